import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * The identity providers manager as a widget: the organisation's sign-in providers (Ubuntu One when
 * it is available, then the OpenID Connect providers) with their status, the side panels to add a
 * provider (choose its kind, then its form with the redirect URL to copy) and to edit one (Ubuntu One:
 * Enabled only), and the delete confirmation. Every change also refreshes the sign-in methods that
 * `landscape-login` offers in the same root. The page's address is never read or written. In an
 * organisation without the `oidc-configuration` feature it says so and shows nothing else.
 *
 * @summary Identity providers (Ubuntu One and OpenID Connect sign-in) of the organisation.
 * @tag landscape-identity-providers
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (added, saved, deleted).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Identity providers".
 * @csspart toolbar - The "Add identity provider" button above the table.
 * @csspart table - The identity providers table.
 * @csspart row - A table row.
 * @csspart side-panel - The side panel (choose a provider, add, edit).
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeIdentityProviders = defineElement<Record<string, never>>({
  tag: 'landscape-identity-providers',
  component: lazyScreen(
    () => import('../src/features/identity-providers/IdentityProvidersScreen.tsx'),
    (module) => module.EmbeddedIdentityProviders,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-identity-providers': HTMLElement;
  }
}
