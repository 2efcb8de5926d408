import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayName, isBlankName } from './display-name.ts';

describe('displayName', () => {
  const blank: readonly (string | null | undefined)[] = [null, undefined, '', '   ', '\u200B\u200C', '\u202E', '\u2066\u2069\uFEFF', '\u00AD\t\n'];
  for (const text of blank) {
    it(`falls back for ${JSON.stringify(text)}`, () => {
      assert.equal(isBlankName(text), true);
      assert.equal(displayName(text, 'Activity 7'), 'Activity 7');
    });
  }

  for (const text of ['Upgrade', ' a ', '\u202Eadmin', '😀', '0']) {
    it(`keeps ${JSON.stringify(text)} as it is`, () => {
      assert.equal(isBlankName(text), false);
      assert.equal(displayName(text, 'x'), text);
    });
  }
});
