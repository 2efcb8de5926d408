import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  HOSTILE_IMAGE_SOURCE,
  HOSTILE_PROFILE_DESCRIPTION,
  HOSTILE_PROFILE_TITLE,
  LONG_WSL_PROFILE_TITLE,
  MANY_PROFILES,
} from './profile-seed.ts';
import { PROFILE_SHOWCASE as P } from './showcase.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface WslProfileReply {
  id: number;
  name: string;
  title: string;
  description: string;
  instance_type: 'WSL';
  image_name: string;
  image_source: string | null;
  cloud_init_contents: string | null;
  cloud_init_secret_name: string | null;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  computers: { constrained: number[]; 'non-compliant': number[]; pending: number[] };
}

const list = async (ns: TestNamespace, params = '') => {
  const reply = await call(ns.rest(`child-instance-profiles${params}`), { token: ns.token });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body as { count: number; next: string | null; previous: string | null; results: WslProfileReply[] };
};
const get = (ns: TestNamespace, name: string) => call(ns.rest(`child-instance-profiles/${name}`), { token: ns.token });
const create = (ns: TestNamespace, body: object) => call(ns.rest('child-instance-profiles'), { method: 'POST', token: ns.token, body });
const edit = (ns: TestNamespace, name: string, body: object) => call(ns.rest(`child-instance-profiles/${name}`), { method: 'PATCH', token: ns.token, body });
const remove = (ns: TestNamespace, name: string) => call(ns.rest(`child-instance-profiles/${name}`), { method: 'DELETE', token: ns.token });
const reapply = (ns: TestNamespace, name: string, body?: object) =>
  call(ns.rest(`child-instance-profiles/${name}:reapply`), { method: 'POST', token: ns.token, ...(body ? { body } : {}) });
const search = (ns: TestNamespace, query: string) => call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1000' })}`), { token: ns.token });
const idsOf = async (ns: TestNamespace, query: string): Promise<number[]> => {
  const reply = await search(ns, query);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return (reply.body.results as { id: number }[]).map((instance) => instance.id);
};
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const valid = {
  title: 'Ubuntu for sales',
  description: 'The store image for the sales team.',
  access_group: 'global',
  image_name: 'Ubuntu-22.04',
  tags: ['sales'],
  all_computers: false,
};

describe('GET child-instance-profiles', () => {
  it("pages acme's eight (default limit 1,000), globex's one, initech's none", async () => {
    const ns = await createTestNamespace(server);
    const page = await list(ns);
    assert.equal(page.count, 8);
    assert.equal(page.next, null);
    assert.deepEqual(page.results.map((profile) => profile.id), [1, 2, 3, 4, 5, 6, 7, 8]);
    const second = await list(ns, '?limit=3&offset=3');
    assert.deepEqual(second.results.map((profile) => profile.id), [4, 5, 6]);
    assert.ok(second.next!.includes('offset=6'));
    assert.deepEqual((await list(await inOrganisation(ns, 'globex'))).results.map((profile) => profile.id), [9]);
    assert.deepEqual(await list(await inOrganisation(ns, 'initech')), { count: 0, next: null, previous: null, results: [] });
    assert.equal((await call(ns.rest('child-instance-profiles'))).status, 401);
  });

  it('sends the WslProfile shape, the cloud-init masked, and the showcase roles', async () => {
    const ns = await createTestNamespace(server);
    const at = new Map((await list(ns)).results.map((profile) => [profile.id, profile]));
    const stock = at.get(P.allComputers)!;
    assert.deepEqual(Object.keys(stock), [
      'id', 'name', 'title', 'description', 'instance_type', 'image_name', 'image_source', 'cloud_init_contents', 'cloud_init_secret_name', 'access_group',
      'all_computers', 'tags', 'computers',
    ]);
    assert.deepEqual({ ...stock, computers: null }, {
      id: 1, name: 'stock-ubuntu-24-04', title: 'Stock Ubuntu 24.04', description: 'The image from the store', instance_type: 'WSL', image_name: 'Ubuntu-24.04',
      image_source: null, cloud_init_contents: null, cloud_init_secret_name: null, access_group: 'global', all_computers: true, tags: [], computers: null,
    });
    assert.deepEqual(at.get(P.tagged)!.tags, ['finance']);
    assert.equal(at.get(P.otherGroup)!.access_group, 'desktops');
    const withCloudInit = at.get(P.tagged2)!;
    assert.equal(withCloudInit.image_source, null);
    assert.equal(withCloudInit.cloud_init_contents, '********');
    assert.equal(withCloudInit.cloud_init_secret_name, 'child-instance-profile-4-cloud-init');
    assert.equal(at.get(P.longTitle)!.title, LONG_WSL_PROFILE_TITLE);
    assert.ok(LONG_WSL_PROFILE_TITLE.length >= 120);
    const hostile = at.get(P.hostile)!;
    assert.equal(hostile.title, HOSTILE_PROFILE_TITLE);
    assert.equal(hostile.description, HOSTILE_PROFILE_DESCRIPTION);
    assert.equal(hostile.image_source, HOSTILE_IMAGE_SOURCE);
    assert.ok(hostile.computers.constrained.length > 0);
    assert.deepEqual(at.get(P.unassociated)!.computers, { constrained: [], 'non-compliant': [], pending: [] });
    const golden = at.get(P.secondGroup)!;
    assert.match(golden.image_source!, /^https:\/\/.+\.tar\.gz$/);
    assert.equal(golden.image_name, 'Acme-Golden-2025.04');
  });

  it('constrains the Windows hosts among the associated instances, as the search terms select them', async () => {
    const ns = await createTestNamespace(server);
    const hosts = new Set(await idsOf(ns, 'tag:windows'));
    const profiles = (await list(ns)).results;
    assert.equal(profiles[0]!.computers.constrained.length, hosts.size);
    for (const profile of profiles) {
      const { constrained, pending } = profile.computers;
      const nonCompliant = profile.computers['non-compliant'];
      assert.ok(constrained.every((id) => hosts.has(id)), profile.name);
      assert.deepEqual(await idsOf(ns, `profile:wsl:${profile.id}`), constrained, profile.name);
      assert.deepEqual(await idsOf(ns, `wsl-profile:${profile.id}:non-compliant`), nonCompliant, profile.name);
      assert.deepEqual(await idsOf(ns, `wsl-profile:${profile.id}:pending`), pending, profile.name);
      assert.ok(!nonCompliant.some((id) => pending.includes(id)));
    }
    const bad = await search(ns, 'wsl-profile:1:done');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, '"wsl-profile:1:done" is not supported. Use wsl-profile:{id}:non-compliant or wsl-profile:{id}:pending.');
    assert.equal((await search(ns, 'profile:wsl:99')).body.message, 'WSL profile 99 does not exist.');
    assert.equal((await search(ns, 'wsl-profile:99:pending')).body.message, 'WSL profile 99 does not exist.');
  });
});

describe('POST child-instance-profiles', () => {
  it('answers 201 with a store-image profile, which reads back identically', async () => {
    const ns = await createTestNamespace(server);
    const reply = await create(ns, valid);
    assert.equal(reply.status, 201);
    const made = reply.body as WslProfileReply;
    assert.equal(made.id, 10);
    assert.equal(made.name, 'ubuntu-for-sales');
    assert.equal(made.image_source, null);
    assert.equal(made.cloud_init_contents, null);
    assert.deepEqual((await get(ns, made.name)).body, made);
    assert.deepEqual(made.computers.constrained, await idsOf(ns, 'profile:wsl:10'));
    assert.ok(made.computers.constrained.length > 0);
  });

  it('takes a custom image from a URL and a base64 cloud-init file (kept, sent masked)', async () => {
    const ns = await createTestNamespace(server);
    const reply = await create(ns, {
      ...valid,
      title: 'Custom',
      image_name: 'Acme-Dev',
      image_source: 'https://images.example.com/acme-dev.tar.gz',
      cloud_init_contents: base64('#cloud-config\npackages: [git]\n'),
      all_computers: true,
      tags: [],
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.equal(reply.body.image_source, 'https://images.example.com/acme-dev.tar.gz');
    assert.equal(reply.body.cloud_init_contents, '********');
    assert.equal(reply.body.cloud_init_secret_name, 'child-instance-profile-10-cloud-init');
    // Exactly 1 MiB decoded is accepted.
    const mib = await create(ns, { ...valid, title: 'One MiB', cloud_init_contents: Buffer.alloc(1024 * 1024, 'a').toString('base64') });
    assert.equal(mib.status, 201);
  });

  it('refuses what a real server refuses', async () => {
    const ns = await createTestNamespace(server);
    const refusal = async (body: object) => {
      const reply = await create(ns, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      return reply.body as { error: string; message: string };
    };
    assert.equal((await refusal({ ...valid, title: undefined })).message, '"title" is required.');
    assert.equal((await refusal({ ...valid, description: '' })).message, '"description" must not be empty.');
    assert.equal((await refusal({ ...valid, access_group: undefined })).message, '"access_group" is required.');
    assert.equal((await refusal({ ...valid, access_group: 'nowhere' })).error, 'UnknownAccessGroup');
    assert.equal((await refusal({ ...valid, image_name: undefined })).message, '"image_name" is required.');
    for (const name of ['ubuntu', 'Ubuntu-Preview', 'UBUNTU-24.04']) {
      assert.deepEqual(await refusal({ ...valid, image_name: name, image_source: 'https://example.com/x.tar.gz' }), {
        error: 'ReservedName',
        message: "Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'",
      });
    }
    assert.equal((await refusal({ ...valid, image_name: 'has space', image_source: 'https://example.com/x.tar.gz' })).error, 'InvalidParameter');
    assert.deepEqual(await refusal({ ...valid, image_name: 'Debian' }), {
      error: 'UnknownImage',
      message: '"Debian" is not one of the store\'s images (Ubuntu, Ubuntu-20.04, Ubuntu-22.04, Ubuntu-24.04); a custom image needs an "image_source" (the RootFS image\'s URL).',
    });
    assert.equal((await refusal({ ...valid, cloud_init_contents: 'data:text/yaml;base64,AAAA' })).error, 'InvalidCloudInit');
    assert.equal((await refusal({ ...valid, cloud_init_contents: 'not base64!' })).error, 'InvalidCloudInit');
    assert.deepEqual(await refusal({ ...valid, cloud_init_contents: Buffer.alloc(1024 * 1024 + 1, 'a').toString('base64') }), {
      error: 'FileTooLarge',
      message: 'File size must be less than 1MB',
    });
    assert.deepEqual(await refusal({ ...valid, title: 'stock ubuntu 24.04' }), {
      error: 'DuplicateTitle',
      message: 'A WSL profile titled "stock ubuntu 24.04" already exists. Choose another title.',
    });
    assert.equal((await refusal({ ...valid, tags: ['-x'] })).error, 'InvalidTag');
    assert.equal((await list(ns)).count, 8);
  });
});

describe('PATCH, GET one, DELETE, :reapply', () => {
  it('edits the association, title, description and group; the image and cloud-init stay', async () => {
    const ns = await createTestNamespace(server);
    const reply = await edit(ns, 'finance-analysts-ubuntu-22-04', { title: 'Finance', description: 'Changed.', access_group: 'desktops', all_computers: false, tags: [] });
    assert.equal(reply.status, 200);
    const edited = reply.body as WslProfileReply;
    assert.deepEqual([edited.name, edited.title, edited.description, edited.access_group, edited.tags], ['finance-analysts-ubuntu-22-04', 'Finance', 'Changed.', 'desktops', []]);
    assert.deepEqual(edited.computers, { constrained: [], 'non-compliant': [], pending: [] });
    assert.deepEqual((await get(ns, edited.name)).body, edited);
    assert.equal((await edit(ns, edited.name, { tags: ['finance', 'sales'] })).body.computers.constrained.length > 0, true);
    // Sent back unchanged: fine; changed: refused.
    assert.equal((await edit(ns, edited.name, { title: 'Finance', image_name: 'Ubuntu-22.04', image_source: null, cloud_init_contents: null })).status, 200);
    assert.equal((await edit(ns, 'research-and-design-ubuntu-24-04-with-cloud-init', { title: 'R&D', cloud_init_contents: '********' })).status, 200);
    const refused = await edit(ns, edited.name, { title: 'x', image_name: 'Ubuntu-24.04' });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, {
      error: 'ReadOnlyField',
      message: 'The RootFS image and the cloud-init file of a WSL profile cannot be changed ("image_name" differs): create a new profile instead.',
    });
    assert.equal((await edit(ns, edited.name, { cloud_init_contents: base64('#cloud-config\n') })).body.error, 'ReadOnlyField');
    assert.equal((await edit(ns, edited.name, { image_source: 'https://example.com/x.tar.gz' })).body.error, 'ReadOnlyField');
    assert.equal((await edit(ns, edited.name, {})).status, 400);
    assert.equal((await edit(ns, edited.name, { title: 'Stock Ubuntu 24.04' })).body.error, 'DuplicateTitle');
    assert.equal((await edit(ns, 'nope', { title: 'x' })).status, 404);
  });

  it('deletes (204) and answers 404 for an unknown name', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await remove(ns, 'stock-ubuntu-24-04')).status, 204);
    assert.deepEqual((await list(ns)).results.map((profile) => profile.id), [2, 3, 4, 5, 6, 7, 8]);
    const gone = await get(ns, 'stock-ubuntu-24-04');
    assert.equal(gone.status, 404);
    assert.deepEqual(gone.body, { error: 'ProfileNotFound', message: 'WSL profile "stock-ubuntu-24-04" does not exist.' });
    assert.equal((await remove(ns, 'stock-ubuntu-24-04')).status, 404);
    assert.equal((await search(ns, 'profile:wsl:1')).status, 400);
  });

  it(':reapply turns the non-compliant hosts it names (default: all) pending', async () => {
    const ns = await createTestNamespace(server);
    const before = ((await get(ns, 'stock-ubuntu-24-04')).body as WslProfileReply).computers;
    const [first, ...rest] = before['non-compliant'];
    const one = await reapply(ns, 'stock-ubuntu-24-04', { computer_ids: [first] });
    assert.equal(one.status, 200);
    assert.deepEqual(one.body.computers['non-compliant'], rest);
    assert.ok(one.body.computers.pending.includes(first));
    const all = await reapply(ns, 'stock-ubuntu-24-04');
    assert.deepEqual(all.body.computers['non-compliant'], []);
    assert.equal(all.body.computers.pending.length, before.pending.length + before['non-compliant'].length);
    assert.deepEqual(await idsOf(ns, 'wsl-profile:1:non-compliant'), []);
    const notHost = await reapply(ns, 'stock-ubuntu-24-04', { computer_ids: [1] });
    assert.equal(notHost.status, 400);
    assert.equal(notHost.body.error, 'NotConstrained');
    assert.equal((await reapply(ns, 'stock-ubuntu-24-04', { computer_ids: [999_999] })).status, 404);
    assert.equal((await reapply(ns, 'nope')).status, 404);
  });
});

describe('SaaS, manyProfiles and faults', () => {
  it('answers 404 SelfHostedOnly for every call on SaaS', async () => {
    const ns = await createTestNamespace(server, { selfHosted: false });
    const calls = [
      call(ns.rest('child-instance-profiles'), { token: ns.token }),
      create(ns, valid),
      get(ns, 'stock-ubuntu-24-04'),
      edit(ns, 'stock-ubuntu-24-04', { title: 'x' }),
      remove(ns, 'stock-ubuntu-24-04'),
      reapply(ns, 'stock-ubuntu-24-04'),
    ];
    for (const reply of await Promise.all(calls)) {
      assert.equal(reply.status, 404);
      assert.deepEqual(reply.body, { error: 'SelfHostedOnly', message: 'WSL profiles are available on self-hosted Landscape only; this server is Landscape SaaS.' });
    }
    // Switching back to self-hosted finds the profiles untouched.
    await call(ns.control('/options'), { method: 'PUT', body: { selfHosted: true } });
    assert.equal((await list(ns)).count, 8);
  });

  it(`gives acme ${MANY_PROFILES} WSL profiles with manyProfiles`, async () => {
    const ns = await createTestNamespace(server, { manyProfiles: true });
    const page = await list(ns);
    assert.equal(page.count, MANY_PROFILES);
    assert.equal(page.results[8]!.title, 'Generated WSL profile 009');
    assert.equal(new Set(page.results.map((profile) => profile.name)).size, MANY_PROFILES);
    assert.equal((await list(await inOrganisation(ns, 'globex'))).count, 1);
  });

  it('applies faults to the paths', async () => {
    const ns = await createTestNamespace(server, {
      faults: [
        { path: 'child-instance-profiles', method: 'GET', status: 503, times: 1 },
        { path: 'child-instance-profiles/stock-ubuntu-24-04', method: 'PATCH', drop: true },
      ],
    });
    assert.equal((await call(ns.rest('child-instance-profiles'), { token: ns.token })).status, 503);
    assert.equal((await call(ns.rest('child-instance-profiles'), { token: ns.token })).status, 200);
    await assert.rejects(edit(ns, 'stock-ubuntu-24-04', { title: 'x' }));
    const logged = (await call(ns.control('/requests?method=PATCH'))).body as { path: string }[];
    assert.deepEqual(logged.map((request) => request.path), ['child-instance-profiles/stock-ubuntu-24-04']);
  });
});
