/**
 * The account event log (`GET events`, screens file §2): who did what to which entity, over the last
 * 400 days. Made at the end of the seed from each organisation's seeded records (its administrators,
 * instances, group activities, security profiles, access groups), with a generator of its own
 * (`landscape-demo:events:<org>`): nothing is drawn from the seed's generators, so no other record
 * changed. The events never change afterwards (actions log nothing).
 *
 * acme: 3,000 events, among them the hand-made SPECIAL ones (quotes, commas, line breaks, very long
 * texts, non-ASCII, hostile strings) at fixed ages; globex: 300; initech: none (the empty state).
 * Ids are unique across organisations and grow with creation_time.
 */
import type { Activity, Creator, EventLog, Organisation } from './model.ts';
import { Random } from './random.ts';
import { HOSTILE } from './showcase.ts';
import { iso } from './time.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far back the log goes. */
export const EVENT_LOG_SPAN_DAYS = 400;

/** Events per organisation, special ones included; organisations not listed have none. */
const EVENT_COUNTS: Record<string, number> = { acme: 3_000, globex: 300 };

const GROUP_ACTIVITY_TYPE = 'Activity group';

/** Entities that are not simulated elsewhere: scripts, profiles and invited people, with stable ids. */
const SCRIPTS = [
  'Rotate application logs', 'Collect diagnostics', 'Clean /tmp', 'Renew TLS certificates', 'Check disk usage',
  'Restart stuck workers', 'Back up /etc', 'Flush DNS cache', 'Audit sudoers', 'Vacuum PostgreSQL',
  'Prune Docker images', 'Report open ports',
];
const UPGRADE_PROFILES = ['Weekly security upgrades', 'Monthly full upgrade', 'Desktop nightly upgrades'];
const PACKAGE_PROFILES = ['Base tooling', 'Web stack', 'Database host', 'Developer desktop', 'Monitoring agent'];
const INVITEES = ['Søren Østergaard', 'Lucía Fernández', 'Chloé Dubois', 'Björn Johansson', 'Wei Chen', 'Amara Okafor'];
const TAGS = ['web', 'db', 'prod', 'staging', 'pci', 'canary', 'gpu', 'laptop', 'finance', 'design'];

type Entity = Pick<EventLog, 'entity_type' | 'entity_id' | 'entity_name'>;
type Draft = Omit<EventLog, 'id' | 'creation_time'> & { time: number; sequence: number };

interface Sources {
  rng: Random;
  org: Organisation;
  admins: Creator[];
  /** Group parents, oldest first (ids grow with creation_time). */
  groups: { activity: Activity; time: number }[];
}

const pickAdmin = ({ rng, admins }: Sources): Creator => (rng.chance(0.3) ? admins[0]! : rng.pick(admins));

/** The latest group activity created before `time` (or one of the few before it). */
function groupBefore(sources: Sources, time: number): Activity | undefined {
  const { groups, rng } = sources;
  let low = 0;
  let high = groups.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (groups[middle]!.time <= time) low = middle + 1;
    else high = middle;
  }
  if (low === 0) return undefined;
  return groups[Math.max(0, low - 1 - rng.int(0, 10))]!.activity;
}

/** One ordinary event at `time`: an entity of a weighted type and a message that fits it. */
function ordinaryEvent(sources: Sources, time: number): Omit<Draft, 'time' | 'sequence'> {
  const { rng, org } = sources;
  let person = pickAdmin(sources);
  let kind = rng.weighted({ group: 22, computer: 28, script: 12, security: org.securityProfiles.length > 0 ? 8 : 0, access: 6, upgrade: 6, package: 5, user: 8 });
  const group = kind === 'group' ? groupBefore(sources, time) : undefined;
  // No group activity that early: a computer instead.
  if (kind === 'group' && !group) kind = 'computer';
  let entity: Entity;
  let message: string;
  switch (kind) {
    case 'group': {
      entity = { entity_type: GROUP_ACTIVITY_TYPE, entity_id: group!.id, entity_name: group!.summary };
      message = group!.activity_status === 'canceled' ? 'Group activity canceled.' : rng.pick(['Group activity approved.', 'Group activity created.', 'Group activity created.']);
      if (message === 'Group activity created.' && group!.creator) person = group!.creator;
      break;
    }
    case 'computer': {
      const instance = rng.pick(org.instances);
      entity = { entity_type: 'Computer', entity_id: instance.id, entity_name: instance.title };
      const accessGroup = rng.pick(org.accessGroups);
      message = rng.weighted({
        'Computer added to access group.': 8,
        [`Computer moved to access group "${accessGroup.title}".`]: 4,
        [`Added tag "${rng.pick(TAGS)}" to computer "${instance.title}"`]: 6,
        [`Removed tag "${rng.pick(instance.tags.length > 0 ? instance.tags : TAGS)}" from computer "${instance.title}"`]: 3,
        'Computer accepted.': 3,
        'Computer title changed.': 2,
        'Computer removed.': 1,
        'Computer rebooted.': 3,
      });
      break;
    }
    case 'script': {
      const index = rng.int(0, SCRIPTS.length - 1);
      entity = { entity_type: 'Script', entity_id: index + 1, entity_name: SCRIPTS[index]! };
      message = rng.weighted({
        'Script edited.': 6,
        'Script created.': 2,
        [`Script run on ${rng.int(1, 120)} computers.`]: 6,
        'Attachment added to script.': 1,
        'Script archived.': 1,
      });
      break;
    }
    case 'security': {
      const profile = rng.pick(org.securityProfiles);
      entity = { entity_type: 'Security profile', entity_id: profile.id, entity_name: profile.title };
      message = rng.weighted({ 'Security profile edited.': 4, 'Security profile run.': 5, 'Audit report downloaded.': 2, 'Security profile created.': 1 });
      break;
    }
    case 'access': {
      const index = rng.int(1, org.accessGroups.length - 1);
      entity = { entity_type: 'Access group', entity_id: index + 1, entity_name: org.accessGroups[index]!.title };
      message = rng.weighted({ 'Access group edited.': 3, 'Administrator role granted access to access group.': 2, 'Access group created.': 1 });
      break;
    }
    case 'upgrade': {
      const index = rng.int(0, UPGRADE_PROFILES.length - 1);
      entity = { entity_type: 'Upgrade profile', entity_id: index + 1, entity_name: UPGRADE_PROFILES[index]! };
      message = rng.weighted({ 'Upgrade profile edited.': 3, [`Upgrade profile applied to ${rng.int(2, 400)} computers.`]: 5, 'Upgrade profile created.': 1 });
      break;
    }
    case 'package': {
      const index = rng.int(0, PACKAGE_PROFILES.length - 1);
      entity = { entity_type: 'Package profile', entity_id: index + 1, entity_name: PACKAGE_PROFILES[index]! };
      message = rng.weighted({ 'Package profile edited.': 3, 'Package constraints changed.': 2, 'Package profile created.': 1 });
      break;
    }
    default: {
      // Administrators: the others, or people invited (ids apart, 101…).
      if (rng.chance(0.6)) {
        const other = rng.pick(sources.admins);
        entity = { entity_type: 'User', entity_id: other.id, entity_name: other.name };
        message = rng.weighted({ 'Administrator role changed.': 2, 'API credentials generated.': 2, 'Administrator signed in with a new device.': 1 });
      } else {
        const index = rng.int(0, INVITEES.length - 1);
        entity = { entity_type: 'User', entity_id: 101 + index, entity_name: INVITEES[index]! };
        message = rng.weighted({ 'Administrator invited.': 3, 'Invitation revoked.': 1, 'Invitation accepted.': 2 });
      }
    }
  }
  return { person_id: person.id, person_name: person.name, ...entity, message };
}

/** Tailoring rule ids, for a very long message (about 2,600 characters). */
const longRuleList = (): string =>
  Array.from({ length: 60 }, (_, index) => `xccdf_org.ssgproject.content_rule_${['sshd', 'audit', 'grub2', 'accounts'][index % 4]}_${index + 1}`).join(', ');

/** A script's new code in an edit message: many lines (about 3,300 characters). */
const longScriptDiff = (): string =>
  Array.from({ length: 80 }, (_, index) => `+ find /var/log/app-${index + 1} -name "*.log" -mtime +7 -delete`).join('\n');

const longComputerList = (org: Organisation): string =>
  org.instances.slice(0, 150).map((instance) => instance.title).join(', ');

/**
 * acme's hand-made events, each at a fixed age so the Days filter keeps showing them: the CSV and
 * table cases (commas, quotes, line breaks, CRLF), very long texts, non-ASCII and hostile strings.
 * `by` is an index into the administrators.
 */
function specialEvents(org: Organisation): (Omit<Draft, 'person_id' | 'person_name' | 'time' | 'sequence'> & { age: number; by: number })[] {
  const [first, second] = org.instances as [Organisation['instances'][number], Organisation['instances'][number]];
  const webProfile = org.securityProfiles.find((profile) => profile.title === 'Web tier hardening') ?? org.securityProfiles[0]!;
  return [
    // Day 1.
    { age: 2 * HOUR + 14 * MINUTE, by: 0, entity_type: 'Computer', entity_id: first.id, entity_name: first.title, message: 'Tags changed: "web", "db"' },
    { age: 5 * HOUR + 3 * MINUTE, by: 1, entity_type: 'Script', entity_id: 3, entity_name: 'Clean /tmp', message: 'Script edited.\nTitle changed from "Clean /tmp" to "Clean /tmp, /var/tmp".' },
    // Days 2–7.
    { age: DAY + 6 * HOUR, by: 2, entity_type: 'User', entity_id: 107, entity_name: '王小明', message: 'Administrator invited.' },
    { age: 2 * DAY + 1 * HOUR, by: 0, entity_type: 'Script', entity_id: 13, entity_name: '🚀 Deploy release', message: 'Script created. 🎉' },
    { age: 3 * DAY + 4 * HOUR, by: 3, entity_type: 'Security profile', entity_id: webProfile.id, entity_name: webProfile.title, message: `Security profile edited. Tailoring rules changed: ${longRuleList()}.` },
    { age: 4 * DAY + 2 * HOUR, by: 4, entity_type: 'Package profile', entity_id: 2, entity_name: 'Web stack', message: 'Package constraints changed:\r\nnginx >= 1.24, postgresql-16 = 16.4-1\r\n"libssl3" held' },
    { age: 5 * DAY + 7 * HOUR, by: 1, entity_type: 'Access group', entity_id: 7, entity_name: '東京オフィス', message: 'Access group renamed from "Tokyo office" to "東京オフィス".' },
    { age: 6 * DAY + 3 * HOUR, by: 5, entity_type: 'Package profile', entity_id: 6, entity_name: 'Developer desktop — Ubuntu 24.04 LTS for the design team in Zürich, São Paulo and Kraków (GIMP, Inkscape, Blender, Krita, Darktable, Scribus, Audacity, Kdenlive, OBS Studio, FreeCAD, LibreOffice Draw and the Noto CJK fonts)', message: 'Package profile created.' },
    // Days 8–30: hostile strings.
    { age: 9 * DAY + 5 * HOUR, by: 0, entity_type: 'Computer', entity_id: second.id, entity_name: second.title, message: 'Computer title changed to "<img src=x onerror=alert(1)>".' },
    { age: 12 * DAY + 2 * HOUR, by: 2, entity_type: 'Script', entity_id: 14, entity_name: HOSTILE.long, message: 'Script created.' },
    { age: 15 * DAY + 8 * HOUR, by: 6, entity_type: 'Script', entity_id: 15, entity_name: HOSTILE.rtl, message: 'Attachment added to script.' },
    { age: 21 * DAY + 1 * HOUR, by: 3, entity_type: 'Access group', entity_id: 8, entity_name: 'javascript:alert(document.cookie)', message: 'Access group created.' },
    { age: 26 * DAY + 9 * HOUR, by: 4, entity_type: 'Computer', entity_id: second.id, entity_name: second.title, message: `Added tag "${HOSTILE.script}" to computer "${second.title}"` },
    // Older: more long messages and non-ASCII.
    { age: 33 * DAY + 4 * HOUR, by: 1, entity_type: 'Access group', entity_id: 9, entity_name: 'Équipe de Montréal', message: 'Access group renamed from "Montreal team" to "Équipe de Montréal".' },
    { age: 45 * DAY + 6 * HOUR, by: 0, entity_type: 'Script', entity_id: 1, entity_name: 'Rotate application logs', message: `Script edited.\n${longScriptDiff()}` },
    { age: 120 * DAY + 2 * HOUR, by: 5, entity_type: 'Upgrade profile', entity_id: 1, entity_name: 'Weekly security upgrades', message: `Upgrade profile applied to 150 computers: ${longComputerList(org)}.` },
    { age: 300 * DAY + 7 * HOUR, by: 6, entity_type: 'Security profile', entity_id: webProfile.id, entity_name: webProfile.title, message: `Security profile edited. Tailoring rules changed: ${longRuleList()}.` },
  ];
}

function eventsFor(org: Organisation, anchor: number, count: number): Draft[] {
  const creators = new Map<number, Creator>();
  for (const activity of org.activities) if (activity.creator) creators.set(activity.creator.id, activity.creator);
  // Ada Admin (id 1) first: she does about a third of everything.
  const admins = [...creators.values()].sort((a, b) => a.id - b.id);
  if (admins.length === 0) return [];
  const spanStart = anchor - EVENT_LOG_SPAN_DAYS * DAY;
  const groups = org.activities
    .filter((activity) => activity.type === GROUP_ACTIVITY_TYPE && activity.parent_id === null)
    .map((activity) => ({ activity, time: Date.parse(activity.creation_time) }))
    .filter((group) => group.time >= spanStart - 2 * DAY);
  const sources: Sources = { rng: new Random(`landscape-demo:events:${org.name}`), org, admins, groups };

  const drafts: Draft[] = [];
  const specials = org.name === 'acme' ? specialEvents(org) : [];
  for (const { age, by, ...fields } of specials) {
    const person = admins[by % admins.length]!;
    drafts.push({ ...fields, person_id: person.id, person_name: person.name, time: anchor - age, sequence: drafts.length });
  }
  const { rng } = sources;
  while (drafts.length < count) {
    // Whole seconds from a minute to 400 days back, evenly spread: each Days option shows a different count.
    const time = anchor - rng.int(60, EVENT_LOG_SPAN_DAYS * (DAY / SECOND)) * SECOND;
    drafts.push({ ...ordinaryEvent(sources, time), time, sequence: drafts.length });
  }
  return drafts;
}

/** Fills every organisation's `events` (ids from 1, across organisations, growing with creation_time). */
export function addEventLogs(organisations: Organisation[], anchor: number): void {
  let nextId = 1;
  for (const org of organisations) {
    const drafts = eventsFor(org, anchor, EVENT_COUNTS[org.name] ?? 0);
    drafts.sort((a, b) => a.time - b.time || a.sequence - b.sequence);
    org.events = drafts.map(({ time, sequence: _sequence, ...fields }): EventLog => ({
      id: nextId++,
      person_id: fields.person_id,
      person_name: fields.person_name,
      entity_id: fields.entity_id,
      entity_name: fields.entity_name,
      message: fields.message,
      creation_time: iso(time),
      entity_type: fields.entity_type,
    }));
  }
}
