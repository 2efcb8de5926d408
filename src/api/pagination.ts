import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** API.md "Paginated list": `{ count, next, previous, results }` with `limit` and `offset` parameters. */
export interface Paginated<T> {
  readonly count: number;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: readonly T[];
}

/** A list answer a screen can render, or a malformed-response error (never a blank screen). */
export function asPaginated<T>(value: unknown, isItem: (item: unknown) => item is T): Paginated<T> {
  const page = value as Partial<Paginated<unknown>> | null;
  if (!page || typeof page !== 'object' || typeof page.count !== 'number' || !Array.isArray(page.results)) {
    throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  }
  if (!page.results.every(isItem)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return { count: page.count, next: page.next ?? null, previous: page.previous ?? null, results: page.results };
}
