import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's access groups, as a widget: searched by name or title, listed flat or as a tree
 * under their parents (keyboard usable: arrow keys), sorted by any column, each with how many
 * instances it holds (linked to the portal's instances list filtered by it); a group added (Title,
 * Parent) or deleted (typed confirmation, saying what moves to its parent), its details in the side
 * panel. Its search, grouping and sort are kept inside it, not in the page address.
 *
 * @summary Access groups: the organisation's tree of access groups, to add and delete them.
 * @tag landscape-access-groups
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ path: string }>} landscape-navigate - A group's instance count was followed: the portal path it leads to (`/instances?accessGroups={name}`; cancel it to route in the host page).
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a group added or deleted, or a failure).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Access groups".
 * @csspart toolbar - The "Add access group" button's toolbar.
 * @csspart table - The table (a treegrid when grouped by parent).
 * @csspart row - A group's row.
 * @csspart side-panel - The side panel (the add form, a group's details).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeAccessGroups = defineElement({
  tag: 'landscape-access-groups',
  preload: lazyPreload(() => import('../src/features/access-groups/access-groups-preload.ts'), (module) => module.preloadAccessGroups),
  component: lazyScreen(() => import('../src/features/access-groups/AccessGroupsScreen.tsx'), (module) => module.EmbeddedAccessGroups),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-access-groups': HTMLElement;
  }
}
