import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDateTime, toDateTimeLocal, validateDateRange } from './date-range.ts';

describe('parseDateTime', () => {
  it('reads datetime-local values as local time', () => {
    assert.equal(parseDateTime('2024-05-01T09:30')?.getTime(), new Date(2024, 4, 1, 9, 30).getTime());
    assert.equal(parseDateTime('2024-05-01T09:30:15')?.getTime(), new Date(2024, 4, 1, 9, 30, 15).getTime());
  });

  it('refuses dates that do not exist and other formats', () => {
    for (const value of ['2024-02-30T10:00', '2023-02-29T10:00', '2024-13-01T10:00', '2024-05-01T24:00', '2024-05-01', '05/01/2024 09:30', 'soon']) {
      assert.equal(parseDateTime(value), null, value);
    }
    assert.notEqual(parseDateTime('2024-02-29T10:00'), null);
  });
});

describe('validateDateRange', () => {
  it('accepts empty values, one side, and an ordered range', () => {
    assert.deepEqual(validateDateRange({ from: '', to: '' }), {});
    assert.deepEqual(validateDateRange({ from: '2024-05-01T09:00', to: '' }), {});
    assert.deepEqual(validateDateRange({ from: '', to: '2024-05-01T09:00' }), {});
    assert.deepEqual(validateDateRange({ from: '2024-05-01T09:00', to: '2024-05-02T09:00' }), {});
  });

  it('accepts To equal to From', () => {
    assert.deepEqual(validateDateRange({ from: '2024-05-01T09:00', to: '2024-05-01T09:00' }), {});
  });

  it('says To must be after From when it is earlier (SPEC §5, verbatim)', () => {
    assert.deepEqual(validateDateRange({ from: '2024-05-02T09:00', to: '2024-05-01T09:00' }), {
      to: 'To date must be after From date',
    });
    assert.deepEqual(validateDateRange({ from: '2024-05-01T09:01', to: '2024-05-01T09:00' }), {
      to: 'To date must be after From date',
    });
  });

  it('marks typed text and impossible values as an invalid format (SPEC §5, verbatim)', () => {
    assert.deepEqual(validateDateRange({ from: '05/01/2024 9', to: '' }), { from: 'Invalid date format' });
    assert.deepEqual(validateDateRange({ from: '2024-02-30T10:00', to: '31.04.2024, 10:00' }), {
      from: 'Invalid date format',
      to: 'Invalid date format',
    });
  });

  it('does not compare with a From that is not a date', () => {
    assert.deepEqual(validateDateRange({ from: 'soon', to: '2024-05-01T09:00' }), { from: 'Invalid date format' });
  });
});

describe('toDateTimeLocal', () => {
  it('keeps empty and datetime-local values', () => {
    assert.equal(toDateTimeLocal(''), '');
    assert.equal(toDateTimeLocal('2024-05-01T09:30'), '2024-05-01T09:30');
    assert.equal(toDateTimeLocal('2024-05-01T09:30:15'), '2024-05-01T09:30:15');
  });

  it('starts a date without time at midnight', () => {
    assert.equal(toDateTimeLocal('2024-05-01'), '2024-05-01T00:00');
  });

  it('turns a zoned time into the same moment in local time', () => {
    const local = new Date('2024-05-01T09:30:00Z');
    const expected = `2024-05-${String(local.getDate()).padStart(2, '0')}T${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    assert.equal(toDateTimeLocal('2024-05-01T09:30:00Z'), expected);
    assert.equal(toDateTimeLocal('2024-05-01T09:30:00.000Z'), expected);
  });

  it('returns anything else unchanged', () => {
    for (const value of ['soon', '2024-02-30', '05/01/2024', '2024-05-01Tnope']) assert.equal(toDateTimeLocal(value), value, value);
  });
});
