import { useAtomValue } from 'jotai/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { errorMessage } from '../../api/errors.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { Value } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useDateDisplay } from '../../ui/time/DateTime.tsx';
import { instancesPath } from '../shell/paths.ts';
import { scheduleText, ServerTime, StatusCell } from './cells.tsx';
import { associatedInstances, benchmarkLabel, modeLabel, profileInstancesQuery, tailoringFileName } from './display.ts';
import * as styles from './ProfileDetails.css.ts';
import { createProfileDetailAtom } from './detail-query.ts';
import { PROFILE_DETAILS_TEXTS as T, profileName } from './texts.ts';
import { accessGroupTitle } from '../../api/access-groups.ts';
import { accessGroupsQueryAtom } from './form/queries.ts';

/** Renders the panel's actions for the profile as currently known (fresh data once it arrives). */
export type ProfileDetailsActions = (profile: SecurityProfile) => ReactNode;

export interface ProfileDetailsProps {
  /** The row the user picked: its id keys the query, and it shows until the server's answer arrives. */
  readonly profile: SecurityProfile;
  /** The actions toolbar, above the facts. */
  readonly actions?: ProfileDetailsActions;
}

/**
 * UPSTREAM-NOTES "Details panel": when the instances are restarted, only for 'audit-fix-restart'
 * (null otherwise): as soon as possible or after a delay, spread over a random window.
 */
export function restartScheduleText(profile: Pick<SecurityProfile, 'mode' | 'restart_deliver_delay' | 'restart_deliver_delay_window'>): string | null {
  if (profile.mode !== 'audit-fix-restart') return null;
  const delay = profile.restart_deliver_delay > 0 ? T.restart.delayed(profile.restart_deliver_delay) : T.restart.asSoonAsPossible;
  return profile.restart_deliver_delay_window > 0 ? `${delay}, ${T.restart.randomised(profile.restart_deliver_delay_window)}` : delay;
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The details side panel's body: the profile's facts, fresh from the server, under the given actions. */
export function ProfileDetails({ profile, actions }: ProfileDetailsProps) {
  // Keyed by id only: the placeholder matters for the first render of an id.
  const detailAtom = useMemo(() => createProfileDetailAtom(profile), [profile.id]);
  const { data, isError, error } = useAtomValue(detailAtom);
  const accessGroups = useAtomValue(accessGroupsQueryAtom);
  const current = data ?? profile;
  const associated = associatedInstances(current);
  const restart = restartScheduleText(current);
  const dates = useDateDisplay();

  return (
    <div className={styles.details}>
      {isError ? <InlineNotification type="negative">{errorMessage(error)}</InlineNotification> : null}
      {actions ? actions(current) : null}
      <dl className={styles.facts}>
        <Fact label={T.labels.name}>
          <Value value={current.title} />
        </Fact>
        <Fact label={T.labels.accessGroup}>
          <Value value={accessGroupTitle(accessGroups.data, current.access_group)} />
        </Fact>
        <Fact label={T.labels.status}>
          <StatusCell profile={current} />
        </Fact>
      </dl>
      <h3 className={styles.section}>{T.sections.security}</h3>
      <dl className={styles.facts}>
        <Fact label={T.labels.benchmark}>
          <Value value={benchmarkLabel(current.benchmark)} />
        </Fact>
        <Fact label={T.labels.tailoringFile}>{tailoringFileName(current.tailoring_file_uri)}</Fact>
        <Fact label={T.labels.mode}>
          <Value value={modeLabel(current.mode)} />
        </Fact>
      </dl>
      <h3 className={styles.section}>{T.sections.schedule}</h3>
      <dl className={styles.facts}>
        <Fact label={T.labels.schedule}>{scheduleText(current.schedule, dates)}</Fact>
        <Fact label={T.labels.lastRun}>
          <ServerTime value={current.last_run_results.timestamp} />
        </Fact>
        <Fact label={T.labels.nextRun}>
          <ServerTime value={current.next_run_time} />
        </Fact>
        {restart === null ? null : <Fact label={T.labels.restartSchedule}>{restart}</Fact>}
      </dl>
      <h3 className={styles.section}>{T.sections.association}</h3>
      <dl className={styles.facts}>
        <Fact label={T.labels.associatedInstances}>
          {associated.linked ? (
            <AppLink path={instancesPath({ query: profileInstancesQuery(current.id) })}>{associated.instances}</AppLink>
          ) : (
            associated.instances
          )}
        </Fact>
        <Fact label={T.labels.tags}>{associated.scope}</Fact>
      </dl>
    </div>
  );
}

/**
 * Opens a profile's details in this element's side panel, titled with the profile's title. Keyed
 * by the id: opening another profile replaces the body, the same one keeps it.
 */
export function useProfileDetails(actions?: ProfileDetailsActions): (profile: SecurityProfile) => void {
  const sidePanel = useSidePanel();
  return useCallback(
    (profile: SecurityProfile) =>
      sidePanel.open({
        key: `security-profile-${profile.id}`,
        title: profileName(profile),
        subtitle: T.subtitle(benchmarkLabel(profile.benchmark), modeLabel(profile.mode)),
        body: <ProfileDetails profile={profile} actions={actions} />,
      }),
    [sidePanel.open, actions],
  );
}
