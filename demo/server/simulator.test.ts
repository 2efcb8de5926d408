import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseSimulatorArgs } from './main.ts';
import { call, createTestNamespace, startServer, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer({ selfHosted: false });
});
after(() => server.close());

describe('paths', () => {
  it('serves the default namespace on /api/v2/ and /api/, configured by createSimulator', async () => {
    assert.equal((await call(`${server.origin}/api/v2/about`)).body.self_hosted, false);
    const legacy = await call(`${server.origin}/api/?action=GetActivityTypes&version=2011-08-01`);
    assert.equal(legacy.status, 401);
  });

  it('leaves other paths to the host server', async () => {
    assert.equal((await call(`${server.origin}/new_dashboard/activities`)).status, 418);
    assert.equal((await call(`${server.origin}/api/v1/about`)).status, 418);
  });

  it('answers unknown endpoints, unknown namespaces and wrong methods with error bodies', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual((await call(ns.rest('nothing/here'))).body, { error: 'NotFound', message: 'There is no API endpoint at "nothing/here".' });
    const wrongMethod = await call(ns.rest('about'), { method: 'DELETE' });
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.headers.get('allow'), 'GET');
    assert.equal((await call(`${server.origin}/sim/nope/api/v2/about`)).body.error, 'UnknownNamespace');
  });
});

describe('namespaces', () => {
  it('are created quickly', async () => {
    await createTestNamespace(server);
    const started = performance.now();
    for (let index = 0; index < 10; index += 1) {
      assert.equal((await call(`${server.origin}/__sim/namespaces`, { method: 'POST', body: {} })).status, 201);
    }
    const average = (performance.now() - started) / 10;
    assert.ok(average < 50, `${average.toFixed(1)} ms per namespace`);
  });

  it('return their API bases', async () => {
    const created = await call(`${server.origin}/__sim/namespaces`, { method: 'POST', body: { latencyMs: 0 } });
    const { id } = created.body;
    assert.deepEqual(created.body, { id, apiBase: `/sim/${id}/api/v2/`, legacyApiBase: `/sim/${id}/api/` });
  });

  it('keep their own state', async () => {
    const first = await createTestNamespace(server);
    const second = await createTestNamespace(server);
    const queued = (await call(first.rest('activities?query=status:undelivered&limit=1'), { token: first.token })).body.results[0];
    await call(first.legacy('CancelActivities', { query: `id:${queued.id}` }), { token: first.token });
    assert.equal((await call(first.rest(`activities/${queued.id}`), { token: first.token })).body.activity_status, 'canceled');
    assert.equal((await call(second.rest(`activities/${queued.id}`), { token: second.token })).body.activity_status, 'undelivered');
    const fromDefault = await call(`${server.origin}/__sim/default/tokens`, { method: 'POST', body: {} });
    const onDefault = await call(`${server.origin}/api/v2/activities/${queued.id}`, { token: fromDefault.body.token });
    assert.equal(onDefault.body.activity_status, 'undelivered');
  });

  it('can be discarded; the default one is reset instead', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.control(), { method: 'DELETE' })).status, 204);
    assert.equal((await call(ns.rest('about'))).status, 404);
    const token = (await call(`${server.origin}/__sim/default/tokens`, { method: 'POST', body: {} })).body.token;
    assert.equal((await call(`${server.origin}/__sim/default`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(`${server.origin}/api/v2/activities`, { token })).status, 401, 'sessions are reset too');
    assert.equal((await call(`${server.origin}/api/v2/about`)).body.self_hosted, false, 'with the initial options');
  });

  it('change options mid-test and refuse invalid ones', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.rest('about'))).body.self_hosted, true);
    const updated = await call(ns.control('/options'), { method: 'PUT', body: { selfHosted: false, features: { 'usg-profiles': false } } });
    assert.equal(updated.status, 200);
    assert.equal((await call(ns.rest('about'))).body.self_hosted, false);
    const features = (await call(ns.rest('me'), { token: ns.token })).body.features;
    assert.deepEqual(features.filter((feature: { enabled: boolean }) => !feature.enabled).map((feature: { key: string }) => feature.key), ['usg-profiles']);
    for (const body of [{ latency: 5 }, { features: { colour: true } }, { faults: [{ path: 'me' }] }, { faults: [{ path: 'me', status: 9 }] }]) {
      const reply = await call(ns.control('/options'), { method: 'PUT', body });
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal(reply.body.error, 'InvalidOptions');
    }
  });

  it('mint tokens for demo users only', async () => {
    const ns = await createTestNamespace(server);
    const auditor = await call(ns.control('/tokens'), { method: 'POST', body: { email: 'auditor@example.com' } });
    assert.equal((await call(ns.rest('me'), { token: auditor.body.token })).body.email, 'auditor@example.com');
    assert.equal((await call(ns.control('/tokens'), { method: 'POST', body: { email: 'eve@example.com' } })).status, 400);
  });
});

describe('request log', () => {
  it('records requests with their path, query, body and whether they were authorised', async () => {
    const ns = await createTestNamespace(server);
    await call(ns.rest('activities?limit=5&query=status:failed'), { token: ns.token });
    await call(ns.rest('login'), { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    await call(ns.legacy('GetActivityTypes'), { token: ns.token });
    const log = (await call(ns.control('/requests'))).body;
    assert.deepEqual(log, [
      { method: 'GET', path: 'activities', api: 'rest', query: { limit: '5', query: 'status:failed' }, body: null, authorization: true },
      { method: 'POST', path: 'login', api: 'rest', query: {}, body: { email: 'a@b.c', password: 'x' }, authorization: false },
      { method: 'GET', path: 'GetActivityTypes', api: 'legacy', query: { action: 'GetActivityTypes', version: '2011-08-01' }, body: null, authorization: true },
    ]);
    const filtered = (await call(ns.control('/requests?method=get&path=activities'))).body;
    assert.equal(filtered.length, 1);
    assert.equal((await call(ns.control('/requests'), { method: 'DELETE' })).status, 204);
    assert.deepEqual((await call(ns.control('/requests'))).body, []);
  });
});

describe('faults and latency', () => {
  it('answer with an injected status and body, for a number of times', async () => {
    const ns = await createTestNamespace(server, {
      faults: [
        { method: 'GET', path: 'activities', status: 503, times: 1 },
        { path: 'about', status: 418, body: { error: 'Teapot', message: 'Short and stout' } },
      ],
    });
    const faulted = await call(ns.rest('activities'), { token: ns.token });
    assert.equal(faulted.status, 503);
    assert.deepEqual(faulted.body, { error: 'InjectedFault', message: 'Injected fault' });
    assert.equal((await call(ns.rest('activities'), { token: ns.token })).status, 200, 'only once');
    assert.deepEqual((await call(ns.rest('about'))).body, { error: 'Teapot', message: 'Short and stout' });
    assert.equal((await call(ns.rest('about'))).status, 418, 'unlimited without times');
  });

  it('match the method and the exact path, including legacy actions', async () => {
    const ns = await createTestNamespace(server);
    await call(ns.control('/options'), {
      method: 'PUT',
      body: { faults: [{ method: 'POST', path: 'security-profiles/1:archive', status: 500 }, { path: 'GetActivityTypes', status: 502 }] },
    });
    assert.equal((await call(ns.rest('security-profiles/1:archive'), { method: 'POST', token: ns.token })).status, 500);
    assert.equal((await call(ns.rest('security-profiles/2:archive'), { method: 'POST', token: ns.token })).status, 200);
    assert.equal((await call(ns.legacy('GetActivityTypes'), { token: ns.token })).status, 502);
  });

  it('send malformed JSON', async () => {
    const ns = await createTestNamespace(server, { faults: [{ path: 'me', malformed: true }] });
    const response = await fetch(ns.rest('me'));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json');
    await assert.rejects(response.json(), SyntaxError);
  });

  it('drop the connection', async () => {
    const ns = await createTestNamespace(server, { faults: [{ path: 'about', drop: true, times: 1 }] });
    await assert.rejects(fetch(ns.rest('about')), TypeError);
    assert.equal((await call(ns.rest('about'))).status, 200);
  });

  it('delay responses by the configured latency', async () => {
    const ns = await createTestNamespace(server, { latencyMs: 150 });
    const started = performance.now();
    await call(ns.rest('about'));
    assert.ok(performance.now() - started >= 145);
    await call(ns.control('/options'), { method: 'PUT', body: { latencyMs: 0 } });
    const again = performance.now();
    await call(ns.rest('about'));
    assert.ok(performance.now() - again < 100);
  });
});

describe('parseSimulatorArgs', () => {
  it('reads every flag and ignores the ones it does not know', () => {
    assert.deepEqual(
      parseSimulatorArgs([
        '--port', '8001', '--saas', '--feature', 'usg-profiles=off', '--feature=oidc-configuration=on', '--latency', '200',
        '--fault', 'GET:activities=500', '--fault', 'GET:me=malformed', '--fault=about=drop',
        '--fault', 'POST:security-profiles/3:archive=409', '--no-oidc', '--open',
      ]),
      {
        selfHosted: false,
        features: { 'usg-profiles': false, 'oidc-configuration': true },
        latencyMs: 200,
        faults: [
          { method: 'GET', path: 'activities', status: 500 },
          { method: 'GET', path: 'me', malformed: true },
          { path: 'about', drop: true },
          { method: 'POST', path: 'security-profiles/3:archive', status: 409 },
        ],
        oidcAvailable: false,
      },
    );
    assert.deepEqual(parseSimulatorArgs([]), {});
  });

  it('refuses malformed values', () => {
    assert.throws(() => parseSimulatorArgs(['--latency', 'slow']), /--latency slow/);
    assert.throws(() => parseSimulatorArgs(['--feature', 'colours=on']), /--feature colours=on/);
    assert.throws(() => parseSimulatorArgs(['--fault', 'GET:activities=boom']), /not a status code/);
    assert.throws(() => parseSimulatorArgs(['--fault']), /needs a value/);
  });
});
