/**
 * The list screens' address-bar codec (SPEC §2, §5, §9): filter, sort, paging and tab state in the
 * query string, read and written by one pure function pair. Only list parameters are touched: any
 * other parameter stays exactly as written and where it was (DESIGN.md, "Address bar").
 */

export interface ListParams {
  accessGroups: readonly string[];
  autoinstallFiles: readonly string[];
  availabilityZones: readonly string[];
  currentPage: number;
  days: number;
  disabledColumns: readonly string[];
  fromDate: string;
  groupBy: string;
  os: string;
  pageSize: number;
  search: string;
  sort: '' | 'asc' | 'desc';
  sortBy: string;
  status: string;
  tab: string;
  tags: readonly string[];
  toDate: string;
  type: string;
  query: string;
  employeeGroups: readonly string[];
  passRateFrom: number;
  passRateTo: number;
}

export type ListParamName = keyof ListParams;

/** SPEC §2's order, which is also the order parameters are written in. */
export const LIST_PARAM_NAMES: readonly ListParamName[] = Object.freeze([
  'accessGroups',
  'autoinstallFiles',
  'availabilityZones',
  'currentPage',
  'days',
  'disabledColumns',
  'fromDate',
  'groupBy',
  'os',
  'pageSize',
  'search',
  'sort',
  'sortBy',
  'status',
  'tab',
  'tags',
  'toDate',
  'type',
  'query',
  'employeeGroups',
  'passRateFrom',
  'passRateTo',
] as const);

export const PAGE_SIZES = [20, 50, 100] as const;
export const DAYS_OPTIONS = [1, 7, 30, 90, 180, 365] as const;
export const PASS_RATE_MIN = 0;
export const PASS_RATE_MAX = 100;

const EMPTY: readonly string[] = Object.freeze([]);

export const DEFAULT_LIST_PARAMS: Readonly<ListParams> = Object.freeze({
  accessGroups: EMPTY,
  autoinstallFiles: EMPTY,
  availabilityZones: EMPTY,
  currentPage: 1,
  days: 30,
  disabledColumns: EMPTY,
  fromDate: '',
  groupBy: '',
  os: '',
  pageSize: 20,
  search: '',
  sort: '',
  sortBy: '',
  status: '',
  tab: '',
  tags: EMPTY,
  toDate: '',
  type: '',
  query: '',
  employeeGroups: EMPTY,
  passRateFrom: PASS_RATE_MIN,
  passRateTo: PASS_RATE_MAX,
});

/**
 * Values currently allowed per parameter (e.g. status: the statuses the screen offers; type: the
 * activity types the server listed). A parameter without an entry accepts any value of its type;
 * for a list parameter the entry applies to each item; for pageSize and days an entry replaces the
 * built-in options.
 */
export type AllowedValues = Partial<Record<ListParamName, readonly (string | number)[]>>;

type Kind = 'list' | 'text' | 'date' | 'sort' | 'count' | 'option' | 'passRate';

const KINDS: Readonly<Record<ListParamName, Kind>> = {
  accessGroups: 'list',
  autoinstallFiles: 'list',
  availabilityZones: 'list',
  currentPage: 'count',
  days: 'option',
  disabledColumns: 'list',
  fromDate: 'date',
  groupBy: 'text',
  os: 'text',
  pageSize: 'option',
  search: 'text',
  sort: 'sort',
  sortBy: 'text',
  status: 'text',
  tab: 'text',
  tags: 'list',
  toDate: 'date',
  type: 'text',
  query: 'text',
  employeeGroups: 'list',
  passRateFrom: 'passRate',
  passRateTo: 'passRate',
};

const BUILT_IN_OPTIONS: Partial<Record<ListParamName, readonly number[]>> = {
  pageSize: PAGE_SIZES,
  days: DAYS_OPTIONS,
};

const isListParamName = (name: string): name is ListParamName => Object.hasOwn(KINDS, name);

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

const DIGITS = /^\d+$/;

/** A plain decimal whole number (`1e9`, `0x10`, `1.5`, `-5`, `+2` and blanks are not), or null. */
function parseWholeNumber(raw: string): number | null {
  if (!DIGITS.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

const isAllowed = (value: string | number, allowed: readonly (string | number)[] | undefined): boolean =>
  allowed === undefined || allowed.some((candidate) => String(candidate) === String(value));

/** `,,a, b,,a` → `['a', 'b']`: items trimmed, blanks and repeats dropped. */
function splitList(raw: string): string[] {
  const items: string[] = [];
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (item !== '' && !items.includes(item)) items.push(item);
  }
  return items;
}

type RawValue = string | number | readonly string[] | undefined;

/** One parameter's valid value, or its default. Raw strings come from the address; typed values from callers. */
function cleanValue(name: ListParamName, raw: RawValue, allowed: AllowedValues): ListParams[ListParamName] {
  const fallback = DEFAULT_LIST_PARAMS[name];
  if (raw === undefined) return fallback;
  const only = allowed[name];
  switch (KINDS[name]) {
    case 'list': {
      // Typed items may hold commas too: they are split as the address would split them.
      const items = splitList(Array.isArray(raw) ? raw.join(',') : String(raw));
      const kept = items.filter((item) => isAllowed(item, only));
      return kept.length > 0 ? kept : fallback;
    }
    case 'text': {
      if (typeof raw !== 'string' || raw.trim() === '') return fallback;
      return isAllowed(raw, only) ? raw : fallback;
    }
    case 'date':
      return typeof raw === 'string' && isIsoDate(raw) && isAllowed(raw, only) ? raw : fallback;
    case 'sort':
      return (raw === 'asc' || raw === 'desc') && isAllowed(raw, only) ? raw : fallback;
    case 'count':
    case 'option':
    case 'passRate': {
      const value = typeof raw === 'number' ? (Number.isSafeInteger(raw) ? raw : null) : parseWholeNumber(String(raw));
      if (value === null) return fallback;
      const kind = KINDS[name];
      if (kind === 'count' && value < 1) return fallback;
      if (kind === 'passRate' && (value < PASS_RATE_MIN || value > PASS_RATE_MAX)) return fallback;
      if (kind === 'option' && !isAllowed(value, only ?? BUILT_IN_OPTIONS[name])) return fallback;
      if (kind !== 'option' && !isAllowed(value, only)) return fallback;
      return value;
    }
  }
}

/** Every parameter valid, or its default; a pass-rate range with from above to is no range at all. */
function cleanParams(raw: Partial<Record<ListParamName, RawValue>>, allowed: AllowedValues): ListParams {
  const params = {} as Record<ListParamName, ListParams[ListParamName]>;
  for (const name of LIST_PARAM_NAMES) params[name] = cleanValue(name, raw[name], allowed);
  const clean = params as unknown as ListParams;
  if (clean.passRateFrom > clean.passRateTo) {
    clean.passRateFrom = DEFAULT_LIST_PARAMS.passRateFrom;
    clean.passRateTo = DEFAULT_LIST_PARAMS.passRateTo;
  }
  return clean;
}

const withoutQuestionMark = (search: string): string => (search.startsWith('?') ? search.slice(1) : search);

/** The decoded name of one `name=value` segment of a query string. */
function segmentName(segment: string): string {
  const [name] = new URLSearchParams(segment).keys();
  return name ?? '';
}

/** List parameters as written in the address: the first occurrence of each, as URLSearchParams reads it. */
function rawListParams(search: string): Partial<Record<ListParamName, string>> {
  const query = new URLSearchParams(withoutQuestionMark(search));
  const raw: Partial<Record<ListParamName, string>> = {};
  for (const name of LIST_PARAM_NAMES) {
    const value = query.get(name);
    if (value !== null) raw[name] = value;
  }
  return raw;
}

/** The list state a query string (`?status=failed&foo=1`, with or without `?`) stands for. */
export function decodeListParams(search: string, allowed: AllowedValues = {}): ListParams {
  return cleanParams(rawListParams(search), allowed);
}

const sameValue = (a: ListParams[ListParamName], b: ListParams[ListParamName]): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

/** Whether two states say the same thing (lists compared item by item). */
export function sameListParams(a: ListParams, b: ListParams): boolean {
  return LIST_PARAM_NAMES.every((name) => sameValue(a[name], b[name]));
}

function formatValue(value: ListParams[ListParamName]): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * The query string (`''` or `?…`) for `params` laid over the list parameters already in
 * `currentSearch`. Defaults, blanks and values that are not allowed are left out; list parameters
 * are written in LIST_PARAM_NAMES order where the first one stood (or at the end); every other
 * parameter is kept byte for byte in its place.
 */
export function encodeListParams(params: Partial<ListParams>, currentSearch: string, allowed: AllowedValues = {}): string {
  const next = cleanParams({ ...rawListParams(currentSearch), ...definedOnly(params) }, allowed);
  const written = new URLSearchParams();
  for (const name of LIST_PARAM_NAMES) {
    if (!sameValue(next[name], DEFAULT_LIST_PARAMS[name])) written.append(name, formatValue(next[name]));
  }
  const listBlock = written.toString();

  const segments: string[] = [];
  let placed = false;
  for (const segment of withoutQuestionMark(currentSearch).split('&')) {
    if (segment === '') continue;
    const name = segmentName(segment);
    if (!isListParamName(name)) {
      segments.push(segment);
    } else if (!placed) {
      placed = true;
      if (listBlock) segments.push(listBlock);
    }
  }
  if (!placed && listBlock) segments.push(listBlock);
  return segments.length > 0 ? `?${segments.join('&')}` : '';
}

/** `{ a: undefined }` means "not changed", not "clear". */
function definedOnly(params: Partial<ListParams>): Partial<Record<ListParamName, RawValue>> {
  const defined: Partial<Record<ListParamName, RawValue>> = {};
  for (const name of LIST_PARAM_NAMES) {
    const value = params[name];
    if (value !== undefined) defined[name] = value;
  }
  return defined;
}

/** What the address bar should say for this query string: the same list state, written canonically. */
export function normaliseSearch(currentSearch: string, allowed: AllowedValues = {}): string {
  return encodeListParams({}, currentSearch, allowed);
}

/**
 * The state after `changes` (TanStack Table's rule): a change to anything but currentPage starts at
 * page one again, unless the same call sets currentPage itself.
 */
export function applyListChanges(current: ListParams, changes: Partial<ListParams>, allowed: AllowedValues = {}): ListParams {
  const next = cleanParams({ ...current, ...definedOnly(changes) }, allowed);
  const filtersChanged = LIST_PARAM_NAMES.some((name) => name !== 'currentPage' && !sameValue(next[name], current[name]));
  if (filtersChanged && changes.currentPage === undefined) next.currentPage = DEFAULT_LIST_PARAMS.currentPage;
  return next;
}

/** The same state, with every value checked again (e.g. once the allowed values are known). */
export function cleanListParams(params: Partial<ListParams>, allowed: AllowedValues = {}): ListParams {
  return cleanParams(definedOnly(params), allowed);
}
