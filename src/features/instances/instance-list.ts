import { defineListParams, list, option, page, pageSize, text, type AllowedValues, type ListParamsOf } from '../../lib/list-params.ts';
import { queryTerms, removeTerm } from '../activities/query.ts';
import { OS_VALUES, osLabel } from './releases.ts';
import { STATUS_FILTER_VALUES, statusFilterLabel } from './status.ts';
import { INSTANCE_TEXTS as T } from './texts.ts';

/** `groupBy` (SPEC §2): '' lists every instance; 'parent' lists WSL instances under their Windows host. */
export const GROUP_BY_VALUES = ['parent'] as const;

/**
 * The instances list's own parameters (SPEC §2), in SPEC's order, which is the order they are
 * written in the address. The access groups, availability zones and tags the server knows arrive at
 * run time (allowed values); `query` is the search as typed or linked, one chip per term.
 */
export const instanceListParams = defineListParams(
  {
    accessGroups: list({ chip: () => T.chips.accessGroups }),
    availabilityZones: list({ chip: () => T.chips.availabilityZones }),
    currentPage: page(),
    groupBy: option({ values: GROUP_BY_VALUES }),
    os: { ...list({ chip: () => T.chips.os, format: osLabel }), values: OS_VALUES },
    pageSize: pageSize(),
    status: option({ values: STATUS_FILTER_VALUES, chip: () => T.chips.status, format: statusFilterLabel }),
    tags: list({ chip: () => T.chips.tags }),
    query: text({
      chip: () => T.chips.query,
      chips: (query) => queryTerms(query).map((term, index) => ({ value: term, without: removeTerm(query, index) })),
    }),
  },
  { chipOrder: ['query', 'status', 'os', 'availabilityZones', 'accessGroups', 'tags'] },
);

export type InstanceListState = ListParamsOf<typeof instanceListParams>;

/**
 * Status, OS, grouping and page sizes are declared; the access groups, availability zones and tags
 * are the server's, each once it has listed them.
 */
export function instanceAllowedValues(
  groups: readonly { readonly name: string }[] | undefined,
  zones: readonly string[] | undefined,
  tags: readonly string[] | undefined,
): AllowedValues<typeof instanceListParams.specs> {
  return {
    ...(groups ? { accessGroups: groups.map((group) => group.name) } : {}),
    ...(zones ? { availabilityZones: zones } : {}),
    ...(tags ? { tags } : {}),
  };
}
