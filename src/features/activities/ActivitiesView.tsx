import { useEffect, useMemo } from 'react';
import { creatorName, type Activity } from '../../api/activities.ts';
import { errorMessage } from '../../api/errors.ts';
import { ListResults, useFilterChips, useListQuery, usePendingChange, useRowSelection, type ListStateOf } from '../lists/index.ts';
import {
  DateRangeFilter,
  FilterChips,
  LIST_TEXTS,
  ListError,
  ListProgress,
  SearchWithHelp,
  Select,
  StatusLabel,
  type Column,
} from '../../ui/list/index.ts';
import { Value } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import * as styles from './Activities.css.ts';
import { ActivityActionButton } from './ActivityActionButton.tsx';
import { useActivityPanel } from './useActivityPanel.tsx';
import { BULK_ACTIONS, unavailableReason } from './bulk-actions.ts';
import { activityName } from './format.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { activityListRequest, appendTerm } from './query.ts';
import { instanceIdsOf, useInstanceNames } from '../instances/instance-names.ts';
import { InstanceLink } from './InstanceLink.tsx';
import { activityListParams } from './activity-list.ts';
import { activityListQuery } from './queries.ts';
import { FILTERABLE_STATUSES, statusLabel } from './statuses.ts';
import { ACTIVITY_TEXTS as T, SEARCH_HELP } from './texts.ts';
import { useActivityAction } from './useActivityAction.ts';
import { useActivityTypes } from './useActivityTypes.ts';

export interface ActivitiesViewProps {
  readonly list: ListStateOf<typeof activityListParams.specs>;
  /** Only this instance's activities; hides the Instance column. */
  readonly instanceId?: number | undefined;
  /** An activity handed over by navigation: its details open once. */
  readonly initialActivity?: Activity | undefined;
  /**
   * The name of the widget the view is in (its WidgetFrame label): the view's landmarks (search,
   * pagination, a too-wide table's region) carry it, so two widgets on one page have distinct
   * landmark names, none the same as a widget's own.
   */
  readonly widgetName?: string | undefined;
}

const statusOptions = () => [
  { value: '', label: T.all },
  ...FILTERABLE_STATUSES.map((status) => ({ value: status, label: statusLabel(status).label })),
];

/** The activities screen's body, shared by the portal route and the `landscape-activities` element. */
export function ActivitiesView({ list, instanceId, initialActivity, widgetName }: ActivitiesViewProps) {
  const { params, setParams } = list;

  const { request, result, settled } = useListQuery(activityListQuery, activityListRequest(params, instanceId));
  const pending = usePendingChange(activityListParams, params, settled);
  const { chips, clearAll } = useFilterChips(activityListParams, list);
  // Asked for only when needed: a type in the list state is checked against them (an unknown one is
  // dropped); otherwise once the Type filter is about to be used. Never for the first row.
  const { types, want: wantTypes } = useActivityTypes(params.type !== '');

  const bulk = useActivityAction();

  const rows = result.data?.results ?? [];
  // The page's instances by name, in one request (none when the view is one instance's own).
  const instanceIds = useMemo(() => (instanceId === undefined ? instanceIdsOf(rows.map((row) => row.computer_id)) : []), [rows, instanceId]);
  const instanceNames = useInstanceNames(instanceIds);
  // Selection clears when the page, filters, organisation or data change (TanStack Table's model).
  const { selected, setSelected } = useRowSelection(request, result.data);
  const selectedRows = rows.filter((row) => selected[String(row.id)]);

  const openDetails = useActivityPanel();

  // Once, for the activity handed over on arrival.
  useEffect(() => {
    if (initialActivity) openDetails(initialActivity);
  }, [initialActivity]);

  // Until the types are in, the chosen one stands in for them, so the button still names it.
  const typeOptions = [{ value: '', label: T.all }, ...(types.data ?? (params.type ? [params.type] : [])).map((type) => ({ value: type, label: type }))];
  const typesLoading = types.data === undefined && (types.isFetching || !types.isError);

  // Kept between renders: the table renders again only the rows that changed.
  const columns = useMemo<Column<Activity>[]>(
    () => [
      {
        id: 'description',
        header: T.columns.description,
        minWidth: '14rem',
        cell: (row) => (
          <button type="button" className={styles.description} onClick={() => openDetails(row)}>
            <ServerText text={activityName(row)} />
          </button>
        ),
      },
      {
        id: 'status',
        header: T.columns.status,
        wrap: 'never',
        cell: (row) => {
          const status = statusLabel(row.activity_status);
          return <StatusLabel label={status.label} tone={status.tone} />;
        },
      },
      {
        id: 'instance',
        header: T.columns.instance,
        hidden: instanceId !== undefined,
        wrap: 'never',
        cell: (row) => <InstanceLink computerId={row.computer_id} name={row.computer_id ? instanceNames.get(row.computer_id) : undefined} />,
      },
      { id: 'created', header: T.columns.createdAt, wrap: 'never', cell: (row) => <DateTime value={row.creation_time} /> },
      { id: 'creator', header: T.columns.creator, wrap: 'never', cell: (row) => <Value value={creatorName(row)} /> },
    ],
    [instanceId, openDetails, instanceNames],
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
        <Select label={T.statusFilter} options={statusOptions()} value={params.status} onChange={(status) => setParams({ status })} />
        <Select
          label={T.typeFilter}
          options={typeOptions}
          value={params.type}
          onChange={(type) => setParams({ type })}
          // Searchable from the start: the types arriving while it is open must not switch its mode.
          searchable
          loading={typesLoading}
          loadError={types.data === undefined && types.isError && !types.isFetching ? T.typesFailed : undefined}
          onIntent={wantTypes}
        />
        <DateRangeFilter
          label={T.dateRange}
          from={params.fromDate}
          to={params.toDate}
          onApply={(fromDate, toDate) => setParams({ fromDate, toDate })}
        />
        <ListProgress active={pending === 'filters' && !result.isError} />
      </div>
      {types.isError ? (
        <ListError
          title={T.typesFailed}
          message={errorMessage(types.error)}
          retrying={types.isFetching}
          onRetry={() => void types.refetch()}
        />
      ) : null}
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={styles.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        {BULK_ACTIONS.map((action) => (
          <ActivityActionButton
            key={action}
            action={action}
            busy={bulk.input?.action === action}
            reason={unavailableReason(action, selectedRows, bulk.pending)}
            onRun={() => void bulk.run({ action, ids: selectedRows.map((row) => row.id) })}
          />
        ))}
        {selectedRows.length > 0 ? <span className={styles.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <ListResults<Activity>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId: (row) => String(row.id),
          selection: { selected, onChange: setSelected, rowLabel: (row) => T.selectRow(activityName(row)) },
          empty: T.empty,
          regionLabel: widgetName ? T.inWidget(T.tableRegion, widgetName) : undefined,
        }}
        pagination={{ pageSizeLabel: T.pageSizeLabel, label: T.inWidget(LIST_TEXTS.pagination, widgetName) }}
      />
    </div>
  );
}

