import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * Sign-in form with every method the server offers (email and password, each enabled OpenID Connect
 * provider, Ubuntu One, Enterprise login), for pages that embed widgets. Once signed in, it shows who
 * is signed in and a Sign out button.
 *
 * @summary Sign in to Landscape.
 * @tag landscape-login
 * @fires {CustomEvent<{ user: { name: string; email: string; currentAccount: string } }>} landscape-signed-in - A sign-in completed.
 * @fires {CustomEvent<{}>} landscape-signed-out - The user signed out, or a 401 ended the session.
 * @fires {CustomEvent<{ type: string; title: string; message: string }>} landscape-notify - A notification was shown.
 * @csspart base - The sign-in panel, or the signed-in line.
 * @csspart notification - An inline message (a failed sign-in shows the server's message here).
 * @cssprop --landscape-color-primary - Colour of the Sign in button.
 * @cssprop --landscape-font-family - Font of the element.
 * @cssprop --landscape-font-weight-light - Weight of the light headings (the "Sign in to Landscape" title). Default 300, Vanilla's.
 */
export const LandscapeLogin = defineElement({
  tag: 'landscape-login',
  component: lazyScreen(() => import('../src/features/auth/LoginScreen.tsx'), (module) => module.LoginScreen),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-login': HTMLElement;
  }
}
