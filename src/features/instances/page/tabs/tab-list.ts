import type { Paginated } from '../../../../api/pagination.ts';
import type { ListDeclaration, ParamSpecs, ValuesOf } from '../../../../lib/list-params.ts';
import { useFilterChips, useListQuery, usePendingChange, useRowSelection, type ListQuery } from '../../../lists/index.ts';
import { useTabListState } from '../tab-state.tsx';

/**
 * A tab's server-paged list with a selection (processes, packages, security issues): its state where
 * the page keeps its tab, its query, the filters' chips, the selected rows, and whether the instance
 * has nothing at all (no filter narrowed it: the tab's empty state rather than an empty table).
 */
export function useTabList<S extends ParamSpecs, Request, Row>(
  decl: ListDeclaration<S>,
  query: ListQuery<Request, Paginated<Row>>,
  toRequest: (params: ValuesOf<S>) => Request,
  rowId: (row: Row) => string,
) {
  const list = useTabListState(decl);
  const { request, result, settled } = useListQuery(query, toRequest(list.params));
  const pending = usePendingChange(decl, list.params, settled);
  const { chips, clearAll } = useFilterChips(decl, list);
  const { selected, setSelected } = useRowSelection(request, result.data);
  const rows = result.data?.results ?? [];
  const selectedRows = rows.filter((row) => selected[rowId(row)]);
  const firstPage = (list.params as { readonly currentPage?: number }).currentPage === 1;
  const nothingAtAll = settled && result.data?.count === 0 && chips.length === 0 && firstPage;
  return { list, params: list.params, setParams: list.setParams, result, settled, pending, chips, clearAll, selected, setSelected, rows, selectedRows, nothingAtAll };
}
