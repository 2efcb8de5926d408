import { repositoryProfilesApi, type RepositoryProfile, type RepositoryProfileBody } from '../../api/repository-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { profileTitle } from '../profiles/profile-list.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { repositoryProfileKeys } from './queries.ts';
import { REPOSITORY_PROFILE_TEXTS as T } from './texts.ts';

/** The profile's title, or `Repository profile {id}` when it shows nothing. */
export const repositoryProfileTitle = (profile: RepositoryProfile): string => profileTitle(profile, T.unnamed);

const ALL = () => [repositoryProfileKeys.all];

/** §1.2 row actions: Edit, then Remove. */
export function repositoryProfileActions(profile: RepositoryProfile): readonly ProfileAction<ProfileActionId>[] {
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(repositoryProfileTitle(profile)) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(repositoryProfileTitle(profile)), destructive: true },
  ];
}

/** Legacy `RemoveRepositoryProfile` (its answer, an activity, is not read). */
export const removeRepositoryProfile: ServerAction<RepositoryProfile, void> = {
  run: ({ store }, profile) => repositoryProfilesApi.remove(store.api, profile.name),
  invalidates: ALL,
  // The title isolated: a right-to-left override in it cannot reorder the words after it.
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(repositoryProfileTitle(profile))) }),
};

/** `POST repositoryprofiles`, with HEAD's notice (1.14 shows none, §8). */
export const createRepositoryProfile: ServerAction<RepositoryProfileBody, RepositoryProfile> = {
  run: ({ store }, body) => repositoryProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(isolate(repositoryProfileTitle(created))) }),
};

export interface SaveRepositoryProfile {
  /** The profile's name (its slug): the edit's address. */
  readonly name: string;
  readonly body: RepositoryProfileBody;
}

/** `PUT repositoryprofiles/{name}` with every field, with HEAD's notice. */
export const saveRepositoryProfile: ServerAction<SaveRepositoryProfile, RepositoryProfile> = {
  run: ({ store }, { name, body }) => repositoryProfilesApi.edit(store.api, name, body),
  invalidates: ALL,
  notice: (saved) => ({ type: 'positive', title: T.form.saved(isolate(repositoryProfileTitle(saved))), message: T.form.savedMessage }),
};
