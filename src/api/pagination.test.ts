import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { asPaginated } from './pagination.ts';

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('asPaginated', () => {
  it('keeps a well-formed page, filling missing links with null', () => {
    assert.deepEqual(asPaginated({ count: 2, results: [1, 2] }, isNumber), { count: 2, next: null, previous: null, results: [1, 2] });
  });

  for (const [name, value] of [
    ['null', null],
    ['a string', 'oops'],
    ['no count', { results: [] }],
    ['results not a list', { count: 1, results: {} }],
    ['a bad item', { count: 1, results: ['x'] }],
  ] as const) {
    it(`calls ${name} malformed`, () => {
      assert.throws(() => asPaginated(value, isNumber), (error) => error instanceof ApiError && error.message === MALFORMED_RESPONSE);
    });
  }
});
