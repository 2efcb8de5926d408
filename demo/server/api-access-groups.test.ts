import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accessGroupName } from './access-groups.ts';
import { ACCESS_GROUP_SHOWCASE, HOSTILE, PROFILE_SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface GroupReply {
  name: string;
  title: string;
  parent: string;
  children: string;
}

const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}) => call(ns.legacy(action, params), { token: ns.token });
const groups = async (ns: TestNamespace): Promise<GroupReply[]> => (await legacy(ns, 'GetAccessGroups')).body;
const group = async (ns: TestNamespace, name: string) => (await groups(ns)).find((candidate) => candidate.name === name);
const instanceCount = async (ns: TestNamespace, query: string): Promise<number> =>
  (await call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1' })}`), { token: ns.token })).body.count;

describe('legacy GetAccessGroups (the seeded tree)', () => {
  it('lists acme’s tree three levels under global, with a long and a hostile title; children are the direct children comma-joined', async () => {
    const ns = await createTestNamespace(server);
    const all = await groups(ns);
    assert.deepEqual(
      all.map((item) => [item.name, item.parent]),
      [
        ['global', ''],
        ['servers', 'global'],
        ['production', 'servers'],
        ['staging', 'servers'],
        ['desktops', 'global'],
        ['wsl', 'desktops'],
        ['qa', 'staging'],
        ['qa-hostile', 'qa'],
        ['point-of-sale', 'desktops'],
      ],
    );
    for (const item of all) {
      const children = all.filter((child) => child.parent === item.name).map((child) => child.name);
      assert.equal(item.children, children.join(','), item.name);
    }
    assert.equal((await group(ns, 'global'))!.children, 'servers,desktops');
    assert.equal((await group(ns, 'staging'))!.children, 'qa');
    assert.equal((await group(ns, 'qa-hostile'))!.title, HOSTILE.html);
    assert.ok([...ACCESS_GROUP_SHOWCASE.long.title].length > 120);
    // qa holds some staging servers; the hostile and long groups hold none; servers none of its own.
    assert.ok((await instanceCount(ns, 'access-group:qa')) > 50);
    assert.equal(await instanceCount(ns, 'access-group:qa-hostile'), 0);
    assert.equal(await instanceCount(ns, 'access-group:point-of-sale'), 0);
    assert.equal(await instanceCount(ns, 'access-group:servers'), 0);
  });

  it('globex and initech keep the six groups every organisation has', async () => {
    const ns = await createTestNamespace(server);
    for (const account of ['globex', 'initech']) {
      const names = (await groups(await inOrganisation(ns, account))).map((item) => item.name);
      assert.deepEqual(names, ['global', 'servers', 'production', 'staging', 'desktops', 'wsl'], account);
    }
  });

  it('with onlyGlobalAccessGroup, every organisation has global alone, every instance in it', async () => {
    const ns = await createTestNamespace(server, { onlyGlobalAccessGroup: true });
    assert.deepEqual(await groups(ns), [{ name: 'global', title: 'Global access', parent: '', children: '' }]);
    const total = await instanceCount(ns, '');
    assert.ok(total > 0);
    assert.equal(await instanceCount(ns, 'access-group:global'), total);
    assert.deepEqual((await groups(await inOrganisation(ns, 'initech'))).map((item) => item.name), ['global']);
    // A later options update turns it on too.
    const other = await createTestNamespace(server);
    const updated = await call(other.control('/options'), { method: 'PUT', body: { onlyGlobalAccessGroup: true } });
    assert.equal(updated.status, 200);
    assert.deepEqual((await groups(other)).map((item) => item.name), ['global']);
    assert.equal((await call(other.control('/options'), { method: 'PUT', body: { onlyGlobalAccessGroup: 'yes' } })).status, 400);
  });
});

describe('legacy CreateAccessGroup', () => {
  it('makes a group under the parent, named after its title (lower-cased, other characters "-", unique)', async () => {
    const ns = await createTestNamespace(server);
    const created = await legacy(ns, 'CreateAccessGroup', { title: '  Build farm — EU (Frankfurt)  ', parent: 'servers' });
    assert.equal(created.status, 200);
    assert.deepEqual(created.body, { name: 'build-farm-eu-frankfurt', title: 'Build farm — EU (Frankfurt)', parent: 'servers', children: '' });
    assert.equal((await group(ns, 'servers'))!.children, 'production,staging,build-farm-eu-frankfurt');
    // The same title again: another group, its name made unique.
    const again = await legacy(ns, 'CreateAccessGroup', { title: 'Build farm: EU (Frankfurt)', parent: 'global' });
    assert.deepEqual(again.body, { name: 'build-farm-eu-frankfurt-2', title: 'Build farm: EU (Frankfurt)', parent: 'global', children: '' });
    // No parent: under global.
    assert.equal((await legacy(ns, 'CreateAccessGroup', { title: 'Café Kiosks' })).body.parent, 'global');
    assert.equal((await group(ns, 'cafe-kiosks'))!.title, 'Café Kiosks');
    // A hostile title is kept as it is; its name is letters and digits.
    const hostile = await legacy(ns, 'CreateAccessGroup', { title: HOSTILE.script });
    assert.equal(hostile.body.title, HOSTILE.script);
    assert.equal(hostile.body.name, 'script-alert-1-script');
    assert.equal((await legacy(ns, 'CreateAccessGroup', { title: '🔥💾' })).body.name, 'access-group');
  });

  it('refuses an empty title, a title too long and an unknown parent, changing nothing', async () => {
    const ns = await createTestNamespace(server);
    const before = await groups(ns);
    const empty = await legacy(ns, 'CreateAccessGroup', { title: '   ' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'InvalidParameter');
    assert.equal((await legacy(ns, 'CreateAccessGroup', {})).status, 400);
    const long = await legacy(ns, 'CreateAccessGroup', { title: 'x'.repeat(201) });
    assert.deepEqual(long.body, { error: 'InvalidParameter', message: 'An access group title can have at most 200 characters.' });
    const unknown = await legacy(ns, 'CreateAccessGroup', { title: 'Lab', parent: 'nowhere' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { error: 'UnknownAccessGroup', message: 'Access group "nowhere" does not exist.' });
    assert.deepEqual(await groups(ns), before);
  });

  it('makes names as the real server does', () => {
    assert.equal(accessGroupName([], 'Production EU'), 'production-eu');
    assert.equal(accessGroupName([{ name: 'lab' }, { name: 'lab-2' }], 'LAB'), 'lab-3');
    assert.equal(accessGroupName([], '--Édition spéciale--'), 'edition-speciale');
  });
});

describe('legacy RemoveAccessGroup', () => {
  it('moves the instances, the child groups and the profiles to the parent', async () => {
    const ns = await createTestNamespace(server);
    const inStaging = await instanceCount(ns, 'access-group:staging');
    const inServers = await instanceCount(ns, 'access-group:servers');
    const removalBefore = (await legacy(ns, 'GetRemovalProfiles')).body.find((profile: { id: number }) => profile.id === PROFILE_SHOWCASE.otherGroup);
    assert.equal(removalBefore.access_group, 'staging');
    const removed = await legacy(ns, 'RemoveAccessGroup', { name: 'staging' });
    assert.equal(removed.status, 200);
    assert.equal(await group(ns, 'staging'), undefined);
    assert.equal(await instanceCount(ns, 'access-group:staging'), 0);
    assert.equal(await instanceCount(ns, 'access-group:servers'), inServers + inStaging);
    // Its child qa is now under servers, its own instances and child where they were.
    assert.equal((await group(ns, 'qa'))!.parent, 'servers');
    assert.equal((await group(ns, 'servers'))!.children, 'production,qa');
    assert.equal((await group(ns, 'qa-hostile'))!.parent, 'qa');
    const removalAfter = (await legacy(ns, 'GetRemovalProfiles')).body.find((profile: { id: number }) => profile.id === PROFILE_SHOWCASE.otherGroup);
    assert.equal(removalAfter.access_group, 'servers');
    const security = (await call(ns.rest('security-profiles?limit=100'), { token: ns.token })).body.results as { access_group: string }[];
    assert.ok(security.every((profile) => profile.access_group !== 'staging'));
  });

  it('refuses global and an unknown group, changing nothing; another namespace is untouched', async () => {
    const ns = await createTestNamespace(server);
    const before = await groups(ns);
    const global = await legacy(ns, 'RemoveAccessGroup', { name: 'global' });
    assert.equal(global.status, 400);
    assert.deepEqual(global.body, { error: 'InvalidParameter', message: 'The "global" access group cannot be removed.' });
    const unknown = await legacy(ns, 'RemoveAccessGroup', { name: 'nowhere' });
    assert.deepEqual(unknown.body, { error: 'UnknownAccessGroup', message: 'Access group "nowhere" does not exist.' });
    assert.equal((await legacy(ns, 'RemoveAccessGroup', {})).status, 400);
    assert.deepEqual(await groups(ns), before);

    assert.equal((await legacy(ns, 'RemoveAccessGroup', { name: 'desktops' })).status, 200);
    const other = await createTestNamespace(server);
    assert.equal((await group(other, 'desktops'))!.children, 'wsl,point-of-sale');
    assert.ok((await instanceCount(other, 'access-group:desktops')) > 0);
  });
});
