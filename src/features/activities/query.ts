import type { ActivityListParams } from '../../api/activities.ts';
import { pageOffset } from '../../lib/list-params.ts';

/**
 * Translates the screen's filters into the API's `query` (API.md: one string of terms joined by
 * spaces, in the search syntax of SPEC §5). Pure, so the exact request is pinned by unit tests.
 */
export interface ActivityFilters {
  /** Search-box terms, comma-separated (SPEC §5: a submitted term is appended, comma-separated). */
  readonly query: string;
  /** Free text. */
  readonly search: string;
  readonly status: string;
  readonly type: string;
  /** `YYYY-MM-DDTHH:mm` in the user's local time, or ''. */
  readonly fromDate: string;
  readonly toDate: string;
  /** Only this instance's activities (`landscape-activities instance-id`). */
  readonly instanceId?: number | undefined;
}

/** Quotes a value that holds spaces, quotes, parentheses (the search's grouping) or non-ASCII characters (SPEC §5). */
export function quoteValue(value: string): string {
  return /^[\x21-\x7e]+$/.test(value) && !/["()]/.test(value) ? value : `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The terms of the search box's comma-separated query. */
export function queryTerms(query: string): string[] {
  return query
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** Appends a submitted term to the query, comma-separated; an empty term changes nothing. */
export function appendTerm(query: string, term: string): string {
  const clean = term.trim();
  if (!clean) return query;
  return [...queryTerms(query), clean].join(',');
}

/** Removes one term (a chip) from the query. */
export function removeTerm(query: string, index: number): string {
  return queryTerms(query)
    .filter((_, position) => position !== index)
    .join(',');
}

/** A local `datetime-local` value as the UTC instant the server compares against. */
export function toUtcIso(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString().replace('.000Z', 'Z');
}

export function buildActivityQuery(filters: ActivityFilters): string {
  const terms = [...queryTerms(filters.query)];
  if (filters.search.trim()) terms.push(quoteValue(filters.search.trim()));
  if (filters.status) terms.push(`status:${quoteValue(filters.status)}`);
  if (filters.type) terms.push(`type:${quoteValue(filters.type)}`);
  if (filters.fromDate) terms.push(`created-after:${toUtcIso(filters.fromDate)}`);
  if (filters.toDate) terms.push(`created-before:${toUtcIso(filters.toDate)}`);
  if (filters.instanceId !== undefined) terms.push(`computer:id:${filters.instanceId}`);
  return terms.join(' ');
}

/** The whole list request for the screen's state: the query (with the element's instance), and the page. */
export function activityListRequest(
  params: Omit<ActivityFilters, 'instanceId'> & { readonly currentPage: number; readonly pageSize: number },
  instanceId?: number,
): ActivityListParams {
  const query = buildActivityQuery({ ...params, instanceId });
  return { ...(query ? { query } : {}), ...pageOffset(params) };
}
