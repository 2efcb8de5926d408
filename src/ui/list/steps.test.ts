import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rowsInStep } from './steps.ts';

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => String(from + index));
const shown = (rows: readonly string[], before: readonly string[], limit: number) =>
  rowsInStep(rows, before, limit, (row) => row).map(({ id, stale }) => (stale ? `~${id}` : id));

describe('rowsInStep', () => {
  it('shows the first new rows, then the previous rows below them, up to the new row count', () => {
    assert.deepEqual(shown(ids(5, 11), ids(6), 2), ['11', '12', '~3', '~4', '~5']);
  });

  it('shows every new row and no previous one once the step reaches the end', () => {
    assert.deepEqual(shown(ids(5, 11), ids(6), 5), ids(5, 11));
    assert.deepEqual(shown(ids(5, 11), ids(6), 40), ids(5, 11));
  });

  it('lists each id once: a previous row already shown as a new one is left out', () => {
    // The same instances in another order (a new sort): no row is listed twice.
    assert.deepEqual(shown(['3', '1', '2', '4'], ['1', '2', '3', '4'], 2), ['3', '1', '~4']);
  });

  it('shows only the first new rows when nothing was on screen before', () => {
    assert.deepEqual(shown(ids(5), [], 2), ['1', '2']);
  });

  it('keeps no more previous rows than the new rows will fill', () => {
    assert.deepEqual(shown(ids(3, 11), ids(100), 1), ['11', '~2', '~3']);
  });
});
