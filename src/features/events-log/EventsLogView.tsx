import { useMemo } from 'react';
import type { EventLogEntry } from '../../api/events.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { DAYS_OPTIONS } from '../../lib/list-params.ts';
import { FilterChips, LIST_TEXTS, ListProgress, SearchBox, Select, type Column } from '../../ui/list/index.ts';
import { Value } from '../../ui/placeholders.tsx';
import { DateTime, useDateDisplay } from '../../ui/time/DateTime.tsx';
import { ListResults, useFilterChips, useListQuery, usePendingChange, type ListStateOf } from '../lists/index.ts';
import { CsvDownload } from './CsvDownload.tsx';
import { eventFilters, eventListParams, eventListRequest } from './event-list.ts';
import { EventMessage } from './EventMessage.tsx';
import * as styles from './EventsLog.css.ts';
import { eventListQuery } from './queries.ts';
import { EVENTS_LOG_TEXTS as T } from './texts.ts';

export interface EventsLogViewProps {
  readonly list: ListStateOf<typeof eventListParams.specs>;
  /** The widget the view is in: its landmarks carry the name (see ActivitiesView). */
  readonly widgetName?: string | undefined;
}

const dayOptions = () => DAYS_OPTIONS.map((days) => ({ value: String(days), label: T.days(days) }));

/**
 * The events log's body, shared by the portal route and `landscape-events-log`: the search (sent to
 * the server only), the Days filter, the download of every matching event as CSV, and the table.
 */
export function EventsLogView({ list, widgetName }: EventsLogViewProps) {
  const { params, setParams } = list;
  const { result, settled } = useListQuery(eventListQuery, eventListRequest(params));
  const pending = usePendingChange(eventListParams, params, settled);
  const { chips, clearAll } = useFilterChips(eventListParams, list);
  const dates = useDateDisplay();
  const filters = useMemo(() => eventFilters(params), [params.days, params.search]);

  const columns = useMemo<Column<EventLogEntry>[]>(
    () => [
      {
        id: 'creation-time',
        header: T.columns.creationTime,
        wrap: 'never',
        cell: (row) => (
          <span className={styles.time}>
            <DateTime value={row.creation_time} />
          </span>
        ),
      },
      { id: 'username', header: T.columns.username, cell: (row) => <Value value={row.person_name} /> },
      { id: 'entity-type', header: T.columns.entityType, cell: (row) => <Value value={row.entity_type} /> },
      { id: 'entity-name', header: T.columns.entityName, minWidth: '12rem', cell: (row) => <Value value={row.entity_name} /> },
      {
        id: 'message',
        header: T.columns.message,
        minWidth: '16rem',
        cell: (row) => <EventMessage text={row.message} of={formatDateTime(row.creation_time, dates) ?? row.creation_time} />,
      },
    ],
    [dates],
  );

  return (
    <div className={styles.screen}>
      <div className={styles.filters} role="group" aria-label={LIST_TEXTS.filters}>
        <SearchBox
          label={T.searchLabel}
          landmarkLabel={T.inWidget(T.searchLabel, widgetName)}
          placeholder={T.searchPlaceholder}
          onSubmit={(search) => setParams({ search })}
        />
        <Select label={T.daysFilter} options={dayOptions()} value={String(params.days)} onChange={(days) => setParams({ days: Number(days) })} />
        <ListProgress active={pending === 'filters' && !result.isError} />
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={styles.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <CsvDownload filters={filters} />
      </div>
      <ListResults<EventLogEntry>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId: (row) => String(row.id),
          empty: T.empty,
          regionLabel: widgetName ? T.inWidget(T.tableRegion, widgetName) : undefined,
        }}
        pagination={{ pageSizeLabel: T.pageSizeLabel, label: T.inWidget(LIST_TEXTS.pagination, widgetName) }}
      />
    </div>
  );
}
