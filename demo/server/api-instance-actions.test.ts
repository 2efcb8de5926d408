import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface InstanceReply {
  id: number;
  title: string;
  comment: string;
  access_group: string;
  tags: string[];
  is_wsl_instance: boolean;
  alerts: { type: string }[];
  children: { id: number }[];
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const put = (ns: TestNamespace, id: number, body: unknown) => call(ns.rest(`computers/${id}`), { method: 'PUT', token: ns.token, body });
const legacy = (ns: TestNamespace, action: string, params: Record<string, string>) => call(ns.legacy(action, params), { token: ns.token });
const instance = async (ns: TestNamespace, id: number): Promise<InstanceReply> => (await get(ns, `computers/${id}`)).body;
const future = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe('PUT computers/{id}', () => {
  it('changes the fields given and answers the instance; the next read shows it, other namespaces do not', async () => {
    const ns = await createTestNamespace(server);
    const reply = await put(ns, 6, { title: 'Renamed web server', comment: 'Moved to rack 4', access_group: 'staging', tags: ['web', 'rack4', 'web'] });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.id, 6);
    assert.equal(reply.body.title, 'Renamed web server');
    assert.equal(reply.body.comment, 'Moved to rack 4');
    assert.equal(reply.body.access_group, 'staging');
    assert.deepEqual(reply.body.tags, ['web', 'rack4']);
    assert.ok('annotations' in reply.body && 'children' in reply.body);
    assert.deepEqual(await instance(ns, 6), reply.body);
    assert.ok((await get(ns, 'tags?limit=1000')).body.results.includes('rack4'));
    const onlyComment = await put(ns, 6, { comment: 'Only this' });
    assert.equal(onlyComment.body.title, 'Renamed web server');
    assert.notEqual((await instance(await createTestNamespace(server), 6)).title, 'Renamed web server');
  });

  it('clears a comment with "" and the tags with []', async () => {
    const ns = await createTestNamespace(server);
    await put(ns, 7, { comment: 'Something' });
    const cleared = await put(ns, 7, { comment: '', tags: [] });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.comment, '');
    assert.deepEqual(cleared.body.tags, []);
    assert.deepEqual((await instance(ns, 7)).tags, []);
  });

  it("refuses an unknown access group, upstream's tag rules, an empty title, and a WSL instance's new title", async () => {
    const ns = await createTestNamespace(server);
    const refuse = async (id: number, body: unknown, error: string, message: string | RegExp) => {
      const reply = await put(ns, id, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal(reply.body.error, error);
      if (typeof message === 'string') assert.equal(reply.body.message, message);
      else assert.match(reply.body.message, message);
    };
    await refuse(6, { access_group: 'nowhere' }, 'UnknownAccessGroup', 'Access group "nowhere" does not exist.');
    await refuse(6, { tags: ['ok', '1st'] }, 'InvalidTag', 'Tag must starts with a letter');
    await refuse(6, { tags: [''] }, 'InvalidTag', 'Tag must starts with a letter');
    await refuse(6, { tags: ['web server'] }, 'InvalidTag', 'Tag can only contain letters, numbers, hyphens, and underscores');
    await refuse(6, { title: '   ' }, 'InvalidParameter', /"title" must not be empty/);
    await refuse(6, { tags: 'web' }, 'InvalidParameter', /"tags" must be a list of strings/);
    const [child] = (await instance(ns, SHOWCASE.windowsHost)).children;
    const wsl = await instance(ns, child!.id);
    await refuse(wsl.id, { title: 'Renamed' }, 'ReadOnlyTitle', /cannot be changed/);
    // The edit form always sends the title: unchanged, it is accepted.
    const same = await put(ns, wsl.id, { title: wsl.title, comment: 'Dev box', access_group: 'wsl' });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.comment, 'Dev box');
    assert.equal((await instance(ns, 6)).access_group, (await instance(await createTestNamespace(server), 6)).access_group);
  });

  it('answers 404 for an unknown instance, 401 without a token, and an injected fault', async () => {
    const ns = await createTestNamespace(server, { faults: [{ method: 'PUT', path: 'computers/8', status: 500 }] });
    const missing = await put(ns, 99_999, { comment: 'x' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await call(ns.rest('computers/6'), { method: 'PUT', body: { comment: 'x' } })).status, 401);
    assert.equal((await put(ns, 8, { comment: 'x' })).status, 500);
    assert.equal((await get(ns, 'computers/8')).status, 200);
  });
});

describe('legacy RebootComputers and ShutdownComputers', () => {
  it('queue one activity for one instance and a group for several', async () => {
    const ns = await createTestNamespace(server);
    const one = await legacy(ns, 'ShutdownComputers', { 'computer_ids.1': '6' });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    assert.equal(one.body.type, 'Shut down computer');
    assert.equal(one.body.summary, 'Shut down computer');
    assert.equal(one.body.computer_id, 6);
    assert.equal(one.body.activity_status, 'undelivered');
    const group = await legacy(ns, 'RebootComputers', { 'computer_ids.1': '6', 'computer_ids.2': '7' });
    assert.equal(group.body.type, 'Activity group');
    assert.equal(group.body.summary, 'Reboot computer on 2 computers');
    const children = (await get(ns, `activities?query=${encodeURIComponent(`parent-id:${group.body.id}`)}`)).body.results;
    assert.deepEqual(children.map((child: { computer_id: number }) => child.computer_id).sort(), [6, 7]);
    assert.ok(children.every((child: { type: string }) => child.type === 'Reboot computer'));
  });

  it('schedule with a future deliver_after and refuse a past or malformed one', async () => {
    const ns = await createTestNamespace(server);
    const when = future(90);
    const scheduled = await legacy(ns, 'RebootComputers', { 'computer_ids.1': '6', deliver_after: when });
    assert.equal(scheduled.body.activity_status, 'scheduled');
    assert.equal(Date.parse(scheduled.body.delivery_time), Date.parse(when));
    const past = await legacy(ns, 'ShutdownComputers', { 'computer_ids.1': '6', deliver_after: '2020-01-01T10:00:00Z' });
    assert.equal(past.status, 400);
    assert.match(past.body.message, /must be in the future/);
    assert.equal((await legacy(ns, 'ShutdownComputers', { 'computer_ids.1': '6', deliver_after: '2030-01-01 10:00' })).status, 400);
  });

  it('a restart clears the instance reboot alert', async () => {
    const ns = await createTestNamespace(server);
    const [needing] = (await get(ns, `computers?query=${encodeURIComponent('needs:reboot')}&limit=1&with_alerts=true`)).body.results as InstanceReply[];
    assert.ok(needing!.alerts.some((alert) => alert.type === 'ComputerRebootAlert'));
    await legacy(ns, 'RebootComputers', { 'computer_ids.1': String(needing!.id) });
    assert.ok(!(await instance(ns, needing!.id)).alerts.some((alert) => alert.type === 'ComputerRebootAlert'));
  });

  it('refuse no ids and unknown ids; need a token; answer injected faults', async () => {
    const ns = await createTestNamespace(server, { faults: [{ path: 'ShutdownComputers', status: 503, times: 1 }] });
    assert.equal((await legacy(ns, 'ShutdownComputers', { 'computer_ids.1': '6' })).status, 503);
    assert.equal((await legacy(ns, 'RebootComputers', {})).status, 400);
    assert.equal((await legacy(ns, 'RebootComputers', { 'computer_ids.1': 'six' })).status, 400);
    const missing = await legacy(ns, 'RebootComputers', { 'computer_ids.1': '6', 'computer_ids.2': '99999' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await call(ns.legacy('RebootComputers', { 'computer_ids.1': '6' }))).status, 401);
  });
});

describe('legacy RemoveComputers', () => {
  it('removes instances from Landscape: they leave the list and answer 404', async () => {
    const ns = await createTestNamespace(server);
    const before = (await get(ns, 'computers?limit=1')).body.count;
    const reply = await legacy(ns, 'RemoveComputers', { 'computer_ids.1': '7', 'computer_ids.2': '8' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body, [7, 8]);
    assert.equal((await get(ns, 'computers/7')).status, 404);
    assert.equal((await get(ns, 'computers?limit=1')).body.count, before - 2);
    assert.equal((await get(await createTestNamespace(server), 'computers/7')).status, 200);
  });

  it('removes a WSL instance alone, and a Windows host with its WSL instances', async () => {
    const ns = await createTestNamespace(server);
    const [first, second] = (await instance(ns, SHOWCASE.windowsHost)).children;
    assert.deepEqual((await legacy(ns, 'RemoveComputers', { 'computer_ids.1': String(first!.id) })).body, [first!.id]);
    const host = await instance(ns, SHOWCASE.windowsHost);
    assert.ok(!host.children.some((child) => child.id === first!.id));
    assert.ok(host.children.some((child) => child.id === second!.id));
    const removed = (await legacy(ns, 'RemoveComputers', { 'computer_ids.1': String(SHOWCASE.windowsHost) })).body;
    assert.ok(removed.includes(SHOWCASE.windowsHost) && removed.includes(second!.id));
    assert.equal((await get(ns, `computers/${second!.id}`)).status, 404);
  });

  it('removes nothing when an id is unknown', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'RemoveComputers', { 'computer_ids.1': '9', 'computer_ids.2': '99999' });
    assert.equal(reply.status, 404);
    assert.equal(reply.body.error, 'InstanceNotFound');
    assert.equal((await get(ns, 'computers/9')).status, 200);
    assert.equal((await legacy(ns, 'RemoveComputers', {})).status, 400);
  });
});

describe('POST computers/{id}/sanitize', () => {
  it('queues the sanitization when the title typed matches exactly', async () => {
    const ns = await createTestNamespace(server);
    const { title } = await instance(ns, 6);
    const post = (body: unknown) => call(ns.rest('computers/6/sanitize'), { method: 'POST', token: ns.token, body });
    const reply = await post({ computer_title: title });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.type, 'Sanitize computer');
    assert.equal(reply.body.computer_id, 6);
    const wrong = await post({ computer_title: title.toUpperCase() });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'InvalidComputerTitle');
    assert.equal((await post({})).status, 400);
    const missing = await call(ns.rest('computers/99999/sanitize'), { method: 'POST', token: ns.token, body: { computer_title: title } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
  });
});

describe('legacy AddTagsToComputers and ChangeComputersAccessGroup', () => {
  it('add tags to the instances a query selects', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'AddTagsToComputers', { query: 'id:6 OR id:7', 'tags.1': 'rollout', 'tags.2': 'web' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body, [6, 7]);
    for (const id of [6, 7]) {
      const { tags } = await instance(ns, id);
      assert.ok(tags.includes('rollout'));
      assert.equal(tags.filter((tag) => tag === 'web').length, tags.includes('web') ? 1 : 0);
    }
    const bad = await legacy(ns, 'AddTagsToComputers', { query: 'id:6', 'tags.1': 'a b' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'InvalidTag');
    assert.equal((await legacy(ns, 'AddTagsToComputers', { query: 'id:6' })).status, 400);
    const missing = await legacy(ns, 'AddTagsToComputers', { query: 'id:6 OR id:99999', 'tags.1': 'x' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await legacy(ns, 'AddTagsToComputers', { query: 'tag:no-such-tag', 'tags.1': 'x' })).status, 400);
  });

  it('move the instances a query selects to another access group', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'ChangeComputersAccessGroup', { query: 'id:6 OR id:7', access_group: 'desktops' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal((await instance(ns, 6)).access_group, 'desktops');
    assert.equal((await instance(ns, 7)).access_group, 'desktops');
    const unknown = await legacy(ns, 'ChangeComputersAccessGroup', { query: 'id:6', access_group: 'nowhere' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'UnknownAccessGroup');
    assert.equal((await legacy(ns, 'ChangeComputersAccessGroup', { query: 'id:6' })).status, 400);
    assert.equal((await legacy(ns, 'ChangeComputersAccessGroup', { query: 'id:99999', access_group: 'global' })).status, 404);
  });
});
