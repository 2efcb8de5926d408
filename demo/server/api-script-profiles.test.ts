import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nextCronRun, parseCron } from './cron.ts';
import { HOSTILE_PROFILE_TITLE, LONG_PROFILE_TITLE } from './script-seed.ts';
import { SCRIPT_PROFILE_SHOWCASE as P, SCRIPT_SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface ProfileReply {
  id: number;
  title: string;
  script_id: number;
  access_group: string;
  username: string;
  time_limit: number;
  all_computers: boolean;
  tags: string[];
  archived: boolean;
  created_at: string;
  last_edited_at: string;
  created_by: { id: number; name: string } | null;
  trigger: Record<string, unknown>;
  computers: { num_associated_computers: number };
  activities: { last_activity: { id: number; type: string; summary: string; creation_time: string } | null };
}

const list = async (ns: TestNamespace, params: Record<string, string> = {}) =>
  (await call(ns.rest(`script-profiles?${new URLSearchParams(params)}`), { token: ns.token })).body;
const get = async (ns: TestNamespace, id: number) => (await call(ns.rest(`script-profiles/${id}`), { token: ns.token })).body as ProfileReply;
const create = (ns: TestNamespace, body: object) => call(ns.rest('script-profiles'), { method: 'POST', token: ns.token, body });
const edit = (ns: TestNamespace, id: number, body: object) => call(ns.rest(`script-profiles/${id}`), { method: 'PATCH', token: ns.token, body });
const archive = (ns: TestNamespace, id: number) => call(ns.rest(`script-profiles/${id}:archive`), { method: 'POST', token: ns.token });

async function inGlobex(ns: TestNamespace): Promise<TestNamespace> {
  const token = (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: 'globex' } })).body.token as string;
  return { ...ns, token };
}

/** globex's active "Check disk usage" (script 61). */
const GLOBEX_SCRIPT = 61;
const valid = {
  title: 'Hourly disk check',
  script_id: GLOBEX_SCRIPT,
  username: 'root',
  time_limit: 300,
  all_computers: false,
  tags: ['web'],
  trigger: { trigger_type: 'recurring', interval: '0 * * * *', start_after: '2030-01-01T00:00:00Z', last_run: '', next_run: '' },
};

describe('GET script-profiles', () => {
  it('lists active profiles by default, the others with archived=all|archived, searched by title', async () => {
    const ns = await createTestNamespace(server);
    const active = await list(ns);
    assert.equal(active.count, 10);
    assert.ok(active.results.every((profile: ProfileReply) => !profile.archived));
    assert.equal((await list(ns, { archived: 'all' })).count, 13);
    const archived = await list(ns, { archived: 'archived' });
    assert.deepEqual(archived.results.map((profile: ProfileReply) => profile.id).sort((a: number, b: number) => a - b), [P.archived, P.archivedWithScript, P.archivedWithRedactedScript]);
    assert.deepEqual((await list(ns, { search: 'DISK CHECK' })).results.map((profile: ProfileReply) => profile.id), [P.weekdays]);
    const paged = await list(ns, { limit: '3', offset: '3' });
    assert.deepEqual(paged.results.map((profile: ProfileReply) => profile.id), active.results.slice(3, 6).map((profile: ProfileReply) => profile.id));
    const bad = await call(ns.rest('script-profiles?archived=yes'), { token: ns.token });
    assert.deepEqual(bad.body, { error: 'InvalidParameter', message: '"archived" must be one of: all, active, archived.' });
  });

  it('answers the ScriptProfile shape with its trigger, association count and last run', async () => {
    const ns = await createTestNamespace(server);
    const nightly = await get(ns, P.nightly);
    assert.deepEqual(Object.keys(nightly), [
      'id', 'title', 'script_id', 'username', 'time_limit', 'all_computers', 'tags', 'archived', 'created_at', 'last_edited_at', 'created_by',
      'access_group', 'trigger', 'computers', 'activities',
    ]);
    assert.equal(nightly.script_id, SCRIPT_SHOWCASE.withProfiles);
    assert.equal(nightly.access_group, 'global');
    const trigger = nightly.trigger as { trigger_type: string; interval: string; start_after: string; next_run: string; last_run: string };
    assert.deepEqual(Object.keys(trigger), ['trigger_type', 'interval', 'start_after', 'next_run', 'last_run']);
    assert.equal(trigger.interval, '0 2 * * *');
    assert.match(trigger.next_run, /T02:00:00Z$/);
    const untilNext = Date.parse(trigger.next_run) - Date.now();
    assert.ok(untilNext > 0 && untilNext <= 86_400_000);
    assert.equal(trigger.next_run, new Date(nextCronRun(parseCron('0 2 * * *'), Date.now())!).toISOString().replace('.000', ''));
    const last = nightly.activities.last_activity!;
    assert.equal(trigger.last_run, last.creation_time);
    assert.match(last.summary, /^Run script "Rotate application logs" as root/);
    const counted = (await call(ns.rest(`computers?query=${encodeURIComponent('tag:web OR tag:api')}&limit=1`), { token: ns.token })).body.count;
    assert.ok(nightly.computers.num_associated_computers > 0 && nightly.computers.num_associated_computers <= counted);

    const weekdays = await get(ns, P.weekdays);
    assert.equal(weekdays.trigger['interval'], '*/30 * * * 1-5');
    const weekday = new Date(weekdays.trigger['next_run'] as string).getUTCDay();
    assert.ok(weekday >= 1 && weekday <= 5);
    assert.equal((await get(ns, P.monthly)).trigger['next_run'] !== null && /-01T02:15:00Z$/.test((await get(ns, P.monthly)).trigger['next_run'] as string), true);

    const event = await get(ns, P.postEnrollment);
    assert.deepEqual(event.trigger, { trigger_type: 'event', event_type: 'post_enrollment' });
    const finished = await get(ns, P.oneTimeFinished);
    assert.deepEqual(Object.keys(finished.trigger), ['trigger_type', 'timestamp', 'next_run', 'last_run', 'is_finished']);
    assert.equal(finished.trigger['is_finished'], true);
    assert.equal(finished.trigger['next_run'], null);
    assert.ok(Date.parse(finished.trigger['last_run'] as string) >= Date.parse(finished.trigger['timestamp'] as string));
    const future = await get(ns, P.oneTimeFuture);
    assert.equal(future.trigger['is_finished'], false);
    assert.equal(future.trigger['next_run'], future.trigger['timestamp']);
    assert.equal(future.trigger['last_run'], null);
    assert.equal(future.activities.last_activity, null);

    const all = await get(ns, P.allComputers);
    assert.equal(all.all_computers, true);
    assert.equal(all.access_group, 'desktops');
    const desktops = (await call(ns.rest('computers?query=access-group-recursive:desktops&limit=1'), { token: ns.token })).body.count;
    assert.equal(all.computers.num_associated_computers, desktops);
    assert.equal((await get(ns, P.longTitle)).title, LONG_PROFILE_TITLE);
    const hostile = await get(ns, P.hostile);
    assert.equal(hostile.title, HOSTILE_PROFILE_TITLE);
    assert.match(hostile.created_by!.name, /<script>/);
    const archived = await get(ns, P.archived);
    assert.equal(archived.archived, true);
    assert.equal(archived.trigger['next_run'], null);

    const missing = await call(ns.rest('script-profiles/999'), { token: ns.token });
    assert.deepEqual(missing.body, { error: 'ProfileNotFound', message: 'Script profile 999 does not exist.' });
  });

  it("lists a profile's runs, newest first; they are activities of the activity list", async () => {
    const ns = await createTestNamespace(server);
    const runs = (await call(ns.rest(`script-profiles/${P.manyRuns}/activities?limit=10`), { token: ns.token })).body;
    assert.equal(runs.count, 30);
    const times = runs.results.map((run: { creation_time: string }) => run.creation_time);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.ok(runs.results.every((run: { summary: string }) => run.summary.startsWith('Run script "Collect diagnostics" as root')));
    const first = runs.results[0];
    assert.deepEqual((await call(ns.rest(`activities/${first.id}`), { token: ns.token })).body, first);
    assert.deepEqual((await get(ns, P.manyRuns)).activities.last_activity, first);
    const more = (await call(ns.rest(`script-profiles/${P.manyRuns}/activities?limit=10&offset=20`), { token: ns.token })).body;
    assert.equal(more.results.length, 10);
    assert.equal(more.next, null);
    assert.equal((await call(ns.rest(`script-profiles/${P.allComputers}/activities`), { token: ns.token })).body.count, 0);
  });

  it('answers the limits', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual((await call(ns.rest('script-profile-limits'), { token: ns.token })).body, { max_num_computers: 5000, max_num_profiles: 10, min_interval: 30 });
  });
});

describe('POST script-profiles', () => {
  it('creates a profile (201) with the caller as its creator', async () => {
    const ns = await inGlobex(await createTestNamespace(server));
    const created = await create(ns, valid);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const profile = created.body as ProfileReply;
    assert.equal(profile.title, 'Hourly disk check');
    assert.equal(profile.archived, false);
    assert.deepEqual(profile.created_by, { id: 1, name: 'Ada Admin' });
    assert.deepEqual(profile.trigger, { trigger_type: 'recurring', interval: '0 * * * *', start_after: '2030-01-01T00:00:00Z', next_run: '2030-01-01T00:00:00Z', last_run: null });
    assert.ok(profile.computers.num_associated_computers > 0);
    assert.equal(profile.activities.last_activity, null);
    assert.deepEqual(await get(ns, profile.id), profile);
    const script = (await call(ns.rest(`scripts/${GLOBEX_SCRIPT}`), { token: ns.token })).body;
    assert.ok(script.script_profiles.some((entry: { id: number }) => entry.id === profile.id));

    const oneTime = await create(ns, { ...valid, title: 'Once', tags: [], all_computers: true, trigger: { trigger_type: 'one_time', timestamp: '2031-03-01T09:30:00', last_run: '', next_run: '' } });
    assert.deepEqual(oneTime.body.trigger, { trigger_type: 'one_time', timestamp: '2031-03-01T09:30:00Z', next_run: '2031-03-01T09:30:00Z', last_run: null, is_finished: false });
    const event = await create(ns, { ...valid, title: 'On enrollment', time_limit: undefined, tags: undefined, trigger: { trigger_type: 'event', event_type: 'post_enrollment' } });
    assert.equal(event.status, 201);
    assert.equal(event.body.time_limit, 300);
    assert.deepEqual(event.body.tags, []);
    assert.equal(event.body.computers.num_associated_computers, 0);
  });

  it('validates every field with a clear message', async () => {
    const ns = await inGlobex(await createTestNamespace(server));
    const recurringEvery = (interval: string) => ({ ...valid, trigger: { ...valid.trigger, interval } });
    const cases: [object, string, string][] = [
      [{ ...valid, title: ' ' }, 'InvalidParameter', '"title" must not be empty.'],
      [{ ...valid, title: undefined }, 'InvalidParameter', '"title" is required.'],
      [{ ...valid, script_id: undefined }, 'InvalidParameter', '"script_id" is required.'],
      [{ ...valid, script_id: 9999 }, 'ScriptNotFound', 'Script 9999 does not exist.'],
      [{ ...valid, script_id: 1 }, 'ScriptNotFound', 'Script 1 does not exist.'],
      [{ ...valid, script_id: 64 }, 'ScriptNotActive', 'Script "Legacy cron cleanup" is archived: a profile needs an active script.'],
      [{ ...valid, username: '' }, 'InvalidParameter', '"username" must not be empty.'],
      [{ ...valid, time_limit: 0 }, 'InvalidParameter', '"time_limit" must be at least 1.'],
      [{ ...valid, time_limit: 1.5 }, 'InvalidParameter', '"time_limit" must be a whole number.'],
      [{ ...valid, tags: ['9lives'] }, 'InvalidTag', 'Tag must starts with a letter'],
      [{ ...valid, all_computers: 'yes' }, 'InvalidParameter', '"all_computers" must be true or false.'],
      [{ ...valid, trigger: undefined }, 'InvalidParameter', '"trigger" is required.'],
      [{ ...valid, trigger: { trigger_type: 'weekly' } }, 'InvalidParameter', '"trigger_type" must be one of: event, one_time, recurring.'],
      [{ ...valid, trigger: { trigger_type: 'event', event_type: 'pre_enrollment' } }, 'InvalidParameter', '"event_type" must be one of: post_enrollment.'],
      [{ ...valid, trigger: { trigger_type: 'one_time' } }, 'InvalidParameter', '"timestamp" is required.'],
      [{ ...valid, trigger: { trigger_type: 'one_time', timestamp: '31/12/2030 10:00' } }, 'InvalidParameter', '"timestamp" must be a UTC date and time like 2030-06-01T09:30:00Z.'],
      [{ ...valid, trigger: { trigger_type: 'one_time', timestamp: '2030-02-30T10:00:00Z' } }, 'InvalidParameter', '"timestamp" must be a UTC date and time like 2030-06-01T09:30:00Z.'],
      [{ ...valid, trigger: { trigger_type: 'one_time', timestamp: '2030-01-01T10:00:00+02:00' } }, 'InvalidParameter', '"timestamp" must be a UTC date and time like 2030-06-01T09:30:00Z.'],
      [{ ...valid, trigger: { trigger_type: 'one_time', timestamp: '2020-01-01T10:00:00Z' } }, 'InvalidParameter', '"timestamp" must be in the future (2020-01-01T10:00:00Z has passed).'],
      [{ ...valid, trigger: { trigger_type: 'recurring' } }, 'InvalidParameter', '"interval" is required.'],
      [recurringEvery('0 8 * *'), 'InvalidInterval', 'The schedule must have 5 fields (minute hour day-of-month month day-of-week), like "0 8 * * *" (every day at 08:00 UTC); "0 8 * *" has 4.'],
      [recurringEvery('0 25 * * *'), 'InvalidInterval', '25 is out of range for the hour field (0–23).'],
      [recurringEvery('0 8 * * 5-1'), 'InvalidInterval', 'The range 5-1 in the day-of-week field ends before it starts.'],
      [recurringEvery('0 0 31 2 *'), 'InvalidInterval', 'The schedule "0 0 31 2 *" never runs: no such date comes.'],
      [recurringEvery('*/15 * * * *'), 'IntervalTooShort', 'There is a minimum interval of 30 minutes between runs.'],
      [recurringEvery('0,20 8 * * *'), 'IntervalTooShort', 'There is a minimum interval of 30 minutes between runs.'],
      [recurringEvery('50 23 * * *,') , 'InvalidInterval', 'The day-of-week field "*," has an empty item; separate values with single commas.'],
      [{ ...valid, trigger: { ...valid.trigger, start_after: 'tomorrow' } }, 'InvalidParameter', '"start_after" must be a UTC date and time like 2030-06-01T09:30:00Z.'],
    ];
    for (const [body, error, message] of cases) {
      const reply = await create(ns, body);
      assert.equal(reply.status, 400, message);
      assert.deepEqual(reply.body, { error, message });
    }
    // The minimum interval, exactly, and a run every 30 minutes across midnight are fine.
    assert.equal((await create(ns, recurringEvery('*/30 * * * *'))).status, 201);
    assert.equal((await create(ns, recurringEvery('0,30 * * * *'))).status, 201);
  });

  it('refuses an eleventh active profile and more than 5,000 instances', async () => {
    const ns = await createTestNamespace(server);
    const body = { ...valid, script_id: 8, tags: ['dns'] };
    const eleventh = await create(ns, body);
    assert.deepEqual(eleventh.body, { error: 'ProfileLimitReached', message: "You've reached the limit of 10 active script profiles. Archive one to add another." });
    assert.equal((await archive(ns, P.longTitle)).status, 200);
    const tooMany = await create(ns, { ...body, tags: [], all_computers: true });
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.error, 'TooManyComputers');
    assert.match(tooMany.body.message, /^The profile would be associated with 5,\d{3} instances, over the limit of 5,000\. Decrease the number of associated instances\.$/);
    assert.equal((await create(ns, body)).status, 201);
    assert.equal((await create(ns, { ...body, title: 'Twelfth' })).body.error, 'ProfileLimitReached');
  });
});

describe('PATCH and archive', () => {
  it('changes the fields given; [] clears the tags; the script and the trigger type stay', async () => {
    const ns = await createTestNamespace(server);
    const before = await get(ns, P.nightly);
    const edited = await edit(ns, P.nightly, { title: 'Nightly log rotation (web)', username: 'www-data', time_limit: 900 });
    assert.equal(edited.status, 200);
    assert.deepEqual([edited.body.title, edited.body.username, edited.body.time_limit, edited.body.tags], ['Nightly log rotation (web)', 'www-data', 900, ['web', 'api']]);
    assert.ok(edited.body.last_edited_at >= before.last_edited_at);
    const cleared = await edit(ns, P.nightly, { tags: [] });
    assert.deepEqual(cleared.body.tags, []);
    assert.equal(cleared.body.computers.num_associated_computers, 0);
    const rescheduled = await edit(ns, P.nightly, { trigger: { trigger_type: 'recurring', interval: '30 4 * * SAT', last_run: '', next_run: '' } });
    assert.equal(rescheduled.body.trigger.interval, '30 4 * * SAT');
    assert.equal(rescheduled.body.trigger.start_after, before.trigger['start_after'], 'start_after kept when not sent');
    assert.equal(new Date(rescheduled.body.trigger.next_run).getUTCDay(), 6);
    assert.deepEqual((await get(ns, P.nightly)).activities, before.activities, 'the runs stay');

    const typeChange = await edit(ns, P.nightly, { trigger: { trigger_type: 'event', event_type: 'post_enrollment' } });
    assert.deepEqual(typeChange.body, { error: 'TriggerTypeChanged', message: 'The trigger type of a profile cannot be changed (this one is "recurring").' });
    const scriptChange = await edit(ns, P.nightly, { script_id: 3 });
    assert.equal(scriptChange.body.error, 'ScriptChanged');
    assert.equal((await edit(ns, P.nightly, { script_id: SCRIPT_SHOWCASE.withProfiles, title: 'Same script' })).status, 200);
    assert.equal((await edit(ns, P.nightly, { trigger: { trigger_type: 'recurring', interval: '*/10 * * * *' } })).body.error, 'IntervalTooShort');
    assert.equal((await edit(ns, P.nightly, { all_computers: true })).body.error, 'TooManyComputers');
    assert.equal((await edit(ns, 999, { title: 'x' })).status, 404);
  });

  it('keeps a finished one-time trigger when the form sends it back unchanged, refuses another past time', async () => {
    const ns = await createTestNamespace(server);
    const finished = await get(ns, P.oneTimeFinished);
    const same = await edit(ns, P.oneTimeFinished, { title: 'Renewed once', trigger: { trigger_type: 'one_time', timestamp: finished.trigger['timestamp'], last_run: '', next_run: '' } });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.trigger.is_finished, true);
    const past = await edit(ns, P.oneTimeFinished, { trigger: { trigger_type: 'one_time', timestamp: '2021-01-01T00:00:00Z' } });
    assert.equal(past.body.message, '"timestamp" must be in the future (2021-01-01T00:00:00Z has passed).');
    const moved = await edit(ns, P.oneTimeFinished, { trigger: { trigger_type: 'one_time', timestamp: '2032-01-01T00:00:00Z' } });
    assert.deepEqual([moved.body.trigger.is_finished, moved.body.trigger.next_run], [false, '2032-01-01T00:00:00Z']);
  });

  it('archives once; archived profiles cannot be edited', async () => {
    const ns = await createTestNamespace(server);
    const archived = await archive(ns, P.weekdays);
    assert.equal(archived.status, 200);
    assert.equal(archived.body.archived, true);
    assert.equal(archived.body.trigger.next_run, null);
    assert.equal((await list(ns)).count, 9);
    const script = (await call(ns.rest(`scripts/${SCRIPT_SHOWCASE.manyVersions}`), { token: ns.token })).body;
    assert.deepEqual(script.script_profiles, []);
    const again = await archive(ns, P.weekdays);
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { error: 'ProfileArchived', message: '"Disk check every 30 minutes on weekdays" is archived; archived profiles cannot be archived again.' });
    assert.equal((await edit(ns, P.weekdays, { title: 'x' })).status, 409);
  });
});

describe('feature script-profiles', () => {
  it('answers 403 on every profile call when off', async () => {
    const ns = await createTestNamespace(server, { features: { 'script-profiles': false } });
    const calls: [string, string, object?][] = [
      ['GET', 'script-profiles'],
      ['GET', `script-profiles/${P.nightly}`],
      ['POST', 'script-profiles', valid],
      ['PATCH', `script-profiles/${P.nightly}`, { title: 'x' }],
      ['POST', `script-profiles/${P.nightly}:archive`],
      ['GET', `script-profiles/${P.nightly}/activities`],
      ['GET', 'script-profile-limits'],
    ];
    for (const [method, path, body] of calls) {
      const reply = await call(ns.rest(path), { method, token: ns.token, body });
      assert.equal(reply.status, 403, `${method} ${path}`);
      assert.deepEqual(reply.body, { error: 'FeatureDisabled', message: 'Script profiles are not enabled for this organisation.' });
    }
    // Scripts themselves stay.
    assert.equal((await call(ns.rest('scripts'), { token: ns.token })).status, 200);
    const me = (await call(ns.rest('me'), { token: ns.token })).body;
    assert.deepEqual(me.features.find((feature: { key: string }) => feature.key === 'script-profiles'), {
      key: 'script-profiles',
      enabled: false,
      name: 'Script profiles',
      description: 'Run scripts automatically: after enrollment, on a date or on a recurring schedule.',
    });
    // And it can be switched on.
    await call(ns.control('/options'), { method: 'PUT', body: { features: { 'script-profiles': true } } });
    assert.equal((await call(ns.rest('script-profiles'), { token: ns.token })).status, 200);
  });
});
