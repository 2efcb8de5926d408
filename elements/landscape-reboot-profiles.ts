import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's reboot profiles as a widget: weekly reboots on chosen days at a time in UTC, with
 * an expiry and a randomised delivery window. Search (title, tags), add, edit and duplicate, each
 * profile's details with its next reboot in the user's zone, and removal typed to confirm. Its list
 * state stays inside the element; the page's address is never read or written.
 *
 * @summary Reboot profiles: scheduled reboots that keep Livepatch coverage.
 * @tag landscape-reboot-profiles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a reboot profile added, updated, removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Reboot profiles".
 * @csspart toolbar - "Add reboot profile".
 * @csspart table - The profiles table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, forms).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeRebootProfiles = defineElement({
  tag: 'landscape-reboot-profiles',
  preload: lazyPreload(() => import('../src/features/reboot-profiles/reboot-profile-list-preload.ts'), (module) => module.preloadRebootProfiles),
  component: lazyScreen(
    () => import('../src/features/reboot-profiles/RebootProfilesScreen.tsx'),
    (module) => module.EmbeddedRebootProfiles,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-reboot-profiles': HTMLElement;
  }
}
