import type { ScriptProfileArchived, ScriptProfileListParams } from '../../api/script-profiles.ts';
import { defineListParams, option, page, pageOffset, pageSize, text, type ListParamsOf } from '../../lib/list-params.ts';
import { SCRIPT_PROFILE_TEXTS as T } from './texts.ts';

/** The Status filter's values (§7.2): '' is Active, the default; 'all' and 'archived' as the API names them. */
export const PROFILE_STATUS_VALUES = ['all', '', 'archived'] as const;

export type ProfileStatusFilter = (typeof PROFILE_STATUS_VALUES)[number];

const STATUS_TEXT = { all: 'all', '': 'active', archived: 'archived' } as const satisfies Record<ProfileStatusFilter, keyof typeof T.filters>;

const ARCHIVED: Record<ProfileStatusFilter, ScriptProfileArchived> = { all: 'all', '': 'active', archived: 'archived' };

export const profileStatusOptions = () => PROFILE_STATUS_VALUES.map((value) => ({ value, label: T.filters[STATUS_TEXT[value]] }));

export function profileStatusLabel(value: string): string {
  return Object.hasOwn(STATUS_TEXT, value) ? T.filters[STATUS_TEXT[value as ProfileStatusFilter]] : value;
}

/** The profiles list's state (§7.2), in the address on the portal beside the screen's `tab=profiles`. */
export const scriptProfileListParams = defineListParams(
  {
    search: text({ chip: () => T.chips.search }),
    status: option({ values: ['all', 'archived'], chip: () => T.chips.status, format: profileStatusLabel }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  { chipOrder: ['search', 'status'] },
);

export type ScriptProfileListState = ListParamsOf<typeof scriptProfileListParams>;

/** `GET script-profiles` for the list's state: the search trimmed and left out when blank. */
export function profileListRequest(params: ScriptProfileListState): ScriptProfileListParams {
  const search = params.search.trim();
  return {
    archived: ARCHIVED[(params.status as ProfileStatusFilter) ?? ''] ?? 'active',
    ...(search ? { search } : {}),
    ...pageOffset(params),
  };
}

/** How many active profiles the organisation has (the limit's count): one item asked, the count read. */
export const ACTIVE_COUNT_REQUEST: ScriptProfileListParams = { archived: 'active', limit: 1, offset: 0 };

/** Whether the organisation has any profile at all, whatever its status. */
export const ANY_PROFILE_REQUEST: ScriptProfileListParams = { archived: 'all', limit: 1, offset: 0 };
