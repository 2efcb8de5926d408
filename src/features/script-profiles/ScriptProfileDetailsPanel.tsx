import { useAtomValue } from 'jotai/react';
import { useMemo, useState, type JSX } from 'react';
import { accessGroupTitle } from '../../api/access-groups.ts';
import type { Activity } from '../../api/activities.ts';
import { errorMessage } from '../../api/errors.ts';
import type { ScriptProfile } from '../../api/script-profiles.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { defineListParams, page, pageOffset, pageSize } from '../../lib/list-params.ts';
import { Button } from '../../ui/button/Button.tsx';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { Fact, Facts, FactsSection } from '../../ui/facts/Facts.tsx';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { LIST_TEXTS, StatusLabel, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { Tabs } from '../../ui/tabs/Tabs.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime, useDateDisplay } from '../../ui/time/DateTime.tsx';
import { statusLabel } from '../activities/statuses.ts';
import { ListResults, useInternalListState, useListQuery, usePendingChange } from '../lists/index.ts';
import { accessGroupsQueryAtom } from '../org-data/queries.ts';
import { scriptDetailQuery } from '../scripts/detail-queries.ts';
import { scriptTitle } from '../scripts/texts.ts';
import { AssociatedCell, LastRunCell, runActivitiesPath, StatusCell, TagsCell } from './cells.tsx';
import { profileActions, type ProfileActionId } from './profile-actions-list.ts';
import { scriptProfileQuery, scriptProfileRunsQuery } from './queries.ts';
import * as styles from './ScriptProfiles.css.ts';
import { SCRIPT_PROFILE_TEXTS, scriptProfileTitle } from './texts.ts';
import { useCronWords } from './useCronWords.ts';

/*
 * The details side panel's body (§7.5), a file of its own: loaded once the list is idle after its
 * first paint, or when a profile is first opened.
 */

const T = SCRIPT_PROFILE_TEXTS.details;

export interface ScriptProfileDetailsProps {
  /** The row the user picked: it shows until the server's answer arrives. */
  readonly profile: ScriptProfile;
  /** An action of the toolbar, with the profile as now known. */
  readonly onAction: (id: ProfileActionId, profile: ScriptProfile) => void;
  /** The profile's script, on the Scripts tab. */
  readonly onOpenScript: (scriptId: number) => void;
}

type DetailsTab = 'info' | 'activity';

/**
 * §7.5: a profile's details, fresh from the server under the row it was opened with (so an archive
 * shows at once, upstream's stale panel, §8): Edit and Archive while active, the archived notice
 * after; Info and Activity history tabs.
 */
export function ScriptProfileDetails({ profile, onAction, onOpenScript }: ScriptProfileDetailsProps): JSX.Element {
  const { result } = useListQuery(scriptProfileQuery, profile.id);
  const current = result.data ?? profile;
  const dates = useDateDisplay();
  const [tab, setTab] = useState<DetailsTab>('info');
  const title = scriptProfileTitle(current);
  return (
    <div className={styles.body}>
      {result.isError ? (
        <InlineNotification type="negative" title={T.loadFailed}>
          {' '}
          {errorMessage(result.error)}
        </InlineNotification>
      ) : null}
      {current.archived ? (
        <InlineNotification type="caution" title={T.archived.title}>
          {' '}
          {T.archived.body(formatDateTime(current.last_edited_at ?? null, dates) ?? UI_TEXTS.empty)}
        </InlineNotification>
      ) : (
        <div className={listStyles.toolbar} role="toolbar" aria-label={SCRIPT_PROFILE_TEXTS.actions.menu(title)}>
          {profileActions(current)
            .filter((action) => action.id !== 'view')
            .map((action) => (
              <Button
                key={action.id}
                appearance={action.destructive ? 'negative' : undefined}
                aria-label={action.accessibleName}
                onClick={() => onAction(action.id, current)}
              >
                {action.label}
              </Button>
            ))}
        </div>
      )}
      <Tabs
        label={T.tabs.label}
        tabs={[
          { id: 'info', label: T.tabs.info },
          { id: 'activity', label: T.tabs.activity },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'info' ? <InfoTab profile={current} onOpenScript={onOpenScript} /> : <RunsTab profile={current} />}
      </Tabs>
    </div>
  );
}

/** The script's title (asked for: the profile names its id), opening its details on the Scripts tab. */
function ScriptFact({ scriptId, onOpen }: { readonly scriptId: number; readonly onOpen: (scriptId: number) => void }) {
  const { result } = useListQuery(scriptDetailQuery, scriptId);
  if (result.isError) return <>{UI_TEXTS.empty}</>;
  const title = result.data ? scriptTitle(result.data) : UI_TEXTS.loading;
  return (
    <Button appearance="link" aria-label={result.data ? T.scriptName(title) : undefined} onClick={() => onOpen(scriptId)}>
      <ServerText text={title} fallback={UI_TEXTS.empty} />
    </Button>
  );
}

/** §7.5 "Trigger": post enrollment, the date with its zone, or the schedule in words with "(UTC)". */
function TriggerText({ profile }: { readonly profile: ScriptProfile }) {
  const dates = useDateDisplay();
  const trigger = profile.trigger;
  const words = useCronWords(trigger.trigger_type === 'recurring' ? trigger.interval : undefined);
  switch (trigger.trigger_type) {
    case 'event':
      return <>{SCRIPT_PROFILE_TEXTS.triggers.event}</>;
    case 'one_time':
      return <>{T.onDate(formatDateTime(trigger.timestamp, dates) ?? trigger.timestamp)}</>;
    default: {
      const phrase = words ? `${words.charAt(0).toLowerCase()}${words.slice(1)} (UTC)` : `${trigger.interval} (UTC)`;
      return <>{T.recurring(phrase)}</>;
    }
  }
}

function InfoTab({ profile, onOpenScript }: { readonly profile: ScriptProfile; readonly onOpenScript: (scriptId: number) => void }) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  const trigger = profile.trigger;
  const nextRun = trigger.trigger_type === 'event' ? undefined : (trigger.next_run ?? null);
  return (
    <>
      <Facts>
        <Fact label={T.labels.name}>
          <ServerText text={profile.title} fallback={UI_TEXTS.empty} />
        </Fact>
        <Fact label={T.labels.status}>
          <StatusCell profile={profile} />
        </Fact>
        <Fact label={T.labels.script}>
          <ScriptFact scriptId={profile.script_id} onOpen={onOpenScript} />
        </Fact>
        <Fact label={T.labels.accessGroup}>
          <ServerText text={profile.access_group ? accessGroupTitle(groups.data, profile.access_group) : ''} fallback={UI_TEXTS.empty} />
        </Fact>
        <Fact label={T.labels.username}>
          <ServerText text={profile.username} fallback={UI_TEXTS.empty} />
        </Fact>
        <Fact label={T.labels.timeLimit}>{T.seconds(profile.time_limit)}</Fact>
      </Facts>
      <Facts>
        <Fact label={T.labels.trigger}>
          <TriggerText profile={profile} />
        </Fact>
        {nextRun === undefined ? null : (
          <Fact label={T.labels.nextRun}>
            <span className={styles.time}>
              <DateTime value={nextRun} />
            </span>
          </Fact>
        )}
        <Fact label={T.labels.lastRun}>
          <LastRunCell profile={profile} />
        </Fact>
      </Facts>
      <FactsSection>{T.association}</FactsSection>
      <Facts>
        <Fact label={T.labels.associated}>
          <AssociatedCell profile={profile} />
        </Fact>
        <Fact label={T.labels.tags}>
          <TagsCell profile={profile} />
        </Fact>
      </Facts>
    </>
  );
}

const runListParams = defineListParams({ currentPage: page(), pageSize: pageSize() });

/** §7.5 Activity history: the runs, paged on the server, newest first. */
function RunsTab({ profile }: { readonly profile: ScriptProfile }) {
  const list = useInternalListState(runListParams, {}, {});
  const request = useMemo(() => ({ id: profile.id, ...pageOffset(list.params) }), [profile.id, list.params]);
  const { result, settled } = useListQuery(scriptProfileRunsQuery, request);
  const pending = usePendingChange(runListParams, list.params, settled);
  const columns = useMemo<Column<Activity>[]>(
    () => [
      {
        id: 'run',
        header: T.runs.run,
        cell: (row) => (
          <AppLink path={runActivitiesPath(row.id)} className={styles.time}>
            <DateTime value={row.creation_time} />
          </AppLink>
        ),
      },
      {
        id: 'status',
        header: T.runs.status,
        wrap: 'never',
        cell: (row) => {
          const { label, tone } = statusLabel(row.activity_status);
          return <StatusLabel label={label} tone={tone} />;
        },
      },
    ],
    [],
  );
  if (settled && result.data?.count === 0 && list.params.currentPage === 1) {
    return <EmptyState title={T.runs.none} text={T.runs.noneBody} headingLevel={3} />;
  }
  return (
    <ListResults<Activity>
      result={result}
      settled={settled}
      pending={pending}
      list={list}
      table={{ caption: T.runs.caption, columns, rowId: (row) => String(row.id), empty: T.runs.none }}
      pagination={{ label: LIST_TEXTS.pagination }}
    />
  );
}
