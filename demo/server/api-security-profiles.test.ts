import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface ProfileReply {
  id: number;
  name: string;
  title: string;
  status: string;
  associated_instances: number;
  mode: string;
  next_run_time: string | null;
  last_run_results: { passing: number; failing: number; in_progress: number; not_started: number };
}

async function profiles(ns: TestNamespace, params: Record<string, string> = {}) {
  return call(ns.rest(`security-profiles?${new URLSearchParams(params)}`), { token: ns.token });
}

const valid = {
  title: 'Kiosk lockdown',
  benchmark: 'cis_level1_workstation',
  mode: 'audit-fix',
  schedule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO',
  start_date: '2030-01-07T03:00:00Z',
  tags: ['desktop'],
  access_group: 'desktops',
};

async function create(ns: TestNamespace, body: object) {
  return call(ns.rest('security-profiles'), { method: 'POST', token: ns.token, body });
}

async function archive(ns: TestNamespace, id: number) {
  return call(ns.rest(`security-profiles/${id}:archive`), { method: 'POST', token: ns.token });
}

describe('GET security-profiles', () => {
  it('lists the organisation profiles with status and search filters', async () => {
    const ns = await createTestNamespace(server);
    const all = (await profiles(ns)).body;
    assert.equal(all.count, 9);
    assert.equal((await profiles(ns, { status: 'active' })).body.count, 5);
    assert.equal((await profiles(ns, { status: 'archived' })).body.count, 4);
    const found = (await profiles(ns, { search: 'web tier' })).body.results as ProfileReply[];
    assert.deepEqual(found.map((profile) => profile.title), ['Web tier hardening']);
    const overLimit = (all.results as ProfileReply[]).filter((profile) => profile.associated_instances > 5000);
    assert.deepEqual(overLimit.map((profile) => profile.title), ['Fleet-wide CIS Level 1 audit']);
    const paged = (await profiles(ns, { limit: '2', offset: '2' })).body;
    assert.deepEqual(
      paged.results.map((profile: ProfileReply) => profile.id),
      all.results.slice(2, 4).map((profile: ProfileReply) => profile.id),
    );
  });

  it('filters by last pass rate', async () => {
    const ns = await createTestNamespace(server);
    const rate = ({ last_run_results: r }: ProfileReply) => (100 * r.passing) / (r.passing + r.failing + r.in_progress + r.not_started || 1);
    const high = (await profiles(ns, { pass_rate_from: '80' })).body.results as ProfileReply[];
    assert.ok(high.length > 0 && high.every((profile) => rate(profile) >= 80));
    const low = (await profiles(ns, { pass_rate_to: '60' })).body.results as ProfileReply[];
    assert.ok(low.length > 0 && low.every((profile) => rate(profile) <= 60));
    assert.equal(high.length + low.length <= 9, true);
  });

  it('rejects bad filters', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual((await profiles(ns, { status: 'deleted' })).body, {
      error: 'InvalidParameter',
      message: '"status" must be one of: active, archived.',
    });
    assert.equal((await profiles(ns, { pass_rate_from: '101' })).status, 400);
    assert.equal((await profiles(ns, { pass_rate_from: '70', pass_rate_to: '20' })).status, 400);
  });
});

describe('POST security-profiles', () => {
  it('refuses a sixth active profile, then accepts one after an archive', async () => {
    const ns = await createTestNamespace(server);
    const refused = await create(ns, valid);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'ProfileLimitReached');
    assert.match(refused.body.message, /5 active security profiles/);

    const active = (await profiles(ns, { status: 'active' })).body.results as ProfileReply[];
    assert.equal((await archive(ns, active[0]!.id)).status, 200);
    const created = await create(ns, valid);
    assert.equal(created.status, 201);
    assert.equal(created.body.title, 'Kiosk lockdown');
    assert.equal(created.body.name, 'kiosk-lockdown');
    assert.equal(created.body.status, 'active');
    assert.equal(created.body.next_run_time, '2030-01-07T03:00:00Z');
    assert.ok(created.body.associated_instances > 0);
    assert.equal(created.body.last_run_results.not_started, created.body.associated_instances);
    assert.equal((await profiles(ns, { status: 'active' })).body.count, 5);
  });

  it('validates every field with a clear message', async () => {
    const ns = await createTestNamespace(server, {});
    const globexToken = (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: 'globex' } })).body.token;
    const globex = { ...ns, token: globexToken };
    const cases: [object, string][] = [
      [{ ...valid, title: '  ' }, '"title" must not be empty.'],
      [{ ...valid, title: undefined }, '"title" is required.'],
      [{ ...valid, benchmark: 'cis_level9' }, '"benchmark" must be one of: cis_level1_workstation, cis_level1_server, cis_level2_workstation, cis_level2_server, disa_stig.'],
      [{ ...valid, mode: 'fix' }, '"mode" must be one of: audit, audit-fix, audit-fix-restart.'],
      [{ ...valid, schedule: 'FREQ=DAILY;INTERVAL=3' }, 'Enter an interval of at least 7 days.'],
      [{ ...valid, schedule: 'every monday' }, '"every monday" in the schedule is not a KEY=VALUE pair.'],
      [{ ...valid, start_date: '07/01/2030' }, '"start_date" must be a UTC date and time like 2025-01-31T10:00:00Z.'],
      [{ ...valid, access_group: 'mars' }, 'Access group "mars" does not exist.'],
      [{ ...valid, tags: 'desktop' }, '"tags" must be a list of strings.'],
      [{ ...valid, all_computers: 'yes' }, '"all_computers" must be true or false.'],
      [{ ...valid, restart_deliver_delay: -1 }, '"restart_deliver_delay" must be at least 0.'],
      [{ ...valid, tailoring_file: 'not xml' }, '"tailoring_file" must be the text of an XML tailoring file.'],
    ];
    for (const [body, message] of cases) {
      const reply = await create(globex, body);
      assert.equal(reply.status, 400, message);
      assert.equal(reply.body.message, message);
    }
    const ok = await create(globex, { ...valid, tailoring_file: '<xml/>' });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.match(ok.body.tailoring_file_uri, /\/tailoring\.xml$/);
  });
});

describe('changing profiles', () => {
  it('edits an active profile but not an archived one', async () => {
    const ns = await createTestNamespace(server);
    const [active] = (await profiles(ns, { status: 'active' })).body.results as ProfileReply[];
    const [archived] = (await profiles(ns, { status: 'archived' })).body.results as ProfileReply[];
    const edited = await call(ns.rest(`security-profiles/${active!.id}`), {
      method: 'PATCH',
      token: ns.token,
      body: { title: 'Renamed', tags: [], all_computers: false },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.title, 'Renamed');
    assert.equal(edited.body.associated_instances, 0, 'no tags and not all computers: no instances');
    const otherMode = active!.mode === 'audit' ? 'audit-fix' : 'audit';
    const modeKept = await call(ns.rest(`security-profiles/${active!.id}`), { method: 'PATCH', token: ns.token, body: { title: 'Renamed', mode: otherMode } });
    assert.equal(modeKept.status, 200);
    assert.equal(modeKept.body.mode, active!.mode, 'the mode is set on create only');
    const refused = await call(ns.rest(`security-profiles/${archived!.id}`), { method: 'PATCH', token: ns.token, body: { title: 'x' } });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'ProfileArchived');
    const missing = await call(ns.rest('security-profiles/9999'), { method: 'PATCH', token: ns.token, body: { title: 'x' } });
    assert.equal(missing.status, 404);
    const badSchedule = await call(ns.rest(`security-profiles/${active!.id}`), { method: 'PATCH', token: ns.token, body: { schedule: 'FREQ=DAILY;INTERVAL=1' } });
    assert.equal(badSchedule.body.message, 'Enter an interval of at least 7 days.');
  });

  it('archives once', async () => {
    const ns = await createTestNamespace(server);
    const [active] = (await profiles(ns, { status: 'active' })).body.results as ProfileReply[];
    const archived = await archive(ns, active!.id);
    assert.equal(archived.body.status, 'archived');
    assert.equal(archived.body.next_run_time, null);
    assert.equal((await archive(ns, active!.id)).status, 409);
  });

  it('runs a profile: a parent activity with one child per instance, capped at 50', async () => {
    const ns = await createTestNamespace(server);
    const all = (await profiles(ns)).body.results as ProfileReply[];
    const fleet = all.find((profile) => profile.title === 'Fleet-wide CIS Level 1 audit')!;
    const run = await call(ns.rest(`security-profiles/${fleet.id}:execute`), { method: 'POST', token: ns.token });
    assert.equal(run.status, 200);
    assert.equal(run.body.type, 'Activity group');
    assert.equal(run.body.activity_status, 'undelivered');
    assert.equal(run.body.summary, 'Run security profile "Fleet-wide CIS Level 1 audit" on 5000 computers');
    const children = (await call(ns.rest(`activities?query=parent-id:${run.body.id}&limit=100`), { token: ns.token })).body;
    assert.equal(children.count, 50);
    assert.ok(children.results.every((child: { computer_id: number }) => child.computer_id > 0));

    const archivedProfile = all.find((profile) => profile.status === 'archived')!;
    assert.equal((await call(ns.rest(`security-profiles/${archivedProfile.id}:execute`), { method: 'POST', token: ns.token })).status, 409);
  });

  it('generates an audit report in the background: in progress until the report delay has passed, then succeeded with the CSV path', async () => {
    const delay = 400;
    const ns = await createTestNamespace(server, { reportDelayMs: delay });
    const web = ((await profiles(ns, { search: 'web tier' })).body.results as ProfileReply[])[0]!;
    const requestedAt = Date.now();
    const report = await call(ns.rest(`security-profiles/${web.id}/report?start_date=2026-01-01`), { token: ns.token });
    assert.equal(report.status, 200);
    assert.equal(report.body.activity_status, 'delivered');
    assert.equal(report.body.result_text, null);
    assert.equal(report.body.type, 'Generate audit report');

    const activity = async () => (await call(ns.rest(`activities/${report.body.id}`), { token: ns.token })).body;
    const early = await activity();
    // Read before the delay ran out: still in progress, no path yet.
    assert.ok(Date.now() - requestedAt < delay, 'the first read came too late to prove anything');
    assert.equal(early.activity_status, 'delivered');
    assert.equal(early.result_text, null);

    let done = early;
    while (done.activity_status === 'delivered' && Date.now() - requestedAt < delay + 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = await activity();
    }
    assert.ok(Date.now() - requestedAt >= delay, 'succeeded before the report delay');
    assert.equal(done.activity_status, 'succeeded');
    assert.ok(done.completion_time);
    const path = done.result_text as string;
    assert.match(path, new RegExp(`^audit-reports/${web.id}/2026-01-01_\\d{4}-\\d{2}-\\d{2}\\.csv$`));

    // The path as the real portal sends it (not URL-encoded) and URL-encoded both name the report.
    const csv = await call(ns.rest(`security-profiles/blob?path=${path}`), { token: ns.token });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal((await call(ns.rest(`security-profiles/blob?path=${encodeURIComponent(path)}`), { token: ns.token })).body, csv.body);
    const lines = (csv.body as string).trim().split('\n');
    assert.equal(lines[0], 'hostname,title,benchmark,result,last_audit');
    assert.equal(lines.length - 1, Math.min(web.associated_instances, 5000));
    assert.equal(lines.filter((line) => line.includes(',pass,')).length, web.last_run_results.passing);

    const detailed = await call(ns.rest(`security-profiles/${web.id}/report?start_date=2026-01-01&end_date=2026-01-31&detailed=true`), { token: ns.token });
    assert.equal(detailed.body.activity_status, 'delivered');
    const detailedPath = `audit-reports/${web.id}/2026-01-01_2026-01-31-detailed.csv`;
    const detailedCsv = await call(ns.rest(`security-profiles/blob?path=${detailedPath}`), { token: ns.token });
    assert.match(detailedCsv.body, /^hostname,title,benchmark,result,rule_id,rule_title,rule_result\n/);

    assert.equal((await call(ns.rest('security-profiles/blob?path=etc/passwd'), { token: ns.token })).status, 404);
    assert.equal((await call(ns.rest(`security-profiles/${web.id}/report`), { token: ns.token })).status, 400);
    assert.equal((await call(ns.rest(`security-profiles/${web.id}/report?start_date=soon`), { token: ns.token })).status, 400);
    const backwards = await call(ns.rest(`security-profiles/${web.id}/report?start_date=2026-02-01&end_date=2026-01-01`), { token: ns.token });
    assert.equal(backwards.status, 400);
    assert.equal(backwards.body.message, '"end_date" must not be before "start_date".');
  });

  it('leaves a report cancelled before it is ready cancelled', async () => {
    const ns = await createTestNamespace(server, { reportDelayMs: 200 });
    const web = ((await profiles(ns, { search: 'web tier' })).body.results as ProfileReply[])[0]!;
    const report = await call(ns.rest(`security-profiles/${web.id}/report?start_date=2026-01-01`), { token: ns.token });
    const cancel = await call(ns.legacy('CancelActivities', { query: `id:${report.body.id}` }), { token: ns.token });
    assert.deepEqual(cancel.body, [report.body.id]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = (await call(ns.rest(`activities/${report.body.id}`), { token: ns.token })).body;
    assert.equal(after.activity_status, 'canceled');
    assert.match(after.result_text, /^Canceled by /);
  });

  it('takes the report delay as a namespace option, checked', async () => {
    const refused = await call(`${server.origin}/__sim/namespaces`, { method: 'POST', body: { reportDelayMs: -1 } });
    assert.equal(refused.status, 400);
    assert.match(JSON.stringify(refused.body), /reportDelayMs/);
  });
});
