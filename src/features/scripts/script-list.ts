import type { ScriptListParams, ScriptType } from '../../api/scripts.ts';
import { defineListParams, option, page, pageOffset, pageSize, text, type ListParamsOf } from '../../lib/list-params.ts';
import { SCRIPT_TEXTS as T } from './texts.ts';

/** The Status filter's values (§1.2): '' is Active, the default; 'all' asks for every status (`v2`). */
export const SCRIPT_STATUS_VALUES = ['all', '', 'archived', 'redacted'] as const;

export type ScriptStatusFilter = (typeof SCRIPT_STATUS_VALUES)[number];

const STATUS_TEXT = { all: 'all', '': 'active', archived: 'archived', redacted: 'redacted' } as const satisfies Record<ScriptStatusFilter, keyof typeof T.filters>;

const SCRIPT_TYPE: Record<ScriptStatusFilter, ScriptType> = { all: 'v2', '': 'active', archived: 'archived', redacted: 'redacted' };

export const scriptStatusOptions = () => SCRIPT_STATUS_VALUES.map((value) => ({ value, label: T.filters[STATUS_TEXT[value]] }));

export function scriptStatusLabel(value: string): string {
  return Object.hasOwn(STATUS_TEXT, value) ? T.filters[STATUS_TEXT[value as ScriptStatusFilter]] : value;
}

/** The scripts list's state (§1.2), in the address on the portal beside the screen's `tab`. */
export const scriptListParams = defineListParams(
  {
    search: text({ chip: () => T.chips.search }),
    status: option({ values: ['all', 'archived', 'redacted'], chip: () => T.chips.status, format: scriptStatusLabel }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  { chipOrder: ['search', 'status'] },
);

export type ScriptListState = ListParamsOf<typeof scriptListParams>;

/** `GET scripts` for the list's state: the search trimmed and left out when blank. */
export function scriptListRequest(params: ScriptListState): ScriptListParams {
  const search = params.search.trim();
  return {
    script_type: SCRIPT_TYPE[(params.status as ScriptStatusFilter) ?? ''] ?? 'active',
    ...(search ? { search } : {}),
    ...pageOffset(params),
  };
}

/** The screen's sections (§1.1): Profiles only with the `script-profiles` feature. */
export const SCRIPTS_TABS = ['scripts', 'profiles'] as const;
export type ScriptsTab = (typeof SCRIPTS_TABS)[number];

/** The portal's `?tab=` (absent: scripts). */
export const scriptsTabParams = defineListParams({ tab: option({ values: ['profiles'] }) });
