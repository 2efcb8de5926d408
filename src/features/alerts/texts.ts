import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the Alerts page (screens admin-account.md §8), verbatim where the file quotes them; the
 * empty state says what it means (upstream says "not subscribed" when subscribed alerts simply do
 * not fire, §8.4), and each alert says since when it fires (upstream never shows it).
 */
export const ALERT_TEXTS = registerTexts('alerts', {
  widgetLabel: 'Alerts',
  signedOut: 'Sign in to see the alerts.',
  listLabel: 'Active alerts',
  empty: {
    title: 'No active alerts',
    body: 'None of the alerts you are subscribed to is active right now.',
    action: 'Go to alerts',
    actionName: 'Go to alerts page',
  },
  pending: (count: number) => (count === 1 ? `${formatCount(count)} pending computer needs authorization` : `${formatCount(count)} pending computers need authorization`),
  pendingFailed: 'Could not count the pending computers.',
  review: 'Review Pending Instances',
  since: 'Since',
});
