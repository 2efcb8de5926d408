import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayName, isBlankName, isolate, plainSentence, sentenceParts } from './display-name.ts';

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

describe('isolate and sentenceParts', () => {
  it('marks a server string inside a sentence and finds it again without the marks', () => {
    const sentence = `Edit ${isolate('\u202Eadmin')} provider`;
    assert.equal(sentence, 'Edit \u2068\u202Eadmin\u2069 provider');
    assert.deepEqual(sentenceParts(sentence), [
      { text: 'Edit ', isolated: false },
      { text: '\u202Eadmin', isolated: true },
      { text: ' provider', isolated: false },
    ]);
  });

  it("drops the string's own isolate controls, so it cannot close its isolate early", () => {
    assert.deepEqual(sentenceParts(`a ${isolate('x\u2069\u2067y')} b`), [
      { text: 'a ', isolated: false },
      { text: 'xy', isolated: true },
      { text: ' b', isolated: false },
    ]);
  });

  it('keeps several parts and a sentence with none as they are', () => {
    assert.deepEqual(sentenceParts(`${isolate('A')} and ${isolate('')}`), [
      { text: 'A', isolated: true },
      { text: ' and ', isolated: false },
      { text: '', isolated: true },
    ]);
    assert.deepEqual(sentenceParts('Saved.'), [{ text: 'Saved.', isolated: false }]);
    assert.deepEqual(sentenceParts(''), []);
  });
});

describe('plainSentence', () => {
  it('gives the sentence back without the isolation marks', () => {
    assert.equal(plainSentence(`You have successfully deleted ${isolate('Google')} identity provider.`), 'You have successfully deleted Google identity provider.');
    assert.equal(plainSentence('No marks here'), 'No marks here');
  });
});
