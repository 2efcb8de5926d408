import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The security profiles screen as a widget: search, Status and pass-rate filters, chips, the
 * over-limit, limit and audits-ready notices, the table with each profile's actions, and the side
 * panels to add, edit, duplicate, run, download an audit and see details, and the archive modal.
 * Its list state stays inside the element; the page's address is never read or written. In an
 * organisation without the `usg-profiles` feature it says so and shows nothing else.
 *
 * @summary Security profiles (audit and hardening) of the organisation.
 * @tag landscape-security-profiles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ path: string }>} landscape-navigate - A link to instances or activities was followed (pass-rate counts, associated instances, a run's "View details"). Cancelable: if not cancelled the browser goes to `portal-url` + path.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (created, saved, run, archived, audit progress, failures).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Security profiles".
 * @csspart toolbar - The "Add security profile" button.
 * @csspart table - The security profiles table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, add, edit, duplicate, run, download audit).
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card, and the notices above the table.
 */
export const LandscapeSecurityProfiles = defineElement<Record<string, never>>({
  tag: 'landscape-security-profiles',
  preload: lazyPreload(() => import('../src/features/security-profiles/profile-list-preload.ts'), (module) => module.preloadSecurityProfilesWidget),
  component: lazyScreen(
    () => import('../src/features/security-profiles/SecurityProfilesScreen.tsx'),
    (module) => module.EmbeddedSecurityProfiles,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-security-profiles': HTMLElement;
  }
}
