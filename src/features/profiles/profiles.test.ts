import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { associationChanges } from '../../api/profile-common.ts';
import type { RebootProfile } from '../../api/reboot-profiles.ts';
import type { UpgradeProfile } from '../../api/upgrade-profiles.ts';
import { bodyOf, profileValues, rebootFormSchema } from '../reboot-profiles/reboot-form.ts';
import { rebootScheduleWords } from '../reboot-profiles/schedule-words.ts';
import { removalFormSchema } from '../removal-profiles/removal-form.ts';
import { editValues, settingsOf, upgradeFormSchema, type UpgradeFormValues } from '../upgrade-profiles/upgrade-form.ts';
import { upgradeScheduleWords } from '../upgrade-profiles/schedule-words.ts';
import { filterProfiles, pageOf } from './profile-list.ts';
import { dayList, parseWeeklyRule, sortedDays } from './schedule.ts';

const base = { access_group: 'global', all_computers: false, tags: [] as string[] };

function upgrade(extra: Partial<UpgradeProfile>): UpgradeProfile {
  return {
    id: 1,
    name: 'nightly',
    title: 'Nightly',
    ...base,
    upgrade_type: 'all',
    autoremove: false,
    every: 'week',
    on_days: ['mo', 'th'],
    at_hour: '2',
    at_minute: '30',
    deliver_within: '1',
    deliver_delay_window: '0',
    ...extra,
  };
}

function reboot(extra: Partial<RebootProfile>): RebootProfile {
  return {
    id: 3,
    title: 'Weekend reboot',
    ...base,
    schedule: 'FREQ=WEEKLY;BYDAY=sa,su;BYHOUR=3;BYMINUTE=5',
    deliver_within: 2,
    deliver_delay_window: 30,
    ...extra,
  };
}

/** The schema's messages, by field, for these values (nothing when valid). */
async function problems(schema: { validate(values: unknown, options: { abortEarly: false }): Promise<unknown> }, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

describe('profile search and pages', () => {
  const rows = [
    { id: 1, title: 'Nightly', name: 'nightly', ...base, tags: ['web'] },
    { id: 2, title: 'Weekly', name: 'weekly-db', description: 'Databases (primary)', ...base },
    { id: 3, title: 'Other', ...base },
  ];
  it('matches title, name, description and tags, as plain text whatever its characters', () => {
    assert.deepEqual(filterProfiles(rows, ' WEB ').map((row) => row.id), [1]);
    assert.deepEqual(filterProfiles(rows, 'db').map((row) => row.id), [2]);
    assert.deepEqual(filterProfiles(rows, '(primary').map((row) => row.id), [2]);
    assert.deepEqual(filterProfiles(rows, '[').map((row) => row.id), []);
    assert.equal(filterProfiles(rows, '').length, 3);
  });
  it('pages the rows, the last page when asked past it', () => {
    const many = Array.from({ length: 45 }, (_, index) => index);
    assert.deepEqual(pageOf(many, 3, 20), [40, 41, 42, 43, 44]);
    assert.deepEqual(pageOf(many, 9, 20), [40, 41, 42, 43, 44]);
    assert.deepEqual(pageOf([], 1, 20), []);
  });
});

describe('schedules', () => {
  it('read the weekly rule, and refuse what is not a weekly rule with its three parts', () => {
    assert.deepEqual(parseWeeklyRule('FREQ=WEEKLY;BYDAY=tu,mo;BYHOUR=15;BYMINUTE=30'), { days: ['mo', 'tu'], hour: 15, minute: 30 });
    assert.equal(parseWeeklyRule('FREQ=DAILY;BYHOUR=15;BYMINUTE=30'), undefined);
    assert.equal(parseWeeklyRule('FREQ=WEEKLY;BYDAY=mo;BYHOUR=24;BYMINUTE=0'), undefined);
    assert.equal(parseWeeklyRule('FREQ=WEEKLY;BYHOUR=1;BYMINUTE=0'), undefined);
  });
  it('name days Sunday first, without an Oxford comma for upgrades and with one for reboots', () => {
    assert.deepEqual(sortedDays(['fr', 'su', 'xx', 'mo']), ['su', 'mo', 'fr']);
    assert.equal(dayList(['mo', 'tu', 'fr']), 'Monday, Tuesday and Friday');
    assert.equal(upgradeScheduleWords(upgrade({})), 'Every Monday and Thursday at 02:30 UTC');
    assert.equal(upgradeScheduleWords(upgrade({ every: 'hour', on_days: [], at_minute: '1' })), 'Every hour at 1 minute past (UTC)');
    assert.equal(upgradeScheduleWords(upgrade({ every: 'hour', on_days: ['fr'], at_minute: '45' })), 'Every hour at 45 minutes past on Friday (UTC)');
    assert.equal(upgradeScheduleWords(upgrade({ on_days: [] })), 'Every week');
    assert.equal(rebootScheduleWords(reboot({ schedule: 'FREQ=WEEKLY;BYDAY=mo,tu,fr;BYHOUR=15;BYMINUTE=30' })), 'Every week on Monday, Tuesday, and Friday at 15:30 UTC');
    assert.equal(rebootScheduleWords(reboot({ schedule: 'FREQ=ONCE' })), 'One-time');
  });
});

describe('upgrade profile form', () => {
  for (const [shape, profile] of [
    ['weekly', upgrade({})],
    ['weekly with a window, security, autoremove', upgrade({ upgrade_type: 'security', autoremove: true, deliver_delay_window: '15', deliver_within: '3' })],
    ['hourly without days', upgrade({ every: 'hour', on_days: [], at_hour: undefined, at_minute: '5' })],
    ['hourly on days', upgrade({ every: 'hour', on_days: ['sa', 'su'], at_hour: undefined, at_minute: '59' })],
  ] as const) {
    it(`reads a ${shape} schedule back as it was`, async () => {
      const values = (await upgradeFormSchema.validate(editValues(profile))) as UpgradeFormValues;
      const settings = settingsOf(values);
      assert.equal(settings.every, profile.every);
      assert.deepEqual(settings.on_days, sortedDays(profile.on_days ?? []));
      assert.equal(settings.at_hour, profile.at_hour === undefined ? undefined : Number(profile.at_hour));
      assert.equal(settings.at_minute, Number(profile.at_minute));
      assert.equal(settings.deliver_within, Number(profile.deliver_within));
      assert.equal(settings.deliver_delay_window, Number(profile.deliver_delay_window));
      assert.equal(settings.upgrade_type, profile.upgrade_type);
      assert.equal(settings.autoremove, profile.autoremove);
    });
  }
  it('sends a 0 window when randomisation is turned off (upstream keeps the old one)', async () => {
    const values = (await upgradeFormSchema.validate({ ...editValues(upgrade({ deliver_delay_window: '15' })), randomise: 'no' })) as UpgradeFormValues;
    assert.equal(settingsOf(values).deliver_delay_window, 0);
  });
  it('says what is wrong, with the file’s messages', async () => {
    const weekly = { ...editValues(upgrade({})), title: ' ', on_days: [], at_hour: 24, at_minute: 1.5, deliver_within: -1 };
    assert.deepEqual(await problems(upgradeFormSchema, weekly), {
      title: 'This field is required.',
      on_days: 'At least one day must be selected.',
      at_hour: 'Hour must be between 0 and 23.',
      at_minute: 'Minute must be an integer.',
      deliver_within: "'Expires after' must be at least 0.",
    });
    // Hourly: no hour, days optional.
    assert.deepEqual(await problems(upgradeFormSchema, { ...editValues(upgrade({})), every: 'hour', on_days: [], at_hour: undefined }), {});
    const window = { ...editValues(upgrade({})), deliver_within: 1, randomise: 'yes', deliver_delay_window: 60 };
    assert.deepEqual(await problems(upgradeFormSchema, window), {
      deliver_delay_window: "Deliver delay window of '60' minutes should be shorter than the 'deliver within' expiration time of 1 hour.",
    });
    assert.deepEqual(await problems(upgradeFormSchema, { ...window, deliver_within: 1000, deliver_delay_window: 43_201 }), {
      deliver_delay_window: 'Deliver delay window in minutes must be a number less than or equal to 30 days (43200 minutes)',
    });
    assert.deepEqual(await problems(upgradeFormSchema, { ...window, deliver_delay_window: undefined }), { deliver_delay_window: 'This field is required.' });
  });
});

describe('reboot profile form', () => {
  it('reads the schedule back and sends every field, the real expiry', async () => {
    const profile = reboot({ tags: ['web'] });
    const body = bodyOf(await rebootFormSchema.validate(profileValues(profile, 'edit')));
    assert.deepEqual(body, {
      title: 'Weekend reboot',
      access_group: 'global',
      every: 'week',
      on_days: ['su', 'sa'],
      at_hour: 3,
      at_minute: 5,
      deliver_within: 2,
      deliver_delay_window: 30,
      all_computers: false,
      tags: ['web'],
    });
  });
  it('duplicates as "(copy)", and falls back to the separate schedule fields', () => {
    const values = profileValues(reboot({ schedule: '', on_days: ['we'], at_hour: 9, at_minute: 0, deliver_delay_window: 0 }), 'duplicate');
    assert.equal(values.title, 'Weekend reboot (copy)');
    assert.deepEqual(values.on_days, ['we']);
    assert.equal(values.at_hour, 9);
    assert.equal(values.randomise, 'no');
  });
  it('requires a day', async () => {
    assert.deepEqual(await problems(rebootFormSchema, { ...profileValues(reboot({}), 'edit'), on_days: [] }), { on_days: 'At least one day must be selected.' });
  });
});

describe('removal profile form', () => {
  it('takes a whole number of days from 1', async () => {
    const values = { title: 'Stale', days_without_exchange: 30, access_group: 'global', all_computers: false, tags: [] };
    assert.deepEqual(await problems(removalFormSchema, values), {});
    assert.deepEqual(await problems(removalFormSchema, { ...values, days_without_exchange: 0 }), { days_without_exchange: 'Timeframe must be at least 1.' });
    assert.deepEqual(await problems(removalFormSchema, { ...values, days_without_exchange: 2.5 }), { days_without_exchange: 'Timeframe must be an integer value.' });
    assert.deepEqual(await problems(removalFormSchema, { ...values, days_without_exchange: 2_147_483_648 }), {
      days_without_exchange: 'Timeframe must be less than 2147483648.',
    });
    assert.deepEqual(await problems(removalFormSchema, { ...values, days_without_exchange: undefined }), { days_without_exchange: 'This field is required.' });
  });
});

describe('association changes (legacy profiles)', () => {
  it('names what comes and what goes, so the last tag can be removed', () => {
    assert.deepEqual(associationChanges({ all_computers: false, tags: ['a', 'b'] }, { all_computers: false, tags: ['b', 'c'] }), {
      associate: { all_computers: false, tags: ['c'] },
      disassociate: { all_computers: false, tags: ['a'] },
    });
    assert.deepEqual(associationChanges({ all_computers: false, tags: ['a'] }, { all_computers: false, tags: [] }).disassociate.tags, ['a']);
    assert.deepEqual(associationChanges({ all_computers: true, tags: [] }, { all_computers: false, tags: [] }).disassociate.all_computers, true);
  });
});
