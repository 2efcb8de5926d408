import type { ProcessListParams } from '../../../../../api/processes.ts';
import { defineListParams, page, pageOffset, pageSize, text, type ListParamsOf } from '../../../../../lib/list-params.ts';
import { PROCESS_TEXTS as T } from './texts.ts';

/** The Processes tab's list state, kept where the page keeps its tab (the address on the portal). */
export const processListParams = defineListParams({
  search: text({ chip: () => T.searchLabel }),
  currentPage: page(),
  pageSize: pageSize(),
});

export type ProcessListState = ListParamsOf<typeof processListParams>;

export interface ProcessListRequest extends ProcessListParams {
  readonly instanceId: number;
}

/** `GET computers/{id}/processes` for the list state: the search trimmed, and left out when blank. */
export function processListRequest(instanceId: number, params: ProcessListState): ProcessListRequest {
  const search = params.search.trim();
  return { instanceId, ...pageOffset(params), ...(search ? { search } : {}) };
}
