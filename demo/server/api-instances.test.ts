import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface InstanceReply {
  id: number;
  title: string;
  hostname: string;
  tags: string[];
  archived: boolean;
  access_group: string;
  is_wsl_instance: boolean;
  parent: Record<string, unknown> | null;
  children: Record<string, unknown>[];
}

async function computers(ns: TestNamespace, params: Record<string, string> = {}) {
  return call(ns.rest(`computers?${new URLSearchParams(params)}`), { token: ns.token });
}

async function results(ns: TestNamespace, params: Record<string, string>): Promise<InstanceReply[]> {
  const reply = await computers(ns, { limit: '1000', ...params });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body.results;
}

describe('GET computers', () => {
  it('pages the active fleet, or only archived instances', async () => {
    const ns = await createTestNamespace(server);
    const page = (await computers(ns)).body;
    assert.ok(page.count >= 1000);
    assert.equal(page.results.length, 20);
    const archived = (await computers(ns, { archived_only: 'true', limit: '1000' })).body;
    assert.ok(archived.count > 0);
    assert.ok(archived.results.every((instance: InstanceReply) => instance.archived));
    assert.ok(page.results.every((instance: InstanceReply) => !instance.archived));
    assert.equal((await computers(ns, { archived_only: 'maybe' })).status, 400);
  });

  it('sends WSL children with their parent, and parents with their children', async () => {
    const ns = await createTestNamespace(server);
    const wsl = await results(ns, { query: 'tag:wsl' });
    assert.ok(wsl.length > 0);
    const child = wsl[0]!;
    assert.equal(child.is_wsl_instance, true);
    assert.equal(child.parent?.['hostname'], child.hostname);
    assert.equal('parent_id' in child, false);
    const [host] = await results(ns, { query: `id:${child.parent!['id']}` });
    assert.ok(host!.children.some((item) => item['id'] === child.id));
    const roots = (await computers(ns, { root_only: 'true', query: 'tag:wsl' })).body;
    assert.equal(roots.count, 0);
  });

  it('filters by id, tag, access group and free text', async () => {
    const ns = await createTestNamespace(server);
    const [six] = await results(ns, { query: 'id:6' });
    assert.equal(six!.id, 6);
    const web = await results(ns, { query: 'tag:web' });
    assert.ok(web.length > 0 && web.every((instance) => instance.tags.includes('web')));
    const production = await results(ns, { query: 'access-group:production' });
    assert.ok(production.length > 0 && production.every((instance) => instance.access_group === 'production'));
    const text = await results(ns, { query: 'db-prod' });
    assert.ok(text.length > 0 && text.every((instance) => instance.hostname.includes('db-prod')));
    const either = await results(ns, { query: 'id:6 OR id:7' });
    assert.deepEqual(either.map((instance) => instance.id), [6, 7]);
    const bad = await computers(ns, { query: 'colour:red' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'InvalidQuery');
  });

  it('filters by security profile, agreeing with the profile numbers', async () => {
    const ns = await createTestNamespace(server);
    const profiles = (await call(ns.rest('security-profiles?status=active'), { token: ns.token })).body.results;
    const web = profiles.find((profile: { title: string }) => profile.title === 'Web tier hardening');
    const associated = (await computers(ns, { query: `profile:security:${web.id}`, limit: '1' })).body.count;
    assert.equal(associated, web.associated_instances);
    const passing = (await computers(ns, { query: `security-profile:${web.id}:pass`, limit: '1' })).body.count;
    const failing = (await computers(ns, { query: `security-profile:${web.id}:fail`, limit: '1' })).body.count;
    assert.equal(passing, web.last_run_results.passing);
    assert.equal(failing, web.last_run_results.failing);
    assert.equal((await computers(ns, { query: 'profile:security:9999' })).status, 400);
    assert.equal((await computers(ns, { query: `security-profile:${web.id}:maybe` })).status, 400);
  });

  it('returns one computer, and 404 for another organisation', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.rest('computers/6'), { token: ns.token })).body.id, 6);
    const missing = await call(ns.rest('computers/99999'), { token: ns.token });
    assert.equal(missing.status, 404);
  });
});

describe('tags and access groups', () => {
  it('pages the distinct tags, sorted', async () => {
    const ns = await createTestNamespace(server);
    const tags = (await call(ns.rest('tags?limit=1000'), { token: ns.token })).body;
    assert.ok(tags.count > 10);
    assert.deepEqual(tags.results, [...new Set(tags.results)].sort());
    assert.ok(tags.results.includes('web'));
  });

  it('lists access groups through the legacy API', async () => {
    const ns = await createTestNamespace(server);
    const groups = (await call(ns.legacy('GetAccessGroups'), { token: ns.token })).body;
    assert.deepEqual(groups[0], { name: 'global', title: 'Global access', parent: '', children: 'servers,desktops' });
    assert.deepEqual(groups.find((group: { name: string }) => group.name === 'production'), {
      name: 'production',
      title: 'Production servers',
      parent: 'servers',
      children: '',
    });
  });
});
