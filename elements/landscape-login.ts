import type { LoginScreenProps } from '../src/features/auth/LoginScreen.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * Sign-in form with every method the server offers (email and password, each enabled OpenID Connect
 * provider, Ubuntu One, Enterprise login), for pages that embed widgets. Once signed in, it shows who
 * is signed in and a Sign out button. Opened from an invitation, it says whose it is ("You've been
 * invited to {organisation}", from `GET invitations/{id}/summary`), or that it does not exist or has
 * expired, and every method stays usable.
 *
 * @summary Sign in to Landscape.
 * @tag landscape-login
 * @attr {string} invitation-id - The invitation the user was sent (`invitation_id` in the link that brought them): its organisation shows above the sign-in methods, and OpenID Connect, Enterprise login and Ubuntu One sign-ins pass it on. The element never reads the page's address: the host page gives it. The portal's `/login` reads it from its own address.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {string | undefined} invitationId - Reflects `invitation-id`; `undefined` while the attribute is absent.
 * @fires {CustomEvent<{ user: { name: string; email: string; currentAccount: string } }>} landscape-signed-in - A sign-in completed.
 * @fires {CustomEvent<{}>} landscape-signed-out - The user signed out, or a 401 ended the session.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The sign-in panel, or the signed-in line.
 * @csspart notification - An inline message (a failed sign-in shows the server's message here).
 */
export const LandscapeLogin = defineElement<LoginScreenProps>({
  tag: 'landscape-login',
  component: lazyScreen(() => import('../src/features/auth/LoginScreen.tsx'), (module) => module.LoginScreen),
  attributes: { invitationId: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-login': HTMLElement & { invitationId?: string };
  }
}
