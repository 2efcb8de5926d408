import { startTransition, useEffect, useState } from 'react';

/**
 * Rows a table puts on screen per task. A page of 100 new rows at once is one long task (rendering,
 * then style and layout of every cell); 20 rows is a short one, and a page of 20 lands whole.
 */
export const ROWS_PER_STEP = 20;

export interface ShownRow<Row> {
  readonly row: Row;
  readonly id: string;
  /** A row of the previous rows, still holding its place until its step comes. */
  readonly stale: boolean;
}

/**
 * The rows on screen while `rows` replace `before`: the first `limit` of `rows`, then the previous
 * rows still below them (up to the new row count, so the table keeps its height and nothing below it
 * jumps). A previous row whose id is among the new rows shown is left out: each id once.
 */
export function rowsInStep<Row>(
  rows: readonly Row[],
  before: readonly Row[],
  limit: number,
  rowId: (row: Row) => string,
): ShownRow<Row>[] {
  const fresh = rows.slice(0, limit).map((row) => ({ row, id: rowId(row), stale: false }));
  const ids = new Set(fresh.map((shown) => shown.id));
  const stale = before
    .slice(limit, rows.length)
    .map((row) => ({ row, id: rowId(row), stale: true }))
    .filter((shown) => !ids.has(shown.id));
  return [...fresh, ...stale];
}

interface Steps<Row> {
  readonly rows: readonly Row[];
  readonly before: readonly Row[];
  readonly limit: number;
  /** The columns keep the widths they had before: each step lays out its own rows, not the whole table. */
  readonly frozen: boolean;
}

/**
 * Calls `next` once the browser has painted (a task after the next frame), so each step's style and
 * layout run in their own frame. A page that is not painting (a hidden tab) gets it after 100 ms.
 */
function afterNextPaint(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    next();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, 100);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** The next step: more new rows, then (all in) the columns free to take their new widths. */
function advance<Row>(steps: Steps<Row>): Steps<Row> {
  if (steps.limit < steps.rows.length) return { ...steps, limit: steps.limit + ROWS_PER_STEP };
  return { ...steps, frozen: false };
}

/**
 * `rows` put on screen ROWS_PER_STEP at a time, one step per frame, the previous rows keeping the
 * places not reached yet. While they are replaced the columns keep their widths (`frozen`), and are
 * freed in one last step once every row is in. `stale` while previous rows show; `complete` after
 * the last step. A new `rows` (by identity) starts over from what is on screen.
 */
export function useRowsInSteps<Row>(rows: readonly Row[], rowId: (row: Row) => string) {
  const [steps, setSteps] = useState<Steps<Row>>(() => ({ rows, before: [], limit: ROWS_PER_STEP, frozen: false }));
  let current = steps;
  if (steps.rows !== rows) {
    // Adjusted while rendering (no frame shows the old state): what is on screen becomes `before`.
    const onScreen = rowsInStep(steps.rows, steps.before, steps.limit, rowId).map((shown) => shown.row);
    current = { rows, before: onScreen, limit: ROWS_PER_STEP, frozen: rows.length > ROWS_PER_STEP && onScreen.length > 0 };
    setSteps(current);
  }
  const shown = rowsInStep(current.rows, current.before, current.limit, rowId);
  const complete = current.limit >= current.rows.length && !current.frozen;

  useEffect(() => {
    if (current.limit >= current.rows.length && !current.frozen) return undefined;
    // A transition: React renders the step in slices and drops it for anything the user does meanwhile.
    return afterNextPaint(() => startTransition(() => setSteps((now) => (now.rows === current.rows ? advance(now) : now))));
  }, [current]);

  return { shown, complete, frozen: current.frozen, stale: shown.some((row) => row.stale) };
}
