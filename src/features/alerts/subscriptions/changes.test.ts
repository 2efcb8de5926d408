import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { associationCalls, sameTargets } from './changes.ts';

const all = { all: true } as const;
const tags = (...list: string[]) => ({ all: false, tags: list }) as const;

describe('associationCalls', () => {
  it('all chosen: one Associate(all), nothing when already all', () => {
    assert.deepEqual(associationCalls(tags('a'), all), [{ action: 'associate', change: { all: true } }]);
    assert.deepEqual(associationCalls(all, all), []);
  });
  it('from all to tags: Disassociate(all) then Associate(tags), never both in one call', () => {
    assert.deepEqual(associationCalls(all, tags('a', 'b')), [
      { action: 'disassociate', change: { all: true } },
      { action: 'associate', change: { tags: ['a', 'b'] } },
    ]);
    assert.deepEqual(associationCalls(all, tags()), [{ action: 'disassociate', change: { all: true } }]);
  });
  it('tags to tags: only the differences', () => {
    assert.deepEqual(associationCalls(tags('a', 'b'), tags('b', 'c')), [
      { action: 'associate', change: { tags: ['c'] } },
      { action: 'disassociate', change: { tags: ['a'] } },
    ]);
    assert.deepEqual(associationCalls(tags('a'), tags('a')), []);
    assert.deepEqual(associationCalls(tags('a'), tags()), [{ action: 'disassociate', change: { tags: ['a'] } }]);
  });
  it('sameTargets ignores order', () => {
    assert.equal(sameTargets(tags('a', 'b'), tags('b', 'a')), true);
    assert.equal(sameTargets(tags('a'), all), false);
    assert.equal(sameTargets(all, all), true);
  });
});
