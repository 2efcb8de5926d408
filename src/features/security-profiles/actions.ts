import type { SecurityProfile } from '../../api/security-profiles.ts';
import { profileName, SECURITY_PROFILE_TEXTS as T } from './texts.ts';

export type ProfileActionId = 'viewDetails' | 'downloadAudit' | 'edit' | 'run' | 'duplicate' | 'archive';

export interface ProfileAction {
  readonly id: ProfileActionId;
  readonly label: string;
  /** The accessible name: includes the profile's title. */
  readonly accessibleName: string;
  /** Why the action is unavailable (its tooltip), or undefined when it is available. */
  readonly disabledReason?: string;
  readonly destructive?: boolean;
}

/**
 * SPEC §2 row actions (UPSTREAM-NOTES order): View details, Download audit; Edit and Run for
 * profiles that are not archived (Run needs associated instances); Duplicate profile (not at the
 * active-profile limit); the destructive Archive, not for archived profiles. The details panel
 * offers the same actions with the same rules.
 */
export function profileActions(
  profile: Pick<SecurityProfile, 'id' | 'title' | 'status' | 'associated_instances'>,
  limitReached: boolean,
): readonly ProfileAction[] {
  const names = T.actions.label;
  const action = (id: ProfileActionId, disabledReason?: string, destructive?: boolean): ProfileAction => ({
    id,
    label: T.actions[id],
    accessibleName: names[id](profileName(profile)),
    ...(disabledReason ? { disabledReason } : {}),
    ...(destructive ? { destructive } : {}),
  });
  const archived = profile.status === 'archived';
  return [
    action('viewDetails'),
    action('downloadAudit'),
    ...(archived ? [] : [action('edit'), action('run', profile.associated_instances > 0 ? undefined : T.actions.runDisabledReason)]),
    action('duplicate', limitReached ? T.limitReachedReason : undefined),
    ...(archived ? [] : [action('archive', undefined, true)]),
  ];
}
