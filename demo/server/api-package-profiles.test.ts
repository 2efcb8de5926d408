import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MaterialError, parseMaterial, type ConstraintInput } from './package-profiles.ts';
import {
  HOSTILE_MARKUP,
  HOSTILE_PROFILE_DESCRIPTION,
  HOSTILE_PROFILE_TAGS,
  HOSTILE_PROFILE_TITLE,
  LONG_PACKAGE_NAME,
  LONG_PACKAGE_PROFILE_TITLE,
  MANY_CONSTRAINTS,
  MANY_PROFILES,
} from './profile-seed.ts';
import { PROFILE_SHOWCASE as P } from './showcase.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Constraint {
  id: number;
  constraint: 'depends' | 'conflicts';
  package: string;
  rule: string;
  version: string;
}

interface PackageProfileReply {
  id: number;
  name: string;
  title: string;
  description: string;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  version: string;
  creation_time: string;
  modification_time: string;
  constraints: Constraint[];
  computers: { constrained: number[]; 'non-compliant': number[]; pending: number[] };
}

const profiles = async (ns: TestNamespace, query = '') => {
  const reply = await call(ns.rest(`packageprofiles${query}`), { token: ns.token });
  assert.equal(reply.status, 200);
  return reply.body.result as PackageProfileReply[];
};
const profile = async (ns: TestNamespace, name: string) => (await call(ns.rest(`packageprofiles/${name}`), { token: ns.token })).body as PackageProfileReply;
const create = (ns: TestNamespace, body: object) => call(ns.rest('packageprofiles'), { method: 'POST', token: ns.token, body });
const edit = (ns: TestNamespace, name: string, body: object) => call(ns.rest(`packageprofiles/${name}`), { method: 'PUT', token: ns.token, body });
const constraints = (ns: TestNamespace, name: string, params: Record<string, string> = {}) =>
  call(ns.rest(`packageprofiles/${name}/constraints?${new URLSearchParams(params)}`), { token: ns.token });
const addConstraints = (ns: TestNamespace, name: string, body: object) =>
  call(ns.rest(`packageprofiles/${name}/constraints`), { method: 'POST', token: ns.token, body });
const editConstraint = (ns: TestNamespace, name: string, id: number, body: object) =>
  call(ns.rest(`packageprofiles/${name}/constraints/${id}`), { method: 'PUT', token: ns.token, body });
const removeConstraints = (ns: TestNamespace, name: string, ids: string) =>
  call(ns.rest(`packageprofiles/${name}/constraints?constraint_ids=${ids}`), { method: 'DELETE', token: ns.token });
const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}) => call(ns.legacy(action, params), { token: ns.token });
const search = (ns: TestNamespace, query: string) =>
  call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1' })}`), { token: ns.token });
const count = async (ns: TestNamespace, query: string) => {
  const reply = await search(ns, query);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body.count as number;
};
const bare = (list: readonly Constraint[]) => list.map(({ id: _id, ...rest }) => rest);

const valid = {
  title: 'Cache servers',
  description: 'Redis and its tools.',
  access_group: 'servers',
  tags: ['cache'],
  constraints: [
    { constraint: 'depends', package: 'redis-server', rule: '>=', version: '7.0.15' },
    { constraint: 'conflicts', package: 'memcached', rule: '', version: '' },
  ],
};

describe('parseMaterial (pure)', () => {
  const c = (constraint: 'depends' | 'conflicts', name: string, rule = '', version = ''): ConstraintInput =>
    ({ constraint, package: name, rule, version }) as ConstraintInput;
  const lineError = (text: string): string => {
    try {
      parseMaterial(text);
    } catch (error) {
      assert.ok(error instanceof MaterialError);
      return error.message;
    }
    assert.fail('no error');
  };

  it('reads CSV with an optional header, RFC 4180 quoting, CRLF and blank lines', () => {
    assert.deepEqual(
      parseMaterial('Constraint,Package,Rule,Version\r\ndepends,vim,>=,2:9.1\r\n\r\n conflicts , telnet ,,\r\n"depends","a,b","=","1.0 ""beta"""\r\n'),
      [c('depends', 'vim', '>=', '2:9.1'), c('conflicts', 'telnet'), c('depends', 'a,b', '=', '1.0 "beta"')],
    );
    assert.deepEqual(parseMaterial('\uFEFFdepends,curl,,'), [c('depends', 'curl')]);
    assert.deepEqual(parseMaterial('constraint,package,rule,version\n'), []);
    assert.deepEqual(parseMaterial(''), []);
    // A repeated line is kept once.
    assert.deepEqual(parseMaterial('depends,curl,,\ndepends,curl,,\n'), [c('depends', 'curl')]);
  });

  it('reads dpkg --get-selections output', () => {
    assert.deepEqual(parseMaterial('adduser\t\t\t\t\tinstall\nlibc6:amd64\t\t\t\t\thold\n\ntelnet      deinstall\nrsh-client purge\nlibc6:i386 install\n'), [
      c('depends', 'adduser'),
      c('depends', 'libc6'),
      c('conflicts', 'telnet'),
      c('conflicts', 'rsh-client'),
    ]);
  });

  it('names the first bad line (1-based) and why', () => {
    assert.equal(lineError('depends,vim,,\ndepends,curl\n'), 'Line 2: expected 4 fields (constraint,package,rule,version), found 2.');
    assert.equal(lineError('depends,vim,,\n\nrequires,curl,,\n'), 'Line 3: "constraint" must be depends or conflicts (got "requires").');
    assert.equal(lineError('depends,,,'), 'Line 1: "package" must not be empty.');
    assert.equal(lineError('depends,vim,>=,'), 'Line 1: the rule ">=" needs a version.');
    assert.equal(lineError('depends,vim,,1.0'), 'Line 1: the version "1.0" needs a rule (>=, >, =, <, <=).');
    assert.equal(lineError('depends,vim,~,1.0'), 'Line 1: "rule" must be one of >=, >, =, <, <=, or empty for any version (got "~").');
    assert.equal(lineError('depends,vim,,\ndepends,"unclosed,,\n'), 'Line 2: a quoted field is not closed (a " is missing).');
    assert.equal(lineError('depends,"vim"x,,'), 'Line 1: unexpected text after a closing quote (a quote inside a field is written "").');
    assert.equal(lineError('depends,"multi\nline",,\ndepends,x"y,,'), 'Line 3: a quote inside an unquoted field: quote the whole field and write the quote as "".');
    assert.equal(lineError('depends,vim,,\nconflicts,curl,,\ndepends,vim,>=,2\n'), 'Line 3: "vim" already has a depends constraint (line 1).');
    assert.equal(lineError('vim install\ncurl wanted\n'), 'Line 2: unknown selection state "wanted": expected install, hold, deinstall or purge.');
    assert.equal(
      lineError('vim install\n\ncurl install now\n'),
      'Line 3: expected a package and its selection state ("vim install"), as dpkg --get-selections prints them (got "curl install now").',
    );
  });
});

describe('GET packageprofiles', () => {
  it("answers { result } with acme's eight (constraints included), globex's two, initech's none", async () => {
    const ns = await createTestNamespace(server);
    const acme = await profiles(ns);
    assert.deepEqual(acme.map((item) => item.id), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual(Object.keys(acme[1]!), [
      'id', 'name', 'title', 'description', 'access_group', 'all_computers', 'tags', 'version', 'creation_time', 'modification_time', 'constraints', 'computers',
    ]);
    const web = acme[1]!;
    assert.equal(web.name, 'web-stack');
    assert.equal(web.title, 'Web stack');
    assert.equal(web.version, '4');
    assert.match(web.creation_time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.ok(web.modification_time >= web.creation_time);
    assert.deepEqual(web.constraints[0], { id: 9, constraint: 'depends', package: 'nginx', rule: '>=', version: '1.24.0-2ubuntu7' });
    assert.equal(acme[7]!.constraints.length, MANY_CONSTRAINTS);
    assert.deepEqual((await profiles(await inOrganisation(ns, 'globex'))).map((item) => item.id), [9, 10]);
    assert.deepEqual(await profiles(await inOrganisation(ns, 'initech')), []);
    assert.deepEqual((await profiles(ns, '?names=web-stack,database-host')).map((item) => item.id), [2, 3]);
    assert.equal((await call(ns.rest('packageprofiles/no-such-profile'), { token: ns.token })).status, 404);
    assert.equal((await call(ns.rest('packageprofiles'))).status, 401);
  });

  it('has the showcase roles', async () => {
    const ns = await createTestNamespace(server);
    const at = new Map((await profiles(ns)).map((item) => [item.id, item]));
    assert.equal(at.get(P.allComputers)!.all_computers, true);
    assert.deepEqual(at.get(P.tagged)!.tags, ['web', 'proxy']);
    assert.equal(at.get(P.otherGroup)!.access_group, 'production');
    assert.deepEqual(new Set(at.get(P.tagged2)!.constraints.map((item) => item.rule)), new Set(['', '>=', '>', '=', '<', '<=']));
    assert.deepEqual(new Set(at.get(P.tagged2)!.constraints.map((item) => item.constraint)), new Set(['depends', 'conflicts']));
    assert.equal(at.get(P.longTitle)!.title, LONG_PACKAGE_PROFILE_TITLE);
    assert.ok(LONG_PACKAGE_PROFILE_TITLE.length >= 120 && at.get(P.longTitle)!.description.length > 300);
    const hostile = at.get(P.hostile)!;
    assert.equal(hostile.title, HOSTILE_PROFILE_TITLE);
    assert.equal(hostile.description, HOSTILE_PROFILE_DESCRIPTION);
    assert.deepEqual(hostile.tags, HOSTILE_PROFILE_TAGS);
    assert.ok(hostile.constraints.some((item) => item.package === HOSTILE_MARKUP && item.version === HOSTILE_MARKUP));
    assert.ok(hostile.constraints.some((item) => item.package === '"quoted"'));
    assert.ok(hostile.constraints.some((item) => item.package.includes('\u202E')));
    assert.ok(hostile.constraints.some((item) => item.package.includes('\u200B')));
    assert.ok(hostile.constraints.some((item) => item.package === LONG_PACKAGE_NAME && item.package.length === 300));
    const unassociated = at.get(P.unassociated)!;
    assert.equal(unassociated.all_computers, false);
    assert.deepEqual(unassociated.tags, []);
    assert.deepEqual(unassociated.computers, { constrained: [], 'non-compliant': [], pending: [] });
    const many = at.get(P.secondGroup)!;
    const kinds = new Set(many.constraints.map((item) => item.constraint));
    assert.equal(kinds.size, 2);
    assert.equal(new Set(many.constraints.map((item) => item.package)).size, MANY_CONSTRAINTS);
  });

  it('counts compliance as the instance search selects it, stable and disjoint', async () => {
    const ns = await createTestNamespace(server);
    const first = await profiles(ns);
    assert.deepEqual((await profiles(ns)).map((item) => item.computers), first.map((item) => item.computers));
    for (const item of first) {
      const { constrained, pending } = item.computers;
      const nonCompliant = item.computers['non-compliant'];
      assert.equal(await count(ns, `profile:package:${item.id}`), constrained.length, item.name);
      assert.equal(await count(ns, `package-profile:${item.id}:non-compliant`), nonCompliant.length, item.name);
      assert.equal(await count(ns, `package-profile:${item.id}:pending`), pending.length, item.name);
      const all = new Set(constrained);
      assert.ok(nonCompliant.every((id) => all.has(id)) && pending.every((id) => all.has(id)));
      assert.ok(!nonCompliant.some((id) => pending.includes(id)));
    }
    const everyone = first[0]!.computers;
    assert.equal(everyone.constrained.length, await count(ns, 'profile:upgrade:1'));
    const share = (part: number[]) => part.length / everyone.constrained.length;
    assert.ok(share(everyone['non-compliant']) > 0.15 && share(everyone['non-compliant']) < 0.25);
    assert.ok(share(everyone.pending) > 0.11 && share(everyone.pending) < 0.19);
  });
});

describe('the instance search terms', () => {
  it('answers 400 for unknown profiles and malformed values', async () => {
    const ns = await createTestNamespace(server);
    const refusal = async (query: string) => {
      const reply = await search(ns, query);
      assert.equal(reply.status, 400, query);
      assert.equal(reply.body.error, 'InvalidQuery');
      return reply.body.message as string;
    };
    assert.equal(await refusal('profile:package:99'), 'Package profile 99 does not exist.');
    assert.equal(await refusal('package-profile:99:pending'), 'Package profile 99 does not exist.');
    assert.equal(
      await refusal('package-profile:1:compliant'),
      '"package-profile:1:compliant" is not supported. Use package-profile:{id}:non-compliant or package-profile:{id}:pending.',
    );
    assert.equal(
      await refusal('profile:packages:1'),
      '"profile:packages:1" is not supported. Use profile:{type}:{id} with a type of security, script, upgrade, reboot, removal, repository, package or wsl.',
    );
    // Globex cannot see acme's profiles.
    const globex = await inOrganisation(ns, 'globex');
    assert.equal((await search(globex, 'profile:package:1')).status, 400);
    assert.equal(await count(globex, 'profile:package:9'), (await profiles(globex))[0]!.computers.constrained.length);
  });
});

describe('POST packageprofiles', () => {
  it('answers 201 with the profile made from constraints, which reads back identically', async () => {
    const ns = await createTestNamespace(server);
    const reply = await create(ns, valid);
    assert.equal(reply.status, 201);
    const made = reply.body as PackageProfileReply;
    assert.equal(made.id, 11);
    assert.equal(made.name, 'cache-servers');
    assert.equal(made.version, '1');
    assert.equal(made.creation_time, made.modification_time);
    assert.deepEqual(bare(made.constraints), valid.constraints);
    assert.deepEqual(made.constraints.map((item) => item.id), [2044, 2045]);
    assert.deepEqual(await profile(ns, 'cache-servers'), made);
    assert.equal(made.computers.constrained.length, await count(ns, 'profile:package:11'));
    assert.ok(made.computers.constrained.length > 0);
    assert.equal((await profiles(ns)).length, 9);
  });

  it('takes material: a CSV file or dpkg output; a bad line is 400 with its number', async () => {
    const ns = await createTestNamespace(server);
    const csv = await create(ns, { ...valid, constraints: undefined, title: 'From CSV', material: 'constraint,package,rule,version\ndepends,"vim",>=,2:9.1\nconflicts,telnet,,\n' });
    assert.equal(csv.status, 201);
    assert.deepEqual(bare(csv.body.constraints), [
      { constraint: 'depends', package: 'vim', rule: '>=', version: '2:9.1' },
      { constraint: 'conflicts', package: 'telnet', rule: '', version: '' },
    ]);
    const dpkg = await create(ns, { title: 'From dpkg', material: 'curl\tinstall\ntelnet\tpurge\n' });
    assert.equal(dpkg.status, 201);
    assert.deepEqual(bare(dpkg.body.constraints), [
      { constraint: 'depends', package: 'curl', rule: '', version: '' },
      { constraint: 'conflicts', package: 'telnet', rule: '', version: '' },
    ]);
    assert.equal(dpkg.body.access_group, 'global');
    const bad = await create(ns, { title: 'Bad CSV', material: 'depends,vim,,\ndepends,curl,,\ndepends,git,>=,\n' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { error: 'InvalidMaterial', message: 'Line 3: the rule ">=" needs a version.' });
    const empty = await create(ns, { title: 'Header only', material: 'constraint,package,rule,version\n' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body, { error: 'EmptyPackageProfile', message: 'Package profiles must have at least one package constraint.' });
  });

  it("takes an instance's packages (source_computer_id, a number or its text)", async () => {
    const ns = await createTestNamespace(server);
    const reply = await create(ns, { title: 'Like instance 1', source_computer_id: '1' });
    assert.equal(reply.status, 201);
    const made = reply.body as PackageProfileReply;
    assert.ok(made.constraints.length > 0 && made.constraints.length <= 300);
    assert.ok(made.constraints.every((item) => item.constraint === 'depends' && item.rule === '=' && item.version !== ''));
    const installed = (await call(ns.rest('computers/1/packages?installed=true&limit=300'), { token: ns.token })).body.results as { name: string; current_version: string }[];
    assert.deepEqual(
      made.constraints.slice(0, 20).map((item) => [item.package, item.version]),
      installed.slice(0, 20).map((item) => [item.name, item.current_version]),
    );
    assert.equal((await create(ns, { title: 'Like instance 1 again', source_computer_id: 1 })).status, 201);
    const none = await create(ns, { title: 'No packages', source_computer_id: 10 });
    assert.equal(none.status, 400);
    assert.equal(none.body.error, 'EmptyPackageProfile');
    const unknown = await create(ns, { title: 'Nobody', source_computer_id: 999_999 });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'InstanceNotFound');
    assert.equal((await create(ns, { title: 'Bad id', source_computer_id: 'one' })).status, 400);
  });

  it('duplicates with copy_from = the name (constraints equal, new ids); a title is 404', async () => {
    const ns = await createTestNamespace(server);
    const source = (await profiles(ns)).find((item) => item.id === 4)!;
    const reply = await create(ns, { copy_from: source.name, title: `${source.title} (copy)`, description: source.description, access_group: source.access_group, all_computers: false, tags: source.tags });
    assert.equal(reply.status, 201);
    const copy = reply.body as PackageProfileReply;
    assert.equal(copy.name, 'developer-desktop-copy');
    assert.deepEqual(bare(copy.constraints), bare(source.constraints));
    assert.ok(copy.constraints.every((item) => item.id > 2043));
    const readBack = (await constraints(ns, copy.name, { limit: '100' })).body.results as Constraint[];
    assert.deepEqual(bare(readBack), bare(source.constraints));
    // The big one copies too.
    const big = await create(ns, { copy_from: 'staging-image-every-package-pinned', title: 'Big copy' });
    assert.equal(big.status, 201);
    assert.equal(big.body.constraints.length, MANY_CONSTRAINTS);
    assert.equal(big.body.access_group, 'staging');
    // Upstream 1.14 sends the title: refused, saying why.
    const byTitle = await create(ns, { copy_from: 'Developer desktop', title: 'Wrong copy' });
    assert.equal(byTitle.status, 404);
    assert.deepEqual(byTitle.body, {
      error: 'ProfileNotFound',
      message: 'Package profile "Developer desktop" does not exist: "copy_from" names the profile to copy by its name, not its title.',
    });
  });

  it('refuses what a real server refuses', async () => {
    const ns = await createTestNamespace(server);
    const refusal = async (body: object, status = 400) => {
      const reply = await create(ns, body);
      assert.equal(reply.status, status, JSON.stringify(body));
      return reply.body as { error: string; message: string };
    };
    assert.equal((await refusal({ ...valid, title: undefined })).message, '"title" is required.');
    assert.equal((await refusal({ ...valid, title: '  ' })).message, '"title" must not be empty.');
    assert.deepEqual(await refusal({ ...valid, access_group: 'nowhere' }), { error: 'UnknownAccessGroup', message: 'Access group "nowhere" does not exist.' });
    assert.deepEqual(await refusal({ title: 'No source' }), {
      error: 'InvalidParameterCombination',
      message: 'A package profile needs its constraints from one of "material", "source_computer_id", "constraints" or "copy_from".',
    });
    assert.deepEqual(await refusal({ ...valid, material: 'depends,vim,,' }), {
      error: 'InvalidParameterCombination',
      message: 'Send only one of "material", "source_computer_id", "constraints" or "copy_from" (got "material" and "constraints").',
    });
    assert.deepEqual(await refusal({ ...valid, constraints: [] }), { error: 'EmptyPackageProfile', message: 'Package profiles must have at least one package constraint.' });
    const constraint = (fields: object) => refusal({ ...valid, constraints: [valid.constraints[0], { constraint: 'depends', package: 'vim', rule: '', version: '', ...fields }] });
    assert.deepEqual(await constraint({ constraint: 'requires' }), { error: 'InvalidConstraint', message: 'Constraint 2 (vim): "constraint" must be depends or conflicts (got "requires").' });
    assert.equal((await constraint({ package: ' ' })).message, 'Constraint 2: "package" must not be empty.');
    assert.equal((await constraint({ rule: '>=' })).message, 'Constraint 2 (vim): the rule ">=" needs a version.');
    assert.equal((await constraint({ version: '1.0' })).message, 'Constraint 2 (vim): the version "1.0" needs a rule (>=, >, =, <, <=).');
    assert.equal((await constraint({ rule: '~=', version: '1' })).message, 'Constraint 2 (vim): "rule" must be one of >=, >, =, <, <=, or empty for any version (got "~=").');
    assert.equal((await constraint({ version: 1 })).message, 'Constraint 2 (vim): "version" must be a string (got 1).');
    assert.deepEqual(await refusal({ ...valid, constraints: [valid.constraints[0], valid.constraints[0]] }), {
      error: 'DuplicateConstraint',
      message: 'Constraints 1 and 2 are both depends constraints on "redis-server": send one.',
    });
    assert.deepEqual(await refusal({ ...valid, title: 'web STACK' }), { error: 'DuplicateTitle', message: 'A package profile titled "web STACK" already exists. Choose another title.' });
    assert.equal((await refusal({ ...valid, tags: ['9lives'] })).error, 'InvalidTag');
    assert.equal((await profiles(ns)).length, 8);
  });

  it('makes a unique name from a title whose slug is taken', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await create(ns, { ...valid, title: 'Web stack!' })).body.name, 'web-stack-2');
    assert.equal((await create(ns, { ...valid, title: 'Web-stack' })).body.name, 'web-stack-3');
    assert.equal((await create(ns, { ...valid, title: '🚀🚀' })).body.name, 'package-profile-13');
  });
});

describe('PUT packageprofiles/{name}', () => {
  it('changes what is sent, clears with "" and [], counts the version up, keeps the name', async () => {
    const ns = await createTestNamespace(server);
    const before = await profile(ns, 'web-stack');
    const reply = await edit(ns, 'web-stack', { title: 'Web tier', description: '', all_computers: false, tags: [] });
    assert.equal(reply.status, 200);
    const after = reply.body as PackageProfileReply;
    assert.equal(after.name, 'web-stack');
    assert.equal(after.title, 'Web tier');
    assert.equal(after.description, '');
    assert.deepEqual(after.tags, []);
    assert.equal(after.version, '5');
    assert.ok(after.modification_time >= before.modification_time);
    assert.deepEqual(after.computers, { constrained: [], 'non-compliant': [], pending: [] });
    assert.equal(await count(ns, 'profile:package:2'), 0);
    const again = (await edit(ns, 'web-stack', { title: 'Web tier', all_computers: true })).body as PackageProfileReply;
    assert.equal(again.version, '6');
    assert.equal(again.computers.constrained.length, await count(ns, 'profile:package:2'));
    // Nothing changed: the version stays.
    assert.equal((await edit(ns, 'web-stack', { title: 'Web tier' })).body.version, '6');
    assert.equal((await edit(ns, 'web-stack', { access_group: 'servers' })).body.access_group, 'servers');
    assert.deepEqual((await profile(ns, 'web-stack')).constraints, before.constraints);
  });

  it('refuses an unknown name, a blank or taken title, an unknown group', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual((await edit(ns, 'nope', { title: 'x' })).body, { error: 'ProfileNotFound', message: 'Package profile "nope" does not exist.' });
    assert.equal((await edit(ns, 'nope', { title: 'x' })).status, 404);
    assert.equal((await edit(ns, 'web-stack', { title: '' })).status, 400);
    assert.equal((await edit(ns, 'web-stack', { title: 'Base Tooling' })).body.error, 'DuplicateTitle');
    assert.equal((await edit(ns, 'web-stack', { title: 'Web stack' })).status, 200);
    assert.equal((await edit(ns, 'web-stack', { access_group: 'nowhere' })).body.error, 'UnknownAccessGroup');
  });
});

describe('RemovePackageProfile (legacy)', () => {
  it('removes the profile; an unknown one is 404 UnknownPackageProfile', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'RemovePackageProfile', { name: 'web-stack' });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, {});
    assert.deepEqual((await profiles(ns)).map((item) => item.id), [1, 3, 4, 5, 6, 7, 8]);
    assert.equal((await search(ns, 'profile:package:2')).status, 400);
    const unknown = await legacy(ns, 'RemovePackageProfile', { name: 'web-stack' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'UnknownPackageProfile', message: 'Package profile "web-stack" does not exist.' });
    assert.equal((await legacy(ns, 'RemovePackageProfile')).status, 400);
    // A POST form body works as for every legacy call.
    const posted = await call(ns.legacy('RemovePackageProfile'), { method: 'POST', token: ns.token, form: { name: 'base-tooling' } });
    assert.equal(posted.status, 200);
  });
});

describe('package profile constraints', () => {
  const BIG = 'staging-image-every-package-pinned';

  it(`pages ${MANY_CONSTRAINTS.toLocaleString('en')} constraints by id, with search and the type filter`, async () => {
    const ns = await createTestNamespace(server);
    const first = (await constraints(ns, BIG)).body;
    assert.equal(first.count, MANY_CONSTRAINTS);
    assert.equal(first.results.length, 20);
    assert.equal(first.previous, null);
    assert.ok(first.next.includes('offset=20'));
    const all: Constraint[] = [];
    for (let offset = 0; offset < MANY_CONSTRAINTS; offset += 1000) {
      const page = (await constraints(ns, BIG, { limit: '1000', offset: String(offset) })).body;
      all.push(...page.results);
    }
    assert.equal(all.length, MANY_CONSTRAINTS);
    assert.deepEqual(all.map((item) => item.id), [...all.map((item) => item.id)].sort((a, b) => a - b));
    assert.equal((await constraints(ns, BIG, { limit: '1001' })).status, 400);
    const last = (await constraints(ns, BIG, { limit: '50', offset: '1980' })).body;
    assert.equal(last.results.length, 20);
    assert.equal(last.next, null);
    assert.ok(last.previous.includes('offset=1930'));

    const lib = (await constraints(ns, BIG, { search: 'LIB', limit: '1000' })).body;
    const expectedLib = all.filter((item) => item.package.toLowerCase().includes('lib'));
    assert.equal(lib.count, expectedLib.length);
    assert.ok(lib.count > 0 && lib.count < MANY_CONSTRAINTS);
    const conflicts = (await constraints(ns, BIG, { constraint_type: 'conflicts', limit: '1' })).body;
    assert.equal(conflicts.count, all.filter((item) => item.constraint === 'conflicts').length);
    assert.ok(conflicts.count > 300 && conflicts.count < 900);
    const both = (await constraints(ns, BIG, { constraint_type: 'depends', search: 'lib', limit: '1000' })).body;
    assert.deepEqual(both.results, expectedLib.filter((item) => item.constraint === 'depends').slice(0, 1000));
    assert.equal((await constraints(ns, BIG, { constraint_type: '' })).body.count, MANY_CONSTRAINTS);
    assert.equal((await constraints(ns, BIG, { constraint_type: 'requires' })).status, 400);
    assert.equal((await constraints(ns, 'nope')).status, 404);
  });

  it('adds constraints (201, the new ones), refusing duplicates and invalid ones', async () => {
    const ns = await createTestNamespace(server);
    const reply = await addConstraints(ns, 'web-stack', { constraints: [{ constraint: 'depends', package: 'haproxy', rule: '>=', version: '2.8' }] });
    assert.equal(reply.status, 201);
    assert.deepEqual(reply.body, { count: 1, next: null, previous: null, results: [{ id: 2044, constraint: 'depends', package: 'haproxy', rule: '>=', version: '2.8' }] });
    const after = await profile(ns, 'web-stack');
    assert.equal(after.version, '5');
    assert.equal(after.constraints.at(-1)!.package, 'haproxy');
    const duplicate = await addConstraints(ns, 'web-stack', { constraints: [{ constraint: 'depends', package: 'nginx', rule: '', version: '' }] });
    assert.equal(duplicate.status, 409);
    assert.deepEqual(duplicate.body, {
      error: 'DuplicateConstraint',
      message: '"Web stack" already has a depends constraint on "nginx" (constraint 9): edit that one instead.',
    });
    // A conflicts constraint on the same package is another constraint.
    assert.equal((await addConstraints(ns, 'web-stack', { constraints: [{ constraint: 'conflicts', package: 'nginx', rule: '<', version: '1.20' }] })).status, 201);
    assert.equal((await addConstraints(ns, 'web-stack', { constraints: [] })).status, 400);
    assert.equal((await addConstraints(ns, 'web-stack', {})).status, 400);
    assert.equal((await addConstraints(ns, 'web-stack', { constraints: [{ constraint: 'depends', package: 'x', rule: '>' }] })).body.message, 'Constraint 1 (x): the rule ">" needs a version.');
    assert.equal((await addConstraints(ns, 'nope', valid)).status, 404);
  });

  it('edits one constraint; empty rule and version make it any version', async () => {
    const ns = await createTestNamespace(server);
    const reply = await editConstraint(ns, 'web-stack', 9, { constraint: 'depends', package: 'nginx', rule: '', version: '' });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { id: 9, constraint: 'depends', package: 'nginx', rule: '', version: '' });
    const after = await profile(ns, 'web-stack');
    assert.deepEqual(after.constraints[0], reply.body);
    assert.equal(after.version, '5');
    assert.deepEqual((await editConstraint(ns, 'web-stack', 9, { rule: '<=', version: '1.26' })).body, { id: 9, constraint: 'depends', package: 'nginx', rule: '<=', version: '1.26' });
    assert.equal((await editConstraint(ns, 'web-stack', 9, { rule: '', version: '1.26' })).body.message, 'Constraint 9 (nginx): the version "1.26" needs a rule (>=, >, =, <, <=).');
    const clash = await editConstraint(ns, 'web-stack', 9, { package: 'certbot' });
    assert.equal(clash.status, 409);
    assert.equal(clash.body.error, 'DuplicateConstraint');
    const unknown = await editConstraint(ns, 'web-stack', 1, { rule: '' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'ConstraintNotFound', message: 'Package profile "web-stack" has no constraint 1.' });
  });

  it('removes constraints, the last one included; an unknown id removes nothing', async () => {
    const ns = await createTestNamespace(server);
    const unknown = await removeConstraints(ns, 'web-stack', '9,99');
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'ConstraintNotFound', message: 'Package profile "web-stack" has no constraint 99.' });
    assert.equal((await profile(ns, 'web-stack')).constraints.length, 4);
    assert.equal((await removeConstraints(ns, 'web-stack', '9,10')).status, 204);
    assert.deepEqual((await profile(ns, 'web-stack')).constraints.map((item) => item.id), [11, 12]);
    assert.equal((await removeConstraints(ns, 'web-stack', '11,12')).status, 204);
    const emptied = await profile(ns, 'web-stack');
    assert.deepEqual(emptied.constraints, []);
    assert.equal(emptied.version, '6');
    assert.deepEqual((await constraints(ns, 'web-stack')).body, { count: 0, next: null, previous: null, results: [] });
    assert.equal((await call(ns.rest('packageprofiles/web-stack/constraints'), { method: 'DELETE', token: ns.token })).status, 400);
    assert.equal((await removeConstraints(ns, 'web-stack', 'a,b')).status, 400);
    // Constraints can be added again.
    assert.equal((await addConstraints(ns, 'web-stack', { constraints: [{ constraint: 'depends', package: 'nginx', rule: '', version: '' }] })).status, 201);
  });
});

describe('computers/{id}/packages/profile', () => {
  it('lists the package profiles constraining the instance', async () => {
    const ns = await createTestNamespace(server);
    const all = await profiles(ns);
    for (const id of [1, 6, 5957]) {
      const reply = await call(ns.rest(`computers/${id}/packages/profile`), { token: ns.token });
      assert.equal(reply.status, 200);
      assert.deepEqual(
        (reply.body as PackageProfileReply[]).map((item) => item.id),
        all.filter((item) => item.computers.constrained.includes(id)).map((item) => item.id),
      );
    }
    assert.equal((await call(ns.rest('computers/999999/packages/profile'), { token: ns.token })).status, 404);
  });
});

describe('the manyProfiles option, faults and the request log', () => {
  it(`gives acme ${MANY_PROFILES} package profiles`, async () => {
    const ns = await createTestNamespace(server, { manyProfiles: true });
    const list = await profiles(ns);
    assert.equal(list.length, MANY_PROFILES);
    assert.equal(list[8]!.title, 'Generated package profile 009');
    assert.equal(new Set(list.map((item) => item.name)).size, MANY_PROFILES);
    assert.ok(list.slice(8).every((item) => item.constraints.length >= 1 && item.constraints.length <= 12));
    assert.equal((await profiles(await inOrganisation(ns, 'globex'))).length, 2);
  });

  it('applies faults and records the calls', async () => {
    const ns = await createTestNamespace(server, {
      faults: [
        { path: 'packageprofiles', method: 'GET', status: 503, times: 1 },
        { path: 'packageprofiles/web-stack/constraints', method: 'DELETE', status: 500 },
        { path: 'RemovePackageProfile', status: 500, body: { error: 'Boom', message: 'Not today.' } },
      ],
    });
    assert.equal((await call(ns.rest('packageprofiles'), { token: ns.token })).status, 503);
    assert.equal((await call(ns.rest('packageprofiles'), { token: ns.token })).status, 200);
    assert.equal((await removeConstraints(ns, 'web-stack', '9')).status, 500);
    assert.deepEqual((await legacy(ns, 'RemovePackageProfile', { name: 'web-stack' })).body, { error: 'Boom', message: 'Not today.' });
    await create(ns, valid);
    const logged = (await call(ns.control('/requests?method=POST&path=packageprofiles'))).body as { body: unknown }[];
    assert.deepEqual(logged.map((request) => request.body), [valid]);
  });
});
