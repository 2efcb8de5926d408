import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passRateBadge, readPassRate, validatePassRate } from './pass-rate.ts';

describe('readPassRate', () => {
  it('reads whole numbers from 0 to 100', () => {
    for (const [text, value] of [['0', 0], ['100', 100], ['42', 42], [' 7 ', 7], ['007', 7]] as const) {
      assert.deepEqual(readPassRate(text), { value }, text);
    }
  });

  it('names what is wrong', () => {
    const cases: [string, string][] = [
      ['', 'This field is required.'],
      ['  ', 'This field is required.'],
      ['-1', 'Must not be negative'],
      ['101', 'Must not be greater than 100'],
      ['1.5', 'Enter an integer'],
      ['1e2', 'Enter an integer'],
      ['abc', 'Enter an integer'],
      ['-1.5', 'Enter an integer'],
    ];
    for (const [text, error] of cases) assert.deepEqual(readPassRate(text), { error }, text);
  });
});

describe('validatePassRate', () => {
  it('accepts an ordered range, equal bounds included', () => {
    assert.deepEqual(validatePassRate('0', '100'), {});
    assert.deepEqual(validatePassRate('40', '40'), {});
  });

  it('refuses To below From on To', () => {
    assert.deepEqual(validatePassRate('60', '59'), { to: 'Must not be less than minimum pass rate' });
  });

  it('reports each field, and does not compare with an invalid From', () => {
    assert.deepEqual(validatePassRate('', '101'), { from: 'This field is required.', to: 'Must not be greater than 100' });
    assert.deepEqual(validatePassRate('abc', '5'), { from: 'Enter an integer' });
    assert.deepEqual(validatePassRate('50', '-1'), { to: 'Must not be negative' });
  });
});

describe('passRateBadge', () => {
  it('counts the bounds away from 0 and 100', () => {
    assert.equal(passRateBadge(0, 100), 0);
    assert.equal(passRateBadge(10, 100), 1);
    assert.equal(passRateBadge(0, 90), 1);
    assert.equal(passRateBadge(10, 90), 2);
  });
});
