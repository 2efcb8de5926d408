import { useAtomValue } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { displayName } from '../../lib/display-name.ts';
import { FilterChips, LIST_TEXTS, ListError, ListProgress, SearchWithHelp, Select, type Column } from '../../ui/list/index.ts';
import { lazyPiece } from '../../ui/lazy-piece.tsx';
import { Value } from '../../ui/placeholders.tsx';
import { appendTerm } from '../activities/query.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { ListResults, useFilterChips, useListQuery, usePendingChange, useRowSelection, type ListResult, type ListStateOf } from '../lists/index.ts';
import { accessGroupsQueryAtom, tagsQueryAtom } from '../org-data/queries.ts';
import { NameCell, StatusCell, TagsCell, UpgradesCell } from './cells.tsx';
import { ChoicesFilter } from './ChoicesFilter.tsx';
import { instanceListParams } from './instance-list.ts';
import * as styles from './Instances.css.ts';
import { availabilityZonesQueryAtom, instanceListQuery } from './queries.ts';
import { instanceListRequest } from './query.ts';
import { UBUNTU_RELEASES } from './releases.ts';
import { instanceRows, type InstanceRow } from './rows.ts';
import { STATUS_FILTERS, STATUS_FILTER_VALUES } from './status.ts';
import { instanceName, INSTANCE_TEXTS as T, SEARCH_HELP } from './texts.ts';

// The actions on a selection load once the list is idle after its first paint (issue 24: the list's
// first load does not grow); their slot keeps the toolbar's place meanwhile.
const InstancesToolbar = lazyPiece(() => import('./actions/BulkActionDialogs.tsx').then((module) => module.InstancesToolbar), { idle: true });

export interface InstancesViewProps {
  readonly list: ListStateOf<typeof instanceListParams.specs>;
  /** The name of the widget the view is in (its WidgetFrame label): its landmarks carry it (see `inWidget`). */
  readonly widgetName?: string | undefined;
}

const statusOptions = () => [
  { value: '', label: T.filters.all },
  ...STATUS_FILTER_VALUES.map((value) => ({ value, label: STATUS_FILTERS[value].label })),
];

const groupByOptions = () => [
  { value: '', label: T.groupBy.none },
  { value: 'parent', label: T.groupBy.parent },
];

const OS_OPTIONS = UBUNTU_RELEASES.map((release) => ({ value: release.codeName, label: release.label }));

const asOptions = (values: readonly string[] | undefined) => values?.map((value) => ({ value, label: value }));

/** The instances screen's body, shared by the portal route and the `landscape-instances` element. */
export function InstancesView({ list, widgetName }: InstancesViewProps) {
  const { params, setParams } = list;

  const { request, result, settled } = useListQuery(instanceListQuery, instanceListRequest(params));
  const pending = usePendingChange(instanceListParams, params, settled);
  const { chips, clearAll } = useFilterChips(instanceListParams, list);
  const accessGroups = useAtomValue(accessGroupsQueryAtom);
  const zones = useAtomValue(availabilityZonesQueryAtom);
  const tags = useAtomValue(tagsQueryAtom);

  const groupTitles = useMemo(() => new Map((accessGroups.data ?? []).map((group) => [group.name, group.title])), [accessGroups.data]);
  // A title that shows nothing gives way to the group's name, so the chip and the cell name it.
  const groupTitle = useCallback((name: string) => displayName(groupTitles.get(name), name), [groupTitles]);

  const grouped = params.groupBy === 'parent';
  const rows = useMemo(() => instanceRows(result.data?.results ?? [], grouped), [result.data, grouped]);
  const shown: ListResult<InstanceRow> = {
    data: result.data && { ...result.data, results: rows },
    error: result.error,
    isError: result.isError,
    isPending: result.isPending,
    isFetching: result.isFetching,
    refetch: result.refetch,
  };

  // Selection clears when the page, filters, organisation or data change (TanStack Table's model).
  const { selected, setSelected } = useRowSelection(request, result.data);
  const clearSelection = useCallback(() => setSelected({}), [setSelected]);
  const selectedInstances = useMemo(() => rows.filter((row) => selected[String(row.instance.id)]).map((row) => row.instance), [rows, selected]);

  const choiceErrors = [
    { label: T.filters.availabilityZone, query: zones },
    { label: T.filters.accessGroup, query: accessGroups },
    { label: T.filters.tag, query: tags },
  ].filter(({ query }) => query.isError);

  // Kept between renders: the table then renders only the rows that changed (a busy flag, a selection).
  const columns = useMemo<Column<InstanceRow>[]>(
    () => [
      { id: 'name', header: T.columns.name, minWidth: '14rem', cell: (row) => <NameCell row={row} /> },
      { id: 'status', header: T.columns.status, minWidth: '9rem', cell: (row) => <StatusCell instance={row.instance} /> },
      { id: 'os', header: T.columns.os, cell: (row) => <Value value={row.instance.distribution_info?.description} /> },
      { id: 'tags', header: T.columns.tags, cell: (row) => <TagsCell tags={row.instance.tags ?? []} /> },
      { id: 'access-group', header: T.columns.accessGroup, cell: (row) => <Value value={row.instance.access_group === undefined ? null : groupTitle(row.instance.access_group)} /> },
      { id: 'last-ping', header: T.columns.lastPing, wrap: 'never', cell: (row) => <DateTime value={row.instance.last_ping_time} /> },
      { id: 'upgrades', header: T.columns.upgrades, wrap: 'never', cell: (row) => <UpgradesCell instance={row.instance} /> },
    ],
    [groupTitle],
  );

  return (
    <div className={styles.screen}>
      <div className={styles.filters} role="group" aria-label={LIST_TEXTS.filters}>
        <SearchWithHelp
          label={T.searchLabel}
          landmarkLabel={T.inWidget(T.searchLabel, widgetName)}
          placeholder={T.searchPlaceholder}
          onSubmit={(term) => setParams({ query: appendTerm(params.query, term) })}
          helpLabel={T.searchHelp}
          help={SEARCH_HELP}
        />
        <Select label={T.filters.status} options={statusOptions()} value={params.status} onChange={(status) => setParams({ status })} />
        <ChoicesFilter label={T.filters.os} options={OS_OPTIONS} value={params.os} onApply={(os) => setParams({ os })} />
        <ChoicesFilter
          label={T.filters.availabilityZone}
          options={asOptions(zones.data)}
          value={params.availabilityZones}
          onApply={(availabilityZones) => setParams({ availabilityZones })}
        />
        <ChoicesFilter
          label={T.filters.accessGroup}
          options={accessGroups.data?.map((group) => ({ value: group.name, label: group.title }))}
          value={params.accessGroups}
          onApply={(chosen) => setParams({ accessGroups: chosen })}
        />
        <ChoicesFilter label={T.filters.tag} options={asOptions(tags.data)} value={params.tags} onApply={(chosen) => setParams({ tags: chosen })} />
        <Select label={T.filters.groupBy} options={groupByOptions()} value={params.groupBy} onChange={(groupBy) => setParams({ groupBy })} />
        <ListProgress active={pending === 'filters' && !result.isError} />
      </div>
      {choiceErrors.map(({ label, query }) => (
        <ListError
          key={label}
          title={T.choicesFailed(label)}
          message={errorMessage(query.error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ))}
      <FilterChips
        chips={chips.map((chip) => (chip.label === T.chips.accessGroups ? { ...chip, value: groupTitle(chip.value) } : chip))}
        onClearAll={clearAll}
      />
      <div className={styles.actionsSlot}>
        <InstancesToolbar selected={selectedInstances} onDone={clearSelection} selectedCount={selectedInstances.length > 0 ? T.selectedCount(selectedInstances.length) : undefined} />
      </div>
      <ListResults<InstanceRow>
        result={shown}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId: (row) => String(row.instance.id),
          selection: { selected, onChange: setSelected, rowLabel: (row) => T.selectRow(instanceName(row.instance)) },
          empty: T.empty,
          regionLabel: widgetName ? T.inWidget(T.tableRegion, widgetName) : undefined,
        }}
        pagination={{
          pageSizeLabel: T.pageSizeLabel,
          label: T.inWidget(LIST_TEXTS.pagination, widgetName),
          shownItems: result.data?.results.length,
        }}
      />
    </div>
  );
}
