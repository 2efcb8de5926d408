import { atomWithQuery } from 'jotai-tanstack-query';
import { instancesApi } from '../../../api/instances.ts';
import { accountQuery } from '../../../state/account.ts';
import type { ListQuery } from '../../lists/index.ts';
import { auditResult, auditResultQuery, type AuditResult } from './instance-page.ts';

/**
 * The instance page's keys, after the organisation (`accountQuery`), in the instances' one family:
 * invalidating `['instances']` covers the list (`instanceKeys`) and these.
 */
export const instancePageKeys = {
  detail: (id: number) => ['instances', 'detail', id] as const,
  auditResults: (request: AuditResultsRequest) => ['instances', 'audit-results', request] as const,
};

/** `GET computers/{id}`: one instance, a query per page (the page's id never changes while it is shown). */
export function createInstanceAtom(id: number) {
  return atomWithQuery((get) => accountQuery(get, instancePageKeys.detail(id), (store) => instancesApi.get(store.api, id)));
}

export interface AuditResultsRequest {
  readonly instanceId: number;
  /** The active profiles covering the instance. */
  readonly profileIds: readonly number[];
}

/**
 * The instance's last audit result for each profile (API.md: only `security-profile:{id}:pass` and
 * `:fail` tell it): two counts per profile, at most five active profiles, all at once.
 */
export const auditResultsQuery: ListQuery<AuditResultsRequest, Readonly<Record<number, AuditResult>>> = {
  key: instancePageKeys.auditResults,
  fetch: async (store, { instanceId, profileIds }) => {
    const results = await Promise.all(
      profileIds.map(async (profileId) => {
        const [passing, failing] = await Promise.all([
          instancesApi.count(store.api, auditResultQuery(instanceId, profileId, 'pass')),
          instancesApi.count(store.api, auditResultQuery(instanceId, profileId, 'fail')),
        ]);
        return [profileId, auditResult(passing, failing)] as const;
      }),
    );
    return Object.fromEntries(results);
  },
};
