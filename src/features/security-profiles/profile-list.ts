import type { SecurityProfileListParams } from '../../api/security-profiles.ts';
import {
  PASS_RATE_MAX,
  PASS_RATE_MIN,
  defineListParams,
  option,
  orderedRange,
  page,
  pageOffset,
  pageSize,
  passRate,
  text,
  type ListParamsOf,
} from '../../lib/list-params.ts';
import { SECURITY_PROFILE_TEXTS as T } from './texts.ts';

/**
 * The Status filter's values (UPSTREAM-NOTES): '' is Active, the default, sent as `status=active`;
 * 'all' sends no status at all; 'archived' is sent as it is.
 */
export const STATUS_FILTER_VALUES = ['all', '', 'archived'] as const;

export type StatusFilter = (typeof STATUS_FILTER_VALUES)[number];

const STATUS_FILTER_TEXT = { all: 'all', '': 'active', archived: 'archived' } as const satisfies Record<StatusFilter, keyof typeof T.filters>;

/** The Status filter's options, in its texts as they are now. */
export const statusFilterOptions = () => STATUS_FILTER_VALUES.map((value) => ({ value, label: T.filters[STATUS_FILTER_TEXT[value]] }));

/** The Status filter's label for a value (the chip's text). */
export function statusFilterLabel(value: string): string {
  return Object.hasOwn(STATUS_FILTER_TEXT, value) ? T.filters[STATUS_FILTER_TEXT[value as StatusFilter]] : value;
}

/** The security profiles list's own parameters (SPEC §2, §9), in the order they are written in the address. */
export const securityProfileListParams = defineListParams(
  {
    search: text({ chip: () => T.chips.search }),
    status: option({ values: ['all', 'archived'], chip: () => T.chips.status, format: statusFilterLabel }),
    passRateFrom: passRate(PASS_RATE_MIN, { chip: () => T.chips.passRateFrom, format: (value) => T.passRateChip(value) }),
    passRateTo: passRate(PASS_RATE_MAX, { chip: () => T.chips.passRateTo, format: (value) => T.passRateChip(value) }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  {
    // A From above To is no range at all: both go back to their defaults.
    rules: [orderedRange('passRateFrom', 'passRateTo')],
    chipOrder: ['status', 'search', 'passRateFrom', 'passRateTo'],
  },
);

export type SecurityProfileListState = ListParamsOf<typeof securityProfileListParams>;

/**
 * The `GET security-profiles` query for the list's state (UPSTREAM-NOTES "the calls"): `status` left
 * out for All; the pass-rate bounds only when they narrow the range; the search trimmed, and left out
 * when blank.
 */
export function profileListRequest(params: SecurityProfileListState): SecurityProfileListParams {
  const search = params.search.trim();
  return {
    ...(search !== '' ? { search } : {}),
    ...(params.status === 'all' ? {} : { status: params.status === 'archived' ? 'archived' : 'active' }),
    ...(params.passRateFrom !== PASS_RATE_MIN ? { pass_rate_from: params.passRateFrom } : {}),
    ...(params.passRateTo !== PASS_RATE_MAX ? { pass_rate_to: params.passRateTo } : {}),
    ...pageOffset(params),
  };
}
