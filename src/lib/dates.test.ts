import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserLocale, formatDate, formatDateTime, isEnglish, machineDate, parseDate, validLocale, validTimeZone } from './dates.ts';

const UTC = { locale: 'en-US', timeZone: 'UTC' } as const;
const BERLIN = { locale: 'en', timeZone: 'Europe/Berlin' } as const;
const DE_BERLIN = { locale: 'de-DE', timeZone: 'Europe/Berlin' } as const;

describe('formatDateTime', () => {
  it("shows SPEC's 'MMM DD, YYYY, HH:mm' and the zone in English", () => {
    assert.equal(formatDateTime('2026-11-05T14:05:00Z', UTC), 'Nov 05, 2026, 14:05 UTC');
    assert.equal(formatDateTime('2026-11-05T14:05:00Z', BERLIN), 'Nov 05, 2026, 15:05 GMT+1');
    assert.equal(formatDateTime('2026-07-05T14:05:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' }), 'Jul 05, 2026, 16:05 GMT+2');
  });

  it('uses 24 hours in English, midnight as 00', () => {
    assert.equal(formatDateTime('2026-01-09T00:07:00Z', UTC), 'Jan 09, 2026, 00:07 UTC');
    assert.equal(formatDateTime('2026-01-09T23:59:00Z', UTC), 'Jan 09, 2026, 23:59 UTC');
  });

  it('leaves the zone out when asked', () => {
    assert.equal(formatDateTime('2026-11-05T14:05:00Z', UTC, { zone: false }), 'Nov 05, 2026, 14:05');
  });

  it("follows another locale's order, words and zone name", () => {
    const german = formatDateTime('2026-11-05T14:05:00Z', DE_BERLIN);
    assert.equal(german, '05. Nov. 2026, 15:05 MEZ');
    assert.notEqual(german, formatDateTime('2026-11-05T14:05:00Z', BERLIN));
    assert.equal(formatDateTime('2026-11-05T14:05:00Z', { locale: 'fr-FR', timeZone: 'UTC' }), '05 nov. 2026, 14:05 UTC');
  });

  it('reads a time without a zone as local time', () => {
    const date = new Date(2026, 10, 5, 14, 5);
    assert.equal(formatDateTime('2026-11-05T14:05', { locale: 'en-US' }), formatDateTime(date, { locale: 'en-US' }));
  });

  for (const value of [null, undefined, '', 'not a date', '2026-13-01T00:00:00Z', Number.NaN]) {
    it(`shows nothing for ${String(value)}`, () => {
      assert.equal(formatDateTime(value, UTC), null);
      assert.equal(formatDate(value, UTC), null);
    });
  }
});

describe('formatDate', () => {
  it("shows SPEC's 'MMM D, YYYY' in English", () => {
    assert.equal(formatDate('2026-11-05T14:05:00Z', UTC), 'Nov 5, 2026');
    assert.equal(formatDate('2026-11-05T23:30:00Z', BERLIN), 'Nov 6, 2026');
  });

  it('shows a written day as that day in every zone', () => {
    assert.equal(formatDate('2026-11-05', { locale: 'en', timeZone: 'America/Los_Angeles' }), 'Nov 5, 2026');
    assert.equal(formatDate('2026-11-05', DE_BERLIN), '5. Nov. 2026');
    assert.equal(formatDate('2026-02-30', UTC), null);
  });
});

describe('parsing and locales', () => {
  it('gives the machine-readable form', () => {
    assert.equal(machineDate('2026-11-05'), '2026-11-05');
    assert.equal(machineDate('2026-11-05T14:05:00Z'), '2026-11-05T14:05:00.000Z');
    assert.equal(machineDate('nope'), null);
    assert.equal(parseDate(0)?.toISOString(), '1970-01-01T00:00:00.000Z');
  });

  it('tells English locales', () => {
    for (const locale of ['en', 'en-US', 'EN-gb']) assert.equal(isEnglish(locale), true);
    for (const locale of ['de-DE', 'eng', 'fr']) assert.equal(isEnglish(locale), false);
  });

  it('checks locales and zones', () => {
    assert.equal(validLocale('de-de'), 'de-DE');
    assert.equal(validLocale('not a locale!'), undefined);
    assert.equal(validLocale(''), undefined);
    assert.equal(validTimeZone('Europe/Berlin'), 'Europe/Berlin');
    assert.equal(validTimeZone('Mars/Olympus'), undefined);
    assert.equal(typeof browserLocale(), 'string');
  });
});
