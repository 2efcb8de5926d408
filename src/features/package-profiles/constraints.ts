import { CONSTRAINT_KINDS, CONSTRAINT_RULES, type ConstraintBody, type ConstraintKind, type ConstraintRule, type PackageConstraint } from '../../api/package-profiles.ts';
import { PACKAGE_PROFILE_FORM_TEXTS } from './form-texts.ts';

const T = PACKAGE_PROFILE_FORM_TEXTS.constraints;

/** A constraint row as it is typed (§2.3.1): every value text, '' when not chosen. */
export interface ConstraintDraft {
  /** The row's own key (rows are added, removed and reordered). */
  readonly key: string;
  readonly constraint: string;
  readonly package: string;
  readonly rule: string;
  readonly version: string;
}

export type ConstraintField = 'constraint' | 'package' | 'rule' | 'version';

let nextKey = 0;

/** An empty row (§2.3.1: a new row is empty). */
export const emptyDraft = (): ConstraintDraft => ({ key: `row-${(nextKey += 1)}`, constraint: '', package: '', rule: '', version: '' });

/** A saved constraint as an inline edit starts from. */
export const draftOf = (constraint: PackageConstraint): ConstraintDraft => ({
  key: `constraint-${constraint.id}`,
  constraint: constraint.constraint,
  package: constraint.package,
  rule: constraint.rule,
  version: constraint.version,
});

const isKind = (value: string): value is ConstraintKind => (CONSTRAINT_KINDS as readonly string[]).includes(value);
const isRule = (value: string): value is ConstraintRule => (CONSTRAINT_RULES as readonly string[]).includes(value);

/**
 * A row's problems (§2.3.1, the rule and the version checked together): the constraint and the
 * package are required; a rule needs a version and a version a rule, so "Any" with a version is
 * refused. Blank text is no value.
 */
export function draftErrors(draft: Omit<ConstraintDraft, 'key'>): Partial<Record<ConstraintField, string>> {
  const errors: Partial<Record<ConstraintField, string>> = {};
  if (!isKind(draft.constraint)) errors.constraint = T.required;
  if (draft.package.trim() === '') errors.package = T.required;
  const rule = draft.rule !== '';
  const version = draft.version.trim() !== '';
  if (rule !== version) {
    if (!rule) errors.rule = T.required;
    if (!version) errors.version = T.required;
  }
  return errors;
}

export const isDraftValid = (draft: Omit<ConstraintDraft, 'key'>): boolean => Object.keys(draftErrors(draft)).length === 0;

/** What a valid row sends: its values trimmed, every field present (`""` for any version). */
export function bodyOfDraft(draft: Omit<ConstraintDraft, 'key'>): ConstraintBody {
  return {
    constraint: draft.constraint as ConstraintKind,
    package: draft.package.trim(),
    rule: isRule(draft.rule) ? draft.rule : '',
    version: draft.version.trim(),
  };
}

/** Whether an inline edit changed anything (an unchanged row is not sent). */
export function sameConstraint(constraint: PackageConstraint, body: ConstraintBody): boolean {
  return constraint.constraint === body.constraint && constraint.package === body.package && constraint.rule === body.rule && constraint.version === body.version;
}

/** `Depends on`, `Conflicts with`; another word as the server sent it. */
export const kindLabel = (kind: string): string => (Object.hasOwn(T.kinds, kind) ? T.kinds[kind]! : kind);

/** `Newer than`, …, `Any` for ''; another rule as the server sent it. */
export const ruleLabel = (rule: string): string => (Object.hasOwn(T.rules, rule) ? T.rules[rule]! : rule);

/** §2.6 Version column: `{rule} {version}`, or `Any`. */
export const versionText = (constraint: Pick<PackageConstraint, 'rule' | 'version'>): string =>
  constraint.rule === '' && constraint.version === '' ? T.any : T.versionText(ruleLabel(constraint.rule), constraint.version);

/** A problem of a file's line, 1-based (0: the whole file's). */
export interface FileProblem {
  readonly line: number;
  readonly message: string;
}

export type ParsedFile = { readonly constraints: readonly ConstraintBody[]; readonly problems?: never } | { readonly constraints?: never; readonly problems: readonly FileProblem[] };

const C = PACKAGE_PROFILE_FORM_TEXTS.csv;

/** One CSV line's fields (RFC 4180 quoting: `"a,b"`, `""` for a quote), or null when a quote is left open. */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i <= line.length) {
    const char = line[i];
    if (quoted) {
      if (char === undefined) return null;
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === undefined || char === ',') {
      fields.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else field += char;
    i += 1;
  }
  return fields.map((value) => value.trim());
}

const DPKG_STATES: Readonly<Record<string, ConstraintKind>> = { install: 'depends', hold: 'depends', deinstall: 'conflicts', purge: 'conflicts' };
const HEADER = 'constraint,package,rule,version';

/** One line's constraint, or why it is not one. */
function parseLine(line: string): ConstraintBody | string {
  if (!line.includes(',')) {
    // `dpkg --get-selections`: the package, then its selection state.
    const parts = line.split(/\s+/);
    if (parts.length !== 2) return C.columns;
    const [pkg, state] = parts as [string, string];
    const kind = DPKG_STATES[state.toLowerCase()];
    if (!kind) return C.state(state);
    return { constraint: kind, package: pkg, rule: '', version: '' };
  }
  const fields = csvFields(line);
  if (!fields) return C.quote;
  if (fields.length < 2 || fields.length > 4) return C.columns;
  const [kind = '', pkg = '', rule = '', version = ''] = fields;
  const normalised = kind.toLowerCase();
  if (!isKind(normalised)) return C.kind(kind);
  if (pkg === '') return C.package;
  if (!isRule(rule)) return C.rule(rule);
  if ((rule === '') !== (version === '')) return C.ruleAndVersion;
  return { constraint: normalised, package: pkg, rule, version };
}

/**
 * A package profile file (§2.3's "Upload constraints"): a CSV of `constraint,package,rule,version`
 * (a header line of those words allowed, rule and version empty together for any version), or the
 * output of `dpkg --get-selections` (install and hold depend, deinstall and purge conflict). Blank
 * lines and `#` comments are skipped. Every problem is reported with its line; an empty file is one.
 */
export function parseConstraintFile(text: string): ParsedFile {
  const constraints: ConstraintBody[] = [];
  const problems: FileProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let seenContent = false;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const first = !seenContent;
    seenContent = true;
    if (first && line.toLowerCase().replace(/\s+/g, '') === HEADER) return;
    const parsed = parseLine(line);
    if (typeof parsed === 'string') problems.push({ line: index + 1, message: parsed });
    else constraints.push(parsed);
  });
  if (problems.length > 0) return { problems };
  // Blank or comments only: the file's problem, on no line (0).
  if (constraints.length === 0) return { problems: [{ line: 0, message: PACKAGE_PROFILE_FORM_TEXTS.form.emptyFile }] };
  return { constraints };
}

/** A problem as shown: `Line 12: …`, or the file's own. */
export const problemText = (problem: FileProblem): string => (problem.line === 0 ? problem.message : C.line(problem.line, problem.message));

/** §2.7's empty text: `No constraints found` with the type and the search that found none. */
export function noConstraintsText(type: string, search: string): string {
  const E = PACKAGE_PROFILE_FORM_TEXTS.editor.empty;
  const parts = [E.base];
  if (type) parts.push(E.type(kindLabel(type)));
  if (type && search) parts.push(E.and);
  if (search) parts.push(E.search(search));
  return parts.join('');
}
