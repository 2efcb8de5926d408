import { useAtomValue } from 'jotai/react';
import { useMemo, type ReactNode } from 'react';
import { accessGroupTitle } from '../../api/access-groups.ts';
import { errorMessage } from '../../api/errors.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { Value } from '../../ui/placeholders.tsx';
import { useDateDisplay } from '../../ui/time/DateTime.tsx';
import { instancesPath } from '../shell/paths.ts';
import { scheduleText, ServerTime, StatusCell } from './cells.tsx';
import { createProfileDetailAtom } from './detail-query.ts';
import { associatedInstances, benchmarkLabel, modeLabel, profileInstancesQuery, tailoringFileName } from './display.ts';
import { accessGroupsQueryAtom } from '../org-data/queries.ts';
import { restartScheduleText, type ProfileDetailsProps } from './ProfileDetails.tsx';
import * as styles from './ProfileDetails.css.ts';
import { PROFILE_DETAILS_TEXTS as T } from './texts.ts';

/*
 * The details side panel's body, a file of its own: loaded once the list is idle after its first
 * paint, or when a profile is first opened (ProfileDetails.tsx), out of the list's first load.
 */

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
