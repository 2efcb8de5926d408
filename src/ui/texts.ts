import { registerTexts } from '../state/texts.ts';

/**
 * Texts of the shared components that no list, form or modal owns: SPEC §2 "General" (empty
 * values, 'Loading...', the error screen) and the public portal's names for the rest.
 */
export const UI_TEXTS = registerTexts('ui', {
  /** An empty value. */
  /** After a link that opens another browser tab, for screen readers. */
  newTab: '(opens in a new tab)',
  empty: '---',
  notApplicable: 'N/A',
  loading: 'Loading...',
  redirecting: 'Redirecting...',
  /** SPEC §2 "General": the generic error screen. */
  error: {
    title: 'Unexpected error occured',
    text: 'Please try again or contact our support team.',
    retry: 'Try again',
  },
  aboutFailed: "The server's details could not be loaded.",
  closeSidePanel: 'Close side panel',
  /** Closing a side panel (or leaving its page) would throw its form's changes away. */
  discardChanges: {
    title: 'Discard changes?',
    text: 'Your changes in this panel have not been saved. Discarding them cannot be undone.',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
  },
  dismissNotification: 'Dismiss notification',
  breadcrumb: 'Breadcrumb',
  tags: {
    remove: (value: string) => `Remove ${value}`,
    chosen: (label: string) => `Chosen ${label}`,
    noMatches: 'No matching options',
  },
});
