import { lazyScreen } from '../src/ui/lazy-screen.ts';
import type { PortalProps } from '../src/features/shell/Portal.tsx';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The whole Landscape portal for administrators: sign-in flows, the shell (navigation, organisation
 * selector, account links, notifications, side panel) and every screen, routed client-side with the
 * History API below `base-path`. Screens load lazily in the ES module build.
 *
 * @summary The Landscape web portal.
 * @tag landscape-portal
 * @attr {string} base-path - Where the portal lives; every path below it is a portal route. Default `/`.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {string | undefined} basePath - Reflects `base-path`; `undefined` (`/`) while the attribute is absent.
 * @fires {CustomEvent<{ user: { name: string; email: string; currentAccount: string } }>} landscape-signed-in - A sign-in completed.
 * @fires {CustomEvent<{}>} landscape-signed-out - Sign out, or a 401 ended the session.
 * @fires {CustomEvent<{ account: string }>} landscape-account-switched - The organisation changed.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The portal layout.
 * @csspart navigation - The side navigation.
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 * @csspart side-panel - The side panel.
 */
export const LandscapePortal = defineElement<PortalProps>({
  tag: 'landscape-portal',
  component: lazyScreen(() => import('../src/features/shell/Portal.tsx'), (module) => module.Portal),
  attributes: { basePath: 'string' },
  preload: lazyPreload(() => import('../src/features/shell/preload.ts'), (module) => module.preloadPortal),
  preloadAuth: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-portal': HTMLElement & { basePath?: string };
  }
}
