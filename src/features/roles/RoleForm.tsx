import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useMemo, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { array, object, string } from 'yup';
import { errorMessage } from '../../api/errors.ts';
import type { Role } from '../../api/roles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Form, SubmitButton, TextField, useFormWith, type Draft } from '../../ui/form/index.ts';
import { ListError } from '../../ui/list/index.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useCloseOwnPanel, useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useListQuery } from '../lists/index.ts';
import { accessGroupsQueryAtom } from '../org-data/queries.ts';
import { accessGroupChanges, collapseGroups, expandGroups, groupTree, tickState, toggleGroup, type GroupNode, type GroupTree } from './access-group-tree.ts';
import { ROLE_FORM_TEXTS as T } from './form-texts.ts';
import { ROLE_TEXTS } from './texts.ts';
import { roleName } from './role-name.ts';
import { capitalise, heldBy, initialSelection, permissionChanges, permissionRows, permissionsToAdd, setManage, setView, type PermissionRow } from './permissions.ts';
import { permissionsQuery } from './queries.ts';
import * as styles from './RoleForm.css.ts';
import { createRole, isEmptyPlan, PartlySavedError, saveRole, type SavedRole } from './save-actions.ts';

/** The API docs' rule for a role's name (CreateRole). */
const ROLE_NAME = /^[a-zA-Z][-+a-zA-Z0-9]*$/;

interface RoleFormValues extends Record<string, unknown> {
  readonly name: string;
  readonly description: string;
  /** Every permission ticked (and those the role holds that the form has no box for). */
  readonly permissions: readonly string[];
  /** Every access group ticked. */
  readonly accessGroups: readonly string[];
}

const lists = { permissions: array(string().required()).required(), accessGroups: array(string().required()).required() };
/** §2.4: Role name required and as the API takes it; the description free. */
const newRoleSchema = object({ name: string().trim().required(T.required).matches(ROLE_NAME, T.nameRule), description: string().default(''), ...lists });
/** The role exists: its name and description are no longer the form's to change. */
const existingRoleSchema = object({ name: string().default(''), description: string().default(''), ...lists });

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

export type RoleFormProps = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly role: Role };

/**
 * §2.4 Add and Edit role, in the side panel: the permission catalogue and the access groups first
 * (a failure says so with Try again), then the form.
 */
export function RoleForm(props: RoleFormProps): JSX.Element {
  const permissions = useListQuery(permissionsQuery, null).result;
  const groups = useAtomValue(accessGroupsQueryAtom);
  if (permissions.isError) {
    return <ListError title={T.permissionsFailed} message={errorMessage(permissions.error)} retrying={permissions.isFetching} onRetry={() => void permissions.refetch()} />;
  }
  if (groups.isError) {
    return <ListError title={T.accessGroupsFailed} message={errorMessage(groups.error)} retrying={groups.isFetching} onRetry={() => void groups.refetch()} />;
  }
  if (!permissions.data || !groups.data) return <LoadingScreen />;
  return <RoleFormBody {...props} rows={permissionRows(permissions.data)} tree={groupTree(groups.data)} />;
}

function RoleFormBody(props: RoleFormProps & { readonly rows: readonly PermissionRow[]; readonly tree: GroupTree }): JSX.Element {
  const { rows, tree } = props;
  const role = props.kind === 'edit' ? props.role : undefined;
  const closePanel = useCloseOwnPanel();
  const panel = useSidePanel();
  // What the server holds, as far as the form knows: the role edited, or the one this add created
  // before a follow-up call failed (null until CreateRole was taken).
  const [saved, setSaved] = useState<SavedRole | null>(() => (role ? { name: role.name, held: heldBy(role), accessGroups: role.access_groups } : null));
  const [initialValues] = useState<Draft<RoleFormValues>>(() => ({
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role ? initialSelection(heldBy(role), rows) : [],
    accessGroups: role ? [...expandGroups(tree, role.access_groups)] : [],
  }));
  const create = useServerAction(createRole, { onError: inForm });
  const save = useServerAction(saveRole, { onError: inForm });
  const form = useFormWith<RoleFormValues>(saved ? existingRoleSchema : newRoleSchema, initialValues, async (values) => {
    const ticked = new Set(values.accessGroups);
    const outcome = saved
      ? await (() => {
          const permissions = permissionChanges(saved.held, values.permissions, rows);
          const groups = accessGroupChanges(tree, saved.accessGroups, ticked);
          const plan = { addPermissions: permissions.add, removePermissions: permissions.remove, addAccessGroups: groups.add, removeAccessGroups: groups.remove };
          // §2.4: nothing to do closes the panel, without a request or a notice.
          if (isEmptyPlan(plan)) return Promise.resolve({ status: 'nothing' as const });
          return save.run({ role: saved, plan, finishesAdd: props.kind === 'add' });
        })()
      : await create.run({
          name: values.name.trim(),
          description: values.description,
          permissions: permissionsToAdd(values.permissions, rows),
          accessGroups: collapseGroups(tree, ticked),
        });
    if (outcome.status === 'failed') {
      // Some calls were taken: the next submit starts from what the server now holds.
      if (outcome.error instanceof PartlySavedError) setSaved(outcome.error.saved);
      throw outcome.error;
    }
    if (outcome.status !== 'ignored') closePanel();
  });
  const values = form.values;
  const selection = values.permissions ?? [];
  const ticked = useMemo(() => new Set(values.accessGroups ?? []), [values.accessGroups]);
  const exists = saved !== null;
  return (
    <Form form={form} className={styles.form} aria-label={role ? ROLE_TEXTS.panel.edit(roleName(role.name)) : ROLE_TEXTS.panel.add}>
      {role ? null : (
        <>
          <TextField
            {...form.field('name')}
            value={values.name ?? ''}
            label={T.name}
            required={!exists}
            readOnly={exists}
            help={exists ? T.nameFixed : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField {...form.field('description')} value={values.description ?? ''} label={T.description} readOnly={exists} autoComplete="off" />
        </>
      )}
      <PermissionBlock
        title={T.global.title}
        help={T.global.help}
        rows={rows.filter((row) => row.global)}
        selection={selection}
        onChange={(next) => form.setValue('permissions', next)}
      />
      <PermissionBlock
        title={T.scoped.title}
        help={T.scoped.help}
        rows={rows.filter((row) => !row.global)}
        selection={selection}
        onChange={(next) => form.setValue('permissions', next)}
      />
      <AccessGroupBlock tree={tree} ticked={ticked} onChange={(next) => form.setValue('accessGroups', [...next])} />
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={role ? T.saving : T.adding}>{role ? T.submitEdit : T.submitAdd}</SubmitButton>
      </div>
    </Form>
  );
}

interface PermissionBlockProps {
  readonly title: string;
  readonly help: string;
  readonly rows: readonly PermissionRow[];
  readonly selection: readonly string[];
  readonly onChange: (selection: string[]) => void;
}

/**
 * A permission matrix (§2.4): Property, View, Manage. A row without a view permission shows its View
 * box disabled, ticked with its Manage (managing it is all there is); a row without a manage
 * permission, its Manage box disabled. View is disabled under a ticked Manage (managing implies
 * viewing); ticking Manage ticks View, unticking it leaves View.
 */
function PermissionBlock({ title, help, rows, selection, onChange }: PermissionBlockProps): JSX.Element | null {
  const id = useId();
  if (rows.length === 0) return null;
  const held = new Set(selection);
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {title}
      </h3>
      <p id={`${id}-help`} className={styles.help}>
        {help}
      </p>
      <table className={styles.matrix} aria-labelledby={`${id}-title`} aria-describedby={`${id}-help`}>
        <thead>
          <tr>
            <th scope="col" className={styles.matrixHeader}>
              {T.columns.property}
            </th>
            <th scope="col" className={styles.boxHeader}>
              {T.columns.view}
            </th>
            <th scope="col" className={styles.boxHeader}>
              {T.columns.manage}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const managed = row.manage !== undefined && held.has(row.manage);
            return (
              <tr key={row.label}>
                <th scope="row" className={styles.property}>
                  <ServerText text={capitalise(row.label)} />
                </th>
                <td className={styles.boxCell}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={T.viewBox(row.label)}
                    checked={row.view ? held.has(row.view) || managed : managed}
                    disabled={!row.view || managed}
                    onChange={(event) => onChange(setView(selection, row, event.target.checked))}
                  />
                </td>
                <td className={styles.boxCell}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={T.manageBox(row.label)}
                    checked={managed}
                    disabled={!row.manage}
                    onChange={(event) => onChange(setManage(selection, row, event.target.checked))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Up and Down move between the tree's boxes, Home and End to the first and last (Tab and Space work as ever). */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key) || !(event.target instanceof HTMLInputElement)) return;
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const index = boxes.indexOf(event.target);
  if (index < 0) return;
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: boxes.length - 1 }[event.key]!;
  const target = boxes[Math.max(0, Math.min(boxes.length - 1, next))];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The access groups as a tree of boxes (§2.4): ticking a group ticks the groups below it (and each
 * group above whose children are then all ticked); unticking it, or pressing a group with some
 * groups below ticked, unticks it, those below and those above. Nested lists, in the tree's order.
 */
function AccessGroupBlock({ tree, ticked, onChange }: { readonly tree: GroupTree; readonly ticked: ReadonlySet<string>; readonly onChange: (next: Set<string>) => void }): JSX.Element {
  const roots = tree.nodes.filter((node) => node.parent === null);
  return (
    <fieldset className={styles.block} onKeyDown={moveFocus}>
      <legend className={`${styles.heading} ${styles.legend}`}>{T.accessGroups}</legend>
      {roots.length === 0 ? (
        <p className={styles.help}>{T.noAccessGroups}</p>
      ) : (
        <ul className={styles.tree}>
          {roots.map((node) => (
            <GroupItem key={node.name} node={node} tree={tree} ticked={ticked} onChange={onChange} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function GroupItem({
  node,
  tree,
  ticked,
  onChange,
}: {
  readonly node: GroupNode;
  readonly tree: GroupTree;
  readonly ticked: ReadonlySet<string>;
  readonly onChange: (next: Set<string>) => void;
}): JSX.Element {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const state = tickState(tree, ticked, node.name);
  // Indeterminate is a DOM property only (announced as mixed).
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  const children = node.children.map((name) => tree.byName.get(name)).filter((child): child is GroupNode => child !== undefined);
  return (
    <li>
      <div className={styles.group}>
        <input ref={box} id={id} type="checkbox" checked={state === 'checked'} onChange={() => onChange(toggleGroup(tree, ticked, node.name))} />
        <label htmlFor={id}>
          <ServerText text={node.title} fallback={node.name} />
        </label>
      </div>
      {children.length > 0 ? (
        <ul className={styles.subtree}>
          {children.map((child) => (
            <GroupItem key={child.name} node={child} tree={tree} ticked={ticked} onChange={onChange} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
