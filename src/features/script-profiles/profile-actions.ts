import { scriptProfilesApi, type NewScriptProfile, type ScriptProfile, type ScriptProfileChanges } from '../../api/script-profiles.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { scriptKeys } from '../scripts/queries.ts';
import { scriptProfileKeys } from './queries.ts';
import { SCRIPT_PROFILE_TEXTS as T } from './texts.ts';

/** What changes with a profile: its lists, counts and details, and the scripts' rows that name it. */
const PROFILES_AND_SCRIPTS = () => [scriptProfileKeys.all, scriptKeys.all];

export interface ArchiveRequest {
  readonly profile: Pick<ScriptProfile, 'id' | 'title'>;
}

/** §7.4: one request, the notice once the server said yes. */
export const archiveScriptProfile: ServerAction<ArchiveRequest, ScriptProfile> = {
  run: ({ store }, { profile }) => scriptProfilesApi.archive(store.api, profile.id),
  invalidates: PROFILES_AND_SCRIPTS,
  notice: (_archived, { profile }) => ({ type: 'positive', title: T.archive.done(profile.title), message: T.archive.doneMessage }),
};

/** §7.3 add: the notice names the profile as the server made it. */
export const createScriptProfile: ServerAction<NewScriptProfile, ScriptProfile> = {
  run: ({ store }, body) => scriptProfilesApi.create(store.api, body),
  invalidates: PROFILES_AND_SCRIPTS,
  notice: (created) => ({ type: 'positive', title: T.form.added(created.title), message: T.form.addedMessage }),
};

export interface SaveRequest {
  readonly id: number;
  readonly changes: ScriptProfileChanges;
}

/** §7.3 edit. */
export const saveScriptProfile: ServerAction<SaveRequest, ScriptProfile> = {
  run: ({ store }, { id, changes }) => scriptProfilesApi.edit(store.api, id, changes),
  invalidates: PROFILES_AND_SCRIPTS,
  notice: (saved) => ({ type: 'positive', title: T.form.saved(saved.title), message: T.form.savedMessage }),
};
