import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isNavigationKey, navigate, typeaheadMatch } from './list-navigation.ts';

describe('navigate', () => {
  it('moves down and up, stopping at the ends', () => {
    assert.equal(navigate('ArrowDown', 0, 3), 1);
    assert.equal(navigate('ArrowDown', 2, 3), 2);
    assert.equal(navigate('ArrowUp', 1, 3), 0);
    assert.equal(navigate('ArrowUp', 0, 3), 0);
  });

  it('goes round with wrap (menus)', () => {
    assert.equal(navigate('ArrowDown', 2, 3, true), 0);
    assert.equal(navigate('ArrowUp', 0, 3, true), 2);
  });

  it('starts from no active item', () => {
    assert.equal(navigate('ArrowDown', -1, 3), 0);
    assert.equal(navigate('ArrowUp', -1, 3), 0);
    assert.equal(navigate('ArrowUp', -1, 3, true), 2);
  });

  it('Home and End go to the first and last; an empty list has none', () => {
    assert.equal(navigate('Home', 2, 3), 0);
    assert.equal(navigate('End', 0, 3), 2);
    assert.equal(navigate('ArrowDown', -1, 0), -1);
    assert.equal(navigate('End', -1, 0), -1);
  });

  it('knows its keys', () => {
    assert.deepEqual(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'a'].map(isNavigationKey), [true, true, true, true, false, false]);
  });
});

describe('typeaheadMatch', () => {
  const labels = ['Edit', 'Run', 'Duplicate profile', 'Download audit', 'Archive'];

  it('finds the first label starting with the text from the start on, ignoring case', () => {
    assert.equal(typeaheadMatch(labels, 0, 'd'), 2);
    assert.equal(typeaheadMatch(labels, 3, 'D'), 3);
    assert.equal(typeaheadMatch(labels, 0, 'dow'), 3);
  });

  it('goes round the end', () => {
    assert.equal(typeaheadMatch(labels, 4, 'e'), 0);
    assert.equal(typeaheadMatch(labels, 5, 'r'), 1);
  });

  it('is -1 when nothing matches, or for no labels', () => {
    assert.equal(typeaheadMatch(labels, 0, 'x'), -1);
    assert.equal(typeaheadMatch([], 0, 'a'), -1);
  });
});
