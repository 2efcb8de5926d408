/**
 * Pure figures for `npm run bench` (scripts/bench-load.ts): medians, ranges, ratios to the floor and
 * the printed tables. No I/O here, so the unit tests cover every number the benchmark prints.
 */

export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** The middle value; for an even count, the mean of the two middle values. NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** `652` with `digits` decimals; `—` for no value. */
export function formatValue(value: number, digits = 0): string {
  return Number.isNaN(value) ? '—' : value.toFixed(digits);
}

/** `652 [606–706]` with `digits` decimals; `—` for no value. */
export function formatSummary(summary: Summary, digits = 0): string {
  if (Number.isNaN(summary.median)) return '—';
  return `${formatValue(summary.median, digits)} [${formatValue(summary.min, digits)}–${formatValue(summary.max, digits)}]`;
}

/** `2.42×`; `—` when the floor is zero or missing (no ratio exists), `1.00×` when both are zero. */
export function formatRatio(value: number, floor: number): string {
  if (Number.isNaN(value) || Number.isNaN(floor)) return '—';
  if (floor === 0) return value === 0 ? '1.00×' : '—';
  return `${(value / floor).toFixed(2)}×`;
}

export interface FigureRow {
  readonly label: string;
  readonly values: readonly number[];
  /** The floor's values for the same figure; no ratio column when absent. */
  readonly floor?: readonly number[];
  readonly digits?: number;
}

/**
 * A figure per line: label, median [min–max], and when a floor is given its median and the ratio of
 * the medians, in aligned columns.
 */
export function formatTable(rows: readonly FigureRow[]): string {
  const cells = rows.map((row) => {
    const own = summarize(row.values);
    const floor = row.floor && summarize(row.floor);
    return [
      row.label,
      formatSummary(own, row.digits),
      floor ? formatValue(floor.median, row.digits) : '',
      floor ? formatRatio(own.median, floor.median) : '',
    ];
  });
  return formatColumns([['', 'median [min–max]', 'floor median', '× floor'], ...cells]);
}

/** Rows of cells in aligned columns, three spaces apart: the first left-aligned, the others right. */
export function formatColumns(rows: readonly (readonly string[])[]): string {
  const count = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: count }, (_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row) =>
      widths
        .map((width, column) => (column === 0 ? (row[column] ?? '').padEnd(width) : (row[column] ?? '').padStart(width)))
        .join('   ')
        .trimEnd(),
    )
    .join('\n');
}

/** How the benchmark counts a request: the API split by call, then scripts, stylesheets, the rest. */
export type RequestKind = 'me' | 'about' | 'methods' | 'data' | 'js' | 'css' | 'other';

export const REQUEST_KINDS: readonly RequestKind[] = ['me', 'about', 'methods', 'data', 'js', 'css', 'other'];

/**
 * The kind of a request from its address and the browser's resource type: `me`, `about` and
 * `login/methods` (the sign-in methods the shell's guards read) by path; any other call under `/api/`
 * (REST or legacy) is data; then JS and CSS by type or extension; the document, favicon and the
 * rest are other.
 */
export function requestKind(url: string, resourceType: string): RequestKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) {
    const call = pathname.replace(/^\/api\/(v2\/)?/, '');
    if (call === 'me' || call === 'about') return call;
    if (call === 'login/methods') return 'methods';
    return 'data';
  }
  if (resourceType === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}
