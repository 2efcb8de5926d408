import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE, SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Package {
  id: number;
  name: string;
  summary: string;
  status: 'available' | 'installed' | 'held' | 'security';
  current_version: string | null;
  available_version: string | null;
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const post = (ns: TestNamespace, path: string, body: unknown) => call(ns.rest(path), { method: 'POST', token: ns.token, body });
const packages = async (ns: TestNamespace, id: number, params: string) => {
  const reply = await get(ns, `computers/${id}/packages?${params}`);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body as { count: number; results: Package[] };
};
const upgrades = async (ns: TestNamespace, id: number) => (await get(ns, `computers/${id}`)).body.upgrades as { regular: number; security: number };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe('GET computers/{id}/packages', () => {
  it('lists installed packages by name, with counts that agree with the instance upgrades', async () => {
    const ns = await createTestNamespace(server);
    const installed = await packages(ns, 1, 'installed=true');
    assert.ok(installed.count >= 1500 && installed.count <= 2500, String(installed.count));
    assert.equal(installed.results.length, 20);
    assert.deepEqual(Object.keys(installed.results[0]!).sort(), ['available_version', 'current_version', 'id', 'name', 'status', 'summary']);
    const names = installed.results.map((item) => item.name);
    assert.deepEqual(names, [...names].sort());
    const { regular, security } = await upgrades(ns, 1);
    assert.equal((await packages(ns, 1, 'available=false&upgrade=true&limit=1')).count, regular + security);
    const secure = await packages(ns, 1, 'security=true&limit=100');
    assert.equal(secure.count, security);
    assert.ok(secure.results.every((item) => item.status === 'security' && item.available_version !== item.current_version));
    const regularOnly = await packages(ns, 1, 'upgrade=true&security=false&limit=100');
    assert.equal(regularOnly.count, regular);
    assert.ok(regularOnly.results.every((item) => item.status === 'installed' && item.available_version !== null));
    const held = await packages(ns, 1, 'held=true');
    assert.ok(held.results.every((item) => item.status === 'held'));
  });

  it('gives instance 6 over 5,000 packages with hostile names, and instance 10 none at all', async () => {
    const ns = await createTestNamespace(server);
    assert.ok((await packages(ns, SHOWCASE.busy, 'installed=true&limit=1')).count > 5000);
    const hostile = await packages(ns, SHOWCASE.busy, `installed=true&search=${encodeURIComponent('onerror')}`);
    assert.ok(hostile.results.some((item) => item.name === HOSTILE.html));
    assert.ok((await packages(ns, SHOWCASE.busy, 'installed=true&search=very-long')).results.some((item) => item.name.length === 10_000));
    for (const params of ['installed=true', 'available=true', '']) {
      assert.equal((await packages(ns, SHOWCASE.noPackages, params)).count, 0, params);
    }
  });

  it('has Pro-only upgrades on an instance without Ubuntu Pro', async () => {
    const ns = await createTestNamespace(server);
    const list = await packages(ns, SHOWCASE.proFailure, 'upgrade=true&limit=100');
    assert.ok(list.results.some((item) => item.status === 'installed' && item.available_version!.includes('ubuntu-pro')));
  });

  it('searches the packages available to install', async () => {
    const ns = await createTestNamespace(server);
    const found = await packages(ns, 1, 'available=true&installed=false&upgrade=false&held=false&limit=50&search=python3-');
    assert.ok(found.count > 0);
    assert.ok(found.results.every((item) => item.status === 'available' && item.current_version === null && item.available_version !== null));
    assert.ok(found.results.every((item) => item.name.includes('python3-')));
  });

  it('answers 404 for an unknown instance and 400 for a bad flag', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await get(ns, 'computers/99999/packages')).body.error, 'InstanceNotFound');
    assert.equal((await get(ns, 'computers/1/packages?installed=yes')).status, 400);
  });
});

describe('downgrades', () => {
  it('lists older versions, and downgrading queues an activity and changes the package', async () => {
    const ns = await createTestNamespace(server);
    const installed = (await packages(ns, 1, 'installed=true&upgrade=false&held=false&limit=200')).results;
    let target: Package | undefined;
    let versions: { id: number; name: string; summary: string; version: string }[] = [];
    let without: Package | undefined;
    for (const item of installed) {
      const reply = await get(ns, `computers/1/packages/installed/${encodeURIComponent(item.name)}/downgrades`);
      assert.equal(reply.status, 200);
      if (reply.body.results.length === 0) without ??= item;
      else if (!target) [target, versions] = [item, reply.body.results];
      if (target && without) break;
    }
    assert.ok(target && without, 'some packages have downgrades, some none');
    assert.deepEqual(Object.keys(versions[0]!).sort(), ['id', 'name', 'summary', 'version']);
    const before = await upgrades(ns, 1);
    const bad = await post(ns, 'computers/1/packages/installed', { package_name: target.name, package_version: '0.0-nope' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /is not an older version/);
    const queued = await post(ns, 'computers/1/packages/installed', { package_name: target.name, package_version: versions[0]!.version });
    assert.equal(queued.status, 200, JSON.stringify(queued.body));
    assert.equal(queued.body.summary, `Downgrade package ${target.name} to ${versions[0]!.version}`);
    const [now] = (await packages(ns, 1, `installed=true&search=${encodeURIComponent(target.name)}`)).results.filter((item) => item.name === target.name);
    assert.equal(now!.current_version, versions[0]!.version);
    assert.equal(now!.available_version, target.current_version);
    assert.equal((await upgrades(ns, 1)).regular, before.regular + 1);
    assert.equal((await get(ns, 'computers/1/packages/installed/no-such-package/downgrades')).status, 404);
    assert.equal((await post(ns, 'computers/1/packages/installed', { package_name: 'no-such-package', package_version: '1' })).status, 400);
  });
});

describe('POST packages', () => {
  it('holds and unholds, recounting the instance upgrades and alerts', async () => {
    const ns = await createTestNamespace(server);
    const [security] = (await packages(ns, 1, 'security=true')).results;
    const before = await upgrades(ns, 1);
    const held = await post(ns, 'packages', { action: 'hold', computer_ids: [1], package_ids: [security!.id] });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal(held.body.summary, `Hold package ${security!.name}`);
    assert.equal(held.body.type, 'Hold package');
    const [now] = (await packages(ns, 1, `held=true&search=${security!.name}`)).results.filter((item) => item.id === security!.id);
    assert.equal(now!.status, 'held');
    assert.deepEqual(await upgrades(ns, 1), { ...before, security: before.security - 1 });
    await post(ns, 'packages', { action: 'unhold', computer_ids: [1], package_ids: [security!.id] });
    assert.deepEqual(await upgrades(ns, 1), before);
  });

  it('moves the security alert when the last security upgrade is held', async () => {
    const ns = await createTestNamespace(server);
    const alerts = async () => ((await get(ns, 'computers/11')).body.alerts as { type: string }[]).map((alert) => alert.type);
    assert.ok((await alerts()).includes('SecurityUpgradesAlert'));
    const list = (await packages(ns, 11, 'upgrade=true')).results;
    await post(ns, 'packages', { action: 'hold', computer_ids: [11], package_ids: list.filter((item) => item.status === 'security').map((item) => item.id) });
    assert.ok(!(await alerts()).includes('SecurityUpgradesAlert'));
    assert.ok((await alerts()).includes('PackageUpgradesAlert'));
  });

  it('installs and removes, and groups several instances under one parent activity', async () => {
    const ns = await createTestNamespace(server);
    const [candidate] = (await packages(ns, 1, 'available=true&installed=false&search=node-')).results;
    const installed = await post(ns, 'packages', { action: 'install', computer_ids: [1], package_ids: [candidate!.id], deliver_after: inAnHour(), deliver_delay_window: 30 });
    assert.equal(installed.body.activity_status, 'scheduled');
    assert.equal(installed.body.summary, `Install package ${candidate!.name}`);
    assert.equal((await packages(ns, 1, `installed=true&search=${candidate!.name}`)).results.find((item) => item.id === candidate!.id)?.status, 'installed');
    const again = await post(ns, 'packages', { action: 'install', computer_ids: [1], package_ids: [candidate!.id] });
    assert.equal(again.status, 400);
    assert.match(again.body.message, /already installed on instance 1/);
    const removed = await post(ns, 'packages', { action: 'remove', computer_ids: [1], package_ids: [candidate!.id] });
    assert.equal(removed.status, 200);
    assert.equal((await packages(ns, 1, `installed=true&search=${candidate!.name}`)).results.some((item) => item.id === candidate!.id), false);

    const [shared] = (await packages(ns, 2, 'installed=true&search=bash')).results.filter((item) => item.name === 'bash');
    const group = await post(ns, 'packages', { action: 'hold', computer_ids: [1, 2], package_ids: [shared!.id] });
    assert.equal(group.body.type, 'Activity group');
    assert.equal(group.body.summary, 'Hold package bash on 2 computers');
    const children = (await get(ns, `activities?query=parent-id:${group.body.id}`)).body.results;
    assert.deepEqual(children.map((child: { computer_id: number }) => child.computer_id).sort(), [1, 2]);
  });

  it('validates its parameters', async () => {
    const ns = await createTestNamespace(server);
    const [item] = (await packages(ns, 1, 'installed=true')).results;
    const base = { action: 'hold', computer_ids: [1], package_ids: [item!.id] };
    const expect400 = async (body: unknown, pattern: RegExp) => {
      const reply = await post(ns, 'packages', body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, pattern);
    };
    await expect400({ ...base, action: 'upgrade' }, /"action" must be one of/);
    await expect400({ ...base, package_ids: [] }, /"package_ids"/);
    await expect400({ ...base, computer_ids: [] }, /"computer_ids"/);
    await expect400({ ...base, package_ids: [1] }, /Package 1 does not exist/);
    await expect400({ ...base, deliver_after: '2001-01-01T00:00:00Z' }, /must be in the future/);
    await expect400({ ...base, deliver_after: 'tomorrow' }, /ISO 8601/);
    await expect400({ ...base, deliver_after: '2099-01-01T10:00:00' }, /ISO 8601/);
    await expect400({ ...base, deliver_delay_window: -1 }, /"deliver_delay_window" must be at least 0/);
    await expect400({ ...base, deliver_delay_window: 1.5 }, /"deliver_delay_window" must be a whole number/);
    await expect400({ ...base, computer_ids: [SHOWCASE.noPackages] }, /has not reported its packages/);
    const missing = await post(ns, 'packages', { ...base, computer_ids: [99_999] });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
  });
});

describe('legacy UpgradePackages', () => {
  it('upgrades the named packages on the instances of the query', async () => {
    const ns = await createTestNamespace(server);
    const [first, second] = (await packages(ns, 1, 'upgrade=true&security=false')).results;
    const before = await upgrades(ns, 1);
    const params = { query: 'id:1', 'packages.1': first!.name, 'packages.2': second!.name, deliver_after: inAnHour(), deliver_delay_window: '10' };
    const reply = await call(ns.legacy('UpgradePackages', params), { token: ns.token });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.summary, 'Upgrade 2 packages');
    assert.equal(reply.body.type, 'Upgrade packages');
    assert.equal(reply.body.activity_status, 'scheduled');
    const now = (await packages(ns, 1, `installed=true&search=${first!.name}`)).results.find((item) => item.id === first!.id)!;
    assert.equal(now.current_version, first!.available_version);
    assert.equal(now.available_version, null);
    assert.equal((await upgrades(ns, 1)).regular, before.regular - 2);
  });

  it('refuses packages without an upgrade, a missing query and a past deliver_after', async () => {
    const ns = await createTestNamespace(server);
    const [current] = (await packages(ns, 1, 'installed=true&upgrade=false')).results;
    const legacy = (params: Record<string, string>) => call(ns.legacy('UpgradePackages', params), { token: ns.token });
    const none = await legacy({ query: 'id:1', 'packages.1': current!.name });
    assert.equal(none.status, 400);
    assert.match(none.body.message, /has no upgrade to apply on instance 1/);
    assert.equal((await legacy({ 'packages.1': current!.name })).status, 400);
    assert.equal((await legacy({ query: 'id:1' })).status, 400);
    const [upgradable] = (await packages(ns, 1, 'upgrade=true')).results;
    const past = await legacy({ query: 'id:1', 'packages.1': upgradable!.name, deliver_after: '2020-01-01T00:00:00Z' });
    assert.match(past.body.message, /must be in the future/);
    assert.equal((await legacy({ query: 'id:1', 'packages.1': upgradable!.name, deliver_delay_window: 'soon' })).status, 400);
  });

  it('answers an injected fault by action name', async () => {
    const ns = await createTestNamespace(server, { faults: [{ path: 'UpgradePackages', status: 500 }] });
    assert.equal((await call(ns.legacy('UpgradePackages', { query: 'id:1' }), { token: ns.token })).status, 500);
  });
});
