import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Activity } from './model.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

async function list(ns: TestNamespace, params: Record<string, string> = {}) {
  return call(ns.rest(`activities?${new URLSearchParams(params)}`), { token: ns.token });
}

async function first(ns: TestNamespace, query: string): Promise<Activity> {
  const reply = await list(ns, { query, limit: '1' });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.ok(reply.body.results.length > 0, `nothing matches ${query}`);
  return reply.body.results[0];
}

async function get(ns: TestNamespace, id: number): Promise<Activity> {
  return (await call(ns.rest(`activities/${id}`), { token: ns.token })).body;
}

describe('GET activities', () => {
  it('pages newest first with next/previous links', async () => {
    const ns = await createTestNamespace(server);
    const page = (await list(ns)).body;
    assert.ok(page.count >= 10_000);
    assert.equal(page.results.length, 20);
    assert.equal(page.previous, null);
    const next = new URL(page.next);
    assert.equal(next.pathname, `/sim/${ns.id}/api/v2/activities`);
    assert.equal(next.searchParams.get('offset'), '20');
    assert.equal(next.searchParams.get('limit'), '20');
    const times = page.results.map((activity: Activity) => activity.creation_time);
    assert.deepEqual(times, [...times].sort().reverse());

    const ten = (await list(ns, { limit: '10' })).body.results.map((activity: Activity) => activity.id);
    const second = (await list(ns, { limit: '5', offset: '5' })).body;
    assert.deepEqual(second.results.map((activity: Activity) => activity.id), ten.slice(5));
    assert.equal(new URL(second.previous).searchParams.get('offset'), '0');

    const last = (await list(ns, { limit: '3', offset: String(page.count - 2) })).body;
    assert.equal(last.results.length, 2);
    assert.equal(last.next, null);
  });

  it('rejects invalid pagination with an error body', async () => {
    const ns = await createTestNamespace(server);
    for (const [params, message] of [
      [{ limit: '-1' }, '"limit" must be at least 1.'],
      [{ limit: 'ten' }, '"limit" must be a whole number.'],
      [{ limit: '1001' }, '"limit" must be at most 1000.'],
      [{ offset: '1.5' }, '"offset" must be a whole number.'],
      [{ offset: '-20' }, '"offset" must be at least 0.'],
    ] as const) {
      const reply = await list(ns, params);
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body, { error: 'InvalidParameter', message });
    }
  });

  it('filters with the search language', async () => {
    const ns = await createTestNamespace(server);
    const failed = (await list(ns, { query: 'status:failed', limit: '100' })).body;
    assert.ok(failed.count > 0);
    assert.ok(failed.results.every((activity: Activity) => activity.activity_status === 'failed'));

    const [a, b] = (await list(ns, { limit: '2' })).body.results as Activity[];
    const pair = (await list(ns, { query: `id:${a!.id} OR id:${b!.id}` })).body;
    assert.deepEqual(pair.results.map((activity: Activity) => activity.id).sort(), [a!.id, b!.id].sort());

    const onSix = (await list(ns, { query: 'computer:id:6', limit: '1000' })).body;
    assert.ok(onSix.count >= 10);
    assert.ok(onSix.results.every((activity: Activity) => activity.computer_id === 6));

    const installs = (await list(ns, { query: 'type:"Install package" NOT status:succeeded', limit: '50' })).body;
    assert.ok(installs.results.every((activity: Activity) => activity.type === 'Install package' && activity.activity_status !== 'succeeded'));

    const parent = await first(ns, 'type:"Activity group"');
    const children = (await list(ns, { query: `parent-id:${parent.id}` })).body;
    assert.ok(children.count >= 2);
    assert.ok(children.results.every((activity: Activity) => activity.parent_id === parent.id));

    const bad = await list(ns, { query: 'colour:red' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'InvalidQuery');
    assert.match(bad.body.message, /Unknown search key "colour:"/);
    assert.equal((await list(ns, { query: 'created-after:2024-02-31' })).status, 400);
  });

  it('returns one activity of the organisation, 404 otherwise', async () => {
    const ns = await createTestNamespace(server);
    const latest = await first(ns, '');
    assert.deepEqual(await get(ns, latest.id), latest);
    const missing = await call(ns.rest('activities/99999999'), { token: ns.token });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { error: 'ActivityNotFound', message: 'Activity 99999999 does not exist.' });
    const globexToken = (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: 'globex' } })).body.token;
    assert.equal((await call(ns.rest(`activities/${latest.id}`), { token: globexToken })).status, 404);
  });
});

describe('legacy activity actions', () => {
  it('lists activity types', async () => {
    const ns = await createTestNamespace(server);
    const types = await call(ns.legacy('GetActivityTypes'), { token: ns.token });
    assert.equal(types.status, 200);
    assert.ok(Array.isArray(types.body) && types.body.length >= 40);
    assert.ok(types.body.includes('Install package'));
  });

  it('checks version, action, method and token', async () => {
    const ns = await createTestNamespace(server);
    const base = ns.legacy('GetActivityTypes').split('?')[0]!;
    const noVersion = await call(`${base}?action=GetActivityTypes`, { token: ns.token });
    assert.deepEqual(noVersion.body, { error: 'MissingVersion', message: 'The "version" parameter is required (2011-08-01).' });
    const oldVersion = await call(`${base}?action=GetActivityTypes&version=2009-01-01`, { token: ns.token });
    assert.equal(oldVersion.status, 400);
    assert.equal(oldVersion.body.error, 'UnsupportedVersion');
    const unknown = await call(ns.legacy('MakeCoffee'), { token: ns.token });
    assert.deepEqual(unknown.body, { error: 'UnknownAction', message: 'Unknown action "MakeCoffee".' });
    assert.equal((await call(ns.legacy('GetActivityTypes'))).status, 401);
    // GET or POST (a form body may carry the parameters: api-scripts.test.ts); nothing else.
    assert.equal((await call(ns.legacy('GetActivityTypes'), { method: 'POST', token: ns.token })).status, 200);
    const put = await call(ns.legacy('GetActivityTypes'), { method: 'PUT', token: ns.token });
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('allow'), 'GET, POST');
  });

  it('approves only approvable activities, and their children', async () => {
    const ns = await createTestNamespace(server);
    const unapproved = await first(ns, 'status:unapproved');
    const succeeded = await first(ns, 'status:succeeded');
    const approve = await call(ns.legacy('ApproveActivities', { query: `id:${unapproved.id} OR id:${succeeded.id}` }), { token: ns.token });
    assert.equal(approve.status, 200);
    assert.deepEqual(approve.body, [unapproved.id]);
    const after = await get(ns, unapproved.id);
    assert.equal(after.activity_status, 'undelivered');
    assert.deepEqual(after.actions, { approvable: false, cancelable: true, reappliable: false, revertable: false });
    assert.equal((await get(ns, succeeded.id)).activity_status, 'succeeded');

    const group = await first(ns, 'status:unapproved type:"Activity group"');
    await call(ns.legacy('ApproveActivities', { query: `id:${group.id}` }), { token: ns.token });
    const children = (await list(ns, { query: `parent-id:${group.id}` })).body.results as Activity[];
    assert.ok(children.length > 0 && children.every((child) => child.activity_status === 'undelivered'));
    assert.equal((await call(ns.legacy('ApproveActivities'), { token: ns.token })).status, 400, 'query is required');
  });

  it('cancels cancelable activities and clears their flags', async () => {
    const ns = await createTestNamespace(server);
    const queued = await first(ns, 'status:undelivered');
    const cancel = await call(ns.legacy('CancelActivities', { query: `id:${queued.id}` }), { token: ns.token });
    assert.deepEqual(cancel.body, [queued.id]);
    const after = await get(ns, queued.id);
    assert.equal(after.activity_status, 'canceled');
    assert.deepEqual(after.actions, { approvable: false, cancelable: false, reappliable: false, revertable: false });
    assert.ok(after.completion_time);
    const again = await call(ns.legacy('CancelActivities', { query: `id:${queued.id}` }), { token: ns.token });
    assert.deepEqual(again.body, []);
  });
});

describe('undo and redo', () => {
  it('queues a revert activity for revertable activities', async () => {
    const ns = await createTestNamespace(server);
    const revertable = (await list(ns, { query: 'status:succeeded', limit: '200' })).body.results.find(
      (activity: Activity) => activity.actions?.revertable,
    ) as Activity;
    const reply = await call(ns.rest('activities/revert'), { method: 'POST', token: ns.token, body: { activity_ids: [revertable.id] } });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.length, 1);
    const created = await get(ns, reply.body[0]);
    assert.equal(created.activity_status, 'undelivered');
    assert.equal(created.summary, `Undo: ${revertable.summary}`);
    assert.equal(created.computer_id, revertable.computer_id);
    assert.equal(created.creator?.email, 'admin@example.com');
    assert.equal((await first(ns, '')).id, created.id, 'newest first');
    assert.equal((await get(ns, revertable.id)).actions?.revertable, false);
  });

  it('queues a redo for failed activities', async () => {
    const ns = await createTestNamespace(server);
    const failed = await first(ns, 'status:failed');
    const reply = await call(ns.rest('activities/reapply'), { method: 'POST', token: ns.token, body: { activity_ids: [failed.id] } });
    assert.equal(reply.status, 200);
    assert.equal((await get(ns, reply.body[0])).summary, `Redo: ${failed.summary}`);
  });

  it('refuses activities without the flag, unknown ids and bad bodies, changing nothing', async () => {
    const ns = await createTestNamespace(server);
    const canceled = await first(ns, 'status:canceled');
    const failed = await first(ns, 'status:failed');
    const before = (await list(ns)).body.count;
    const refused = await call(ns.rest('activities/revert'), { method: 'POST', token: ns.token, body: { activity_ids: [canceled.id] } });
    assert.deepEqual(refused.body, { error: 'ActionNotAllowed', message: `Activity ${canceled.id} cannot be undone.` });
    const mixed = await call(ns.rest('activities/reapply'), { method: 'POST', token: ns.token, body: { activity_ids: [failed.id, 99999999] } });
    assert.deepEqual(mixed.body, { error: 'ActivityNotFound', message: 'Activity 99999999 does not exist.' });
    assert.equal((await list(ns)).body.count, before);
    for (const body of [{}, { activity_ids: [] }, { activity_ids: 'all' }, { activity_ids: [1.5] }, []]) {
      const reply = await call(ns.rest('activities/reapply'), { method: 'POST', token: ns.token, body });
      assert.equal(reply.status, 400, JSON.stringify(body));
    }
  });
});
