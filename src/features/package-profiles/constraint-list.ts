import type { PackageProfile } from '../../api/package-profiles.ts';
import { defineListParams, option, page, pageOffset, pageSize, text } from '../../lib/list-params.ts';
import { useFilterChips, useInternalListState, useListQuery, usePendingChange } from '../lists/index.ts';
import { constraintPageQuery, type ConstraintPageRequest } from './queries.ts';
import { PACKAGE_PROFILE_FORM_TEXTS as T } from './form-texts.ts';

/**
 * A profile's constraints in a panel (§2.6, §2.7): searched by package and filtered by kind on the
 * server, 20 a page (§2.8), the state the panel's own.
 */
export const constraintListParams = defineListParams(
  {
    search: text({ chip: () => T.constraints.columns.package }),
    type: option({ values: ['depends', 'conflicts'], chip: () => T.editor.typeLabel, format: (value) => T.constraints.kindFilter[value] ?? value }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  { chipOrder: ['type', 'search'] },
);

/** The page of a profile's constraints the panel shows, its chips and whether a change is loading. */
export function useConstraintList(profile: PackageProfile) {
  const list = useInternalListState(constraintListParams);
  const { params } = list;
  const request: ConstraintPageRequest = { name: profile.name, ...pageOffset(params), search: params.search.trim(), type: params.type === 'depends' || params.type === 'conflicts' ? params.type : '' };
  const { result, settled, request: asked } = useListQuery(constraintPageQuery, request);
  const pending = usePendingChange(constraintListParams, params, settled);
  const { chips, clearAll } = useFilterChips(constraintListParams, list);
  // The profile holds none at all (no filter narrowed the first page).
  const none = settled && result.data?.count === 0 && params.search.trim() === '' && params.type === '';
  return { list, params, request: asked, result, settled, pending, chips, clearAll, none };
}
