import type { Activity } from '../../api/activities.ts';
import { securityProfilesApi, type SecurityProfile } from '../../api/security-profiles.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { activityKeys } from '../activities/queries.ts';
import { activitiesPath } from '../shell/paths.ts';
import { securityProfileKeys } from './queries.ts';
import { SECURITY_PROFILE_TEXTS as T } from './texts.ts';
import { quotedName } from './texts.ts';

export interface ArchiveProfileRequest {
  readonly profile: Pick<SecurityProfile, 'id' | 'title'>;
}

/**
 * SPEC §4: active to archived, irreversible. Every profile query changes (the lists, the
 * sidebar's over-limit badge), so the whole key family is refetched.
 */
export const archiveProfile: ServerAction<ArchiveProfileRequest, SecurityProfile> = {
  run: ({ store }, { profile }) => securityProfilesApi.archive(store.api, profile.id),
  invalidates: () => [securityProfileKeys.all],
  notice: (_archived, { profile }) => ({
    type: 'positive',
    title: T.success.archived(quotedName(profile)),
    message: T.success.archivedMessage,
  }),
};

export interface RunProfileRequest {
  readonly profile: Pick<SecurityProfile, 'id' | 'title' | 'mode'>;
  /** Follows the notice's "View details" (see `usePortalNavigate`): a hook's, so passed in. */
  readonly navigate: (path: string) => void;
}

/** The run's activities: the children of the parent activity the server answered with (API.md). */
export const runActivitiesPath = (parent: Pick<Activity, 'id'>): string => activitiesPath({ query: `parent-id:${parent.id}` });

/**
 * Runs a profile now (SPEC §4, §8). The notice's message follows the mode: an audit-only run
 * neither fixes nor restarts (UPSTREAM-NOTES records that bug upstream). The profile's last run
 * and the activity lists change.
 */
export const runProfile: ServerAction<RunProfileRequest, Activity> = {
  run: ({ store }, { profile }) => securityProfilesApi.execute(store.api, profile.id),
  invalidates: () => [securityProfileKeys.all, activityKeys.lists],
  notice: (parent, { profile, navigate }) => ({
    type: 'positive',
    title: T.success.run(quotedName(profile)),
    message: T.success.runMessage(profile.mode),
    actions: [{ label: T.success.runAction, onClick: () => navigate(runActivitiesPath(parent)) }],
  }),
};
