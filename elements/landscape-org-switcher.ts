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
 * @fires {CustomEvent<{ account: string }>} landscape-account-switched - The organisation changed; `account` is its name.
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 while switching ended the session.
 * @fires {CustomEvent<{ type: string; title: string; message: string }>} landscape-notify - A notification was shown (the switch, or why it failed).
 * @csspart base - The widget (a landmark named "Organisation"): the label and the selector.
 * @csspart notifications - The region of its notifications (the notice that confirms a switch).
 * @csspart notification - A notification.
 * @cssprop --landscape-color-text-muted - Colour of the "Organisation" label.
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
