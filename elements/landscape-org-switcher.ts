import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * The organisation selector: a read-only label when the user is on a subdomain account or has one
 * choice, otherwise a dropdown of the accounts without a subdomain. Choosing one (Enter or a click;
 * moving through the options with the arrow keys does not) switches the whole store to that
 * organisation, and a notice confirms it.
 *
 * @summary Shows or switches the current organisation.
 * @tag landscape-org-switcher
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ account: string }>} landscape-account-switched - The organisation changed; `account` is its name.
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 while switching ended the session.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (the switch, or why it failed).
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget (a landmark named "Organisation"): the label and the selector.
 * @csspart notifications - The region of its notifications (the notice that confirms a switch).
 * @csspart notification - A notification.
 */
export const LandscapeOrgSwitcher = defineElement({
  tag: 'landscape-org-switcher',
  component: lazyScreen(
    () => import('../src/features/organisations/index.ts'),
    (module) => module.EmbeddedOrganisationSwitcher,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-org-switcher': HTMLElement;
  }
}
