import { registerTexts } from '../../state/texts.ts';
import type { NotificationInput } from '../../state/notifications.ts';
import type { BulkAction } from './bulk-actions.ts';
import { inWidget } from '../../ui/widget/landmark.ts';
import { formatCount } from '../../lib/numbers.ts';

/** Texts of the activities screen. Those SPEC gives are verbatim (SPEC §2, §4, §8). */
export const ACTIVITY_TEXTS = registerTexts('activities', {
  title: 'Activities',
  /** The widget's landmark name: two on one page must differ. */
  widgetLabel: (instanceId?: number) => (instanceId ? `Activities of instance ${instanceId}` : 'Activities'),
  /** A landmark of the view in a named widget carries the widget's name: "Pagination, Activities of instance 6". */
  inWidget,
  tableCaption: 'Activities',
  /** The region a too-wide table scrolls in, inside a widget (see `inWidget`). */
  tableRegion: 'Activities table',
  searchLabel: 'Search activities',
  searchPlaceholder: 'Search',
  searchHelp: 'Search help',
  statusFilter: 'Status',
  /** SPEC §4 activity statuses. */
  statuses: {
    succeeded: 'Succeeded',
    scheduled: 'Scheduled',
    waiting: 'Waiting',
    undelivered: 'Queued',
    delivered: 'In progress',
    blocked: 'Blocked',
    unapproved: 'Unapproved',
    canceled: 'Canceled',
    failed: 'Failed',
  },
  typeFilter: 'Type',
  /** The Type filter's options (GetActivityTypes) failed: said beside the list and in the filter's open popup. */
  typesFailed: 'The activity types could not be loaded.',
  all: 'All',
  dateRange: 'Date range',
  empty: 'No activities found according to your search parameters.',
  pageSizeLabel: 'Instances per page',
  columns: {
    description: 'Description',
    status: 'Status',
    instance: 'Instance',
    createdAt: 'Created at',
    creator: 'Creator',
  },
  selectRow: (summary: string) => `Select ${summary}`,
  /** The name of an activity whose summary shows nothing (issue 11: it stays reachable). */
  unnamed: (id: number) => `Activity ${id}`,
  instanceLink: (id: number) => `Instance ${id}`,
  actions: { approve: 'Approve', cancel: 'Cancel', undo: 'Undo', redo: 'Redo' },
  /** While the action's request runs (SPEC spells "canceled"). */
  running: { approve: 'Approving...', cancel: 'Canceling...', undo: 'Undoing...', redo: 'Redoing...' },
  /** Why a bulk action is unavailable, as its tooltip (see `unavailableReason`). */
  unavailable: {
    nothingSelected: 'Select one or more activities first.',
    notAllowed: {
      approve: 'Every selected activity must be approvable.',
      cancel: 'Every selected activity must be cancelable.',
      undo: 'Every selected activity must be undoable.',
      redo: 'Every selected activity must be redoable.',
    },
    running: 'Wait for the running action to finish.',
  },
  actionsLabel: 'Actions for the selected activities',
  actionsFor: (summary: string) => `Actions for ${summary}`,
  selectedCount: (count: number) => (count === 1 ? '1 activity selected' : `${formatCount(count)} activities selected`),
  chips: {
    query: 'Query',
    search: 'Search',
    status: 'Status',
    type: 'Type',
    from: 'From',
    to: 'To',
  },
  details: {
    subtitle: (id: number, type: string | undefined) => (type ? `${type} · Activity #${id}` : `Activity #${id}`),
    status: 'Status',
    instance: 'Instance',
    type: 'Type',
    createdAt: 'Created at',
    deliveredAt: 'Delivered at',
    completedAt: 'Completed at',
    creator: 'Creator',
    parent: 'Parent activity',
    resultCode: 'Result code',
    output: 'Output',
    noOutput: 'No output.',
  },
  signedOut: 'Sign in to see activities.',
  /** After a bulk action (SPEC §8), N being what the server acted on. */
  notices: {
    verbs: { approve: 'approved', cancel: 'canceled', redo: 'redone', undo: 'undone' } satisfies Record<BulkAction, string>,
    noneTitle: (verb: string) => `No activity was ${verb}`,
    noneMessage: 'None of them allows it any more.',
    successTitle: (verb: string, count: number) =>
      count === 1 ? `You have successfully ${verb} an activity` : `You have successfully ${verb} ${formatCount(count)} activities`,
    /** SPEC §8 success notices, singular and plural. */
    successMessages: {
      approve: (count: number) =>
        count === 1
          ? 'It will be delivered to the instance at its next connection to the server.'
          : 'They will be delivered to their instances at their next connection to the server.',
      cancel: (count: number) => (count === 1 ? 'It will not be delivered and will not run.' : 'They will not be delivered and will not run.'),
      redo: (count: number) =>
        count === 1 ? 'A new activity that runs it again has been queued.' : 'New activities that run them again have been queued.',
      undo: (count: number) =>
        count === 1 ? 'A new activity that reverts it has been queued.' : 'New activities that revert them have been queued.',
    } satisfies Record<BulkAction, (count: number) => string>,
  },
} as const);

/**
 * The notice after an action, N being what the server acted on. It may act on none of the
 * selected activities (they changed meanwhile): that is said plainly, not as a success.
 */
export function activityNotice(action: BulkAction, count: number): NotificationInput {
  const N = ACTIVITY_TEXTS.notices;
  const verb = N.verbs[action];
  if (count === 0) return { type: 'information', title: N.noneTitle(verb), message: N.noneMessage };
  return { type: 'positive', title: N.successTitle(verb, count), message: N.successMessages[action](count) };
}

/** SPEC §5 search syntax, for the Search help modal. */
export const SEARCH_HELP = registerTexts('activities.searchSyntax', {
  intro:
    'Terms combine with OR, or all of them must match. NOT before a term negates it. Values with spaces or non-ASCII characters must be quoted, e.g. type:"Install package".',
  terms: [
    ['id:<activity_id>', 'The activity with this id.'],
    ['parent-id:<parent_id>', 'Activities started by this parent activity.'],
    ['created-after:<date>', 'Created on or after the date (ISO-8601 of any precision: 2011-01, 2011-01-01, 2011-01-01T10:30).'],
    ['created-before:<date>', 'Created before the date (ISO-8601 of any precision).'],
    ['creator:<email>', 'Created by this person.'],
    ['computer:<criteria>', 'Run on instances matching the criteria, e.g. computer:id:6.'],
    ['type:<type>', 'Activities of this type.'],
  ],
} as const);
