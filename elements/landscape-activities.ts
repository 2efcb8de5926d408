import type { EmbeddedActivitiesProps } from '../src/features/activities/ActivitiesScreen.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The activities screen as a widget: search, filters, table, bulk actions (approve, cancel, undo,
 * redo), details side panel and pagination. Its list state stays inside the element; the page's
 * address is never read or written. Two of them on a page keep separate pages and filters while
 * sharing the cache of their `landscape-root`.
 *
 * @summary Activities of the fleet, or of one instance.
 * @tag landscape-activities
 * @attr {number} instance-id - Only this instance's activities (`computer:id:{id}`); hides the Instance column.
 * @attr {number} page-size - Rows per page: 20, 50 or 100. Default 20.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {number | undefined} instanceId - Reflects `instance-id`; `undefined` while the attribute is absent or not a number.
 * @prop {number | undefined} pageSize - Reflects `page-size`; `undefined` (20 rows) while the attribute is absent or not a number.
 * @fires {CustomEvent<{ path: string }>} landscape-navigate - An instance link was followed. Cancelable: if not cancelled the browser goes to `portal-url` + path.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (action results, failures).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Activities", or "Activities of instance {id}" with `instance-id`.
 * @csspart toolbar - The bulk actions.
 * @csspart table - The activities table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The details side panel.
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeActivities = defineElement<EmbeddedActivitiesProps>({
  tag: 'landscape-activities',
  preload: lazyPreload(() => import('../src/features/activities/activity-list-preload.ts'), (module) => module.preloadActivitiesWidget),
  component: lazyScreen(
    () => import('../src/features/activities/ActivitiesScreen.tsx'),
    (module) => module.EmbeddedActivities,
  ),
  attributes: { instanceId: 'number', pageSize: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-activities': HTMLElement & { instanceId?: number; pageSize?: number };
  }
}
