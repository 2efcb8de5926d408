import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { PackageConstraint, PackageProfile } from '../../api/package-profiles.ts';
import { useNotify } from '../../state/react.tsx';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Form, SubmitButton, useForm } from '../../ui/form/index.ts';
import { FilterChips, SearchBox, Select, type Column } from '../../ui/list/index.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { UI_TEXTS } from '../../ui/texts.ts';
import { ListResults, useRowSelection } from '../lists/index.ts';
import * as formStyles from '../profiles/form/ProfileForm.css.ts';
import type { ProfileEditorProps } from '../profiles/useProfilePanels.tsx';
import { packageProfileTitle } from './actions.ts';
import { addConstraints, constraintsAddedNotice, editConstraint, removeConstraints } from './edit-actions.ts';
import { CONSTRAINT_FIELDS, ConstraintControl, ConstraintRows } from './ConstraintFields.tsx';
import { useConstraintList } from './constraint-list.ts';
import { bodyOfDraft, draftErrors, draftOf, emptyDraft, isDraftValid, kindLabel, noConstraintsText, ruleLabel, sameConstraint, type ConstraintDraft, type ConstraintField } from './constraints.ts';
import * as styles from './PackageProfiles.css.ts';
import { PACKAGE_PROFILE_FORM_TEXTS } from './form-texts.ts';

const T = PACKAGE_PROFILE_FORM_TEXTS.editor;
const C = PACKAGE_PROFILE_FORM_TEXTS.constraints;
const A = PACKAGE_PROFILE_FORM_TEXTS.addConstraints;

const rowId = (row: PackageConstraint) => String(row.id);

// Failures are shown in the panel, at its top, with what was typed kept.
const inPanel = () => undefined;

interface Editing {
  readonly constraint: PackageConstraint;
  readonly draft: ConstraintDraft;
  /** Every problem shown (after a Save with problems). */
  readonly revealed: boolean;
}

/**
 * §2.7 The constraints editor (a medium panel): the profile's constraints searched by package and
 * filtered by kind on the server, paged; select some and Remove them (confirmed, one request); edit a
 * row in place (its rule and version checked together, Escape or Cancel to leave, only a changed row
 * sent, "Any" reachable again); Add constraints opens the add step, which comes back here. What is
 * shown after a change is the server's list. The search, the kind and the pages wait while a row is
 * edited.
 */
export function ConstraintsEditor({ profile, back }: ProfileEditorProps<PackageProfile>) {
  const panel = useSidePanel();
  const { list, params, request, result, settled, pending, chips, clearAll, none } = useConstraintList(profile);
  const { selected, setSelected } = useRowSelection(request, result.data);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const edit = useServerAction(editConstraint, { onError: inPanel });
  const remove = useServerAction(removeConstraints, { onError: inPanel });
  const firstControl = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  // The row whose Edit button takes focus back once its editing ends.
  const [returnFocus, setReturnFocus] = useState<number | null>(null);
  const title = packageProfileTitle(profile);
  const rows = result.data?.results ?? [];
  const chosen = rows.filter((row) => selected[rowId(row)]);
  const busy = editing !== null;

  useLayoutEffect(() => {
    if (editing && !editing.revealed) firstControl.current?.focus();
  }, [editing?.constraint.id]);
  useLayoutEffect(() => {
    if (returnFocus === null || editing) return;
    editButtons.current.get(returnFocus)?.focus();
    setReturnFocus(null);
  });

  function stopEditing() {
    if (editing) setReturnFocus(editing.constraint.id);
    setEditing(null);
  }

  async function save() {
    if (!editing || edit.pending) return;
    if (!isDraftValid(editing.draft)) {
      setEditing({ ...editing, revealed: true });
      const field = CONSTRAINT_FIELDS.find((name) => draftErrors(editing.draft)[name] !== undefined);
      if (field) focusControl(field);
      return;
    }
    const body = bodyOfDraft(editing.draft);
    // Nothing changed: nothing is sent.
    if (sameConstraint(editing.constraint, body)) return stopEditing();
    setFailure(undefined);
    const outcome = await edit.run({ profile, constraint: editing.constraint, body });
    if (outcome.status === 'failed') setFailure(errorMessage(outcome.error));
    if (outcome.status === 'succeeded') stopEditing();
  }

  const controls = useRef(new Map<ConstraintField, HTMLElement>());
  function focusControl(field: ConstraintField) {
    controls.current.get(field)?.focus();
  }

  function onRowKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      stopEditing();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void save();
    }
  }

  const columns = useMemo<Column<PackageConstraint>[]>(() => {
    const controlOf = (field: ConstraintField) => (row: PackageConstraint) => {
      if (editing?.constraint.id !== row.id) return null;
      return (
        <div onKeyDown={onRowKey}>
          <ConstraintControl
            field={field}
            draft={editing.draft}
            row={row.package}
            error={editing.revealed ? draftErrors(editing.draft)[field] : undefined}
            onChange={(changed, value) => setEditing((current) => (current ? { ...current, draft: { ...current.draft, [changed]: value } } : current))}
            disabled={edit.pending}
            ref={(element) => {
              if (element) controls.current.set(field, element);
              if (field === 'constraint') firstControl.current = element;
            }}
          />
        </div>
      );
    };
    const shown = (field: ConstraintField, text: (row: PackageConstraint) => string) => (row: PackageConstraint) =>
      controlOf(field)(row) ?? <ServerText text={text(row)} fallback={UI_TEXTS.empty} />;
    return [
      { id: 'constraint', header: C.columns.constraint, minWidth: '7rem', cell: shown('constraint', (row) => kindLabel(row.constraint)) },
      { id: 'package', header: C.columns.package, minWidth: '8rem', cell: shown('package', (row) => row.package) },
      { id: 'rule', header: C.columns.rule, minWidth: '7rem', cell: shown('rule', (row) => ruleLabel(row.rule)) },
      { id: 'version', header: C.columns.version, minWidth: '6rem', cell: shown('version', (row) => row.version) },
      {
        id: 'actions',
        header: C.columns.actions,
        wrap: 'never',
        sticky: 'end',
        cell: (row) =>
          editing?.constraint.id === row.id ? (
            <span className={styles.rowButtons} onKeyDown={onRowKey}>
              <Button appearance="primary" aria-label={T.saveName(row.package)} disabled={edit.pending} aria-busy={edit.pending || undefined} onClick={() => void save()}>
                {edit.pending ? T.saving : T.save}
              </Button>
              <Button aria-label={T.cancelName(row.package)} disabled={edit.pending} onClick={stopEditing}>
                {T.cancel}
              </Button>
            </span>
          ) : (
            <Button
              ref={(element) => {
                if (element) editButtons.current.set(row.id, element);
                else editButtons.current.delete(row.id);
              }}
              aria-label={T.editName(row.package)}
              disabled={busy}
              onClick={() => {
                setFailure(undefined);
                setEditing({ constraint: row, draft: draftOf(row), revealed: false });
              }}
            >
              {T.edit}
            </Button>
          ),
      },
    ];
    // The cells follow the row being edited and its values.
  }, [editing, edit.pending, busy]);

  const openAdd = () =>
    panel.replace({
      key: `package-profile-${profile.id}-add-constraints`,
      title: A.title(title),
      size: 'medium',
      body: <AddConstraintsForm profile={profile} back={back} />,
    });

  return (
    <div className={styles.section}>
      {failure ? <InlineNotification type="negative">{failure}</InlineNotification> : null}
      <div className={styles.toolbar} role="toolbar" aria-label={T.toolbar}>
        <fieldset disabled={busy} className={formStyles.group}>
          <SearchBox label={T.searchLabel} onSubmit={(search) => list.setParams({ search })} />
        </fieldset>
        <Select
          label={T.typeLabel}
          labelAbove
          disabled={busy}
          value={params.type}
          onChange={(type) => list.setParams({ type })}
          options={[
            { value: '', label: C.kindFilter['all']! },
            { value: 'conflicts', label: C.kindFilter['conflicts']! },
            { value: 'depends', label: C.kindFilter['depends']! },
          ]}
        />
        <span className={styles.toolbarEnd}>
          {chosen.length > 0 ? <span className={styles.selected}>{T.selected(chosen.length)}</span> : null}
          <Button appearance="negative" aria-label={T.removeName} disabled={chosen.length === 0 || busy} onClick={() => setRemoving(true)}>
            {T.remove}
          </Button>
          <Button disabled={busy} onClick={openAdd}>
            {T.add}
          </Button>
        </span>
      </div>
      <FilterChips chips={busy ? [] : chips} onClearAll={clearAll} />
      {none ? (
        <p className={styles.none}>{T.none}</p>
      ) : (
        <ListResults<PackageConstraint>
          result={result}
          settled={settled}
          pending={pending}
          list={busy ? { ...list, setParams: () => undefined } : list}
          table={{
            caption: T.title(title),
            columns,
            rowId,
            selection: { selected, onChange: setSelected, rowLabel: (row) => T.toggle(row.package), allLabel: T.toggleAll, selectable: () => !busy },
            empty: noConstraintsText(params.type, params.search.trim()),
          }}
          pagination={{ pageSizeLabel: T.pageSizeLabel, label: T.pagination }}
        />
      )}
      {back ? (
        <div className={formStyles.buttons}>
          <Button className={formStyles.back} onClick={back}>
            {PACKAGE_PROFILE_FORM_TEXTS.addConstraints.backToDetails}
          </Button>
        </div>
      ) : null}
      <ConfirmModal
        open={removing}
        title={T.removeTitle(chosen.length)}
        onClose={() => setRemoving(false)}
        confirmLabel={T.removeConfirm}
        progressLabel={T.removing}
        appearance="negative"
        onConfirm={async () => {
          const outcome = await remove.run({ profile, ids: chosen.map((row) => row.id) });
          if (outcome.status === 'failed') throw outcome.error;
          setSelected({});
        }}
      >
        {T.removeBody(chosen.length)}
      </ConfirmModal>
    </div>
  );
}

/**
 * §2.7.1 Add constraints (a medium panel): the typed rows (one empty row first), each checked; Add
 * sends them in one request, then the editor shows again with the server's list. Back returns to the
 * editor without sending (upstream's Cancel closed the panel and lost the editor).
 */
function AddConstraintsForm({ profile, back }: ProfileEditorProps<PackageProfile>) {
  const panel = useSidePanel();
  const title = packageProfileTitle(profile);
  const [initialValues] = useState(() => ({ constraints: [emptyDraft()] as readonly ConstraintDraft[] }));
  const add = useServerAction(addConstraints, { onError: inPanel });
  const { notify } = useNotify();
  const returnToEditor = () =>
    panel.replace({
      key: `package-profile-${profile.id}-editor`,
      title: T.title(title),
      size: 'medium',
      body: <ConstraintsEditor profile={profile} back={back} />,
    });
  const form = useForm({
    schema: rowsSchema,
    initialValues,
    onSubmit: async (values) => {
      const constraints = (values.constraints ?? []).map(bodyOfDraft);
      const outcome = await add.run({ profile, constraints });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') {
        // The editor first (opening a panel clears the notice showing), then the notice.
        returnToEditor();
        notify(constraintsAddedNotice(constraints.length));
      }
    },
  });
  const rows = form.values.constraints ?? [];
  const binding = form.field('constraints');
  return (
    <Form form={form} className={formStyles.form} aria-label={A.title(title)}>
      <ConstraintRows rows={rows} onChange={(next) => form.setValue('constraints', next)} error={binding.error} focusRef={binding.ref} disabled={form.submitting} />
      <div className={formStyles.buttons}>
        <Button className={formStyles.back} disabled={form.submitting} onClick={returnToEditor}>
          {A.back}
        </Button>
        <SubmitButton progressLabel={A.adding} aria-label={A.submitName(rows.length, title)}>
          {A.submit(rows.length)}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The add step's rows: at least one, each valid (their problems shown in their cells). */
const rowsSchema = {
  async validate(values: unknown): Promise<{ constraints: readonly ConstraintDraft[] }> {
    const rows = ((values as { constraints?: readonly ConstraintDraft[] }).constraints ?? []) as readonly ConstraintDraft[];
    const message = rows.length === 0 ? C.atLeastOne : rows.every(isDraftValid) ? undefined : C.required;
    if (message) throw Object.assign(new Error(message), { name: 'ValidationError', inner: [{ path: 'constraints', message }] });
    return { constraints: rows };
  },
};
