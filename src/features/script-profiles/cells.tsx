import type { JSX } from 'react';
import type { ScriptProfile } from '../../api/script-profiles.ts';
import { StatusLabel } from '../../ui/list/index.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { activitiesPath, instancesPath } from '../shell/paths.ts';
import * as styles from './ScriptProfiles.css.ts';
import { SCRIPT_PROFILE_TEXTS as T } from './texts.ts';

type Profile = Pick<ScriptProfile, 'id' | 'archived' | 'all_computers' | 'tags' | 'trigger' | 'computers' | 'activities'>;

/** The instance search listing a profile's associated instances (API.md `profile:script:{id}`). */
export const profileInstancesQuery = (id: number): string => `profile:script:${id}`;

/** A run's activities: the run itself (one instance) or the group and its children (several). */
export const runActivitiesPath = (activityId: number): string => activitiesPath({ query: `id:${activityId} OR parent-id:${activityId}` });

export function StatusCell({ profile }: { readonly profile: Pick<ScriptProfile, 'archived'> }): JSX.Element {
  return profile.archived ? <StatusLabel label={T.status.archived} tone="neutral" /> : <StatusLabel label={T.status.active} tone="positive" />;
}

/**
 * §7.2 "Associated instances": `---` when nothing is associated or the trigger is post-enrollment
 * (it runs on instances as they enrol), `0 instances` unlinked, else the count linking to them.
 */
export function AssociatedCell({ profile }: { readonly profile: Profile }): JSX.Element {
  if ((!profile.all_computers && profile.tags.length === 0) || profile.trigger.trigger_type === 'event') return <>{UI_TEXTS.empty}</>;
  const count = profile.computers?.num_associated_computers ?? 0;
  if (count === 0) return <>{T.instances(0)}</>;
  return <AppLink path={instancesPath({ query: profileInstancesQuery(profile.id) })}>{T.instances(count)}</AppLink>;
}

/** §7.2 "Tags": `All instances`, `---`, or the tags. */
export function TagsCell({ profile }: { readonly profile: Profile }): JSX.Element {
  if (profile.all_computers) return <>{T.allInstances}</>;
  if (profile.tags.length === 0) return <>{UI_TEXTS.empty}</>;
  return (
    <span className={styles.tags}>
      <ServerText text={profile.tags.join(', ')} fallback={UI_TEXTS.empty} />
    </span>
  );
}

/** §7.2 "Last run": its time with the zone, linking to the run's activities; `---` before any. */
export function LastRunCell({ profile }: { readonly profile: Profile }): JSX.Element {
  const last = profile.activities?.last_activity;
  if (!last) return <>{UI_TEXTS.empty}</>;
  return (
    <AppLink path={runActivitiesPath(last.id)} className={styles.time}>
      <DateTime value={last.creation_time} />
    </AppLink>
  );
}
