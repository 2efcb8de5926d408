import { removalProfilesApi, type NewRemovalProfile, type RemovalProfile, type RemovalProfileSettings } from '../../api/removal-profiles.ts';
import type { Association } from '../../api/profile-common.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { profileTitle } from '../profiles/profile-list.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { removalProfileKeys } from './queries.ts';
import { REMOVAL_PROFILE_TEXTS as T } from './texts.ts';

/** The profile's title, or `Removal profile {id}` when it shows nothing. */
export const removalProfileTitle = (profile: RemovalProfile): string => profileTitle(profile, T.unnamed);

const ALL = () => [removalProfileKeys.all];

/** §5.2 row actions: Edit, then Remove. */
export function removalProfileActions(profile: RemovalProfile): readonly ProfileAction<ProfileActionId>[] {
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(removalProfileTitle(profile)) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(removalProfileTitle(profile)), destructive: true },
  ];
}

export const removeRemovalProfile: ServerAction<RemovalProfile, void> = {
  run: ({ store }, profile) => removalProfilesApi.remove(store.api, profile.name),
  invalidates: ALL,
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(removalProfileTitle(profile))) }),
};

export const createRemovalProfile: ServerAction<NewRemovalProfile, RemovalProfile> = {
  run: ({ store }, profile) => removalProfilesApi.create(store.api, profile),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(isolate(removalProfileTitle(created))) }),
};

export interface SaveRemovalProfile {
  readonly profile: RemovalProfile;
  readonly settings: RemovalProfileSettings;
  readonly association: Association;
}

export const saveRemovalProfile: ServerAction<SaveRemovalProfile, RemovalProfile> = {
  run: ({ store }, { profile, settings, association }) => removalProfilesApi.edit(store.api, profile, settings, association),
  invalidates: ALL,
  notice: (saved) => ({ type: 'positive', title: T.form.saved, message: T.form.savedMessage(isolate(removalProfileTitle(saved))) }),
};
