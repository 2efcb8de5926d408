import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState, type JSX, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Administrator } from '../../api/administrators.ts';
import { authUserAtom } from '../../state/auth.ts';
import { Button } from '../../ui/button/Button.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { FilterChips, LIST_TEXTS, SearchBox, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { Page } from '../../ui/page/Page.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { inWidget } from '../../ui/widget/landmark.ts';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { ListResults, useAddressBarListState, useFilterChips, useInternalListState, useListQuery, type ListResult, type ListStateOf } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import {
  administratorListParams,
  administratorsTabParams,
  filterAdministrators,
  pageOf,
  personName,
  removalGuard,
  tabOf,
  type AdministratorsTab,
} from './administrators.ts';
import * as styles from './Administrators.css.ts';
import { administratorsQuery, invitationsQuery, roleNamesQuery } from './queries.ts';
import { ADMINISTRATOR_TEXTS as T } from './texts.ts';

// The tabs, the rows' menus and role editors, the removal's confirmation, the empty state and the
// focus kept in the list and the administrator's panel, loaded as the screen shows
// (AdministratorsDialogs.tsx says why); the Invites tab when first shown; the invite form when first opened.
const loadDialogs = () => import('./AdministratorsDialogs.tsx');
const Tabs = lazyScreen(loadDialogs, (module) => module.Tabs<AdministratorsTab>);
const ActionsMenu = lazyScreen(loadDialogs, (module) => module.ActionsMenu);
const RolesEditor = lazyScreen(loadDialogs, (module) => module.RolesEditor);
const RemoveAdministratorModal = lazyScreen(loadDialogs, (module) => module.RemoveAdministratorModal);
const AdministratorsEmptyState = lazyScreen(loadDialogs, (module) => module.AdministratorsEmptyState);
const FocusRescue = lazyScreen(loadDialogs, (module) => module.FocusRescue);
const InvitesTab = lazyScreen(() => import('./InvitesPanel.tsx'), (module) => module.InvitesTab);
const InviteForm = lazyScreen(() => import('./InviteAdministratorForm.tsx'), (module) => module.InviteAdministratorForm);
const AdministratorPanel = lazyScreen(loadDialogs, (module) => module.AdministratorPanel);

export interface AdministratorPanels {
  /** `Invite administrator`: the invite form. */
  readonly invite: () => void;
  /** The administrator's panel, titled with their name. */
  readonly open: (administrator: Administrator) => void;
}

/** No role names yet. */
const NO_ROLES: readonly string[] = [];

/** Opens the invite form and an administrator's panel in this element's side panel (small). */
export function useAdministratorPanels(): AdministratorPanels {
  const { open } = useSidePanel();
  return useMemo(
    () => ({
      invite: () =>
        open({
          title: T.invite,
          size: 'small',
          body: (
            <WhenLoaded component={InviteForm} fallback={<LoadingScreen />}>
              <InviteForm />
            </WhenLoaded>
          ),
        }),
      open: (administrator) =>
        open({
          key: `administrator-${administrator.id}`,
          title: personName(administrator),
          size: 'small',
          body: (
            <WhenLoaded component={AdministratorPanel} fallback={<LoadingScreen />}>
              <AdministratorPanel id={administrator.id} />
            </WhenLoaded>
          ),
        }),
    }),
    [open],
  );
}

export interface AdministratorsViewProps {
  readonly list: ListStateOf<typeof administratorListParams.specs>;
  readonly tab: AdministratorsTab;
  /** Another tab chosen: the caller shows it (the administrators list at its start). */
  readonly onTabChange: (tab: AdministratorsTab) => void;
  readonly panels: AdministratorPanels;
  /** The widget the view is in: its landmarks carry the name, and the view shows its own "Invite administrator". */
  readonly widgetName?: string | undefined;
}

/**
 * Settings › Administrators' body (screens admin-account.md §1), shared by the portal route and the
 * `landscape-administrators` element: the `Administrators` | `Invites` tabs (choosing one closes the
 * side panel); the administrators list or the pending invitations.
 */
export function AdministratorsView({ list, tab, onTabChange, panels, widgetName }: AdministratorsViewProps): JSX.Element {
  const { close } = useSidePanel();
  const select = useCallback(
    (next: AdministratorsTab) => {
      close();
      if (next !== tab) onTabChange(next);
    },
    [close, onTabChange, tab],
  );
  const content =
    tab === 'administrators' ? (
      <AdministratorsList list={list} panels={panels} widgetName={widgetName} />
    ) : (
      <WhenLoaded component={InvitesTab} fallback={<LoadingScreen />}>
        <InvitesTab widgetName={widgetName} />
      </WhenLoaded>
    );
  return (
    <div className={styles.screen}>
      {widgetName ? (
        <div className={styles.toolbar} role="toolbar" aria-label={T.toolbar} part="toolbar">
          <Button appearance="primary" onClick={panels.invite}>
            {T.invite}
          </Button>
        </div>
      ) : null}
      {/* The lists are asked for while the tabs' code comes: the table then shows with them, at once. */}
      <WhenLoaded
        component={Tabs}
        fallback={
          <>
            <StartLists tab={tab} />
            <LoadingScreen />
          </>
        }
      >
        <Tabs
          label={T.tabs.label}
          tabs={[
            { id: 'administrators', label: T.tabs.administrators },
            { id: 'invites', label: T.tabs.invites },
          ]}
          selected={tab}
          onSelect={select}
        >
          <div className={styles.tabBody}>{content}</div>
        </Tabs>
      </WhenLoaded>
    </div>
  );
}

/** Starts the tab's requests (their answers kept in the cache the tab then reads). */
function StartLists({ tab }: { readonly tab: AdministratorsTab }): JSX.Element {
  return tab === 'administrators' ? <AdministratorsRequests /> : <InvitationsRequest />;
}

function AdministratorsRequests(): null {
  useListQuery(administratorsQuery, null);
  useListQuery(roleNamesQuery, null);
  return null;
}

function InvitationsRequest(): null {
  useListQuery(invitationsQuery, null);
  return null;
}

interface AdministratorsListProps {
  readonly list: ListStateOf<typeof administratorListParams.specs>;
  readonly panels: AdministratorPanels;
  readonly widgetName: string | undefined;
}

/**
 * §1.2 the Administrators tab: the search (email, name and role names, in the page) with its chip,
 * the table (name opening the panel, email, the inline role editor, Remove unless a guard rail says
 * why not) and the pages; every administrator and the roles come in one request each, and either
 * failing fails the list (with Try again); nobody at all: the empty state.
 */
function AdministratorsList({ list, panels, widgetName }: AdministratorsListProps): JSX.Element {
  const { params, setParams } = list;
  const administrators = useListQuery(administratorsQuery, null);
  const roles = useListQuery(roleNamesQuery, null);
  const { chips, clearAll } = useFilterChips(administratorListParams, list);
  const self = useAtomValue(authUserAtom)?.email;
  const [removing, setRemoving] = useState<Administrator | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // Their code comes beside the answer, not after it.
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);

  const all = administrators.result.data;
  const roleNames = roles.result.data ?? NO_ROLES;
  const matching = useMemo(() => (all ? filterAdministrators(all, params.search) : undefined), [all, params.search]);
  const failed = administrators.result.isError ? administrators.result : roles.result.isError ? roles.result : null;
  const shown: ListResult<Administrator> = {
    data:
      matching && roles.result.data
        ? { count: matching.length, next: null, previous: null, results: pageOf(matching, params.currentPage, params.pageSize) }
        : undefined,
    error: failed?.error,
    isError: failed !== null,
    isPending: !failed && (administrators.result.isPending || roles.result.isPending),
    isFetching: administrators.result.isFetching || roles.result.isFetching,
    refetch: () => {
      if (administrators.result.isError) void administrators.result.refetch();
      if (roles.result.isError) void roles.result.refetch();
    },
  };
  const settled = administrators.settled && roles.settled;

  // A page past the last (its last administrator removed, a narrower search): the last page, in the state too.
  const lastPage = Math.max(1, Math.ceil((matching?.length ?? 0) / params.pageSize));
  const pastTheEnd = matching !== undefined && params.currentPage > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams({ currentPage: lastPage });
  }, [pastTheEnd, lastPage, setParams]);

  const columns = useMemo<Column<Administrator>[]>(
    () => [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '10rem',
        cell: (administrator) => (
          <button type="button" className={listStyles.rowLink} onClick={() => panels.open(administrator)}>
            <ServerText text={administrator.name} fallback={administrator.email} />
          </button>
        ),
      },
      {
        id: 'email',
        header: T.columns.email,
        minWidth: '12rem',
        cell: (administrator) => (
          <span className={styles.email}>
            <ServerText text={administrator.email} />
          </span>
        ),
      },
      {
        id: 'roles',
        header: T.columns.roles,
        minWidth: '16rem',
        cell: (administrator) => (
          <WhenLoaded component={RolesEditor} fallback={<span className={styles.rolesText}>{administrator.roles.join(', ')}</span>}>
            <RolesEditor administrator={administrator} roles={roleNames} />
          </WhenLoaded>
        ),
      },
      {
        id: 'actions',
        header: T.columns.actions,
        wrap: 'never',
        // In reach in a narrow element: the rest of the row scrolls under it.
        sticky: 'end',
        cell: (administrator) => {
          const reason = removalGuard(administrator, all ?? [], self);
          const name = personName(administrator);
          return (
            <WhenLoaded component={ActionsMenu} fallback={<span className={styles.menuPlaceholder} aria-hidden="true" />}>
              <ActionsMenu
                label={T.actions.menu(name)}
                actions={[
                  {
                    label: T.actions.remove,
                    accessibleName: T.actions.removeName(name),
                    destructive: true,
                    onSelect: () => setRemoving(administrator),
                    ...(reason ? { disabled: true, disabledReason: reason } : {}),
                  },
                ]}
              />
            </WhenLoaded>
          );
        },
      },
    ],
    [panels, roleNames, all, self],
  );

  let body: ReactNode;
  if (settled && all?.length === 0 && params.search.trim() === '') {
    body = (
      <WhenLoaded component={AdministratorsEmptyState} fallback={<LoadingScreen />}>
        <AdministratorsEmptyState onInvite={panels.invite} />
      </WhenLoaded>
    );
  } else {
    const search = params.search.trim();
    body = (
      <>
        <div className={styles.header}>
          <div className={`${listStyles.filters} ${styles.headerFilters}`} role="group" aria-label={LIST_TEXTS.filters}>
            <div className={listStyles.search}>
              <SearchBox
                label={T.searchLabel}
                landmarkLabel={inWidget(T.searchLabel, widgetName)}
                placeholder={T.searchPlaceholder}
                onSubmit={(next) => setParams({ search: next })}
              />
            </div>
          </div>
        </div>
        <FilterChips chips={chips} onClearAll={clearAll} />
        <ListResults<Administrator>
          result={shown}
          settled={settled}
          pending={null}
          list={list}
          table={{
            caption: T.tableCaption,
            columns,
            rowId: (administrator) => String(administrator.id),
            empty: search ? T.noMatch(search) : T.none,
            regionLabel: widgetName ? inWidget(T.tableRegion, widgetName) : undefined,
          }}
          pagination={{ label: inWidget(LIST_TEXTS.pagination, widgetName), pageSizeLabel: T.pageSizeLabel }}
        />
      </>
    );
  }

  return (
    <div ref={container} className={listStyles.screen}>
      {body}
      {/* A removed row takes its menu button with it: focus stays in the list rather than on the page. */}
      <WhenLoaded component={FocusRescue} fallback={null}>
        <FocusRescue container={container} />
      </WhenLoaded>
      {removing ? (
        <WhenLoaded component={RemoveAdministratorModal} fallback={null}>
          <RemoveAdministratorModal administrator={removing} onClose={() => setRemoving(null)} />
        </WhenLoaded>
      ) : null}
    </div>
  );
}

/**
 * The portal's /settings/administrators route: the list state in the address (`search`,
 * `currentPage`, `pageSize`), the tab too (`?tab=invites`); choosing a tab leaves the tab alone in
 * the address.
 */
export default function AdministratorsRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(administratorListParams, {});
  const tabs = useAddressBarListState(administratorsTabParams, {});
  const [, navigate] = useLocation();
  const panels = useAdministratorPanels();
  const selectTab = useCallback(
    (tab: AdministratorsTab) => {
      const { location } = window;
      navigate(`~${location.pathname}${tab === 'invites' ? '?tab=invites' : ''}${location.hash}`);
    },
    [navigate],
  );
  const invite = (
    <Button appearance="primary" onClick={panels.invite}>
      {T.invite}
    </Button>
  );
  return (
    <Page title={route.title} parents={route.parents} actions={invite}>
      <AdministratorsView list={list} tab={tabOf(tabs.params.tab)} onTabChange={selectTab} panels={panels} />
    </Page>
  );
}

export interface EmbeddedAdministratorsProps {
  /** The tab shown first: 'administrators' (default) or 'invites'. */
  readonly tab?: string | undefined;
}

/** `landscape-administrators`: the same screen with its state kept inside the element, and its own Invite administrator. */
export function EmbeddedAdministrators(props: EmbeddedAdministratorsProps) {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInAdministrators {...props} />
    </WidgetFrame>
  );
}

/** The administrators list back at its start, as the portal's address is when a tab is chosen. */
const LIST_DEFAULTS = { search: '', currentPage: 1, pageSize: 20 } as const;

function SignedInAdministrators({ tab: tabAttribute }: EmbeddedAdministratorsProps) {
  const list = useInternalListState(administratorListParams, {}, {});
  const panels = useAdministratorPanels();
  const [tab, setTab] = useState<AdministratorsTab>(() => tabOf(tabAttribute));
  // The attribute changing later selects its tab, as a click would (the list starts again).
  const [attribute, setAttribute] = useState(tabAttribute);
  if (attribute !== tabAttribute) {
    setAttribute(tabAttribute);
    setTab(tabOf(tabAttribute));
  }
  const selectTab = useCallback(
    (next: AdministratorsTab) => {
      setTab(next);
      list.setParams(LIST_DEFAULTS);
    },
    [list],
  );
  return <AdministratorsView list={list} tab={tab} onTabChange={selectTab} panels={panels} widgetName={T.widgetLabel} />;
}
