/**
 * A declaration of every SPEC §2 list parameter, in SPEC order, with the kinds and defaults of
 * SPEC §9: what the codec's own tests (unit and browser) run against. Screens declare only theirs.
 */
import {
  DAYS_OPTIONS,
  date,
  defineListParams,
  list,
  orderedRange,
  page,
  pageSize,
  passRate,
  sort,
  text,
  wholeNumber,
  type ListParamsOf,
} from './list-params.ts';

export const SPEC_LIST = defineListParams(
  {
    accessGroups: list({ chip: 'Access group' }),
    autoinstallFiles: list({ chip: 'Autoinstall file' }),
    availabilityZones: list({ chip: 'Availability z.' }),
    currentPage: page(),
    days: wholeNumber({ default: 30, values: DAYS_OPTIONS }),
    disabledColumns: list(),
    fromDate: date({ chip: 'From' }),
    groupBy: text(),
    os: text({ chip: 'OS' }),
    pageSize: pageSize(),
    search: text({ chip: 'Search' }),
    sort: sort(),
    sortBy: text(),
    status: text({ chip: 'Status' }),
    tab: text(),
    tags: list({ chip: 'Tag' }),
    toDate: date({ chip: 'To' }),
    type: text({ chip: 'Type' }),
    query: text({ chip: 'Query' }),
    employeeGroups: list({ chip: 'Employee group' }),
    passRateFrom: passRate(0, { chip: 'From pass rate' }),
    passRateTo: passRate(100, { chip: 'To pass rate' }),
  },
  { rules: [orderedRange('passRateFrom', 'passRateTo')] },
);

export type SpecListParams = ListParamsOf<typeof SPEC_LIST>;
