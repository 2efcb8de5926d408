import { wslProfilesApi, type WslProfile, type WslProfileCreate, type WslProfileEdit } from '../../api/wsl-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { ALL, wslProfileTitle } from './actions.ts';
import { WSL_PROFILE_FORM_TEXTS as T } from './form-texts.ts';

/** What the forms ask the server (loaded with them). */

const associatedMessage = (created: WslProfile) => T.form.associated(created.computers?.constrained.length ?? 0);

/** `POST child-instance-profiles` (§6.3); the notice says how many instances the new profile reaches. */
export const createWslProfile: ServerAction<WslProfileCreate, WslProfile> = {
  run: ({ store }, body) => wslProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added(isolate(wslProfileTitle(created))), message: associatedMessage(created) }),
};

/** A duplicate: the same POST, its notice naming the source (§6.3). */
export const duplicateWslProfile: ServerAction<{ readonly source: WslProfile; readonly body: WslProfileCreate }, WslProfile> = {
  run: ({ store }, { body }) => wslProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (created, { source }) => ({ type: 'positive', title: T.form.duplicated(isolate(wslProfileTitle(source))), message: associatedMessage(created) }),
};

/** `PATCH child-instance-profiles/{name}`; the notice names the title it had (§6.4). */
export const saveWslProfile: ServerAction<{ readonly profile: WslProfile; readonly body: WslProfileEdit }, WslProfile> = {
  run: ({ store }, { profile, body }) => wslProfilesApi.edit(store.api, profile.name, body),
  invalidates: ALL,
  notice: (_saved, { profile }) => ({ type: 'positive', title: T.form.saved, message: T.form.savedMessage(isolate(wslProfileTitle(profile))) }),
};
