import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiTime, utcToZoned, zonedToUtc } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads a wall clock in a zone as its UTC instant, across summer time', () => {
    assert.equal(apiTime(zonedToUtc('2026-01-15T09:30', 'Europe/Berlin')!), '2026-01-15T08:30:00Z');
    assert.equal(apiTime(zonedToUtc('2026-07-15T09:30', 'Europe/Berlin')!), '2026-07-15T07:30:00Z');
    assert.equal(apiTime(zonedToUtc('2026-07-15T09:30', 'America/New_York')!), '2026-07-15T13:30:00Z');
    assert.equal(apiTime(zonedToUtc('2026-07-15T09:30', 'UTC')!), '2026-07-15T09:30:00Z');
    assert.equal(apiTime(zonedToUtc('2026-07-15T09:30', 'Asia/Kolkata')!), '2026-07-15T04:00:00Z');
  });

  it('reads a time a clock change skips as after the change', () => {
    // Berlin skips 02:00–03:00 on 29 March 2026.
    assert.equal(apiTime(zonedToUtc('2026-03-29T02:30', 'Europe/Berlin')!), '2026-03-29T01:30:00Z');
  });

  it('is null for what is no wall clock', () => {
    assert.equal(zonedToUtc('', 'UTC'), null);
    assert.equal(zonedToUtc('2026-02-30T10:00', 'UTC'), null);
    assert.equal(zonedToUtc('2026-02-10T25:00', 'UTC'), null);
    assert.equal(zonedToUtc('tomorrow', 'UTC'), null);
  });

  it('writes an instant as the wall clock of a zone', () => {
    assert.equal(utcToZoned(Date.parse('2026-07-15T07:30:00Z'), 'Europe/Berlin'), '2026-07-15T09:30');
    assert.equal(utcToZoned(Date.parse('2026-01-15T23:30:00Z'), 'Asia/Tokyo'), '2026-01-16T08:30');
  });
});
