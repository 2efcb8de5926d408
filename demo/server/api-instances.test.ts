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
  distribution: string | null;
  distribution_info: { code_name: string | null; release: string } | null;
  cloud_init: { availability_zone: string | null };
  alerts?: { type: string }[];
  upgrades?: { regular: number; security: number };
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

  it('filters by exact title and hostname, ignoring case; free text matches a part of either', async () => {
    const ns = await createTestNamespace(server);
    const [six] = await results(ns, { query: 'id:6' });
    const byTitle = await results(ns, { query: `title:${six!.title.toUpperCase()}` });
    assert.deepEqual(byTitle.map((instance) => instance.id), [6]);
    const byHostname = await results(ns, { query: `hostname:${six!.hostname}` });
    assert.deepEqual(byHostname.map((instance) => instance.id), [6]);
    assert.deepEqual(await results(ns, { query: `hostname:${six!.hostname.slice(0, -1)}` }), []);
    const laptops = await results(ns, { query: '"s laptop"' });
    assert.ok(laptops.length > 0 && laptops.every((instance) => instance.title.includes("'s laptop")));
  });

  it('filters by distribution code name or release', async () => {
    const ns = await createTestNamespace(server);
    const noble = (await computers(ns, { query: 'distribution:noble', limit: '1' })).body.count;
    const release = await results(ns, { query: 'distribution:24.04' });
    assert.ok(noble > 0);
    assert.equal(release.length, Math.min(noble, 1000));
    assert.ok(release.every((instance) => instance.distribution_info?.code_name === 'noble'));
    const either = (await computers(ns, { query: '(distribution:focal OR distribution:jammy)', limit: '1' })).body.count;
    const focal = (await computers(ns, { query: 'distribution:focal', limit: '1' })).body.count;
    const jammy = (await computers(ns, { query: 'distribution:22.04', limit: '1' })).body.count;
    assert.equal(either, focal + jammy);
    assert.equal((await computers(ns, { query: 'distribution:hardy', limit: '1' })).body.count, 0);
  });

  it('filters by availability zone, and lists the zones', async () => {
    const ns = await createTestNamespace(server);
    const zones = (await call(ns.rest('computers/availability-zones'), { token: ns.token })).body;
    assert.ok(zones.values.length >= 5);
    assert.deepEqual(zones.values, [...new Set(zones.values)].sort());
    assert.ok(zones.values.includes('us-east-1a') && zones.values.includes('eu-west-1b'));
    const east = await results(ns, { query: 'availability-zone:us-east-1a' });
    assert.ok(east.length > 0 && east.every((instance) => instance.cloud_init.availability_zone === 'us-east-1a'));
    const desktops = await results(ns, { query: 'tag:laptop', limit: '50' });
    assert.ok(desktops.every((instance) => instance.cloud_init.availability_zone === null));
    assert.equal((await call(ns.rest('computers/availability-zones')).then((reply) => reply.status)), 401);
  });

  it('filters by each alert type, needs:reboot, and refuses unknown ones', async () => {
    const ns = await createTestNamespace(server);
    const count = async (query: string): Promise<number> => (await computers(ns, { query, limit: '1' })).body.count;
    const total = await count('');
    const expected: Record<string, string> = {
      'computer-offline': 'ComputerOfflineAlert',
      'computer-reboot': 'ComputerRebootAlert',
      'package-upgrades': 'PackageUpgradesAlert',
      'security-upgrades': 'SecurityUpgradesAlert',
    };
    for (const [name, type] of Object.entries(expected)) {
      const matching = await results(ns, { query: `alert:${name}`, with_alerts: 'true' });
      assert.ok(matching.length > 0, name);
      assert.ok(matching.every((instance) => instance.alerts!.some((alert) => alert.type === type)), name);
      assert.equal(await count(`alert:${name}`) + (await count(`NOT alert:${name}`)), total, name);
    }
    for (const name of ['computer-duplicates', 'package-profiles', 'package-reporter', 'esm-disabled', 'unapproved-activities']) {
      assert.equal((await computers(ns, { query: `alert:${name}` })).status, 200, name);
    }
    assert.equal(await count('needs:reboot'), await count('alert:computer-reboot'));
    const unknown = await computers(ns, { query: 'alert:on-fire' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'InvalidQuery');
    assert.match(unknown.body.message, /Unknown alert type "on-fire"/);
    assert.equal((await computers(ns, { query: 'needs:coffee' })).status, 400);
  });

  it('groups terms with parentheses, OR-ing values of one filter and AND-ing filters', async () => {
    const ns = await createTestNamespace(server);
    const matching = await results(ns, { query: '(tag:db OR tag:cache) NOT alert:computer-offline', with_alerts: 'true' });
    assert.ok(matching.length > 0);
    assert.ok(matching.every((instance) => instance.tags.includes('db') || instance.tags.includes('cache')));
    assert.ok(matching.every((instance) => !instance.alerts!.some((alert) => alert.type === 'ComputerOfflineAlert')));
    assert.ok(matching.some((instance) => instance.tags.includes('db')) && matching.some((instance) => instance.tags.includes('cache')));
    assert.equal((await computers(ns, { query: '(tag:db OR tag:cache' })).status, 400);
  });

  it('sends alerts and upgrades only when asked (with_alerts, with_upgrades)', async () => {
    const ns = await createTestNamespace(server);
    const [plain] = (await computers(ns, { query: 'id:6' })).body.results as InstanceReply[];
    assert.equal('alerts' in plain!, false);
    assert.equal('upgrades' in plain!, false);
    const [full] = (await computers(ns, { query: 'id:6', with_alerts: 'true', with_upgrades: 'true' })).body.results as InstanceReply[];
    assert.ok(Array.isArray(full!.alerts));
    assert.equal(typeof full!.upgrades?.security, 'number');
    const [host] = await results(ns, { query: 'tag:windows', with_alerts: 'true', limit: '1' });
    assert.ok(host!.children.length > 0 && host!.children.every((child) => Array.isArray(child['alerts'])));
    const one = (await call(ns.rest('computers/6'), { token: ns.token })).body;
    assert.ok(Array.isArray(one.alerts) && typeof one.upgrades.regular === 'number');
  });

  it('lists only root instances with root_only', async () => {
    const ns = await createTestNamespace(server);
    const count = async (params: Record<string, string>): Promise<number> => (await computers(ns, { limit: '1', ...params })).body.count;
    assert.equal(await count({ root_only: 'true' }), (await count({})) - (await count({ query: 'tag:wsl' })));
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
    const inProgress = (await computers(ns, { query: `security-profile:${web.id}:in-progress`, limit: '1' })).body.count;
    assert.equal(inProgress, web.last_run_results.in_progress);
    assert.ok(inProgress > 0);
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
