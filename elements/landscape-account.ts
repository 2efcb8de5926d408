import type { EmbeddedAccountProps } from '../src/features/account/AccountScreen.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * The signed-in person's own settings as a widget, in three tabs: General (name, email address, time
 * zone, default organisation; on self-hosted, Change password in its side panel; a person who signs
 * in through an identity provider sets the time zone and default organisation only), Alerts (email
 * notifications per alert and the instances each watches: all, or tags) and API credentials (per
 * organisation: the access key, the secret key masked until shown, both copied without being shown,
 * and Generate or Regenerate, confirmed first). The tab stays inside the element; the page's address
 * is never read or written.
 *
 * @summary Account: the person's details, alert subscriptions and API credentials.
 * @tag landscape-account
 * @attr {'general' | 'alerts' | 'api-credentials'} tab - The tab shown first, and shown again when the attribute changes: `general` (default), `alerts` or `api-credentials`. Another value is `general`.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {string | undefined} tab - Reflects `tab`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (details saved, password changed, API credentials generated, alert tags updated). Never carries a key or a password.
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Account".
 * @csspart side-panel - The side panel (Change password).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeAccount = defineElement<EmbeddedAccountProps>({
  tag: 'landscape-account',
  component: lazyScreen(() => import('../src/features/account/AccountScreen.tsx'), (module) => module.EmbeddedAccount),
  attributes: { tab: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-account': HTMLElement & { tab?: 'general' | 'alerts' | 'api-credentials' | undefined };
  }
}
