/**
 * A second list, built the way a screen builds one, from the shared list pieces only: the security
 * profiles of the current organisation (API.md "Security profiles"). It exists to prove that the
 * pieces the activities screen uses serve another list without copying any of them.
 */
import { useAtomValue } from 'jotai/react';
import type { Paginated } from '../../src/api/pagination.ts';
import {
  securityProfilesApi,
  type SecurityProfile,
  type SecurityProfileListParams,
  type SecurityProfileStatus,
} from '../../src/api/security-profiles.ts';
import {
  ListResults,
  useFilterChips,
  useInternalListState,
  useListQuery,
  usePendingChange,
  useRowSelection,
  type ListQuery,
} from '../../src/features/lists/index.ts';
import { defineListParams, option, page, pageOffset, pageSize, text } from '../../src/lib/list-params.ts';
import { authStatusAtom } from '../../src/state/auth.ts';
import {
  FilterChips,
  LIST_TEXTS,
  ListProgress,
  SearchBox,
  Select,
  type Column,
} from '../../src/ui/list/index.ts';
import { LoadingScreen } from '../../src/ui/placeholders.tsx';

export const PROFILE_STATUS_LABELS: Readonly<Record<SecurityProfileStatus, string>> = { active: 'Active', archived: 'Archived' };
const STATUSES = Object.keys(PROFILE_STATUS_LABELS) as SecurityProfileStatus[];

/** Three rows a page: the seeded organisation's nine profiles make three pages. */
export const PROFILE_PAGE_SIZES = [3, 4] as const;

/** The list's own declaration: nothing of the activities list's parameters. */
export const profileListParams = defineListParams({
  search: text({ chip: 'Search' }),
  status: option({ values: STATUSES, chip: 'Status', format: (status) => PROFILE_STATUS_LABELS[status as SecurityProfileStatus] }),
  currentPage: page(),
  pageSize: pageSize(PROFILE_PAGE_SIZES),
});

/** Key parts after the organisation (createListQueryAtoms scopes them through accountQuery). */
const profileKeys = {
  list: (params: SecurityProfileListParams) => ['security-profiles', 'list', params] as const,
};

const profileListQuery: ListQuery<SecurityProfileListParams, Paginated<SecurityProfile>> = {
  key: profileKeys.list,
  fetch: (store, request) => securityProfilesApi.list(store.api, request),
};

export const PROFILE_TEXTS = {
  caption: 'Security profiles',
  search: 'Search profiles',
  status: 'Status',
  all: 'All',
  empty: 'No security profiles found.',
  pagination: 'Pagination, Security profiles',
  pageSize: 'Profiles per page',
  selectRow: (title: string) => `Select ${title}`,
} as const;

const STATUS_OPTIONS = [
  { value: '', label: PROFILE_TEXTS.all },
  ...STATUSES.map((status) => ({ value: status, label: PROFILE_STATUS_LABELS[status] })),
];

const COLUMNS: Column<SecurityProfile>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title },
  { id: 'status', header: 'Status', wrap: 'never', cell: (row) => PROFILE_STATUS_LABELS[row.status] },
  { id: 'instances', header: 'Associated instances', wrap: 'never', cell: (row) => row.associated_instances },
];

function ProfileList() {
  const list = useInternalListState(profileListParams);
  const { params, setParams } = list;
  const { request, result, settled } = useListQuery(profileListQuery, {
    ...(params.search ? { search: params.search } : {}),
    ...(params.status ? { status: params.status as SecurityProfileStatus } : {}),
    ...pageOffset(params),
  });
  const pending = usePendingChange(profileListParams, params, settled);
  const { chips, clearAll } = useFilterChips(profileListParams, list);
  const { selected, setSelected } = useRowSelection(request, result.data);
  return (
    <main>
      <div role="group" aria-label={LIST_TEXTS.filters}>
        <SearchBox label={PROFILE_TEXTS.search} onSubmit={(search) => setParams({ search })} />
        <Select label={PROFILE_TEXTS.status} options={STATUS_OPTIONS} value={params.status} onChange={(status) => setParams({ status })} />
        <ListProgress active={pending === 'filters' && !result.isError} />
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      <ListResults<SecurityProfile>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: PROFILE_TEXTS.caption,
          columns: COLUMNS,
          rowId: (row) => String(row.id),
          selection: { selected, onChange: setSelected, rowLabel: (row) => PROFILE_TEXTS.selectRow(row.title) },
          empty: PROFILE_TEXTS.empty,
        }}
        pagination={{ pageSizes: PROFILE_PAGE_SIZES, pageSizeLabel: PROFILE_TEXTS.pageSize, label: PROFILE_TEXTS.pagination }}
      />
    </main>
  );
}

/** The list once the session is known, as a screen inside the portal or a widget frame renders it. */
export function SecondList() {
  if (useAtomValue(authStatusAtom) !== 'signed-in') return <LoadingScreen />;
  return <ProfileList />;
}
