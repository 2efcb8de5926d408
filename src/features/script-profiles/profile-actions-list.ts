import type { ScriptProfile } from '../../api/script-profiles.ts';
import { SCRIPT_PROFILE_TEXTS as T, scriptProfileTitle } from './texts.ts';

export type ProfileActionId = 'view' | 'edit' | 'archive';

export interface ProfileAction {
  readonly id: ProfileActionId;
  readonly label: string;
  /** The label with the profile's title: each row's items are told apart. */
  readonly accessibleName: string;
  readonly destructive?: boolean;
}

/** §7.2 row actions: View details; Edit and Archive (destructive, last) while the profile is active. */
export function profileActions(profile: Pick<ScriptProfile, 'id' | 'title' | 'archived'>): ProfileAction[] {
  const title = scriptProfileTitle(profile);
  const view: ProfileAction = { id: 'view', label: T.actions.view, accessibleName: T.actions.viewName(title) };
  if (profile.archived) return [view];
  return [
    view,
    { id: 'edit', label: T.actions.edit, accessibleName: T.actions.editName(title) },
    { id: 'archive', label: T.actions.archive, accessibleName: T.actions.archiveName(title), destructive: true },
  ];
}
