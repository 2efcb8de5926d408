/**
 * Alerts (admin-account.md §6.3, §8.3): `GET alerts` (the signed-in person's settings and each alert's
 * status), `GET alerts/summary` (their subscribed alerts that fire), and the legacy SubscribeToAlert,
 * UnsubscribeFromAlert, AssociateAlert and DisassociateAlert, each answering the alert as `GET alerts`
 * shapes it. Settings are the person's own, per organisation (alerts.ts).
 */
import { ALERT_CATALOGUE, alertsSummary, findAlertType, saveSubscription, serializeAlert, subscriptionOf, type AlertSources, type AlertType } from '../alerts.ts';
import { ApiError, ok } from '../http.ts';
import type { AlertSubscription } from '../model.ts';
import { readAssociationChange, readProfileTags } from '../profiles.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { pendingOf } from './pending-instances.ts';

function sourcesOf(ctx: RouteContext): AlertSources {
  const { org } = signedIn(ctx);
  return { data: ctx.ns.data, org, pending: pendingOf(ctx.ns.data, org) };
}

export const alertRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^alerts$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { user } = signedIn(ctx);
      const sources = sourcesOf(ctx);
      return ok(ALERT_CATALOGUE.map((type) => serializeAlert(sources, user.id, type)));
    },
  },
  {
    method: 'GET',
    pattern: /^alerts\/summary$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { user } = signedIn(ctx);
      return ok({ alerts_summary: alertsSummary(sourcesOf(ctx), user.id) });
    },
  },
];

/** Changes the caller's settings for the alert named by `parameter` and answers the alert. */
function change(ctx: RouteContext, parameter: string, update: (current: AlertSubscription, type: AlertType) => AlertSubscription) {
  const { org, user } = signedIn(ctx);
  const type = findAlertType(ctx.query.requiredString(parameter));
  saveSubscription(org, update(subscriptionOf(org, user.id, type), type));
  return ok(serializeAlert(sourcesOf(ctx), user.id, type));
}

/**
 * `AssociateAlert` / `DisassociateAlert(name, all_computers, tags.N)`: as a profile's association
 * (profiles.ts readAssociationChange): `all_computers=true` turns "all computers" on (off), tags are
 * added (removed); `all_computers=false` with tags leaves "all computers" as it is. An account alert
 * watches no computers: 400 `AccountScopedAlert`.
 */
function changeAssociation(adding: boolean) {
  return (ctx: RouteContext) =>
    change(ctx, 'name', (current, type) => {
      if (type.scope === 'account') {
        throw new ApiError(
          400,
          'AccountScopedAlert',
          `${type.alert_type} is an account alert: it watches the whole account, not computers, so it cannot be associated with tags or all computers.`,
        );
      }
      const { all, tags } = readAssociationChange(ctx);
      return {
        ...current,
        all_computers: all ? adding : current.all_computers,
        tags: adding ? readProfileTags([...current.tags, ...tags], current.tags) : current.tags.filter((tag) => !tags.includes(tag)),
      };
    });
}

export const alertActions: LegacyActions = {
  SubscribeToAlert: (ctx) => change(ctx, 'alert_type', (current) => ({ ...current, subscribed: true })),
  UnsubscribeFromAlert: (ctx) => change(ctx, 'alert_type', (current) => ({ ...current, subscribed: false })),
  AssociateAlert: changeAssociation(true),
  DisassociateAlert: changeAssociation(false),
};
