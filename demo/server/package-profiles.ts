/**
 * Package profiles (profiles.md §2): the constraint rules, the material parser (a CSV file or the
 * output of `dpkg --get-selections`), names, the wire shape; and what WSL profiles share with them:
 * compliance (which associated instances are non-compliant or pending) and unique names.
 * routes/package-profiles.ts and routes/wsl-profiles.ts serve them; routes/instances.ts reads the
 * compliance for `profile:package:{id}`, `package-profile:{id}:non-compliant|pending` and the WSL terms.
 */
import { packageCatalogue } from './catalogue.ts';
import { badRequest, notFound } from './http.ts';
import {
  CONSTRAINT_KINDS,
  CONSTRAINT_RULES,
  type ConstraintKind,
  type ConstraintRule,
  type Instance,
  type Organisation,
  type PackageConstraintRecord,
  type PackageProfileRecord,
  type SimData,
} from './model.ts';
import { profileAssociatedInstances, slugOf } from './profiles.ts';
import { stableFraction } from './random.ts';
import { packagesOf } from './routes/packages.ts';

/** The refusal of a profile without constraints (upstream's `EmptyPackageProfile`, its text). */
export const EMPTY_PROFILE_MESSAGE = 'Package profiles must have at least one package constraint.';
/** A profile made from an instance takes at most this many of its installed packages (by name). */
export const MAX_SOURCE_PACKAGES = 300;
/** The share of a profile's constrained instances that are non-compliant, and then pending. */
export const NON_COMPLIANT_SHARE = 0.2;
export const PENDING_SHARE = 0.15;
/** The wire's text for a WSL profile's cloud-init file (profiles.md §6.5: the API masks it). */
export const MASKED = '********';

/** A constraint as sent, before it has an id. */
export type ConstraintInput = Omit<PackageConstraintRecord, 'id'>;

// ---------------------------------------------------------------------------------------------------
// One constraint

const RULE_LIST = '>=, >, =, <, <=';
const quote = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value));

/**
 * One constraint's fields checked: the constraint (the fields trimmed; an absent rule or version is
 * `""`), or the reason it is invalid (no final period). `constraint` must be depends or conflicts,
 * `package` not blank, `rule` one of `>= > = < <=` or `""`, and a rule and a version come together.
 */
export function checkConstraint(fields: { constraint?: unknown; package?: unknown; rule?: unknown; version?: unknown }): ConstraintInput | string {
  const text = (name: string, value: unknown): string | { error: string } => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') return { error: `"${name}" must be a string (got ${quote(value)})` };
    return value.trim();
  };
  const constraint = text('constraint', fields.constraint);
  if (typeof constraint !== 'string') return constraint.error;
  if (!(CONSTRAINT_KINDS as readonly string[]).includes(constraint)) {
    return constraint === '' ? '"constraint" is required: depends or conflicts' : `"constraint" must be depends or conflicts (got "${constraint}")`;
  }
  const name = text('package', fields.package);
  if (typeof name !== 'string') return name.error;
  if (name === '') return '"package" must not be empty';
  const rule = text('rule', fields.rule);
  if (typeof rule !== 'string') return rule.error;
  if (!(CONSTRAINT_RULES as readonly string[]).includes(rule)) return `"rule" must be one of ${RULE_LIST}, or empty for any version (got "${rule}")`;
  const version = text('version', fields.version);
  if (typeof version !== 'string') return version.error;
  if (rule !== '' && version === '') return `the rule "${rule}" needs a version`;
  if (rule === '' && version !== '') return `the version "${version}" needs a rule (${RULE_LIST})`;
  return { constraint: constraint as ConstraintKind, package: name, rule: rule as ConstraintRule, version };
}

/** The key two constraints clash on: the same package with the same kind of constraint. */
export const constraintKey = (constraint: Pick<ConstraintInput, 'constraint' | 'package'>): string => `${constraint.constraint}\u0000${constraint.package}`;

const sameConstraint = (a: ConstraintInput, b: ConstraintInput): boolean =>
  a.constraint === b.constraint && a.package === b.package && a.rule === b.rule && a.version === b.version;

/**
 * A JSON list of constraints (`constraints` of the create and add calls) checked: 400
 * `InvalidConstraint` naming the constraint by its position (`Constraint 2 (vim): …`), 400
 * `DuplicateConstraint` for two with the same package and kind.
 */
export function readConstraintList(value: unknown, name = 'constraints'): ConstraintInput[] {
  if (!Array.isArray(value)) throw badRequest(`"${name}" must be a list of constraints ({constraint, package, rule, version}).`);
  const seen = new Map<string, number>();
  return value.map((item: unknown, index) => {
    const position = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw badRequest(`Constraint ${position}: each constraint must be an object {constraint, package, rule, version}.`, 'InvalidConstraint');
    }
    const fields = item as Record<string, unknown>;
    const checked = checkConstraint(fields);
    if (typeof checked === 'string') {
      const label = typeof fields['package'] === 'string' && fields['package'].trim() !== '' ? ` (${fields['package'].trim()})` : '';
      throw badRequest(`Constraint ${position}${label}: ${checked}.`, 'InvalidConstraint');
    }
    const earlier = seen.get(constraintKey(checked));
    if (earlier !== undefined) {
      throw badRequest(`Constraints ${earlier} and ${position} are both ${checked.constraint} constraints on "${checked.package}": send one.`, 'DuplicateConstraint');
    }
    seen.set(constraintKey(checked), position);
    return checked;
  });
}

// ---------------------------------------------------------------------------------------------------
// Material: a CSV file or `dpkg --get-selections`

/** A line of material that cannot be read: `Line {n}: {reason}.` (1-based). */
export class MaterialError extends Error {
  readonly line: number;
  readonly reason: string;

  constructor(line: number, reason: string) {
    super(`Line ${line}: ${reason}.`);
    this.line = line;
    this.reason = reason;
  }
}

const CSV_HEADER = ['constraint', 'package', 'rule', 'version'];

interface CsvRecord {
  /** The line the record starts on (a quoted field may hold line breaks). */
  line: number;
  fields: string[];
  /** Whether any field was quoted (a quoted empty field is not a blank line). */
  quoted: boolean;
}

/** RFC 4180 records: fields split at commas, `"…"` quoting with `""` for a quote, CRLF, LF or CR line ends. */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let index = 0;
  let line = 1;
  const atLineEnd = () => text[index] === '\n' || text[index] === '\r';
  const skipLineEnd = () => {
    if (text[index] === '\r' && text[index + 1] === '\n') index += 1;
    index += 1;
    line += 1;
  };
  while (index < text.length) {
    const start = line;
    const fields: string[] = [];
    let quoted = false;
    for (;;) {
      let lead = index;
      while (text[lead] === ' ' || text[lead] === '\t') lead += 1;
      if (text[lead] === '"') {
        quoted = true;
        index = lead + 1;
        let value = '';
        for (;;) {
          if (index >= text.length) throw new MaterialError(start, 'a quoted field is not closed (a " is missing)');
          const char = text[index]!;
          if (char === '"') {
            if (text[index + 1] === '"') {
              value += '"';
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
          value += char;
          index += 1;
        }
        while (text[index] === ' ' || text[index] === '\t') index += 1;
        if (index < text.length && text[index] !== ',' && !atLineEnd()) {
          throw new MaterialError(line, 'unexpected text after a closing quote (a quote inside a field is written "")');
        }
        fields.push(value);
      } else {
        let end = index;
        while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end += 1;
        const value = text.slice(index, end);
        if (value.includes('"')) throw new MaterialError(line, 'a quote inside an unquoted field: quote the whole field and write the quote as ""');
        fields.push(value);
        index = end;
      }
      if (text[index] === ',') {
        index += 1;
        continue;
      }
      if (index < text.length) skipLineEnd();
      break;
    }
    records.push({ line: start, fields, quoted });
  }
  return records;
}

const DPKG_STATES: Record<string, ConstraintKind> = { install: 'depends', hold: 'depends', deinstall: 'conflicts', purge: 'conflicts' };

/** `dpkg --get-selections` lines: `package<whitespace>state`; an architecture qualifier (`libc6:amd64`) is dropped. */
function dpkgLines(text: string): { line: number; constraint: ConstraintInput }[] {
  const read: { line: number; constraint: ConstraintInput }[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const words = raw.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return;
    if (words.length !== 2) {
      throw new MaterialError(line, `expected a package and its selection state ("vim install"), as dpkg --get-selections prints them (got "${raw.trim()}")`);
    }
    const [name, state] = words as [string, string];
    const constraint = Object.hasOwn(DPKG_STATES, state.toLowerCase()) ? DPKG_STATES[state.toLowerCase()] : undefined;
    if (constraint === undefined) throw new MaterialError(line, `unknown selection state "${state}": expected install, hold, deinstall or purge`);
    const checked = checkConstraint({ constraint, package: name.replace(/:[a-z0-9-]+$/, ''), rule: '', version: '' });
    if (typeof checked === 'string') throw new MaterialError(line, checked);
    read.push({ line, constraint: checked });
  });
  return read;
}

/**
 * The constraints of a package profile's material (profiles.md §2.3 "Upload constraints"), a pure
 * function. The first line that is not blank decides the format: with a comma or a quote it is CSV,
 * else `dpkg --get-selections` output.
 * - CSV (RFC 4180): `constraint,package,rule,version` records, an optional first header record
 *   `constraint,package,rule,version` (any case), blank lines ignored, fields trimmed; rule and version
 *   may be empty together (any version).
 * - dpkg: `package<whitespace>state` per line; install and hold give `depends`, deinstall and purge
 *   `conflicts`, any version; `:arch` qualifiers are dropped.
 * A repeated line is kept once; the same package with the same kind of constraint twice otherwise is
 * refused. Throws MaterialError (`Line {n}: {reason}.`); an empty result is the caller's to refuse.
 */
export function parseMaterial(material: string): ConstraintInput[] {
  const text = material.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  const lines: { line: number; constraint: ConstraintInput }[] = [];
  if (/[,"]/.test(firstLine)) {
    let first = true;
    for (const record of csvRecords(text)) {
      if (!record.quoted && record.fields.every((field) => field.trim() === '')) continue;
      const fields = record.fields.map((field) => field.trim());
      const isHeader = fields.length === CSV_HEADER.length && fields.every((field, at) => field.toLowerCase() === CSV_HEADER[at]);
      const header = first && isHeader;
      first = false;
      if (header) continue;
      if (fields.length !== CSV_HEADER.length) {
        throw new MaterialError(record.line, `expected 4 fields (constraint,package,rule,version), found ${fields.length}`);
      }
      const [constraint, name, rule, version] = fields as [string, string, string, string];
      const checked = checkConstraint({ constraint, package: name, rule, version });
      if (typeof checked === 'string') throw new MaterialError(record.line, checked);
      lines.push({ line: record.line, constraint: checked });
    }
  } else {
    lines.push(...dpkgLines(text));
  }
  const kept = new Map<string, { line: number; constraint: ConstraintInput }>();
  for (const entry of lines) {
    const key = constraintKey(entry.constraint);
    const earlier = kept.get(key);
    if (!earlier) kept.set(key, entry);
    else if (!sameConstraint(earlier.constraint, entry.constraint)) {
      throw new MaterialError(entry.line, `"${entry.constraint.package}" already has a ${entry.constraint.constraint} constraint (line ${earlier.line})`);
    }
  }
  return [...kept.values()].map((entry) => entry.constraint);
}

// ---------------------------------------------------------------------------------------------------
// Names and titles (package and WSL profiles)

/**
 * A new profile's `name`: its title's slug (profiles.ts slugOf; `{kind}-profile-{id}` for a title
 * without a letter or digit), with `-2`, `-3`, … when another profile of the type has it already.
 */
export function uniqueName(title: string, kind: 'package' | 'wsl', id: number, others: readonly { name: string }[]): string {
  const base = slugOf(title) || `${kind}-profile-${id}`;
  const taken = new Set(others.map((other) => other.name));
  let name = base;
  for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}-${suffix}`;
  return name;
}

/** 400 `DuplicateTitle` when another profile of the type has the title (ignoring case and surrounding spaces). */
export function checkTitleFree(title: string, label: 'package' | 'WSL', others: readonly { id: number; title: string }[], self?: number): void {
  const wanted = title.trim().toLowerCase();
  if (others.some((other) => other.id !== self && other.title.trim().toLowerCase() === wanted)) {
    throw badRequest(`A ${label} profile titled "${title}" already exists. Choose another title.`, 'DuplicateTitle');
  }
}

// ---------------------------------------------------------------------------------------------------
// Compliance

export interface Compliance {
  constrained: number[];
  'non-compliant': number[];
  pending: number[];
}

/**
 * Of the constrained instances (by id), about 20 % are non-compliant and a further 15 % pending, by a
 * hash of `salt` and the instance id: stable across requests, and following the association (a changed
 * association or fleet is recomputed). `reapplied` ids that would be non-compliant are pending instead.
 */
export function complianceOf(salt: number, constrained: readonly Instance[], reapplied: readonly number[] = []): Compliance {
  const again = new Set(reapplied);
  const result: Compliance = { constrained: [], 'non-compliant': [], pending: [] };
  for (const instance of constrained) {
    result.constrained.push(instance.id);
    const draw = stableFraction(salt, instance.id);
    if (draw < NON_COMPLIANT_SHARE) (again.has(instance.id) ? result.pending : result['non-compliant']).push(instance.id);
    else if (draw < NON_COMPLIANT_SHARE + PENDING_SHARE) result.pending.push(instance.id);
  }
  return result;
}

/**
 * Compliance per profile record and instance list: records and lists are never edited in place (a
 * change makes new ones), so a list of 200 profiles over 5,000 instances is worked out once.
 */
const complianceCache = new WeakMap<object, { instances: readonly Instance[]; compliance: Compliance }>();

export function cachedCompliance(org: Organisation, profile: object, compute: () => Compliance): Compliance {
  const cached = complianceCache.get(profile);
  if (cached && cached.instances === org.instances) return cached.compliance;
  const compliance = compute();
  complianceCache.set(profile, { instances: org.instances, compliance });
  return compliance;
}

/** A package profile's salt (WSL profiles use their own, so the two kinds' ids do not correlate). */
export const packageSalt = (id: number): number => -id;

/**
 * A package profile's `computers`: `constrained` is its associated instances (profiles.ts
 * profileAssociatedInstances, as every profile type counts them; `profile:package:{id}` lists them).
 */
export function packageProfileComputers(org: Organisation, profile: PackageProfileRecord): Compliance {
  return cachedCompliance(org, profile, () => complianceOf(packageSalt(profile.id), profileAssociatedInstances(org, profile)));
}

// ---------------------------------------------------------------------------------------------------
// The wire

export const serializeConstraint = (constraint: PackageConstraintRecord) => ({
  id: constraint.id,
  constraint: constraint.constraint,
  package: constraint.package,
  rule: constraint.rule,
  version: constraint.version,
});

/** The PackageProfile of profiles.md §2.9, its constraints included (as the real list sends them). */
export function serializePackageProfile(org: Organisation, profile: PackageProfileRecord) {
  const computers = packageProfileComputers(org, profile);
  return {
    id: profile.id,
    name: profile.name,
    title: profile.title,
    description: profile.description,
    access_group: profile.access_group,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
    version: String(profile.version),
    creation_time: profile.creation_time,
    modification_time: profile.modification_time,
    constraints: profile.constraints.map(serializeConstraint),
    computers: { constrained: [...computers.constrained], 'non-compliant': [...computers['non-compliant']], pending: [...computers.pending] },
  };
}

// ---------------------------------------------------------------------------------------------------
// Records

export function findPackageProfile(org: Organisation, name: string | undefined, code = 'ProfileNotFound'): PackageProfileRecord {
  const profile = org.packageProfiles.find((candidate) => candidate.name === name);
  if (!profile) throw notFound(`Package profile "${name}" does not exist.`, code);
  return profile;
}

/** Gives each constraint the next id (unique across organisations). */
export function numberConstraints(data: Pick<SimData, 'nextId'>, constraints: readonly ConstraintInput[]): PackageConstraintRecord[] {
  return constraints.map((constraint) => {
    const id = data.nextId.packageConstraint;
    data.nextId.packageConstraint += 1;
    return { id, ...constraint };
  });
}

/**
 * What a profile made from an instance holds (`source_computer_id`): `depends` on each installed
 * package at exactly (`=`) its installed version, the first MAX_SOURCE_PACKAGES by name. An instance
 * that never reported packages gives none.
 */
export function constraintsFromInstance(data: SimData, org: Organisation, instance: Instance): ConstraintInput[] {
  const packages = packagesOf(data, org, instance);
  if (!packages.reported) return [];
  const { byId } = packageCatalogue();
  return [...packages.installed]
    .map(([id, state]) => ({ name: byId.get(id)?.name ?? '', version: state.current_version }))
    .filter((entry) => entry.name !== '')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, MAX_SOURCE_PACKAGES)
    .map((entry): ConstraintInput => ({ constraint: 'depends', package: entry.name, rule: '=', version: entry.version }));
}
