import type { Association } from '../../api/profile-common.ts';
import { upgradeProfilesApi, type NewUpgradeProfile, type UpgradeProfile, type UpgradeProfileSettings } from '../../api/upgrade-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { profileTitle } from '../profiles/profile-list.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { upgradeProfileKeys } from './queries.ts';
import { UPGRADE_PROFILE_TEXTS as T } from './texts.ts';

/** The profile's title, or `Upgrade profile {id}` when it shows nothing. */
export const upgradeProfileTitle = (profile: UpgradeProfile): string => profileTitle(profile, T.unnamed);

const ALL = () => [upgradeProfileKeys.all];

/** §3.2 row actions: Edit, then Remove. */
export function upgradeProfileActions(profile: UpgradeProfile): readonly ProfileAction<ProfileActionId>[] {
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(upgradeProfileTitle(profile)) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(upgradeProfileTitle(profile)), destructive: true },
  ];
}

export const removeUpgradeProfile: ServerAction<UpgradeProfile, void> = {
  run: ({ store }, profile) => upgradeProfilesApi.remove(store.api, profile.name),
  invalidates: ALL,
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(upgradeProfileTitle(profile))) }),
};

export const createUpgradeProfile: ServerAction<NewUpgradeProfile, UpgradeProfile> = {
  run: ({ store }, profile) => upgradeProfilesApi.create(store.api, profile),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(isolate(upgradeProfileTitle(created))) }),
};

export interface SaveUpgradeProfile {
  readonly profile: UpgradeProfile;
  readonly settings: UpgradeProfileSettings;
  readonly association: Association;
}

export const saveUpgradeProfile: ServerAction<SaveUpgradeProfile, UpgradeProfile> = {
  run: ({ store }, { profile, settings, association }) => upgradeProfilesApi.edit(store.api, profile, settings, association),
  invalidates: ALL,
  notice: (saved) => ({ type: 'positive', title: T.form.saved, message: T.form.savedMessage(isolate(upgradeProfileTitle(saved))) }),
};
