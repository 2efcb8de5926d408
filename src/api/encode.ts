/**
 * Parameter encoding for the Landscape API (API.md "Transport").
 *
 * - REST GET/DELETE: query string; arrays comma-joined; numbers and booleans as text.
 * - REST POST/PUT/PATCH: JSON body; `undefined` omitted, but `false`, `0`, `""` and `[]` kept,
 *   so a PATCH can clear tags or switch a flag off.
 * - Legacy API: `action`, `version=2011-08-01`, lists as `name.1`, `name.2`, ...
 * Functions, symbols and bigints are refused with 'Unsupported argument type' wherever they appear.
 */
export const LEGACY_API_VERSION = '2011-08-01';
export const UNSUPPORTED_ARGUMENT = 'Unsupported argument type';

export type Params = Readonly<Record<string, unknown>>;
type Scalar = string | number | boolean;

function isUnsupported(value: unknown): boolean {
  const type = typeof value;
  return type === 'function' || type === 'symbol' || type === 'bigint';
}

function assertSupported(value: unknown): void {
  if (isUnsupported(value)) throw new TypeError(UNSUPPORTED_ARGUMENT);
}

function scalarText(value: unknown): string {
  assertSupported(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value as Scalar);
  }
  // Objects and null have no agreed text form in a query string.
  throw new TypeError(UNSUPPORTED_ARGUMENT);
}

/** Query parameters for REST GET/DELETE, as ordered `[name, value]` pairs. */
export function encodeQuery(params: Params = {}): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.map(scalarText).join(',') : scalarText(value);
    pairs.push([name, text]);
  }
  return pairs;
}

/** A JSON body for REST POST/PUT/PATCH: `undefined` members dropped, every other value kept. */
export function encodeBody(value: unknown): unknown {
  assertSupported(value);
  if (Array.isArray(value)) {
    return value.map((item) => (item === undefined ? null : encodeBody(item)));
  }
  if (value !== null && typeof value === 'object') {
    const body: Record<string, unknown> = {};
    for (const [name, member] of Object.entries(value)) {
      if (member !== undefined) body[name] = encodeBody(member);
    }
    return body;
  }
  return value;
}

/** Query parameters for the legacy action API. */
export function encodeLegacy(action: string, params: Params = {}): [string, string][] {
  const pairs: [string, string][] = [
    ['action', action],
    ['version', LEGACY_API_VERSION],
  ];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => pairs.push([`${name}.${index + 1}`, scalarText(item)]));
    } else {
      pairs.push([name, scalarText(value)]);
    }
  }
  return pairs;
}

export function toSearch(pairs: readonly [string, string][]): string {
  return new URLSearchParams(pairs as [string, string][]).toString();
}
