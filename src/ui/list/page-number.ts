import { LIST_TEXTS as T } from './texts.ts';

/** The last page for a total: at least 1, so an empty list still has page 1. */
export function lastPageOf(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(totalItems) || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

export type PageNumberResult = { readonly page: number } | { readonly error: string };

/** SPEC §5: a whole number from 1 to the last page; the message quotes what was typed. */
export function parsePageNumber(input: string, lastPage: number): PageNumberResult {
  const value = input.trim();
  if (value === '') return { error: T.pageNumberRequired };
  const page = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(page) || page < 1 || page > lastPage) return { error: T.pageNumberInvalid(value) };
  return { page };
}
