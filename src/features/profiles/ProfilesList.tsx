import { useEffect, useMemo, type ReactNode } from 'react';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import type { ProfileBase } from '../../api/profile-common.ts';
import { FilterChips, LIST_TEXTS, SearchBox, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { Button } from '../../ui/button/Button.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { inWidget } from '../../ui/widget/landmark.ts';
import { ListResults, useFilterChips, useListQuery, type ListResult, type ListStateOf } from '../lists/index.ts';
import { loadListDialogs } from './cells.tsx';
import { filterProfiles, pageOf, profileListParams, type ProfileListQuery } from './profile-list.ts';
import * as styles from './Profiles.css.ts';
import { PROFILE_TEXTS } from './texts.ts';

const EmptyState = lazyScreen(loadListDialogs, (module) => module.EmptyState);

/** What a profile type's list says (profiles.md §1.2, §3.2, §4.2, §5.2), verbatim. */
export interface ProfileListTexts {
  /** The table's caption, e.g. "Upgrade profiles". */
  readonly caption: string;
  readonly tableRegion: string;
  readonly searchLabel: string;
  readonly headerActions: string;
  /** The header button and the empty state's, e.g. "Add upgrade profile". */
  readonly add: string;
  readonly emptyState: { readonly title: string; readonly body: string; readonly link: { readonly label: string; readonly href: string } };
  /** A search that matches no profile. */
  readonly noMatch: (search: string) => string;
}

export interface ProfilesListProps<P extends ProfileBase> {
  readonly list: ListStateOf<typeof profileListParams.specs>;
  readonly query: ProfileListQuery<P>;
  readonly texts: ProfileListTexts;
  readonly columns: readonly Column<P>[];
  readonly rowId: (profile: P) => string;
  readonly onAdd: () => void;
  readonly widgetName?: string | undefined;
  /** What the type shows beside the list: its open confirmation, a details panel opened from elsewhere. */
  readonly children?: ReactNode;
}

/**
 * A profile type's list screen (profiles.md §0.2): the search (matching title, name, description and
 * tags, in the page), its chip, the Add button, the table with the type's columns and the pages; an
 * organisation without any profile of the type sees the empty state alone, and a list that could not
 * be loaded says so with Try again (never the empty state, §8.2). The server answers every profile
 * at once; when it caps its answer, the list says how many it shows.
 */
export function ProfilesList<P extends ProfileBase>({ list, query, texts, columns, rowId, onAdd, widgetName, children }: ProfilesListProps<P>) {
  const { params, setParams } = list;
  const { result, settled } = useListQuery(query, null);
  const { chips, clearAll } = useFilterChips(profileListParams, list);
  const all = result.data?.results;
  const matching = useMemo(() => (all ? filterProfiles(all, params.search) : undefined), [all, params.search]);
  const shown: ListResult<P> = useMemo(
    () => ({
      data: matching ? { count: matching.length, next: null, previous: null, results: pageOf(matching, params.currentPage, params.pageSize) } : undefined,
      error: result.error,
      isError: result.isError,
      isPending: result.isPending,
      isFetching: result.isFetching,
      refetch: () => result.refetch(),
    }),
    [matching, params.currentPage, params.pageSize, result],
  );

  // A page past the last (its last profile removed, a narrower search): the last page, in the state too.
  const lastPage = Math.max(1, Math.ceil((matching?.length ?? 0) / params.pageSize));
  const pastTheEnd = matching !== undefined && params.currentPage > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams({ currentPage: lastPage });
  }, [pastTheEnd, lastPage, setParams]);

  if (settled && all?.length === 0 && params.search.trim() === '') {
    return (
      <div className={listStyles.screen}>
        <WhenLoaded component={EmptyState} fallback={<LoadingScreen />}>
          <EmptyState title={texts.emptyState.title} text={texts.emptyState.body} link={texts.emptyState.link} action={{ label: texts.add, onClick: onAdd }} />
        </WhenLoaded>
        {children}
      </div>
    );
  }

  const capped = result.data && result.data.count > result.data.results.length;
  return (
    <div className={listStyles.screen}>
      <div className={styles.header}>
        <div className={`${listStyles.filters} ${styles.headerFilters}`} role="group" aria-label={LIST_TEXTS.filters}>
          <div className={listStyles.search}>
            <SearchBox
              label={texts.searchLabel}
              landmarkLabel={inWidget(texts.searchLabel, widgetName)}
              placeholder={PROFILE_TEXTS.searchPlaceholder}
              onSubmit={(search) => setParams({ search })}
            />
          </div>
        </div>
        <div className={styles.headerActions} role="toolbar" aria-label={texts.headerActions} part="toolbar">
          <Button appearance="primary" onClick={onAdd}>
            {texts.add}
          </Button>
        </div>
      </div>
      {capped && result.data ? <InlineNotification type="caution">{PROFILE_TEXTS.capped(result.data.results.length, result.data.count)}</InlineNotification> : null}
      <FilterChips chips={chips} onClearAll={clearAll} />
      <ListResults<P>
        result={shown}
        settled={settled}
        pending={null}
        list={list}
        table={{
          caption: texts.caption,
          columns: columns as Column<P>[],
          rowId,
          empty: texts.noMatch(params.search.trim()),
          regionLabel: widgetName ? inWidget(texts.tableRegion, widgetName) : undefined,
        }}
        pagination={{ label: inWidget(LIST_TEXTS.pagination, widgetName), pageSizeLabel: PROFILE_TEXTS.pageSizeLabel }}
      />
      {children}
    </div>
  );
}
