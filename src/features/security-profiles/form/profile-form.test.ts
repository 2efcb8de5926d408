import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { isInfiniteRetention } from '../../../api/preferences.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { isolate } from '../../../lib/display-name.ts';
import { formToSchedule } from '../../../lib/schedule.ts';
import { securityProfileKeys } from '../queries.ts';
import { firstRunTime } from './first-run.ts';
import { createProfile, saveProfile } from './profile-form-actions.ts';
import {
  addValues,
  associationQuery,
  associationSchema,
  benchmarkSchema,
  COUNTING_PATH,
  createBody,
  editBody,
  nameSchema,
  profileValues,
  scheduleSchema,
  toStartDate,
  type ProfileFormDraft,
  type ProfileFormValues,
} from './profile-form.ts';

const NOW = Date.UTC(2026, 2, 10, 9, 30); // Tuesday, March 10, 2026, 09:30 UTC

/** An access group tree as GetAccessGroups gives it. */
const GROUPS = [
  { name: 'global', parent: '' },
  { name: 'servers', parent: 'global' },
  { name: 'production', parent: 'servers' },
  { name: 'staging', parent: 'servers' },
  { name: 'desk tops', parent: 'global' },
];

const base: ProfileFormValues = {
  title: 'Web tier',
  access_group: 'global',
  benchmark: 'cis_level1_server',
  mode: 'audit',
  tailoring_file: null,
  start_type: 'on-a-date',
  start_date: '2026-03-20T10:00',
  every: 7,
  unit_of_time: 'DAILY',
  days: [],
  day_of_month_type: 'day-of-month',
  months: [],
  month_days: [],
  end_type: 'never',
  end_date: '',
  delivery_time: 'asap',
  deliver_delay: 0,
  randomize_delivery: 'no',
  deliver_delay_window: 0,
  all_computers: false,
  tags: ['web', 'db'],
};

const values = (changes: Partial<ProfileFormValues>): ProfileFormValues => ({ ...base, ...changes });

function profile(changes: Partial<SecurityProfile>): SecurityProfile {
  return {
    id: 7,
    name: 'web-tier',
    title: 'Web tier',
    status: 'active',
    mode: 'audit-fix',
    benchmark: 'cis_level2_server',
    access_group: 'servers',
    all_computers: false,
    tags: ['web', 'proxy'],
    associated_instances: 120,
    schedule: 'FREQ=WEEKLY;COUNT=1',
    restart_deliver_delay: 0,
    restart_deliver_delay_window: 0,
    tailoring_file_uri: null,
    next_run_time: '2026-04-03T02:00:00Z',
    creation_time: '2025-01-01T00:00:00Z',
    modification_time: '2025-01-01T00:00:00Z',
    retention_period: 365,
    last_run_results: { passing: 1, failing: 0, in_progress: 0, not_started: 0, timestamp: '2026-03-01T02:00:00Z', report_uri: null },
    ...changes,
  };
}

/** The first message per field, as the form shows them; {} when valid. */
async function messages(schema: AnyObjectSchema, draft: ProfileFormDraft): Promise<Record<string, string>> {
  try {
    await schema.validate(draft, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in found)) found[inner.path] = inner.message;
    return found;
  }
}

describe('createBody', () => {
  it('an audit of tags in the global group: no access group, no all_computers, no restart fields, no tailoring file', () => {
    assert.deepEqual(createBody(base), {
      title: 'Web tier',
      benchmark: 'cis_level1_server',
      mode: 'audit',
      schedule: 'FREQ=WEEKLY;COUNT=1',
      start_date: '2026-03-20T10:00:00Z',
      tags: ['web', 'db'],
    });
  });

  it('all instances in another group: all_computers true and no tags', () => {
    const body = createBody(values({ access_group: 'servers', all_computers: true, mode: 'audit-fix' }));
    assert.equal(body.access_group, 'servers');
    assert.equal(body.all_computers, true);
    assert.equal('tags' in body, false);
    assert.equal('restart_deliver_delay' in body, false);
  });

  it('nothing associated: an empty tag list, all_computers left out', () => {
    const body = createBody(values({ tags: [] }));
    assert.deepEqual(body.tags, []);
    assert.equal('all_computers' in body, false);
  });

  it("'Fix, restart, audit' sends the delivery: 0 for as soon as possible and for no randomising", () => {
    const asap = createBody(values({ mode: 'audit-fix-restart', deliver_delay: 5, deliver_delay_window: 30 }));
    assert.equal(asap.restart_deliver_delay, 0);
    assert.equal(asap.restart_deliver_delay_window, 0);
    const later = createBody(
      values({ mode: 'audit-fix-restart', delivery_time: 'delayed', deliver_delay: 5, randomize_delivery: 'yes', deliver_delay_window: 30 }),
    );
    assert.equal(later.restart_deliver_delay, 5);
    assert.equal(later.restart_deliver_delay_window, 30);
  });

  it('sends the tailoring file as its text, and a recurring schedule with its start', () => {
    const body = createBody(
      values({
        tailoring_file: { name: 'tailoring.xml', text: '<Tailoring id="x"/>' },
        start_type: 'recurring',
        start_date: '2026-03-13T23:05',
        unit_of_time: 'MONTHLY',
        every: 1,
        day_of_month_type: 'day-of-week',
        end_type: 'on-a-date',
        end_date: '2026-12-31T23:59',
      }),
    );
    assert.equal(body.tailoring_file, '<Tailoring id="x"/>');
    assert.equal(body.schedule, 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR;UNTIL=20261231T235900Z');
    assert.equal(body.start_date, '2026-03-13T23:05:00Z');
  });

  it('reads a start date with seconds as UTC too', () => {
    assert.equal(toStartDate('2026-03-13T23:05:09'), '2026-03-13T23:05:09Z');
    assert.throws(() => toStartDate(''), /Enter a start date/);
  });
});

describe('editBody', () => {
  it('sends every field explicitly: no tags is [] and all instances off is false', () => {
    assert.deepEqual(editBody(values({ mode: 'audit-fix', tags: [], access_group: 'global' })), {
      title: 'Web tier',
      schedule: 'FREQ=WEEKLY;COUNT=1',
      access_group: 'global',
      all_computers: false,
      tags: [],
      restart_deliver_delay: 0,
      restart_deliver_delay_window: 0,
    });
  });

  it('all instances clear the tags; the restart mode sends its delivery; never a start date', () => {
    const body = editBody(
      values({ mode: 'audit-fix-restart', all_computers: true, delivery_time: 'delayed', deliver_delay: 2, randomize_delivery: 'yes', deliver_delay_window: 45 }),
    );
    assert.equal(body.all_computers, true);
    assert.deepEqual(body.tags, []);
    assert.equal(body.restart_deliver_delay, 2);
    assert.equal(body.restart_deliver_delay_window, 45);
    assert.equal('start_date' in body, false);
    assert.equal('benchmark' in body, false);
    assert.equal('mode' in body, false);
  });
});

describe('initial values', () => {
  it('an add: a one-off audit now (UTC minute), global group, nothing associated', () => {
    const draft = addValues(NOW);
    assert.equal(draft.start_type, 'on-a-date');
    assert.equal(draft.start_date, '2026-03-10T09:30');
    assert.equal(draft.access_group, 'global');
    assert.equal(draft.mode, 'audit');
    assert.equal(draft.title, '');
    assert.deepEqual(draft.tags, []);
    assert.equal(draft.all_computers, false);
    assert.equal(associationQuery(draft, GROUPS), null);
  });

  const shapes: readonly [string, Partial<ProfileFormValues>][] = [
    ['FREQ=WEEKLY;COUNT=1', { start_type: 'on-a-date' }],
    ['FREQ=DAILY;INTERVAL=7', { start_type: 'recurring', unit_of_time: 'DAILY', every: 7, end_type: 'never' }],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE', { unit_of_time: 'WEEKLY', every: 2, days: ['MO', 'WE'] }],
    ['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=3', { unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-month' }],
    ['FREQ=MONTHLY;INTERVAL=3;BYDAY=1FR', { unit_of_time: 'MONTHLY', every: 3, day_of_month_type: 'day-of-week' }],
    ['FREQ=YEARLY;INTERVAL=1;BYMONTH=3,9', { unit_of_time: 'YEARLY', months: [3, 9], month_days: [] }],
    // Made elsewhere (the form writes months alone): the day of the month survives an edit.
    ['FREQ=YEARLY;INTERVAL=1;BYMONTH=5;BYMONTHDAY=15', { unit_of_time: 'YEARLY', months: [5], month_days: [15] }],
    ['FREQ=DAILY;INTERVAL=14;UNTIL=20261231T000000Z', { end_type: 'on-a-date', end_date: '2026-12-31T00:00' }],
  ];
  for (const [schedule, expected] of shapes) {
    it(`an edit of ${schedule}: the form shows it, starting at the next run, and writes it back unchanged`, () => {
      const { values: draft, scheduleProblem } = profileValues(profile({ schedule }), 'edit', NOW);
      assert.equal(scheduleProblem, undefined);
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(draft[key as keyof ProfileFormDraft], value, key);
      assert.equal(draft.start_date, '2026-04-03T02:00');
      assert.equal(formToSchedule(draft as ProfileFormValues), schedule);
    });
  }

  it('an edit: start at the last run without a next one; delivery, group, mode and association from the profile', () => {
    const { values: draft } = profileValues(
      profile({
        next_run_time: null,
        mode: 'audit-fix-restart',
        restart_deliver_delay: 2,
        restart_deliver_delay_window: 30,
        all_computers: true,
        tags: [],
      }),
      'edit',
      NOW,
    );
    assert.equal(draft.start_date, '2026-03-01T02:00');
    assert.equal(draft.title, 'Web tier');
    assert.equal(draft.access_group, 'servers');
    assert.equal(draft.benchmark, 'cis_level2_server');
    assert.equal(draft.mode, 'audit-fix-restart');
    assert.equal(draft.delivery_time, 'delayed');
    assert.equal(draft.deliver_delay, 2);
    assert.equal(draft.randomize_delivery, 'yes');
    assert.equal(draft.deliver_delay_window, 30);
    assert.equal(draft.all_computers, true);
    assert.equal(associationQuery(draft, GROUPS), '(access-group:servers OR access-group:production OR access-group:staging)');
  });

  it('no delay and no window read as as soon as possible, not randomised', () => {
    const { values: draft } = profileValues(profile({ mode: 'audit-fix-restart' }), 'edit', NOW);
    assert.equal(draft.delivery_time, 'asap');
    assert.equal(draft.deliver_delay, undefined);
    assert.equal(draft.randomize_delivery, 'no');
    assert.equal(draft.deliver_delay_window, undefined);
  });

  it('a duplicate: "{title} copy", no tailoring file, and a start that is not in the past', () => {
    const past = profileValues(profile({ next_run_time: null, tailoring_file_uri: 'https://x/usg/a/tailoring.xml' }), 'duplicate', NOW);
    assert.equal(past.values.title, 'Web tier copy');
    assert.equal(past.values.tailoring_file, null);
    assert.equal(past.values.start_date, '2026-03-10T09:30');
    const future = profileValues(profile({}), 'duplicate', NOW);
    assert.equal(future.values.start_date, '2026-04-03T02:00');
  });

  it('an unreadable schedule says why and starts the schedule from the defaults', () => {
    const { values: draft, scheduleProblem } = profileValues(profile({ schedule: 'FREQ=HOURLY' }), 'edit', NOW);
    assert.match(scheduleProblem ?? '', /FREQ/);
    assert.equal(draft.start_type, 'on-a-date');
    assert.equal(draft.start_date, '2026-04-03T02:00');
  });
});

describe('audit retention', () => {
  // Its text is the General settings' (auditRetentionText, tested there).
  it('treats -1 and 0 as infinite', () => {
    assert.equal(isInfiniteRetention(-1), true);
    assert.equal(isInfiniteRetention(0), true);
    assert.equal(isInfiniteRetention(90), false);
  });
});

describe('associationQuery: what the saved profile will cover', () => {
  const global = (values: { all_computers: boolean; tags: string[] }) => associationQuery({ ...values, access_group: 'global' }, GROUPS);

  it('in the root group: tags joined by OR, quoted when they need it; all instances is every instance', () => {
    assert.equal(global({ all_computers: false, tags: ['web', 'db'] }), '(tag:web OR tag:db)');
    assert.equal(global({ all_computers: false, tags: ['data centre'] }), 'tag:"data centre"');
    assert.equal(global({ all_computers: true, tags: ['web'] }), '');
    assert.equal(global({ all_computers: false, tags: [] }), null);
  });

  it('in another group: only its instances and those of the groups below it, as the server counts them', () => {
    assert.equal(
      associationQuery({ all_computers: false, tags: ['web', 'db'], access_group: 'servers' }, GROUPS),
      '(tag:web OR tag:db) (access-group:servers OR access-group:production OR access-group:staging)',
    );
    assert.equal(associationQuery({ all_computers: true, tags: [], access_group: 'production' }, GROUPS), 'access-group:production');
    assert.equal(associationQuery({ all_computers: false, tags: ['web'], access_group: 'desk tops' }, GROUPS), 'tag:web access-group:"desk tops"');
  });

  it('before the groups are known: the group alone (the root: no term)', () => {
    assert.equal(associationQuery({ all_computers: true, tags: [], access_group: 'servers' }, undefined), 'access-group:servers');
    assert.equal(associationQuery({ all_computers: true, tags: [], access_group: 'global' }, undefined), '');
  });
});

describe('step schemas', () => {
  it('name: the profile name is required (trimmed)', async () => {
    assert.deepEqual(await messages(nameSchema, { ...base, title: '   ' }), { title: 'This field is required.' });
    assert.deepEqual(await messages(nameSchema, base), {});
  });

  it('benchmark: base profile and mode are required', async () => {
    assert.deepEqual(await messages(benchmarkSchema, { ...base, benchmark: undefined, mode: undefined }), {
      benchmark: 'This field is required.',
      mode: 'This field is required.',
    });
  });

  const recurring = (changes: Partial<ProfileFormDraft>): ProfileFormDraft => ({ ...base, start_type: 'recurring', ...changes });

  it('schedule: a daily interval below 7 days, a non-positive or fractional one', async () => {
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: 3 })), { every: 'Enter an interval of at least 7 days.' });
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: 0 })), { every: 'Enter a positive number.' });
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: -2, unit_of_time: 'WEEKLY', days: ['MO'] })), {
      every: 'Enter a positive number.',
    });
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: 1.5, unit_of_time: 'MONTHLY' })), { every: 'Enter an integer.' });
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: undefined })), { every: 'This field is required.' });
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: 1, unit_of_time: 'WEEKLY', days: ['FR'] })), {});
    // A one-off run has no interval to check.
    assert.deepEqual(await messages(scheduleSchema, { ...base, every: 1 }), {});
  });

  it('schedule: the end must be after the start; dates are required', async () => {
    assert.deepEqual(await messages(scheduleSchema, recurring({ end_type: 'on-a-date', end_date: '2026-03-20T10:00' })), {
      end_date: 'The end date must be after the start date.',
    });
    assert.deepEqual(await messages(scheduleSchema, recurring({ end_type: 'on-a-date', end_date: '' })), { end_date: 'This field is required.' });
    assert.deepEqual(await messages(scheduleSchema, recurring({ end_type: 'on-a-date', end_date: '2026-03-20T10:01' })), {});
    assert.deepEqual(await messages(scheduleSchema, { ...base, start_date: '' }), { start_date: 'This field is required.' });
  });

  it('schedule: weekly needs a weekday, yearly a month', async () => {
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: 1, unit_of_time: 'WEEKLY', days: [] })), { days: 'This field is required.' });
    assert.deepEqual(await messages(scheduleSchema, recurring({ every: 1, unit_of_time: 'YEARLY', months: [] })), {
      months: 'This field is required.',
    });
  });

  it("schedule: the restart delivery's numbers are positive integers, only when they apply", async () => {
    const restart = (changes: Partial<ProfileFormDraft>) => ({ ...base, mode: 'audit-fix-restart' as const, ...changes });
    assert.deepEqual(await messages(scheduleSchema, restart({ delivery_time: 'delayed', deliver_delay: undefined })), {
      deliver_delay: 'This field is required.',
    });
    assert.deepEqual(await messages(scheduleSchema, restart({ delivery_time: 'delayed', deliver_delay: 0 })), {
      deliver_delay: 'Enter a positive number.',
    });
    assert.deepEqual(await messages(scheduleSchema, restart({ randomize_delivery: 'yes', deliver_delay_window: 2.5 })), {
      deliver_delay_window: 'Enter an integer.',
    });
    assert.deepEqual(await messages(scheduleSchema, restart({ deliver_delay: undefined, deliver_delay_window: undefined })), {});
    // Another mode never restarts: nothing to check.
    assert.deepEqual(await messages(scheduleSchema, { ...base, mode: 'audit-fix', delivery_time: 'delayed', deliver_delay: undefined }), {});
  });

  it('association: over the limit the chosen field says so; while counting it is invalid under no field', async () => {
    assert.deepEqual(await messages(associationSchema('ok'), base), {});
    assert.deepEqual(await messages(associationSchema('over-limit'), base), { tags: 'Associate at most 5,000 instances.' });
    assert.deepEqual(await messages(associationSchema('over-limit'), { ...base, all_computers: true }), {
      all_computers: 'Associate at most 5,000 instances.',
    });
    assert.deepEqual(await messages(associationSchema('counting'), base), { [COUNTING_PATH]: 'Counting the matching instances...' });
    assert.deepEqual(await messages(associationSchema('counting'), { ...base, all_computers: true }), {
      [COUNTING_PATH]: 'Counting the matching instances...',
    });
  });
});

describe('profile form actions', () => {
  const created = profile({ title: '<img src=x> baseline', mode: 'audit-fix-restart' });

  it('create: the SPEC notice from what the server made; the whole key family refetches', () => {
    const notice = createProfile.notice!(created, { values: base });
    assert.equal(notice.type, 'positive');
    // The title is marked as isolated from the sentence around it (issue 11).
    assert.equal(notice.title, `You have successfully created ${isolate('<img src=x> baseline')} security profile.`);
    assert.equal(notice.message, 'This profile will perform an initial run, apply remediation fixes on associated instances, restart them and generate an audit.');
    assert.deepEqual(createProfile.invalidates!({ values: base }, created), [securityProfileKeys.all]);
  });

  it('save: the notice depends on the mode', () => {
    const audit = saveProfile.notice!(profile({ mode: 'audit' }), { profile: { id: 7 }, values: base });
    assert.equal(audit.title, `You have successfully saved changes for ${isolate('Web tier')} security profile.`);
    assert.equal(audit.message, 'The changes applied will affect instances associated with this profile.');
    const fix = saveProfile.notice!(profile({ mode: 'audit-fix' }), { profile: { id: 7 }, values: base });
    assert.match(fix.message, /after running the profile/);
    assert.doesNotMatch(fix.message, /restart/);
    assert.deepEqual(saveProfile.invalidates!({ profile: { id: 7 }, values: base }, created), [securityProfileKeys.all]);
  });
});

describe('firstRunTime: the next run the confirmation names', () => {
  // Friday, November 27, 2026, 08:00 UTC.
  const friday = Date.UTC(2026, 10, 27, 8, 0);
  const schedule = (values: Partial<ProfileFormValues>) => ({ ...(addValues(friday) as ProfileFormValues), ...values });
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

  it('weekly on Monday from a Friday: the Monday, as the server will say once saved', () => {
    const values = schedule({ start_type: 'recurring', unit_of_time: 'WEEKLY', every: 1, days: ['MO'], start_date: '2026-11-27T10:00' });
    assert.equal(iso(firstRunTime(values)), '2026-11-30T10:00:00.000Z');
  });

  it('on a date: the start itself, even once that minute has begun (a profile added to run now)', () => {
    assert.equal(iso(firstRunTime(schedule({ start_date: '2026-11-27T08:00' }))), '2026-11-27T08:00:00.000Z');
  });

  it("monthly on the start's day of the month: the start itself", () => {
    const values = schedule({ start_type: 'recurring', unit_of_time: 'MONTHLY', every: 1, day_of_month_type: 'day-of-month', start_date: '2026-11-27T10:00' });
    assert.equal(iso(firstRunTime(values)), '2026-11-27T10:00:00.000Z');
  });

  it('nothing for values that make no schedule', () => {
    assert.equal(firstRunTime(schedule({ start_date: '' })), null);
  });
});
