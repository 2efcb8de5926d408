import type { ApiClient } from './client.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated } from './pagination.ts';
import { isProfileBase, malformed, type Association, type ProfileBase } from './profile-common.ts';

/** A pocket as a repository profile carries it (with its distribution and series). */
export interface ProfilePocket {
  readonly id: number;
  readonly name: string;
  readonly distribution?: { readonly name: string } | null;
  readonly series?: { readonly name: string } | null;
}

/** Repository profiles (screens profiles.md §1.5, v2 by name). */
export interface RepositoryProfile extends ProfileBase {
  readonly name: string;
  readonly description: string;
  readonly apt_sources: readonly number[];
  readonly pockets: readonly ProfilePocket[];
  readonly pending_count?: number | null;
}

/** What add and edit send: every field, `""` and `[]` included, so clearing works (screens README). */
export interface RepositoryProfileBody extends Association {
  readonly title: string;
  readonly description: string;
  readonly access_group: string;
  readonly pockets: readonly number[];
  readonly apt_sources: readonly number[];
}

const isPocket = (value: unknown): value is ProfilePocket =>
  isRecord(value) &&
  isCount(value['id']) &&
  isString(value['name']) &&
  absentOr((item) => isRecord(item) && isString(item['name']))(value['distribution']) &&
  absentOr((item) => isRecord(item) && isString(item['name']))(value['series']);

export function isRepositoryProfile(value: unknown): value is RepositoryProfile {
  return (
    isProfileBase(value) &&
    isString(value['name']) &&
    isString(value['description']) &&
    Array.isArray(value['apt_sources']) &&
    value['apt_sources'].every(isCount) &&
    Array.isArray(value['pockets']) &&
    value['pockets'].every(isPocket) &&
    absentOr(isCount)(value['pending_count'])
  );
}

const profileOf = (answer: unknown): RepositoryProfile => (isRepositoryProfile(answer) ? answer : malformed());

/** The server's default page (1,000) asked for explicitly: the list says when there are more. */
export const REPOSITORY_PROFILES_LIMIT = 1000;

export const repositoryProfilesApi = {
  list: async (api: ApiClient) =>
    asPaginated(await api.request('GET', 'repositoryprofiles', { limit: REPOSITORY_PROFILES_LIMIT, offset: 0 }), isRepositoryProfile),
  create: async (api: ApiClient, body: RepositoryProfileBody): Promise<RepositoryProfile> =>
    profileOf(await api.request('POST', 'repositoryprofiles', { ...body })),
  edit: async (api: ApiClient, name: string, body: RepositoryProfileBody): Promise<RepositoryProfile> =>
    profileOf(await api.request('PUT', `repositoryprofiles/${encodeURIComponent(name)}`, { ...body })),
  remove: async (api: ApiClient, name: string): Promise<void> => {
    await api.legacy('RemoveRepositoryProfile', { name });
  },
};
