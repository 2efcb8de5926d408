import type { EmbeddedEventsLogProps } from '../src/features/events-log/event-list.ts';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's events log as a widget: who did what, searched on the server, over the last
 * days (the Days filter), paged, each long message shown whole on demand; "Download as CSV" saves
 * every matching event (all pages, with progress and Cancel) as one RFC 4180 file. Its list state
 * stays inside the element; the page's address is never read or written.
 *
 * @summary The events log: the organisation's audit trail.
 * @tag landscape-events-log
 * @attr {number} days - The last 1, 7, 30, 90, 180 or 365 days to start with. Default 30; another value is ignored.
 * @attr {number} page-size - Rows per page: 20, 50 or 100. Default 20.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {number | undefined} days - Reflects `days`; `undefined` (30 days) while the attribute is absent or not a number.
 * @prop {number | undefined} pageSize - Reflects `page-size`; `undefined` (20 rows) while the attribute is absent or not a number.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (the CSV saved, canceled or failed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Events log".
 * @csspart toolbar - The download.
 * @csspart table - The events table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeEventsLog = defineElement<EmbeddedEventsLogProps>({
  tag: 'landscape-events-log',
  preload: lazyPreload(() => import('../src/features/events-log/event-list-preload.ts'), (module) => module.preloadEventsLogWidget),
  component: lazyScreen(
    () => import('../src/features/events-log/EventsLogScreen.tsx'),
    (module) => module.EmbeddedEventsLog,
  ),
  attributes: { days: 'number', pageSize: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-events-log': HTMLElement & { days?: number; pageSize?: number };
  }
}
