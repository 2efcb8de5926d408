import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's roles as a widget: each role with its number of administrators and what it may
 * view and manage (summarised from the server's permission catalogue, "Show more" for long ones), the
 * side panels to add a role (name, description, the global and per-access-group permission matrices,
 * the access groups as a tree of checkboxes) and to edit one's permissions and access groups, and the
 * removal's confirmation saying how many administrators it affects. GlobalAdmin has no actions. The
 * page's address is never read or written.
 *
 * @summary Roles of the organisation: their permissions and access groups.
 * @tag landscape-roles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (added, saved, removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Roles".
 * @csspart toolbar - The "Add role" button above the table.
 * @csspart table - The roles table.
 * @csspart row - A table row.
 * @csspart side-panel - The side panel (add, edit).
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeRoles = defineElement({
  tag: 'landscape-roles',
  preload: lazyPreload(() => import('../src/features/roles/roles-preload.ts'), (module) => module.preloadRoles),
  component: lazyScreen(() => import('../src/features/roles/RolesScreen.tsx'), (module) => module.EmbeddedRoles),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-roles': HTMLElement;
  }
}
