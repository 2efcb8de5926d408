import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Process {
  id: number;
  computer_id: number;
  pid: number;
  gid: number;
  name: string;
  state: string;
  start_time: string;
  vm_size: number;
  cpu_utilisation: number;
}

const list = (ns: TestNamespace, id: number, params = '') => call(ns.rest(`computers/${id}/processes${params}`), { token: ns.token });
const post = (ns: TestNamespace, path: string, body: unknown) => call(ns.rest(path), { method: 'POST', token: ns.token, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET computers/{id}/processes', () => {
  it('pages the processes by pid, with the record shape of screens §4.3', async () => {
    const ns = await createTestNamespace(server);
    const page = (await list(ns, 1)).body;
    assert.ok(page.count > 50);
    assert.equal(page.results.length, 20);
    assert.ok(page.next.includes('offset=20'));
    const first: Process = page.results[0];
    assert.deepEqual(Object.keys(first).sort(), ['computer_id', 'cpu_utilisation', 'gid', 'id', 'name', 'pid', 'start_time', 'state', 'vm_size']);
    assert.equal(first.name, 'systemd');
    assert.equal(first.pid, 1);
    const pids = page.results.map((process: Process) => process.pid);
    assert.deepEqual(pids, [...pids].sort((a, b) => a - b));
    assert.deepEqual((await list(ns, 1)).body, page);
  });

  it('searches the command name, ignoring case', async () => {
    const ns = await createTestNamespace(server);
    const found = (await list(ns, 1, '?search=SYSTEMD&limit=100')).body;
    assert.ok(found.count >= 5 && found.results.every((process: Process) => process.name.includes('systemd')));
    assert.equal((await list(ns, 1, '?search=no-such-command')).body.count, 0);
  });

  it('is empty for instance 13, Windows hosts; 404 for an unknown instance; 401 without a token', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await list(ns, SHOWCASE.noProcesses)).body.count, 0);
    assert.equal((await list(ns, SHOWCASE.windowsHost)).body.count, 0);
    const missing = await list(ns, 99_999);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await call(ns.rest('computers/1/processes'))).status, 401);
  });

  it('answers an injected fault on its path', async () => {
    const ns = await createTestNamespace(server, { faults: [{ method: 'GET', path: 'computers/1/processes', status: 503 }] });
    assert.equal((await list(ns, 1)).status, 503);
    assert.equal((await list(ns, 2)).status, 200);
  });
});

describe('POST processes/terminate and processes/kill', () => {
  it('queue an activity and take the processes off the list', async () => {
    const ns = await createTestNamespace(server);
    const before = (await list(ns, 6, '?limit=1000')).body;
    const [a, b] = before.results.slice(-2) as Process[];
    const ended = await post(ns, 'processes/terminate', { computer_id: 6, pids: [a!.pid, b!.pid] });
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    assert.equal(ended.body.summary, `Terminate processes ${a!.pid}, ${b!.pid}`);
    assert.equal(ended.body.type, 'Terminate processes');
    assert.equal(ended.body.computer_id, 6);
    assert.equal(ended.body.activity_status, 'undelivered');
    assert.equal(ended.body.creator.email, 'admin@example.com');
    const after = (await list(ns, 6, '?limit=1000')).body;
    assert.equal(after.count, before.count - 2);
    assert.ok(!after.results.some((process: Process) => process.pid === a!.pid));
    const activity = (await call(ns.rest(`activities/${ended.body.id}`), { token: ns.token })).body;
    assert.equal(activity.summary, ended.body.summary);

    const [c] = after.results as Process[];
    const killed = await post(ns, 'processes/kill', { computer_id: 6, pids: [c!.pid] });
    assert.equal(killed.body.summary, `Kill process ${c!.pid}`);
    assert.equal(killed.body.type, 'Kill processes');
    const other = await createTestNamespace(server);
    assert.equal((await list(other, 6)).body.count, before.count);
  });

  it('refuse unknown pids, missing fields and unknown instances', async () => {
    const ns = await createTestNamespace(server);
    const unknown = await post(ns, 'processes/kill', { computer_id: 1, pids: [1, 999_999] });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, 'Process 999999 is not running on instance 1.');
    assert.equal((await post(ns, 'processes/kill', { computer_id: 1, pids: [] })).status, 400);
    assert.equal((await post(ns, 'processes/kill', { pids: [1] })).status, 400);
    assert.equal((await post(ns, 'processes/kill', { computer_id: 1, pids: ['1'] })).status, 400);
    const missing = await post(ns, 'processes/terminate', { computer_id: 99_999, pids: [1] });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await list(ns, 1)).body.results[0].pid, 1);
  });

  it('lets the activity be delivered, then succeed, after activityDelayMs', async () => {
    const ns = await createTestNamespace(server, { activityDelayMs: 200 });
    const queued = (await post(ns, 'processes/kill', { computer_id: 2, pids: [1] })).body;
    const status = async () => (await call(ns.rest(`activities/${queued.id}`), { token: ns.token })).body;
    assert.equal((await status()).activity_status, 'undelivered');
    await sleep(140);
    assert.equal((await status()).activity_status, 'delivered');
    await sleep(160);
    const done = await status();
    assert.equal(done.activity_status, 'succeeded');
    assert.ok(done.completion_time && done.delivery_time);
  });
});
