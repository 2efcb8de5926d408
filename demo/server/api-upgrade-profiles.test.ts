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

interface UpgradeReply {
  id: number;
  name: string;
  title: string;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  upgrade_type: string;
  autoremove: boolean;
  every: 'hour' | 'week';
  on_days: string[];
  at_hour?: string;
  at_minute: string;
  deliver_within: string;
  deliver_delay_window: string;
  next_run: string;
  computers: { num_associated_computers: number };
}

const DAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}) => call(ns.legacy(action, params), { token: ns.token });
const list = async (ns: TestNamespace) => (await legacy(ns, 'GetUpgradeProfiles')).body as UpgradeReply[];
const byName = async (ns: TestNamespace, name: string) => (await list(ns)).find((profile) => profile.name === name);
const instanceCount = async (ns: TestNamespace, query: string) =>
  (await call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1' })}`), { token: ns.token })).body.count as number;

const weekly = {
  title: 'Tuesday and Friday upgrades',
  every: 'week',
  'on_days.1': 'tu',
  'on_days.2': 'fr',
  at_hour: '2',
  at_minute: '30',
  deliver_within: '3',
  deliver_delay_window: '45',
  upgrade_type: 'security',
  autoremove: 'true',
  access_group: 'servers',
  all_computers: 'false',
  'tags.1': 'web',
  'tags.2': 'db',
};

describe('GetUpgradeProfiles', () => {
  it("lists acme's eight, globex's two and initech's none, bare arrays", async () => {
    const ns = await createTestNamespace(server);
    const acme = await list(ns);
    assert.deepEqual(acme.map((profile) => profile.id), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual((await list(await inOrganisation(ns, 'globex'))).map((profile) => profile.id), [9, 10]);
    assert.deepEqual(await list(await inOrganisation(ns, 'initech')), []);
    const security = (await legacy(ns, 'GetUpgradeProfiles', { upgrade_type: 'security' })).body as UpgradeReply[];
    assert.ok(security.length > 0 && security.every((profile) => profile.upgrade_type === 'security'));
  });

  it('sends the UpgradeProfile shape: numbers as text, at_hour only when weekly', async () => {
    const ns = await createTestNamespace(server);
    const [nightly, hourly] = await list(ns);
    assert.deepEqual(Object.keys(nightly!), [
      'id', 'name', 'title', 'access_group', 'all_computers', 'tags', 'upgrade_type', 'autoremove', 'every', 'on_days', 'at_hour', 'at_minute',
      'deliver_within', 'deliver_delay_window', 'next_run', 'computers',
    ]);
    assert.deepEqual({ ...nightly, next_run: '', computers: null }, {
      id: 1, name: 'nightly-security-upgrades', title: 'Nightly security upgrades', access_group: 'global', all_computers: true, tags: [],
      upgrade_type: 'security', autoremove: false, every: 'week', on_days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], at_hour: '2', at_minute: '30',
      deliver_within: '2', deliver_delay_window: '30', next_run: '', computers: null,
    });
    assert.equal(hourly!.every, 'hour');
    assert.equal('at_hour' in hourly!, false);
    assert.equal(hourly!.at_minute, '15');
    assert.equal(hourly!.deliver_delay_window, '0');
  });

  it('has the showcase profiles: long title, hostile title and tags, no association, another group', async () => {
    const ns = await createTestNamespace(server);
    const profiles = await list(ns);
    const at = (id: number) => profiles.find((profile) => profile.id === id)!;
    assert.equal(at(P.longTitle).title, LONG_PROFILE_TITLES.upgrade);
    assert.ok(at(P.longTitle).title.length >= 115);
    assert.equal(at(P.hostile).title, HOSTILE_PROFILE_TITLE);
    assert.deepEqual(at(P.hostile).tags, HOSTILE_PROFILE_TAGS);
    assert.ok(at(P.hostile).computers.num_associated_computers > 0);
    assert.equal(at(P.unassociated).computers.num_associated_computers, 0);
    assert.equal(at(P.otherGroup).access_group, 'production');
    assert.equal(at(P.secondGroup).access_group, 'desktops');
  });

  it('computes next_run: hourly at the minute (on its days when it has some), weekly on a day at the time, both after now', async () => {
    const ns = await createTestNamespace(server);
    const before = Date.now();
    const profiles = await list(ns);
    for (const profile of profiles) {
      const next = Date.parse(profile.next_run);
      const date = new Date(next);
      assert.ok(next > before - 1000, `${profile.title}: ${profile.next_run} is not ahead`);
      assert.equal(date.getUTCMinutes(), Number(profile.at_minute));
      if (profile.on_days.length > 0) assert.ok(profile.on_days.includes(DAYS[date.getUTCDay()]!), `${profile.title} runs on ${profile.on_days}`);
      if (profile.every === 'hour') {
        if (profile.on_days.length === 0) assert.ok(next - before <= 3_600_000, `${profile.title}: within the hour`);
      } else {
        assert.equal(date.getUTCHours(), Number(profile.at_hour));
        assert.ok(next - before <= 7 * 86_400_000);
      }
    }
  });

  it('counts the associated instances as the profile:upgrade:{id} search selects them', async () => {
    const ns = await createTestNamespace(server);
    for (const profile of await list(ns)) {
      assert.equal(await instanceCount(ns, `profile:upgrade:${profile.id}`), profile.computers.num_associated_computers, profile.title);
    }
    const all = (await call(ns.rest('computers?limit=1'), { token: ns.token })).body.count;
    assert.equal((await list(ns))[0]!.computers.num_associated_computers, all);
    const unknown = await call(ns.rest('computers?query=profile:upgrade:999'), { token: ns.token });
    assert.deepEqual(unknown.body, { error: 'InvalidQuery', message: 'Upgrade profile 999 does not exist.' });
  });
});

describe('CreateUpgradeProfile', () => {
  it('makes a weekly profile whose schedule reads back as sent; its name is the title’s slug', async () => {
    const ns = await createTestNamespace(server);
    const created = await legacy(ns, 'CreateUpgradeProfile', weekly);
    assert.equal(created.status, 200);
    const profile = created.body as UpgradeReply;
    assert.equal(profile.name, 'tuesday-and-friday-upgrades');
    assert.deepEqual(
      { ...profile, id: 0, next_run: '', computers: 0 },
      {
        id: 0, name: 'tuesday-and-friday-upgrades', title: 'Tuesday and Friday upgrades', access_group: 'servers', all_computers: false, tags: ['web', 'db'],
        upgrade_type: 'security', autoremove: true, every: 'week', on_days: ['tu', 'fr'], at_hour: '2', at_minute: '30', deliver_within: '3',
        deliver_delay_window: '45', next_run: '', computers: 0,
      },
    );
    assert.deepEqual(await byName(ns, profile.name), profile);
    assert.equal(profile.computers.num_associated_computers, await instanceCount(ns, `profile:upgrade:${profile.id}`));
    assert.ok(profile.computers.num_associated_computers > 0);
  });

  it('makes an hourly profile without at_hour (one sent is dropped); days are optional', async () => {
    const ns = await createTestNamespace(server);
    const profile = (await legacy(ns, 'CreateUpgradeProfile', { title: 'Every hour', every: 'hour', at_hour: '5', at_minute: '5', on_days: '' })).body as UpgradeReply;
    assert.equal(profile.every, 'hour');
    assert.equal('at_hour' in profile, false);
    assert.deepEqual(profile.on_days, []);
    assert.equal(profile.deliver_within, '1');
    assert.equal(profile.access_group, 'global');
    assert.equal(profile.upgrade_type, 'all');
    assert.equal(new Date(profile.next_run).getUTCMinutes(), 5);
  });

  it('takes the same parameters in a POST form body', async () => {
    const ns = await createTestNamespace(server);
    const posted = await call(ns.legacy('CreateUpgradeProfile'), { method: 'POST', token: ns.token, form: weekly });
    assert.equal(posted.status, 200);
    const viaGet = (await legacy(await createTestNamespace(server), 'CreateUpgradeProfile', weekly)).body as UpgradeReply;
    assert.deepEqual({ ...posted.body, next_run: '' }, { ...viaGet, next_run: '' });
  });

  const refusals: [string, Record<string, string>, number, string, string][] = [
    ['no title', { title: '' }, 400, 'InvalidParameter', '"title" must not be empty.'],
    ['an unknown access group', { access_group: 'nowhere' }, 400, 'UnknownAccessGroup', 'Access group "nowhere" does not exist.'],
    ['no frequency', { every: '' }, 400, 'InvalidParameter', '"every" must not be empty.'],
    ['another frequency', { every: 'day' }, 400, 'InvalidParameter', '"every" must be one of: hour, week.'],
    ['hour 24', { at_hour: '24' }, 400, 'InvalidParameter', '"at_hour" must be at most 23.'],
    ['minute 60', { at_minute: '60' }, 400, 'InvalidParameter', '"at_minute" must be at most 59.'],
    ['a weekly profile without an hour', { at_hour: '' }, 400, 'InvalidParameter', '"at_hour" must be a whole number.'],
    ['a day that is not one', { 'on_days.2': 'friday' }, 400, 'InvalidParameter', '"on_days" must list days of the week as mo, tu, we, th, fr, sa or su (got "friday").'],
    ['a window as long as the expiry', { deliver_within: '1', deliver_delay_window: '60' }, 400, 'InvalidParameter', "Deliver delay window of '60' minutes should be shorter than the 'deliver within' expiration time of 1 hour."],
    ['a window over 30 days', { deliver_within: '1000', deliver_delay_window: '43201' }, 400, 'InvalidParameter', 'Deliver delay window in minutes must be a number less than or equal to 30 days (43200 minutes).'],
    ['a bad tag', { 'tags.2': '9lives' }, 400, 'InvalidTag', 'Tag must starts with a letter'],
    ['a title another profile’s name has', { title: 'Nightly  Security Upgrades!' }, 400, 'DuplicateName', 'The title "Nightly  Security Upgrades!" makes the name "nightly-security-upgrades", which another upgrade profile has. Choose another title.'],
    ['a list sent as one value', { tags: 'web' }, 400, 'InvalidParameter', '"tags" is a list: send tags.1, tags.2, … (or "tags=" once, empty, for no tags).'],
  ];
  for (const [what, change, status, error, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const ns = await createTestNamespace(server);
      const reply = await legacy(ns, 'CreateUpgradeProfile', { ...weekly, ...change });
      assert.equal(reply.status, status);
      assert.deepEqual(reply.body, { error, message });
      assert.equal((await list(ns)).length, 8);
    });
  }

  it('refuses a weekly profile without days and without an hour', async () => {
    const ns = await createTestNamespace(server);
    const { 'on_days.1': _a, 'on_days.2': _b, ...noDays } = weekly;
    const reply = await legacy(ns, 'CreateUpgradeProfile', noDays);
    assert.equal(reply.status, 400);
    assert.equal(reply.body.error, 'InvalidParameterCombination');
    assert.match(reply.body.message, /A weekly profile needs at least one day/);
    const { at_hour: _hour, ...noHour } = weekly;
    assert.deepEqual((await legacy(ns, 'CreateUpgradeProfile', noHour)).body, {
      error: 'InvalidParameter',
      message: '"at_hour" is required for a weekly profile (0–23, UTC).',
    });
  });
});

describe('EditUpgradeProfile', () => {
  it('changes what is sent and keeps the rest; the name stays', async () => {
    const ns = await createTestNamespace(server);
    const edited = await legacy(ns, 'EditUpgradeProfile', { name: 'database-maintenance-window', title: 'DB window', at_hour: '3', autoremove: 'false' });
    assert.equal(edited.status, 200);
    const profile = edited.body as UpgradeReply;
    assert.equal(profile.name, 'database-maintenance-window');
    assert.equal(profile.title, 'DB window');
    assert.equal(profile.at_hour, '3');
    assert.equal(profile.autoremove, false);
    assert.deepEqual(profile.on_days, ['tu']);
    assert.deepEqual(profile.tags, ['db']);
    assert.deepEqual({ ...(await byName(ns, 'database-maintenance-window')), next_run: '' }, { ...profile, next_run: '' });
  });

  it('clears the tags with tags= once, turns the window off with 0, and can associate all instances', async () => {
    const ns = await createTestNamespace(server);
    const name = 'weekend-full-upgrade-for-workers';
    const profile = (await call(ns.legacy('EditUpgradeProfile'), { method: 'POST', token: ns.token, form: { name, tags: '', deliver_delay_window: '0', all_computers: 'true' } })).body as UpgradeReply;
    assert.deepEqual(profile.tags, []);
    assert.equal(profile.deliver_delay_window, '0');
    assert.equal(profile.all_computers, true);
    const listed = await byName(ns, name);
    assert.deepEqual(listed!.tags, []);
    assert.equal(listed!.deliver_delay_window, '0');
    assert.equal(listed!.computers.num_associated_computers, await instanceCount(ns, `profile:upgrade:${profile.id}`));
  });

  it('switches weekly to hourly (at_hour goes) and back (at_hour needed again); days can be cleared for hourly', async () => {
    const ns = await createTestNamespace(server);
    const name = 'database-maintenance-window';
    const hourly = (await legacy(ns, 'EditUpgradeProfile', { name, every: 'hour', on_days: '' })).body as UpgradeReply;
    assert.equal(hourly.every, 'hour');
    assert.equal('at_hour' in hourly, false);
    assert.deepEqual(hourly.on_days, []);
    const noHour = await legacy(ns, 'EditUpgradeProfile', { name, every: 'week', 'on_days.1': 'mo' });
    assert.equal(noHour.status, 400);
    const weeklyAgain = (await legacy(ns, 'EditUpgradeProfile', { name, every: 'week', 'on_days.1': 'mo', at_hour: '6' })).body as UpgradeReply;
    assert.equal(weeklyAgain.at_hour, '6');
    const noDays = await legacy(ns, 'EditUpgradeProfile', { name, on_days: '' });
    assert.equal(noDays.body.error, 'InvalidParameterCombination');
  });

  it('checks the window against the expiry after the edit', async () => {
    const ns = await createTestNamespace(server);
    // Nightly: 2 hours, 30 minutes.
    const reply = await legacy(ns, 'EditUpgradeProfile', { name: 'nightly-security-upgrades', deliver_within: '0' });
    assert.deepEqual(reply.body, {
      error: 'InvalidParameter',
      message: "Deliver delay window of '30' minutes should be shorter than the 'deliver within' expiration time of 0 hours.",
    });
  });

  it('refuses access_group (as a real server does: upstream 1.14 sends it), an unknown profile, a taken title', async () => {
    const ns = await createTestNamespace(server);
    const withGroup = await legacy(ns, 'EditUpgradeProfile', { name: 'developer-desktops', title: 'Desktops', access_group: 'desktops' });
    assert.deepEqual(withGroup.body, {
      error: 'InvalidParameter',
      message: 'EditUpgradeProfile does not take "access_group": a profile stays in the access group it was made in.',
    });
    assert.equal(withGroup.status, 400);
    assert.equal((await byName(ns, 'developer-desktops'))!.title, 'Developer desktops');
    const unknown = await legacy(ns, 'EditUpgradeProfile', { name: 'nope', title: 'x' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'UnknownUpgradeProfile', message: 'Upgrade profile "nope" does not exist.' });
    const taken = await legacy(ns, 'EditUpgradeProfile', { name: 'developer-desktops', title: 'Nightly security upgrades' });
    assert.equal(taken.body.error, 'DuplicateName');
    const noName = await legacy(ns, 'EditUpgradeProfile', { title: 'x' });
    assert.deepEqual(noName.body, { error: 'InvalidParameter', message: '"name" is required.' });
  });

  it('keeps a hostile tag the profile already has when the tags are sent back', async () => {
    const ns = await createTestNamespace(server);
    const hostile = (await list(ns)).find((profile) => profile.id === P.hostile)!;
    const tags = Object.fromEntries(hostile.tags.map((tag, index) => [`tags.${index + 1}`, tag]));
    const reply = await legacy(ns, 'EditUpgradeProfile', { name: hostile.name, title: 'Renamed', ...tags });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body.tags, hostile.tags);
  });
});

describe('RemoveUpgradeProfile, Associate and Disassociate', () => {
  it('removes a profile ({} answered); an unknown one is 404', async () => {
    const ns = await createTestNamespace(server);
    const removed = await legacy(ns, 'RemoveUpgradeProfile', { name: 'developer-desktops' });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body, {});
    assert.equal(await byName(ns, 'developer-desktops'), undefined);
    assert.equal((await legacy(ns, 'RemoveUpgradeProfile', { name: 'developer-desktops' })).status, 404);
    const search = await call(ns.rest(`computers?query=profile:upgrade:${P.secondGroup}`), { token: ns.token });
    assert.equal(search.status, 400);
  });

  it('associates and disassociates tags or all instances; both at once is refused', async () => {
    const ns = await createTestNamespace(server);
    const name = 'quarterly-full-upgrade-not-assigned-yet';
    const tagged = (await legacy(ns, 'AssociateUpgradeProfile', { name, 'tags.1': 'web', 'tags.2': 'api' })).body as UpgradeReply;
    assert.deepEqual(tagged.tags, ['web', 'api']);
    assert.equal(tagged.computers.num_associated_computers, await instanceCount(ns, 'tag:web OR tag:api'));
    const all = (await legacy(ns, 'AssociateUpgradeProfile', { name, all_computers: 'true' })).body as UpgradeReply;
    assert.equal(all.all_computers, true);
    assert.deepEqual(all.tags, ['web', 'api']);
    const notAll = (await legacy(ns, 'DisassociateUpgradeProfile', { name, all_computers: 'true' })).body as UpgradeReply;
    assert.equal(notAll.all_computers, false);
    const lessTags = (await legacy(ns, 'DisassociateUpgradeProfile', { name, 'tags.1': 'web' })).body as UpgradeReply;
    assert.deepEqual(lessTags.tags, ['api']);
    const both = await legacy(ns, 'AssociateUpgradeProfile', { name, all_computers: 'true', 'tags.1': 'db' });
    assert.equal(both.status, 400);
    assert.equal(both.body.error, 'InvalidParameterCombination');
    assert.equal((await legacy(ns, 'AssociateUpgradeProfile', { name })).body.error, 'InvalidParameterCombination');
    assert.equal((await legacy(ns, 'AssociateUpgradeProfile', { name: 'nope', 'tags.1': 'db' })).status, 404);
  });
});
