import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's package profiles as a widget: the packages a set of instances must have or must
 * not have, at which versions. Search (title, name, description, tags), the instances not compliant
 * and pending (linked), add (constraints from an instance's packages, a CSV or dpkg file, or typed),
 * edit, duplicate (a copy of the constraints), the details with the constraints paged on the server,
 * the constraints editor (add, edit in place, remove) and removal typed to confirm. Its list state
 * stays inside the element; the page's address is never read or written.
 *
 * @summary Package profiles: the packages instances must and must not have.
 * @tag landscape-package-profiles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a package profile added, duplicated, updated, removed; constraints added, updated, removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Package profiles".
 * @csspart toolbar - "Add package profile".
 * @csspart table - The profiles table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, forms, the constraints editor).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapePackageProfiles = defineElement({
  tag: 'landscape-package-profiles',
  preload: lazyPreload(() => import('../src/features/package-profiles/package-profile-list-preload.ts'), (module) => module.preloadPackageProfiles),
  component: lazyScreen(
    () => import('../src/features/package-profiles/PackageProfilesScreen.tsx'),
    (module) => module.EmbeddedPackageProfiles,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-package-profiles': HTMLElement;
  }
}
