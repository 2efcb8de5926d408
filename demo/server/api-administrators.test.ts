import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE } from './showcase.ts';
import { ADMIN_EMAIL, AUDITOR_EMAIL, LONG_INVITEE_NAME } from './seed.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface AdministratorReply {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

interface InvitationReply {
  id: number;
  secure_id: string;
  account: string;
  name: string;
  email: string;
  creation_time: string;
  expiry: string;
}

const DAY = 24 * 3600 * 1000;

/** A legacy call; list parameters as arrays (`roles: ['A', 'B']` → `roles.1=A&roles.2=B`). */
function legacy(ns: TestNamespace, action: string, params: Record<string, string | string[]> = {}, token = ns.token) {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item, index) => (flat[`${name}.${index + 1}`] = item));
    else flat[name] = value;
  }
  return call(ns.legacy(action, flat), { token });
}

const administrators = async (ns: TestNamespace): Promise<AdministratorReply[]> => (await legacy(ns, 'GetAdministrators')).body;
const administrator = async (ns: TestNamespace, email: string) => (await administrators(ns)).find((item) => item.email === email);
const invitations = async (ns: TestNamespace): Promise<InvitationReply[]> => (await call(ns.rest('invitations?limit=100'), { token: ns.token })).body.results;
const roleNamed = async (ns: TestNamespace, name: string): Promise<{ persons: string[] }> =>
  ((await legacy(ns, 'GetRoles')).body as { name: string; persons: string[] }[]).find((role) => role.name === name)!;
const setRoles = (ns: TestNamespace, id: number, roles: unknown) => call(ns.rest(`administrators/${id}`), { method: 'PUT', token: ns.token, body: { roles } });

describe('administrators: GetAdministrators', () => {
  it("acme: the organisation's administrators (roles.ts administratorsOf), each with the roles whose persons hold them", async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'GetAdministrators');
    assert.equal(reply.status, 200);
    const list = reply.body as AdministratorReply[];
    assert.deepEqual(
      list.map((item) => item.id),
      // The organisation's users first (Ada, Alan, Grace), then the activities' other creators.
      [1, 2, 9, 3, 4, 5, 6, 7, 8],
    );
    assert.deepEqual(list[0], { id: 1, name: 'Ada Admin', email: ADMIN_EMAIL, roles: ['GlobalAdmin'] });
    assert.deepEqual(list[1], { id: 2, name: 'Alan Auditor', email: AUDITOR_EMAIL, roles: ['Auditor'] });
    // Grace (identity provider sign-in only) is an administrator of acme too, an auditor.
    assert.deepEqual(list[2], { id: 9, name: 'Grace Hopper', email: 'grace@example.com', roles: ['Auditor'] });
    // Zoë holds DesktopAdmin too (roles.ts seed), in GetRoles' order.
    assert.deepEqual((await administrator(ns, 'zoe.muller@example.com'))!.roles, ['GlobalAdmin', 'DesktopAdmin']);
    // Every role's persons agree with the list.
    const roles = (await legacy(ns, 'GetRoles')).body as { name: string; persons: string[] }[];
    for (const item of list) assert.deepEqual(item.roles, roles.filter((role) => role.persons.includes(item.email)).map((role) => role.name));
  });

  it('needs a bearer token', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.legacy('GetAdministrators'))).status, 401);
    assert.equal((await call(ns.rest('invitations'))).status, 401);
  });
});

describe('administrators: PUT administrators/{id}', () => {
  it('sets exactly the roles given, answers the administrator and changes the roles’ persons', async () => {
    const ns = await createTestNamespace(server);
    const reply = await setRoles(ns, 4, ['Auditor', 'Contractors']);
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { id: 4, name: 'Zoë Müller', email: 'zoe.muller@example.com', roles: ['Auditor', 'Contractors'] });
    assert.ok(!(await roleNamed(ns, 'GlobalAdmin')).persons.includes('zoe.muller@example.com'));
    assert.ok(!(await roleNamed(ns, 'DesktopAdmin')).persons.includes('zoe.muller@example.com'));
    assert.ok((await roleNamed(ns, 'Contractors')).persons.includes('zoe.muller@example.com'));
    assert.deepEqual((await administrator(ns, 'zoe.muller@example.com'))!.roles, ['Auditor', 'Contractors']);
  });

  it('refuses no role, an unknown role, an unknown administrator and taking GlobalAdmin from the last one holding it', async () => {
    const ns = await createTestNamespace(server);
    const none = await setRoles(ns, 4, []);
    assert.equal(none.status, 400);
    assert.equal(none.body.message, '"roles" must name at least one role.');
    assert.equal((await setRoles(ns, 4, undefined)).status, 400);
    const unknown = await setRoles(ns, 4, ['Astronaut']);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'UnknownRole');
    assert.equal((await setRoles(ns, 99, ['Auditor'])).body.error, 'UnknownAdministrator');
    // Everyone but Tomás loses GlobalAdmin; then he cannot.
    for (const id of [1, 4, 5, 6, 7, 8]) assert.equal((await setRoles(ns, id, ['Auditor'])).status, 200);
    const last = await setRoles(ns, 3, ['Auditor']);
    assert.equal(last.status, 400);
    assert.equal(last.body.error, 'LastGlobalAdmin');
    assert.equal(last.body.message, 'Tomás Fernández is the last administrator with the GlobalAdmin role: give it to another administrator first.');
    assert.deepEqual((await administrator(ns, 'tomas.fernandez@example.com'))!.roles, ['GlobalAdmin']);
    // Keeping it is fine.
    assert.equal((await setRoles(ns, 3, ['GlobalAdmin', 'Auditor'])).status, 200);
  });
});

describe('administrators: DisableAdministrator', () => {
  it('removes the administrator from the list and from every role; another organisation or namespace is untouched', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'DisableAdministrator', { email: 'zoe.muller@example.com' });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.name, 'Zoë Müller');
    assert.equal(await administrator(ns, 'zoe.muller@example.com'), undefined);
    assert.ok(!(await roleNamed(ns, 'DesktopAdmin')).persons.includes('zoe.muller@example.com'));
    assert.ok(!(await roleNamed(ns, 'GlobalAdmin')).persons.includes('zoe.muller@example.com'));
    const other = await createTestNamespace(server);
    assert.ok(await administrator(other, 'zoe.muller@example.com'));
    // Again: no such administrator any more.
    const again = await legacy(ns, 'DisableAdministrator', { email: 'zoe.muller@example.com' });
    assert.equal(again.status, 404);
    assert.equal(again.body.error, 'UnknownAdministrator');
  });

  it('refuses the caller themselves and the last administrator holding GlobalAdmin', async () => {
    const ns = await createTestNamespace(server);
    const self = await legacy(ns, 'DisableAdministrator', { email: ADMIN_EMAIL });
    assert.equal(self.status, 400);
    assert.equal(self.body.error, 'CannotDisableSelf');
    assert.equal(self.body.message, 'You can\u2019t remove yourself from this account.');
    for (const id of [1, 4, 5, 6, 7, 8]) await setRoles(ns, id, ['Auditor']);
    const last = await legacy(ns, 'DisableAdministrator', { email: 'tomas.fernandez@example.com' });
    assert.equal(last.status, 400);
    assert.equal(last.body.error, 'LastGlobalAdmin');
    assert.ok(await administrator(ns, 'tomas.fernandez@example.com'));
    // Someone without GlobalAdmin can go.
    assert.equal((await legacy(ns, 'DisableAdministrator', { email: 'kwame.mensah@example.com' })).status, 200);
  });
});

describe('administrators: invitations', () => {
  it("acme's pending invitations: paginated, each with its expiry 14 days after its creation; the sign-in flow's is not listed", async () => {
    const ns = await createTestNamespace(server);
    const reply = await call(ns.rest('invitations'), { token: ns.token });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.count, 5);
    assert.equal(reply.body.next, null);
    const list = reply.body.results as InvitationReply[];
    assert.deepEqual(
      list.map((item) => item.name),
      ['Margaret Hamilton', 'Katherine Johnson', LONG_INVITEE_NAME, `${HOSTILE.html} ${HOSTILE.script} ${HOSTILE.rtl}${HOSTILE.zeroWidth}`, 'Chris Jones'],
    );
    for (const item of list) {
      assert.equal(Date.parse(item.expiry) - Date.parse(item.creation_time), 14 * DAY);
      assert.equal(item.account, 'Acme Corporation');
      assert.match(item.secure_id, /^\w{28}$/);
    }
    // One expires within hours.
    const soon = list.find((item) => item.name === 'Katherine Johnson')!;
    assert.ok(Date.parse(soon.expiry) - Date.now() < 3 * 3600 * 1000);
    const paged = await call(ns.rest('invitations?limit=2&offset=2'), { token: ns.token });
    assert.equal(paged.body.results.length, 2);
    assert.ok(paged.body.next && paged.body.previous);
    // initech has none (the sign-in flow's is accepted); its summary still answers.
    const initech = await inOrganisation(ns, 'initech');
    assert.deepEqual((await call(initech.rest('invitations'), { token: initech.token })).body.results, []);
    assert.equal((await call(ns.rest('invitations/5f0c1a9e3b7d4c28/summary'))).status, 200);
  });

  it('InviteAdministrator: a new pending invitation, newest last, GlobalAdmin when no role is named; its summary answers', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'InviteAdministrator', { name: 'Ben Junior', email: 'ben@example.com', roles: ['Auditor', 'DesktopAdmin'] });
    assert.equal(reply.status, 200);
    const invitation = reply.body as InvitationReply;
    assert.equal(invitation.name, 'Ben Junior');
    assert.equal(invitation.email, 'ben@example.com');
    assert.deepEqual(reply.body.roles, ['Auditor', 'DesktopAdmin']);
    assert.ok(Math.abs(Date.parse(invitation.creation_time) - Date.now()) < 5000);
    const list = await invitations(ns);
    assert.equal(list.at(-1)!.id, invitation.id);
    assert.equal((await call(ns.rest(`invitations/${invitation.id}/summary`))).body.account_title, 'Acme Corporation');
    const noRoles = await legacy(ns, 'InviteAdministrator', { name: 'Cleo', email: 'cleo@example.com' });
    assert.equal(noRoles.status, 200);
    assert.deepEqual(noRoles.body.roles, ['GlobalAdmin']);
    assert.ok(noRoles.body.id > invitation.id);
  });

  it('InviteAdministrator refuses an email already invited (naming the invitee), an administrator’s, a bad email, no name, unknown roles', async () => {
    const ns = await createTestNamespace(server);
    const invited = await legacy(ns, 'InviteAdministrator', { name: 'Someone Else', email: 'Margaret.Hamilton@example.com' });
    assert.equal(invited.status, 400);
    assert.equal(invited.body.error, 'DuplicateInvitation');
    assert.equal(invited.body.message, 'Margaret Hamilton (margaret.hamilton@example.com) has already been invited to this account.');
    const admin = await legacy(ns, 'InviteAdministrator', { name: 'Zoe', email: 'zoe.muller@example.com' });
    assert.equal(admin.body.error, 'DuplicateAdministrator');
    assert.equal(admin.body.message, 'Zoë Müller (zoe.muller@example.com) is already an administrator of this account.');
    assert.equal((await legacy(ns, 'InviteAdministrator', { name: 'X', email: 'not an email' })).body.error, 'InvalidEmail');
    assert.equal((await legacy(ns, 'InviteAdministrator', { name: ' ', email: 'x@example.com' })).status, 400);
    assert.equal((await legacy(ns, 'InviteAdministrator', { name: 'X', email: 'x@example.com', roles: ['Astronaut'] })).body.error, 'UnknownRole');
    assert.equal((await invitations(ns)).length, 5);
    // The same email in another organisation is another invitation.
    const globex = await inOrganisation(ns, 'globex');
    assert.equal((await legacy(globex, 'InviteAdministrator', { name: 'Margaret Hamilton', email: 'margaret.hamilton@example.com' }, globex.token)).status, 200);
  });

  it('POST invitations/{id} resends it (a new creation time and expiry); DELETE revokes it (its summary goes too)', async () => {
    const ns = await createTestNamespace(server);
    const before = (await invitations(ns)).find((item) => item.name === 'Katherine Johnson')!;
    const resent = await call(ns.rest(`invitations/${before.id}`), { method: 'POST', token: ns.token });
    assert.equal(resent.status, 200);
    assert.ok(Date.parse(resent.body.creation_time) > Date.parse(before.creation_time));
    assert.equal(Date.parse(resent.body.expiry) - Date.parse(resent.body.creation_time), 14 * DAY);
    assert.equal((await invitations(ns)).find((item) => item.id === before.id)!.creation_time, resent.body.creation_time);
    const revoked = await call(ns.rest(`invitations/${before.id}`), { method: 'DELETE', token: ns.token });
    assert.equal(revoked.status, 204);
    assert.equal((await invitations(ns)).some((item) => item.id === before.id), false);
    assert.equal((await call(ns.rest(`invitations/${before.id}/summary`))).status, 404);
    assert.equal((await call(ns.rest(`invitations/${before.id}`), { method: 'DELETE', token: ns.token })).status, 404);
    // Another organisation's invitation is not this one's.
    const globexId = (await invitations(await inOrganisation(ns, 'globex'))).at(0)!.id;
    assert.equal((await call(ns.rest(`invitations/${globexId}`), { method: 'POST', token: ns.token })).status, 404);
  });
});
