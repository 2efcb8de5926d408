import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The alerts the signed-in user subscribes to that fire now, as a widget: each alert's sentence
 * from the server, leading to the instances carrying it (the portal's instances list, searched
 * `alert:{name}`), to the unapproved activities, or to the review of pending instances (in its side
 * panel), and since when it fires; when none fires, a way to the alert subscriptions.
 *
 * @summary Alerts: the subscribed alerts firing now.
 * @tag landscape-alerts
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ path: string }>} landscape-navigate - An alert's link or "Go to alerts" was followed (the instances carrying it, the unapproved activities, the alert subscriptions). Cancelable: if not cancelled the browser goes to `portal-url` + path.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (pending instances accepted or rejected from the review).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Alerts".
 * @csspart side-panel - The side panel (the review of pending instances).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeAlerts = defineElement({
  tag: 'landscape-alerts',
  preload: lazyPreload(() => import('../src/features/alerts/alerts-preload.ts'), (module) => module.preloadAlerts),
  component: lazyScreen(() => import('../src/features/alerts/AlertsScreen.tsx'), (module) => module.EmbeddedAlerts),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-alerts': HTMLElement;
  }
}
