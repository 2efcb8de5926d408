import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';
import { inWidget } from '../../ui/widget/landmark.ts';

/** Texts of the events log (screens/scripts-events-repositories-instance.md §2; SPEC §9 for the days). */
export const EVENTS_LOG_TEXTS = registerTexts('events-log', {
  title: 'Events log',
  /** The widget's landmark name. */
  widgetLabel: 'Events log',
  /** A landmark of the view in a named widget carries the widget's name. */
  inWidget,
  tableCaption: 'Events',
  /** The region a too-wide table scrolls in, inside a widget (see `inWidget`). */
  tableRegion: 'Events table',
  searchLabel: 'Search events',
  searchPlaceholder: 'Search',
  daysFilter: 'Days',
  actionsLabel: 'Events log actions',
  days: (days: number) => (days === 1 ? '1 day' : `${formatCount(days)} days`),
  empty: 'No events found according to your search parameters.',
  pageSizeLabel: 'Events per page',
  columns: {
    creationTime: 'Creation time',
    username: 'Username',
    entityType: 'Entity type',
    entityName: 'Entity name',
    message: 'Message',
  },
  showMore: 'Show more',
  showLess: 'Show less',
  /** The expander's name starts with what it shows and says whose message it opens. */
  showMoreOf: (time: string) => `Show more of the message at ${time}`,
  showLessOf: (time: string) => `Show less of the message at ${time}`,
  chips: { search: 'Search' },
  download: {
    button: 'Download as CSV',
    /** While the pages are fetched: a status, and the button to stop. */
    progress: (fetched: number, total: number) => `Preparing the CSV: ${formatCount(fetched)} of ${formatCount(total)} events`,
    cancel: 'Cancel',
    canceled: 'The CSV download was canceled.',
    failedTitle: 'The CSV could not be prepared.',
    doneTitle: 'Events downloaded',
    done: (count: number, name: string) => `${count === 1 ? '1 event' : `${formatCount(count)} events`} saved as ${name}.`,
    /** The header row, in the order of the fields (upstream's). */
    header: ['Creation Time', 'Person ID', 'Person Name', 'Entity Type', 'Entity ID', 'Entity Name', 'Message'],
    fileName: (account: string, stamp: string) => `Event Log - ${account}-${stamp}.csv`,
  },
  signedOut: 'Sign in to see the events log.',
});
