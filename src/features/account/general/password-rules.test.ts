import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passwordRules } from './password-rules.ts';

const broken = (password: string) => passwordRules(password).filter((rule) => !rule.met).map((rule) => rule.message);

describe('password rules', () => {
  it('are each met or not, in order, with the message of the broken ones', () => {
    assert.deepEqual(broken(''), ['tooShort', 'noLower', 'noUpper', 'noNumber']);
    assert.deepEqual(broken('Abcdefg1'), []);
    assert.deepEqual(broken('abcdefgh'), ['noUpper', 'noNumber']);
    assert.deepEqual(broken(`A1${'a'.repeat(49)}`), ['tooLong']);
    assert.deepEqual(broken(`A1${'a'.repeat(48)}`), []);
    assert.deepEqual(broken('ABCDEFG1'), ['noLower']);
  });
});
