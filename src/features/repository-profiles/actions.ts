import { repositoryProfilesApi, type RepositoryProfile, type RepositoryProfileBody } from '../../api/repository-profiles.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { repositoryProfileKeys } from './queries.ts';
import { REPOSITORY_PROFILE_TEXTS as T } from './texts.ts';

const ALL = () => [repositoryProfileKeys.all];

/** §1.2 row actions: Edit, then Remove. */
export function repositoryProfileActions(profile: RepositoryProfile): readonly ProfileAction<ProfileActionId>[] {
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(profile.title) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(profile.title), destructive: true },
  ];
}

/** Legacy `RemoveRepositoryProfile` (its answer, an activity, is not read). */
export const removeRepositoryProfile: ServerAction<RepositoryProfile, void> = {
  run: ({ store }, profile) => repositoryProfilesApi.remove(store.api, profile.name),
  invalidates: ALL,
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(profile.title) }),
};

/** `POST repositoryprofiles`, with HEAD's notice (1.14 shows none, §8). */
export const createRepositoryProfile: ServerAction<RepositoryProfileBody, RepositoryProfile> = {
  run: ({ store }, body) => repositoryProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(created.title) }),
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
  notice: (saved) => ({ type: 'positive', title: T.form.saved(saved.title), message: T.form.savedMessage }),
};
