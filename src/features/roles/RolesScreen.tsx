import { createContext, useContext, useEffect, useMemo, useRef, useState, type JSX, type ReactNode } from 'react';
import type { Role } from '../../api/roles.ts';
import { errorMessage } from '../../api/errors.ts';
import { isolate } from '../../lib/display-name.ts';
import { formatCount } from '../../lib/numbers.ts';
import { Button } from '../../ui/button/Button.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { ListError, Table, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { Page } from '../../ui/page/Page.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { inWidget } from '../../ui/widget/landmark.ts';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useListQuery } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { capitalise, permissionRows, roleSummary, type PermissionRow, type Summary } from './permissions.ts';
import { permissionsQuery, rolesQuery } from './queries.ts';
import * as styles from './Roles.css.ts';
import { roleName } from './role-name.ts';
import { ROLE_TEXTS as T } from './texts.ts';

// The rows' menus, the removal's confirmation, the empty state and the focus kept in the list, loaded
// as the list shows (RolesDialogs.tsx says why); the forms when first opened.
const loadDialogs = () => import('./RolesDialogs.tsx');
const ActionsMenu = lazyScreen(loadDialogs, (module) => module.ActionsMenu);
const FocusRescue = lazyScreen(loadDialogs, (module) => module.FocusRescue);
const RemoveRoleModal = lazyScreen(loadDialogs, (module) => module.RemoveRoleModal);
const RolesEmptyState = lazyScreen(loadDialogs, (module) => module.RolesEmptyState);
const RoleForm = lazyScreen(() => import('./RoleForm.tsx'), (module) => module.RoleForm);

/** The role GlobalAdmin: every account has it, and it neither changes nor goes (§2.7). */
const GLOBAL_ADMIN = 'GlobalAdmin';

/** How many labels a summary shows before "Show more". */
export const SUMMARY_PREVIEW = 3;

export interface RolePanels {
  /** `Add role`: the add form. */
  readonly add: () => void;
  /** `Edit "{name}" role`: its permissions and access groups. */
  readonly edit: (role: Role) => void;
}

/** Opens the role forms in this element's side panel (small); each open starts from fresh values. */
export function useRolePanels(): RolePanels {
  const { open } = useSidePanel();
  return useMemo(() => {
    const form = (children: ReactNode) => (
      <WhenLoaded component={RoleForm} fallback={<LoadingScreen />}>
        {children}
      </WhenLoaded>
    );
    return {
      add: () => open({ title: T.panel.add, size: 'small', body: form(<RoleForm kind="add" />) }),
      edit: (role) => open({ title: T.panel.edit(isolate(roleName(role.name))), size: 'small', body: form(<RoleForm kind="edit" role={role} />) }),
    };
  }, [open]);
}

/** The one summary shown whole (§2.2: one at a time), and the row it is in (a press outside it closes it). */
interface Expanded {
  readonly key: string;
  readonly row: Element;
}

const ExpandedContext = createContext<{ readonly expanded: Expanded | null; readonly setExpanded: (next: Expanded | null) => void }>({
  expanded: null,
  setExpanded: () => undefined,
});

/**
 * A View or Manage summary (§2.2): All properties, or the properties' labels, the first few with
 * "Show more" for the rest. One summary of the list is shown whole at a time; a press outside its
 * row shows it short again.
 */
function SummaryCell({ role, kind, summary }: { readonly role: Role; readonly kind: 'view' | 'manage'; readonly summary: Summary }): ReactNode {
  const { expanded, setExpanded } = useContext(ExpandedContext);
  if (summary.all) return T.allProperties;
  const { labels } = summary;
  if (labels.length === 0) return null;
  const key = `${kind}\u0000${role.name}`;
  const open = expanded?.key === key;
  const long = labels.length > SUMMARY_PREVIEW;
  const shown = open || !long ? labels : labels.slice(0, SUMMARY_PREVIEW);
  const text = capitalise(shown.join(', ')) + (long && !open ? ', \u2026' : '');
  return (
    <div className={styles.summary}>
      <ServerText text={text} />
      {long ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-label={open ? T.showLessOf(roleName(role.name), kind) : T.showMoreOf(roleName(role.name), kind)}
          onClick={(event) => setExpanded(open ? null : { key, row: event.currentTarget.closest('tr') ?? event.currentTarget })}
        >
          {open ? T.showLess : T.showMore}
        </button>
      ) : null}
    </div>
  );
}

/** Closes the summary shown whole when something outside its row is pressed. */
function useCollapseOutside(expanded: Expanded | null, collapse: () => void): void {
  useEffect(() => {
    if (!expanded) return;
    const press = (event: Event) => {
      if (!event.composedPath().includes(expanded.row)) collapse();
    };
    document.addEventListener('pointerdown', press, true);
    return () => document.removeEventListener('pointerdown', press, true);
  }, [expanded, collapse]);
}

export interface RolesViewProps {
  readonly panels: RolePanels;
  /** The widget the view is in: its landmarks carry the name, and the view shows its own "Add role". */
  readonly widgetName?: string | undefined;
}

/**
 * Settings › Roles' body (screens admin-account.md §2.2), shared by the portal route and the
 * `landscape-roles` element: every role with its administrators and what it may view and manage
 * (from `GetPermissions` at runtime), Edit and Remove except for GlobalAdmin; a failure of either
 * call says so with Try again; no role: the empty state.
 */
export function RolesView({ panels, widgetName }: RolesViewProps): JSX.Element {
  const roles = useListQuery(rolesQuery, null).result;
  const permissions = useListQuery(permissionsQuery, null).result;
  const [removing, setRemoving] = useState<Role | null>(null);
  const [expanded, setExpanded] = useState<Expanded | null>(null);
  const collapse = useMemo(() => () => setExpanded(null), []);
  useCollapseOutside(expanded, collapse);
  const container = useRef<HTMLDivElement>(null);
  // Its code comes beside the answer, not after it.
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);
  const rows = useMemo(() => permissionRows(permissions.data ?? []), [permissions.data]);
  const columns = useRoleColumns(rows, panels, setRemoving);
  const context = useMemo(() => ({ expanded, setExpanded }), [expanded]);

  const failed = roles.isError ? roles : permissions.isError ? permissions : null;
  let body: ReactNode;
  if (failed) {
    const retry = () => {
      if (roles.isError) void roles.refetch();
      if (permissions.isError) void permissions.refetch();
    };
    body = <ListError message={errorMessage(failed.error)} retrying={roles.isFetching || permissions.isFetching} onRetry={retry} />;
  } else if (!roles.data || !permissions.data) {
    body = <LoadingScreen />;
  } else if (roles.data.length === 0) {
    body = (
      <WhenLoaded component={RolesEmptyState} fallback={<LoadingScreen />}>
        <RolesEmptyState onAdd={panels.add} />
      </WhenLoaded>
    );
  } else {
    body = (
      <>
        {widgetName ? (
          <div className={styles.toolbar} role="toolbar" aria-label={T.toolbar} part="toolbar">
            <Button appearance="primary" onClick={panels.add}>
              {T.add}
            </Button>
          </div>
        ) : null}
        <ExpandedContext.Provider value={context}>
          <Table<Role>
            caption={T.tableCaption}
            columns={columns}
            rows={roles.data}
            rowId={(role) => role.name}
            empty={T.emptyState.title}
            regionLabel={widgetName ? inWidget(T.tableRegion, widgetName) : undefined}
          />
        </ExpandedContext.Provider>
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
        <WhenLoaded component={RemoveRoleModal} fallback={null}>
          <RemoveRoleModal role={removing} onClose={() => setRemoving(null)} />
        </WhenLoaded>
      ) : null}
    </div>
  );
}

function useRoleColumns(rows: readonly PermissionRow[], panels: RolePanels, remove: (role: Role) => void): Column<Role>[] {
  return useMemo(() => {
    const summaries = new WeakMap<Role, ReturnType<typeof roleSummary>>();
    const summaryOf = (role: Role) => {
      let summary = summaries.get(role);
      if (!summary) summaries.set(role, (summary = roleSummary(role, rows)));
      return summary;
    };
    return [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '10rem',
        cell: (role) => (
          <div className={styles.name}>
            <span className={styles.roleName}>
              <ServerText text={role.name} fallback={T.unnamed} />
            </span>
            {role.description ? (
              // Two lines at most (a bdi, inline: the clamp applies), isolated as any server string.
              <bdi className={styles.description}>{role.description}</bdi>
            ) : null}
          </div>
        ),
      },
      { id: 'administrators', header: T.columns.administrators, wrap: 'never', cell: (role) => formatCount(role.persons.length) },
      { id: 'view', header: T.columns.view, minWidth: '12rem', cell: (role) => <SummaryCell role={role} kind="view" summary={summaryOf(role).view} /> },
      { id: 'manage', header: T.columns.manage, minWidth: '12rem', cell: (role) => <SummaryCell role={role} kind="manage" summary={summaryOf(role).manage} /> },
      {
        id: 'actions',
        header: T.columns.actions,
        wrap: 'never',
        // In reach in a narrow element: the rest of the row scrolls under it.
        sticky: 'end',
        cell: (role) =>
          role.name === GLOBAL_ADMIN ? null : (
            <WhenLoaded component={ActionsMenu} fallback={<span className={styles.menuPlaceholder} aria-hidden="true" />}>
              <ActionsMenu
                label={T.actions.menu(roleName(role.name))}
                actions={[
                  { label: T.actions.edit, accessibleName: T.actions.editName(roleName(role.name)), onSelect: () => panels.edit(role) },
                  { label: T.actions.remove, accessibleName: T.actions.removeName(roleName(role.name)), destructive: true, onSelect: () => remove(role) },
                ]}
              />
            </WhenLoaded>
          ),
      },
    ];
  }, [rows, panels, remove]);
}

/** The portal's /settings/roles route. */
export default function RolesRoute({ route }: ScreenProps) {
  const panels = useRolePanels();
  const add = (
    <Button appearance="primary" onClick={panels.add}>
      {T.add}
    </Button>
  );
  return (
    <Page title={route.title} parents={route.parents} actions={add}>
      <RolesView panels={panels} />
    </Page>
  );
}

/** `landscape-roles`: the same screen as a widget, with its own Add role. */
export function EmbeddedRoles() {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInRoles />
    </WidgetFrame>
  );
}

function SignedInRoles() {
  const panels = useRolePanels();
  return <RolesView panels={panels} widgetName={T.widgetLabel} />;
}
