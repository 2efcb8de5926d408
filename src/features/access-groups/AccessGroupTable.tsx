import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import { ROOT_ACCESS_GROUP } from '../../api/access-group-admin.ts';
import type { AccessGroup } from '../../api/access-groups.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import * as shared from '../../ui/list/shared.css.ts';
import * as tableStyles from '../../ui/list/Table.css.ts';
import { useOverflowing } from '../../ui/overflow.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { groupTitle } from './actions.ts';
import { groupInstancesPath, type AccessGroupRow, type SortColumn } from './access-group-list.ts';
import * as styles from './AccessGroups.css.ts';
import { useGroupCount, useSeen } from './counts.ts';
import { ACCESS_GROUP_TEXTS as T } from './texts.ts';

/**
 * What the list loads as it shows (AccessGroupsDialogs.tsx says why): the row menu, the empty state,
 * the delete confirmation.
 */
export const loadDialogs = () => import('./AccessGroupsDialogs.tsx');
const ActionsMenu = lazyScreen(loadDialogs, (module) => module.ActionsMenu);

export interface AccessGroupTableProps {
  readonly rows: readonly AccessGroupRow[];
  /** Every group (the parents' titles). */
  readonly groups: readonly AccessGroup[];
  /** Group by Parent: a WAI-ARIA treegrid (arrow keys); else a plain table. */
  readonly tree: boolean;
  readonly sortBy: SortColumn | '';
  readonly sort: '' | 'asc' | 'desc';
  readonly onSort: (column: SortColumn) => void;
  /** Opens or closes a group of the tree. */
  readonly onToggle: (name: string, open: boolean) => void;
  readonly onOpen: (group: AccessGroup) => void;
  readonly onDelete: (group: AccessGroup) => void;
  /** Every row's count is asked for (sorting by them), not only those scrolled into view. */
  readonly countAll: boolean;
  readonly regionLabel?: string | undefined;
  readonly empty: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '\u2191', desc: '\u2193' } as const;

/** What Tab reaches inside a row: its controls (the open menu's items look after themselves). */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The access groups' table (screens admin-account.md §3.2): title, name, affected instances, parent,
 * actions; the first four sort on a header click (asc, desc, none). Grouped by parent, it is a
 * WAI-ARIA treegrid of rows: one row is in the Tab order (the last one focused), Up and Down move
 * between rows, Home and End to the first and last, Right opens a closed group or moves to its first
 * child, Left closes an open group or moves to its parent; Tab moves through the focused row's
 * controls (its title, count and menu), then out of the table.
 */
export function AccessGroupTable(props: AccessGroupTableProps): JSX.Element {
  const { rows, tree, sortBy, sort, onSort, regionLabel, empty } = props;
  const captionId = useId();
  const keysId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const overflowing = useOverflowing(scroller);
  const [active, setActive] = useState<string | null>(null);
  const current = rows.some((row) => row.group.name === active) ? active : (rows[0]?.group.name ?? null);

  // Only the row in the Tab order has its controls in it, so Tab leaves the tree after one row.
  const syncTabStops = useCallback(() => {
    for (const row of body.current?.rows ?? []) {
      const inOrder = row.dataset['name'] === current;
      for (const control of row.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (!control.closest('[role="menu"]')) control.tabIndex = inOrder ? 0 : -1;
      }
    }
  }, [current]);
  useLayoutEffect(() => {
    if (!tree || !body.current) return;
    syncTabStops();
    // Controls loaded after the rows (the menu's code) join them.
    const observer = new MutationObserver(syncTabStops);
    observer.observe(body.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [tree, syncTabStops, rows]);

  const focusRow = (name: string) => {
    setActive(name);
    body.current?.querySelector<HTMLElement>(`tr[data-name="${CSS.escape(name)}"]`)?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    if (!tree || event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const rowElement = target.closest('tr');
    if (!rowElement || rowElement.parentElement !== body.current || target.closest('[role="menu"]')) return;
    const index = rows.findIndex((row) => row.group.name === rowElement.dataset['name']);
    const row = rows[index];
    if (!row) return;
    const onRow = target === rowElement;
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = index + 1;
        break;
      case 'ArrowUp':
        next = index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = rows.length - 1;
        break;
      case 'ArrowRight':
        if (!onRow) return;
        if (row.hasChildren && !row.expanded) props.onToggle(row.group.name, true);
        else if (row.expanded) next = index + 1;
        break;
      case 'ArrowLeft': {
        if (!onRow) return;
        if (row.expanded) {
          props.onToggle(row.group.name, false);
          break;
        }
        // The parent: the closest row above one level up.
        for (let above = index - 1; above >= 0; above -= 1) {
          if (rows[above]!.depth < row.depth) {
            next = above;
            break;
          }
        }
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    const to = next === undefined ? undefined : rows[Math.max(0, Math.min(rows.length - 1, next))];
    if (to) focusRow(to.group.name);
  }

  function onFocus(event: FocusEvent<HTMLTableSectionElement>) {
    const name = (event.target as HTMLElement).closest('tr')?.dataset['name'];
    if (name !== undefined && name !== active) setActive(name);
  }

  const header = (column: SortColumn, label: string) => (
    <th scope="col" className={tableStyles.headerCell} aria-sort={sortBy === column && sort !== '' ? ARIA_SORT[sort] : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        <span className={styles.sortMark} aria-hidden="true">
          {sortBy === column && sort !== '' ? SORT_MARK[sort] : ''}
        </span>
      </button>
    </th>
  );

  return (
    <div
      ref={scroller}
      className={tableStyles.scroller}
      {...(overflowing ? { role: 'region', ...(regionLabel ? { 'aria-label': regionLabel } : { 'aria-labelledby': captionId }), tabIndex: 0 } : {})}
    >
      {tree ? (
        <p id={keysId} className={shared.visuallyHidden}>
          {T.treeKeys}
        </p>
      ) : null}
      {/* Another element for each view: the tree's Tab stops are never left on the flat table's controls. */}
      <table
        key={tree ? 'tree' : 'flat'}
        className={tableStyles.table}
        part="table"
        {...(tree ? { role: 'treegrid', 'aria-labelledby': captionId, 'aria-describedby': keysId } : {})}
      >
        <caption id={captionId} className={shared.visuallyHidden}>
          {T.caption}
        </caption>
        <thead>
          <tr>
            {header('title', T.columns.title)}
            {header('name', T.columns.name)}
            {header('instances', T.columns.instances)}
            {header('parent', T.columns.parent)}
            <th scope="col" className={`${tableStyles.headerCell} ${tableStyles.stickyEnd}`}>
              {T.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown} onFocus={onFocus}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className={tableStyles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <GroupRow
                key={row.group.name}
                row={row}
                tree={tree}
                inTabOrder={row.group.name === current}
                parentTitle={parentTitleOf(props.groups, row.group)}
                countAll={props.countAll}
                onOpen={props.onOpen}
                onDelete={props.onDelete}
                onToggle={props.onToggle}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The parent's title (its name when the groups do not name it); null for a root. */
export function parentTitleOf(groups: readonly AccessGroup[], group: AccessGroup): string | null {
  if (group.parent === '') return null;
  const parent = groups.find((candidate) => candidate.name === group.parent);
  return parent ? groupTitle(parent) : group.parent;
}

interface GroupRowProps {
  readonly row: AccessGroupRow;
  readonly tree: boolean;
  readonly inTabOrder: boolean;
  readonly parentTitle: string | null;
  readonly countAll: boolean;
  readonly onOpen: (group: AccessGroup) => void;
  readonly onDelete: (group: AccessGroup) => void;
  readonly onToggle: (name: string, open: boolean) => void;
}

/** One group's row; rendered again only when it changes. */
const GroupRow = memo(function GroupRow({ row, tree, inTabOrder, parentTitle, countAll, onOpen, onDelete, onToggle }: GroupRowProps) {
  const { group } = row;
  const title = groupTitle(group);
  const treeProps = tree
    ? {
        role: 'row',
        tabIndex: inTabOrder ? 0 : -1,
        'aria-level': row.depth + 1,
        'aria-setsize': row.setSize,
        'aria-posinset': row.posInSet,
        ...(row.hasChildren ? { 'aria-expanded': row.expanded } : {}),
      }
    : {};
  const cell = tableStyles.dataCell({ wrap: 'words' });
  return (
    <tr part="row" data-name={group.name} className={tree ? `${tableStyles.row} ${styles.treeRow}` : tableStyles.row} {...treeProps}>
      <th scope="row" className={cell} {...(tree ? { role: 'rowheader' } : {})}>
        <span className={styles.titleCell} style={tree ? { paddingInlineStart: `${row.depth * 1.25}rem` } : undefined}>
          {tree ? (
            row.hasChildren ? (
              // The pointer's way to open and close; the keyboard's is Right and Left on the row.
              <span className={styles.toggle} aria-hidden="true" data-expanded={row.expanded || undefined} onClick={() => onToggle(group.name, !row.expanded)}>
                <ChevronRightIcon className={styles.toggleIcon} />
              </span>
            ) : (
              <span className={styles.spacer} aria-hidden="true" />
            )
          ) : null}
          <button type="button" className={`${listStyles.rowLink} ${styles.title}`} aria-label={T.actions.open(title)} onClick={() => onOpen(group)}>
            <ServerText text={group.title} fallback={group.name} />
          </button>
        </span>
      </th>
      <td className={cell} {...(tree ? { role: 'gridcell' } : {})}>
        <ServerText text={group.name} fallback={UI_TEXTS.empty} />
      </td>
      <td className={cell} {...(tree ? { role: 'gridcell' } : {})}>
        <CountCell name={group.name} all={countAll} />
      </td>
      <td className={cell} {...(tree ? { role: 'gridcell' } : {})}>
        <ServerText text={parentTitle} fallback={UI_TEXTS.empty} />
      </td>
      <td className={`${tableStyles.dataCell({ wrap: 'never' })} ${tableStyles.stickyEnd}`} {...(tree ? { role: 'gridcell' } : {})}>
        {group.name === ROOT_ACCESS_GROUP ? (
          <span className={styles.noActions} />
        ) : (
          <WhenLoaded component={ActionsMenu} fallback={<span className={styles.noActions} aria-hidden="true" />}>
            <ActionsMenu label={T.actions.menu(title)} actions={[{ label: T.actions.delete, accessibleName: T.actions.deleteName(title), destructive: true, onSelect: () => onDelete(group) }]} />
          </WhenLoaded>
        )}
      </td>
    </tr>
  );
});

/**
 * How many instances are in the group (counts.ts): asked for once the row comes near the viewport
 * (or at once, `all`). `Loading...` while asked; a link to them when there are some; `---` when the
 * count failed (the list says so above, with Try again).
 */
export function CountCell({ name, all }: { readonly name: string; readonly all: boolean }): JSX.Element {
  const element = useRef<HTMLSpanElement>(null);
  const seen = useSeen(element);
  const wanted = seen || all;
  const count = useGroupCount(name, wanted);
  return <span ref={element}>{countText(name, count, wanted)}</span>;
}

export function countText(name: string, count: { readonly data?: number | undefined; readonly isError: boolean }, wanted: boolean): ReactNode {
  if (count.data !== undefined) return count.data > 0 ? <AppLink path={groupInstancesPath(name)}>{T.instances(count.data)}</AppLink> : T.instances(0);
  if (count.isError) return UI_TEXTS.empty;
  return wanted ? UI_TEXTS.loading : null;
}
