import { useAtomValue } from 'jotai/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { errorMessage } from '../../api/errors.ts';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { FilterChips, LIST_TEXTS, ListError, ListProgress, SearchBox, Select, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { ReasonButton } from '../../ui/button/ReasonButton.tsx';
import { inWidget } from '../../ui/widget/landmark.ts';
import { ListResults, useFilterChips, useListQuery, usePendingChange, type ListStateOf } from '../lists/index.ts';
import { profileActions, type ProfileActionId } from './actions.ts';
import { ArchiveProfileModal } from './ArchiveProfileModal.tsx';
import { ReadyAudits, useDownloadAudit } from './audit/index.ts';
import { AssociatedCell, LastRunCell, ModeCell, PassRateCell, StatusCell } from './cells.tsx';
import { isOverLimit, isProfileLimitReached } from './display.ts';
import { useProfileForm } from './form/index.ts';
import { activeProfilesQueryAtom } from './over-limit.ts';
import { PassRateFilter } from './PassRateFilter.tsx';
import { useProfileDetails } from './ProfileDetails.tsx';
import { statusFilterOptions, profileListRequest, securityProfileListParams } from './profile-list.ts';
import { useAnyProfileProbe } from './any-profile.ts';
import { securityProfileListQuery } from './queries.ts';
import { useRunProfile } from './RunProfile.tsx';
import * as styles from './SecurityProfiles.css.ts';
import { profileName, quotedName, SECURITY_PROFILE_TEXTS as T } from './texts.ts';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { useStableCallback } from '../../ui/stable-callback.ts';

type ProfileList = ListStateOf<typeof securityProfileListParams.specs>;

export interface SecurityProfilesViewProps {
  readonly list: ProfileList;
  /** The name of the widget the view is in: its landmarks carry it (see `inWidget`). */
  readonly widgetName?: string | undefined;
}

/** UPSTREAM-NOTES: a dismissed limit notice stays dismissed in this browser. */
const LIMIT_NOTICE_IGNORED = '_landscape_isSecurityProfileLimitNotificationIgnored';

function useLimitNoticeDismissal(): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => {
    try {
      return window.localStorage.getItem(LIMIT_NOTICE_IGNORED) === 'true';
    } catch {
      return false;
    }
  });
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(LIMIT_NOTICE_IGNORED, 'true');
    } catch {
      // Storage refused (private mode, a sandboxed frame): dismissed for this visit only.
    }
  }, []);
  return [dismissed, dismiss];
}

/** SPEC §9: the organisation has as many active profiles as it may (unknown counts as not). */
function useLimitReached(): boolean {
  const active = useAtomValue(activeProfilesQueryAtom);
  return active.data ? isProfileLimitReached(active.data.count) : false;
}

type PerformAction = (id: ProfileActionId, profile: SecurityProfile, fromDetails: boolean) => void;

/**
 * Every row action, wherever it is offered (the row's menu, the details panel): the same handlers
 * behind the same availability rules (`profileActions`). The details panel's body is handed over
 * when it opens, so it reaches the handlers through a ref that always holds the current ones.
 */
function useProfileActions(openArchive: (profile: SecurityProfile) => void) {
  const form = useProfileForm();
  const audit = useDownloadAudit();
  const { run } = useRunProfile();
  const perform = useRef<PerformAction>(() => undefined);
  const detailsActions = useCallback(
    (profile: SecurityProfile) => <DetailsToolbar profile={profile} onAction={(id) => perform.current(id, profile, true)} />,
    [],
  );
  const openDetails = useProfileDetails(detailsActions);
  useLayoutEffect(() => {
    perform.current = (id, profile, fromDetails) => {
      const back = fromDetails ? { back: () => openDetails(profile) } : {};
      switch (id) {
        case 'viewDetails':
          return openDetails(profile);
        case 'downloadAudit':
          return audit.open(profile);
        case 'edit':
          return form.edit(profile, back);
        case 'run':
          return run(profile);
        case 'duplicate':
          return form.duplicate(profile, back);
        case 'archive':
          return openArchive(profile);
      }
    };
  });
  return { perform: (id: ProfileActionId, profile: SecurityProfile) => perform.current(id, profile, false), openDetails, add: form.add };
}

/** The security profiles screen's body, shared by the portal route and the `landscape-security-profiles` element. */
export function SecurityProfilesView({ list, widgetName }: SecurityProfilesViewProps) {
  const { params, setParams } = list;
  const { request, result, settled } = useListQuery(securityProfileListQuery, profileListRequest(params));
  const pending = usePendingChange(securityProfileListParams, params, settled);
  const { chips, clearAll } = useFilterChips(securityProfileListParams, list);
  const active = useAtomValue(activeProfilesQueryAtom);
  const limitReached = useLimitReached();
  const overLimit = (active.data?.results ?? []).filter(isOverLimit);
  const [limitNoticeDismissed, dismissLimitNotice] = useLimitNoticeDismissal();
  const [archiving, setArchiving] = useState<SecurityProfile | null>(null);
  const actions = useProfileActions(setArchiving);

  // Only a list with no filter narrowing it can say the organisation has no profile at all: the
  // default (Active) list asks once more for every status; an empty "All" list says it already.
  const unfiltered = request.search === undefined && request.pass_rate_from === undefined && request.pass_rate_to === undefined;
  const emptyList = settled && result.data?.count === 0 && params.currentPage === 1;
  const probe = emptyList && unfiltered && params.status === '';
  const noProfilesAtAll = emptyList && unfiltered && params.status === 'all';
  const anyProfile = useAnyProfileProbe(probe);

  const addButton = (
    <ReasonButton appearance="primary" reason={limitReached ? T.limitReachedReason : undefined} onClick={actions.add}>
      {T.addProfile}
    </ReasonButton>
  );
  const emptyState = <EmptyState title={T.emptyState.title} text={T.emptyState.body} action={{ label: T.addProfile, onClick: actions.add }} />;

  // Kept between renders, with handlers of a stable identity: the table renders again only the rows
  // that changed.
  const perform = useStableCallback(actions.perform);
  const openDetails = useStableCallback(actions.openDetails);
  const columns = useMemo<Column<SecurityProfile>[]>(
    () => [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '7rem',
        cell: (row) => (
          <button type="button" className={listStyles.rowLink} onClick={() => openDetails(row)}>
            <ServerText text={profileName(row)} />
          </button>
        ),
      },
      { id: 'status', header: T.columns.status, wrap: 'never', cell: (row) => <StatusCell profile={row} /> },
      { id: 'pass-rate', header: T.columns.passRate, minWidth: '7.5rem', cell: (row) => <PassRateCell profile={row} /> },
      { id: 'associated', header: T.columns.associated, minWidth: '7.5rem', cell: (row) => <AssociatedCell profile={row} /> },
      { id: 'mode', header: T.columns.mode, minWidth: '6rem', cell: (row) => <ModeCell profile={row} /> },
      { id: 'last-run', header: T.columns.lastRun, minWidth: '10rem', cell: (row) => <LastRunCell profile={row} /> },
      {
        id: 'actions',
        header: T.columns.actions,
        wrap: 'never',
        // In reach in a narrow element: the rest of the row scrolls under it.
        sticky: 'end',
        cell: (row) => (
          <ActionsMenu
            label={T.actions.menu(profileName(row))}
            actions={profileActions(row, limitReached).map((action) => ({
              label: action.label,
              accessibleName: action.accessibleName,
              onSelect: () => perform(action.id, row),
              disabled: action.disabledReason !== undefined,
              ...(action.disabledReason ? { disabledReason: action.disabledReason } : {}),
              ...(action.destructive ? { destructive: true } : {}),
            }))}
          />
        ),
      },
    ],
    [limitReached, perform, openDetails],
  );

  const table = (
    <ListResults<SecurityProfile>
      result={result}
      settled={settled}
      pending={pending}
      list={list}
      table={{
        caption: T.tableCaption,
        columns,
        rowId: (row) => String(row.id),
        empty: T.empty,
        regionLabel: widgetName ? inWidget(T.tableRegion, widgetName) : undefined,
      }}
      pagination={{ label: inWidget(LIST_TEXTS.pagination, widgetName) }}
    />
  );

  // While the probe is asked the list waits, so the empty message does not flash first.
  let body: ReactNode = table;
  if (probe && anyProfile.isError) {
    body = <ListError title={T.probeFailed} message={errorMessage(anyProfile.error)} retrying={anyProfile.isFetching} onRetry={() => void anyProfile.refetch()} />;
  } else if (probe && anyProfile.isPending) {
    body = <LoadingScreen />;
  }
  // An organisation without any profile: the empty state alone, its Add button the only thing to do.
  if (noProfilesAtAll || (probe && anyProfile.data?.count === 0)) return <div className={listStyles.screen}>{emptyState}</div>;

  return (
    <div className={listStyles.screen}>
      <div className={styles.header}>
        <div className={`${listStyles.filters} ${styles.headerFilters}`} role="group" aria-label={LIST_TEXTS.filters}>
          <div className={listStyles.search}>
            <SearchBox
              label={T.searchLabel}
              landmarkLabel={inWidget(T.searchLabel, widgetName)}
              placeholder={T.searchPlaceholder}
              onSubmit={(search) => setParams({ search })}
            />
          </div>
          <Select label={T.filters.status} options={statusFilterOptions()} value={params.status} onChange={(status) => setParams({ status })} />
          <PassRateFilter
            from={params.passRateFrom}
            to={params.passRateTo}
            onApply={(passRateFrom, passRateTo) => setParams({ passRateFrom, passRateTo })}
          />
          <ListProgress active={pending === 'filters' && !result.isError} />
        </div>
        <div className={styles.headerActions} role="toolbar" aria-label={T.headerActions} part="toolbar">
          {addButton}
        </div>
      </div>
      <div className={styles.notices}>
        {/* The default list is this very request: its own error says it already. */}
        {active.isError && !result.isError ? (
          <ListError title={T.limitsFailed} message={errorMessage(active.error)} retrying={active.isFetching} onRetry={() => void active.refetch()} />
        ) : null}
        <OverLimitNotice profiles={overLimit} onEdit={(profile) => actions.perform('edit', profile)} onView={clearAll} />
        {limitReached && !limitNoticeDismissed ? (
          <InlineNotification type="caution" title={T.notices.limitReached.title} onDismiss={dismissLimitNotice}>
            {' '}
            {T.notices.limitReached.body}
          </InlineNotification>
        ) : null}
        <ReadyAudits />
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      {body}
      {archiving ? <ArchiveProfileModal profile={archiving} open onClose={() => setArchiving(null)} /> : null}
    </div>
  );
}

/** SPEC §9: one over-limit profile can be edited from the notice; several are shown in the list. */
function OverLimitNotice({
  profiles,
  onEdit,
  onView,
}: {
  readonly profiles: readonly SecurityProfile[];
  readonly onEdit: (profile: SecurityProfile) => void;
  readonly onView: () => void;
}) {
  const [first] = profiles;
  if (!first) return null;
  const one = profiles.length === 1;
  const texts = one ? T.notices.overLimitOne : T.notices.overLimitSeveral;
  return (
    <InlineNotification type="negative" title={texts.title}>
      {' '}
      <ServerSentence text={one ? T.notices.overLimitOne.body(quotedName(first)) : T.notices.overLimitSeveral.body(profiles.length)} />
      <Button appearance="link" className={styles.noticeAction} onClick={() => (one ? onEdit(first) : onView())}>
        {texts.action}
      </Button>
    </InlineNotification>
  );
}

/** The details panel's toolbar: the row actions but View details, as buttons with their reasons as tooltips. */
function DetailsToolbar({ profile, onAction }: { readonly profile: SecurityProfile; readonly onAction: (id: ProfileActionId) => void }) {
  const limitReached = useLimitReached();
  return (
    <div className={listStyles.toolbar} role="toolbar" aria-label={T.actions.menu(profileName(profile))}>
      {profileActions(profile, limitReached)
        .filter((action) => action.id !== 'viewDetails')
        .map((action) => (
          <ReasonButton
            key={action.id}
            reason={action.disabledReason}
            appearance={action.destructive ? 'negative' : undefined}
            aria-label={action.accessibleName}
            onClick={() => onAction(action.id)}
          >
            {action.label}
          </ReasonButton>
        ))}
    </div>
  );
}
