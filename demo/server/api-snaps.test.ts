import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface InstalledSnap {
  version: string;
  revision: string;
  tracking_channel: string;
  held_until: string | null;
  confinement: string;
  snap: { id: string; name: string; summary: string; publisher: { username: string; validation: string } };
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const post = (ns: TestNamespace, body: unknown) => call(ns.rest('snaps'), { method: 'POST', token: ns.token, body });
const installed = async (ns: TestNamespace, id: number, params = 'limit=100'): Promise<InstalledSnap[]> => {
  const reply = await get(ns, `computers/${id}/snaps/installed?${params}`);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body.results;
};

describe('GET computers/{id}/snaps/installed', () => {
  it('pages the installed snaps by name with the record shape of screens §4.2', async () => {
    const ns = await createTestNamespace(server);
    const page = (await get(ns, 'computers/1/snaps/installed')).body;
    assert.ok(page.count >= 3);
    const snaps: InstalledSnap[] = page.results;
    assert.deepEqual(Object.keys(snaps[0]!).sort(), ['confinement', 'held_until', 'revision', 'snap', 'tracking_channel', 'version']);
    assert.equal(typeof snaps[0]!.revision, 'string');
    assert.ok(snaps.some((snap) => snap.snap.name === 'snapd'));
    assert.ok(snaps[0]!.snap.publisher.username && snaps[0]!.snap.publisher.validation);
    const names = snaps.map((snap) => snap.snap.name);
    assert.deepEqual(names, [...names].sort());
    assert.deepEqual((await installed(ns, 1, 'search=CORE')).map((snap) => snap.snap.name), names.filter((name) => name.includes('core')));
  });

  it('is empty for instance 12 and Windows hosts; 404 for an unknown instance', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual(await installed(ns, SHOWCASE.noSnaps), []);
    assert.deepEqual(await installed(ns, SHOWCASE.windowsHost), []);
    assert.equal((await get(ns, 'computers/99999/snaps/installed')).body.error, 'InstanceNotFound');
  });
});

describe('the store: snaps/available and snaps/{name}/info', () => {
  it('finds snaps by name prefix', async () => {
    const ns = await createTestNamespace(server);
    const all = (await get(ns, 'computers/1/snaps/available?limit=1000')).body;
    assert.ok(all.count >= 180 && all.count <= 220, String(all.count));
    const found = (await get(ns, 'computers/1/snaps/available?name_startswith=micro')).body.results;
    assert.deepEqual(found.map((snap: { name: string }) => snap.name), ['micro', 'microk8s']);
    assert.deepEqual(Object.keys(found[0]).sort(), ['name', 'snap', 'snap-id']);
    assert.equal(found[1].snap.publisher['display-name'], 'Canonical');
    assert.equal((await get(ns, 'computers/99999/snaps/available?name_startswith=a')).status, 404);
  });

  it('sends the channel map', async () => {
    const ns = await createTestNamespace(server);
    const info = (await get(ns, 'computers/1/snaps/lxd/info')).body;
    assert.equal(info.name, 'lxd');
    const channels = info['channel-map'].map((release: { channel: { name: string; architecture: string } }) => `${release.channel.name} - ${release.channel.architecture}`);
    assert.ok(channels.includes('latest/stable - amd64') && channels.includes('5.21/edge - arm64'));
    const release = info['channel-map'][0];
    assert.deepEqual(Object.keys(release).sort(), ['channel', 'confinement', 'revision', 'version']);
    assert.equal((await get(ns, 'computers/1/snaps/code/info')).body['channel-map'][0].confinement, 'classic');
    const missing = await get(ns, 'computers/1/snaps/no-such-snap/info');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'SnapNotFound');
  });
});

describe('POST snaps', () => {
  it('installs, switches channel, holds, unholds and removes', async () => {
    const ns = await createTestNamespace(server);
    const find = async (name: string) => (await installed(ns, 1)).find((snap) => snap.snap.name === name);
    const name = (await get(ns, 'computers/1/snaps/available?name_startswith=kdenlive')).body.results[0].name;
    assert.equal(await find(name), undefined);
    const install = await post(ns, { action: 'install', computer_ids: [1], snaps: [{ name, channel: 'latest/beta' }] });
    assert.equal(install.status, 200, JSON.stringify(install.body));
    assert.equal(install.body.summary, 'Install snap kdenlive');
    assert.equal(install.body.type, 'Install snap');
    assert.equal((await find(name))!.tracking_channel, 'latest/beta');
    const again = await post(ns, { action: 'install', computer_ids: [1], snaps: [{ name }] });
    assert.match(again.body.message, /already installed on instance 1/);

    const switched = await post(ns, { action: 'refresh', computer_ids: [1], snaps: [{ name, channel: 'latest/stable' }] });
    assert.equal(switched.body.summary, 'Switch snap kdenlive to latest/stable');
    assert.equal((await find(name))!.tracking_channel, 'latest/stable');

    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await post(ns, { action: 'hold', computer_ids: [1], snaps: [{ name, time: until }] });
    assert.equal((await find(name))!.held_until, until.replace(/\.\d+Z$/, 'Z'));
    await post(ns, { action: 'hold', computer_ids: [1], snaps: [{ name, time: 'forever' }] });
    assert.ok(Date.parse((await find(name))!.held_until!) > Date.now() + 200 * 365 * 86_400_000);
    await post(ns, { action: 'unhold', computer_ids: [1], snaps: [{ name }] });
    assert.equal((await find(name))!.held_until, null);

    const removed = await post(ns, { action: 'remove', computer_ids: [1], snaps: [{ name }], deliver_after_window: 5 });
    assert.equal(removed.status, 200);
    assert.equal(await find(name), undefined);
  });

  it('validates actions, snaps, channels, times and delivery', async () => {
    const ns = await createTestNamespace(server);
    const base = { action: 'refresh', computer_ids: [1], snaps: [{ name: 'snapd' }] };
    const expect400 = async (body: unknown, pattern: RegExp) => {
      const reply = await post(ns, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, pattern);
    };
    await expect400({ ...base, action: 'switch' }, /"action" must be one of/);
    await expect400({ ...base, snaps: [] }, /"snaps" must list/);
    await expect400({ ...base, snaps: [{}] }, /name" is required/);
    await expect400({ ...base, snaps: [{ name: 'no-such-snap' }] }, /no snap "no-such-snap"/);
    await expect400({ ...base, snaps: [{ name: 'snapd', channel: 'nope/stable' }] }, /is not a channel of snapd/);
    await expect400({ ...base, action: 'hold', snaps: [{ name: 'snapd', time: 'yesterday' }] }, /"forever" or an ISO 8601 time/);
    await expect400({ ...base, action: 'hold', snaps: [{ name: 'snapd', time: '2001-01-01T00:00:00Z' }] }, /must be in the future/);
    await expect400({ ...base, deliver_after: '2001-01-01T00:00:00Z' }, /must be in the future/);
    await expect400({ ...base, deliver_after_window: -5 }, /"deliver_after_window" must be at least 0/);
    await expect400({ ...base, computer_ids: [SHOWCASE.noSnaps] }, /snapd is not installed on instance 12/);
    assert.equal((await post(ns, { ...base, computer_ids: [99_999] })).status, 404);
    const scheduled = await post(ns, { ...base, deliver_after: new Date(Date.now() + 3_600_000).toISOString() });
    assert.equal(scheduled.body.activity_status, 'scheduled');
  });
});
