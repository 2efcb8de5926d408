import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type JSX, type ReactNode } from 'react';
import { ROOT_ACCESS_GROUP } from '../../api/access-group-admin.ts';
import type { AccessGroup } from '../../api/access-groups.ts';
import { errorMessage } from '../../api/errors.ts';
import { isolate } from '../../lib/display-name.ts';
import { useFocusRescue } from '../../ui/action/useFocusRescue.ts';
import { Button } from '../../ui/button/Button.tsx';
import { firstTabbable } from '../../ui/focus.ts';
import { afterFirstPaint } from '../../ui/lazy-piece.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { FilterChips, LIST_TEXTS, ListError, SearchBox, Select } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { Page } from '../../ui/page/Page.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { sidePanelAtom } from '../../state/side-panel.ts';
import { useStore } from '../../state/react.tsx';
import { inWidget } from '../../ui/widget/landmark.ts';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useFilterChips, useInternalListState, useListQuery, type ListStateOf } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { accessGroupListParams, accessGroupRows, nextSort, type SortColumn } from './access-group-list.ts';
import { groupTitle } from './actions.ts';
import * as styles from './AccessGroups.css.ts';
import { AccessGroupTable, loadDialogs } from './AccessGroupTable.tsx';
import { useCountStates } from './counts.ts';
import { accessGroupListQuery } from './queries.ts';
import { ACCESS_GROUP_TEXTS as T } from './texts.ts';

const EmptyState = lazyScreen(loadDialogs, (module) => module.EmptyState);
const DeleteModal = lazyScreen(loadDialogs, (module) => module.DeleteAccessGroupModal);
// The side panel's pieces, loaded when first opened (the details once the list has painted).
const AccessGroupForm = lazyScreen(() => import('./AccessGroupForm.tsx'), (module) => module.AccessGroupForm);
const AccessGroupPanel = lazyScreen(() => import('./AccessGroupPanel.tsx'), (module) => module.AccessGroupPanel);

const groupByOptions = () => [
  { value: '', label: T.groupBy.none },
  { value: 'parent', label: T.groupBy.parent },
];

const detailsKey = (name: string) => `access-group-${name}`;

function loaded(component: object, children: ReactNode) {
  return (
    <WhenLoaded component={component} fallback={<LoadingScreen />}>
      {children}
    </WhenLoaded>
  );
}

/** The side panels and the delete confirmation, from the header, a row, the details or the empty state. */
export function useAccessGroupPanels() {
  const { open, close } = useSidePanel();
  const store = useStore();
  const [deleting, setDeleting] = useState<AccessGroup | null>(null);
  const details = useRef<(group: AccessGroup) => void>(() => undefined);
  useLayoutEffect(() => {
    details.current = (group) =>
      open({
        key: detailsKey(group.name),
        title: isolate(groupTitle(group)),
        size: 'small',
        body: loaded(AccessGroupPanel, <AccessGroupPanel name={group.name} onOpen={(other) => details.current(other)} onDelete={setDeleting} />),
      });
  });
  useLayoutEffect(() => {
    void afterFirstPaint().then(() => AccessGroupPanel.preload());
  }, []);
  return {
    add: useCallback(() => open({ title: T.add, size: 'small', body: loaded(AccessGroupForm, <AccessGroupForm />) }), [open]),
    details: useCallback((group: AccessGroup) => details.current(group), []),
    remove: useCallback((group: AccessGroup) => setDeleting(group), []),
    deleting,
    stopDeleting: useCallback(() => setDeleting(null), []),
    /** A deleted group's details close (a group gone has nothing to show). */
    deleted: useCallback(
      (group: AccessGroup) => {
        if (store.jotai.get(sidePanelAtom)?.key === detailsKey(group.name)) close();
      },
      [store, close],
    ),
  };
}

export type AccessGroupPanels = ReturnType<typeof useAccessGroupPanels>;

export interface AccessGroupsViewProps {
  readonly list: ListStateOf<typeof accessGroupListParams.specs>;
  readonly panels: AccessGroupPanels;
  /** The element's name, which its landmarks carry; it shows its own Add button. Absent on the portal. */
  readonly widgetName?: string | undefined;
}

/**
 * Settings › Access groups (screens admin-account.md §3): the search (name or title, in the page) and
 * Group by (None: every match in the server's order; Parent: the tree, the matches and the groups above
 * them, keyboard usable as a treegrid), the five columns sortable on their headers (the instance counts
 * too, which upstream's does not), each group's instance count linked to its instances, Delete with a
 * typed confirmation, the details on a title. A failed list says so with Try again; an organisation
 * with `global` alone sees the empty state.
 */
export function AccessGroupsView({ list, panels, widgetName }: AccessGroupsViewProps): JSX.Element {
  const { params, setParams } = list;
  const { result } = useListQuery(accessGroupListQuery, null);
  const { chips, clearAll } = useFilterChips(accessGroupListParams, list);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const container = useRef<HTMLDivElement>(null);
  // A deleted row takes its focused control with it: focus stays in the list.
  useFocusRescue(container, () => (container.current ? firstTabbable(container.current) : null));
  // The menu, the empty state and the confirmation come beside the answer, not after it.
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);

  const groups = result.data;
  const tree = params.groupBy === 'parent';
  const sortBy = params.sortBy as SortColumn | '';
  const byCount = sortBy === 'instances';
  // The rows as they are without the counts' order: what sorting by the counts must count first.
  const base = useMemo(
    () => (groups ? accessGroupRows(groups, { search: params.search, tree, sortBy: byCount ? '' : sortBy, sort: params.sort, collapsed }) : []),
    [groups, params.search, tree, sortBy, byCount, params.sort, collapsed],
  );
  const names = useMemo(() => base.map((row) => row.group.name), [base]);
  const counts = useCountStates(names);
  const allCounted = byCount && names.every((name) => counts.states.get(name)?.count !== undefined || counts.states.get(name)?.failed);
  const rows = useMemo(
    () =>
      groups && allCounted
        ? accessGroupRows(groups, { search: params.search, tree, sortBy, sort: params.sort, collapsed, countOf: (name) => counts.states.get(name)?.count })
        : base,
    [groups, allCounted, base, params.search, tree, sortBy, params.sort, collapsed, counts.states],
  );

  const onSort = useCallback((column: SortColumn) => setParams(nextSort(params, column)), [params, setParams]);
  const onToggle = useCallback(
    (name: string, open: boolean) =>
      setCollapsed((now) => {
        const next = new Set(now);
        if (open) next.delete(name);
        else next.add(name);
        return next;
      }),
    [],
  );

  let body: ReactNode;
  if (result.isError && !groups) {
    body = <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  } else if (!groups) {
    body = <LoadingScreen />;
  } else if (groups.every((group) => group.name === ROOT_ACCESS_GROUP) && params.search.trim() === '') {
    body = (
      <WhenLoaded component={EmptyState} fallback={<LoadingScreen />}>
        <EmptyState title={T.emptyState.title} text={T.emptyState.body} link={T.emptyState.link} action={{ label: T.add, onClick: panels.add }} />
      </WhenLoaded>
    );
  } else {
    body = (
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
            <Select label={T.groupBy.label} options={groupByOptions()} value={params.groupBy} onChange={(groupBy) => setParams({ groupBy })} />
          </div>
          {widgetName ? (
            <div className={listStyles.toolbar} role="toolbar" aria-label={T.toolbar} part="toolbar">
              <Button appearance="primary" onClick={panels.add}>
                {T.add}
              </Button>
            </div>
          ) : null}
        </div>
        <FilterChips chips={chips} onClearAll={clearAll} />
        {result.isError ? <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} /> : null}
        {counts.failures > 0 ? (
          <ListError title={T.countsFailed} message={errorMessage(counts.firstError)} retrying={counts.retrying} onRetry={counts.retry} />
        ) : null}
        {byCount && !allCounted ? (
          <p className={styles.status} role="status">
            {T.countingToSort}
          </p>
        ) : null}
        <AccessGroupTable
          rows={rows}
          groups={groups}
          tree={tree}
          sortBy={sortBy}
          sort={params.sort}
          onSort={onSort}
          onToggle={onToggle}
          onOpen={panels.details}
          onDelete={panels.remove}
          countAll={byCount}
          regionLabel={widgetName ? inWidget(T.tableRegion, widgetName) : undefined}
          empty={T.noMatch}
        />
      </>
    );
  }

  return (
    <div ref={container} className={listStyles.screen}>
      {body}
      {panels.deleting && groups ? (
        <WhenLoaded component={DeleteModal} fallback={null}>
          <DeleteModal group={panels.deleting} groups={groups} onClose={panels.stopDeleting} onDeleted={panels.deleted} />
        </WhenLoaded>
      ) : null}
    </div>
  );
}

/** The portal's /settings/access-groups route: the list state (search, Group by, sort) in the address bar. */
export default function AccessGroupsRoute({ route }: ScreenProps): JSX.Element {
  const list = useAddressBarListState(accessGroupListParams, {});
  const panels = useAccessGroupPanels();
  const add = (
    <Button appearance="primary" onClick={panels.add}>
      {T.add}
    </Button>
  );
  return (
    <Page title={route.title} parents={route.parents} actions={add}>
      <AccessGroupsView list={list} panels={panels} />
    </Page>
  );
}

/** `landscape-access-groups`: the same screen in its widget frame, its state inside it, its own Add button. */
export function EmbeddedAccessGroups(): JSX.Element {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <InternalAccessGroups />
    </WidgetFrame>
  );
}

function InternalAccessGroups() {
  const list = useInternalListState(accessGroupListParams, {}, {});
  const panels = useAccessGroupPanels();
  return <AccessGroupsView list={list} panels={panels} widgetName={T.widgetLabel} />;
}
