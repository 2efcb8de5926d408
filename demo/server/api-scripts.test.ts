import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { seedData } from './data.ts';
import type { Instance } from './model.ts';
import { HOSTILE_SCRIPT_TITLE, LONG_SCRIPT_TITLE } from './script-seed.ts';
import { HOSTILE, SCRIPT_PROFILE_SHOWCASE, SCRIPT_SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface ScriptReply {
  id: number;
  title: string;
  version_number: number;
  status: string;
  code: string;
  interpreter: string;
  access_group: string;
  last_edited_at: string;
  created_by: { id: number; name: string };
  last_edited_by: { id: number; name: string };
  attachments: { id: number; filename: string }[];
  script_profiles: { id: number; title: string }[];
  is_editable: boolean;
  is_executable: boolean;
  is_redactable: boolean;
}

const acme = () => seedData().organisations[0]!;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function list(ns: TestNamespace, params: Record<string, string> = {}) {
  return call(ns.rest(`scripts?${new URLSearchParams(params)}`), { token: ns.token });
}
const getScript = async (ns: TestNamespace, id: number) => (await call(ns.rest(`scripts/${id}`), { token: ns.token })).body as ScriptReply;
/** A legacy call POSTed as the UI sends it: action and version in the query, the rest form-encoded. */
const post = (ns: TestNamespace, action: string, form: Record<string, string>) => call(ns.legacy(action), { method: 'POST', token: ns.token, form });

async function createScript(ns: TestNamespace, fields: Record<string, string> = {}) {
  return post(ns, 'CreateScript', { code: b64('#!/bin/bash\necho hello\n'), title: 'Say hello', script_type: 'V2', access_group: 'global', ...fields });
}

/** The first live Ubuntu instance of the seed matching `where`. */
function ubuntu(where: (instance: Instance) => boolean): Instance {
  const found = acme().instances.find((instance) => !instance.archived && instance.distribution_info?.distributor === 'Ubuntu' && where(instance));
  assert.ok(found);
  return found;
}

describe('GET scripts', () => {
  it('lists active scripts by default, newest edit first, and the other statuses by script_type', async () => {
    const ns = await createTestNamespace(server);
    const active = (await list(ns, { limit: '100' })).body;
    assert.equal(active.count, 50);
    assert.ok(active.results.every((script: ScriptReply) => script.status === 'ACTIVE'));
    const times = active.results.map((script: ScriptReply) => script.last_edited_at);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.equal((await list(ns, { script_type: 'v2' })).body.count, 60);
    assert.equal((await list(ns, { script_type: 'archived' })).body.count, 6);
    assert.equal((await list(ns, { script_type: 'redacted' })).body.count, 4);
    const bad = await list(ns, { script_type: 'v1' });
    assert.deepEqual(bad.body, { error: 'InvalidParameter', message: '"script_type" must be one of: active, v2, archived, redacted.' });
    // The 1 MB script is not on the first page of the default order.
    const first = (await list(ns)).body.results as ScriptReply[];
    assert.equal(first.length, 20);
    assert.ok(!first.some((script) => script.id === SCRIPT_SHOWCASE.big));
  });

  it('searches titles ignoring case, pages, and filters by the access groups an instance may run from', async () => {
    const ns = await createTestNamespace(server);
    const found = (await list(ns, { search: 'NGINX', script_type: 'v2' })).body.results as ScriptReply[];
    assert.deepEqual(found.map((script) => script.id).sort((a, b) => a - b), [44, SCRIPT_SHOWCASE.archivedDuplicateTitle]);
    const all = (await list(ns, { limit: '6' })).body;
    const paged = (await list(ns, { limit: '3', offset: '3' })).body;
    assert.deepEqual(paged.results.map((script: ScriptReply) => script.id), all.results.slice(3, 6).map((script: ScriptReply) => script.id));
    assert.match(paged.next, /offset=6/);
    // An instance in production may run the scripts of production, servers and global.
    const production = (await list(ns, { parent_access_group: 'production', limit: '100' })).body.results as ScriptReply[];
    assert.deepEqual([...new Set(production.map((script) => script.access_group))].sort(), ['global', 'production', 'servers']);
    const wsl = (await list(ns, { parent_access_group: 'wsl', limit: '100' })).body.results as ScriptReply[];
    assert.deepEqual([...new Set(wsl.map((script) => script.access_group))].sort(), ['desktops', 'global', 'wsl']);
    assert.equal((await list(ns, { parent_access_group: 'mars' })).body.message, 'Access group "mars" does not exist.');
  });

  it('answers the whole Script shape, with flags from the status and the active profiles', async () => {
    const ns = await createTestNamespace(server);
    const script = await getScript(ns, SCRIPT_SHOWCASE.withProfiles);
    assert.deepEqual(Object.keys(script), [
      'id', 'title', 'version_number', 'created_by', 'created_at', 'last_edited_by', 'last_edited_at', 'status', 'code', 'interpreter',
      'access_group', 'time_limit', 'username', 'script_profiles', 'attachments', 'is_editable', 'is_executable', 'is_redactable',
    ]);
    assert.equal(script.title, 'Rotate application logs');
    assert.equal(script.interpreter, '/bin/bash');
    assert.ok(!script.code.startsWith('#!'));
    assert.deepEqual(script.script_profiles.map((profile) => profile.id), [SCRIPT_PROFILE_SHOWCASE.nightly, SCRIPT_PROFILE_SHOWCASE.hostile]);
    assert.deepEqual([script.is_editable, script.is_executable, script.is_redactable], [true, true, true]);

    const archived = await getScript(ns, SCRIPT_SHOWCASE.archived);
    assert.deepEqual([archived.status, archived.is_editable, archived.is_executable, archived.is_redactable], ['ARCHIVED', false, false, true]);
    assert.deepEqual(archived.script_profiles, [], 'its profile is archived');
    const redacted = await getScript(ns, SCRIPT_SHOWCASE.redacted);
    assert.deepEqual([redacted.status, redacted.is_editable, redacted.is_executable, redacted.is_redactable], ['REDACTED', false, false, false]);
    assert.equal(redacted.code, '');
    assert.deepEqual(redacted.attachments, []);

    const missing = await call(ns.rest('scripts/9999'), { token: ns.token });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { error: 'ScriptNotFound', message: 'Script 9999 does not exist.' });
    // Another organisation's script does not exist here.
    assert.equal((await call(ns.rest('scripts/61'), { token: ns.token })).status, 404);
  });

  it('seeds the showcase scripts', async () => {
    const ns = await createTestNamespace(server);
    const hostile = await getScript(ns, SCRIPT_SHOWCASE.hostile);
    assert.equal(hostile.title, HOSTILE_SCRIPT_TITLE);
    assert.ok(hostile.code.includes(HOSTILE.script) && hostile.code.includes(HOSTILE.html));
    assert.ok(hostile.created_by.name.includes(HOSTILE.script));
    assert.ok(hostile.attachments.some((attachment) => attachment.filename === HOSTILE.rtl));
    const long = await getScript(ns, SCRIPT_SHOWCASE.longTitle);
    assert.equal(long.title, LONG_SCRIPT_TITLE);
    assert.ok(long.title.length > 200 && long.title.indexOf(' ') > 150);
    const big = await getScript(ns, SCRIPT_SHOWCASE.big);
    assert.ok(big.code.length > 950_000 && big.code.length < 1_100_000, `${big.code.length}`);
    const python = await getScript(ns, SCRIPT_SHOWCASE.python);
    assert.equal(python.interpreter, '/usr/bin/env python3');
    assert.ok(python.code.split('\n').length > 300);
    assert.equal((await getScript(ns, SCRIPT_SHOWCASE.perl)).interpreter, '/usr/bin/perl');
    const five = await getScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    assert.equal(five.attachments.length, 5);
    const interpreters = new Set((await list(ns, { script_type: 'v2', limit: '100' })).body.results.map((script: ScriptReply) => script.interpreter));
    assert.deepEqual([...interpreters].sort(), ['/bin/bash', '/bin/sh', '/usr/bin/env python3', '/usr/bin/perl', '/usr/bin/python3']);
  });

  it('has no scripts in initech (the empty state) and four in globex', async () => {
    const ns = await createTestNamespace(server);
    const switchTo = async (account: string) =>
      (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: account } })).body.token as string;
    assert.equal((await call(ns.rest('scripts?script_type=v2'), { token: await switchTo('initech') })).body.count, 0);
    assert.equal((await call(ns.rest('scripts?script_type=v2'), { token: await switchTo('globex') })).body.count, 4);
  });
});

describe('versions, profiles and attachments of a script', () => {
  it('lists versions newest first and answers one by its number', async () => {
    const ns = await createTestNamespace(server);
    const id = SCRIPT_SHOWCASE.manyVersions;
    const versions = (await call(ns.rest(`scripts/${id}/versions?limit=5`), { token: ns.token })).body;
    assert.equal(versions.count, 12);
    assert.deepEqual(versions.results.map((version: { version_number: number }) => version.version_number), [12, 11, 10, 9, 8]);
    assert.deepEqual(Object.keys(versions.results[0]), ['id', 'version_number', 'created_at', 'created_by', 'code', 'interpreter', 'title']);
    assert.equal(versions.results[0].code, (await getScript(ns, id)).code, 'the newest version is the current code');
    const everyVersion = (await call(ns.rest(`scripts/${id}/versions?limit=20`), { token: ns.token })).body.results;
    assert.ok(new Set(everyVersion.map((version: { created_by: { name: string } }) => version.created_by.name)).size >= 3, 'edited by several people');

    const first = await call(ns.rest(`scripts/${id}/versions/1`), { token: ns.token });
    assert.deepEqual(Object.keys(first.body), ['id', 'account_id', 'script_id', 'creator_name', 'creator_id', 'created_at', 'version_number', 'code', 'interpreter', 'title']);
    assert.equal(first.body.script_id, id);
    assert.equal(first.body.account_id, 1);
    assert.equal(first.body.version_number, 1);
    assert.notEqual(first.body.code, versions.results[0].code, 'the code changed over the versions');
    const missing = await call(ns.rest(`scripts/${id}/versions/13`), { token: ns.token });
    assert.deepEqual(missing.body, { error: 'VersionNotFound', message: `Script ${id} has no version 13.` });

    // A deleted script keeps its history without any code.
    const redacted = (await call(ns.rest(`scripts/${SCRIPT_SHOWCASE.redacted}/versions`), { token: ns.token })).body;
    assert.ok(redacted.count >= 1 && redacted.results.every((version: { code: string }) => version.code === ''));
  });

  it("lists the script's active profiles (feature script-profiles)", async () => {
    const ns = await createTestNamespace(server);
    const profiles = (await call(ns.rest(`scripts/${SCRIPT_SHOWCASE.withProfiles}/script-profiles`), { token: ns.token })).body;
    assert.deepEqual(profiles.results.map((profile: { id: number }) => profile.id), [SCRIPT_PROFILE_SHOWCASE.nightly, SCRIPT_PROFILE_SHOWCASE.hostile]);
    assert.ok(profiles.results[0].computers.num_associated_computers > 0);
    assert.deepEqual((await call(ns.rest(`scripts/${SCRIPT_SHOWCASE.archived}/script-profiles`), { token: ns.token })).body, { results: [] });
    const off = await createTestNamespace(server, { features: { 'script-profiles': false } });
    const refused = await call(off.rest(`scripts/${SCRIPT_SHOWCASE.withProfiles}/script-profiles`), { token: off.token });
    assert.deepEqual(refused.body, { error: 'FeatureDisabled', message: 'Script profiles are not enabled for this organisation.' });
    assert.equal(refused.status, 403);
  });

  it('downloads attachments as raw bytes (text, PNG, gzip) with their filenames', async () => {
    const ns = await createTestNamespace(server);
    const script = await getScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const download = async (scriptId: number, attachmentId: number) => {
      const response = await fetch(ns.rest(`scripts/${scriptId}/attachments/${attachmentId}`), { headers: { authorization: `Bearer ${ns.token}` } });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const byName = (name: string) => script.attachments.find((attachment) => attachment.filename === name)!;
    const png = await download(script.id, byName('dashboard-logo.png').id);
    assert.equal(png.response.status, 200);
    assert.equal(png.response.headers.get('content-type'), 'application/octet-stream');
    assert.match(png.response.headers.get('content-disposition')!, /^attachment; filename="dashboard-logo\.png"/);
    assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(Number(png.response.headers.get('content-length')), png.bytes.length);
    const gzip = await download(script.id, byName('agent-bundle.tar.gz').id);
    assert.match(gunzipSync(gzip.bytes).toString(), /^node_exporter-1\.8\.2\.linux-amd64\//);
    const yaml = await download(script.id, byName('agent.yaml').id);
    assert.match(yaml.bytes.toString(), /^listen_address: /);

    // A hostile filename: an ASCII fallback and the exact name (RFC 5987).
    const hostile = await getScript(ns, SCRIPT_SHOWCASE.hostile);
    const rtl = hostile.attachments.find((attachment) => attachment.filename === HOSTILE.rtl)!;
    const header = (await download(hostile.id, rtl.id)).response.headers.get('content-disposition')!;
    assert.equal(header, `attachment; filename="invoice_gpj.exe"; filename*=UTF-8''${encodeURIComponent(HOSTILE.rtl)}`);

    const missing = await call(ns.rest(`scripts/${script.id}/attachments/${rtl.id}`), { token: ns.token });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'AttachmentNotFound');
  });
});

describe('archive and delete (redact)', () => {
  it('archives an active script and its profiles, once', async () => {
    const ns = await createTestNamespace(server);
    const id = SCRIPT_SHOWCASE.withProfiles;
    const archived = await call(ns.rest(`scripts/${id}:archive`), { method: 'POST', token: ns.token });
    assert.equal(archived.status, 200);
    assert.deepEqual(archived.body, {});
    const script = await getScript(ns, id);
    assert.deepEqual([script.status, script.is_editable, script.is_executable, script.is_redactable], ['ARCHIVED', false, false, true]);
    assert.equal(script.last_edited_by.name, 'Ada Admin');
    assert.deepEqual(script.script_profiles, []);
    assert.ok(script.code.length > 0, 'an archived script keeps its code');
    const profile = (await call(ns.rest(`script-profiles/${SCRIPT_PROFILE_SHOWCASE.nightly}`), { token: ns.token })).body;
    assert.equal(profile.archived, true);
    assert.equal(profile.trigger.next_run, null);
    const again = await call(ns.rest(`scripts/${id}:archive`), { method: 'POST', token: ns.token });
    assert.deepEqual(again.body, { error: 'ScriptNotActive', message: 'Script "Rotate application logs" is already archived.' });
    assert.equal((await call(ns.rest('scripts/9999:archive'), { method: 'POST', token: ns.token })).status, 404);
  });

  it('redacts: the code of every version and the attachments go, the profiles are archived', async () => {
    const ns = await createTestNamespace(server);
    const id = SCRIPT_SHOWCASE.hostile;
    assert.deepEqual((await call(ns.rest(`scripts/${id}:redact`), { method: 'POST', token: ns.token })).body, {});
    const script = await getScript(ns, id);
    assert.equal(script.status, 'REDACTED');
    assert.equal(script.code, '');
    assert.deepEqual(script.attachments, []);
    assert.deepEqual([script.is_editable, script.is_executable, script.is_redactable], [false, false, false]);
    const versions = (await call(ns.rest(`scripts/${id}/versions`), { token: ns.token })).body.results;
    assert.ok(versions.length === 3 && versions.every((version: { code: string }) => version.code === ''));
    assert.equal((await call(ns.rest(`scripts/${id}/versions/1`), { token: ns.token })).body.code, '');
    const again = await call(ns.rest(`scripts/${id}:redact`), { method: 'POST', token: ns.token });
    assert.equal(again.status, 400);
    assert.match(again.body.message, /is already deleted\.$/);
    // An archived script may still be deleted; its profiles were archived already.
    assert.equal((await call(ns.rest(`scripts/${SCRIPT_SHOWCASE.archived}:redact`), { method: 'POST', token: ns.token })).status, 200);
    // Deleting takes active profiles along.
    await call(ns.rest(`scripts/${SCRIPT_SHOWCASE.withProfiles}:redact`), { method: 'POST', token: ns.token });
    const hostileProfile = (await call(ns.rest(`script-profiles/${SCRIPT_PROFILE_SHOWCASE.hostile}`), { token: ns.token })).body;
    assert.equal(hostileProfile.archived, true);
    // The shared seed is untouched: a new namespace still has the code.
    const fresh = await createTestNamespace(server);
    assert.ok((await getScript(fresh, id)).code.length > 0);
  });
});

describe('legacy calls in a POST body', () => {
  it('creates a script from a form-encoded body: interpreter apart, version 1, the caller as author', async () => {
    const ns = await createTestNamespace(server);
    const created = await createScript(ns, { code: b64('#!/usr/bin/env python3\r\nprint("héllo ✓")\n'), title: '  Say héllo  ', access_group: 'staging', username: 'deploy', time_limit: '120' });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const script = created.body as ScriptReply & { time_limit: number; username: string };
    assert.equal(script.title, 'Say héllo');
    assert.equal(script.interpreter, '/usr/bin/env python3');
    assert.equal(script.code, 'print("héllo ✓")\n');
    assert.equal(script.version_number, 1);
    assert.equal(script.status, 'ACTIVE');
    assert.equal(script.access_group, 'staging');
    assert.equal(script.username, 'deploy');
    assert.equal(script.time_limit, 120);
    assert.deepEqual(script.created_by, { id: 1, name: 'Ada Admin' });
    assert.deepEqual(script.last_edited_by, { id: 1, name: 'Ada Admin' });
    assert.deepEqual(script.script_profiles, []);
    assert.deepEqual(await getScript(ns, script.id), script);
    assert.equal((await list(ns)).body.results[0].id, script.id, 'the newest edit comes first');

    // The request log keeps the form body as its raw text.
    const [recorded] = (await call(ns.control(`/requests?method=POST&path=CreateScript`))).body;
    assert.equal(recorded.api, 'legacy');
    assert.deepEqual(recorded.query, { action: 'CreateScript', version: '2011-08-01' });
    assert.equal(typeof recorded.body, 'string');
    assert.equal(new URLSearchParams(recorded.body).get('title'), '  Say héllo  ');
  });

  it('takes the same call as a GET, and a POST whose body names the action', async () => {
    const ns = await createTestNamespace(server);
    const viaGet = await call(ns.legacy('CreateScript', { code: b64('#!/bin/sh\nuptime\n'), title: 'Uptime', script_type: 'V2' }), { token: ns.token });
    assert.equal(viaGet.status, 200);
    assert.equal(viaGet.body.access_group, 'global');
    assert.equal(viaGet.body.time_limit, 300);
    const base = ns.legacy('X').split('?')[0]!;
    const bodyOnly = await call(base, {
      method: 'POST',
      token: ns.token,
      form: { action: 'CreateScript', version: '2011-08-01', code: b64('#!/bin/sh\ndf -h\n'), title: 'Disk free' },
    });
    assert.equal(bodyOnly.status, 200);
    assert.equal((await call(ns.control('/requests?path=CreateScript'))).body.length, 2, 'recorded under the action the body names');
  });

  it('merges query and body parameters (the body wins) and reads numbered lists from the body', async () => {
    const ns = await createTestNamespace(server);
    const url = ns.legacy('CreateScript', { title: 'From the query' });
    const created = await call(url, { method: 'POST', token: ns.token, form: { title: 'From the body', code: b64('#!/bin/bash\ntrue\n') } });
    assert.equal(created.body.title, 'From the body');
    const instance = ubuntu(() => true);
    const reboot = await call(ns.legacy('RebootComputers'), { method: 'POST', token: ns.token, form: { 'computer_ids.1': String(instance.id) } });
    assert.equal(reboot.status, 200, JSON.stringify(reboot.body));
    assert.equal(reboot.body.computer_id, instance.id);
  });

  it('refuses a JSON body and other methods', async () => {
    const ns = await createTestNamespace(server);
    const json = await call(ns.legacy('CreateScript'), { method: 'POST', token: ns.token, body: { title: 'x', code: b64('#!/bin/sh\n') } });
    assert.equal(json.status, 415);
    assert.deepEqual(json.body, {
      error: 'UnsupportedMediaType',
      message: 'The legacy API takes POST parameters form-encoded (application/x-www-form-urlencoded), not application/json. Send JSON to the REST API (/api/v2/) instead.',
    });
    const text = await call(ns.legacy('CreateScript'), { method: 'POST', token: ns.token, rawBody: 'title=x', contentType: 'text/plain' });
    assert.equal(text.status, 415);
    assert.equal((await call(ns.legacy('CreateScript'), { method: 'DELETE', token: ns.token })).status, 405);
    assert.equal((await post({ ...ns, token: 'nope' }, 'CreateScript', { title: 'x' })).status, 401);
  });

  it('takes a 1 MB script and the largest attachment in a POST body', async () => {
    const ns = await createTestNamespace(server);
    const line = 'echo "provisioning step: install, configure, verify and report back to Landscape"\n';
    const code = `#!/bin/bash\n${line.repeat(Math.ceil(1_048_576 / line.length))}`;
    const created = await createScript(ns, { code: b64(code), title: 'One megabyte' });
    assert.equal(created.status, 200, JSON.stringify(created.body).slice(0, 300));
    assert.equal(created.body.code.length, code.length - '#!/bin/bash\n'.length);
    const bytes = Buffer.alloc(1_048_576, 0xff);
    const file = `blob.bin$$${bytes.toString('base64')}`;
    const attached = await post(ns, 'CreateScriptAttachment', { script_id: String(created.body.id), file });
    assert.equal(attached.status, 200, JSON.stringify(attached.body).slice(0, 300));
    assert.deepEqual(attached.body.attachments.map((attachment: { filename: string }) => attachment.filename), ['blob.bin']);
  });
});

describe('CreateScript and EditScript rules', () => {
  it('refuses bad code, titles, groups and types with clear messages', async () => {
    const ns = await createTestNamespace(server);
    const cases: [Record<string, string>, number, string, string][] = [
      [{ code: 'not base64!' }, 400, 'InvalidParameter', '"code" must be base64-encoded (A–Z, a–z, 0–9, + and /, padded with =).'],
      [{ code: 'aGVsbG8' }, 400, 'InvalidParameter', '"code" must be base64-encoded (A–Z, a–z, 0–9, + and /, padded with =).'],
      [{ code: Buffer.from([0x23, 0x21, 0xff, 0xfe]).toString('base64') }, 400, 'InvalidParameter', '"code" must be UTF-8 text, base64-encoded.'],
      [{ code: b64('echo no interpreter\n') }, 400, 'InvalidScript', 'The script must start with an interpreter line, like #!/bin/bash.'],
      [{ code: b64('#!\necho\n') }, 400, 'InvalidScript', 'The script must start with an interpreter line, like #!/bin/bash.'],
      [{ code: b64('') }, 400, 'InvalidParameter', '"code" must not be empty.'],
      [{ title: '   ' }, 400, 'InvalidParameter', '"title" must not be empty.'],
      [{ title: 'rotate APPLICATION logs' }, 400, 'DuplicateTitle', 'A script titled "rotate APPLICATION logs" already exists.'],
      [{ access_group: 'mars' }, 400, 'UnknownAccessGroup', 'Access group "mars" does not exist.'],
      [{ script_type: 'V1' }, 400, 'InvalidParameter', '"script_type" must be V2: only v2 scripts can be created.'],
      [{ time_limit: '0' }, 400, 'InvalidParameter', '"time_limit" must be at least 1.'],
    ];
    for (const [fields, status, error, message] of cases) {
      const reply = await createScript(ns, fields);
      assert.equal(reply.status, status, message);
      assert.deepEqual(reply.body, { error, message });
    }
    const noTitle = await post(ns, 'CreateScript', { code: b64('#!/bin/sh\n') });
    assert.equal(noTitle.body.message, '"title" is required.');
    // The title rule counts active scripts only: an archived script's title is free.
    assert.equal((await createScript(ns, { title: 'Restart Tomcat (legacy)' })).status, 200);
    // A shebang alone is a script with an empty body.
    const bare = await createScript(ns, { code: b64('#!/bin/bash'), title: 'Bare' });
    assert.deepEqual([bare.body.interpreter, bare.body.code], ['/bin/bash', '']);
  });

  it('edits: a new version when the code or title changes, none otherwise', async () => {
    const ns = await createTestNamespace(server);
    const id = (await createScript(ns)).body.id as number;
    const edited = await post(ns, 'EditScript', { script_id: String(id), code: b64('#!/bin/sh\necho bonjour\n'), title: 'Say bonjour' });
    assert.equal(edited.status, 200);
    assert.deepEqual([edited.body.version_number, edited.body.title, edited.body.interpreter, edited.body.code], [2, 'Say bonjour', '/bin/sh', 'echo bonjour\n']);
    const same = await post(ns, 'EditScript', { script_id: String(id), code: b64('#!/bin/sh\necho bonjour\n'), title: 'Say bonjour' });
    assert.equal(same.body.version_number, 2);
    const titleOnly = await post(ns, 'EditScript', { script_id: String(id), title: 'Say hi' });
    assert.deepEqual([titleOnly.body.version_number, titleOnly.body.code], [3, 'echo bonjour\n']);
    // "Use as new version": the first version's code and title again.
    const first = (await call(ns.rest(`scripts/${id}/versions/1`), { token: ns.token })).body;
    const restored = await post(ns, 'EditScript', { script_id: String(id), code: b64(`#!${first.interpreter}\n${first.code}`), title: first.title });
    assert.deepEqual([restored.body.version_number, restored.body.title, restored.body.code], [4, 'Say hello', 'echo hello\n']);
    const versions = (await call(ns.rest(`scripts/${id}/versions`), { token: ns.token })).body;
    assert.deepEqual(versions.results.map((version: { title: string }) => version.title), ['Say hello', 'Say hi', 'Say bonjour', 'Say hello']);

    const duplicate = await post(ns, 'EditScript', { script_id: String(id), title: 'Clean /tmp' });
    assert.equal(duplicate.body.error, 'DuplicateTitle');
    const archived = await post(ns, 'EditScript', { script_id: String(SCRIPT_SHOWCASE.archived), title: 'x' });
    assert.deepEqual(archived.body, { error: 'ScriptNotActive', message: 'Script "Restart Tomcat (legacy)" is archived and cannot be edited.' });
    const redacted = await post(ns, 'EditScript', { script_id: String(SCRIPT_SHOWCASE.redacted), title: 'x' });
    assert.equal(redacted.body.message, 'Script "Set database replication password" is deleted and cannot be edited.');
    assert.equal((await post(ns, 'EditScript', { script_id: '9999', title: 'x' })).status, 404);
    assert.equal((await post(ns, 'EditScript', { title: 'x' })).body.message, '"script_id" is required.');
    assert.equal((await post(ns, 'EditScript', { script_id: String(id), code: b64('no shebang') })).body.error, 'InvalidScript');
  });
});

describe('attachments', () => {
  const file = (name: string, content: string | Buffer) => `${name}$$${Buffer.from(content).toString('base64')}`;

  it('adds and removes attachments, enforcing the limits', async () => {
    const ns = await createTestNamespace(server);
    const id = String((await createScript(ns)).body.id);
    const add = (fileValue: string) => post(ns, 'CreateScriptAttachment', { script_id: id, file: fileValue });
    const added = await add(file('notes $$ v2.txt', 'hello'));
    assert.equal(added.status, 200);
    assert.deepEqual(added.body.attachments.map((attachment: { filename: string }) => attachment.filename), ['notes $$ v2.txt']);
    const refusals: [string, string, string][] = [
      [file('notes $$ v2.txt', 'again'), 'DuplicateFilename', 'Script "Say hello" already has an attachment named "notes $$ v2.txt". Filenames must be unique.'],
      [file('etc/passwd', 'x'), 'InvalidFilename', '"etc/passwd" is not a valid filename: it must not contain "/".'],
      [file('', 'x'), 'InvalidFilename', 'An attachment needs a filename.'],
      ['no-separator.txt', 'InvalidParameter', '"file" must be the filename, "$$" and the contents in base64: notes.txt$$aGVsbG8=.'],
      ['bad.txt$$***', 'InvalidParameter', '"file" must be base64-encoded (A–Z, a–z, 0–9, + and /, padded with =).'],
    ];
    for (const [value, error, message] of refusals) assert.deepEqual((await add(value)).body, { error, message });

    // The total: 1 MiB at most.
    assert.equal((await add(file('big.bin', Buffer.alloc(1_048_576 - 5)))).status, 200);
    const over = await add(file('one-more.bin', Buffer.alloc(1)));
    assert.deepEqual(over.body, {
      error: 'AttachmentsTooLarge',
      message: 'A script\'s attachments can total at most 1 MB (1,048,576 bytes); with "one-more.bin" they would be 1,048,577 bytes.',
    });
    const removed = await post(ns, 'RemoveScriptAttachment', { script_id: id, filename: 'big.bin' });
    assert.deepEqual(removed.body, {});
    assert.deepEqual((await getScript(ns, Number(id))).attachments.map((attachment) => attachment.filename), ['notes $$ v2.txt']);
    const missing = await post(ns, 'RemoveScriptAttachment', { script_id: id, filename: 'big.bin' });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { error: 'AttachmentNotFound', message: 'Script "Say hello" has no attachment named "big.bin".' });
    // Removal by GET too (the UI sends it so).
    assert.equal((await call(ns.legacy('RemoveScriptAttachment', { script_id: id, filename: 'notes $$ v2.txt' }), { token: ns.token })).status, 200);

    // The attachment's bytes come back as sent.
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const withBinary = (await add(file('raw.bin', bytes))).body as ScriptReply;
    const response = await fetch(ns.rest(`scripts/${id}/attachments/${withBinary.attachments[0]!.id}`), { headers: { authorization: `Bearer ${ns.token}` } });
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), bytes);
  });

  it('has at most five, and only on active scripts', async () => {
    const ns = await createTestNamespace(server);
    const sixth = await post(ns, 'CreateScriptAttachment', { script_id: String(SCRIPT_SHOWCASE.fiveAttachments), file: file('sixth.txt', 'x') });
    assert.deepEqual(sixth.body, { error: 'TooManyAttachments', message: 'A script can have at most 5 attachments. Remove one to add "sixth.txt".' });
    const archived = await post(ns, 'CreateScriptAttachment', { script_id: String(SCRIPT_SHOWCASE.archived), file: file('a.txt', 'x') });
    assert.equal(archived.body.message, 'Script "Restart Tomcat (legacy)" is archived and cannot be given attachments.');
    const removeArchived = await post(ns, 'RemoveScriptAttachment', { script_id: String(SCRIPT_SHOWCASE.archived), filename: 'a.txt' });
    assert.equal(removeArchived.body.error, 'ScriptNotActive');
  });
});

describe('ExecuteScript', () => {
  it('runs on the selected Ubuntu instances of the script’s access group and below, as one activity or a group', async () => {
    const ns = await createTestNamespace(server, { activityDelayMs: 200 });
    // Script 10 (Vacuum PostgreSQL) runs in production.
    const inProduction = ubuntu((instance) => instance.access_group === 'production');
    const inStaging = ubuntu((instance) => instance.access_group === 'staging');
    const windows = acme().instances.find((instance) => instance.distribution_info?.distributor === 'Microsoft')!;
    const archived = acme().instances.find((instance) => instance.archived && instance.access_group === 'production')!;
    const query = [inProduction, inStaging, windows, archived].map((instance) => `id:${instance.id}`).join(' OR ');
    const run = await call(ns.legacy('ExecuteScript', { query, script_id: '10', username: 'postgres', time_limit: '600' }), { token: ns.token });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.equal(run.body.type, 'Run script');
    assert.equal(run.body.summary, 'Run script "Vacuum PostgreSQL" as postgres');
    assert.equal(run.body.computer_id, inProduction.id);
    assert.equal(run.body.activity_status, 'undelivered');
    assert.deepEqual(run.body.creator, { id: 1, name: 'Ada Admin', email: 'admin@example.com' });
    const fromList = (await call(ns.rest(`activities/${run.body.id}`), { token: ns.token })).body;
    assert.equal(fromList.summary, run.body.summary);

    // A global script on a tag: a group with a child per instance.
    const tagged = await call(ns.legacy('ExecuteScript', { query: 'tag:dns', script_id: '8', username: 'root' }), { token: ns.token });
    const dns = acme().instances.filter((instance) => instance.tags.includes('dns') && !instance.archived && instance.distribution_info?.distributor === 'Ubuntu');
    assert.equal(tagged.body.type, 'Activity group');
    assert.equal(tagged.body.summary, `Run script "Flush DNS cache" as root on ${dns.length} computers`);
    const children = (await call(ns.rest(`activities?query=parent-id:${tagged.body.id}&limit=100`), { token: ns.token })).body;
    assert.equal(children.count, dns.length);
    assert.ok(children.results.every((child: { type: string }) => child.type === 'Run script'));

    // Scheduled.
    const later = await call(ns.legacy('ExecuteScript', { query: `id:${inProduction.id}`, script_id: '10', username: 'root', deliver_after: '2031-01-01T09:30:00Z' }), { token: ns.token });
    assert.deepEqual([later.body.activity_status, later.body.delivery_time], ['scheduled', '2031-01-01T09:30:00Z']);
  });

  it('refuses what cannot run', async () => {
    const ns = await createTestNamespace(server);
    const inDesktops = ubuntu((instance) => instance.access_group === 'desktops');
    const inProduction = ubuntu((instance) => instance.access_group === 'production');
    const execute = (params: Record<string, string>) => call(ns.legacy('ExecuteScript', { query: `id:${inProduction.id}`, script_id: '10', username: 'root', ...params }), { token: ns.token });
    const none = await execute({ query: `id:${inDesktops.id}` });
    assert.deepEqual(none.body, {
      error: 'NoComputers',
      message: 'None of the selected instances can run this script: it runs on Ubuntu instances in the access group "production" and the groups under it.',
    });
    assert.equal((await execute({ username: ' ' })).body.message, '"username" must not be empty.');
    assert.equal((await execute({ time_limit: '0' })).body.message, '"time_limit" must be at least 1.');
    assert.equal((await execute({ time_limit: 'soon' })).body.message, '"time_limit" must be a whole number.');
    assert.match((await execute({ deliver_after: '01/06/2031 09:30' })).body.message, /^"deliver_after" must be a UTC time in ISO 8601 format/);
    assert.match((await execute({ deliver_after: '2001-01-01T00:00:00Z' })).body.message, /must be in the future/);
    assert.deepEqual((await execute({ script_id: String(SCRIPT_SHOWCASE.archived) })).body, {
      error: 'ScriptNotActive',
      message: 'Script "Restart Tomcat (legacy)" is archived and cannot be run.',
    });
    assert.equal((await execute({ script_id: '9999' })).status, 404);
    assert.equal((await execute({ query: 'id:999999' })).status, 404);
    assert.equal((await execute({ query: 'tag:no-such-tag' })).body.error, 'NoInstances');
    assert.equal((await execute({ query: '' })).body.message, '"query" must not be empty.');
  });
});

describe('the calls the scripts screens also use', () => {
  it('selects instances by access-group-recursive: and profile:script:', async () => {
    const ns = await createTestNamespace(server);
    const servers = (await call(ns.rest('computers?query=access-group-recursive:servers&limit=1'), { token: ns.token })).body.count;
    const production = (await call(ns.rest('computers?query=access-group:production&limit=1'), { token: ns.token })).body.count;
    const staging = (await call(ns.rest('computers?query=access-group:staging&limit=1'), { token: ns.token })).body.count;
    const serversOnly = (await call(ns.rest('computers?query=access-group:servers&limit=1'), { token: ns.token })).body.count;
    // `qa` is under `staging` (showcase.ts ACCESS_GROUP_SHOWCASE).
    const qa = (await call(ns.rest('computers?query=access-group:qa&limit=1'), { token: ns.token })).body.count;
    assert.ok(qa > 0);
    assert.equal(servers, production + staging + qa + serversOnly);
    const profile = (await call(ns.rest(`script-profiles/${SCRIPT_PROFILE_SHOWCASE.nightly}`), { token: ns.token })).body;
    const associated = (await call(ns.rest(`computers?query=profile:script:${profile.id}&limit=1`), { token: ns.token })).body.count;
    assert.equal(associated, profile.computers.num_associated_computers);
    const unknown = await call(ns.rest('computers?query=profile:script:9999'), { token: ns.token });
    assert.deepEqual(unknown.body, { error: 'InvalidQuery', message: 'Script profile 9999 does not exist.' });
    assert.equal((await call(ns.rest('computers?query=profile:usg:1'), { token: ns.token })).body.message, '"profile:usg:1" is not supported. Use profile:{type}:{id} with a type of security, script, upgrade, reboot, removal, repository, package or wsl.');
  });

  it('answers tags, access groups and the classic dashboard address unchanged', async () => {
    const ns = await createTestNamespace(server);
    const tags = (await call(ns.rest('tags?limit=1000'), { token: ns.token })).body;
    assert.ok(tags.results.includes('web'));
    const groups = (await call(ns.legacy('GetAccessGroups'), { token: ns.token })).body;
    assert.deepEqual(groups.find((group: { name: string }) => group.name === 'servers'), { name: 'servers', title: 'Servers', parent: 'global', children: 'production,staging' });
    assert.deepEqual((await call(ns.rest('classic_dashboard_url'), { token: ns.token })).body, { url: '/classic/' });
  });
});
