import { date, defineListParams, option, page, pageSize, text, type AllowedValues, type ChipContext, type ListParamsOf } from '../../lib/list-params.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { queryTerms, removeTerm } from './query.ts';
import { FILTERABLE_STATUSES, statusLabel } from './statuses.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

const asDateTime = (value: string, { dates }: ChipContext) => formatDateTime(value, dates) ?? value;

/**
 * The activities list's own parameters (SPEC §2), in SPEC order, which is the order they are written
 * in the address. The type filter's values arrive at run time (the server's activity types).
 */
export const activityListParams = defineListParams(
  {
    currentPage: page(),
    fromDate: date({ chip: () => T.chips.from, format: asDateTime }),
    pageSize: pageSize(),
    search: text({ chip: () => T.chips.search }),
    status: option({ values: FILTERABLE_STATUSES, chip: () => T.chips.status, format: (status) => statusLabel(status).label }),
    toDate: date({ chip: () => T.chips.to, format: asDateTime }),
    type: option({ chip: () => T.chips.type }),
    // One chip per search term (SPEC §5: terms are appended comma-separated).
    query: text({
      chip: () => T.chips.query,
      chips: (query) => queryTerms(query).map((term, index) => ({ value: term, without: removeTerm(query, index) })),
    }),
  },
  { chipOrder: ['query', 'search', 'status', 'type', 'fromDate', 'toDate'] },
);

export type ActivityListState = ListParamsOf<typeof activityListParams>;

/** Statuses and page sizes are declared; the types are the server's, once it has listed them. */
export function activityAllowedValues(types: readonly string[] | undefined): AllowedValues<typeof activityListParams.specs> {
  return types ? { type: types } : {};
}
