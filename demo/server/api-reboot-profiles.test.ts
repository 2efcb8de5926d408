import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE_PROFILE_TAGS, HOSTILE_PROFILE_TITLE, LONG_PROFILE_TITLES } from './profile-seed.ts';
import { PROFILE_SHOWCASE as P } from './showcase.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface RebootReply {
  id: number;
  title: string;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  next_run: string;
  schedule: string;
  every: 'week';
  on_days: string[];
  at_hour: number;
  at_minute: number;
  deliver_within: number;
  deliver_delay_window: number;
  num_computers: number;
}

const DAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const list = async (ns: TestNamespace, params = '') => (await call(ns.rest(`rebootprofiles${params}`), { token: ns.token })).body;
const create = (ns: TestNamespace, body: object) => call(ns.rest('rebootprofiles'), { method: 'POST', token: ns.token, body });
const edit = (ns: TestNamespace, id: number, body: object) => call(ns.rest(`rebootprofiles/${id}`), { method: 'PATCH', token: ns.token, body });
const get = async (ns: TestNamespace, id: number) => (await call(ns.rest(`rebootprofiles/${id}`), { token: ns.token })).body as RebootReply;
const instanceCount = async (ns: TestNamespace, query: string) =>
  (await call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1' })}`), { token: ns.token })).body.count as number;

/** What the add form sends (profiles.md §4.3). */
const valid = {
  title: 'Thursday cache reboots',
  tags: ['cache'],
  access_group: 'servers',
  on_days: ['th', 'mo'],
  every: 'week',
  at_hour: 4,
  at_minute: 20,
  deliver_within: 2,
  deliver_delay_window: 30,
  all_computers: false,
};

describe('GET rebootprofiles', () => {
  it("pages acme's eight (default limit 1,000), globex's two, initech's none", async () => {
    const ns = await createTestNamespace(server);
    const page = await list(ns);
    assert.equal(page.count, 8);
    assert.equal(page.next, null);
    assert.equal(page.previous, null);
    assert.deepEqual(page.results.map((profile: RebootReply) => profile.id), [1, 2, 3, 4, 5, 6, 7, 8]);
    const second = await list(ns, '?limit=3&offset=3');
    assert.deepEqual(second.results.map((profile: RebootReply) => profile.id), [4, 5, 6]);
    assert.ok(second.next.includes('offset=6'));
    assert.deepEqual((await list(await inOrganisation(ns, 'globex'))).results.map((profile: RebootReply) => profile.id), [9, 10]);
    assert.deepEqual(await list(await inOrganisation(ns, 'initech')), { count: 0, next: null, previous: null, results: [] });
  });

  it('sends the RebootProfile shape with its schedule text and computed next run', async () => {
    const ns = await createTestNamespace(server);
    const weekdays = await get(ns, P.tagged);
    assert.deepEqual(Object.keys(weekdays), [
      'id', 'title', 'access_group', 'all_computers', 'tags', 'next_run', 'schedule', 'every', 'on_days', 'at_hour', 'at_minute', 'deliver_within',
      'deliver_delay_window', 'num_computers',
    ]);
    assert.deepEqual({ ...weekdays, next_run: '', num_computers: 0 }, {
      id: 2, title: 'Weekday web reboots', access_group: 'global', all_computers: false, tags: ['web'], next_run: '',
      schedule: 'FREQ=WEEKLY;BYDAY=mo,tu,we,th,fr;BYHOUR=23;BYMINUTE=30', every: 'week', on_days: ['mo', 'tu', 'we', 'th', 'fr'], at_hour: 23,
      at_minute: 30, deliver_within: 1, deliver_delay_window: 0, num_computers: 0,
    });
    const now = Date.now();
    for (const profile of (await list(ns)).results as RebootReply[]) {
      const next = new Date(profile.next_run);
      assert.ok(next.getTime() > now - 1000 && next.getTime() - now <= 7 * 86_400_000, profile.title);
      assert.ok(profile.on_days.includes(DAYS[next.getUTCDay()]!));
      assert.equal(next.getUTCHours(), profile.at_hour);
      assert.equal(next.getUTCMinutes(), profile.at_minute);
    }
  });

  it('has the showcase profiles and counts the instances as profile:reboot:{id} selects them', async () => {
    const ns = await createTestNamespace(server);
    const profiles = (await list(ns)).results as RebootReply[];
    const at = (id: number) => profiles.find((profile) => profile.id === id)!;
    assert.equal(at(P.allComputers).all_computers, true);
    assert.equal(at(P.longTitle).title, LONG_PROFILE_TITLES.reboot);
    assert.equal(at(P.hostile).title, HOSTILE_PROFILE_TITLE);
    assert.deepEqual(at(P.hostile).tags, HOSTILE_PROFILE_TAGS);
    assert.equal(at(P.unassociated).num_computers, 0);
    assert.equal(at(P.otherGroup).access_group, 'production');
    for (const profile of profiles) assert.equal(await instanceCount(ns, `profile:reboot:${profile.id}`), profile.num_computers, profile.title);
    // production holds only prod servers, so the db tag in production is fewer than every db server.
    assert.ok(at(P.otherGroup).num_computers < (await instanceCount(ns, 'tag:db')));
  });
});

describe('POST rebootprofiles', () => {
  it('answers 201 and the profile, which reads back identically', async () => {
    const ns = await createTestNamespace(server);
    const created = await create(ns, valid);
    assert.equal(created.status, 201);
    const profile = created.body as RebootReply;
    assert.equal(profile.id, 11);
    assert.equal(profile.schedule, 'FREQ=WEEKLY;BYDAY=th,mo;BYHOUR=4;BYMINUTE=20');
    assert.deepEqual(
      { title: profile.title, tags: profile.tags, access_group: profile.access_group, on_days: profile.on_days, every: profile.every, at_hour: profile.at_hour, at_minute: profile.at_minute, deliver_within: profile.deliver_within, deliver_delay_window: profile.deliver_delay_window, all_computers: profile.all_computers },
      valid,
    );
    assert.deepEqual({ ...(await get(ns, 11)), next_run: '' }, { ...profile, next_run: '' });
    assert.equal(profile.num_computers, await instanceCount(ns, 'profile:reboot:11'));
    assert.ok(profile.num_computers > 0);
  });

  it('defaults what the docs default: minute 0, within 1 hour, no window, global, no association', async () => {
    const ns = await createTestNamespace(server);
    const profile = (await create(ns, { title: 'Minimal', on_days: ['mo'], at_hour: 21 })).body as RebootReply;
    assert.deepEqual(
      { at_minute: profile.at_minute, deliver_within: profile.deliver_within, deliver_delay_window: profile.deliver_delay_window, access_group: profile.access_group, tags: profile.tags, all_computers: profile.all_computers, num_computers: profile.num_computers },
      { at_minute: 0, deliver_within: 1, deliver_delay_window: 0, access_group: 'global', tags: [], all_computers: false, num_computers: 0 },
    );
  });

  const refusals: [string, object, string, string][] = [
    ['no title', { title: ' ' }, 'InvalidParameter', '"title" must not be empty.'],
    ['no days', { on_days: [] }, 'InvalidParameter', '"on_days" must list at least one day.'],
    ['a day that is not one', { on_days: ['mon'] }, 'InvalidParameter', '"on_days" must list days of the week as mo, tu, we, th, fr, sa or su (got "mon").'],
    ['hour 24', { at_hour: 24 }, 'InvalidParameter', '"at_hour" must be at most 23.'],
    ['minute -1', { at_minute: -1 }, 'InvalidParameter', '"at_minute" must be at least 0.'],
    ['an hour as text', { at_hour: '4' }, 'InvalidParameter', '"at_hour" must be a whole number.'],
    ['another frequency', { every: 'month' }, 'InvalidParameter', '"every" must be one of: week.'],
    ['an unknown access group', { access_group: 'nowhere' }, 'UnknownAccessGroup', 'Access group "nowhere" does not exist.'],
    ['a window at the expiry', { deliver_within: 0, deliver_delay_window: 5 }, 'InvalidParameter', "Deliver delay window of '5' minutes should be shorter than the 'deliver within' expiration time of 0 hours."],
    ['a window over 30 days', { deliver_within: 1000, deliver_delay_window: 50_000 }, 'InvalidParameter', 'Deliver delay window in minutes must be a number less than or equal to 30 days (43200 minutes).'],
    ['a bad tag', { tags: ['has space'] }, 'InvalidTag', 'Tag can only contain letters, numbers, hyphens, and underscores'],
  ];
  for (const [what, change, error, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const ns = await createTestNamespace(server);
      const reply = await create(ns, { ...valid, ...change });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body, { error, message });
      assert.equal((await list(ns)).count, 8);
    });
  }
});

describe('PATCH and DELETE rebootprofiles/{id}', () => {
  it('changes only what is sent; tags: [] clears; the schedule changes as a whole', async () => {
    const ns = await createTestNamespace(server);
    const renamed = (await edit(ns, P.otherGroup, { title: 'DB reboots', tags: [] })).body as RebootReply;
    assert.equal(renamed.title, 'DB reboots');
    assert.deepEqual(renamed.tags, []);
    assert.equal(renamed.num_computers, 0);
    assert.equal(renamed.schedule, 'FREQ=WEEKLY;BYDAY=we;BYHOUR=2;BYMINUTE=15');
    const listed = ((await list(ns)).results as RebootReply[]).find((profile) => profile.id === P.otherGroup)!;
    assert.deepEqual(listed.tags, []);
    const rescheduled = (await edit(ns, P.otherGroup, { every: 'week', on_days: ['sa', 'su'], at_hour: 0, at_minute: 5 })).body as RebootReply;
    assert.equal(rescheduled.schedule, 'FREQ=WEEKLY;BYDAY=sa,su;BYHOUR=0;BYMINUTE=5');
    assert.ok(['sa', 'su'].includes(DAYS[new Date(rescheduled.next_run).getUTCDay()]!));
    assert.equal(rescheduled.title, 'DB reboots');
  });

  it('takes the whole form back (the access group unchanged) and switches all instances off', async () => {
    const ns = await createTestNamespace(server);
    const profile = await get(ns, P.allComputers);
    const { id: _id, next_run: _next, schedule: _schedule, num_computers: _count, ...form } = profile;
    const reply = await edit(ns, profile.id, { ...form, all_computers: false, tags: ['web'], deliver_within: 3 });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.all_computers, false);
    assert.equal(reply.body.deliver_within, 3);
    assert.equal(reply.body.num_computers, await instanceCount(ns, 'tag:web'));
  });

  it('refuses part of a schedule, an empty edit, another access group, a bad window; 404 for an unknown id', async () => {
    const ns = await createTestNamespace(server);
    const part = await edit(ns, P.tagged, { on_days: ['mo'], at_hour: 1 });
    assert.deepEqual(part.body, {
      error: 'InvalidParameterCombination',
      message: 'To change the schedule send every, on_days, at_hour and at_minute together (missing: every, at_minute).',
    });
    assert.equal((await edit(ns, P.tagged, {})).status, 400);
    assert.deepEqual((await edit(ns, P.tagged, { access_group: 'servers' })).body, {
      error: 'InvalidParameter',
      message: 'The access group of a reboot profile cannot be changed (this one is in "global").',
    });
    assert.equal((await edit(ns, P.tagged, { access_group: 'nowhere' })).body.error, 'UnknownAccessGroup');
    assert.equal((await edit(ns, P.tagged, { deliver_delay_window: 60 })).body.error, 'InvalidParameter');
    const unknown = await edit(ns, 999, { title: 'x' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'ProfileNotFound', message: 'Reboot profile 999 does not exist.' });
    assert.equal((await get(ns, P.tagged)).title, 'Weekday web reboots');
  });

  it('deletes: 204, gone from the list and the instance search', async () => {
    const ns = await createTestNamespace(server);
    const deleted = await call(ns.rest(`rebootprofiles/${P.hostile}`), { method: 'DELETE', token: ns.token });
    assert.equal(deleted.status, 204);
    assert.equal(deleted.body, '');
    assert.deepEqual((await list(ns)).results.map((profile: RebootReply) => profile.id), [1, 2, 3, 4, 5, 7, 8]);
    assert.equal((await call(ns.rest(`rebootprofiles/${P.hostile}`), { method: 'DELETE', token: ns.token })).status, 404);
    assert.equal((await call(ns.rest(`computers?query=profile:reboot:${P.hostile}`), { token: ns.token })).status, 400);
  });
});
