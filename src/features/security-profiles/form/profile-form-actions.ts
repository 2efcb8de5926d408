import { securityProfilesApi, type SecurityProfile } from '../../../api/security-profiles.ts';
import type { ServerAction } from '../../../ui/action/useServerAction.ts';
import { securityProfileKeys } from '../queries.ts';
import { quotedName, SECURITY_PROFILE_TEXTS } from '../texts.ts';
import { createBody, editBody, type ProfileFormValues } from './profile-form.ts';

const T = SECURITY_PROFILE_TEXTS.success;

export interface CreateProfileRequest {
  readonly values: ProfileFormValues;
}

/**
 * Adds a profile (an add or a duplicate). The notice (SPEC §2) names the profile the server made and
 * what its mode will do; every profile query changes (the lists, the over-limit badge).
 */
export const createProfile: ServerAction<CreateProfileRequest, SecurityProfile> = {
  run: ({ store }, { values }) => securityProfilesApi.create(store.api, createBody(values)),
  invalidates: () => [securityProfileKeys.all],
  notice: (created) => ({ type: 'positive', title: T.created(quotedName(created)), message: T.createdMessage(created.mode) }),
};

export interface SaveProfileRequest {
  readonly profile: Pick<SecurityProfile, 'id'>;
  readonly values: ProfileFormValues;
}

/** Saves an edit (SPEC §8: a notice that depends on the mode). */
export const saveProfile: ServerAction<SaveProfileRequest, SecurityProfile> = {
  run: ({ store }, { profile, values }) => securityProfilesApi.edit(store.api, profile.id, editBody(values)),
  invalidates: () => [securityProfileKeys.all],
  notice: (saved) => ({ type: 'positive', title: T.saved(quotedName(saved)), message: T.savedMessage(saved.mode) }),
};
