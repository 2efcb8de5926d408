/** Shared list plumbing: list state (address bar or internal), list queries, selection, chips, progress. */
export { useFilterChips, usePendingChange, type PendingChange } from './filters.ts';
export { useAddressBarListState, useInternalListState, type ListState, type ListStateOf } from './list-state.ts';
export { createListQueryAtoms, useListQuery, type ListQuery } from './list-query.ts';
export { useRowSelection } from './selection.ts';
export { ListResults, type ListResult, type ListResultsProps } from './ListResults.tsx';
export { OpenWhenFetched, type OpenWhenFetchedProps } from './OpenWhenFetched.tsx';
