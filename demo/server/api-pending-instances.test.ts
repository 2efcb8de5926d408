import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Pending {
  id: number;
  title: string;
  hostname: string;
  access_group: string | null;
  client_tags: string[];
  creation_time: string;
  vm_info: string | null;
  container_info: string | null;
}

const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}, token = ns.token) => call(ns.legacy(action, params), { token });
const pending = async (ns: TestNamespace, token = ns.token): Promise<Pending[]> => (await legacy(ns, 'GetPendingComputers', {}, token)).body;
const switchTo = async (ns: TestNamespace, account: string): Promise<string> =>
  (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: account } })).body.token;

describe('legacy GetPendingComputers', () => {
  it("lists the organisation's pending instances in upstream's PendingInstance shape", async () => {
    const ns = await createTestNamespace(server);
    const list = await pending(ns);
    assert.deepEqual(list.map((item) => item.id), [90001, 90002, 90003, 90004]);
    assert.deepEqual(Object.keys(list[0]!).sort(), ['access_group', 'client_tags', 'container_info', 'creation_time', 'hostname', 'id', 'title', 'vm_info']);
    assert.ok(list.some((item) => item.title.includes(HOSTILE.html)));
    assert.ok(list.some((item) => item.access_group === null));
    const ages = list.map((item) => Date.now() - Date.parse(item.creation_time));
    assert.ok(ages.some((age) => age < 3_600_000) && ages.some((age) => age > 7 * 86_400_000));
    assert.deepEqual(await pending(ns, await switchTo(ns, 'globex')), []);
    assert.deepEqual((await pending(ns, await switchTo(ns, 'initech'))).map((item) => item.id), [90005, 90006]);
    assert.equal((await call(ns.legacy('GetPendingComputers'))).status, 401);
  });
});

describe('legacy AcceptPendingComputers and RejectPendingComputers', () => {
  it('accept: the pending instances become instances in the access group chosen, with their client tags', async () => {
    const ns = await createTestNamespace(server);
    const before = (await call(ns.rest('computers?limit=1'), { token: ns.token })).body.count;
    const reply = await legacy(ns, 'AcceptPendingComputers', { 'computer_ids.1': '90001', 'computer_ids.2': '90003', access_group: 'staging' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const [web, hostile] = reply.body as { id: number; title: string; access_group: string; tags: string[]; distribution: null }[];
    assert.equal(web!.title, 'web-prod-use1-101');
    assert.equal(web!.access_group, 'staging');
    assert.deepEqual(web!.tags, ['web', 'prod', 'use1']);
    assert.equal(web!.distribution, null);
    assert.equal(hostile!.id, web!.id + 1);
    assert.ok(web!.id > 5957);
    assert.deepEqual((await pending(ns)).map((item) => item.id), [90002, 90004]);
    assert.equal((await call(ns.rest(`computers/${web!.id}`), { token: ns.token })).body.hostname, 'web-prod-use1-101.acme.internal');
    assert.equal((await call(ns.rest('computers?limit=1'), { token: ns.token })).body.count, before + 2);
    assert.equal((await pending(await createTestNamespace(server))).length, 4);
  });

  it("accept without access_group: the client's group when the account has it, else global", async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'AcceptPendingComputers', { 'computer_ids.1': '90002', 'computer_ids.2': '90003', 'computer_ids.3': '90004' });
    assert.deepEqual(reply.body.map((instance: { access_group: string }) => instance.access_group), ['global', 'global', 'staging']);
  });

  it('reject: the pending instances are gone and nothing is added', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'RejectPendingComputers', { 'computer_ids.1': '90004' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.map((item: Pending) => item.id), [90004]);
    assert.deepEqual((await pending(ns)).map((item) => item.id), [90001, 90002, 90003]);
    assert.equal((await call(ns.rest('computers?query=ci-runner-dev-euw1-042'), { token: ns.token })).body.count, 0);
  });

  it('refuse unknown ids (404), no ids, an unknown access group, and another organisation’s pending instances', async () => {
    const ns = await createTestNamespace(server);
    const missing = await legacy(ns, 'AcceptPendingComputers', { 'computer_ids.1': '90001', 'computer_ids.2': '6' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await legacy(ns, 'RejectPendingComputers', { 'computer_ids.1': '90005' })).status, 404);
    assert.equal((await legacy(ns, 'RejectPendingComputers')).status, 400);
    const group = await legacy(ns, 'AcceptPendingComputers', { 'computer_ids.1': '90001', access_group: 'nowhere' });
    assert.equal(group.status, 400);
    assert.equal(group.body.error, 'UnknownAccessGroup');
    assert.equal((await pending(ns)).length, 4);
  });
});
