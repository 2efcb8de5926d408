/** The checks the API modules read answers with: what the screens show is checked, nothing more. */

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A finite number: a count, an id. */
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every(isString);

/** `check`, or null. */
export const isNullable = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);

/** `check`, or a field left out (absent or null). */
export const absentOr = (check: (value: unknown) => boolean) => (value: unknown) => value === undefined || value === null || check(value);
