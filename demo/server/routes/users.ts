/**
 * Users (screens §4.7): an instance's local users and groups, and creating, editing, locking,
 * unlocking and deleting users and changing their groups. Accounts are generated from the instance id
 * on first use: the system accounts of an Ubuntu install plus a few people (instance 8: over 5,000).
 */
import { listed, queueAction } from '../actions.ts';
import { detailsOf } from '../data.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Instance, LocalAccounts, LocalGroup, LocalUser, Organisation, SimData } from '../model.ts';
import { Random } from '../random.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { HOSTILE, SHOWCASE } from '../showcase.ts';
import { getInstance } from './instances.ts';

/** username, uid, primary gid, full name (null: none). */
const SYSTEM_USERS: [string, number, number, string | null][] = [
  ['root', 0, 0, 'root'], ['daemon', 1, 1, 'daemon'], ['bin', 2, 2, 'bin'], ['sys', 3, 3, 'sys'], ['sync', 4, 65534, 'sync'],
  ['games', 5, 60, 'games'], ['man', 6, 12, 'man'], ['lp', 7, 7, 'lp'], ['mail', 8, 8, 'mail'], ['news', 9, 9, 'news'],
  ['uucp', 10, 10, 'uucp'], ['proxy', 13, 13, 'proxy'], ['www-data', 33, 33, 'www-data'], ['backup', 34, 34, 'backup'],
  ['list', 38, 38, 'Mailing List Manager'], ['irc', 39, 39, 'ircd'], ['_apt', 42, 65534, null], ['nobody', 65534, 65534, 'nobody'],
  ['systemd-network', 998, 998, 'systemd Network Management'], ['systemd-timesync', 996, 996, 'systemd Time Synchronization'],
  ['messagebus', 100, 102, null], ['syslog', 102, 106, null], ['systemd-resolve', 991, 991, 'systemd Resolver'],
  ['sshd', 105, 65534, null], ['landscape', 106, 109, null], ['pollinate', 107, 1, null], ['tcpdump', 108, 112, null],
  ['uuidd', 109, 113, null], ['tss', 110, 114, 'TPM software stack'],
];

const SYSTEM_GROUPS: [string, number][] = [
  ['root', 0], ['daemon', 1], ['bin', 2], ['sys', 3], ['adm', 4], ['tty', 5], ['disk', 6], ['lp', 7], ['mail', 8], ['news', 9],
  ['uucp', 10], ['man', 12], ['proxy', 13], ['kmem', 15], ['dialout', 20], ['fax', 21], ['voice', 22], ['cdrom', 24], ['floppy', 25],
  ['tape', 26], ['sudo', 27], ['audio', 29], ['dip', 30], ['www-data', 33], ['backup', 34], ['operator', 37], ['list', 38], ['irc', 39],
  ['src', 40], ['shadow', 42], ['utmp', 43], ['video', 44], ['sasl', 45], ['plugdev', 46], ['staff', 50], ['games', 60], ['users', 100],
  ['messagebus', 102], ['syslog', 106], ['landscape', 109], ['tcpdump', 112], ['uuidd', 113], ['tss', 114], ['systemd-resolve', 991],
  ['systemd-timesync', 996], ['lxd', 997], ['systemd-network', 998], ['docker', 999], ['nogroup', 65534],
];

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Mateo', 'Sofia', 'Lucas', 'Aisha', 'Ravi', 'Hana', 'Kenji', 'Ingrid', 'Björn', 'Chloé', 'Diego', 'Nadia', 'Omar', 'Priya', 'Wei', 'Tomasz', 'Kwame', 'Niamh', 'Yusuf'];
const LAST = ['Smith', 'Garcia', 'Müller', 'Rossi', 'Kowalski', 'Nguyen', 'Kim', 'Tanaka', 'Haddad', 'Okafor', 'Dubois', 'Silva', 'Novak', 'Patel', 'Chen', 'Murphy', "O'Brien", 'Singh'];
const SERVICE_ACCOUNTS = ['deploy', 'backup-agent', 'svc-monitor', 'ci', 'ansible', 'postgres', 'redis', 'app'];
const PERSON_GROUPS = ['adm', 'cdrom', 'sudo', 'dip', 'plugdev', 'lxd', 'docker', 'audio', 'video', 'users'];

/** More than the 5,000 the Users tab fetches. */
const MANY_USERS = 5_240;

const hasAccounts = (instance: Instance): boolean => instance.distribution !== null && instance.distribution_info?.distributor === 'Ubuntu';

const byName = <T extends { name: string }>(a: T, b: T): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byUsername = (a: LocalUser, b: LocalUser): number => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

function generateAccounts(instance: Instance): LocalAccounts {
  if (!hasAccounts(instance)) return { users: [], groups: [] };
  const rng = new Random(`users:${instance.id}`);
  const users: LocalUser[] = SYSTEM_USERS.map(([username, uid, gid, name]) => ({
    username, name, uid, primary_gid: gid, enabled: true, location: null, home_phone: null, work_phone: null,
  }));
  const groups = new Map<string, LocalGroup>(SYSTEM_GROUPS.map(([name, gid]) => [name, { gid, name, members: new Set<string>() }]));
  let uid = 1000;
  const person = (username: string, name: string | null, memberOf: readonly string[], extra: Partial<LocalUser> = {}) => {
    if (users.some((user) => user.username === username)) return;
    users.push({
      username,
      name,
      uid,
      primary_gid: uid,
      enabled: !rng.chance(0.08),
      location: rng.chance(0.3) ? rng.pick(['London', 'Berlin', 'Austin', 'Remote', 'Building 4, desk 12']) : null,
      home_phone: rng.chance(0.15) ? `+44 20 7946 ${rng.int(1000, 9999)}` : null,
      work_phone: rng.chance(0.3) ? `+1 512 555 ${rng.int(1000, 9999)}` : null,
      ...extra,
    });
    if (!groups.has(username)) groups.set(username, { gid: uid, name: username, members: new Set() });
    for (const group of memberOf) groups.get(group)?.members.add(username);
    uid += 1;
  };
  const fullName = () => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  person('ubuntu', 'Ubuntu', ['adm', 'cdrom', 'sudo', 'dip', 'plugdev', 'lxd']);
  const count = instance.id === SHOWCASE.manyUsers ? MANY_USERS : instance.is_wsl_instance ? rng.int(0, 1) : rng.int(1, 8);
  for (let index = 0; index < count; index += 1) {
    if (instance.id !== SHOWCASE.manyUsers && rng.chance(0.4)) {
      person(rng.pick(SERVICE_ACCOUNTS), null, rng.sample(['docker', 'adm', 'users'], rng.int(0, 2)));
      continue;
    }
    const name = fullName();
    const handle = name.normalize('NFD').replace(/[^a-zA-Z ]/g, '').toLowerCase().split(' ');
    const username = instance.id === SHOWCASE.manyUsers ? `${handle[0]![0]}${handle[1]}${String(index).padStart(4, '0')}` : `${handle[0]![0]}${handle[1]}`;
    person(username, name, rng.sample(PERSON_GROUPS, rng.int(0, 3)));
  }
  if (instance.id === SHOWCASE.livepatchFixes || instance.id === SHOWCASE.manyUsers) {
    person(HOSTILE.html, HOSTILE.script, ['sudo']);
    person('rtl', HOSTILE.rtl, []);
    person('zero-width', HOSTILE.zeroWidth, []);
    person('emoji', HOSTILE.emoji, ['users']);
    person(`long-${'n'.repeat(250)}`, HOSTILE.long, []);
  }
  return { users: users.sort(byUsername), groups: [...groups.values()].sort(byName) };
}

function accountsOf(data: SimData, instance: Instance): LocalAccounts {
  const details = detailsOf(data, instance.id);
  details.accounts ??= generateAccounts(instance);
  return details.accounts;
}

const groupRecord = (instance: Instance) => (group: LocalGroup) => ({ id: instance.id * 100_000 + group.gid, gid: group.gid, name: group.name, computer_id: instance.id });

/** The instances a user call acts on: `computer_ids`, each managing local users. */
function targets(ctx: RouteContext, org: Organisation, params: Params): [Instance, LocalAccounts][] {
  const ids = params.integerArray('computer_ids');
  if (!ids || ids.length === 0) throw badRequest('"computer_ids" must list at least one instance.');
  return [...new Set(ids)].map((id) => {
    const instance = getInstance(org, id);
    if (!hasAccounts(instance)) throw badRequest(`Instance ${id} does not report local users.`, 'UsersNotReported');
    return [instance, accountsOf(ctx.ns.data, instance)];
  });
}

function findUser(accounts: LocalAccounts, instance: Instance, username: string): LocalUser {
  const user = accounts.users.find((candidate) => candidate.username === username);
  if (!user) throw badRequest(`There is no user "${username}" on instance ${instance.id}.`, 'UserNotFound');
  return user;
}

/** `primary_groupname`: a name or, as upstream's edit form sends it, a gid; undefined when not given. */
function readPrimaryGroup(params: Params): string | undefined {
  const value = params.raw('primary_groupname');
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest('"primary_groupname" must be a group name or gid.');
  return String(value);
}

function findGroup(accounts: LocalAccounts, instance: Instance, nameOrGid: string): LocalGroup {
  const text = nameOrGid.trim();
  const group = accounts.groups.find((candidate) => candidate.name === text) ?? (/^\d+$/.test(text) ? accounts.groups.find((candidate) => candidate.gid === Number(text)) : undefined);
  if (!group) throw badRequest(`There is no group "${text}" on instance ${instance.id}.`, 'GroupNotFound');
  return group;
}

const USERNAME = /^[a-z_][a-z0-9_-]{0,31}$/;

function optionalText(params: Params, name: string): string | null | undefined {
  const value = params.raw(name);
  if (value === null) return null;
  return params.string(name, { trim: true });
}

function createUser(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const body = ctx.body;
  const on = targets(ctx, org, body);
  const username = body.requiredString('username');
  if (!USERNAME.test(username)) {
    throw badRequest(`"${username}" is not a valid username: use up to 32 lowercase letters, digits, "-" and "_", starting with a letter or "_".`);
  }
  const name = body.requiredString('name');
  body.string('password', { required: true });
  body.boolean('require_password_reset');
  const primary = readPrimaryGroup(body);
  // An empty field is no value, as for an edit.
  const fields = { location: optionalText(body, 'location') || null, home_phone: optionalText(body, 'home_phone') || null, work_phone: optionalText(body, 'work_phone') || null };
  const plans = on.map(([instance, accounts]) => {
    if (accounts.users.some((user) => user.username === username)) throw badRequest(`User "${username}" already exists on instance ${instance.id}.`, 'UserExists');
    return { instance, accounts, group: primary === undefined ? undefined : findGroup(accounts, instance, primary) };
  });
  const activity = queueAction(ctx, { type: 'Create user', summary: `Create user ${username}`, computerIds: on.map(([instance]) => instance.id), delivery: { after: null } });
  for (const { accounts, group } of plans) {
    const uid = Math.max(999, ...accounts.users.filter((user) => user.uid < 65534).map((user) => user.uid)) + 1;
    let primaryGid = group?.gid;
    if (primaryGid === undefined) {
      const own = accounts.groups.find((candidate) => candidate.name === username);
      primaryGid = own?.gid ?? uid;
      if (!own) accounts.groups = [...accounts.groups, { gid: uid, name: username, members: new Set<string>() }].sort(byName);
    }
    accounts.users = [...accounts.users, { username, name, uid, primary_gid: primaryGid, enabled: true, ...fields }].sort(byUsername);
  }
  return ok(activity);
}

function editUser(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const body = ctx.body;
  const on = targets(ctx, org, body);
  const username = body.requiredString('username');
  const name = optionalText(body, 'name');
  body.string('password');
  const primary = readPrimaryGroup(body);
  const changes: Partial<LocalUser> = {};
  if (name !== undefined) changes.name = name;
  for (const field of ['location', 'home_phone', 'work_phone'] as const) {
    const value = optionalText(body, field);
    if (value !== undefined) changes[field] = value === '' ? null : value;
  }
  const plans = on.map(([instance, accounts]) => {
    const user = findUser(accounts, instance, username);
    const group = primary === undefined ? undefined : findGroup(accounts, instance, primary);
    return { accounts, user, group };
  });
  const activity = queueAction(ctx, { type: 'Edit user', summary: `Edit user ${username}`, computerIds: on.map(([instance]) => instance.id), delivery: { after: null } });
  for (const { accounts, user, group } of plans) {
    const edited = { ...user, ...changes, ...(group ? { primary_gid: group.gid } : {}) };
    accounts.users = accounts.users.map((candidate) => (candidate === user ? edited : candidate));
  }
  return ok(activity);
}

const someUsers = (usernames: readonly string[]): string => (usernames.length === 1 ? `user ${usernames[0]}` : `${usernames.length} users`);

function readUsernames(params: Params): string[] {
  const usernames = params.stringArray('usernames');
  if (!usernames || usernames.length === 0 || usernames.some((username) => username.trim() === '')) throw badRequest('"usernames" must list at least one user.');
  return [...new Set(usernames.map((username) => username.trim()))];
}

function setLocked(ctx: RouteContext, locked: boolean) {
  const { org } = signedIn(ctx);
  const on = targets(ctx, org, ctx.body);
  const usernames = readUsernames(ctx.body);
  for (const [instance, accounts] of on) for (const username of usernames) findUser(accounts, instance, username);
  const verb = locked ? 'Lock' : 'Unlock';
  const activity = queueAction(ctx, { type: `${verb} user`, summary: `${verb} ${someUsers(usernames)}`, computerIds: on.map(([instance]) => instance.id), delivery: { after: null } });
  const chosen = new Set(usernames);
  for (const [, accounts] of on) {
    accounts.users = accounts.users.map((user) => (chosen.has(user.username) ? { ...user, enabled: !locked } : user));
  }
  return ok(activity);
}

function deleteUsers(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const on = targets(ctx, org, ctx.query);
  const usernames = readUsernames(ctx.query);
  const deleteHome = ctx.query.boolean('delete_home') ?? false;
  for (const [instance, accounts] of on) for (const username of usernames) findUser(accounts, instance, username);
  const summary = `Delete ${someUsers(usernames)}${deleteHome ? ' and their home folders' : ''}`;
  const activity = queueAction(ctx, { type: 'Delete user', summary, computerIds: on.map(([instance]) => instance.id), delivery: { after: null } });
  const gone = new Set(usernames);
  for (const [, accounts] of on) {
    accounts.users = accounts.users.filter((user) => !gone.has(user.username));
    for (const group of accounts.groups) for (const username of gone) group.members.delete(username);
  }
  return ok(activity);
}

function updateGroups(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const body = ctx.body;
  const computerId = body.integer('computer_id');
  if (computerId !== undefined && computerId !== instance.id) throw badRequest(`"computer_id" (${computerId}) must be the instance of the path (${instance.id}).`);
  const action = body.oneOf<'add' | 'remove'>('action', ['add', 'remove'], { required: true })!;
  const groupnames = body.stringArray('groupnames');
  if (!groupnames || groupnames.length === 0) throw badRequest('"groupnames" must list at least one group.');
  const usernames = readUsernames(body);
  if (!hasAccounts(instance)) throw badRequest(`Instance ${instance.id} does not report local users.`, 'UsersNotReported');
  const accounts = accountsOf(ctx.ns.data, instance);
  const groups = [...new Set(groupnames)].map((groupname) => findGroup(accounts, instance, groupname));
  for (const username of usernames) findUser(accounts, instance, username);
  const which = groups.length === 1 ? `group ${groups[0]!.name}` : `groups ${listed(groups.map((group) => group.name))}`;
  const activity = queueAction(ctx, {
    type: action === 'add' ? 'Add user to group' : 'Remove user from group',
    summary: action === 'add' ? `Add ${someUsers(usernames)} to ${which}` : `Remove ${someUsers(usernames)} from ${which}`,
    computerIds: [instance.id],
    delivery: { after: null },
  });
  for (const group of groups) {
    for (const username of usernames) {
      if (action === 'add') group.members.add(username);
      else group.members.delete(username);
    }
  }
  return ok(activity);
}

export const userRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^users$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const computerId = ctx.query.integer('computer_id');
      if (computerId === undefined) throw badRequest('"computer_id" is required.');
      const instance = getInstance(org, computerId);
      const search = (ctx.query.string('search', { trim: true }) ?? '').toLowerCase();
      const users = accountsOf(ctx.ns.data, instance).users.filter(
        (user) => search === '' || user.username.toLowerCase().includes(search) || (user.name ?? '').toLowerCase().includes(search),
      );
      return ok(paginate(users, ctx.query, ctx.url, undefined, { defaultLimit: 1000, maxLimit: 5000 }));
    },
  },
  { method: 'POST', pattern: /^users$/, auth: 'bearer', handle: createUser },
  { method: 'PUT', pattern: /^users$/, auth: 'bearer', handle: editUser },
  { method: 'DELETE', pattern: /^users$/, auth: 'bearer', handle: deleteUsers },
  { method: 'POST', pattern: /^users\/lock$/, auth: 'bearer', handle: (ctx) => setLocked(ctx, true) },
  { method: 'POST', pattern: /^users\/unlock$/, auth: 'bearer', handle: (ctx) => setLocked(ctx, false) },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/groups$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      return ok({ groups: accountsOf(ctx.ns.data, instance).groups.map(groupRecord(instance)) });
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/users\/(?<username>[^/]+)\/groups$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      const accounts = accountsOf(ctx.ns.data, instance);
      const username = ctx.params['username']!;
      if (!accounts.users.some((user) => user.username === username)) throw notFound(`There is no user "${username}" on instance ${instance.id}.`, 'UserNotFound');
      return ok({ groups: accounts.groups.filter((group) => group.members.has(username)).map(groupRecord(instance)) });
    },
  },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/usergroups\/update_bulk$/, auth: 'bearer', handle: updateGroups },
];
