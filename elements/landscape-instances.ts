import type { EmbeddedInstancesProps } from '../src/features/instances/InstancesScreen.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The instances screen as a widget: the search (Landscape's instance query language, with its help),
 * the Status, OS, Availability zone, Access group and Tag filters with their chips, grouping WSL
 * instances under their Windows host, the table with row selection, and pagination. Its list state
 * stays inside the element; the page's address is never read or written.
 *
 * @summary Instances of the fleet.
 * @tag landscape-instances
 * @attr {number} page-size - Rows per page: 20, 50 or 100. Default 20.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {number | undefined} pageSize - Reflects `page-size`; `undefined` (20 rows) while the attribute is absent or not a number.
 * @fires {CustomEvent<{ path: string }>} landscape-navigate - An instance link was followed. Cancelable: if not cancelled the browser goes to `portal-url` + path.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (failures).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Instances".
 * @csspart toolbar - The selection count, while instances are selected.
 * @csspart table - The instances table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeInstances = defineElement<EmbeddedInstancesProps>({
  tag: 'landscape-instances',
  preload: lazyPreload(() => import('../src/features/instances/instance-list-preload.ts'), (module) => module.preloadInstancesWidget),
  component: lazyScreen(
    () => import('../src/features/instances/InstancesScreen.tsx'),
    (module) => module.EmbeddedInstances,
  ),
  attributes: { pageSize: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-instances': HTMLElement & { pageSize?: number };
  }
}
