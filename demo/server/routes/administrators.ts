/**
 * Administrators (admin-account.md §1.6): the legacy GetAdministrators, InviteAdministrator and
 * DisableAdministrator; `PUT administrators/{id}` (their roles); `GET invitations` (paginated),
 * `DELETE invitations/{id}` (revoke) and `POST invitations/{id}` (resend). The rules are
 * administrators.ts's.
 */
import {
  administratorsIn,
  disableAdministrator,
  inviteAdministrator,
  pendingInvitations,
  resendInvitation,
  revokeInvitation,
  serializeInvitation,
  setAdministratorRoles,
} from '../administrators.ts';
import { badRequest, ok, paginate } from '../http.ts';
import { signedIn, type LegacyActions, type Route } from '../router.ts';
import { numberedList } from './packages.ts';

export const administratorActions: LegacyActions = {
  /** Every administrator of the organisation: `[{ id, name, email, roles }]`. */
  GetAdministrators: (ctx) => {
    const { org } = signedIn(ctx);
    return ok(administratorsIn(ctx.ns.data, org));
  },
  /** `name`, `email`, `roles.N` (none: GlobalAdmin) → the invitation as `GET invitations` lists it, with the roles it gives. */
  InviteAdministrator: (ctx) => {
    const { org } = signedIn(ctx);
    const roles = numberedList(ctx.url.searchParams, 'roles').map((role) => role.trim()).filter(Boolean);
    const invitation = inviteAdministrator(ctx.ns.data, org, {
      name: ctx.query.string('name') ?? '',
      email: ctx.query.requiredString('email'),
      roles,
    });
    return ok({ ...serializeInvitation(org, invitation), roles: invitation.roles ?? [] });
  },
  /** `email` → the administrator removed, as GetAdministrators listed them. */
  DisableAdministrator: (ctx) => {
    const { org, user } = signedIn(ctx);
    return ok(disableAdministrator(ctx.ns.data, org, user, ctx.query.requiredString('email')));
  },
};

export const administratorRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: /^administrators\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const roles = ctx.body.stringArray('roles');
      if (roles === undefined) throw badRequest('"roles" is required.');
      return ok(setAdministratorRoles(ctx.ns.data, org, Number(ctx.params['id']), roles.map((role) => role.trim()).filter(Boolean)));
    },
  },
  {
    method: 'GET',
    pattern: /^invitations$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(paginate(pendingInvitations(ctx.ns.data, org), ctx.query, ctx.url, (invitation) => serializeInvitation(org, invitation)));
    },
  },
  {
    method: 'POST',
    pattern: /^invitations\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(serializeInvitation(org, resendInvitation(ctx.ns.data, org, ctx.params['id']!)));
    },
  },
  {
    method: 'DELETE',
    pattern: /^invitations\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      revokeInvitation(ctx.ns.data, org, ctx.params['id']!);
      return { status: 204 };
    },
  },
];
