import type { EmbeddedInstanceProps } from '../src/features/instances/page/EmbeddedInstance.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * One instance's page as a widget, for the classic dashboard's instance pages: its name, hostname,
 * status and alerts, then the tabs its distributor offers (Info, Activities, Packages, Processes,
 * Ubuntu Pro, Hardware so far) with their lists and actions. The tab and each tab's list state stay
 * inside the element; the page's address is never read or written.
 *
 * @summary One instance, with its tabs and their actions.
 * @tag landscape-instance
 * @attr {number} instance-id - The instance's id. Required.
 * @attr {string} tab - The tab shown: `info` (default), `activities`, `packages`, `processes`, `ubuntu-pro`, `hardware`, or another the instance offers. Setting it again shows that tab; the user's choices are the element's own.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {number | undefined} instanceId - Reflects `instance-id`.
 * @prop {string | undefined} tab - Reflects `tab`.
 * @fires {CustomEvent<{ path: string }>} landscape-navigate - A link to another instance (a WSL instance, its host) or to a list was followed. Cancelable: if not cancelled the browser goes to `portal-url` + path.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (an action queued, failures).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Instance {id}".
 * @csspart toolbar - A tab's actions (processes, packages).
 * @csspart table - A tab's table.
 * @csspart row - A table row.
 * @csspart pagination - A tab's pagination footer.
 * @csspart side-panel - The side panel (a package's details, an action's form, an activity).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeInstance = defineElement<EmbeddedInstanceProps>({
  tag: 'landscape-instance',
  component: lazyScreen(
    () => import('../src/features/instances/page/EmbeddedInstance.tsx'),
    (module) => module.EmbeddedInstance,
  ),
  attributes: { instanceId: 'number', tab: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-instance': HTMLElement & { instanceId?: number; tab?: string };
  }
}
