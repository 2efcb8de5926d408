/** Shared list components: table, pagination, filters, search, popovers, status labels. */
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter.tsx';
export { FilterChips, type Chip, type FilterChipsProps } from './FilterChips.tsx';
export { ListError, type ListErrorProps } from './ListError.tsx';
export { ListProgress, type ListProgressProps } from './ListProgress.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { Popover, type PopoverProps } from './Popover.tsx';
export { PopoverForm, type PopoverFormProps } from './PopoverForm.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { SearchWithHelp, type SearchHelp, type SearchWithHelpProps } from './SearchWithHelp.tsx';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { StatusLabel, type StatusLabelProps, type StatusTone } from './StatusLabel.tsx';
export { Table, type Column, type TableProps, type TableSelection } from './Table.tsx';
export { lastPageOf, parsePageNumber } from './page-number.ts';
export { headerState, toggleAll, toggleRow, type Selection } from './selection.ts';
export { LIST_TEXTS, SELECT_LIMITS } from './texts.ts';
