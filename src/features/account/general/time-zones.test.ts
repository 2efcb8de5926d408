import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatOffset, offsetMinutes, timeZoneOptions } from './time-zones.ts';

describe('time zone options', () => {
  it('reads and writes offsets', () => {
    assert.equal(offsetMinutes('GMT-05:00'), -300);
    assert.equal(offsetMinutes('GMT+05:30'), 330);
    assert.equal(offsetMinutes('GMT'), 0);
    assert.equal(formatOffset(-300), '-05:00');
    assert.equal(formatOffset(345), '+05:45');
    assert.equal(formatOffset(0), '+00:00');
  });

  it('lists every zone with UTC, by offset then name, with the offset of the day (summer time included)', () => {
    const winter = timeZoneOptions(new Date('2026-01-15T12:00:00Z'));
    const summer = timeZoneOptions(new Date('2026-07-15T12:00:00Z'));
    assert.ok(winter.length > 400, `${winter.length} zones`);
    const label = (options: typeof winter, zone: string) => options.find((item) => item.value === zone)?.label;
    assert.equal(label(winter, 'UTC'), '(GMT +00:00) UTC');
    assert.equal(label(winter, 'America/New_York'), '(GMT -05:00 EST) America/New_York');
    assert.equal(label(summer, 'America/New_York'), '(GMT -04:00 EDT) America/New_York');
    assert.equal(label(winter, 'Asia/Tokyo'), '(GMT +09:00) Asia/Tokyo');
    assert.equal(label(timeZoneOptions(new Date('2026-01-15T12:00:00Z'), 'Asia/Kolkata'), 'Asia/Kolkata'), '(GMT +05:30) Asia/Kolkata');
    const offsets = winter.map((item) => offsetMinutes(`GMT${/\(GMT ([+-]\d\d:\d\d)/.exec(item.label)![1]}`));
    assert.deepEqual(offsets, [...offsets].sort((a, b) => a - b));
    assert.equal(winter[0]!.label.startsWith('(GMT -1'), true);
  });

  it('keeps a zone the browser does not list when it is the person’s', () => {
    const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'), 'Mars/Olympus');
    assert.equal(options.find((item) => item.value === 'Mars/Olympus')?.label, '(GMT +00:00) Mars/Olympus');
  });
});
