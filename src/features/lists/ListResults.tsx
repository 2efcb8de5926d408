import type { JSX } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { Paginated } from '../../api/pagination.ts';
import { ListError, Pagination, Table, type PaginationProps, type TableProps } from '../../ui/list/index.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import type { PendingChange } from './filters.ts';
import type { ListState } from './list-state.ts';

/** What ListResults reads of the list query's result (jotai-tanstack-query's query result). */
export interface ListResult<Row> {
  readonly data: Paginated<Row> | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isPending: boolean;
  readonly isFetching: boolean;
  refetch(): unknown;
}

export interface ListResultsProps<Row> {
  /** `useListQuery`'s result and settled flag, and `usePendingChange`'s answer. */
  readonly result: ListResult<Row>;
  readonly settled: boolean;
  readonly pending: PendingChange;
  /** The list's paging state. */
  readonly list: ListState<{ readonly currentPage: number; readonly pageSize: number }>;
  /** The table, but its rows and busy state, which come from the result. */
  readonly table: Omit<TableProps<Row>, 'rows' | 'busy'>;
  /**
   * The footer's texts and sizes; `shownItems` when a page's table shows more rows than the server
   * sent items (instances grouped by parent show each host's children under it).
   */
  readonly pagination?: Pick<PaginationProps, 'pageSizes' | 'pageSizeLabel' | 'label'> & { readonly shownItems?: number | undefined };
}

/**
 * A list's results, the same way on every list screen: the server's message and 'Try again' when
 * the list could not be loaded (never the empty message or a results count), 'Loading...' before a
 * first answer, then the table and its pagination. While another page or filter loads, the previous
 * rows stay, visibly stale and `aria-busy`, and paging shows its progress beside the pagination.
 */
export function ListResults<Row>({ result, settled, pending, list, table, pagination = {} }: ListResultsProps<Row>): JSX.Element {
  const { params, setParams } = list;
  if (result.isError) {
    return <ListError message={errorMessage(result.error)} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  }
  if (result.isPending) return <LoadingScreen />;
  const rows = result.data?.results ?? [];
  return (
    <>
      <Table {...table} rows={rows} busy={!settled || result.isFetching} />
      <Pagination
        {...pagination}
        currentPage={params.currentPage}
        pageSize={params.pageSize}
        totalItems={result.data?.count ?? 0}
        shownItems={pagination.shownItems ?? rows.length}
        onPageChange={(currentPage) => setParams({ currentPage })}
        onPageSizeChange={(pageSize) => setParams({ pageSize })}
        loading={pending === 'paging'}
      />
    </>
  );
}
