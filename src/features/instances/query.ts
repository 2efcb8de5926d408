/**
 * Translates the instances list's state into `GET computers` (API.md "Instances"): one `query` of
 * space-separated terms that must all match, several values of one filter OR-ed in parentheses.
 * Pure, so the exact request is pinned by unit tests.
 */
import type { InstanceListParams } from '../../api/instances.ts';
import { pageOffset } from '../../lib/list-params.ts';
import { queryTerms, quoteValue } from '../activities/query.ts';
import type { InstanceListState } from './instance-list.ts';
import { STATUS_FILTERS, type StatusFilter } from './status.ts';

export type InstanceFilters = Pick<InstanceListState, 'query' | 'status' | 'os' | 'availabilityZones' | 'accessGroups' | 'tags'>;

/** `key:value`, or `(key:a OR key:b)` for several values; nothing for none. */
export function anyOf(key: string, values: readonly string[]): string[] {
  const terms = values.map((value) => `${key}:${quoteValue(value)}`);
  if (terms.length <= 1) return terms;
  return [`(${terms.join(' OR ')})`];
}

/** Whether a search term has an OR of its own (outside quotes), which would bind looser than the terms beside it. */
function hasOr(term: string): boolean {
  return /(^|[\s()])OR([\s()]|$)/.test(term.replace(/"(?:[^"\\]|\\.)*"/g, '""'));
}

export function buildInstanceQuery(filters: InstanceFilters): string {
  const searched = queryTerms(filters.query);
  const status = Object.hasOwn(STATUS_FILTERS, filters.status) ? STATUS_FILTERS[filters.status as StatusFilter].terms : [];
  const filterTerms = [
    ...status,
    ...anyOf('distribution', filters.os),
    ...anyOf('availability-zone', filters.availabilityZones),
    ...anyOf('access-group', filters.accessGroups),
    ...anyOf('tag', filters.tags),
  ];
  const alone = searched.length + filterTerms.length === 1;
  // A search as given, e.g. `security-profile:3:pass`; grouped only when it must share the query.
  const search = searched.map((term) => (!alone && hasOr(term) ? `(${term})` : term));
  return [...search, ...filterTerms].join(' ');
}

/** The whole request: the query, the page, root instances only when grouped by parent, alerts and upgrades for the columns. */
export function instanceListRequest(params: InstanceListState): InstanceListParams {
  const query = buildInstanceQuery(params);
  return {
    ...(query !== '' ? { query } : {}),
    ...pageOffset(params),
    ...(params.groupBy === 'parent' ? { root_only: true } : {}),
    with_alerts: true,
    with_upgrades: true,
  };
}
