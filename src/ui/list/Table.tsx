import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type JSX, type ReactNode, type RefObject } from 'react';
import { useOverflowing } from '../overflow.ts';
import { OneLineContext } from '../server-text/ServerText.tsx';
import { useStableCallback } from '../stable-callback.ts';
import { headerState, toggleAll, toggleRow } from './selection.ts';
import * as shared from './shared.css.ts';
import { FIRST_STEP, useDimmed, useRowsInSteps } from './steps.ts';
import * as styles from './Table.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface Column<Row> {
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  readonly hidden?: boolean;
  /**
   * 'words' (default): wraps between words, never inside one; 'never': one line (statuses, dates,
   * short labels), where a server string is cut with an ellipsis, its full text in its title.
   */
  readonly wrap?: 'words' | 'never';
  /** The least width the column keeps (e.g. '16rem' for a description), so it is not squeezed to one word a line. */
  readonly minWidth?: string;
  /**
   * 'end': the column stays at the table's end edge while the rest scrolls sideways, so what it holds
   * (a row's actions menu) stays in reach in a narrow element. For the last column.
   */
  readonly sticky?: 'end';
}

export interface TableSelection<Row> {
  readonly selected: Readonly<Record<string, boolean>>;
  readonly onChange: (next: Record<string, boolean>) => void;
  /** Accessible name of a row's checkbox, e.g. "Select Install package nginx". */
  readonly rowLabel: (row: Row) => string;
  /** Accessible name of the header's checkbox, e.g. "Toggle all processes"; default "Select all". */
  readonly allLabel?: string;
  /** Rows that cannot be selected (their checkbox disabled, left out of select all); default all can. */
  readonly selectable?: (row: Row) => boolean;
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
function SelectAll({ label, state, disabled, onToggle }: { readonly label: string; readonly state: 'none' | 'some' | 'all'; readonly disabled: boolean; readonly onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

/**
 * The header cells' widths after each layout (a ResizeObserver reads them once laid out, never
 * forcing a layout), for the columns to keep while new rows come in.
 */
function useColumnWidths(header: RefObject<HTMLTableRowElement | null>, columnCount: number): readonly number[] | undefined {
  const [widths, setWidths] = useState<readonly number[]>();
  useLayoutEffect(() => {
    const cells = [...(header.current?.cells ?? [])];
    const observer = new ResizeObserver(() => {
      const next = cells.map((cell) => cell.getBoundingClientRect().width);
      setWidths((now) => (now?.length === next.length && now.every((width, index) => width === next[index]) ? now : next));
    });
    for (const cell of cells) observer.observe(cell);
    return () => observer.disconnect();
  }, [header, columnCount]);
  return widths?.length === columnCount ? widths : undefined;
}

/**
 * Marks on the scroller whether more of the table lies before and after what is shown
 * (`data-more-before`, `data-more-after`), for the edge shadows that say so. Written on the element
 * itself as it scrolls or resizes: no render per scroll event.
 */
function useScrollEdges(scroller: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const mark = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      // Right-to-left tables scroll to negative offsets.
      const start = Math.abs(element.scrollLeft);
      const rest = element.scrollWidth - element.clientWidth - start;
      element.toggleAttribute('data-more-before', start > 1);
      element.toggleAttribute('data-more-after', rest > 1);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(mark);
    };
    // The observer's first callback comes as it starts observing, after the browser's layout:
    // marking there reads sizes without forcing a layout in the commit (issue 23).
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [scroller]);
}

/** A column's cell class with, for a `sticky: 'end'` column, the class that holds it at the end edge. */
const withSticky = <Row,>(column: Column<Row>, className: string): string => (column.sticky === 'end' ? `${className} ${styles.stickyEnd}` : className);

/** Widths as percentages of their sum. */
function shares(widths: readonly number[]): string[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  return widths.map((width) => `${((width / total) * 100).toFixed(3)}%`);
}

interface RowCellsProps<Row> {
  readonly row: Row;
  readonly columns: readonly Column<Row>[];
}

/** A row's data cells: rendered again only for another row or other columns (not for its checkbox). */
const RowCells = memo(function RowCells<Row>({ row, columns }: RowCellsProps<Row>) {
  return columns.map((column) => (
    <td key={column.id} className={withSticky(column, styles.dataCell({ wrap: column.wrap ?? 'words' }))}>
      {column.wrap === 'never' ? <OneLineContext.Provider value>{column.cell(row)}</OneLineContext.Provider> : column.cell(row)}
    </td>
  ));
}) as <Row>(props: RowCellsProps<Row>) => ReactNode;

interface TableRowProps<Row> extends RowCellsProps<Row> {
  readonly id: string;
  /** Dimmed: every row while the table is busy, then the previous rows still holding their places. */
  readonly stale: boolean;
  /** The checkbox's accessible name; no checkbox without one. */
  readonly label: string | undefined;
  /** The row cannot be selected (its checkbox is disabled). */
  readonly disabled: boolean;
  readonly checked: boolean;
  readonly onToggle: (id: string, checked: boolean) => void;
}

/**
 * One row. Memoised with stable props: a page change, a busy flag or selecting one row renders only
 * the rows that changed, not every row of the page.
 */
const TableRow = memo(function TableRow<Row>({ row, id, columns, label, disabled, stale, checked, onToggle }: TableRowProps<Row>) {
  const className = checked ? styles.selectedRow : styles.row;
  return (
    <tr part="row" className={stale ? `${className} ${styles.staleRow}` : className}>
      {label === undefined ? null : (
        <td className={styles.checkboxCell}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={label}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onToggle(id, event.target.checked)}
          />
        </td>
      )}
      <RowCells row={row} columns={columns} />
    </tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;

/**
 * A data table (`part="table"`, rows `part="row"`). Selection is TanStack Table's serialisable
 * `Record<id, boolean>` held by the caller. Cells wrap between words only; when the columns are
 * wider than the element, the table scrolls sideways in a focusable region (keyboard users can
 * scroll it too), a shadow at each edge with more beyond it says so, a `sticky: 'end'` column stays
 * in reach, and the page itself does not scroll. While `busy`, the rows on screen are stale: dimmed,
 * marked, and the table is aria-busy.
 *
 * New rows land a few dozen a frame (see steps.ts), the previous ones holding the places not
 * reached yet, dimmed one by one (a class on the row: the rows already in keep their style); the
 * table is aria-busy until every row is in. Pass `columns` kept between
 * renders (useMemo) so unchanged rows are not rendered again.
 */
export function Table<Row>({ caption, columns, rows, rowId, selection, empty, busy = false, regionLabel }: TableProps<Row>): JSX.Element {
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scroller);
  useScrollEdges(scroller);
  const shown = useMemo(() => columns.filter((column) => !column.hidden), [columns]);
  const ids = (selection?.selectable ? rows.filter(selection.selectable) : rows).map(rowId);
  const columnCount = shown.length + (selection ? 1 : 0);
  const steps = useRowsInSteps(rows, rowId);
  const holding = steps.shown.some((shown) => shown.stale);
  const stale = busy || holding;
  const dimmed = useDimmed(busy, holding);
  const header = useRef<HTMLTableRowElement>(null);
  const measured = useColumnWidths(header, columnCount);
  // The widths the columns keep at page sizes over FIRST_STEP: shares of the table's width (the table
  // still fits when its element is resized), taken once a page is complete or as rows replace
  // others. Changing them lays the whole table out; kept, a page change lays out only its new rows.
  // A column still widens for a longer word (a width is a table column's least).
  const [frozen, setFrozen] = useState<readonly string[]>();
  const big = rows.length > FIRST_STEP;
  if (frozen && (!big || frozen.length !== columnCount)) setFrozen(undefined);
  else if (!frozen && big && measured && (steps.complete || steps.frozen)) setFrozen(shares(measured));
  const widthOf = (index: number) => (frozen ? { width: frozen[index], boxSizing: 'border-box' as const } : undefined);

  // The rows' checkboxes call one function for the whole table's life, reading the latest selection.
  const onToggle = useStableCallback((id: string, checked: boolean) => {
    selection?.onChange(toggleRow(selection.selected, id, checked));
  });

  return (
    <div
      ref={scroller}
      className={stale ? `${styles.scroller} ${styles.busy}` : styles.scroller}
      {...(overflowing ? { role: 'region', ...(regionLabel ? { 'aria-label': regionLabel } : { 'aria-labelledby': captionId }), tabIndex: 0 } : {})}
    >
      <table className={styles.table} part="table" aria-busy={stale || !steps.complete || undefined}>
        <caption id={captionId} className={shared.visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr ref={header}>
            {selection ? (
              <th scope="col" className={styles.checkboxCell} style={widthOf(0)}>
                <SelectAll
                  label={selection.allLabel ?? T.selectAll}
                  state={headerState(selection.selected, ids)}
                  disabled={rows.length === 0}
                  onToggle={() => selection.onChange(toggleAll(selection.selected, ids))}
                />
              </th>
            ) : null}
            {shown.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                className={withSticky(column, styles.headerCell)}
                style={column.minWidth || frozen ? { minWidth: column.minWidth, ...widthOf(index + (selection ? 1 : 0)) } : undefined}
              >
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
            steps.shown.map(({ row, id, stale: previous }) => (
              <TableRow
                key={id}
                row={row}
                id={id}
                stale={dimmed && (busy || previous)}
                columns={shown}
                label={selection?.rowLabel(row)}
                disabled={selection?.selectable ? !selection.selectable(row) : false}
                checked={Boolean(selection?.selected[id])}
                onToggle={onToggle}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
