export { useAddressBarListState, useInternalListState, type ListState } from './list-state.ts';
