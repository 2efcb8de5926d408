import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tabAfterKey } from './tab-keys.ts';

describe('tabAfterKey', () => {
  it('moves right and left, wrapping at both ends', () => {
    assert.equal(tabAfterKey('ArrowRight', 0, 3), 1);
    assert.equal(tabAfterKey('ArrowRight', 2, 3), 0);
    assert.equal(tabAfterKey('ArrowLeft', 1, 3), 0);
    assert.equal(tabAfterKey('ArrowLeft', 0, 3), 2);
  });

  it('goes to the first and last tab with Home and End', () => {
    assert.equal(tabAfterKey('Home', 2, 3), 0);
    assert.equal(tabAfterKey('End', 0, 3), 2);
  });

  it('ignores other keys and an empty tab list', () => {
    assert.equal(tabAfterKey('ArrowDown', 0, 3), null);
    assert.equal(tabAfterKey('Enter', 0, 3), null);
    assert.equal(tabAfterKey('ArrowRight', 0, 0), null);
  });
});
