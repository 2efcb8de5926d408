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

interface RemovalReply {
  id: number;
  name: string;
  title: string;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  days_without_exchange: number;
  cascade_to_children: boolean;
  computers: { num_associated_computers: number };
}

const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}) => call(ns.legacy(action, params), { token: ns.token });
const list = async (ns: TestNamespace) => (await legacy(ns, 'GetRemovalProfiles')).body as RemovalReply[];
const byName = async (ns: TestNamespace, name: string) => (await list(ns)).find((profile) => profile.name === name);
const instanceCount = async (ns: TestNamespace, query: string) =>
  (await call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1' })}`), { token: ns.token })).body.count as number;

const valid = { title: 'Stale WSL instances', days_without_exchange: '21', access_group: 'wsl', all_computers: 'false', 'tags.1': 'wsl' };

describe('GetRemovalProfiles', () => {
  it("lists acme's eight in the RemovalProfile shape, globex's two, initech's none", async () => {
    const ns = await createTestNamespace(server);
    const profiles = await list(ns);
    assert.deepEqual(profiles.map((profile) => profile.id), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual(Object.keys(profiles[0]!), ['id', 'name', 'title', 'access_group', 'all_computers', 'tags', 'days_without_exchange', 'cascade_to_children', 'computers']);
    assert.deepEqual({ ...profiles[0]!, computers: null }, {
      id: 1, name: 'stale-computers', title: 'Stale computers', access_group: 'global', all_computers: true, tags: [], days_without_exchange: 90,
      cascade_to_children: false, computers: null,
    });
    assert.deepEqual((await list(await inOrganisation(ns, 'globex'))).map((profile) => profile.id), [9, 10]);
    assert.deepEqual(await list(await inOrganisation(ns, 'initech')), []);
  });

  it('has the showcase profiles and counts instances as profile:removal:{id} selects them', async () => {
    const ns = await createTestNamespace(server);
    const profiles = await list(ns);
    const at = (id: number) => profiles.find((profile) => profile.id === id)!;
    assert.equal(at(P.longTitle).title, LONG_PROFILE_TITLES.removal);
    assert.equal(at(P.hostile).title, HOSTILE_PROFILE_TITLE);
    assert.deepEqual(at(P.hostile).tags, HOSTILE_PROFILE_TAGS);
    assert.equal(at(P.unassociated).computers.num_associated_computers, 0);
    assert.equal(at(P.unassociated).days_without_exchange, 2_147_483_647);
    assert.equal(at(P.otherGroup).access_group, 'staging');
    assert.equal(at(P.secondGroup).cascade_to_children, true);
    for (const profile of profiles) {
      assert.equal(await instanceCount(ns, `profile:removal:${profile.id}`), profile.computers.num_associated_computers, profile.title);
    }
  });
});

describe('CreateRemovalProfile', () => {
  it('makes a profile (GET or a POST form body alike) that reads back as sent', async () => {
    const ns = await createTestNamespace(server);
    const created = await legacy(ns, 'CreateRemovalProfile', valid);
    assert.equal(created.status, 200);
    assert.deepEqual({ ...created.body, computers: null }, {
      id: 11, name: 'stale-wsl-instances', title: 'Stale WSL instances', access_group: 'wsl', all_computers: false, tags: ['wsl'],
      days_without_exchange: 21, cascade_to_children: false, computers: null,
    });
    assert.deepEqual(await byName(ns, 'stale-wsl-instances'), created.body);
    assert.equal(created.body.computers.num_associated_computers, await instanceCount(ns, 'tag:wsl'));
    const other = await createTestNamespace(server);
    const posted = await call(other.legacy('CreateRemovalProfile'), { method: 'POST', token: other.token, form: valid });
    assert.deepEqual(posted.body, created.body);
  });

  const refusals: [string, Record<string, string>, string, string][] = [
    ['no title', { title: '' }, 'InvalidParameter', '"title" must not be empty.'],
    ['no days', { days_without_exchange: '' }, 'InvalidDaysWithoutExchangeValue', '"days_without_exchange" must be a whole number of days, at least 1 and less than 2147483648 (got "").'],
    ['0 days', { days_without_exchange: '0' }, 'InvalidDaysWithoutExchangeValue', '"days_without_exchange" must be a whole number of days, at least 1 and less than 2147483648 (got "0").'],
    ['2147483648 days', { days_without_exchange: '2147483648' }, 'InvalidDaysWithoutExchangeValue', '"days_without_exchange" must be a whole number of days, at least 1 and less than 2147483648 (got "2147483648").'],
    ['1.5 days', { days_without_exchange: '1.5' }, 'InvalidDaysWithoutExchangeValue', '"days_without_exchange" must be a whole number of days, at least 1 and less than 2147483648 (got "1.5").'],
    ['an unknown access group', { access_group: 'nowhere' }, 'UnknownAccessGroup', 'Access group "nowhere" does not exist.'],
    ['a duplicate name', { title: 'STALE computers' }, 'DuplicateName', 'The title "STALE computers" makes the name "stale-computers", which another removal profile has. Choose another title.'],
  ];
  for (const [what, change, error, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const ns = await createTestNamespace(server);
      const reply = await legacy(ns, 'CreateRemovalProfile', { ...valid, ...change });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body, { error, message });
    });
  }

  it('takes the largest number of days, and requires the days', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await legacy(ns, 'CreateRemovalProfile', { ...valid, days_without_exchange: '2147483647' })).body.days_without_exchange, 2_147_483_647);
    const { days_without_exchange: _days, ...noDays } = valid;
    const missing = await legacy(ns, 'CreateRemovalProfile', { ...noDays, title: 'Other' });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /"days_without_exchange" is required/);
  });
});

describe('EditRemovalProfile, RemoveRemovalProfile, Associate and Disassociate', () => {
  it('changes what is sent; tags= once clears the tags; the name stays', async () => {
    const ns = await createTestNamespace(server);
    const edited = await legacy(ns, 'EditRemovalProfile', { name: 'retired-gpu-workers', title: 'Retired GPUs', days_without_exchange: '45', tags: '' });
    assert.equal(edited.status, 200);
    assert.deepEqual({ ...edited.body, computers: null }, {
      id: P.tagged2, name: 'retired-gpu-workers', title: 'Retired GPUs', access_group: 'global', all_computers: false, tags: [],
      days_without_exchange: 45, cascade_to_children: false, computers: null,
    });
    assert.equal(edited.body.computers.num_associated_computers, 0);
    assert.deepEqual((await byName(ns, 'retired-gpu-workers'))!.tags, []);
    const retagged = await legacy(ns, 'EditRemovalProfile', { name: 'retired-gpu-workers', 'tags.1': 'gpu', 'tags.2': 'worker' });
    assert.deepEqual(retagged.body.tags, ['gpu', 'worker']);
  });

  it('refuses access_group, bad days, an unknown name', async () => {
    const ns = await createTestNamespace(server);
    const withGroup = await legacy(ns, 'EditRemovalProfile', { name: 'stale-computers', title: 'Stale', days_without_exchange: '30', access_group: 'global' });
    assert.equal(withGroup.status, 400);
    assert.deepEqual(withGroup.body, {
      error: 'InvalidParameter',
      message: 'EditRemovalProfile does not take "access_group": a profile stays in the access group it was made in.',
    });
    assert.equal((await byName(ns, 'stale-computers'))!.title, 'Stale computers');
    assert.equal((await legacy(ns, 'EditRemovalProfile', { name: 'stale-computers', days_without_exchange: '-1' })).body.error, 'InvalidDaysWithoutExchangeValue');
    const unknown = await legacy(ns, 'EditRemovalProfile', { name: 'nope', title: 'x' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'UnknownRemovalProfile', message: 'Removal profile "nope" does not exist.' });
  });

  it('removes ({} answered), then 404', async () => {
    const ns = await createTestNamespace(server);
    const removed = await call(ns.legacy('RemoveRemovalProfile'), { method: 'POST', token: ns.token, form: { name: 'ephemeral-ci-runners' } });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body, {});
    assert.equal(await byName(ns, 'ephemeral-ci-runners'), undefined);
    assert.equal((await legacy(ns, 'RemoveRemovalProfile', { name: 'ephemeral-ci-runners' })).body.error, 'UnknownRemovalProfile');
  });

  it('associates and disassociates', async () => {
    const ns = await createTestNamespace(server);
    const name = 'archive-forgotten-machines-not-assigned-yet';
    const all = (await legacy(ns, 'AssociateRemovalProfile', { name, all_computers: 'true' })).body as RemovalReply;
    assert.equal(all.computers.num_associated_computers, await instanceCount(ns, ''));
    const tagged = (await legacy(ns, 'AssociateRemovalProfile', { name, 'tags.1': 'vpn' })).body as RemovalReply;
    assert.deepEqual(tagged.tags, ['vpn']);
    const back = (await legacy(ns, 'DisassociateRemovalProfile', { name, all_computers: 'true' })).body as RemovalReply;
    assert.equal(back.computers.num_associated_computers, await instanceCount(ns, 'tag:vpn'));
    const none = (await legacy(ns, 'DisassociateRemovalProfile', { name, 'tags.1': 'vpn' })).body as RemovalReply;
    assert.deepEqual(none.tags, []);
    assert.equal(none.computers.num_associated_computers, 0);
  });
});
