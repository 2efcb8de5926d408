import { rebootProfilesApi, type RebootProfile, type RebootProfileBody } from '../../api/reboot-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { ProfileAction } from '../profiles/cells.tsx';
import { profileTitle } from '../profiles/profile-list.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileActionId } from '../profiles/useProfilePanels.tsx';
import { rebootProfileKeys } from './queries.ts';
import { REBOOT_PROFILE_TEXTS as T } from './texts.ts';

/** The profile's title, or `Reboot profile {id}` when it shows nothing. */
export const rebootProfileTitle = (profile: RebootProfile): string => profileTitle(profile, T.unnamed);

const ALL = () => [rebootProfileKeys.all];

/** §4.2 row actions: Edit, Duplicate, then Remove (§4.4's Duplicate is named as a duplicate, not "Edit"). */
export function rebootProfileActions(profile: RebootProfile): readonly ProfileAction<ProfileActionId>[] {
  return [
    { id: 'edit', label: PROFILE_TEXTS.actions.edit, accessibleName: PROFILE_TEXTS.actions.editName(rebootProfileTitle(profile)) },
    { id: 'duplicate', label: PROFILE_TEXTS.actions.duplicate, accessibleName: PROFILE_TEXTS.actions.duplicateName(rebootProfileTitle(profile)) },
    { id: 'remove', label: PROFILE_TEXTS.actions.remove, accessibleName: T.actions.remove(rebootProfileTitle(profile)), destructive: true },
  ];
}

export const removeRebootProfile: ServerAction<RebootProfile, void> = {
  run: ({ store }, profile) => rebootProfilesApi.remove(store.api, profile.id),
  invalidates: ALL,
  notice: (_done, profile) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(rebootProfileTitle(profile))) }),
};

/** Add and duplicate: a new profile (a duplicate says "added", as upstream). */
export const createRebootProfile: ServerAction<RebootProfileBody, RebootProfile> = {
  run: ({ store }, body) => rebootProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(isolate(rebootProfileTitle(created))) }),
};

export interface SaveRebootProfile {
  readonly id: number;
  readonly body: RebootProfileBody;
}

export const saveRebootProfile: ServerAction<SaveRebootProfile, RebootProfile> = {
  run: ({ store }, { id, body }) => rebootProfilesApi.edit(store.api, id, body),
  invalidates: ALL,
  notice: (saved) => ({ type: 'positive', title: T.form.saved, message: T.form.savedMessage(isolate(rebootProfileTitle(saved))) }),
};
