import type { EmbeddedAdministratorsProps } from '../src/features/administrators/AdministratorsScreen.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's administrators as a widget, in two tabs. Administrators: search (email, name
 * and role names) and pages, each administrator's roles changed in the row (Revert, Save changes; at
 * least one role), their panel (name, email, time zone where the server gives one, roles), and
 * Remove, unavailable with its reason for yourself and for the last administrator holding
 * GlobalAdmin. Invites: the pending invitations newest first, when each was sent and expires (with
 * the zone), Resend and Revoke. "Invite administrator" opens the invite form (name, email, roles:
 * with none, the invitee gets GlobalAdmin). Its list state and tab stay inside the element; the
 * page's address is never read or written.
 *
 * @summary Administrators of the organisation, their roles and invitations.
 * @tag landscape-administrators
 * @attr {'administrators' | 'invites'} tab - The tab shown first, and shown again when the attribute changes: `administrators` (default) or `invites`. Another value is `administrators`.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {string | undefined} tab - Reflects `tab`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (an invitation sent, resent or revoked; roles changed; an administrator removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Administrators".
 * @csspart toolbar - The "Invite administrator" button above the tabs.
 * @csspart table - The administrators table (the invitations table on the Invites tab).
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (the invite form, an administrator's panel).
 * @csspart notifications - The notification region, fixed in the top layer at the top right (beside an open side panel), at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeAdministrators = defineElement<EmbeddedAdministratorsProps>({
  tag: 'landscape-administrators',
  preload: lazyPreload(() => import('../src/features/administrators/administrators-preload.ts'), (module) => module.preloadAdministrators),
  component: lazyScreen(
    () => import('../src/features/administrators/AdministratorsScreen.tsx'),
    (module) => module.EmbeddedAdministrators,
  ),
  attributes: { tab: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-administrators': HTMLElement & { tab?: 'administrators' | 'invites' | undefined };
  }
}
