import { registerTexts } from '../../state/texts.ts';
import { formatCount } from '../../lib/numbers.ts';
/**
 * UI texts of the shared list components. SPEC.md gives the page-size label, the results line, the
 * page-number messages, 'Clear all filters' and the date-range texts verbatim (§2, §5); the rest
 * (button names, the chip format) follow the public portal.
 */
export const LIST_TEXTS = registerTexts('ui.list', {
  selectAll: 'Select all',
  results: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)} results`,
  pagination: 'Pagination',
  pageSize: 'Instances per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page number',
  ofPages: (lastPage: number) => `of ${formatCount(lastPage)}`,
  pageNumberRequired: 'Enter a page number.',
  pageNumberInvalid: (value: string) => `"${value}" is not a valid page number.`,
  activeFilters: 'Active filters',
  chip: (label: string, value: string) => `${label}: ${value}`,
  removeChip: (label: string, value: string) => `Remove ${label} filter: ${value}`,
  clearAll: 'Clear all filters',
  search: 'Search',
  selectValue: (label: string, option: string) => `${label}: ${option}`,
  searchOptions: (label: string) => `Search ${label}`,
  noMatches: 'No matching options',
  /** A popover button's name with its badge: "Date range, 2 set". */
  withBadge: (label: string, count: number) => `${label}, ${count} set`,
  dateRange: 'Date range',
  from: 'From',
  to: 'To',
  reset: 'Reset',
  apply: 'Apply',
  invalidDate: 'Invalid date format',
  toBeforeFrom: 'To date must be after From date',
  loadFailed: 'The list could not be loaded.',
  /** SPEC §2 "General". */
  tryAgain: 'Try again',
  filters: 'Filters',
} as const);

/** SPEC §9 "Select dropdown". */
export const SELECT_LIMITS = { maxHeightPx: 480, searchableFrom: 5, focusDelayMs: 100 } as const;
