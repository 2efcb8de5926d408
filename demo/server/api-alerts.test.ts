import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUDITOR_EMAIL } from './seed.ts';
import { call, createTestNamespace, inOrganisation, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface AlertReply {
  id: number;
  alert_type: string;
  label: string;
  description: string;
  scope: 'computer' | 'account';
  status: 'Alerted' | 'OK' | 'Disabled';
  subscribed: boolean;
  all_computers: boolean;
  tags: string[];
}

interface SummaryReply {
  id: number;
  alert_type: string;
  summary: string;
  activation_time: string;
}

const rest = (ns: TestNamespace, path: string, token = ns.token) => call(ns.rest(path), { token });
const legacy = (ns: TestNamespace, action: string, params: Record<string, string> = {}, token = ns.token) => call(ns.legacy(action, params), { token });
const alerts = async (ns: TestNamespace, token = ns.token): Promise<AlertReply[]> => (await rest(ns, 'alerts', token)).body;
const alert = async (ns: TestNamespace, type: string, token = ns.token) => (await alerts(ns, token)).find((item) => item.alert_type === type)!;
const summary = async (ns: TestNamespace, token = ns.token): Promise<SummaryReply[]> => (await rest(ns, 'alerts/summary', token)).body.alerts_summary;
const summaryOf = async (ns: TestNamespace, type: string, token = ns.token) => (await summary(ns, token)).find((item) => item.alert_type === type);
/** The number a summary text starts with. */
const countIn = (entry: SummaryReply | undefined): number => Number(/^(\d+) /.exec(entry?.summary ?? '')?.[1] ?? 0);
const instanceCount = async (ns: TestNamespace, query: string, token = ns.token): Promise<number> =>
  (await rest(ns, `computers?${new URLSearchParams({ query, limit: '1' })}`, token)).body.count;
const activityCount = async (ns: TestNamespace, query: string): Promise<number> =>
  (await rest(ns, `activities?${new URLSearchParams({ query, limit: '1' })}`)).body.count;
/** The activities UnapprovedActivitiesAlert counts (approvable, not group parents), each `computer_id`. */
const approvable = async (ns: TestNamespace): Promise<number[]> => {
  const page = (await rest(ns, `activities?${new URLSearchParams({ query: 'status:unapproved NOT type:"Activity group"', limit: '1000' })}`)).body;
  assert.equal(page.next, null);
  return page.results.filter((activity: { actions?: { approvable: boolean } }) => activity.actions?.approvable).map((activity: { computer_id: number }) => activity.computer_id);
};
const auditorToken = async (ns: TestNamespace): Promise<string> =>
  (await call(ns.control('/tokens'), { method: 'POST', body: { email: AUDITOR_EMAIL } })).body.token;

const CATALOGUE = [
  'ChildInstanceProfileAlert',
  'ComputerDuplicateAlert',
  'ComputerOfflineAlert',
  'ComputerRebootAlert',
  'EsmDisabledAlert',
  'LicenseExpiryAlert',
  'PackageProfilesAlert',
  'PackageReporterAlert',
  'PackageUpgradesAlert',
  'PendingComputersAlert',
  'SecurityUpgradesAlert',
  'UnapprovedActivitiesAlert',
];
const ISO_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const SECURITY_TAGGED = 'alert:security-upgrades (tag:pci OR tag:canary)';

/** Each alert type's subscribed / all_computers / tags / status, by alert type. */
const states = (list: AlertReply[]) =>
  Object.fromEntries(list.map((item) => [item.alert_type, [item.subscribed, item.all_computers, item.tags.join(' '), item.status]]));

describe('GET alerts', () => {
  it('lists the catalogue in the Alert shape, by alert type, one of them a LICENSE type, the pending one account-scoped', async () => {
    const ns = await createTestNamespace(server);
    const reply = await rest(ns, 'alerts');
    assert.equal(reply.status, 200);
    const list = reply.body as AlertReply[];
    assert.deepEqual(list.map((item) => item.alert_type), CATALOGUE);
    for (const item of list) {
      assert.deepEqual(Object.keys(item), ['id', 'alert_type', 'label', 'description', 'scope', 'status', 'subscribed', 'all_computers', 'tags']);
    }
    assert.deepEqual(
      list.find((item) => item.alert_type === 'ComputerOfflineAlert'),
      {
        id: 9, alert_type: 'ComputerOfflineAlert', label: 'Computer Offline Alert', description: 'Alert when computer has not contacted Landscape for some time',
        scope: 'computer', status: 'Alerted', subscribed: true, all_computers: true, tags: [],
      },
    );
    assert.equal(new Set(list.map((item) => item.id)).size, list.length);
    assert.deepEqual(list.filter((item) => item.alert_type.toUpperCase().includes('LICENSE')).map((item) => item.alert_type), ['LicenseExpiryAlert']);
    assert.deepEqual(list.filter((item) => item.scope === 'account').map((item) => item.alert_type), ['LicenseExpiryAlert', 'PendingComputersAlert']);
    for (const item of list.filter((candidate) => candidate.scope === 'account')) {
      assert.equal(item.all_computers, false);
      assert.deepEqual(item.tags, []);
    }
    const labels = Object.fromEntries(list.map((item) => [item.alert_type, item.label]));
    assert.equal(labels['SecurityUpgradesAlert'], 'Security Upgrades Alert');
    assert.equal(labels['PendingComputersAlert'], 'Pending Computers Alert');
  });

  it("has the seeded settings: Ada's in acme, globex and initech, Alan's in acme", async () => {
    const ns = await createTestNamespace(server);
    const off = (allComputers = true, tags = '') => [false, allComputers, tags, 'Disabled'];
    assert.deepEqual(states(await alerts(ns)), {
      ChildInstanceProfileAlert: off(),
      ComputerDuplicateAlert: off(),
      ComputerOfflineAlert: [true, true, '', 'Alerted'],
      ComputerRebootAlert: [true, true, '', 'Alerted'],
      EsmDisabledAlert: off(),
      LicenseExpiryAlert: off(false),
      PackageProfilesAlert: off(),
      PackageReporterAlert: off(false, 'db'),
      PackageUpgradesAlert: [true, true, '', 'Alerted'],
      PendingComputersAlert: [true, false, '', 'Alerted'],
      SecurityUpgradesAlert: [true, false, 'pci canary', 'Alerted'],
      UnapprovedActivitiesAlert: [true, true, '', 'Alerted'],
    });
    const subscribedTo = (list: AlertReply[]) => list.filter((item) => item.subscribed).map((item) => `${item.alert_type} ${item.status}`);
    assert.deepEqual(subscribedTo(await alerts(await inOrganisation(ns, 'globex'))), ['ComputerOfflineAlert Alerted']);
    assert.deepEqual(subscribedTo(await alerts(await inOrganisation(ns, 'initech'))), []);
    assert.deepEqual(subscribedTo(await alerts(ns, await auditorToken(ns))), ['ComputerOfflineAlert Alerted']);
  });

  it('needs the bearer token', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.rest('alerts'))).status, 401);
    assert.equal((await call(ns.rest('alerts/summary'))).status, 401);
    const posted = await call(ns.rest('alerts'), { method: 'POST', token: ns.token, body: {} });
    assert.equal(posted.status, 405);
  });
});

describe('GET alerts/summary', () => {
  it("is acme's six subscribed alerts that fire, counted as the instance, activity and pending lists count them", async () => {
    const ns = await createTestNamespace(server);
    const reply = await rest(ns, 'alerts/summary');
    assert.equal(reply.status, 200);
    assert.deepEqual(Object.keys(reply.body), ['alerts_summary']);
    const list = reply.body.alerts_summary as SummaryReply[];
    assert.deepEqual(list.map((item) => item.alert_type), [
      'ComputerOfflineAlert', 'ComputerRebootAlert', 'PackageUpgradesAlert', 'PendingComputersAlert', 'SecurityUpgradesAlert', 'UnapprovedActivitiesAlert',
    ]);
    for (const item of list) {
      assert.deepEqual(Object.keys(item), ['id', 'alert_type', 'summary', 'activation_time']);
      assert.match(item.activation_time, ISO_Z);
      assert.ok(Date.parse(item.activation_time) <= Date.now(), item.alert_type);
    }
    const ids = Object.fromEntries((await alerts(ns)).map((item) => [item.alert_type, item.id]));
    for (const item of list) assert.equal(item.id, ids[item.alert_type]);

    const text = Object.fromEntries(list.map((item) => [item.alert_type, item.summary]));
    const offline = await instanceCount(ns, 'alert:computer-offline');
    assert.ok(offline > 1);
    assert.equal(text['ComputerOfflineAlert'], `${offline} computers haven't contacted Landscape within the last 5 minutes`);
    assert.equal(text['ComputerRebootAlert'], `${await instanceCount(ns, 'alert:computer-reboot')} computers need to be rebooted`);
    assert.equal(text['PackageUpgradesAlert'], `${await instanceCount(ns, 'alert:package-upgrades')} computers have package upgrades available`);
    const tagged = await instanceCount(ns, SECURITY_TAGGED);
    assert.ok(tagged > 1 && tagged < (await instanceCount(ns, 'alert:security-upgrades')));
    assert.equal(text['SecurityUpgradesAlert'], `${tagged} computers have security upgrades available`);
    const pending = (await legacy(ns, 'GetPendingComputers')).body as unknown[];
    assert.equal(text['PendingComputersAlert'], `${pending.length} computers are pending approval`);
    const unapproved = (await approvable(ns)).length;
    assert.ok(unapproved > 1 && unapproved < (await activityCount(ns, 'status:unapproved NOT type:"Activity group"')));
    assert.equal(text['UnapprovedActivitiesAlert'], `${unapproved} activities need approval`);
  });

  it('is the same on every call (deterministic)', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual(await summary(ns), await summary(ns));
    assert.deepEqual(await summary(ns), await summary(await createTestNamespace(server)));
  });

  it("is globex's offline alert, initech's nothing, Alan's offline alert in acme", async () => {
    const ns = await createTestNamespace(server);
    const globex = await inOrganisation(ns, 'globex');
    const offline = await instanceCount(globex, 'alert:computer-offline');
    assert.deepEqual((await summary(globex)).map((item) => [item.alert_type, item.summary]), [
      ['ComputerOfflineAlert', `${offline} computers haven't contacted Landscape within the last 5 minutes`],
    ]);
    assert.deepEqual(await summary(await inOrganisation(ns, 'initech')), []);
    const alan = await auditorToken(ns);
    assert.deepEqual((await summary(ns, alan)).map((item) => item.alert_type), ['ComputerOfflineAlert']);
    assert.equal(countIn(await summaryOf(ns, 'ComputerOfflineAlert', alan)), await instanceCount(ns, 'alert:computer-offline'));
  });

  it('follows the data: approving activities, rejecting pending computers, one offline computer', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await legacy(ns, 'ApproveActivities', { query: 'status:unapproved' })).status, 200);
    assert.equal(await summaryOf(ns, 'UnapprovedActivitiesAlert'), undefined);
    assert.equal((await alert(ns, 'UnapprovedActivitiesAlert')).status, 'OK');

    assert.equal((await legacy(ns, 'RejectPendingComputers', { 'computer_ids.1': '90001', 'computer_ids.2': '90002', 'computer_ids.3': '90003' })).status, 200);
    assert.equal((await summaryOf(ns, 'PendingComputersAlert'))!.summary, '1 computer is pending approval');
    await legacy(ns, 'RejectPendingComputers', { 'computer_ids.1': '90004' });
    assert.equal(await summaryOf(ns, 'PendingComputersAlert'), undefined);
    assert.equal((await alert(ns, 'PendingComputersAlert')).status, 'OK');

    // One offline computer tagged `solo`, the offline alert watching that tag only: the singular.
    const one = (await rest(ns, `computers?${new URLSearchParams({ query: 'alert:computer-offline', limit: '1' })}`)).body.results[0];
    const edited = await call(ns.rest(`computers/${one.id}`), { method: 'PUT', token: ns.token, body: { tags: [...one.tags, 'solo'] } });
    assert.equal(edited.status, 200);
    await legacy(ns, 'DisassociateAlert', { name: 'ComputerOfflineAlert', all_computers: 'true' });
    await legacy(ns, 'AssociateAlert', { name: 'ComputerOfflineAlert', 'tags.1': 'solo', all_computers: 'false' });
    assert.equal((await summaryOf(ns, 'ComputerOfflineAlert'))!.summary, "1 computer hasn't contacted Landscape within the last 5 minutes");
  });
});

describe('SubscribeToAlert and UnsubscribeFromAlert', () => {
  it('answer the alert and change the summary', async () => {
    const ns = await createTestNamespace(server);
    const unsubscribed = await legacy(ns, 'UnsubscribeFromAlert', { alert_type: 'ComputerOfflineAlert' });
    assert.equal(unsubscribed.status, 200);
    assert.deepEqual(unsubscribed.body, { ...(await alert(ns, 'ComputerOfflineAlert')), subscribed: false, status: 'Disabled' });
    assert.equal(await summaryOf(ns, 'ComputerOfflineAlert'), undefined);
    assert.equal((await summary(ns)).length, 5);

    const subscribed = await legacy(ns, 'SubscribeToAlert', { alert_type: 'ComputerOfflineAlert' });
    assert.equal(subscribed.body.status, 'Alerted');
    assert.equal(subscribed.body.subscribed, true);
    assert.equal(countIn(await summaryOf(ns, 'ComputerOfflineAlert')), await instanceCount(ns, 'alert:computer-offline'));
    // Twice is the same as once.
    assert.deepEqual((await legacy(ns, 'SubscribeToAlert', { alert_type: 'ComputerOfflineAlert' })).body, subscribed.body);
  });

  it('subscribing to an alert that does not fire is OK and adds nothing to the summary; a POST form body works too', async () => {
    const ns = await createTestNamespace(server);
    const before = await summary(ns);
    for (const type of ['EsmDisabledAlert', 'LicenseExpiryAlert', 'ComputerDuplicateAlert']) {
      const reply = await call(ns.legacy('SubscribeToAlert'), { method: 'POST', token: ns.token, form: { alert_type: type } });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.status, 'OK', type);
    }
    assert.deepEqual(await summary(ns), before);
  });

  it("changes only the caller's settings in the caller's organisation, and only in the namespace", async () => {
    const ns = await createTestNamespace(server);
    await legacy(ns, 'SubscribeToAlert', { alert_type: 'ComputerRebootAlert' }, await auditorToken(ns));
    await legacy(ns, 'UnsubscribeFromAlert', { alert_type: 'ComputerOfflineAlert' });
    assert.deepEqual((await summary(ns, await auditorToken(ns))).map((item) => item.alert_type), ['ComputerOfflineAlert', 'ComputerRebootAlert']);
    assert.equal((await alert(ns, 'ComputerOfflineAlert')).subscribed, false);
    assert.equal((await alert(await inOrganisation(ns, 'globex'), 'ComputerOfflineAlert')).subscribed, true);
    assert.equal((await alert(await createTestNamespace(server), 'ComputerOfflineAlert')).subscribed, true);
  });
});

describe('AssociateAlert and DisassociateAlert', () => {
  it('add and remove tags and all computers, and the counts follow', async () => {
    const ns = await createTestNamespace(server);
    const security = async () => countIn(await summaryOf(ns, 'SecurityUpgradesAlert'));
    assert.equal(await security(), await instanceCount(ns, SECURITY_TAGGED));

    const added = await legacy(ns, 'AssociateAlert', { name: 'SecurityUpgradesAlert', 'tags.1': 'db', 'tags.2': 'pci', all_computers: 'false' });
    assert.equal(added.status, 200);
    assert.deepEqual(added.body, { ...(await alert(ns, 'SecurityUpgradesAlert')), tags: ['pci', 'canary', 'db'], all_computers: false });
    assert.equal(await security(), await instanceCount(ns, 'alert:security-upgrades (tag:pci OR tag:canary OR tag:db)'));

    const removed = await legacy(ns, 'DisassociateAlert', { name: 'SecurityUpgradesAlert', 'tags.1': 'pci', 'tags.2': 'canary', all_computers: 'false' });
    assert.deepEqual(removed.body.tags, ['db']);
    assert.equal(await security(), await instanceCount(ns, 'alert:security-upgrades tag:db'));

    // All computers on: every instance counts; the tags stay (upstream's screen leaves them).
    const all = await legacy(ns, 'AssociateAlert', { name: 'SecurityUpgradesAlert', all_computers: 'true' });
    assert.deepEqual([all.body.all_computers, all.body.tags], [true, ['db']]);
    assert.equal(await security(), await instanceCount(ns, 'alert:security-upgrades'));
    const off = await legacy(ns, 'DisassociateAlert', { name: 'SecurityUpgradesAlert', all_computers: 'true' });
    assert.deepEqual([off.body.all_computers, off.body.tags], [false, ['db']]);
    assert.equal(await security(), await instanceCount(ns, 'alert:security-upgrades tag:db'));

    // No computers at all: subscribed but OK, out of the summary.
    await legacy(ns, 'DisassociateAlert', { name: 'SecurityUpgradesAlert', 'tags.1': 'db' });
    assert.deepEqual(states([await alert(ns, 'SecurityUpgradesAlert')]), { SecurityUpgradesAlert: [true, false, '', 'OK'] });
    assert.equal(await summaryOf(ns, 'SecurityUpgradesAlert'), undefined);
  });

  it('restrict unapproved activities to the activities about the tagged instances', async () => {
    const ns = await createTestNamespace(server);
    await legacy(ns, 'DisassociateAlert', { name: 'UnapprovedActivitiesAlert', all_computers: 'true' });
    await legacy(ns, 'AssociateAlert', { name: 'UnapprovedActivitiesAlert', 'tags.1': 'web' });
    const web = (await rest(ns, `computers?${new URLSearchParams({ query: 'tag:web', limit: '1000' })}`)).body;
    const ids = new Set<number>();
    for (let offset = 0; offset < web.count; offset += 1000) {
      const page = (await rest(ns, `computers?${new URLSearchParams({ query: 'tag:web', limit: '1000', offset: String(offset) })}`)).body;
      for (const instance of page.results) ids.add(instance.id);
    }
    const expected = (await approvable(ns)).filter((id) => ids.has(id)).length;
    assert.ok(expected > 0);
    assert.equal(countIn(await summaryOf(ns, 'UnapprovedActivitiesAlert')), expected);
  });

  it('change an alert that is not subscribed without subscribing to it', async () => {
    const ns = await createTestNamespace(server);
    const reply = await legacy(ns, 'AssociateAlert', { name: 'PackageReporterAlert', 'tags.1': 'web' });
    assert.deepEqual(states([reply.body]), { PackageReporterAlert: [false, false, 'db web', 'Disabled'] });
  });

  const refusals: [string, string, Record<string, string>, number, string, string][] = [
    ['an account alert with tags', 'AssociateAlert', { name: 'PendingComputersAlert', 'tags.1': 'web' }, 400, 'AccountScopedAlert',
      'PendingComputersAlert is an account alert: it watches the whole account, not computers, so it cannot be associated with tags or all computers.'],
    ['an account alert with all computers', 'DisassociateAlert', { name: 'LicenseExpiryAlert', all_computers: 'true' }, 400, 'AccountScopedAlert',
      'LicenseExpiryAlert is an account alert: it watches the whole account, not computers, so it cannot be associated with tags or all computers.'],
    ['tags and all computers', 'AssociateAlert', { name: 'ComputerOfflineAlert', 'tags.1': 'web', all_computers: 'true' }, 400, 'InvalidParameterCombination',
      'Send either tags (tags.1, tags.2, …) or all_computers=true, not both.'],
    ['neither tags nor all computers', 'DisassociateAlert', { name: 'ComputerOfflineAlert', all_computers: 'false' }, 400, 'InvalidParameterCombination',
      'Name the tags (tags.1, tags.2, …) or send all_computers=true.'],
    ['a bad tag', 'AssociateAlert', { name: 'ComputerOfflineAlert', 'tags.1': '9lives' }, 400, 'InvalidTag', 'Tag must starts with a letter'],
    ['a bad all_computers', 'AssociateAlert', { name: 'ComputerOfflineAlert', all_computers: 'yes' }, 400, 'InvalidParameter', '"all_computers" must be true or false.'],
    ['no name', 'AssociateAlert', { all_computers: 'true' }, 400, 'InvalidParameter', '"name" is required.'],
    ['no alert_type', 'SubscribeToAlert', {}, 400, 'InvalidParameter', '"alert_type" is required.'],
    ['an empty alert_type', 'UnsubscribeFromAlert', { alert_type: '' }, 400, 'InvalidParameter', '"alert_type" must not be empty.'],
  ];
  for (const [what, action, params, status, error, message] of refusals) {
    it(`refuse ${what} (${action})`, async () => {
      const ns = await createTestNamespace(server);
      const before = await alerts(ns);
      const reply = await legacy(ns, action, params);
      assert.equal(reply.status, status);
      assert.deepEqual(reply.body, { error, message });
      assert.deepEqual(await alerts(ns), before);
    });
  }
});

describe('errors, faults and the request log', () => {
  it('an unknown alert type is 404 UnknownAlertType for all four calls (the name is exact)', async () => {
    const ns = await createTestNamespace(server);
    const message = (name: string) => `Alert type "${name}" does not exist. Use one of: ${CATALOGUE.join(', ')}.`;
    for (const [action, params] of [
      ['SubscribeToAlert', { alert_type: 'DiskFullAlert' }],
      ['UnsubscribeFromAlert', { alert_type: 'computerofflinealert' }],
      ['AssociateAlert', { name: 'DiskFullAlert', all_computers: 'true' }],
      ['DisassociateAlert', { name: 'DiskFullAlert', 'tags.1': 'web' }],
    ] as const) {
      const reply = await legacy(ns, action, params);
      assert.equal(reply.status, 404, action);
      assert.deepEqual(reply.body, { error: 'UnknownAlertType', message: message(Object.values(params)[0]!) });
    }
  });

  it('the legacy calls need the bearer token', async () => {
    const ns = await createTestNamespace(server);
    for (const action of ['SubscribeToAlert', 'UnsubscribeFromAlert', 'AssociateAlert', 'DisassociateAlert']) {
      assert.equal((await call(ns.legacy(action, { alert_type: 'ComputerOfflineAlert', name: 'ComputerOfflineAlert' }))).status, 401, action);
    }
  });

  it('faults and the request log apply to every call', async () => {
    const ns = await createTestNamespace(server, {
      faults: [
        { method: 'GET', path: 'alerts', status: 500, times: 1 },
        { method: 'GET', path: 'alerts/summary', status: 503, times: 1 },
        { path: 'SubscribeToAlert', status: 500, times: 1 },
        { path: 'AssociateAlert', malformed: true, times: 1 },
      ],
    });
    assert.equal((await rest(ns, 'alerts')).status, 500);
    assert.equal((await rest(ns, 'alerts')).status, 200);
    assert.equal((await rest(ns, 'alerts/summary')).status, 503);
    assert.equal((await rest(ns, 'alerts/summary')).status, 200);
    assert.equal((await legacy(ns, 'SubscribeToAlert', { alert_type: 'EsmDisabledAlert' })).status, 500);
    assert.equal((await alert(ns, 'EsmDisabledAlert')).subscribed, false);
    const malformed = await fetch(ns.legacy('AssociateAlert', { name: 'ComputerOfflineAlert', 'tags.1': 'web' }), { headers: { authorization: `Bearer ${ns.token}` } });
    assert.equal(malformed.status, 200);
    const text = await malformed.text();
    assert.throws(() => JSON.parse(text));
    const log = (await call(ns.control('/requests?path=SubscribeToAlert'))).body as { method: string; api: string; query: Record<string, string> }[];
    assert.deepEqual(log.map((request) => [request.method, request.api, request.query['alert_type']]), [['GET', 'legacy', 'EsmDisabledAlert']]);
    assert.equal((await call(ns.control('/requests?path=alerts/summary'))).body.length, 2);
  });

  it('latency applies', async () => {
    const ns = await createTestNamespace(server, { latencyMs: 150 });
    const started = Date.now();
    await rest(ns, 'alerts/summary');
    assert.ok(Date.now() - started >= 140);
  });
});
