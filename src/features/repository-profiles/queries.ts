import { repositoriesApi, type AptSource, type Distribution } from '../../api/repositories.ts';
import { repositoryProfilesApi, type RepositoryProfile } from '../../api/repository-profiles.ts';
import type { ListQuery } from '../lists/index.ts';
import type { ProfileListQuery } from '../profiles/profile-list.ts';

/** Query keys, after the organisation: an add, edit or removal invalidates `all`. */
export const repositoryProfileKeys = {
  all: ['repository-profiles'] as const,
  list: ['repository-profiles', 'list'] as const,
};

/**
 * The organisation's repositories (mirrors, APT sources): the profile form reads them, and the
 * mirrors and APT sources screens will, invalidating `all` when they change them.
 */
export const repositoryKeys = {
  all: ['repositories'] as const,
  distributions: ['repositories', 'distributions'] as const,
  aptSources: ['repositories', 'apt-sources'] as const,
};

/** `GET repositoryprofiles` (the server's page of 1,000): its count says when it holds more. */
export const repositoryProfileListQuery: ProfileListQuery<RepositoryProfile> = {
  key: () => repositoryProfileKeys.list,
  fetch: async (store) => {
    const page = await repositoryProfilesApi.list(store.api);
    return { results: page.results, count: page.count };
  },
};

/** `GetDistributions`: every distribution with its series and their pockets. */
export const distributionsQuery: ListQuery<null, readonly Distribution[]> = {
  key: () => repositoryKeys.distributions,
  fetch: (store) => repositoriesApi.distributions(store.api),
};

/** `GetAPTSources`: every APT source with its line. */
export const aptSourcesQuery: ListQuery<null, readonly AptSource[]> = {
  key: () => repositoryKeys.aptSources,
  fetch: (store) => repositoriesApi.aptSources(store.api),
};
