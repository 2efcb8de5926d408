import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's removal profiles as a widget: instances that have not contacted Landscape for a
 * number of days are removed from it. Search (title, name, tags), add and edit (the timeframe in whole
 * days, at least 1; the access group; all instances or tags), each profile's details with its
 * associated instances, and removal typed to confirm. Its list state stays inside the element; the
 * page's address is never read or written.
 *
 * @summary Removal profiles: remove instances that stopped reporting.
 * @tag landscape-removal-profiles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a removal profile added, updated, removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Removal profiles".
 * @csspart toolbar - "Add removal profile".
 * @csspart table - The profiles table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, forms).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeRemovalProfiles = defineElement({
  tag: 'landscape-removal-profiles',
  preload: lazyPreload(() => import('../src/features/removal-profiles/removal-profile-list-preload.ts'), (module) => module.preloadRemovalProfiles),
  component: lazyScreen(
    () => import('../src/features/removal-profiles/RemovalProfilesScreen.tsx'),
    (module) => module.EmbeddedRemovalProfiles,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-removal-profiles': HTMLElement;
  }
}
