import { alertSubscriptionsApi, type Alert } from '../../../api/alerts.ts';
import { ACCOUNT_SCOPE, currentAccount } from '../../../state/account.ts';
import type { ServerAction } from '../../../ui/action/useServerAction.ts';
import { alertKeys } from '../queries.ts';
import { associationCalls, type AlertTargets } from './changes.ts';
import { ALERT_SUBSCRIPTION_TEXTS as T } from './texts.ts';

/** Email notifications on or off: one request, no notice (§6.2); the list and the summary refetched. */
export const setSubscription: ServerAction<{ readonly alert: Alert; readonly subscribed: boolean }, Alert> = {
  run: ({ store }, { alert, subscribed }) => alertSubscriptionsApi.subscribe(store.api, alert.alert_type, subscribed),
  invalidates: () => [alertKeys.all],
};

export interface TargetsChange {
  readonly alert: Alert;
  readonly before: AlertTargets;
  readonly after: AlertTargets;
}

/**
 * Save changes of "Enabled for": the differences' calls one after the other (associationCalls), the
 * notice once the server took them all. When one is refused after another was taken, the list is
 * refetched anyway, so the field starts again from what the server holds.
 */
export const saveTargets: ServerAction<TargetsChange, Alert> = {
  run: async ({ store }, { alert, before, after }) => {
    let answer = alert;
    let taken = 0;
    try {
      for (const call of associationCalls(before, after)) {
        answer = await alertSubscriptionsApi[call.action](store.api, alert.alert_type, call.change);
        taken += 1;
      }
    } catch (error) {
      if (taken > 0) void store.queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, currentAccount(store), ...alertKeys.all] });
      throw error;
    }
    return answer;
  },
  invalidates: () => [alertKeys.all],
  notice: (_result, { alert }) => ({ type: 'positive', title: T.saved.title, message: T.saved.message(alert.label) }),
};
