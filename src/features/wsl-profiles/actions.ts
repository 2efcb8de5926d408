import { wslProfilesApi, type WslProfile } from '../../api/wsl-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { profileTitle } from '../profiles/profile-list.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { wslProfileKeys } from './queries.ts';
import { WSL_PROFILE_TEXTS as T } from './texts.ts';

/** The profile's title, or `WSL profile {id}` when it shows nothing. */
export const wslProfileTitle = (profile: WslProfile): string => profileTitle(profile, T.unnamed);

export const ALL = () => [wslProfileKeys.all];

/** §6.2 row actions: Edit, Duplicate, then Remove. */
export function wslProfileActions(profile: WslProfile): readonly ProfileAction<ProfileActionId>[] {
  const title = wslProfileTitle(profile);
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(title) },
    { id: 'duplicate', label: PROFILE_TEXTS.actions.duplicate, accessibleName: PROFILE_TEXTS.actions.duplicateName(title) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(title), destructive: true },
  ];
}

/** `DELETE child-instance-profiles/{name}`; the same notice from the list and the details. */
export const removeWslProfile: ServerAction<WslProfile, void> = {
  run: ({ store }, profile) => wslProfilesApi.remove(store.api, profile.name),
  invalidates: ALL,
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(wslProfileTitle(profile))) }),
};
