import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE_DESCRIPTION, HOSTILE_PROFILE_TITLE, LONG_DISTRIBUTION_NAME, LONG_PROFILE_TITLES, MANY_PROFILES } from './profile-seed.ts';
import { HOSTILE, PROFILE_SHOWCASE as P } from './showcase.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface PocketReply {
  id: number;
  name: string;
  mode: 'mirror' | 'pull' | 'upload';
  components: string[];
  architectures: string[];
  apt_source_line: string;
  gpg_key: { id: number; name: string; key_id: string; fingerprint: string; has_secret: boolean } | null;
  distribution: { name: string; access_group: string; creation_time: string };
  series: { name: string; creation_time: string };
  last_sync_status?: string | null;
  last_sync_activity?: { id: number; summary: string } | null;
  [field: string]: unknown;
}

interface RepositoryReply {
  id: number;
  name: string;
  title: string;
  description: string;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  apt_sources: number[];
  pockets: PocketReply[];
  pending_count: number;
}

interface DistributionReply {
  name: string;
  access_group: string;
  creation_time: string;
  series: { name: string; creation_time: string; pockets: PocketReply[] }[];
}

const list = async (ns: TestNamespace, params = '') => (await call(ns.rest(`repositoryprofiles${params}`), { token: ns.token })).body;
const create = (ns: TestNamespace, body: object) => call(ns.rest('repositoryprofiles'), { method: 'POST', token: ns.token, body });
const put = (ns: TestNamespace, name: string, body: object) => call(ns.rest(`repositoryprofiles/${encodeURIComponent(name)}`), { method: 'PUT', token: ns.token, body });
const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}) => call(ns.legacy(action, params), { token: ns.token });
const byName = async (ns: TestNamespace, name: string) => ((await list(ns)).results as RepositoryReply[]).find((profile) => profile.name === name);
const instanceCount = async (ns: TestNamespace, query: string) =>
  (await call(ns.rest(`computers?${new URLSearchParams({ query, limit: '1' })}`), { token: ns.token })).body.count as number;

describe('GetDistributions, GetAPTSources, GetGPGKeys', () => {
  it("gives acme three distributions: ubuntu's mirrors and a pull pocket, an upload pocket, a long name with an empty series", async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'GetDistributions', { include_latest_sync: 'true' });
    assert.equal(reply.status, 200);
    const distributions = reply.body as DistributionReply[];
    assert.deepEqual(distributions.map((distribution) => distribution.name), ['ubuntu', 'acme-internal', LONG_DISTRIBUTION_NAME]);
    const [ubuntu, internal, long] = distributions;
    assert.deepEqual(ubuntu!.series.map((series) => series.name), ['noble', 'jammy', 'focal', 'jammy-snapshot-2024-11-04']);
    const noble = ubuntu!.series[0]!;
    assert.deepEqual(noble.pockets.map((pocket) => `${pocket.name}:${pocket.mode}`), ['release:mirror', 'updates:mirror', 'security:mirror', 'proposed:pull']);
    const updates = noble.pockets[1]!;
    assert.deepEqual(updates.distribution, { name: 'ubuntu', access_group: 'global', creation_time: ubuntu!.creation_time });
    assert.deepEqual(updates.series, { name: 'noble', creation_time: noble.creation_time });
    assert.equal(updates.apt_source_line, 'deb http://landscape.acme.example/repository/acme/ubuntu noble-updates main restricted universe multiverse');
    assert.equal(updates['mirror_uri'], 'http://archive.ubuntu.com/ubuntu');
    assert.equal(updates['mirror_suite'], 'noble-updates');
    assert.equal(updates.gpg_key?.name, 'acme-archive-signing');
    assert.equal(updates.gpg_key?.has_secret, true);
    // Its last sync is the seeded `Sync mirror ubuntu-noble-updates` activity.
    assert.equal(updates.last_sync_activity?.summary, 'Sync mirror ubuntu-noble-updates');
    const activity = (await call(ns.rest(`activities/${updates.last_sync_activity!.id}`), { token: ns.token })).body;
    assert.equal(activity.summary, 'Sync mirror ubuntu-noble-updates');
    assert.equal(noble.pockets[0]!.last_sync_status, null);
    const proposed = noble.pockets[3]!;
    assert.deepEqual([proposed['pull_series'], proposed['pull_pocket'], proposed['filter_type']], ['noble', 'updates', 'whitelist']);
    const apps = internal!.series[0]!.pockets[0]!;
    assert.equal(apps.mode, 'upload');
    assert.equal('last_sync_status' in apps, false);
    assert.deepEqual((apps['upload_gpg_keys'] as { name: string }[]).map((key) => key.name), ['acme-uploaders']);
    assert.deepEqual(long!.series.map((series) => [series.name, series.pockets.length]), [['jammy', 1], ['bionic', 0]]);
    const names = await legacy(ns, 'GetDistributions', { 'names.1': 'acme-internal' });
    assert.deepEqual(names.body.map((distribution: DistributionReply) => distribution.name), ['acme-internal']);
  });

  it('gives acme seven APT sources (a hostile and a long one) and six keys; globex one distribution; initech nothing', async () => {
    const ns = await createTestNamespace(server);
    const sources = (await legacy(ns, 'GetAPTSources')).body;
    assert.equal(sources.length, 7);
    assert.deepEqual(Object.keys(sources[0]), ['id', 'name', 'line', 'gpg_key', 'access_group']);
    assert.deepEqual(sources[0], { id: 1, name: 'docker-ce', line: 'deb [arch=amd64] https://download.docker.com/linux/ubuntu noble stable', gpg_key: 'docker-ce', access_group: 'global' });
    assert.ok(sources.some((source: { name: string }) => source.name === HOSTILE.html));
    assert.ok(sources.some((source: { line: string }) => source.line.length > 250));
    assert.ok(sources.some((source: { gpg_key: string | null }) => source.gpg_key === null));
    const keys = (await legacy(ns, 'GetGPGKeys')).body;
    assert.equal(keys.length, 6);
    assert.match(keys[0].fingerprint, /^([0-9a-f]{4}:){9}[0-9a-f]{4}$/);
    assert.equal(keys[0].key_id, keys[0].fingerprint.replace(/:/g, '').slice(-16).toUpperCase());
    const globex = await inOrganisation(ns, 'globex');
    assert.deepEqual((await legacy(globex, 'GetDistributions')).body.map((distribution: DistributionReply) => distribution.name), ['ubuntu']);
    const initech = await inOrganisation(ns, 'initech');
    for (const action of ['GetDistributions', 'GetAPTSources', 'GetGPGKeys']) assert.deepEqual((await legacy(initech, action)).body, [], action);
  });
});

describe('GET repositoryprofiles', () => {
  it("pages acme's eight (default limit 1,000), globex's two, initech's none", async () => {
    const ns = await createTestNamespace(server);
    const page = await list(ns);
    assert.equal(page.count, 8);
    assert.deepEqual(page.results.map((profile: RepositoryReply) => profile.id), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual((await list(ns, '?limit=2&offset=6')).results.map((profile: RepositoryReply) => profile.id), [7, 8]);
    assert.deepEqual((await list(ns, '?search=NOBLE')).results.map((profile: RepositoryReply) => profile.id), [1, 5]);
    assert.deepEqual((await list(await inOrganisation(ns, 'globex'))).results.map((profile: RepositoryReply) => profile.id), [9, 10]);
    assert.equal((await list(await inOrganisation(ns, 'initech'))).count, 0);
  });

  it('sends the RepositoryProfile shape: APT sources by id, pockets whole', async () => {
    const ns = await createTestNamespace(server);
    const [mirrors] = (await list(ns)).results as RepositoryReply[];
    assert.deepEqual(Object.keys(mirrors!), ['id', 'name', 'title', 'description', 'access_group', 'all_computers', 'tags', 'apt_sources', 'pockets', 'pending_count']);
    assert.equal(mirrors!.name, 'ubuntu-noble-mirrors');
    assert.deepEqual(mirrors!.pockets.map((pocket) => `${pocket.distribution.name}/${pocket.series.name}/${pocket.name}`), ['ubuntu/noble/release', 'ubuntu/noble/updates', 'ubuntu/noble/security']);
    const noble = ((await legacy(ns, 'GetDistributions')).body as DistributionReply[])[0]!.series[0]!;
    assert.deepEqual(mirrors!.pockets, noble.pockets.slice(0, 3));
    assert.equal(mirrors!.pending_count, await instanceCount(ns, 'alert:computer-offline'));
  });

  it('has the showcase profiles and counts as profile:repository:{id} selects', async () => {
    const ns = await createTestNamespace(server);
    const profiles = (await list(ns)).results as RepositoryReply[];
    const at = (id: number) => profiles.find((profile) => profile.id === id)!;
    assert.equal(at(P.allComputers).all_computers, true);
    assert.equal(at(P.longTitle).title, LONG_PROFILE_TITLES.repository);
    assert.equal(at(P.hostile).title, HOSTILE_PROFILE_TITLE);
    assert.equal(at(P.hostile).description, HOSTILE_DESCRIPTION);
    assert.equal(at(P.unassociated).description, '');
    assert.deepEqual(at(P.secondGroup).pockets.map((pocket) => pocket.mode), ['pull', 'upload', 'pull']);
    for (const profile of profiles) {
      const count = await instanceCount(ns, `profile:repository:${profile.id}`);
      assert.equal(await instanceCount(ns, `profile:repository:${profile.id} alert:computer-offline`), profile.pending_count, profile.title);
      assert.ok(count >= profile.pending_count);
    }
    assert.equal(await instanceCount(ns, `profile:repository:${P.unassociated}`), 0);
  });
});

describe('POST and PUT repositoryprofiles, RemoveRepositoryProfile', () => {
  const valid = { title: 'Grafana on monitoring', description: 'Grafana packages', access_group: 'servers', all_computers: false, tags: ['mon'], pockets: [2, 3], apt_sources: [4] };

  it('creates (201) a profile that reads back as sent', async () => {
    const ns = await createTestNamespace(server);
    const created = await create(ns, valid);
    assert.equal(created.status, 201);
    const profile = created.body as RepositoryReply;
    assert.equal(profile.name, 'grafana-on-monitoring');
    assert.deepEqual(
      { title: profile.title, description: profile.description, access_group: profile.access_group, all_computers: profile.all_computers, tags: profile.tags, pockets: profile.pockets.map((pocket) => pocket.id), apt_sources: profile.apt_sources },
      valid,
    );
    assert.deepEqual(await byName(ns, 'grafana-on-monitoring'), profile);
    assert.equal((await create(ns, { title: '🔥💾🚀' })).body.name, 'repository-profile-12');
    const minimal = (await create(ns, { title: 'Minimal' })).body as RepositoryReply;
    assert.deepEqual({ ...minimal, id: 0 }, { id: 0, name: 'minimal', title: 'Minimal', description: '', access_group: 'global', all_computers: false, tags: [], apt_sources: [], pockets: [], pending_count: 0 });
  });

  const refusals: [string, object, string, string][] = [
    ['no title', { title: '' }, 'InvalidParameter', '"title" must not be empty.'],
    ['an unknown pocket', { pockets: [2, 999] }, 'UnknownPocket', 'Pocket 999 does not exist.'],
    ['an unknown APT source', { apt_sources: [77] }, 'UnknownAPTSource', 'APT source 77 does not exist.'],
    ['an unknown access group', { access_group: 'nowhere' }, 'UnknownAccessGroup', 'Access group "nowhere" does not exist.'],
    ['a title whose name is taken', { title: 'Ubuntu: noble mirrors' }, 'DuplicateName', 'The title "Ubuntu: noble mirrors" makes the name "ubuntu-noble-mirrors", which another repository profile has. Choose another title.'],
    ['pockets as names', { pockets: ['release'] }, 'InvalidParameter', '"pockets" must be a list of whole numbers.'],
  ];
  for (const [what, change, error, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const ns = await createTestNamespace(server);
      const reply = await create(ns, { ...valid, ...change });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body, { error, message });
    });
  }

  it('PUT changes what is sent; "" and [] clear; the name stays; 404 for an unknown name', async () => {
    const ns = await createTestNamespace(server);
    const name = 'kubernetes-worker-nodes-noble-release-and-updates-mirrors-with-the-internal-tools-and-grafana-sources-for-node-monitoring';
    assert.ok(await byName(ns, name));
    const cleared = await put(ns, name, { title: 'K8s nodes', description: '', tags: [], pockets: [], apt_sources: [] });
    assert.equal(cleared.status, 200);
    assert.deepEqual({ ...cleared.body, id: 0 }, { id: 0, name, title: 'K8s nodes', description: '', access_group: 'global', all_computers: false, tags: [], apt_sources: [], pockets: [], pending_count: 0 });
    assert.deepEqual(await byName(ns, name), cleared.body);
    const moved = (await put(ns, name, { access_group: 'staging', all_computers: true, pockets: [4] })).body as RepositoryReply;
    assert.equal(moved.access_group, 'staging');
    assert.equal(moved.pockets[0]!.name, 'proposed');
    assert.equal(await instanceCount(ns, `profile:repository:${moved.id}`), await instanceCount(ns, 'access-group-recursive:staging'));
    const unknown = await put(ns, 'nope', { title: 'x' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { error: 'ProfileNotFound', message: 'Repository profile "nope" does not exist.' });
    assert.equal((await put(ns, name, { title: '' })).status, 400);
    assert.equal((await put(ns, name, { pockets: [999] })).body.error, 'UnknownPocket');
  });

  it('keeps the hostile profile’s tags when they are sent back', async () => {
    const ns = await createTestNamespace(server);
    const hostile = ((await list(ns)).results as RepositoryReply[]).find((profile) => profile.id === P.hostile)!;
    const reply = await put(ns, hostile.name, { title: hostile.title, description: hostile.description, tags: hostile.tags, pockets: hostile.pockets.map((pocket) => pocket.id), apt_sources: hostile.apt_sources });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, hostile);
  });

  it('RemoveRepositoryProfile answers its activity; the profile is gone; unknown: 404', async () => {
    const ns = await createTestNamespace(server, { activityDelayMs: 100 });
    const removed = await legacy(ns, 'RemoveRepositoryProfile', { name: 'docker-ce-on-ci-runners' });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.type, 'Remove repository profile');
    assert.equal(removed.body.summary, 'Remove repository profile "Docker CE on CI runners"');
    assert.equal(removed.body.computer_id, 0);
    assert.equal(removed.body.creator.name, 'Ada Admin');
    assert.equal(await byName(ns, 'docker-ce-on-ci-runners'), undefined);
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal((await call(ns.rest(`activities/${removed.body.id}`), { token: ns.token })).body.activity_status, 'succeeded');
    const again = await legacy(ns, 'RemoveRepositoryProfile', { name: 'docker-ce-on-ci-runners' });
    assert.equal(again.status, 404);
    assert.equal(again.body.error, 'UnknownRepositoryProfile');
    assert.ok((await legacy(ns, 'GetActivityTypes')).body.includes('Remove repository profile'));
  });
});

describe('the manyProfiles option and faults', () => {
  it(`gives acme ${MANY_PROFILES} profiles of each type (at creation or when turned on later)`, async () => {
    const ns = await createTestNamespace(server, { manyProfiles: true });
    assert.equal((await list(ns)).count, MANY_PROFILES);
    assert.equal((await call(ns.rest('rebootprofiles'), { token: ns.token })).body.count, MANY_PROFILES);
    const upgrades = (await legacy(ns, 'GetUpgradeProfiles')).body;
    assert.equal(upgrades.length, MANY_PROFILES);
    assert.equal(upgrades[8].title, 'Generated upgrade profile 009');
    assert.equal(new Set(upgrades.map((profile: { name: string }) => profile.name)).size, MANY_PROFILES);
    assert.equal((await legacy(ns, 'GetRemovalProfiles')).body.length, MANY_PROFILES);
    assert.equal((await list(await inOrganisation(ns, 'globex'))).count, 2);
    const later = await createTestNamespace(server);
    assert.equal((await list(later)).count, 8);
    await call(later.control('/options'), { method: 'PUT', body: { manyProfiles: true } });
    await call(later.control('/options'), { method: 'PUT', body: { manyProfiles: true } });
    assert.equal((await list(later)).count, MANY_PROFILES);
  });

  it('applies faults to the REST paths and the legacy actions', async () => {
    const ns = await createTestNamespace(server, {
      faults: [
        { path: 'repositoryprofiles', method: 'GET', status: 503, times: 1 },
        { path: 'GetUpgradeProfiles', status: 500, body: { error: 'Boom', message: 'No profiles today.' } },
      ],
    });
    assert.equal((await call(ns.rest('repositoryprofiles'), { token: ns.token })).status, 503);
    assert.equal((await call(ns.rest('repositoryprofiles'), { token: ns.token })).status, 200);
    assert.deepEqual((await legacy(ns, 'GetUpgradeProfiles')).body, { error: 'Boom', message: 'No profiles today.' });
  });
});
