import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ScriptProfile } from '../../api/script-profiles.ts';
import { clean, decode } from '../../lib/list-params.ts';
import { addValues, associationQuery, changesBody, createBody, editValues, profileSchema, scheduleProblem, type ProfileFormValues } from './form/profile-form.ts';
import { profileActions } from './profile-actions-list.ts';
import { profileListRequest, scriptProfileListParams } from './profile-list.ts';
import { SCRIPT_PROFILE_TEXTS as T } from './texts.ts';

const NOW = Date.parse('2030-01-10T12:00:00Z');

function profile(trigger: ScriptProfile['trigger'], extra: Partial<ScriptProfile> = {}): ScriptProfile {
  return {
    id: 4,
    title: 'Morning diagnostics',
    script_id: 2,
    access_group: 'global',
    username: 'root',
    time_limit: 300,
    all_computers: false,
    tags: ['k8s-node', 'worker'],
    archived: false,
    trigger,
    ...extra,
  };
}

describe('the list request', () => {
  it('sends the status as the API names it, the search trimmed, the page as limit and offset', () => {
    assert.deepEqual(profileListRequest(clean(scriptProfileListParams, {}, {})), { archived: 'active', limit: 20, offset: 0 });
    assert.deepEqual(profileListRequest(decode(scriptProfileListParams, '?search=%20log%20&status=archived&currentPage=3&pageSize=50', {})), {
      archived: 'archived',
      search: 'log',
      limit: 50,
      offset: 100,
    });
    assert.deepEqual(profileListRequest(decode(scriptProfileListParams, '?status=all&search=%20%20', {})), { archived: 'all', limit: 20, offset: 0 });
    // A status the list does not know falls back to Active.
    assert.equal(profileListRequest(decode(scriptProfileListParams, '?status=redacted', {})).archived, 'active');
  });
});

describe('row actions', () => {
  it('offers Edit and Archive (last, destructive) only while active, each named with the profile', () => {
    assert.deepEqual(
      profileActions({ id: 1, title: 'Nightly', archived: false }).map((action) => [action.id, action.accessibleName, action.destructive ?? false]),
      [
        ['view', 'View details of Nightly script profile', false],
        ['edit', 'Edit Nightly script profile', false],
        ['archive', 'Archive Nightly script profile', true],
      ],
    );
    assert.deepEqual(profileActions({ id: 2, title: 'Old', archived: true }).map((action) => action.id), ['view']);
  });
});

describe('form values → request body', () => {
  const zone = 'Europe/Paris';
  const base: ProfileFormValues = { ...addValues(zone, NOW), title: '  Nightly  ', script: { id: 7, title: 'Backup', access_group: 'servers' }, username: ' root ' };

  it('starts as upstream (root, 300 s, no trigger) with dates in the user’s zone, "On a date" an hour ahead', () => {
    const values = addValues(zone, NOW);
    assert.equal(values.username, 'root');
    assert.equal(values.time_limit, 300);
    assert.equal(values.trigger_type, '');
    assert.equal(values.start_date, '2030-01-10T13:00');
    assert.equal(values.date, '2030-01-10T14:00');
  });

  it('sends each trigger exactly, dates typed in the zone as UTC, tags [] too', () => {
    assert.deepEqual(createBody({ ...base, trigger_type: 'event' }, zone), {
      script_id: 7,
      title: 'Nightly',
      username: 'root',
      time_limit: 300,
      all_computers: false,
      tags: [],
      trigger: { trigger_type: 'event', event_type: 'post_enrollment' },
    });
    assert.deepEqual(createBody({ ...base, trigger_type: 'one_time', date: '2030-06-01T11:30' }, zone).trigger, {
      trigger_type: 'one_time',
      timestamp: '2030-06-01T09:30:00Z',
    });
    assert.deepEqual(createBody({ ...base, trigger_type: 'recurring', start_date: '2030-01-15T08:00', interval: '  0  8 * * 1-5 ' }, zone).trigger, {
      trigger_type: 'recurring',
      interval: '0 8 * * 1-5',
      start_after: '2030-01-15T07:00:00Z',
    });
  });

  it('an edit sends every field but the script, so clearing the last tag sends tags: []', () => {
    const { values, origin } = editValues(profile({ trigger_type: 'event', event_type: 'post_enrollment' }), zone, NOW);
    const body = changesBody({ ...values, tags: [] }, zone, origin);
    assert.deepEqual(body, {
      title: 'Morning diagnostics',
      username: 'root',
      time_limit: 300,
      all_computers: false,
      tags: [],
      trigger: { trigger_type: 'event', event_type: 'post_enrollment' },
    });
    assert.equal('script_id' in body, false);
  });
});

describe('trigger round trip', () => {
  const zone = 'America/New_York';

  it('a recurring schedule made in the form reads back the same on edit, and saves unchanged', () => {
    const made = createBody(
      { ...addValues(zone, NOW), title: 'T', script: { id: 1, title: 'S' }, trigger_type: 'recurring', start_date: '2030-03-10T01:30', interval: '*/30 * * * MON-FRI' },
      zone,
    );
    assert.equal(made.trigger.trigger_type, 'recurring');
    const { values, origin } = editValues(profile(made.trigger as ScriptProfile['trigger']), zone, NOW);
    assert.equal(values.trigger_type, 'recurring');
    assert.equal(values.start_date, '2030-03-10T01:30');
    assert.equal(values.interval, '*/30 * * * MON-FRI');
    assert.deepEqual(changesBody(values, zone, origin).trigger, made.trigger);
  });

  it('a date reads back in the zone; the server’s own time goes back untouched, seconds included', () => {
    const stored = profile({ trigger_type: 'one_time', timestamp: '2030-06-01T09:30:45Z', next_run: null, last_run: null });
    const { values, origin } = editValues(stored, zone, NOW);
    assert.equal(values.date, '2030-06-01T05:30');
    assert.deepEqual(changesBody(values, zone, origin).trigger, { trigger_type: 'one_time', timestamp: '2030-06-01T09:30:45Z' });
    assert.deepEqual(changesBody({ ...values, date: '2030-06-01T06:00' }, zone, origin).trigger, { trigger_type: 'one_time', timestamp: '2030-06-01T10:00:00Z' });
  });
});

describe('checks', () => {
  const zone = 'UTC';
  const check = async (values: Partial<ProfileFormValues>, kind: 'add' | 'edit' = 'add', origin?: Parameters<typeof profileSchema>[0]['origin']) => {
    try {
      await profileSchema({ kind, zone, minInterval: 30, origin, now: () => NOW }).validate({ ...addValues(zone, NOW), title: 'T', script: { id: 1, title: 'S' }, ...values }, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('says the parser’s five messages and the server’s rules under the schedule', () => {
    assert.equal(scheduleProblem('0 8 * *', 30), 'Enter a complete interval.');
    assert.equal(scheduleProblem('0 8 * * 1;x', 30), 'Invalid character.');
    assert.equal(scheduleProblem('*/x 8 * * *', 30), 'Invalid value.');
    assert.equal(scheduleProblem('0 25 * * *', 30), 'Value out of range.');
    assert.equal(scheduleProblem('0 8 * * 5-1', 30), 'The end of a range must not be less than the start.');
    assert.equal(scheduleProblem('*/15 * * * *', 30), 'Runs of this schedule come 15 minutes apart; the minimum interval is 30 minutes.');
    assert.equal(scheduleProblem('0 0 31 2 *', 30), T.form.neverRuns);
    assert.equal(scheduleProblem('*/30 * * * 1-5', 30), undefined);
  });

  it('requires what upstream requires, a whole time limit of at least 1, a future date', async () => {
    assert.deepEqual(await check({ title: ' ', username: '', trigger_type: '' }), ['This field is required', 'This field is required', 'This field is required']);
    assert.deepEqual(await check({ trigger_type: 'event', script: undefined }), ['This field is required']);
    assert.deepEqual(await check({ trigger_type: 'event', script: undefined }, 'edit'), []);
    assert.deepEqual(await check({ trigger_type: 'event', time_limit: 1.5 }), ['Enter a whole number of seconds.']);
    assert.deepEqual(await check({ trigger_type: 'event', time_limit: 0 }), ['The time limit must be at least 1 second.']);
    assert.deepEqual(await check({ trigger_type: 'one_time', date: '2030-01-10T11:00' }), ['The date must be in the future.']);
    assert.deepEqual(await check({ trigger_type: 'one_time', date: '2030-01-10T11:00' }, 'edit', { date: '2030-01-10T11:00', start_date: '' }), []);
    assert.deepEqual(await check({ trigger_type: 'recurring', interval: '' }), ['This field is required']);
    assert.deepEqual(await check({ trigger_type: 'recurring', interval: '60 * * * *' }), ['Value out of range.']);
  });
});

describe('association count', () => {
  it('counts the script’s access group and those under it: all, or the tags (quoted when they must be)', () => {
    assert.equal(associationQuery({ all_computers: true, tags: [], trigger_type: 'recurring' }, 'servers'), 'access-group-recursive:servers');
    assert.equal(associationQuery({ all_computers: false, tags: ['web', 'a b'], trigger_type: 'one_time' }, 'global'), 'access-group-recursive:global (tag:web OR tag:"a b")');
    assert.equal(associationQuery({ all_computers: false, tags: [], trigger_type: 'recurring' }, 'global'), null);
    assert.equal(associationQuery({ all_computers: true, tags: [], trigger_type: 'event' }, 'global'), 'access-group-recursive:global', 'post enrollment: counted too');
  });
});
