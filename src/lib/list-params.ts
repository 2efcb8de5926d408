/**
 * The list screens' address-bar codec (SPEC §2, §5, §9): filter, sort, paging and tab state in the
 * query string, read and written by one pure function pair over a declaration of the list's own
 * parameters. Each list declares only its parameters (names, defaults, allowed values, chip labels,
 * value formatting); any other parameter in the address stays exactly as written and where it was
 * (DESIGN.md, "Address bar").
 *
 *   const activityList = defineListParams({
 *     status: option({ values: STATUSES, chip: 'Status', format: label }),
 *     fromDate: date({ chip: 'From' }),
 *     currentPage: page(),
 *     pageSize: pageSize(),
 *   });
 *   decode(activityList, '?status=failed')  // { status: 'failed', fromDate: '', currentPage: 1, pageSize: 20 }
 */
import type { DateDisplay } from './dates.ts';

export const PAGE_SIZES = [20, 50, 100] as const;
export const DAYS_OPTIONS = [1, 7, 30, 90, 180, 365] as const;
export const PASS_RATE_MIN = 0;
export const PASS_RATE_MAX = 100;

/** Values of one parameter as they arrive: raw strings from the address, typed values from callers. */
export type RawValue = string | number | readonly string[];

export type AllowedList = readonly (string | number)[];

/** A chip label, or a function giving it when shown (texts the host may change after load). */
export type Label = string | (() => string);

const labelText = (label: Label): string => (typeof label === 'function' ? label() : label);

/** What a chip's text may depend on: how the user reads dates. */
export interface ChipContext {
  readonly dates: DateDisplay;
}

/** SPEC's English formats, where no caller says otherwise (unit tests, pure callers). */
const SPEC_CHIP_CONTEXT: ChipContext = { dates: { locale: 'en' } };

/** One chip of a filter: the text shown after its label, and the parameter's value once it is removed. */
export interface ChipPart<T> {
  readonly value: string;
  readonly without: T;
}

/** How one parameter is read, checked, written and shown as a filter chip. */
export interface ParamSpec<T> {
  readonly default: T;
  /**
   * Values this parameter may take (an option's choices, the page sizes). A runtime allowed entry for
   * the parameter replaces them (e.g. the activity types the server listed).
   */
  readonly values?: AllowedList;
  /**
   * Part of the paging rather than a filter: 'page' is the page number (changing any other parameter
   * starts at page one again), 'size' the rows per page.
   */
  readonly paging?: 'page' | 'size';
  /** Shown as a filter chip under this label (SPEC §2), and reset by "Clear all filters". */
  readonly chip?: Label;
  /** The valid value `raw` stands for, or undefined when it is not valid. */
  parse(raw: RawValue, allowed: AllowedList | undefined): T | undefined;
  /** The value as written in the address. */
  write(value: T): string;
  same(a: T, b: T): boolean;
  /** The chips a value shows (none for the default). */
  chips(value: T, context: ChipContext): readonly ChipPart<T>[];
}

export type ParamSpecs = Readonly<Record<string, ParamSpec<unknown>>>;

type ValueOf<S> = S extends ParamSpec<infer T> ? T : never;

/** The typed parameters a declaration stands for. */
export type ValuesOf<S extends ParamSpecs> = { -readonly [K in keyof S]: ValueOf<S[K]> };

/** A rule over several parameters at once, applied after each one was checked on its own. */
export type ListRule<S extends ParamSpecs> = (params: ValuesOf<S>, defaults: Readonly<ValuesOf<S>>) => ValuesOf<S>;

export interface ListDeclaration<S extends ParamSpecs> {
  readonly specs: S;
  /** Declaration order, which is also the order parameters are written in. */
  readonly names: readonly (keyof S & string)[];
  readonly defaults: Readonly<ValuesOf<S>>;
  readonly rules: readonly ListRule<S>[];
  /** The order chips show in (default: declaration order). */
  readonly chipOrder: readonly (keyof S & string)[];
}

/** The parameters of a declaration: `ListParamsOf<typeof activityList>`. */
export type ListParamsOf<D> = D extends ListDeclaration<infer S> ? ValuesOf<S> : never;

/**
 * Values currently allowed per parameter (e.g. status: the statuses the screen offers; type: the
 * activity types the server listed). A parameter without an entry accepts its declared values, or any
 * value of its type; for a list parameter the entry applies to each item.
 */
export type AllowedValues<S extends ParamSpecs = ParamSpecs> = Partial<Record<keyof S, AllowedList>>;

export function defineListParams<const S extends ParamSpecs>(
  specs: S,
  options: { readonly rules?: readonly ListRule<S>[]; readonly chipOrder?: readonly (keyof S & string)[] } = {},
): ListDeclaration<S> {
  const names = Object.freeze(Object.keys(specs)) as readonly (keyof S & string)[];
  const defaults = {} as ValuesOf<S>;
  for (const name of names) defaults[name] = specs[name]!.default as ValuesOf<S>[typeof name];
  const chipOrder = [...(options.chipOrder ?? []), ...names.filter((name) => !options.chipOrder?.includes(name))];
  return Object.freeze({ specs, names, defaults: Object.freeze(defaults), rules: options.rules ?? [], chipOrder });
}

// ---- Parameter kinds ----

const isAllowed = (value: string | number, allowed: AllowedList | undefined): boolean =>
  allowed === undefined || allowed.some((candidate) => String(candidate) === String(value));

const DIGITS = /^\d+$/;

/** A plain decimal whole number (`1e9`, `0x10`, `1.5`, `-5`, `+2` and blanks are not), or null. */
function parseWholeNumber(raw: RawValue): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw !== 'string' || !DIGITS.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

interface ChipOptions<T> {
  /** The chip's label (SPEC §2: 'Status', 'From', …); without one the parameter shows no chip. */
  readonly chip?: Label;
  /** The chip's text for a value (e.g. a status's label, a date in the user's format). */
  readonly format?: (value: T, context: ChipContext) => string;
}

const sameScalar = <T>(a: T, b: T): boolean => a === b;

function scalarChips<T>(fallback: T, format: ((value: T, context: ChipContext) => string) | undefined) {
  return (value: T, context: ChipContext): readonly ChipPart<T>[] =>
    value === fallback ? [] : [{ value: format ? format(value, context) : String(value), without: fallback }];
}

interface TextOptions extends ChipOptions<string> {
  /** Chips per part of the value (the activities query shows one chip per search term). */
  readonly chips?: (value: string) => readonly ChipPart<string>[];
}

/** Free text; blank is the default. */
export function text(options: TextOptions = {}): ParamSpec<string> {
  return stringParam(options, undefined);
}

/** One of a set of values (given here, or at run time as an allowed entry); '' is the default. */
export function option(options: TextOptions & { readonly values?: readonly string[] } = {}): ParamSpec<string> {
  return stringParam(options, options.values);
}

function stringParam(options: TextOptions, values: readonly string[] | undefined): ParamSpec<string> {
  return {
    default: '',
    ...(values ? { values } : {}),
    ...(options.chip ? { chip: options.chip } : {}),
    parse: (raw, allowed) => (typeof raw === 'string' && raw.trim() !== '' && isAllowed(raw, allowed) ? raw : undefined),
    write: String,
    same: sameScalar,
    chips: options.chips ?? scalarChips('', options.format),
  };
}

/** `,,a, b,,a` → `['a', 'b']`: items trimmed, blanks and repeats dropped. */
function splitList(raw: string): string[] {
  const items: string[] = [];
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (item !== '' && !items.includes(item)) items.push(item);
  }
  return items;
}

const NO_ITEMS: readonly string[] = Object.freeze([]);

/** Comma-separated values (tags, access groups, …); one chip per item. */
export function list(options: ChipOptions<string> = {}): ParamSpec<readonly string[]> {
  return {
    default: NO_ITEMS,
    ...(options.chip ? { chip: options.chip } : {}),
    parse(raw, allowed) {
      // Typed items may hold commas too: they are split as the address would split them.
      const items = splitList(Array.isArray(raw) ? raw.join(',') : String(raw));
      const kept = items.filter((item) => isAllowed(item, allowed));
      return kept.length > 0 ? kept : undefined;
    },
    write: (value) => value.join(','),
    same: (a, b) => a.length === b.length && a.every((item, index) => item === b[index]),
    chips: (value, context) =>
      value.map((item) => ({ value: options.format ? options.format(item, context) : item, without: value.filter((other) => other !== item) })),
  };
}

// YYYY-MM-DD, optionally THH:mm, :ss, .fraction and a zone (Z or ±HH:mm); extended format only.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Strict ISO 8601 (SPEC §5): a real calendar date, an optional real time of day and zone. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second, zoneHour, zoneMinute] = match.map((part) =>
    part === undefined ? undefined : Number(part),
  );
  if (year === undefined || month === undefined || day === undefined) return false;
  // Date.UTC maps years 0–99 onto 1900–1999; leap years repeat every 400 years, so shift those.
  const calendarYear = year < 100 ? year + 400 : year;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(calendarYear, month)) return false;
  if (hour !== undefined && hour > 23) return false;
  if (minute !== undefined && minute > 59) return false;
  if (second !== undefined && second > 59) return false;
  if (zoneHour !== undefined && zoneHour > 23) return false;
  if (zoneMinute !== undefined && zoneMinute > 59) return false;
  return true;
}

/** A strict ISO 8601 date or date-time (SPEC §5); '' is the default. */
export function date(options: ChipOptions<string> = {}): ParamSpec<string> {
  return {
    default: '',
    ...(options.chip ? { chip: options.chip } : {}),
    parse: (raw, allowed) => (typeof raw === 'string' && isIsoDate(raw) && isAllowed(raw, allowed) ? raw : undefined),
    write: String,
    same: sameScalar,
    chips: scalarChips('', options.format),
  };
}

export type SortDirection = '' | 'asc' | 'desc';

/** `asc` or `desc`; '' (the server's order) is the default. */
export function sort(): ParamSpec<SortDirection> {
  return {
    default: '',
    parse: (raw, allowed) => ((raw === 'asc' || raw === 'desc') && isAllowed(raw, allowed) ? raw : undefined),
    write: String,
    same: sameScalar,
    chips: () => [],
  };
}

interface NumberOptions extends ChipOptions<number> {
  readonly default: number;
  readonly min?: number;
  readonly max?: number;
  readonly values?: readonly number[];
}

/** A whole number, in a range and/or one of a set of values. */
export function wholeNumber(options: NumberOptions): ParamSpec<number> {
  const { min, max } = options;
  return {
    default: options.default,
    ...(options.values ? { values: options.values } : {}),
    ...(options.chip ? { chip: options.chip } : {}),
    parse(raw, allowed) {
      const value = parseWholeNumber(raw);
      if (value === null) return undefined;
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) return undefined;
      return isAllowed(value, allowed) ? value : undefined;
    },
    write: String,
    same: sameScalar,
    chips: scalarChips(options.default, options.format),
  };
}

/** The 1-based page number (SPEC §5). */
export function page(): ParamSpec<number> {
  return { ...wholeNumber({ default: 1, min: 1 }), paging: 'page' };
}

/** Rows per page: one of `values` (default 20, 50, 100; SPEC §9). */
export function pageSize(values: readonly number[] = PAGE_SIZES, fallback = values[0] ?? 20): ParamSpec<number> {
  return { ...wholeNumber({ default: fallback, values }), paging: 'size' };
}

/** A pass rate in percent, 0 to 100. */
export function passRate(fallback: number, options: ChipOptions<number> = {}): ParamSpec<number> {
  return wholeNumber({ ...options, default: fallback, min: PASS_RATE_MIN, max: PASS_RATE_MAX });
}

/** A range whose from is above its to is no range at all: both go back to their defaults. */
export function orderedRange<S extends ParamSpecs>(from: keyof S & string, to: keyof S & string): ListRule<S> {
  return (params, defaults) =>
    (params[from] as number) > (params[to] as number) ? { ...params, [from]: defaults[from], [to]: defaults[to] } : params;
}

// ---- The codec ----

type Spec = ParamSpec<unknown>;
type Params<S extends ParamSpecs> = ValuesOf<S>;
type RawParams<S extends ParamSpecs> = Partial<Record<keyof S, RawValue>>;

const specOf = <S extends ParamSpecs>(decl: ListDeclaration<S>, name: keyof S): Spec => decl.specs[name] as unknown as Spec;

/** Every parameter valid, or its default, then the declaration's rules. */
function cleanParams<S extends ParamSpecs>(decl: ListDeclaration<S>, raw: RawParams<S>, allowed: AllowedValues<S>): Params<S> {
  const params = {} as Record<keyof S, unknown>;
  for (const name of decl.names) {
    const spec = specOf(decl, name);
    const value = raw[name];
    const parsed = value === undefined ? undefined : spec.parse(value, allowed[name] ?? spec.values);
    params[name] = parsed === undefined ? spec.default : parsed;
  }
  return decl.rules.reduce((clean, rule) => rule(clean, decl.defaults), params as Params<S>);
}

const withoutQuestionMark = (search: string): string => (search.startsWith('?') ? search.slice(1) : search);

/** The decoded name of one `name=value` segment of a query string. */
function segmentName(segment: string): string {
  const [name] = new URLSearchParams(segment).keys();
  return name ?? '';
}

/** The list's parameters as written in the address: the first occurrence of each, as URLSearchParams reads it. */
function rawParams<S extends ParamSpecs>(decl: ListDeclaration<S>, search: string): RawParams<S> {
  const query = new URLSearchParams(withoutQuestionMark(search));
  const raw: RawParams<S> = {};
  for (const name of decl.names) {
    const value = query.get(name);
    if (value !== null) raw[name] = value;
  }
  return raw;
}

/** `{ a: undefined }` means "not changed", not "clear". */
function definedOnly<S extends ParamSpecs>(decl: ListDeclaration<S>, params: Partial<Params<S>>): RawParams<S> {
  const defined: RawParams<S> = {};
  for (const name of decl.names) {
    const value = params[name] as RawValue | undefined;
    if (value !== undefined) defined[name] = value;
  }
  return defined;
}

const sameValue = <S extends ParamSpecs>(decl: ListDeclaration<S>, name: keyof S, a: unknown, b: unknown): boolean =>
  specOf(decl, name).same(a, b);

/** The list state a query string (`?status=failed&foo=1`, with or without `?`) stands for. */
export function decode<S extends ParamSpecs>(decl: ListDeclaration<S>, search: string, allowed: AllowedValues<S> = {}): Params<S> {
  return cleanParams(decl, rawParams(decl, search), allowed);
}

/** Whether two states say the same thing (lists compared item by item). */
export function same<S extends ParamSpecs>(decl: ListDeclaration<S>, a: Params<S>, b: Params<S>): boolean {
  return decl.names.every((name) => sameValue(decl, name, a[name], b[name]));
}

/**
 * The query string (`''` or `?…`) for `params` laid over the list's parameters already in
 * `currentSearch`. Defaults, blanks and values that are not allowed are left out; the list's
 * parameters are written in declaration order where the first one stood (or at the end); every
 * other parameter is kept byte for byte in its place.
 */
export function encode<S extends ParamSpecs>(
  decl: ListDeclaration<S>,
  params: Partial<Params<S>>,
  currentSearch: string,
  allowed: AllowedValues<S> = {},
): string {
  const next = cleanParams(decl, { ...rawParams(decl, currentSearch), ...definedOnly(decl, params) }, allowed);
  const written = new URLSearchParams();
  for (const name of decl.names) {
    const spec = specOf(decl, name);
    if (!spec.same(next[name], spec.default)) written.append(name, spec.write(next[name]));
  }
  const listBlock = written.toString();

  const own = new Set<string>(decl.names);
  const segments: string[] = [];
  let placed = false;
  for (const segment of withoutQuestionMark(currentSearch).split('&')) {
    if (segment === '') continue;
    if (!own.has(segmentName(segment))) {
      segments.push(segment);
    } else if (!placed) {
      placed = true;
      if (listBlock) segments.push(listBlock);
    }
  }
  if (!placed && listBlock) segments.push(listBlock);
  return segments.length > 0 ? `?${segments.join('&')}` : '';
}

/** What the address bar should say for this query string: the same list state, written canonically. */
export function normalise<S extends ParamSpecs>(decl: ListDeclaration<S>, currentSearch: string, allowed: AllowedValues<S> = {}): string {
  return encode(decl, {}, currentSearch, allowed);
}

/**
 * The state after `changes` (TanStack Table's rule): a change to anything but the page starts at
 * page one again, unless the same call sets the page itself.
 */
export function applyChanges<S extends ParamSpecs>(
  decl: ListDeclaration<S>,
  current: Params<S>,
  changes: Partial<Params<S>>,
  allowed: AllowedValues<S> = {},
): Params<S> {
  const next = cleanParams(decl, { ...(current as RawParams<S>), ...definedOnly(decl, changes) }, allowed);
  const pageName = decl.names.find((name) => specOf(decl, name).paging === 'page');
  if (pageName === undefined || changes[pageName] !== undefined) return next;
  const filtersChanged = decl.names.some((name) => name !== pageName && !sameValue(decl, name, next[name], current[name]));
  if (filtersChanged) next[pageName] = decl.defaults[pageName];
  return next;
}

/** The same state, with every value checked again (e.g. once the allowed values are known). */
export function clean<S extends ParamSpecs>(decl: ListDeclaration<S>, params: Partial<Params<S>>, allowed: AllowedValues<S> = {}): Params<S> {
  return cleanParams(decl, definedOnly(decl, params), allowed);
}

/** A filter chip of the declaration: its label, text, and the change that removes it. */
export interface FilterChip<S extends ParamSpecs> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly remove: Partial<Params<S>>;
}

/** The chips the current parameters show, in the declaration's chip order (SPEC §2 "Filter chips"). */
export function filterChips<S extends ParamSpecs>(
  decl: ListDeclaration<S>,
  params: Params<S>,
  context: ChipContext = SPEC_CHIP_CONTEXT,
): FilterChip<S>[] {
  const chips: FilterChip<S>[] = [];
  for (const name of decl.chipOrder) {
    const spec = specOf(decl, name);
    if (!spec.chip) continue;
    const parts = spec.same(params[name], spec.default) ? [] : spec.chips(params[name], context);
    parts.forEach((part, index) =>
      chips.push({
        id: parts.length > 1 ? `${name}-${index}` : name,
        label: labelText(spec.chip!),
        value: part.value,
        remove: { [name]: part.without } as Partial<Params<S>>,
      }),
    );
  }
  return chips;
}

/** "Clear all filters": every parameter that shows chips back to its default. */
export function clearedFilters<S extends ParamSpecs>(decl: ListDeclaration<S>): Partial<Params<S>> {
  const cleared: Partial<Params<S>> = {};
  for (const name of decl.names) if (specOf(decl, name).chip) cleared[name] = decl.defaults[name];
  return cleared;
}

/** Whether only paging (page number, page size) differs between two states: the user paged, not filtered. */
export function onlyPagingChanged<S extends ParamSpecs>(decl: ListDeclaration<S>, a: Params<S>, b: Params<S>): boolean {
  return decl.names.every((name) => specOf(decl, name).paging !== undefined || sameValue(decl, name, a[name], b[name]));
}

/** The API's `{ limit, offset }` for a 1-based page of `pageSize` rows. */
export function pageOffset({ currentPage, pageSize }: { readonly currentPage: number; readonly pageSize: number }) {
  return { limit: pageSize, offset: (currentPage - 1) * pageSize };
}
