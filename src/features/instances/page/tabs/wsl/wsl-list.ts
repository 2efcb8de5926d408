import { defineListParams, text } from '../../../../../lib/list-params.ts';
import { WSL_TEXTS as T } from './texts.ts';

/** The WSL tab's search (over the host's own answer), kept where the page keeps its tab. */
export const wslListParams = defineListParams({ search: text({ chip: () => T.searchChip }) });
