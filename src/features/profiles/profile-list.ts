import type { ProfileBase } from '../../api/profile-common.ts';
import { displayName } from '../../lib/display-name.ts';
import { defineListParams, page, pageSize, text, type ListParamsOf } from '../../lib/list-params.ts';
import type { ListQuery } from '../lists/index.ts';
import { PROFILE_TEXTS as T } from './texts.ts';

/**
 * A profile list's parameters (profiles.md §0.2): the search (in the address on the portal, as
 * upstream has it) and the page. The server answers every profile of a type at once; the search
 * and the pages are the page's own.
 */
export const profileListParams = defineListParams(
  {
    search: text({ chip: () => T.chips.search }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  { chipOrder: ['search'] },
);

export type ProfileListParams = ListParamsOf<typeof profileListParams>;

/** Every profile of a type, and how many the server has (more than `results` when it capped its page). */
export interface ProfileRows<P> {
  readonly results: readonly P[];
  readonly count: number;
}

/** A type's list: one request for all its profiles (its cache key names the type). */
export type ProfileListQuery<P> = ListQuery<null, ProfileRows<P>>;

/**
 * A profile's name in its controls, panels and sentences: its title, or `unnamed(id)` ("Upgrade
 * profile 12") when the title shows nothing (zero-width or bidi controls only), so every control
 * keeps a visible, reachable name, as scripts and script profiles do.
 */
export const profileTitle = (profile: ProfileBase, unnamed: (id: number) => string): string => displayName(profile.title, unnamed(profile.id));

/** What a profile is searched by: its title, name, description and tags (upstream: the title alone, §8.4). */
export function profileSearchText(profile: ProfileBase & { readonly name?: string; readonly description?: string }): string {
  return [profile.title, profile.name ?? '', profile.description ?? '', ...profile.tags].join('\n').toLocaleLowerCase();
}

/** The profiles whose search text holds `search` (trimmed, case-insensitive, a plain substring). */
export function filterProfiles<P extends ProfileBase>(profiles: readonly P[], search: string): readonly P[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return profiles;
  return profiles.filter((profile) => profileSearchText(profile).includes(wanted));
}

/** One page of `rows` (1-based); the last page when `currentPage` is past it. */
export function pageOf<P>(rows: readonly P[], currentPage: number, size: number): readonly P[] {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, currentPage), last);
  return rows.slice((current - 1) * size, current * size);
}
