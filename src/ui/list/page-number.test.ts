import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lastPageOf, parsePageNumber } from './page-number.ts';

describe('lastPageOf', () => {
  it('rounds up and is at least 1', () => {
    assert.equal(lastPageOf(0, 20), 1);
    assert.equal(lastPageOf(20, 20), 1);
    assert.equal(lastPageOf(21, 20), 2);
    assert.equal(lastPageOf(1234, 50), 25);
  });

  it('is 1 for a page size that cannot divide', () => {
    assert.equal(lastPageOf(100, 0), 1);
    assert.equal(lastPageOf(Number.NaN, 20), 1);
  });
});

describe('parsePageNumber', () => {
  it('accepts whole numbers from 1 to the last page, trimmed', () => {
    assert.deepEqual(parsePageNumber('1', 5), { page: 1 });
    assert.deepEqual(parsePageNumber(' 5 ', 5), { page: 5 });
    assert.deepEqual(parsePageNumber('03', 5), { page: 3 });
  });

  it("asks for a number when empty (SPEC §5, verbatim)", () => {
    assert.deepEqual(parsePageNumber('', 5), { error: 'Enter a page number.' });
    assert.deepEqual(parsePageNumber('   ', 5), { error: 'Enter a page number.' });
  });

  it('quotes anything else (SPEC §5, verbatim)', () => {
    for (const value of ['0', '6', '1.5', 'abc', '-1', '+2', '1e1', '2 3', '99999999999999999999']) {
      assert.deepEqual(parsePageNumber(value, 5), { error: `"${value}" is not a valid page number.` }, value);
    }
  });
});
