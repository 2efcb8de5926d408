import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Script } from '../../api/scripts.ts';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { Button } from '../../ui/button/Button.tsx';
import { FilterChips, LIST_TEXTS, ListProgress, SearchBox, Select, StatusLabel, type Column, type StatusTone } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { inWidget } from '../../ui/widget/landmark.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { ListResults, useFilterChips, useListQuery, usePendingChange, type ListStateOf } from '../lists/index.ts';
import { scriptActions } from './actions.ts';
import { scriptListQuery } from './queries.ts';
import { scriptListParams, scriptListRequest, scriptStatusOptions } from './script-list.ts';
import * as styles from './Scripts.css.ts';
import { useScriptActions } from './useScriptActions.tsx';
import { SCRIPT_TEXTS as T, scriptTitle } from './texts.ts';

export interface ScriptListProps {
  readonly list: ListStateOf<typeof scriptListParams.specs>;
  readonly widgetName?: string | undefined;
  /** A profile's title in "Associated profiles" opens its details on the Profiles tab (with the feature). */
  readonly onOpenProfile?: ((profileId: number) => void) | undefined;
  /** Rendered with the list: it may open a script's details (a profile's Script, from the Profiles tab). */
  readonly opener?: ((view: (script: Script) => void) => ReactNode) | undefined;
}

// Loaded as the list mounts, beside its first request (ScriptListDialogs.tsx says why).
const loadDialogs = () => import('./ScriptListDialogs.tsx');
const ActionsMenu = lazyScreen(loadDialogs, (module) => module.ActionsMenu);
const EmptyState = lazyScreen(loadDialogs, (module) => module.EmptyState);
const AccessGroupName = lazyScreen(loadDialogs, (module) => module.AccessGroupName);

const TONES: Record<Script['status'], StatusTone> = { ACTIVE: 'positive', ARCHIVED: 'neutral', REDACTED: 'caution' };

/** How many profile titles a row shows before "+N". */
const PROFILES_SHOWN = 2;

function PersonTime({ time, person }: { readonly time: string; readonly person: Script['created_by'] }) {
  return (
    <span className={styles.personTime}>
      <span className={styles.time}>
        <DateTime value={time} />
      </span>
      <span className={styles.muted}>
        <ServerText text={person?.name ?? ''} fallback={UI_TEXTS.empty} />
      </span>
    </span>
  );
}

/** §1.2 "Associated profiles": the first titles, then "+N" that shows the rest in the row. */
function ProfilesCell({ script, onOpen }: { readonly script: Script; readonly onOpen?: ((profileId: number) => void) | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const profiles = script.script_profiles ?? [];
  if (profiles.length === 0) return <>{UI_TEXTS.empty}</>;
  const shown = expanded ? profiles : profiles.slice(0, PROFILES_SHOWN);
  const hidden = profiles.length - shown.length;
  return (
    <span className={styles.profiles}>
      {shown.map((profile, index) => (
        <span key={profile.id} className={styles.profile}>
          {onOpen ? (
            <Button appearance="link" aria-label={T.openProfileName(profile.title)} onClick={() => onOpen(profile.id)}>
              <ServerText text={profile.title} fallback={UI_TEXTS.empty} />
            </Button>
          ) : (
            <ServerText text={profile.title} fallback={UI_TEXTS.empty} />
          )}
          {index < shown.length - 1 ? ',' : null}
        </span>
      ))}
      {hidden > 0 ? (
        <Button appearance="link" aria-label={T.moreProfilesName(hidden)} onClick={() => setExpanded(true)}>
          {T.moreProfiles(hidden)}
        </Button>
      ) : null}
    </span>
  );
}

/**
 * The scripts list (§1.2): search (on the server), Status, "Add script", the table with each row's
 * actions, the server's pages; an organisation without any script sees the empty state alone.
 */
export function ScriptList({ list, widgetName, onOpenProfile, opener: openWith }: ScriptListProps) {
  const { params, setParams } = list;
  const { request, result, settled } = useListQuery(scriptListQuery, scriptListRequest(params));
  const pending = usePendingChange(scriptListParams, params, settled);
  const { chips, clearAll } = useFilterChips(scriptListParams, list);
  const profilesOn = isFeatureEnabled(useAtomValue(featuresAtom), 'script-profiles');
  const actions = useScriptActions();
  const perform = useStableCallback(actions.perform);
  const openProfile = useStableCallback((id: number) => onOpenProfile?.(id));
  const profilesLinked = onOpenProfile !== undefined;
  useEffect(() => ActionsMenu.preload(), []);

  const columns = useMemo<Column<Script>[]>(() => {
    const all: (Column<Script> | null)[] = [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '12rem',
        cell: (row) => (
          <button type="button" className={listStyles.rowLink} onClick={() => perform('view', row)}>
            <ServerText text={scriptTitle(row)} />
          </button>
        ),
      },
      { id: 'status', header: T.columns.status, wrap: 'never', cell: (row) => <StatusLabel label={T.status[row.status]} tone={TONES[row.status]} /> },
      {
        id: 'access-group',
        header: T.columns.accessGroup,
        minWidth: '8rem',
        cell: (row) => (
          <WhenLoaded component={AccessGroupName} fallback={<ServerText text={row.access_group} fallback={UI_TEXTS.empty} />}>
            <AccessGroupName name={row.access_group} />
          </WhenLoaded>
        ),
      },
      profilesOn ? { id: 'profiles', header: T.columns.profiles, minWidth: '10rem', cell: (row) => <ProfilesCell script={row} onOpen={profilesLinked ? openProfile : undefined} /> } : null,
      { id: 'created', header: T.columns.created, minWidth: '11rem', cell: (row) => <PersonTime time={row.created_at} person={row.created_by} /> },
      {
        id: 'last-modified',
        header: T.columns.lastModified,
        minWidth: '11rem',
        cell: (row) => <PersonTime time={row.last_edited_at} person={row.last_edited_by} />,
      },
      {
        id: 'actions',
        header: T.columns.actions,
        wrap: 'never',
        sticky: 'end',
        cell: (row) => (
          <WhenLoaded component={ActionsMenu} fallback={<span className={styles.menuPlaceholder} aria-hidden="true" />}>
          <ActionsMenu
            label={T.actions.menu(scriptTitle(row))}
            actions={scriptActions(row).map((action) => ({
              label: action.label,
              accessibleName: action.accessibleName,
              onSelect: () => perform(action.id, row),
              disabled: action.disabledReason !== undefined,
              ...(action.disabledReason ? { disabledReason: action.disabledReason } : {}),
              ...(action.destructive ? { destructive: true } : {}),
            }))}
          />
          </WhenLoaded>
        ),
      },
    ];
    return all.filter((column): column is Column<Script> => column !== null);
  }, [profilesOn, perform, profilesLinked, openProfile]);

  const opener = openWith?.((script) => perform('view', script)) ?? null;

  // Only the first page of the default list, with nothing narrowing it, can say there is no script at all.
  const noScriptsAtAll =
    settled && result.data?.count === 0 && params.currentPage === 1 && request.search === undefined && params.status === '';
  if (noScriptsAtAll) {
    return (
      <WhenLoaded component={EmptyState} fallback={<LoadingScreen />}>
        <EmptyState
          title={T.emptyState.title}
          text={T.emptyState.body}
          link={{ label: T.emptyState.link, href: T.emptyState.href }}
          action={{ label: T.addScript, onClick: actions.add }}
        />
        {actions.modal}
        {opener}
      </WhenLoaded>
    );
  }

  const body: ReactNode = (
    <ListResults<Script>
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
      pagination={{ label: inWidget(LIST_TEXTS.pagination, widgetName), pageSizeLabel: T.pageSizeLabel }}
    />
  );

  return (
    <>
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
          <Select label={T.filters.status} options={scriptStatusOptions()} value={params.status} onChange={(status) => setParams({ status })} />
          <ListProgress active={pending === 'filters' && !result.isError} />
        </div>
        <div className={styles.headerActions} role="toolbar" aria-label={T.headerActions} part="toolbar">
          <Button appearance="primary" onClick={actions.add}>
            {T.addScript}
          </Button>
        </div>
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      {body}
      {actions.modal}
      {opener}
    </>
  );
}

