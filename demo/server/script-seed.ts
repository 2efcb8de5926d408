/**
 * The seeded scripts and script profiles, made at the very end of the seed from a generator of their
 * own (`landscape-demo:scripts`), so no record made before them changed (the seed tests and README
 * figures describe those).
 *
 * acme: 60 scripts (50 active, 6 archived, 4 redacted; ids in SCRIPT_SHOWCASE) with 1–12 versions by
 * several administrators, attachments, and 13 profiles (10 active: the limit; 3 archived). globex: 4
 * scripts, 2 profiles. initech: none (the empty states).
 *
 * A profile's runs are activities the seed already made: the top-level `Run script "{title}" as root`
 * activities (and `… on N computers` groups) of the profile's script, newest first. New activities
 * could not be added in the past: ids grow with creation_time, and every seeded activity keeps its id.
 * So the runs keep their own times (not the schedule's) and creators.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import type { Activity, Creator, IdCounters, Organisation, Script, ScriptAttachment, ScriptPerson, ScriptProfile, ScriptStatus, ScriptTrigger, ScriptVersionRecord } from './model.ts';
import { Random } from './random.ts';
import { bigProvisioningCode, hostileCode, inventoryPythonCode, LONG_TITLE_CODE, SCRIPT_CODE, type ScriptCode } from './script-code.ts';
import { HOSTILE, SCRIPT_PROFILE_SHOWCASE, SCRIPT_SHOWCASE } from './showcase.ts';
import { iso } from './time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 241 characters; its first 187 have no space to break on. */
export const LONG_SCRIPT_TITLE =
  'Collect-and-archive-the-application-diagnostics-bundle-for-the-payments-platform-(heap-dumps,thread-dumps,GC-logs)-from-every-node-before-the-quarterly-capacity-review-and-upload-it-to-evidence ' +
  'for the auditors, then tell #payments-oncall it is done';
export const HOSTILE_SCRIPT_TITLE = `${HOSTILE.html} ${HOSTILE.rtl}${HOSTILE.zeroWidth}`;
/** Someone who is no longer an administrator, with a name that must show as text. */
const HOSTILE_PERSON: ScriptPerson = { id: 9, name: `${HOSTILE.script} ${HOSTILE.rtl}` };
export const LONG_PROFILE_TITLE =
  'Weekly Docker image prune on every CI runner in staging, Sunday 03:00 UTC, after the nightly builds and before the Monday ' +
  'morning release train leaves (ask #ci-platform before changing the schedule or the tags)';
export const HOSTILE_PROFILE_TITLE = `${HOSTILE.script} ${HOSTILE.emoji}`;

interface AttachmentPlan {
  filename: string;
  data: (rng: Random) => Uint8Array;
}

interface ScriptPlan {
  title: string;
  code?: ScriptCode;
  group?: string;
  status?: ScriptStatus;
  /** Created this many days ago (a range: drawn). */
  age: [number, number];
  versions?: number;
  attachments?: AttachmentPlan[];
  /** The title of the first version (the second renamed it). */
  firstTitle?: string;
  /** The last version was made this many days ago (a range: drawn); default: lately for active scripts. */
  editedAgo?: [number, number];
  by?: ScriptPerson;
  username?: string;
  timeLimit?: number;
}

const text = (content: string) => () => new TextEncoder().encode(content);

// ---------------------------------------------------------------------------------------------------
// Attachments

/** CRC-32 (PNG chunks). */
function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

/** A real 48×48 RGB PNG: a blue-orange gradient with a light frame (a logo placeholder). */
function pngLogo(): Uint8Array {
  const size = 48;
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    raw[row] = 0;
    for (let x = 0; x < size; x += 1) {
      const frame = x < 3 || y < 3 || x >= size - 3 || y >= size - 3;
      const offset = row + 1 + x * 3;
      raw[offset] = frame ? 240 : Math.round(233 * (x / size));
      raw[offset + 1] = frame ? 240 : Math.round(84 + 60 * (y / size));
      raw[offset + 2] = frame ? 240 : Math.round(200 * (1 - x / size));
    }
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Base64 lines that look like a PEM certificate. */
function pem(rng: Random, label: string, lines: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const body = Array.from({ length: lines }, () => Array.from({ length: 64 }, () => alphabet[rng.int(0, 63)]).join(''));
  return `-----BEGIN ${label}-----\nMIIF${body.join('\n').slice(4)}\n-----END ${label}-----\n`;
}

/** A real gzip file of a tar-like listing (the agent bundle). */
function agentBundle(rng: Random): Uint8Array {
  const lines = ['node_exporter-1.8.2.linux-amd64/', 'node_exporter-1.8.2.linux-amd64/LICENSE', 'node_exporter-1.8.2.linux-amd64/NOTICE'];
  for (let index = 0; index < 600; index += 1) lines.push(`node_exporter-1.8.2.linux-amd64/collector/${rng.pick(['cpu', 'disk', 'net', 'mem', 'fs'])}_${index}.so ${rng.int(1000, 99999)}`);
  return gzipSync(Buffer.from(`${lines.join('\n')}\n`), { level: 9 });
}

const FIVE_ATTACHMENTS: AttachmentPlan[] = [
  { filename: 'agent.yaml', data: text('listen_address: 0.0.0.0:9100\ncollectors:\n  - cpu\n  - diskstats\n  - filesystem\n  - meminfo\n  - netdev\n  - systemd\ntls:\n  ca_file: /etc/node-exporter/ca.pem\n') },
  { filename: 'acme-monitoring-ca.pem', data: (rng) => new TextEncoder().encode(pem(rng, 'CERTIFICATE', 28)) },
  { filename: 'dashboard-logo.png', data: () => pngLogo() },
  { filename: 'agent-bundle.tar.gz', data: agentBundle },
  {
    filename: 'node-exporter.service',
    data: text('[Unit]\nDescription=Prometheus node exporter\nAfter=network-online.target\n\n[Service]\nExecStart=/opt/node-exporter/node_exporter --config.file=/etc/node-exporter/agent.yaml\nRestart=on-failure\nUser=nobody\n\n[Install]\nWantedBy=multi-user.target\n'),
  },
];

// ---------------------------------------------------------------------------------------------------
// acme's plan, in id order (SCRIPT_SHOWCASE names some of them)

/** The titles the seeded `Run script` activities name, ids 1–12 (event-log.ts numbers them the same). */
const RUN_TITLES = [
  'Rotate application logs', 'Collect diagnostics', 'Clean /tmp', 'Renew TLS certificates', 'Check disk usage',
  'Restart stuck workers', 'Back up /etc', 'Flush DNS cache', 'Audit sudoers', 'Vacuum PostgreSQL',
  'Prune Docker images', 'Report open ports',
];
const RUN_GROUPS: Record<string, string> = {
  'Renew TLS certificates': 'servers', 'Restart stuck workers': 'servers', 'Back up /etc': 'servers',
  'Vacuum PostgreSQL': 'production', 'Prune Docker images': 'staging',
};

function acmePlan(rng: Random): ScriptPlan[] {
  const old: [number, number] = [735, 800];
  const plans: ScriptPlan[] = RUN_TITLES.map((title) => ({ title, group: RUN_GROUPS[title] ?? 'global', age: old }));
  plans[4]!.versions = 12;
  plans.push(
    { title: '🚀 Deploy release', group: 'production', age: [60, 90], versions: 4 },
    { title: LONG_SCRIPT_TITLE, code: LONG_TITLE_CODE, group: 'production', age: [20, 40], versions: 2 },
    {
      title: HOSTILE_SCRIPT_TITLE,
      code: hostileCode(),
      group: 'global',
      age: [10, 30],
      versions: 3,
      by: HOSTILE_PERSON,
      attachments: [
        { filename: HOSTILE.rtl, data: text(`${HOSTILE.script}\n`) },
        { filename: `${HOSTILE.html}.txt`, data: text(`${HOSTILE.html}\n${HOSTILE.emoji}\n`) },
        { filename: `${HOSTILE.zeroWidth}notes.txt`, data: text('zero-width characters start this filename\n') },
      ],
    },
    { title: 'Provision CI build host (generated)', code: bigProvisioningCode(rng, 1_000_000), group: 'staging', age: [520, 560], editedAgo: [400, 450], versions: 2 },
    { title: 'Inventory: hardware, software and security settings (JSON)', code: inventoryPythonCode(), group: 'global', age: [200, 260], versions: 4 },
    { title: 'Install monitoring agent', group: 'servers', age: [100, 140], versions: 3, attachments: FIVE_ATTACHMENTS },
    { title: 'Summarise failed SSH logins', group: 'global', age: [150, 300], versions: 2 },
    { title: 'Apt: refresh package lists', age: [300, 500] },
    { title: 'Apt: autoremove and clean', age: [300, 500] },
    { title: 'Check NTP synchronisation', firstTitle: 'check ntp', age: [100, 400] },
    { title: 'List failed systemd units', age: [30, 400] },
    { title: 'Find large files in /var', age: [30, 400] },
    { title: 'Vacuum the systemd journal', age: [30, 400] },
    { title: 'Check if a reboot is required', age: [30, 400] },
    { title: 'Report kernel and uptime', age: [5, 60] },
    { title: 'Inventory installed snaps', age: [30, 400] },
    { title: 'Restart the Docker daemon', group: 'staging', age: [30, 400] },
    { title: 'Remove old kernels', group: 'servers', age: [30, 400] },
    { title: "Verify last night's backup", firstTitle: 'Verify backups', group: 'production', age: [30, 400] },
    { title: 'Mount NFS home directories', group: 'desktops', age: [30, 400], attachments: [
      { filename: 'auto.home', data: text('*  -fstype=nfs4,rw,soft,timeo=50  nfs01.acme.internal:/export/home/&\n') },
    ] },
    { title: 'Export local users as CSV', age: [30, 400] },
    { title: 'Update CA certificates', age: [30, 400], attachments: [
      { filename: 'acme-root-ca.crt', data: (r) => new TextEncoder().encode(pem(r, 'CERTIFICATE', 30)) },
    ] },
    { title: 'Enable unattended upgrades', age: [30, 400], attachments: [
      { filename: '50unattended-upgrades', data: text('Unattended-Upgrade::Allowed-Origins {\n    "${distro_id}:${distro_codename}-security";\n    "${distro_id}ESMApps:${distro_codename}-apps-security";\n};\nUnattended-Upgrade::Automatic-Reboot "false";\n') },
      { filename: '20auto-upgrades', data: text('APT::Periodic::Update-Package-Lists "1";\nAPT::Periodic::Unattended-Upgrade "1";\n') },
    ] },
    { title: 'Collect GPU status', group: 'production', age: [30, 400] },
    { title: 'Check RAID health', group: 'servers', age: [30, 400] },
    { title: 'List pip packages', age: [30, 400] },
    { title: 'Ping gateway and DNS', age: [2, 20] },
    { title: 'Trim SSDs', age: [30, 400] },
    { title: 'Reload HAProxy after a config check', firstTitle: 'Reload haproxy', group: 'production', age: [30, 400], attachments: [
      { filename: 'haproxy.cfg', data: text('global\n    log /dev/log local0\n    maxconn 4096\n\ndefaults\n    mode http\n    timeout connect 5s\n    timeout client 30s\n    timeout server 30s\n\nfrontend www\n    bind *:443 ssl crt /etc/haproxy/certs/\n    default_backend web\n\nbackend web\n    balance roundrobin\n    server web1 10.0.1.11:8080 check\n    server web2 10.0.1.12:8080 check\n') },
    ] },
    { title: 'Lock accounts unused for 90 days', age: [30, 400] },
    { title: 'Restart PostgreSQL replica', group: 'production', age: [30, 400] },
    { title: 'Restart nginx gracefully', group: 'servers', age: [30, 200] },
    { title: 'Check certificate expiry dates', age: [30, 400] },
    { title: 'Install developer toolchain', group: 'desktops', age: [30, 400] },
    { title: 'Configure office printers', group: 'desktops', age: [30, 400], attachments: [
      { filename: 'office-printers.conf', data: text('reception-mfp,ipp://10.20.0.15/ipp/print,everywhere\nfinance-laser,ipp://10.20.0.16/ipp/print,everywhere\n') },
    ] },
    { title: 'Clear browser caches on shared desktops', group: 'desktops', age: [30, 400] },
    { title: 'WSL: upgrade Ubuntu packages', group: 'wsl', age: [30, 400] },
    { title: 'WSL: compact the virtual disk', group: 'wsl', age: [30, 400] },
    { title: 'Restart Tomcat (legacy)', status: 'ARCHIVED', group: 'production', age: [600, 700] },
    { title: 'Migrate ntpd to chrony (one-off)', status: 'ARCHIVED', age: [500, 650] },
    { title: 'Back up /etc to the old NFS filer', status: 'ARCHIVED', group: 'servers', age: [600, 700] },
    { title: 'Disable IPv6 (obsolete)', status: 'ARCHIVED', age: [400, 600] },
    { title: 'Release upgrade helper: 20.04 to 22.04', status: 'ARCHIVED', age: [300, 500] },
    { title: 'Restart nginx gracefully', status: 'ARCHIVED', group: 'servers', age: [400, 500], versions: 1 },
    { title: 'Set database replication password', status: 'REDACTED', group: 'production', age: [200, 400] },
    { title: 'Rotate the monitoring API token', status: 'REDACTED', age: [200, 400] },
    { title: 'Install backup agent licence key', status: 'REDACTED', group: 'servers', age: [200, 400], attachments: [
      { filename: 'licence.key', data: text('not kept: the script was deleted\n') },
    ] },
    { title: 'Configure VPN pre-shared key', status: 'REDACTED', group: 'desktops', age: [200, 400] },
  );
  return plans;
}

const GLOBEX_PLAN: ScriptPlan[] = [
  // As old as the seed's activities, which run them.
  { title: 'Check disk usage', group: 'global', age: [735, 800], versions: 3 },
  { title: 'Rotate application logs', group: 'global', age: [735, 800], versions: 2 },
  { title: 'Export sales reports', group: 'servers', age: [60, 120] },
  { title: 'Legacy cron cleanup', status: 'ARCHIVED', age: [300, 400] },
];

// ---------------------------------------------------------------------------------------------------
// Versions: each edit a believable change, signed in a changelog line

const REASONS = [
  'retry when the dpkg lock is held', 'quieter output for the activity log', 'skip WSL instances', 'handle hosts without systemd-resolved',
  'use ionice for large directories', 'quote paths with spaces', 'exit non-zero so failures show in Landscape', 'log to syslog as well',
  'work on 24.04 (new paths)', 'lower the threshold after the March incident', 'read the threshold from /etc/default', 'drop Python 2 support',
  'fix the summary line', 'add a dry-run mode', 'shorter timeout on unreachable hosts', 'ignore snap squashfs mounts',
];

const isShell = (interpreter: string): boolean => interpreter === '/bin/bash' || interpreter === '/bin/sh';

/** One change of a script's body, made by `person` at `time`. */
type Edit = (body: string, title: string, time: number, person: ScriptPerson) => string;

const changelog =
  (reason: string): Edit =>
  (body, _title, time, person) =>
    `# ${iso(time).slice(0, 10)} ${person.name.split(' ')[0]}: ${reason}\n${body}`;

/** The edits a script goes through, in order: a few real changes, and changelog lines for the others. */
function editsFor(rng: Random, interpreter: string): Edit[] {
  const edits: Edit[] = rng.sample(REASONS, 12).map(changelog);
  if (isShell(interpreter)) {
    const strict: Edit = (body) => (/^set -/m.test(body) ? body : `${interpreter === '/bin/sh' ? 'set -eu' : 'set -euo pipefail'}\n${body}`);
    // Before a final `exit`, so it runs.
    const logged: Edit = (body, title) => {
      const line = `logger -t landscape-script "${title.replace(/["$\\\x60]/g, '')}: finished on $(hostname)"`;
      const lines = body.replace(/\n*$/, '').split('\n');
      const last = lines.at(-1)!;
      return `${[...(/^exit\b/.test(last) ? [...lines.slice(0, -1), line, last] : [...lines, line])].join('\n')}\n`;
    };
    edits.splice(rng.int(0, 2), 0, strict);
    edits.splice(rng.int(1, 4), 0, logged);
  }
  return edits;
}

interface Built {
  script: Script;
  /** When it was archived or redacted (its last edit). */
  endedAt: number | null;
}

function buildScript(rng: Random, plan: ScriptPlan, people: ScriptPerson[], nextId: IdCounters, anchor: number): Built {
  const status = plan.status ?? 'ACTIVE';
  const source = plan.code ?? SCRIPT_CODE[plan.title];
  if (!source) throw new Error(`No code for seeded script "${plan.title}"`);
  const drawn = plan.versions ?? (status === 'REDACTED' ? rng.int(1, 3) : 1 + Math.floor(rng.next() ** 2 * 6));
  const versionCount = plan.firstTitle === undefined ? drawn : Math.max(2, drawn);
  const createdAt = anchor - rng.int(plan.age[0] * DAY, plan.age[1] * DAY);
  // The last version: an active script was edited lately (or `editedAgo` days ago); an archived or
  // deleted one stopped changing in its middle age.
  const lastEdit = plan.editedAgo
    ? anchor - rng.int(plan.editedAgo[0] * DAY, plan.editedAgo[1] * DAY)
    : status === 'ACTIVE'
      ? anchor - rng.int(HOUR, Math.max(2 * HOUR, (anchor - createdAt) / 3))
      : createdAt + (anchor - createdAt) * (0.3 + rng.next() * 0.4);
  const times = [createdAt, ...Array.from({ length: versionCount - 1 }, () => rng.int(createdAt + HOUR, Math.max(createdAt + HOUR, lastEdit)))].sort((a, b) => a - b);
  const creator = plan.by ?? rng.pick(people);
  const edits = editsFor(rng, source.interpreter);
  // A big generated script's first version is its first 60 % (whole sections); the others build
  // forwards from the code as first written, one edit per version.
  const isBig = source.body.length > 100_000;
  let body = isBig ? source.body.slice(0, source.body.lastIndexOf('# --- section', Math.floor(source.body.length * 0.6))) : source.body;
  const versions: ScriptVersionRecord[] = times.map((time, index) => {
    const author = index === 0 || rng.chance(0.4) ? creator : rng.pick(people);
    if (index > 0) body = isBig ? source.body : edits[index - 1]!(body, plan.title, time, author);
    const id = nextId.scriptVersion;
    nextId.scriptVersion += 1;
    return {
      id,
      version_number: index + 1,
      created_at: iso(time),
      created_by: author,
      code: status === 'REDACTED' ? '' : body,
      interpreter: source.interpreter,
      title: plan.firstTitle !== undefined && index === 0 ? plan.firstTitle : plan.title,
    };
  });
  const attachments: ScriptAttachment[] =
    status === 'REDACTED'
      ? []
      : (plan.attachments ?? []).map((attachment) => {
          const id = nextId.scriptAttachment;
          nextId.scriptAttachment += 1;
          return { id, filename: attachment.filename, data: attachment.data(rng) };
        });
  const last = versions.at(-1)!;
  const endedAt = status === 'ACTIVE' ? null : Math.min(Date.parse(last.created_at) + rng.int(DAY, 60 * DAY), anchor - DAY);
  const id = nextId.script;
  nextId.script += 1;
  const script: Script = {
    id,
    title: plan.title,
    version_number: versions.length,
    created_by: versions[0]!.created_by,
    created_at: versions[0]!.created_at,
    last_edited_by: endedAt === null ? last.created_by : rng.pick(people),
    last_edited_at: endedAt === null ? last.created_at : iso(endedAt),
    status,
    code: status === 'REDACTED' ? '' : body,
    interpreter: source.interpreter,
    access_group: plan.group ?? rng.pick(['global', 'global', 'global', 'servers', 'production', 'staging']),
    time_limit: plan.timeLimit ?? rng.pick([300, 300, 300, 600, 900, 1800, 3600]),
    username: plan.username ?? rng.pick(['', '', 'root', 'landscape']),
    attachments,
    versions,
  };
  return { script, endedAt };
}

// ---------------------------------------------------------------------------------------------------
// Profiles

interface ProfilePlan {
  title: string;
  scriptId: number;
  trigger: ScriptTrigger | { trigger_type: 'one_time'; in: 'past' | number };
  tags?: string[];
  allComputers?: boolean;
  archived?: boolean;
  runs: number;
  /** Runs at least this old (ms) only. */
  runsOlderThan?: number;
  username?: string;
  timeLimit?: number;
  by?: ScriptPerson;
}

const recurring = (interval: string): ScriptTrigger => ({ trigger_type: 'recurring', interval, start_after: '' });

/** The seed's `Run script` requests for a script title as root, newest first: single runs and group parents. */
function runCandidates(org: Organisation, title: string): Activity[] {
  const single = `Run script "${title}" as root`;
  const group = `${single} on `;
  return org.activities
    .filter((activity) => activity.parent_id === null && (activity.summary === single || activity.summary.startsWith(group)))
    .reverse();
}

function buildProfiles(rng: Random, org: Organisation, plans: ProfilePlan[], people: ScriptPerson[], built: Map<number, Built>, nextId: IdCounters, anchor: number): ScriptProfile[] {
  const claimed = new Set<number>();
  return plans.map((plan) => {
    const { script, endedAt } = built.get(plan.scriptId)!;
    const scriptCreated = Date.parse(script.created_at);
    let runs: Activity[] = [];
    if (plan.runs > 0) {
      const latest = anchor - (plan.runsOlderThan ?? 0);
      const candidates = runCandidates(org, script.title).filter((activity) => !claimed.has(activity.id) && Date.parse(activity.creation_time) <= latest);
      // Newest first, skipping some, so two profiles of one script take turns.
      for (const [index, candidate] of candidates.entries()) {
        if (runs.length === plan.runs) break;
        if (candidates.length - index > plan.runs - runs.length && rng.chance(0.3)) continue;
        runs.push(candidate);
      }
      runs = runs.reverse();
      if (runs.length !== plan.runs) throw new Error(`Seed: only ${runs.length} runs for script profile "${plan.title}"`);
      runs.forEach((run) => claimed.add(run.id));
    }
    // Made before its first run, and while its script was active.
    const firstRun = runs.length > 0 ? Date.parse(runs[0]!.creation_time) : null;
    const createdAt =
      firstRun !== null
        ? Math.max(scriptCreated + DAY, firstRun - rng.int(HOUR, 20 * DAY))
        : endedAt !== null
          ? scriptCreated + (endedAt - scriptCreated) * (0.2 + 0.4 * rng.next())
          : Math.max(scriptCreated + DAY, anchor - rng.int(3 * DAY, 60 * DAY));
    if (firstRun !== null && createdAt >= firstRun) throw new Error(`Seed: script profile "${plan.title}" would be made after its first run`);
    const lastRun = runs.length > 0 ? Date.parse(runs.at(-1)!.creation_time) : createdAt;
    let archivedAt: number | null = null;
    if (plan.archived) archivedAt = endedAt ?? Math.min(lastRun + rng.int(DAY, 30 * DAY), anchor - HOUR);
    const edited = archivedAt ?? Math.min(createdAt + rng.int(0, 40 * DAY), anchor - HOUR);
    let trigger: ScriptTrigger;
    if (plan.trigger.trigger_type === 'recurring') {
      trigger = { ...plan.trigger, start_after: iso(Math.floor(createdAt / MINUTE) * MINUTE) } as ScriptTrigger;
    } else if (plan.trigger.trigger_type === 'one_time' && 'in' in plan.trigger) {
      const when = plan.trigger.in === 'past' ? Math.floor((firstRun ?? createdAt) / MINUTE) * MINUTE : Math.floor((anchor + plan.trigger.in) / HOUR) * HOUR;
      trigger = { trigger_type: 'one_time', timestamp: iso(when) };
    } else {
      trigger = plan.trigger as ScriptTrigger;
    }
    const id = nextId.scriptProfile;
    nextId.scriptProfile += 1;
    return {
      id,
      title: plan.title,
      script_id: script.id,
      username: plan.username ?? 'root',
      time_limit: plan.timeLimit ?? rng.pick([300, 600, 900, 1800]),
      all_computers: plan.allComputers ?? false,
      tags: plan.tags ?? [],
      archived: plan.archived ?? false,
      created_at: iso(createdAt),
      last_edited_at: iso(Math.max(edited, createdAt)),
      created_by: plan.by ?? rng.pick(people),
      trigger,
      activity_ids: runs.map((run) => run.id),
    };
  });
}

const s = SCRIPT_SHOWCASE;

const ACME_PROFILES: ProfilePlan[] = [
  { title: 'Nightly log rotation', scriptId: s.withProfiles, trigger: recurring('0 2 * * *'), tags: ['web', 'api'], runs: 20 },
  { title: 'Disk check every 30 minutes on weekdays', scriptId: s.manyVersions, trigger: recurring('*/30 * * * 1-5'), tags: ['db', 'cache'], runs: 12 },
  { title: 'Monthly /etc backup', scriptId: 7, trigger: recurring('15 2 1 * *'), tags: ['prod'], runs: 8 },
  { title: 'Morning diagnostics', scriptId: s.diagnostics, trigger: recurring('0 8 * * *'), tags: ['k8s-node', 'worker'], runs: 30 },
  { title: 'Clean /tmp after enrollment', scriptId: 3, trigger: { trigger_type: 'event', event_type: 'post_enrollment' }, tags: ['laptop', 'desktop'], runs: 15 },
  { title: 'Desktop baseline after enrollment', scriptId: s.desktops, trigger: { trigger_type: 'event', event_type: 'post_enrollment' }, allComputers: true, runs: 0, timeLimit: 1800 },
  { title: 'Renew TLS certificates once', scriptId: 4, trigger: { trigger_type: 'one_time', in: 'past' }, tags: ['web', 'proxy'], runs: 1, runsOlderThan: 20 * DAY },
  { title: 'Flush DNS before the network cut-over', scriptId: 8, trigger: { trigger_type: 'one_time', in: 5 * DAY + 22 * HOUR }, tags: ['dns'], runs: 0 },
  { title: LONG_PROFILE_TITLE, scriptId: 11, trigger: recurring('0 3 * * SUN'), tags: ['ci-runner'], runs: 5, username: 'root' },
  { title: HOSTILE_PROFILE_TITLE, scriptId: s.withProfiles, trigger: recurring('30 6 * * MON-FRI'), tags: ['pci'], runs: 3, by: HOSTILE_PERSON },
  { title: 'Weekly PostgreSQL vacuum (replaced)', scriptId: 10, trigger: recurring('0 4 * * 6'), tags: ['db'], archived: true, runs: 6 },
  { title: 'Nightly Tomcat restart', scriptId: s.archived, trigger: recurring('0 1 * * *'), tags: ['web'], archived: true, runs: 0, username: 'tomcat' },
  { title: 'Monthly replication password rotation', scriptId: s.redacted, trigger: recurring('0 5 1 * *'), tags: ['db'], archived: true, runs: 0, username: 'postgres' },
];

/** The titles the showcase ids promise (checked while seeding, so a change of plan cannot move them silently). */
const EXPECTED_TITLES: Record<number, string> = {
  [s.withProfiles]: 'Rotate application logs',
  [s.diagnostics]: 'Collect diagnostics',
  [s.manyVersions]: 'Check disk usage',
  [s.emojiTitle]: '🚀 Deploy release',
  [s.longTitle]: LONG_SCRIPT_TITLE,
  [s.hostile]: HOSTILE_SCRIPT_TITLE,
  [s.big]: 'Provision CI build host (generated)',
  [s.python]: 'Inventory: hardware, software and security settings (JSON)',
  [s.fiveAttachments]: 'Install monitoring agent',
  [s.perl]: 'Summarise failed SSH logins',
  [s.desktops]: 'Install developer toolchain',
  [s.wsl]: 'WSL: upgrade Ubuntu packages',
  [s.archived]: 'Restart Tomcat (legacy)',
  [s.archivedDuplicateTitle]: 'Restart nginx gracefully',
  [s.redacted]: 'Set database replication password',
};

function buildOrganisation(rng: Random, org: Organisation, plans: ScriptPlan[], profilePlans: (ids: number[]) => ProfilePlan[], people: ScriptPerson[], nextId: IdCounters, anchor: number): void {
  const built = new Map<number, Built>();
  for (const plan of plans) {
    const result = buildScript(rng, plan, people, nextId, anchor);
    built.set(result.script.id, result);
  }
  const scripts = [...built.values()].map((entry) => entry.script);
  org.scriptProfiles = buildProfiles(rng, org, profilePlans(scripts.map((script) => script.id)), people, built, nextId, anchor);
  org.scripts = scripts;
}

/**
 * Adds the scripts and script profiles to the organisations (acme, globex; initech has none). Called
 * last in generateSeed with the ids' counters, which start at 1 for scripts, versions, attachments
 * and profiles.
 */
export function addScripts(organisations: Organisation[], creators: readonly Creator[], nextId: IdCounters, anchor: number): void {
  const rng = new Random('landscape-demo:scripts');
  // The administrators (the auditor writes no scripts).
  const people: ScriptPerson[] = creators.filter((creator) => creator.id !== 2).map(({ id, name }) => ({ id, name }));
  const [acme, globex] = organisations as [Organisation, Organisation, Organisation];
  buildOrganisation(rng, acme, acmePlan(rng), () => ACME_PROFILES, people, nextId, anchor);
  for (const [id, title] of Object.entries(EXPECTED_TITLES)) {
    if (acme.scripts[Number(id) - 1]?.title !== title) throw new Error(`Seed: script ${id} should be "${title}"`);
  }
  const p = SCRIPT_PROFILE_SHOWCASE;
  if (acme.scriptProfiles[p.manyRuns - 1]?.activity_ids.length !== 30 || acme.scriptProfiles[p.hostile - 1]?.title !== HOSTILE_PROFILE_TITLE) {
    throw new Error('Seed: the script profile showcase ids moved');
  }
  buildOrganisation(
    rng,
    globex,
    GLOBEX_PLAN,
    ([disk, logs]) => [
      { title: 'Daily disk check', scriptId: disk!, trigger: recurring('0 6 * * *'), tags: ['prod'], runs: 7 },
      { title: 'Rotate logs after enrollment', scriptId: logs!, trigger: { trigger_type: 'event', event_type: 'post_enrollment' }, tags: ['web'], runs: 0 },
    ],
    people,
    nextId,
    anchor,
  );
}
