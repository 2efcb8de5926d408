import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's repository profiles as a widget: the mirrors' pockets and the APT sources a set
 * of instances uses. Search (title, name, description, tags), add and edit (details, pockets and APT
 * sources as tabs), each profile's details listing its pockets and sources, and removal typed to
 * confirm. Its list state stays inside the element; the page's address is never read or written.
 *
 * @summary Repository profiles: the APT pockets and sources instances use.
 * @tag landscape-repository-profiles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a repository profile added, updated, removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Repository profiles".
 * @csspart toolbar - "Add repository profile".
 * @csspart table - The profiles table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, forms).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeRepositoryProfiles = defineElement({
  tag: 'landscape-repository-profiles',
  preload: lazyPreload(() => import('../src/features/repository-profiles/repository-profile-list-preload.ts'), (module) => module.preloadRepositoryProfiles),
  component: lazyScreen(
    () => import('../src/features/repository-profiles/RepositoryProfilesScreen.tsx'),
    (module) => module.EmbeddedRepositoryProfiles,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-repository-profiles': HTMLElement;
  }
}
