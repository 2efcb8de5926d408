import { useAtomValue } from 'jotai/react';
import { useMemo, useState, type FormEvent } from 'react';
import { accessGroupTitle, GLOBAL_ACCESS_GROUP } from '../../../api/access-groups.ts';
import { errorMessage } from '../../../api/errors.ts';
import { isolate } from '../../../lib/display-name.ts';
import type { InstanceChild } from '../../../api/instances.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { Form, SelectField, SubmitButton, TextField, useForm } from '../../../ui/form/index.ts';
import { Table, type Column } from '../../../ui/list/index.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { usePanelChanges } from '../../../ui/side-panel/panel-changes.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { accessGroupsQueryAtom, tagsQueryAtom } from '../../org-data/queries.ts';
import { instanceName } from '../texts.ts';
import * as styles from './Actions.css.ts';
import { assignAccessGroup, assignTags, removeInstances } from './bulk-actions.ts';
import { PowerModal } from './PowerModal.tsx';
import { TagProfilesModal, useTagCheck } from './TagProfilesModal.tsx';
import { INSTANCE_ACTION_TEXTS as T } from './texts.ts';
import { object, string } from 'yup';
import type { AffectedProfile } from './tag-check.ts';

export { InstancesToolbar } from './InstancesToolbar.tsx';

/** The confirmations the instances list opens on a selection. */
export type BulkDialogKind = 'restart' | 'shutdown' | 'remove';

// The modals and forms show the server's message themselves, and stay open for another try.
const inPlace = () => undefined;

export interface BulkDialogProps {
  readonly kind: BulkDialogKind | null;
  readonly instances: readonly InstanceChild[];
  readonly onClose: () => void;
  /** After the server said yes: the list clears its selection. */
  readonly onDone: () => void;
}

/**
 * Restart, shut down (with HEAD's scheduling) or remove the selected instances (§1.2, §1.3, HEAD's
 * bulk removal typed to confirm): one request however fast it is confirmed; closes once the server
 * said yes, keeps the modal with its message otherwise (upstream keeps it open either way, B3).
 */
export function BulkDialog({ kind, instances, onClose, onDone }: BulkDialogProps) {
  const remove = useServerAction(removeInstances, { onError: inPlace });
  if (kind === null || instances.length === 0) return null;
  if (kind === 'restart' || kind === 'shutdown') return <PowerModal kind={kind} instances={instances} from="list" onClose={onClose} onDone={onDone} />;
  const one = instances.length === 1 ? instances[0]! : null;
  return (
    <ConfirmModal
      title={T.bulkRemoval.title(instances.length, one ? isolate(instanceName(one)) : '')}
      open
      onClose={onClose}
      confirmLabel={T.removal.confirm}
      progressLabel={T.removal.progress}
      appearance="negative"
      confirmText={{ text: one ? T.removal.text(instanceName(one)) : T.bulkRemoval.manyText, before: T.typeBefore, after: T.typeAfter }}
      onConfirm={async () => {
        const outcome = await remove.run({ instances });
        if (outcome.status === 'failed') throw outcome.error;
        if (outcome.status === 'succeeded') onDone();
      }}
    >
      <p className={styles.text}>{T.bulkRemoval.body(instances.length)}</p>
    </ConfirmModal>
  );
}

export interface SelectionFormProps {
  readonly instances: readonly InstanceChild[];
  readonly onDone: () => void;
}

/** "Assign access group" (§1.7): the group the selection shares, else the root group, to start with. */
export function AccessGroupForm({ instances, onDone }: SelectionFormProps) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  const panel = useSidePanel();
  const { run } = useServerAction(assignAccessGroup, { onError: inPlace });
  const shared = instances.every((instance) => instance.access_group === instances[0]?.access_group) ? instances[0]?.access_group : undefined;
  const [initialValues] = useState(() => ({ group: shared ?? GLOBAL_ACCESS_GROUP }));
  const form = useForm({
    schema: object({ group: string().required(T.edit.required) }),
    initialValues,
    onSubmit: async ({ group }) => {
      const outcome = await run({ instances, group: { name: group, title: accessGroupTitle(groups.data, group) } });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') {
        panel.close();
        onDone();
      }
    },
  });
  if (groups.isError) return <InlineNotification type="negative">{`${T.accessGroup.loadFailed} ${errorMessage(groups.error)}`}</InlineNotification>;
  if (!groups.data) return <LoadingScreen />;
  return (
    <Form form={form} className={styles.form} aria-label={T.accessGroup.field}>
      <SelectField
        {...form.field('group')}
        value={form.values.group ?? ''}
        onValueChange={(value) => form.setValue('group', value)}
        label={T.accessGroup.field}
        options={groups.data.map((group) => ({ value: group.name, label: group.title }))}
        required
      />
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={T.accessGroup.assigning}>{T.accessGroup.submit}</SubmitButton>
      </div>
    </Form>
  );
}

interface TagRow {
  readonly tag: string;
  /** How many selected instances have it already. */
  readonly on: number;
}

/**
 * "Assign tags" (§1.8): the organisation's tags, searched as typed (those starting with the text
 * first); a tag every selected instance has is ticked and cannot be picked, and how many have each
 * is said. The tags picked are checked against the active security profiles first.
 */
export function AssignTagsForm({ instances, onDone }: SelectionFormProps) {
  const tags = useAtomValue(tagsQueryAtom);
  const panel = useSidePanel();
  const check = useTagCheck();
  const { run } = useServerAction(assignTags, { onError: inPlace });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ readonly tags: readonly string[]; readonly affected: readonly AffectedProfile[] } | null>(null);

  const rows = useMemo<TagRow[]>(() => {
    const term = search.trim().toLowerCase();
    const all = (tags.data ?? []).map((tag) => ({ tag, on: instances.filter((instance) => (instance.tags ?? []).includes(tag)).length }));
    const matching = term ? all.filter((row) => row.tag.toLowerCase().includes(term)) : all;
    const starts = (row: TagRow) => (row.tag.toLowerCase().startsWith(term) ? 0 : 1);
    return [...matching].sort((a, b) => starts(a) - starts(b));
  }, [tags.data, instances, search]);
  const onAll = (row: TagRow) => row.on === instances.length;
  const chosen = Object.keys(picked).filter((tag) => picked[tag]);
  // Picks not assigned yet: closing the panel asks first.
  usePanelChanges(chosen.length > 0);

  const columns = useMemo<Column<TagRow>[]>(
    () => [
      { id: 'name', header: T.assignTags.name, minWidth: '8rem', cell: (row) => <ServerText text={row.tag} /> },
      { id: 'on', header: T.assignTags.onInstances, wrap: 'never', cell: (row) => T.assignTags.onCount(row.on, instances.length) },
    ],
    [instances.length],
  );

  async function save(tagsToAdd: readonly string[]) {
    const outcome = await run({ instances, tags: tagsToAdd });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') {
      panel.close();
      onDone();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (chosen.length === 0) {
      setError(T.assignTags.pickOne);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const affected = await check(
        chosen,
        instances.map((instance) => ({ tags: instance.tags ?? [], access_group: instance.access_group ?? '' })),
      );
      if (affected.length > 0) setConfirming({ tags: chosen, affected });
      else await save(chosen);
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (tags.isError) return <InlineNotification type="negative">{`${T.assignTags.loadFailed} ${errorMessage(tags.error)}`}</InlineNotification>;
  if (!tags.data) return <LoadingScreen />;
  // The confirmation stays outside the form: its own form nested in this one would submit natively
  // (the browser then leaves the page) instead of adding the tags.
  return (
    <>
      <form className={styles.form} aria-label={T.assignTags.caption} onSubmit={(event) => void submit(event)} noValidate>
        {failure ? <InlineNotification type="negative">{failure}</InlineNotification> : null}
        <p className={styles.text}>{T.assignTags.intro}</p>
        <TextField label={T.assignTags.search} placeholder={T.assignTags.searchPlaceholder} type="search" value={search} onValueChange={setSearch} autoComplete="off" />
        <Table
          caption={T.assignTags.caption}
          columns={columns}
          rows={rows}
          rowId={(row) => row.tag}
          selection={{
            selected: Object.fromEntries(rows.map((row) => [row.tag, onAll(row) || picked[row.tag] === true])),
            onChange: (next) => {
              // `next` covers the rows shown: the picks the search hides stay picked.
              const shownTags = new Set(rows.map((row) => row.tag));
              setPicked((previous) => ({
                ...Object.fromEntries(Object.entries(previous).filter(([tag, on]) => on && !shownTags.has(tag))),
                ...Object.fromEntries(rows.filter((row) => !onAll(row) && next[row.tag]).map((row) => [row.tag, true])),
              }));
              setError(undefined);
            },
            rowLabel: (row) => T.assignTags.pick(row.tag),
            allLabel: T.assignTags.toggleAll,
            selectable: (row) => !onAll(row),
          }}
          empty={T.assignTags.none}
        />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button onClick={panel.close}>{T.cancel}</Button>
          <Button type="submit" appearance="primary" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? T.assignTags.assigning : T.assignTags.submit}
          </Button>
        </div>
      </form>
      {confirming ? (
        <TagProfilesModal
          added={confirming.tags}
          affected={confirming.affected}
          count={instances.length}
          title={instances.length === 1 ? instanceName(instances[0]!) : ''}
          onClose={() => setConfirming(null)}
          onConfirm={() => save(confirming.tags)}
        />
      ) : null}
    </>
  );
}
