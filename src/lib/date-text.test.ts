import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateTextExample, formatDateText, parseDateText } from './date-text.ts';

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'ko-KR', 'ar-EG', 'bg-BG', 'hi-IN', 'zh-CN', 'nl-NL', 'fa-IR', 'hu-HU', 'es-MX'];

describe('formatDateText', () => {
  it("writes a value in the locale's numeric order", () => {
    assert.equal(formatDateText('2026-03-04T13:05', 'date-time', 'en-US'), '03/04/2026, 13:05');
    assert.equal(formatDateText('2026-03-04T13:05', 'date-time', 'de-DE'), '04.03.2026, 13:05');
    assert.equal(formatDateText('2026-03-04T13:05', 'date-time', 'ja-JP'), '2026/03/04 13:05');
    assert.equal(formatDateText('2026-03-04', 'date', 'en-GB'), '04/03/2026');
    assert.equal(formatDateText('2026-03-04T13:05:59.5', 'date-time', 'en-US'), '03/04/2026, 13:05', 'seconds left out');
  });

  it('keeps a 24-hour clock in English and the locale’s own clock elsewhere', () => {
    assert.equal(formatDateText('2026-03-04T00:05', 'date-time', 'en-US'), '03/04/2026, 00:05');
    assert.match(formatDateText('2026-03-04T13:05', 'date-time', 'es-MX'), /01:05\s?p\.\s?m\./);
  });

  it('shows what is not a value as it is, and nothing as nothing', () => {
    assert.equal(formatDateText('', 'date-time', 'en-US'), '');
    assert.equal(formatDateText('31.4.2026', 'date-time', 'de-DE'), '31.4.2026');
    assert.equal(formatDateText('2026-04-31T10:00', 'date-time', 'en-US'), '2026-04-31T10:00');
    assert.equal(formatDateText('2026-04-30', 'date-time', 'en-US'), '2026-04-30', 'a date is not a date-time value');
  });
});

describe('parseDateText', () => {
  it('reads back what it writes, in every locale', () => {
    for (const locale of LOCALES) {
      for (const value of ['2026-03-04T13:05', '2026-12-31T00:00', '2027-01-09T12:00', '2026-07-15T23:59']) {
        assert.equal(parseDateText(formatDateText(value, 'date-time', locale), 'date-time', locale), value, `${locale} ${value}`);
      }
      assert.equal(parseDateText(formatDateText('2026-03-04', 'date', locale), 'date', locale), '2026-03-04', locale);
      assert.notEqual(parseDateText(dateTextExample('date-time', locale), 'date-time', locale), null, locale);
    }
  });

  it('reads what a person types: one-digit parts, any separators, a two-digit year', () => {
    assert.equal(parseDateText('3/4/2026 9:05', 'date-time', 'en-US'), '2026-03-04T09:05');
    assert.equal(parseDateText(' 4.3.26 13:05 ', 'date-time', 'de-DE'), '2026-03-04T13:05');
    assert.equal(parseDateText('4-3-2026', 'date', 'nl-NL'), '2026-03-04');
    assert.equal(parseDateText('2026/3/4 9:05', 'date-time', 'ja-JP'), '2026-03-04T09:05');
  });

  it('reads AM and PM, and a 24-hour time in a 12-hour locale', () => {
    assert.equal(parseDateText('3/4/2026 1:05 pm', 'date-time', 'en-US'), '2026-03-04T13:05');
    assert.equal(parseDateText('3/4/2026 12:05 AM', 'date-time', 'en-US'), '2026-03-04T00:05');
    assert.equal(parseDateText('3/4/2026 12:05 p.m.', 'date-time', 'en-US'), '2026-03-04T12:05');
    assert.equal(parseDateText('04/03/2026 13:05', 'date-time', 'es-MX'), '2026-03-04T13:05');
    assert.equal(parseDateText('3/4/2026 13:05 pm', 'date-time', 'en-US'), null);
    assert.equal(parseDateText('3/4/2026 0:05 am', 'date-time', 'en-US'), null);
  });

  it("reads the locale's digits and its words", () => {
    assert.equal(parseDateText('٠٤/٠٣/٢٠٢٦، ١:٠٥ م', 'date-time', 'ar-EG'), '2026-03-04T13:05');
    assert.equal(parseDateText('04.03.2026 г., 13:05 ч.', 'date-time', 'bg-BG'), null, 'a word the locale does not write');
    assert.equal(parseDateText('04.03.2026 г., 13:05', 'date-time', 'bg-BG'), '2026-03-04T13:05');
  });

  it('reads ISO in any locale, as pasted or written by a machine', () => {
    assert.equal(parseDateText('2026-03-04T13:05', 'date-time', 'de-DE'), '2026-03-04T13:05');
    assert.equal(parseDateText('2026-03-04 13:05:30', 'date-time', 'en-US'), '2026-03-04T13:05');
    assert.equal(parseDateText('2026-3-4', 'date', 'fr-FR'), '2026-03-04');
  });

  it('gives nothing for a blank text', () => {
    assert.equal(parseDateText('', 'date-time', 'en-US'), '');
    assert.equal(parseDateText('   ', 'date', 'de-DE'), '');
  });

  it('refuses what names no date', () => {
    for (const text of [
      '31/04/2026 10:00', // April has 30 days
      '02/29/2027 10:00',
      '13/01/2026 10:00', // month 13 in month-first English
      '01/01/2026 24:00',
      '01/01/2026 10:60',
      '01/01/2026', // no time
      '01/01/2026 10', // no minutes
      '01/01/2026 10:00 11',
      '01/01/226 10:00',
      '001/01/2026 10:00',
      'tomorrow',
      '01/01/2026 10:00 later',
      '2026-02-30T10:00',
    ]) {
      assert.equal(parseDateText(text, 'date-time', 'en-US'), null, text);
    }
    assert.equal(parseDateText('02/29/2028 10:00', 'date-time', 'en-US'), '2028-02-29T10:00', 'a leap day');
    assert.equal(parseDateText('04.03.2026 13:05', 'date', 'de-DE'), null, 'a time in a date field');
    assert.equal(parseDateText('04.03.2026 1:05 pm', 'date', 'de-DE'), null);
  });
});
