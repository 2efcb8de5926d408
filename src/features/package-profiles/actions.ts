import { packageProfilesApi, type PackageProfile } from '../../api/package-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { profileTitle } from '../profiles/profile-list.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { packageProfileKeys } from './queries.ts';
import { PACKAGE_PROFILE_TEXTS as T } from './texts.ts';

/** The profile's title, or `Package profile {id}` when it shows nothing. */
export const packageProfileTitle = (profile: PackageProfile): string => profileTitle(profile, T.unnamed);

export const ALL = () => [packageProfileKeys.all];

/** §2.2 row actions: Edit, Change package constraints, Duplicate, then Remove. */
export function packageProfileActions(profile: PackageProfile): readonly ProfileAction<ProfileActionId>[] {
  const title = packageProfileTitle(profile);
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(title) },
    { id: 'constraints', label: T.actions.constraints, accessibleName: T.actions.constraintsName(title) },
    { id: 'duplicate', label: PROFILE_TEXTS.actions.duplicate, accessibleName: PROFILE_TEXTS.actions.duplicateName(title) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(title), destructive: true },
  ];
}

/** Legacy `RemovePackageProfile`; the same notice from the list and the details (§2.6's differs upstream). */
export const removePackageProfile: ServerAction<PackageProfile, void> = {
  run: ({ store }, profile) => packageProfilesApi.remove(store.api, profile.name),
  invalidates: ALL,
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(packageProfileTitle(profile))) }),
};
