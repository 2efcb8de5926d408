import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface AccountPackage {
  id: number;
  name: string;
  summary: string;
  computers: { id: number; status: string; current_version: string | null; available_version: string | null }[];
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const post = (ns: TestNamespace, path: string, body: unknown) => call(ns.rest(path), { method: 'POST', token: ns.token, body });
const accountPackages = (ns: TestNamespace, params: Record<string, string>) => get(ns, `packages?${new URLSearchParams(params)}`);
const upgradable = async (ns: TestNamespace, id: number): Promise<{ id: number; name: string; available_version: string }[]> =>
  (await get(ns, `computers/${id}/packages?upgrade=true&limit=1000`)).body.results;
const instance = async (ns: TestNamespace, id: number) => (await get(ns, `computers/${id}`)).body;

/** Two instances with regular and security upgrades (the seed gives most servers some). */
async function twoWithUpgrades(ns: TestNamespace): Promise<[number, number]> {
  const page = (await get(ns, `computers?query=${encodeURIComponent('alert:security-upgrades distribution:22.04')}&limit=2&with_upgrades=true`)).body;
  return [page.results[0].id, page.results[1].id];
}

describe('GET packages (bulk upgrades, Packages tab)', () => {
  it('lists the packages with upgrades across the selected instances, by name, each with the instances it affects', async () => {
    const ns = await createTestNamespace(server);
    const [a, b] = await twoWithUpgrades(ns);
    const reply = await accountPackages(ns, { query: `id:${a} OR id:${b}`, upgrade: 'true', limit: '1000' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const results: AccountPackage[] = reply.body.results;
    assert.deepEqual(Object.keys(results[0]!).sort(), ['computers', 'id', 'name', 'summary']);
    assert.deepEqual(Object.keys(results[0]!.computers[0]!).sort(), ['available_version', 'current_version', 'id', 'status']);
    const names = results.map((item) => item.name);
    assert.deepEqual(names, [...names].sort((x, y) => (x < y ? -1 : 1)));
    const [onA, onB] = [await upgradable(ns, a), await upgradable(ns, b)];
    assert.equal(reply.body.count, new Set([...onA, ...onB].map((item) => item.id)).size);
    for (const item of onA) {
      const listed = results.find((candidate) => candidate.id === item.id)!;
      const computer = listed.computers.find((candidate) => candidate.id === a)!;
      assert.equal(computer.available_version, item.available_version);
    }
    assert.ok(results.some((item) => item.computers.some((computer) => computer.status === 'security')));
    const page = (await accountPackages(ns, { query: `id:${a} OR id:${b}`, upgrade: 'true', limit: '5', offset: '5' })).body;
    assert.equal(page.results.length, 5);
    assert.equal(page.results[0].id, results[5]!.id);
  });

  it('is empty for instances without packages; refuses no query, unknown ids and a query selecting nothing', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await accountPackages(ns, { query: `id:${SHOWCASE.noPackages} OR id:${SHOWCASE.windowsHost}`, upgrade: 'true' })).body.count, 0);
    assert.equal((await accountPackages(ns, { upgrade: 'true' })).status, 400);
    const missing = await accountPackages(ns, { query: 'id:6 OR id:99999', upgrade: 'true' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await accountPackages(ns, { query: 'tag:no-such-tag', upgrade: 'true' })).status, 400);
    assert.equal((await call(ns.rest('packages?query=id:6'))).status, 401);
  });
});

describe('POST computers/upgrade-packages', () => {
  it('upgrades every upgrade but the excluded ones, one child activity per instance; the Packages tab and counts follow', async () => {
    const ns = await createTestNamespace(server, { activityDelayMs: 60_000 });
    const [a, b] = await twoWithUpgrades(ns);
    const onA = await upgradable(ns, a);
    const kept = onA[0]!;
    const reply = await post(ns, 'computers/upgrade-packages', { computers: [{ id: a, exclude_packages: [kept.id] }, { id: b, exclude_packages: [] }] });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.type, 'Activity group');
    assert.equal(reply.body.summary, 'Upgrade packages on 2 computers');
    const children = (await get(ns, `activities?query=${encodeURIComponent(`parent-id:${reply.body.id}`)}`)).body.results;
    const childOfA = children.find((child: { computer_id: number }) => child.computer_id === a);
    assert.equal(childOfA.type, 'Upgrade packages');
    assert.equal(childOfA.summary, onA.length - 1 === 1 ? `Upgrade package ${onA[1]!.name}` : `Upgrade ${onA.length - 1} packages`);
    assert.deepEqual((await upgradable(ns, a)).map((item) => item.id), [kept.id]);
    assert.deepEqual(await upgradable(ns, b), []);
    const after = await instance(ns, b);
    assert.deepEqual(after.upgrades, { regular: 0, security: 0 });
    assert.ok(!after.alerts.some((alert: { type: string }) => alert.type.endsWith('UpgradesAlert')));
    assert.equal((await accountPackages(ns, { query: `id:${a} OR id:${b}`, upgrade: 'true' })).body.count, 1);
    assert.ok((await upgradable(await createTestNamespace(server), b)).length > 0);
  });

  it('leaves out Pro-only upgrades and instances with nothing left; refuses an empty or wrong body', async () => {
    const ns = await createTestNamespace(server);
    const proOnly = (await upgradable(ns, SHOWCASE.proFailure)).filter((item) => item.available_version.includes('ubuntu-pro'));
    assert.ok(proOnly.length > 0);
    const reply = await post(ns, 'computers/upgrade-packages', { computers: [{ id: SHOWCASE.proFailure, exclude_packages: [] }, { id: SHOWCASE.noPackages, exclude_packages: [] }] });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.computer_id, SHOWCASE.proFailure);
    assert.deepEqual((await upgradable(ns, SHOWCASE.proFailure)).map((item) => item.id), proOnly.map((item) => item.id));
    const nothing = await post(ns, 'computers/upgrade-packages', { computers: [{ id: SHOWCASE.noPackages, exclude_packages: [] }] });
    assert.equal(nothing.status, 400);
    assert.equal(nothing.body.error, 'NoUpgrades');
    for (const body of [{}, { computers: [] }, { computers: [6] }, { computers: [{ exclude_packages: [] }] }, { computers: [{ id: 6 }, { id: 6 }] }, { computers: [{ id: 6, exclude_packages: [1] }] }]) {
      assert.equal((await post(ns, 'computers/upgrade-packages', body)).status, 400, JSON.stringify(body));
    }
    const missing = await post(ns, 'computers/upgrade-packages', { computers: [{ id: 99_999, exclude_packages: [] }] });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
  });

  it('schedules with a future deliver_after', async () => {
    const ns = await createTestNamespace(server);
    const [a] = await twoWithUpgrades(ns);
    const when = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const reply = await post(ns, 'computers/upgrade-packages', { computers: [{ id: a, exclude_packages: [] }], deliver_after: when });
    assert.equal(reply.body.activity_status, 'scheduled');
  });
});

describe('POST computers/usns/upgrade-packages', () => {
  it('upgrades the packages of every notice but the excluded ones; the Security issues tab follows', async () => {
    const ns = await createTestNamespace(server);
    const [a, b] = await twoWithUpgrades(ns);
    const usnsOf = async (id: number): Promise<string[]> => (await get(ns, `usns?computer_ids=${id}&limit=1000&show_packages=false`)).body.results.map((usn: { usn: string }) => usn.usn);
    const beforeA = await usnsOf(a);
    assert.ok(beforeA.length > 0);
    const kept = beforeA[0]!;
    const reply = await post(ns, 'computers/usns/upgrade-packages', { computers: [{ id: a, exclude_usns: [`USN-${kept}`] }, { id: b, exclude_usns: [kept] }] });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.summary, 'Apply security upgrades on 2 computers');
    const children = (await get(ns, `activities?query=${encodeURIComponent(`parent-id:${reply.body.id}`)}`)).body.results;
    assert.ok(children.every((child: { type: string; summary: string }) => child.type === 'Apply security upgrades' && child.summary.startsWith('Upgrade packages affected by ')));
    assert.deepEqual(await usnsOf(a), [kept]);
    assert.ok((await usnsOf(b)).every((usn) => usn === kept));
    const { upgrades } = await instance(ns, a);
    assert.ok(upgrades.security > 0);
    assert.equal(upgrades.security + upgrades.regular, (await upgradable(ns, a)).length);
  });

  it('refuses an unknown notice, and instances no notice affects', async () => {
    const ns = await createTestNamespace(server);
    const [a] = await twoWithUpgrades(ns);
    const unknown = await post(ns, 'computers/usns/upgrade-packages', { computers: [{ id: a, exclude_usns: ['1-1'] }] });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'UsnNotFound');
    const nothing = await post(ns, 'computers/usns/upgrade-packages', { computers: [{ id: SHOWCASE.noPackages, exclude_usns: [] }] });
    assert.equal(nothing.status, 400);
    assert.equal(nothing.body.error, 'NoUpgrades');
    assert.equal((await post(ns, 'computers/usns/upgrade-packages', { computers: [{ id: 99_999, exclude_usns: [] }] })).status, 404);
  });
});
