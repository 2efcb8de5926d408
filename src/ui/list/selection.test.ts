import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headerState, toggleAll, toggleRow } from './selection.ts';

describe('toggleRow', () => {
  it('adds a selected row and keeps the others', () => {
    assert.deepEqual(toggleRow({ a: true }, 'b', true), { a: true, b: true });
  });

  it('drops an unselected row instead of storing false', () => {
    assert.deepEqual(toggleRow({ a: true, b: true }, 'a', false), { b: true });
    assert.deepEqual(toggleRow({ a: false, b: true }, 'b', false), {});
  });

  it('does not change the given selection', () => {
    const selection = { a: true };
    toggleRow(selection, 'b', true);
    assert.deepEqual(selection, { a: true });
  });
});

describe('headerState', () => {
  it('is none, some or all of the shown rows', () => {
    assert.equal(headerState({}, ['a', 'b']), 'none');
    assert.equal(headerState({ a: true }, ['a', 'b']), 'some');
    assert.equal(headerState({ a: true, b: true }, ['a', 'b']), 'all');
  });

  it('ignores selected ids that are not shown and entries set to false', () => {
    assert.equal(headerState({ x: true, a: false }, ['a', 'b']), 'none');
    assert.equal(headerState({ x: true, a: true, b: true }, ['a', 'b']), 'all');
  });

  it('is none without rows', () => {
    assert.equal(headerState({ x: true }, []), 'none');
  });
});

describe('toggleAll', () => {
  it('selects every shown row when none or some are selected', () => {
    assert.deepEqual(toggleAll({}, ['a', 'b']), { a: true, b: true });
    assert.deepEqual(toggleAll({ a: true }, ['a', 'b']), { a: true, b: true });
  });

  it('clears the shown rows when all are selected', () => {
    assert.deepEqual(toggleAll({ a: true, b: true }, ['a', 'b']), {});
  });

  it('leaves rows that are not shown as they were', () => {
    assert.deepEqual(toggleAll({ x: true }, ['a']), { x: true, a: true });
    assert.deepEqual(toggleAll({ x: true, a: true }, ['a']), { x: true });
  });
});
