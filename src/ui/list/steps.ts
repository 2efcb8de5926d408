import { startTransition, useEffect, useState } from 'react';

/**
 * Rows a table puts on screen in the task that brings them. A page of 100 new rows at once is one
 * long task (rendering, then style and layout of every cell); 20 rows is a short one, and a page of
 * 20 lands whole.
 */
export const FIRST_STEP = 20;

/** Rows added per later step: rendered in a transition (in slices), only their layout is one task. */
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
  /**
   * The columns keep the widths they had before, for this page's life: its steps lay out their own
   * rows, not the whole table, and no last step lays the whole table out again to let the columns
   * find new widths (a long task at 100 rows). A page that lands whole frees them.
   */
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

/**
 * Whether stale rows show dimmed. Dimming restyles every row, the larger part of a frame at 100 rows:
 * it comes a frame after `busy` (not in the frame that answers the click), and not at all when the
 * rows arrive first. Once dimmed, it lasts while previous rows still hold places (`holding`), so no
 * step restyles them back.
 */
export function useDimmed(busy: boolean, holding: boolean): boolean {
  const [dimmed, setDimmed] = useState(false);
  if (dimmed && !busy && !holding) setDimmed(false);
  useEffect(() => (busy && !dimmed ? afterNextPaint(() => setDimmed(true)) : undefined), [busy, dimmed]);
  return dimmed && (busy || holding);
}

/** The next step: more new rows. */
const advance = <Row>(steps: Steps<Row>): Steps<Row> => ({ ...steps, limit: steps.limit + ROWS_PER_STEP });

const done = <Row>(steps: Steps<Row>) => steps.limit >= steps.rows.length;

/**
 * `rows` put on screen FIRST_STEP, then ROWS_PER_STEP at a time, one step per frame, the previous
 * rows keeping the places not reached yet (each marked `stale`: only they may show dimmed, so the
 * rows already in are not restyled at each step). When rows replace others the columns keep their widths
 * (`frozen`) until rows land whole; `complete` once every row is in. A new `rows` (by identity)
 * starts over from what is on screen.
 */
export function useRowsInSteps<Row>(rows: readonly Row[], rowId: (row: Row) => string) {
  const [steps, setSteps] = useState<Steps<Row>>(() => ({ rows, before: [], limit: FIRST_STEP, frozen: false }));
  let current = steps;
  if (steps.rows !== rows) {
    // Adjusted while rendering (no frame shows the old state): what is on screen becomes `before`.
    const onScreen = rowsInStep(steps.rows, steps.before, steps.limit, rowId).map((shown) => shown.row);
    const replacing = rows.length > FIRST_STEP && onScreen.length > 0;
    current = { rows, before: onScreen, limit: FIRST_STEP, frozen: replacing };
    setSteps(current);
  }
  const shown = rowsInStep(current.rows, current.before, current.limit, rowId);

  useEffect(() => {
    if (done(current)) return undefined;
    // A transition: React renders the step in slices and drops it for anything the user does meanwhile.
    return afterNextPaint(() => startTransition(() => setSteps((now) => (now.rows === current.rows ? advance(now) : now))));
  }, [current]);

  return { shown, complete: done(current), frozen: current.frozen };
}
