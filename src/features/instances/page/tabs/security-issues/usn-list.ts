import type { UsnListParams } from '../../../../../api/usns.ts';
import { defineListParams, page, pageOffset, pageSize, text, type ListParamsOf } from '../../../../../lib/list-params.ts';
import { USN_TEXTS as T } from './texts.ts';

/** The Security issues tab's list state, kept where the page keeps its tab. */
export const usnListParams = defineListParams({
  search: text({ chip: () => T.searchChip }),
  currentPage: page(),
  pageSize: pageSize(),
});

export type UsnListState = ListParamsOf<typeof usnListParams>;

export interface UsnListRequest extends UsnListParams {
  readonly instanceId: number;
}

export function usnListRequest(instanceId: number, params: UsnListState): UsnListRequest {
  const search = params.search.trim();
  return { instanceId, ...pageOffset(params), ...(search ? { search } : {}) };
}

/** A notice's date as sent (no zone: UTC), as an instant the page shows in the user's zone. */
export function usnDate(date: string | null | undefined): string | null {
  if (!date) return null;
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(date) ? date : `${date}Z`;
}

/** How many of the affected packages show: 5, then 5 more a press (screens §4.5). */
export const PACKAGES_STEP = 5;
