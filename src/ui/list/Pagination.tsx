import { useId, useState, type JSX, type KeyboardEvent } from 'react';
import { Button } from '../button/Button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import { ListProgress } from './ListProgress.tsx';
import { lastPageOf, parsePageNumber } from './page-number.ts';
import * as styles from './Pagination.css.ts';
import * as shared from './shared.css.ts';
import { PAGE_SIZES } from '../../lib/list-params.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface PaginationProps {
  /** 1-based. */
  readonly currentPage: number;
  readonly pageSize: number;
  readonly totalItems: number;
  /** Rows on this page, for 'Showing {n} of {total} results'. */
  readonly shownItems: number;
  /** Default 20, 50, 100 (SPEC §9). */
  readonly pageSizes?: readonly number[];
  /** Default 'Instances per page' (SPEC §2). */
  readonly pageSizeLabel?: string;
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (size: number) => void;
  readonly disabled?: boolean;
  /** Another page (or page size) is loading: 'Loading...' shows beside the page controls. */
  readonly loading?: boolean;
  /** The navigation landmark's name, default 'Pagination'; two lists on one page need distinct ones. */
  readonly label?: string;
}

/**
 * The list footer (`part="pagination"`): results count, page size, previous/next and a page-number
 * field checked on Enter or when it loses focus (SPEC §5). The page is the caller's state: the field
 * shows it again whenever it changes.
 *
 * Disabled controls are `aria-disabled`, not `disabled`: a disabled element drops focus, so pressing
 * Next while a page loads (or reaching the last page) would throw keyboard users back to the top.
 */
export function Pagination({
  currentPage,
  pageSize,
  totalItems,
  shownItems,
  pageSizes = PAGE_SIZES,
  pageSizeLabel = T.pageSize,
  onPageChange,
  onPageSizeChange,
  disabled = false,
  loading = false,
  label = T.pagination,
}: PaginationProps): JSX.Element {
  const id = useId();
  const sizeId = `${id}-size`;
  const pageId = `${id}-page`;
  const errorId = `${id}-page-error`;
  const lastPage = lastPageOf(totalItems, pageSize);
  const [draft, setDraft] = useState(String(currentPage));
  const [error, setError] = useState<string>();
  const [shownPage, setShownPage] = useState(currentPage);

  // A new page from the caller replaces whatever the field held (adjusted while rendering, no flash).
  if (shownPage !== currentPage) {
    setShownPage(currentPage);
    setDraft(String(currentPage));
    setError(undefined);
  }

  // A page size the options lack (e.g. from the address) is still shown as chosen.
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  function commit() {
    if (disabled) return;
    const result = parsePageNumber(draft, lastPage);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    setDraft(String(result.page));
    if (result.page !== currentPage) onPageChange(result.page);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  return (
    <nav className={styles.pagination} aria-label={label} part="pagination">
      <div className={styles.layout}>
        {/* Polite: screen readers hear the new count after a page or filter change. */}
        <p className={styles.results} aria-live="polite">
          {T.results(shownItems, totalItems)}
        </p>
        <div className={styles.controls}>
          <ListProgress active={loading} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={sizeId}>
              {pageSizeLabel}
            </label>
            <select
              id={sizeId}
              className={styles.select}
              value={pageSize}
              aria-disabled={disabled || undefined}
              onChange={(event) => {
                if (!disabled) onPageSizeChange(Number(event.target.value));
              }}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.pages}>
            <Button
              className={styles.step}
              aria-label={T.previousPage}
              aria-disabled={disabled || currentPage <= 1}
              onClick={() => {
                if (!disabled && currentPage > 1) onPageChange(currentPage - 1);
              }}
            >
              <ChevronLeftIcon className={shared.icon} />
            </Button>
            <div className={styles.pageField}>
              <div className={styles.pageInputRow}>
                <label className={shared.visuallyHidden} htmlFor={pageId}>
                  {T.pageNumber}
                </label>
                <input
                  id={pageId}
                  className={styles.pageInput}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft}
                  aria-disabled={disabled || undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => {
                    if (!disabled) setDraft(event.target.value);
                  }}
                  onKeyDown={keyDown}
                  onBlur={commit}
                />
                <span className={styles.of}>{T.ofPages(lastPage)}</span>
              </div>
              {error ? (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
            <Button
              className={styles.step}
              aria-label={T.nextPage}
              aria-disabled={disabled || currentPage >= lastPage}
              onClick={() => {
                if (!disabled && currentPage < lastPage) onPageChange(currentPage + 1);
              }}
            >
              <ChevronRightIcon className={shared.icon} />
            </Button>
          </div>
        </div>
      </div>
    </nav>
  );
}
