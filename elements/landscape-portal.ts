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
 * @prop {string} basePath - Reflects `base-path`.
 * @fires {CustomEvent<{ user: { name: string; email: string; currentAccount: string } }>} landscape-signed-in - A sign-in completed.
 * @fires {CustomEvent<{}>} landscape-signed-out - Sign out, or a 401 ended the session.
 * @fires {CustomEvent<{ account: string }>} landscape-account-switched - The organisation changed.
 * @fires {CustomEvent<{ type: string; title: string; message: string }>} landscape-notify - A notification was shown.
 * @csspart base - The portal layout.
 * @csspart navigation - The side navigation.
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 * @csspart side-panel - The side panel.
 * @cssprop --landscape-color-primary - Primary colour (buttons, current navigation item).
 * @cssprop --landscape-font-family - Font of the portal.
 * @cssprop --landscape-color-brand - The Landscape mark's tile.
 * @cssprop --landscape-color-brand-text - The figure drawn on the mark's tile.
 * @cssprop --landscape-color-navigation - Background of the side navigation and of the top bar on narrow screens.
 * @cssprop --landscape-color-navigation-text - Text, icons, borders and focus rings on the navigation (its muted text, borders and hover are mixed from the two navigation colours).
 * @cssprop --landscape-font-weight-light - Weight of the light headings (page titles, the brand, side panel and modal titles, the sign-in title). Default 300, Vanilla's.
 * @cssprop --landscape-font-size-heading - Size of a page's main heading (h1). Default 2rem.
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
