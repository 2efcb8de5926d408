import type { PackageListParams } from '../../../../../api/packages.ts';
import { defineListParams, option, page, pageOffset, pageSize, text, type ListParamsOf } from '../../../../../lib/list-params.ts';
import { PACKAGE_TEXTS as T } from './texts.ts';

/** The Status filter's values: '' is All (installed packages), the default. */
export const STATUS_VALUES = ['', 'upgrade', 'security', 'held'] as const;
export type PackageStatusFilter = (typeof STATUS_VALUES)[number];

const statusKey = (value: string) => (value === '' ? 'all' : (value as Exclude<PackageStatusFilter, ''>));
export const statusLabel = (value: string): string => (Object.hasOwn(T.statuses, statusKey(value)) ? T.statuses[statusKey(value) as keyof typeof T.statuses] : value);

/** The Packages tab's list state, kept where the page keeps its tab (the address on the portal). */
export const packageListParams = defineListParams(
  {
    search: text({ chip: () => T.searchChip }),
    status: option({ values: ['upgrade', 'security', 'held'], chip: () => T.statusFilter, format: statusLabel }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  { chipOrder: ['status', 'search'] },
);

export type PackageListState = ListParamsOf<typeof packageListParams>;

export interface PackageListRequest extends PackageListParams {
  readonly instanceId: number;
}

/** `GET computers/{id}/packages` for the list state: All is the installed packages (upstream). */
export function packageListRequest(instanceId: number, params: PackageListState): PackageListRequest {
  const search = params.search.trim();
  const status = params.status === '' ? { installed: true } : { [params.status]: true };
  return { instanceId, ...pageOffset(params), ...status, ...(search ? { search } : {}) };
}
