import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE, SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface User {
  username: string;
  name: string | null;
  uid: number;
  primary_gid: number;
  enabled: boolean;
  location: string | null;
  home_phone: string | null;
  work_phone: string | null;
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const send = (ns: TestNamespace, method: string, path: string, body?: unknown) => call(ns.rest(path), { method, token: ns.token, body });
const users = async (ns: TestNamespace, id: number): Promise<User[]> => {
  const reply = await get(ns, `users?computer_id=${id}&limit=5000`);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body.results;
};
const user = async (ns: TestNamespace, id: number, username: string) => (await users(ns, id)).find((candidate) => candidate.username === username);
const groupsOf = async (ns: TestNamespace, id: number, username: string): Promise<string[]> =>
  (await get(ns, `computers/${id}/users/${encodeURIComponent(username)}/groups`)).body.groups.map((group: { name: string }) => group.name);

describe('GET users, groups, a user\'s groups', () => {
  it('lists the local users by username with the shape of screens §4.7', async () => {
    const ns = await createTestNamespace(server);
    const list = await users(ns, 2);
    assert.ok(list.some((candidate) => candidate.username === 'root' && candidate.uid === 0));
    assert.ok(list.some((candidate) => candidate.username === 'ubuntu' && candidate.uid === 1000));
    assert.deepEqual(Object.keys(list[0]!).sort(), ['enabled', 'home_phone', 'location', 'name', 'primary_gid', 'uid', 'username', 'work_phone']);
    const names = list.map((candidate) => candidate.username);
    assert.deepEqual(names, [...names].sort());
    assert.ok((await users(ns, 1)).some((candidate) => candidate.username === HOSTILE.html && candidate.name === HOSTILE.script));
  });

  it('has over 5,000 users on instance 8 and pages them 5,000 at a time', async () => {
    const ns = await createTestNamespace(server);
    const page = (await get(ns, `users?computer_id=${SHOWCASE.manyUsers}&limit=5000`)).body;
    assert.ok(page.count > 5000);
    assert.equal(page.results.length, 5000);
    assert.ok(page.next.includes('offset=5000'));
    assert.equal((await get(ns, `users?computer_id=${SHOWCASE.manyUsers}&limit=5001`)).status, 400);
  });

  it('lists groups, and a user\'s supplementary groups', async () => {
    const ns = await createTestNamespace(server);
    const groups = (await get(ns, 'computers/2/groups')).body.groups;
    assert.deepEqual(Object.keys(groups[0]).sort(), ['computer_id', 'gid', 'id', 'name']);
    assert.ok(groups.some((group: { name: string; gid: number }) => group.name === 'sudo' && group.gid === 27));
    assert.ok((await groupsOf(ns, 2, 'ubuntu')).includes('sudo'));
    assert.equal((await get(ns, 'computers/2/users/nobody-here/groups')).status, 404);
  });

  it('is empty for Windows hosts; 400 without computer_id; 404 for an unknown instance', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual(await users(ns, SHOWCASE.windowsHost), []);
    assert.equal((await get(ns, 'users')).status, 400);
    assert.equal((await get(ns, 'users?computer_id=99999')).body.error, 'InstanceNotFound');
    assert.equal((await get(ns, 'computers/99999/groups')).status, 404);
  });
});

describe('creating, editing, locking and deleting users', () => {
  it('creates a user with a private group, refuses a duplicate and missing fields', async () => {
    const ns = await createTestNamespace(server);
    const body = { computer_ids: [2], username: 'newbie', name: 'New Bie', password: 's3cret', require_password_reset: true, location: 'Lab', home_phone: '', work_phone: '123' };
    const created = await send(ns, 'POST', 'users', body);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.summary, 'Create user newbie');
    assert.equal(created.body.type, 'Create user');
    const newbie = (await user(ns, 2, 'newbie'))!;
    assert.equal(newbie.name, 'New Bie');
    assert.equal(newbie.location, 'Lab');
    assert.ok(newbie.uid >= 1000 && newbie.enabled);
    assert.ok((await get(ns, 'computers/2/groups')).body.groups.some((group: { name: string; gid: number }) => group.name === 'newbie' && group.gid === newbie.primary_gid));
    const withGroup = await send(ns, 'POST', 'users', { ...body, username: 'builder', primary_groupname: 'docker' });
    assert.equal(withGroup.status, 200);
    assert.equal((await user(ns, 2, 'builder'))!.primary_gid, 999);

    const refuse = async (changes: Record<string, unknown>, pattern: RegExp) => {
      const reply = await send(ns, 'POST', 'users', { ...body, ...changes });
      assert.equal(reply.status, 400, JSON.stringify(changes));
      assert.match(reply.body.message, pattern);
    };
    await refuse({}, /User "newbie" already exists on instance 2/);
    await refuse({ username: '' }, /"username" must not be empty/);
    await refuse({ username: 'Bad Name' }, /not a valid username/);
    await refuse({ username: 'other', name: undefined }, /"name" is required/);
    await refuse({ username: 'other', password: undefined }, /"password" is required/);
    await refuse({ username: 'other', primary_groupname: 'no-such-group' }, /no group "no-such-group"/);
    await refuse({ username: 'other', computer_ids: [] }, /"computer_ids"/);
    await refuse({ username: 'other', computer_ids: [SHOWCASE.windowsHost] }, /does not report local users/);
    assert.equal((await send(ns, 'POST', 'users', { ...body, username: 'other', computer_ids: [99_999] })).status, 404);
  });

  it('edits a user, taking the primary group by name or gid', async () => {
    const ns = await createTestNamespace(server);
    const edited = await send(ns, 'PUT', 'users', { computer_ids: [2], username: 'ubuntu', name: 'Ubuntu Admin', location: 'Rack 4', primary_groupname: '27' });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.summary, 'Edit user ubuntu');
    const ubuntu = (await user(ns, 2, 'ubuntu'))!;
    assert.equal(ubuntu.name, 'Ubuntu Admin');
    assert.equal(ubuntu.location, 'Rack 4');
    assert.equal(ubuntu.primary_gid, 27);
    await send(ns, 'PUT', 'users', { computer_ids: [2], username: 'ubuntu', primary_groupname: 'adm' });
    assert.equal((await user(ns, 2, 'ubuntu'))!.primary_gid, 4);
    const missing = await send(ns, 'PUT', 'users', { computer_ids: [2], username: 'ghost', name: 'Ghost' });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /no user "ghost" on instance 2/);
  });

  it('locks, unlocks and deletes users', async () => {
    const ns = await createTestNamespace(server);
    const locked = await send(ns, 'POST', 'users/lock', { computer_ids: [2], usernames: ['ubuntu', 'root'] });
    assert.equal(locked.body.summary, 'Lock 2 users');
    assert.equal(locked.body.type, 'Lock user');
    assert.equal((await user(ns, 2, 'ubuntu'))!.enabled, false);
    const unlocked = await send(ns, 'POST', 'users/unlock', { computer_ids: [2], usernames: ['ubuntu'] });
    assert.equal(unlocked.body.summary, 'Unlock user ubuntu');
    assert.equal((await user(ns, 2, 'ubuntu'))!.enabled, true);
    assert.equal((await send(ns, 'POST', 'users/lock', { computer_ids: [2], usernames: ['ghost'] })).status, 400);
    assert.equal((await send(ns, 'POST', 'users/lock', { computer_ids: [2], usernames: [] })).status, 400);

    const deleted = await send(ns, 'DELETE', 'users?computer_ids=2&usernames=ubuntu,games&delete_home=true');
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal(deleted.body.summary, 'Delete 2 users and their home folders');
    assert.equal(await user(ns, 2, 'ubuntu'), undefined);
    assert.equal((await send(ns, 'DELETE', 'users?computer_ids=2&usernames=ubuntu')).status, 400);
    assert.equal((await send(ns, 'DELETE', 'users?computer_ids=2&usernames=root&delete_home=maybe')).status, 400);
    assert.equal((await send(ns, 'DELETE', 'users?usernames=root')).status, 400);
  });

  it('adds users to groups and removes them', async () => {
    const ns = await createTestNamespace(server);
    const added = await send(ns, 'POST', 'computers/2/usergroups/update_bulk', { action: 'add', computer_id: 2, groupnames: ['docker', 'video'], usernames: ['ubuntu'] });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal(added.body.summary, 'Add user ubuntu to groups docker, video');
    assert.equal(added.body.type, 'Add user to group');
    assert.ok((await groupsOf(ns, 2, 'ubuntu')).includes('docker'));
    const removed = await send(ns, 'POST', 'computers/2/usergroups/update_bulk', { action: 'remove', computer_id: 2, groupnames: ['sudo'], usernames: ['ubuntu'] });
    assert.equal(removed.body.summary, 'Remove user ubuntu from group sudo');
    assert.ok(!(await groupsOf(ns, 2, 'ubuntu')).includes('sudo'));
    const refuse = async (body: Record<string, unknown>, pattern: RegExp) => {
      const reply = await send(ns, 'POST', 'computers/2/usergroups/update_bulk', { action: 'add', computer_id: 2, groupnames: ['docker'], usernames: ['ubuntu'], ...body });
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, pattern);
    };
    await refuse({ action: 'toggle' }, /"action" must be one of/);
    await refuse({ groupnames: ['nope'] }, /no group "nope"/);
    await refuse({ usernames: ['ghost'] }, /no user "ghost"/);
    await refuse({ computer_id: 3 }, /must be the instance of the path/);
    assert.equal((await send(ns, 'POST', 'computers/99999/usergroups/update_bulk', { action: 'add', groupnames: ['docker'], usernames: ['ubuntu'] })).status, 404);
  });
});
