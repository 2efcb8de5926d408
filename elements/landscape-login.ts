import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * Sign-in form with every method the server offers (email and password, each enabled OpenID Connect
 * provider, Ubuntu One, Enterprise login), for pages that embed widgets. Once signed in, it shows who
 * is signed in and a Sign out button.
 *
 * @summary Sign in to Landscape.
 * @tag landscape-login
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ user: { name: string; email: string; currentAccount: string } }>} landscape-signed-in - A sign-in completed.
 * @fires {CustomEvent<{}>} landscape-signed-out - The user signed out, or a 401 ended the session.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The sign-in panel, or the signed-in line.
 * @csspart notification - An inline message (a failed sign-in shows the server's message here).
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
