import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE } from './showcase.ts';
import { ADMIN_EMAIL, AUDITOR_EMAIL, SSO_EMAIL } from './seed.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface RoleReply {
  key: number;
  name: string;
  description: string;
  permissions: string[];
  global_permissions: string[];
  persons: string[];
  access_groups: string[];
}

/** A legacy call; list parameters as arrays (`permissions: ['A', 'B']` → `permissions.1=A&permissions.2=B`). */
function legacy(ns: TestNamespace, action: string, params: Record<string, string | string[]> = {}, token = ns.token) {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item, index) => (flat[`${name}.${index + 1}`] = item));
    else flat[name] = value;
  }
  return call(ns.legacy(action, flat), { token });
}

const roles = async (ns: TestNamespace): Promise<RoleReply[]> => (await legacy(ns, 'GetRoles')).body;
const role = async (ns: TestNamespace, name: string): Promise<RoleReply | undefined> => (await roles(ns)).find((item) => item.name === name);

const GLOBAL = ['ManageAccount', 'ManageGPGKey', 'ManageSecrets', 'ViewBilling', 'ManageBilling', 'ViewEventLog', 'ViewRole', 'ManageRole'];

describe('roles: GetPermissions', () => {
  it('lists the catalogue: the 37 names of admin-account.md §2.3 and ExecuteScript, each with a title and its global flag', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'GetPermissions');
    assert.equal(reply.status, 200);
    const permissions = reply.body as { name: string; title: string; global: boolean }[];
    assert.equal(permissions.length, 38);
    assert.equal(new Set(permissions.map((permission) => permission.name)).size, 38);
    assert.ok(permissions.some((permission) => permission.name === 'ExecuteScript' && permission.title === 'Execute scripts'));
    assert.deepEqual(permissions.filter((permission) => permission.global).map((permission) => permission.name).sort(), [...GLOBAL].sort());
    for (const permission of permissions) assert.ok(permission.title.length > 0, permission.name);
    const titles = new Map(permissions.map((permission) => [permission.name, permission.title]));
    assert.equal(titles.get('ViewComputer'), 'View computers');
    assert.equal(titles.get('AddComputerToAccessGroup'), 'Add computers to an access group');
    assert.equal(titles.get('ManageMAAS'), 'Manage MAAS Servers');
    assert.equal(titles.get('ViewEventLog'), 'View event log');
  });

  it('needs a bearer token', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.legacy('GetPermissions'))).status, 401);
    assert.equal((await call(ns.legacy('GetRoles'))).status, 401);
  });
});

describe('roles: GetRoles and the seed', () => {
  it('acme: GlobalAdmin first (every permission, the root group, every administrator but the users who only look), then the hand-made roles', async () => {
    const ns = await createTestNamespace(server);
    const list = await roles(ns);
    assert.deepEqual(
      list.map((item) => item.name),
      ['GlobalAdmin', 'DesktopAdmin', 'Auditor', 'Production-database-operations-on-call-rotation-EMEA+APAC-read-write-2025', 'Contractors'],
    );
    const [globalAdmin] = list;
    assert.equal(globalAdmin!.permissions.length + globalAdmin!.global_permissions.length, 38);
    assert.deepEqual(globalAdmin!.global_permissions, GLOBAL);
    assert.deepEqual(globalAdmin!.access_groups, ['global']);
    assert.ok(globalAdmin!.persons.includes(ADMIN_EMAIL));
    assert.ok(!globalAdmin!.persons.includes(AUDITOR_EMAIL));
    assert.ok(!globalAdmin!.persons.includes(SSO_EMAIL));
    assert.ok(globalAdmin!.persons.length > 2);
    const keys = list.map((item) => item.key);
    assert.equal(new Set(keys).size, keys.length);

    const desktop = list.find((item) => item.name === 'DesktopAdmin')!;
    assert.deepEqual(desktop.access_groups, ['desktops']);
    assert.equal(desktop.global_permissions.length, 0);
    assert.ok(desktop.permissions.includes('RemoveComputerFromAccessGroup'));
    const auditor = list.find((item) => item.name === 'Auditor')!;
    // The users routes/person.ts calls auditors.
    assert.deepEqual(auditor.persons, [AUDITOR_EMAIL, SSO_EMAIL]);
    assert.ok([...auditor.permissions, ...auditor.global_permissions].every((name) => name.startsWith('View')));
    assert.deepEqual(auditor.global_permissions, ['ViewBilling', 'ViewEventLog', 'ViewRole']);
    const contractors = list.find((item) => item.name === 'Contractors')!;
    assert.ok(contractors.description.includes(HOSTILE.html));
    assert.deepEqual(contractors.persons, []);
    // Every person is an administrator of acme (GlobalAdmin's or an auditor).
    const administrators = new Set([...globalAdmin!.persons, ...auditor.persons]);
    for (const item of list) for (const person of item.persons) assert.ok(administrators.has(person), person);
  });

  it('names.N picks roles; globex and initech have their own', async () => {
    const ns = await createTestNamespace(server);
    const picked = (await legacy(ns, 'GetRoles', { names: ['Auditor', 'Nope'] })).body as RoleReply[];
    assert.deepEqual(picked.map((item) => item.name), ['Auditor']);
    assert.deepEqual((await roles(await inOrganisation(ns, 'globex'))).map((item) => item.name), ['GlobalAdmin', 'Helpdesk']);
    const initech = await roles(await inOrganisation(ns, 'initech'));
    assert.deepEqual(initech.map((item) => item.name), ['GlobalAdmin']);
    assert.deepEqual(initech[0]!.persons, [ADMIN_EMAIL, ...initech[0]!.persons.slice(1)]);
  });
});

describe('roles: CreateRole', () => {
  it('makes an empty role with its description; the list has it last', async () => {
    const ns = await createTestNamespace(server);
    const created = await legacy(ns, 'CreateRole', { name: 'Release-managers+2', description: 'Ship it' });
    assert.equal(created.status, 200);
    assert.deepEqual({ ...created.body, key: 0 }, {
      key: 0,
      name: 'Release-managers+2',
      description: 'Ship it',
      permissions: [],
      global_permissions: [],
      persons: [],
      access_groups: [],
    });
    assert.equal((await roles(ns)).at(-1)!.name, 'Release-managers+2');
    const bare = await legacy(ns, 'CreateRole', { name: 'Bare' });
    assert.equal(bare.body.description, '');
  });

  it('refuses a name breaking the rule (InvalidRoleName) and a name taken (DuplicateRole), changing nothing', async () => {
    const ns = await createTestNamespace(server);
    const before = await roles(ns);
    for (const name of ['1st', 'has space', 'under_score', '-dash', 'é']) {
      const reply = await legacy(ns, 'CreateRole', { name });
      assert.equal(reply.status, 400, name);
      assert.equal(reply.body.error, 'InvalidRoleName', name);
      assert.match(reply.body.message, /must start with a letter and can contain alphanumeric characters, '-' and '\+'/);
    }
    const duplicate = await legacy(ns, 'CreateRole', { name: 'Auditor' });
    assert.equal(duplicate.status, 400);
    assert.deepEqual(duplicate.body, { error: 'DuplicateRole', message: 'A role named "Auditor" already exists.' });
    assert.equal((await legacy(ns, 'CreateRole')).status, 400);
    assert.deepEqual(await roles(ns), before);
  });

  it('is per namespace: another namespace does not see it', async () => {
    const ns = await createTestNamespace(server);
    const other = await createTestNamespace(server);
    await legacy(ns, 'CreateRole', { name: 'Mine' });
    assert.ok(await role(ns, 'Mine'));
    assert.equal(await role(other, 'Mine'), undefined);
    assert.equal(await role(await inOrganisation(ns, 'globex'), 'Mine'), undefined);
  });
});

describe('roles: permissions, access groups and persons', () => {
  it('adds and removes permissions, global ones sorted into global_permissions, in catalogue order', async () => {
    const ns = await createTestNamespace(server);
    await legacy(ns, 'CreateRole', { name: 'Ops' });
    const added = await legacy(ns, 'AddPermissionsToRole', { name: 'Ops', permissions: ['ViewEventLog', 'ManageComputer', 'ViewComputer', 'ManageRole'] });
    assert.equal(added.status, 200);
    assert.deepEqual([added.body.permissions, added.body.global_permissions], [['ViewComputer', 'ManageComputer'], ['ViewEventLog', 'ManageRole']]);
    const again = await legacy(ns, 'AddPermissionsToRole', { name: 'Ops', permissions: ['ViewComputer'] });
    assert.deepEqual(again.body.permissions, ['ViewComputer', 'ManageComputer']);
    const removed = await legacy(ns, 'RemovePermissionsFromRole', { name: 'Ops', permissions: ['ManageComputer', 'ManageRole'] });
    assert.deepEqual([removed.body.permissions, removed.body.global_permissions], [['ViewComputer'], ['ViewEventLog']]);
    const read = await role(ns, 'Ops');
    assert.deepEqual([read!.permissions, read!.global_permissions], [['ViewComputer'], ['ViewEventLog']]);
  });

  it('refuses unknown permissions (InvalidPermissions), GlobalAdmin (ReadOnlyRole), an unknown role (UnknownRole) and none named', async () => {
    const ns = await createTestNamespace(server);
    const unknown = await legacy(ns, 'AddPermissionsToRole', { name: 'Auditor', permissions: ['ViewComputer', 'FlyToTheMoon'] });
    assert.deepEqual([unknown.status, unknown.body], [400, { error: 'InvalidPermissions', message: 'Unknown permissions: FlyToTheMoon.' }]);
    const globalAdmin = await legacy(ns, 'RemovePermissionsFromRole', { name: 'GlobalAdmin', permissions: ['ViewComputer'] });
    assert.deepEqual([globalAdmin.status, globalAdmin.body.error], [400, 'ReadOnlyRole']);
    const missing = await legacy(ns, 'AddPermissionsToRole', { name: 'Nobody', permissions: ['ViewComputer'] });
    assert.deepEqual([missing.status, missing.body], [404, { error: 'UnknownRole', message: 'Role "Nobody" does not exist.' }]);
    assert.equal((await legacy(ns, 'AddPermissionsToRole', { name: 'Auditor' })).status, 400);
    assert.equal((await role(ns, 'GlobalAdmin'))!.permissions.includes('ViewComputer'), true);
  });

  it("adds and removes access groups (the organisation's only; GlobalAdmin's are fixed)", async () => {
    const ns = await createTestNamespace(server);
    const added = await legacy(ns, 'AddAccessGroupsToRole', { name: 'Contractors', access_groups: ['servers', 'staging'] });
    assert.deepEqual(added.body.access_groups, ['staging', 'wsl', 'servers']);
    const removed = await legacy(ns, 'RemoveAccessGroupsFromRole', { name: 'Contractors', access_groups: ['staging', 'wsl'] });
    assert.deepEqual(removed.body.access_groups, ['servers']);
    const unknown = await legacy(ns, 'AddAccessGroupsToRole', { name: 'Contractors', access_groups: ['moon'] });
    assert.deepEqual([unknown.status, unknown.body], [400, { error: 'UnknownAccessGroups', message: 'Unknown access groups: moon.' }]);
    const fixed = await legacy(ns, 'AddAccessGroupsToRole', { name: 'GlobalAdmin', access_groups: ['servers'] });
    assert.deepEqual([fixed.status, fixed.body.error], [400, 'ReadOnlyRoleError']);
    assert.deepEqual((await role(ns, 'Contractors'))!.access_groups, ['servers']);
  });

  it("adds and removes persons (the organisation's administrators only)", async () => {
    const ns = await createTestNamespace(server);
    const added = await legacy(ns, 'AddPersonsToRole', { name: 'Contractors', persons: [ADMIN_EMAIL, AUDITOR_EMAIL] });
    assert.deepEqual(added.body.persons, [ADMIN_EMAIL, AUDITOR_EMAIL]);
    const removed = await legacy(ns, 'RemovePersonsFromRole', { name: 'Contractors', persons: [ADMIN_EMAIL] });
    assert.deepEqual(removed.body.persons, [AUDITOR_EMAIL]);
    const unknown = await legacy(ns, 'AddPersonsToRole', { name: 'Contractors', persons: ['stranger@example.com'] });
    assert.deepEqual([unknown.status, unknown.body], [400, { error: 'UnknownPersons', message: 'Unknown persons: stranger@example.com.' }]);
    // The auditor is no administrator of globex.
    const globex = await inOrganisation(ns, 'globex');
    assert.equal((await legacy(globex, 'AddPersonsToRole', { name: 'Helpdesk', persons: [AUDITOR_EMAIL] })).body.error, 'UnknownPersons');
  });
});

describe('roles: CopyRole and RemoveRole', () => {
  it("copies permissions, access groups and the description (or the one given), not the persons; the name's rules apply", async () => {
    const ns = await createTestNamespace(server);
    const source = (await role(ns, 'DesktopAdmin'))!;
    const copied = await legacy(ns, 'CopyRole', { name: 'DesktopAdmin', destination_name: 'DesktopAdmin2' });
    assert.equal(copied.status, 200);
    assert.deepEqual(
      [copied.body.permissions, copied.body.global_permissions, copied.body.access_groups, copied.body.description, copied.body.persons],
      [source.permissions, source.global_permissions, source.access_groups, source.description, []],
    );
    const described = await legacy(ns, 'CopyRole', { name: 'Auditor', destination_name: 'Auditor2', description: 'Copy' });
    assert.equal(described.body.description, 'Copy');
    assert.equal((await legacy(ns, 'CopyRole', { name: 'Auditor', destination_name: 'DesktopAdmin2' })).body.error, 'DuplicateRole');
    assert.equal((await legacy(ns, 'CopyRole', { name: 'Auditor', destination_name: '2x' })).body.error, 'InvalidRoleName');
    assert.equal((await legacy(ns, 'CopyRole', { name: 'Nope', destination_name: 'Yes' })).body.error, 'UnknownRole');
  });

  it('removes a role ({}); GlobalAdmin stays (InvalidRoleName); an unknown role is UnknownRole', async () => {
    const ns = await createTestNamespace(server);
    const removed = await legacy(ns, 'RemoveRole', { name: 'Contractors' });
    assert.deepEqual([removed.status, removed.body], [200, {}]);
    assert.equal(await role(ns, 'Contractors'), undefined);
    const globalAdmin = await legacy(ns, 'RemoveRole', { name: 'GlobalAdmin' });
    assert.deepEqual([globalAdmin.status, globalAdmin.body], [400, { error: 'InvalidRoleName', message: 'The GlobalAdmin role cannot be removed.' }]);
    assert.equal((await legacy(ns, 'RemoveRole', { name: 'Contractors' })).body.error, 'UnknownRole');
    assert.ok(await role(ns, 'GlobalAdmin'));
  });

  it('takes its parameters from a POST form body too', async () => {
    const ns = await createTestNamespace(server);
    const reply = await call(ns.legacy('AddPermissionsToRole'), { method: 'POST', token: ns.token, form: { name: 'Contractors', 'permissions.1': 'ViewScript' } });
    assert.equal(reply.status, 200);
    assert.ok(reply.body.permissions.includes('ViewScript'));
  });
});
