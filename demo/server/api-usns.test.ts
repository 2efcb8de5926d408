import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Usn {
  usn: string;
  usn_link: string;
  date: string;
  info: string;
  computers_count: number;
  cves: { cve: string; cve_link: string }[];
  packages: UsnPackage[];
}

interface UsnPackage {
  name: string;
  current_version: string;
  current_id: number;
  new_version: string;
  summary: string;
  computer_ids: number[];
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const post = (ns: TestNamespace, path: string, body: unknown) => call(ns.rest(path), { method: 'POST', token: ns.token, body });
const usns = async (ns: TestNamespace, params: string) => {
  const reply = await get(ns, `usns?${params}`);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body as { count: number; results: Usn[] };
};
const security = async (ns: TestNamespace, id: number): Promise<number> => (await get(ns, `computers/${id}`)).body.upgrades.security;

describe('GET usns', () => {
  it('lists the notices affecting an instance, newest first, agreeing with its security upgrades', async () => {
    const ns = await createTestNamespace(server);
    const list = await usns(ns, 'computer_ids=1&limit=100&show_packages=false');
    assert.ok(list.count > 0 && list.count <= (await security(ns, 1)));
    const [first] = list.results;
    assert.deepEqual(Object.keys(first!).sort(), ['computers_count', 'cves', 'date', 'info', 'packages', 'usn', 'usn_link']);
    assert.match(first!.usn, /^\d+-\d$/);
    assert.equal(first!.usn_link, `https://ubuntu.com/security/notices/USN-${first!.usn}`);
    assert.match(first!.date, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
    assert.equal(first!.computers_count, 1);
    assert.deepEqual(first!.packages, []);
    const dates = list.results.map((usn) => usn.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const withPackages = await usns(ns, 'computer_ids=1&limit=100');
    const affected = withPackages.results.flatMap((usn) => usn.packages.map((item) => item.name));
    assert.equal(new Set(affected).size, await security(ns, 1));
    const securityUpgrades = (await get(ns, 'computers/1/packages?security=true&limit=100')).body.results.map((item: { name: string }) => item.name);
    assert.deepEqual([...new Set(affected)].sort(), securityUpgrades.sort());
  });

  it('is empty for an instance without security upgrades; searches notices, info and CVEs', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await usns(ns, 'computer_ids=10')).count, 0);
    const [one] = (await usns(ns, 'computer_ids=1')).results;
    assert.deepEqual((await usns(ns, `computer_ids=1&search=USN-${one!.usn}`)).results.map((usn) => usn.usn), [one!.usn]);
    assert.ok((await usns(ns, `computer_ids=1&search=${one!.cves[0]!.cve.toLowerCase()}`)).results.some((usn) => usn.usn === one!.usn));
    assert.equal((await usns(ns, 'computer_ids=1&search=no-such-issue')).count, 0);
  });

  it('counts the affected computers among several', async () => {
    const ns = await createTestNamespace(server);
    const both = await usns(ns, 'computer_ids=1,3&limit=100');
    const separately = (await usns(ns, 'computer_ids=1&limit=100')).count + (await usns(ns, 'computer_ids=3&limit=100')).count;
    assert.equal(both.count + both.results.filter((usn) => usn.computers_count === 2).length, separately);
  });

  it('requires computer_ids, and answers 404 for an unknown instance', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await get(ns, 'usns')).status, 400);
    assert.equal((await get(ns, 'usns?computer_ids=99999')).body.error, 'InstanceNotFound');
  });
});

describe('GET usns/{usn}', () => {
  it('lists the packages of a notice on the instance', async () => {
    const ns = await createTestNamespace(server);
    const [first] = (await usns(ns, 'computer_ids=1')).results;
    const reply = await get(ns, `usns/${first!.usn}?computer_ids=1`);
    assert.equal(reply.status, 200);
    const [item] = reply.body as UsnPackage[];
    assert.deepEqual(Object.keys(item!).sort(), ['computer_ids', 'current_id', 'current_version', 'name', 'new_version', 'summary']);
    assert.deepEqual(item!.computer_ids, [1]);
    assert.deepEqual((await get(ns, `usns/USN-${first!.usn}?computer_ids=10`)).body, []);
    assert.equal((await get(ns, 'usns/1-1?computer_ids=1')).body.error, 'UsnNotFound');
  });
});

describe('POST computers/{id}/usns/upgrade-packages and remove-packages', () => {
  it('upgrades the affected packages: the notice and the security upgrades go', async () => {
    const ns = await createTestNamespace(server);
    const before = (await usns(ns, 'computer_ids=1&limit=100')).results;
    const [first, second] = before;
    const fixed = new Set([...first!.packages, ...second!.packages].map((item) => item.name));
    const securityBefore = await security(ns, 1);
    const reply = await post(ns, 'computers/1/usns/upgrade-packages', { usns: [first!.usn, second!.usn] });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.summary, 'Upgrade packages affected by 2 security issues');
    assert.equal(reply.body.type, 'Apply security upgrades');
    const after = (await usns(ns, 'computer_ids=1&limit=100')).results.map((usn) => usn.usn);
    assert.ok(!after.includes(first!.usn) && !after.includes(second!.usn));
    assert.equal(await security(ns, 1), securityBefore - fixed.size);
  });

  it('removes the affected packages of one notice sent as text', async () => {
    const ns = await createTestNamespace(server);
    const [first] = (await usns(ns, 'computer_ids=1')).results;
    const reply = await post(ns, 'computers/1/usns/remove-packages', { usns: first!.usn });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.summary, `Remove packages affected by USN-${first!.usn}`);
    const name = first!.packages[0]!.name;
    const still = (await get(ns, `computers/1/packages?installed=true&search=${encodeURIComponent(name)}`)).body.results;
    assert.ok(!still.some((item: { name: string }) => item.name === name));
  });

  it('refuses unknown notices, notices that do not apply, and an empty list', async () => {
    const ns = await createTestNamespace(server);
    const refuse = async (path: string, body: unknown, pattern: RegExp) => {
      const reply = await post(ns, path, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, pattern);
    };
    const [first] = (await usns(ns, 'computer_ids=1')).results;
    await refuse('computers/1/usns/upgrade-packages', { usns: [] }, /"usns" must name/);
    await refuse('computers/1/usns/upgrade-packages', { usns: ['1-1'] }, /no security notice USN-1-1/);
    await refuse('computers/10/usns/upgrade-packages', { usns: [first!.usn] }, /does not affect instance 10/);
    await refuse('computers/1/usns/remove-packages', { usns: 42 }, /"usns" must be a list/);
    assert.equal((await post(ns, 'computers/99999/usns/upgrade-packages', { usns: [first!.usn] })).status, 404);
  });
});
