import { useId, useLayoutEffect, useRef, type JSX, type ReactNode } from 'react';
import { useOverflowing } from '../overflow.ts';
import { headerState, toggleAll, toggleRow } from './selection.ts';
import * as shared from './shared.css.ts';
import * as styles from './Table.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface Column<Row> {
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  readonly hidden?: boolean;
  /**
   * 'words' (default): wraps between words, never inside one; 'never': one line (statuses, dates,
   * short labels).
   */
  readonly wrap?: 'words' | 'never';
  /** The least width the column keeps (e.g. '16rem' for a description), so it is not squeezed to one word a line. */
  readonly minWidth?: string;
}

export interface TableSelection<Row> {
  readonly selected: Readonly<Record<string, boolean>>;
  readonly onChange: (next: Record<string, boolean>) => void;
  /** Accessible name of a row's checkbox, e.g. "Select Install package nginx". */
  readonly rowLabel: (row: Row) => string;
}

export interface TableProps<Row> {
  /** The table's accessible name, in a visually hidden caption. */
  readonly caption: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowId: (row: Row) => string;
  /** Adds a first column of checkboxes; the header one selects or clears every row shown. */
  readonly selection?: TableSelection<Row>;
  /** Shown in one full-width cell when there are no rows. */
  readonly empty: ReactNode;
  /** Loading: the table is aria-busy and the previous rows stay, dimmed. */
  readonly busy?: boolean;
  /**
   * The name of the region the table scrolls in when it is too wide, default the caption: landmarks
   * must differ from those around them (a widget named like its table, two such widgets on a page).
   */
  readonly regionLabel?: string | undefined;
}

/** The header checkbox: checked, clear, or indeterminate (a DOM property only, no attribute). */
function SelectAll({ state, disabled, onToggle }: { readonly state: 'none' | 'some' | 'all'; readonly disabled: boolean; readonly onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={T.selectAll}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

/**
 * A data table (`part="table"`, rows `part="row"`). Selection is TanStack Table's serialisable
 * `Record<id, boolean>` held by the caller. Cells wrap between words only; when the columns are
 * wider than the element, the table scrolls sideways in a focusable region (keyboard users can
 * scroll it too) and the page itself does not. While `busy`, the rows on screen are stale: dimmed,
 * marked, and the table is aria-busy.
 */
export function Table<Row>({ caption, columns, rows, rowId, selection, empty, busy = false, regionLabel }: TableProps<Row>): JSX.Element {
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scroller);
  const shown = columns.filter((column) => !column.hidden);
  const ids = rows.map(rowId);
  const columnCount = shown.length + (selection ? 1 : 0);

  return (
    <div
      ref={scroller}
      className={busy ? `${styles.scroller} ${styles.busy}` : styles.scroller}
      {...(overflowing ? { role: 'region', ...(regionLabel ? { 'aria-label': regionLabel } : { 'aria-labelledby': captionId }), tabIndex: 0 } : {})}
    >
      <table className={styles.table} part="table" aria-busy={busy || undefined}>
        <caption id={captionId} className={shared.visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={styles.checkboxCell}>
                <SelectAll
                  state={headerState(selection.selected, ids)}
                  disabled={rows.length === 0}
                  onToggle={() => selection.onChange(toggleAll(selection.selected, ids))}
                />
              </th>
            ) : null}
            {shown.map((column) => (
              <th key={column.id} scope="col" className={styles.headerCell} style={column.minWidth ? { minWidth: column.minWidth } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const id = ids[index]!;
              return (
                <tr key={id} part="row" className={styles.row}>
                  {selection ? (
                    <td className={styles.checkboxCell}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        aria-label={selection.rowLabel(row)}
                        checked={Boolean(selection.selected[id])}
                        onChange={(event) => selection.onChange(toggleRow(selection.selected, id, event.target.checked))}
                      />
                    </td>
                  ) : null}
                  {shown.map((column) => (
                    <td key={column.id} className={styles.dataCell({ wrap: column.wrap ?? 'words' })}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
