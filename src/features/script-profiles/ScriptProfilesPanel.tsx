import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { ScriptProfile } from '../../api/script-profiles.ts';
import { ReasonButton } from '../../ui/button/ReasonButton.tsx';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { afterFirstPaint } from '../../ui/lazy-piece.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { FilterChips, LIST_TEXTS, ListError, ListProgress, SearchBox, Select, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { inWidget } from '../../ui/widget/landmark.ts';
import { ListResults, OpenWhenFetched, useAddressBarListState, useFilterChips, useInternalListState, useListQuery, usePendingChange, type ListQuery, type ListStateOf } from '../lists/index.ts';
import { scriptsApi } from '../../api/scripts.ts';
import { scriptKeys } from '../scripts/queries.ts';
import { SCRIPT_FORM_TEXTS } from '../scripts/form/texts.ts';
import { AssociatedCell, LastRunCell, StatusCell, TagsCell } from './cells.tsx';
import { profileActions, type ProfileActionId } from './profile-actions-list.ts';
import { ACTIVE_COUNT_REQUEST, ANY_PROFILE_REQUEST, profileListRequest, profileStatusOptions, scriptProfileListParams } from './profile-list.ts';
import { scriptProfileLimitsQuery, scriptProfileListQuery, scriptProfileQuery } from './queries.ts';
import * as styles from './ScriptProfiles.css.ts';
import { SCRIPT_PROFILE_TEXTS as T, scriptProfileTitle } from './texts.ts';

const NOTHING = () => undefined;

/*
 * The Scripts screen's Profiles tab (profiles.md §7): a file of its own, loaded only when the tab is
 * shown (a piece loaded on first use, so what it shares with other screens stays where it was). The details and the form load when first opened (the details after the list's first
 * paint), the archive confirmation when first asked for, the scripts' Add script form from the
 * scripts' own file.
 */
const ProfileDetails = lazyScreen(() => import('./ScriptProfileDetailsPanel.tsx'), (module) => module.ScriptProfileDetails);
const ProfileForm = lazyScreen(() => import('./form/ScriptProfileForm.tsx'), (module) => module.ScriptProfileForm);
const ArchiveModal = lazyScreen(() => import('./ScriptProfileDialogs.tsx'), (module) => module.ArchiveScriptProfileModal);
const ScriptForm = lazyScreen(() => import('../scripts/form/ScriptForm.tsx'), (module) => module.ScriptForm);

/** How many active scripts the organisation has (§7.2 step 3: none, no profile can be added). */
const activeScriptCountQuery: ListQuery<null, number> = {
  key: () => [...scriptKeys.lists, 'active-count'] as const,
  fetch: async (store) => (await scriptsApi.list(store.api, { script_type: 'active', limit: 1, offset: 0 })).count,
};

export interface ScriptProfilesTabProps extends Omit<ScriptProfilesPanelProps, 'list'> {
  /** The portal's route: the list state is the address's (beside `tab=profiles`); else the element's. */
  readonly addressBar: boolean;
}

/** The tab's content: the list's state in the address on the portal, inside the element in a widget. */
export function ScriptProfilesTab({ addressBar, ...props }: ScriptProfilesTabProps) {
  return addressBar ? <InAddress {...props} /> : <Internal {...props} />;
}

function InAddress(props: Omit<ScriptProfilesPanelProps, 'list'>) {
  const list = useAddressBarListState(scriptProfileListParams, {});
  return <ScriptProfiles list={list} {...props} />;
}

function Internal(props: Omit<ScriptProfilesPanelProps, 'list'>) {
  const list = useInternalListState(scriptProfileListParams, {}, {});
  return <ScriptProfiles list={list} {...props} />;
}

export interface ScriptProfilesPanelProps {
  readonly list: ListStateOf<typeof scriptProfileListParams.specs>;
  readonly widgetName?: string | undefined;
  /** A profile whose details open as the tab shows (a title in the Scripts list's "Associated profiles"). */
  readonly openProfileId?: number | null | undefined;
  /** Once that profile's details opened (or could not be read). */
  readonly onOpened?: (() => void) | undefined;
  /** The details' Script: that script's details on the Scripts tab. */
  readonly onOpenScript: (scriptId: number) => void;
}

function loaded(component: Parameters<typeof WhenLoaded>[0]['component'], children: ReactNode) {
  return (
    <WhenLoaded component={component} fallback={<LoadingScreen />}>
      {children}
    </WhenLoaded>
  );
}

type Perform = (id: ProfileActionId, profile: ScriptProfile, from?: 'details') => void;

/**
 * Every profile action wherever it is offered (the row's menu, the details panel): the details and
 * the form in the side panel, the archive confirmation returned as `modal`. The details panel's
 * body is handed over when it opens, so it reaches the handlers through a ref.
 */
function useProfileActions(onOpenScript: (scriptId: number) => void) {
  const { open } = useSidePanel();
  const [archiving, setArchiving] = useState<ScriptProfile | null>(null);
  const perform = useRef<Perform>(() => undefined);

  useLayoutEffect(() => {
    void afterFirstPaint().then(() => ProfileDetails.preload());
  }, []);

  const details = useCallback(
    (profile: ScriptProfile) =>
      open({
        key: `script-profile-${profile.id}`,
        title: scriptProfileTitle(profile),
        body: loaded(
          ProfileDetails,
          <ProfileDetails profile={profile} onAction={(id, current) => perform.current(id, current, 'details')} onOpenScript={onOpenScript} />,
        ),
      }),
    [open, onOpenScript],
  );

  const add = useCallback(() => open({ title: T.form.panel.add, body: loaded(ProfileForm, <ProfileForm kind="add" />) }), [open]);
  const addScript = useCallback(() => open({ title: SCRIPT_FORM_TEXTS.panel.add, body: loaded(ScriptForm, <ScriptForm kind="add" />) }), [open]);

  useLayoutEffect(() => {
    perform.current = (id, profile, from) => {
      const back = from === 'details' ? { back: () => details(profile) } : {};
      switch (id) {
        case 'view':
          return details(profile);
        case 'edit':
          return open({
            title: T.form.panel.edit(scriptProfileTitle(profile)),
            body: loaded(ProfileForm, <ProfileForm kind="edit" profile={profile} {...back} />),
          });
        case 'archive':
          return setArchiving(profile);
      }
    };
  });

  const modal = archiving ? (
    <WhenLoaded component={ArchiveModal} fallback={null}>
      {/* An open details panel refetches and shows the profile archived. */}
      <ArchiveModal profile={archiving} onClose={() => setArchiving(null)} />
    </WhenLoaded>
  ) : null;

  return {
    perform: useCallback<Perform>((id, profile, from) => perform.current(id, profile, from), []),
    details,
    add,
    addScript,
    modal,
  };
}

/**
 * The script profiles list (§7.2): search (on the server), Status, "Add profile" (unavailable at the
 * limit, saying why), the table with each row's actions, the server's pages. An organisation with
 * no profile at all (whatever their status: archived ones reach the filter, §8) sees an empty state
 * alone: "Add script" without any active script, else "Add profile". A list that failed says so.
 */
export function ScriptProfiles({ list, widgetName, openProfileId, onOpened, onOpenScript }: ScriptProfilesPanelProps) {
  const { params, setParams } = list;
  const { request, result, settled } = useListQuery(scriptProfileListQuery, profileListRequest(params));
  const pending = usePendingChange(scriptProfileListParams, params, settled);
  const { chips, clearAll } = useFilterChips(scriptProfileListParams, list);
  const limits = useListQuery(scriptProfileLimitsQuery, null).result;
  const active = useListQuery(scriptProfileListQuery, ACTIVE_COUNT_REQUEST).result;
  const actions = useProfileActions(onOpenScript);
  const perform = useStableCallback(actions.perform);

  // Only the first page with nothing narrowing it can say there is no profile: the default (Active)
  // list asks once more for every status, so archived profiles keep the toolbar (upstream's bug).
  const emptyList = settled && result.data?.count === 0 && params.currentPage === 1 && request.search === undefined;
  const probeNeeded = emptyList && params.status === '';
  const probe = useListQuery(scriptProfileListQuery, probeNeeded ? ANY_PROFILE_REQUEST : ACTIVE_COUNT_REQUEST);
  const probeSettled = probeNeeded && probe.settled;
  const noProfilesAtAll = emptyList && (params.status === 'all' || (probeSettled && probe.result.data?.count === 0));
  const scripts = useListQuery(activeScriptCountQuery, null).result;

  const max = limits.data?.max_num_profiles;
  const activeCount = active.data?.count;
  const limitReached = max !== undefined && activeCount !== undefined && activeCount >= max;
  const addReason = limitReached ? T.limit.reason(max) : !limits.data || activeCount === undefined ? (limits.isError || active.isError ? T.limit.failed : T.limit.loading) : undefined;

  const columns = useMemo<Column<ScriptProfile>[]>(
    () => [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '12rem',
        cell: (row) => (
          <button type="button" className={listStyles.rowLink} onClick={() => perform('view', row)}>
            <ServerText text={scriptProfileTitle(row)} />
          </button>
        ),
      },
      { id: 'status', header: T.columns.status, wrap: 'never', cell: (row) => <StatusCell profile={row} /> },
      { id: 'associated', header: T.columns.associated, minWidth: '8rem', cell: (row) => <AssociatedCell profile={row} /> },
      { id: 'tags', header: T.columns.tags, minWidth: '8rem', cell: (row) => <TagsCell profile={row} /> },
      { id: 'trigger', header: T.columns.trigger, wrap: 'never', cell: (row) => T.triggers[row.trigger.trigger_type] },
      { id: 'last-run', header: T.columns.lastRun, minWidth: '11rem', cell: (row) => <LastRunCell profile={row} /> },
      {
        id: 'actions',
        header: T.columns.actions,
        wrap: 'never',
        sticky: 'end',
        cell: (row) => (
          <ActionsMenu
            label={T.actions.menu(scriptProfileTitle(row))}
            actions={profileActions(row).map((action) => ({
              label: action.label,
              accessibleName: action.accessibleName,
              onSelect: () => perform(action.id, row),
              ...(action.destructive ? { destructive: true } : {}),
            }))}
          />
        ),
      },
    ],
    [perform],
  );

  const opener =
    openProfileId !== null && openProfileId !== undefined ? (
      <OpenWhenFetched key={openProfileId} query={scriptProfileQuery} id={openProfileId} onOpen={actions.details} onDone={onOpened ?? NOTHING} />
    ) : null;

  if (noProfilesAtAll) {
    // §7.2 steps 3 to 5: whether a profile could be added at all decides the empty state.
    let empty: ReactNode;
    if (scripts.isError) {
      empty = <ListError title={T.scriptsFailed} message={errorMessage(scripts.error)} retrying={scripts.isFetching} onRetry={() => void scripts.refetch()} />;
    } else if (scripts.data === undefined) {
      empty = <LoadingScreen />;
    } else if (scripts.data === 0) {
      empty = <EmptyState title={T.noScripts.title} text={T.noScripts.body} action={{ label: T.noScripts.action, onClick: actions.addScript }} />;
    } else {
      empty = <EmptyState title={T.emptyState.title} text={T.emptyState.body} action={{ label: T.addProfile, onClick: actions.add }} />;
    }
    return (
      <>
        {empty}
        {opener}
      </>
    );
  }

  let body: ReactNode = (
    <ListResults<ScriptProfile>
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
  if (probeNeeded && probe.result.isError) {
    body = <ListError message={errorMessage(probe.result.error)} retrying={probe.result.isFetching} onRetry={() => void probe.result.refetch()} />;
  } else if (probeNeeded && !probeSettled) {
    body = <LoadingScreen />;
  }

  return (
    <div className={styles.body}>
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
          <Select label={T.filters.status} options={profileStatusOptions()} value={params.status} onChange={(status) => setParams({ status })} />
          <ListProgress active={pending === 'filters' && !result.isError} />
        </div>
        <div className={styles.headerActions} role="toolbar" aria-label={T.headerActions} part="toolbar">
          <ReasonButton appearance="primary" reason={addReason} onClick={actions.add}>
            {T.addProfile}
          </ReasonButton>
        </div>
      </div>
      {limits.isError || (active.isError && !result.isError) ? (
        <ListError
          title={T.limit.failed}
          message={errorMessage(limits.isError ? limits.error : active.error)}
          retrying={limits.isFetching || active.isFetching}
          onRetry={() => {
            if (limits.isError) void limits.refetch();
            if (active.isError) void active.refetch();
          }}
        />
      ) : null}
      {limitReached ? (
        <InlineNotification type="caution" title={T.limit.title}>
          {' '}
          {T.limit.body(max)}
        </InlineNotification>
      ) : null}
      <FilterChips chips={chips} onClearAll={clearAll} />
      {body}
      {actions.modal}
      {opener}
    </div>
  );
}
