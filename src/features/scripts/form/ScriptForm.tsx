import { useAtomValue } from 'jotai/react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { scriptsApi, type Script } from '../../../api/scripts.ts';
import { useServerAction, type ActionContext, type ServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { CodeField } from '../../../ui/code-editor/index.ts';
import { Form, SelectField, SubmitButton, TextField, useForm } from '../../../ui/form/index.ts';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { useListQuery } from '../../lists/index.ts';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { scriptDetailQuery } from '../detail-queries.ts';
import { scriptKeys } from '../queries.ts';
import { scriptTitle } from '../texts.ts';
import { AttachmentSlots } from './AttachmentSlots.tsx';
import { EditConfirmModal } from './EditConfirmModal.tsx';
import { initialScriptValues, scriptEdit, scriptFormSchema, titleFromFile, type AttachmentItem, type ScriptFormValues } from './script-form.ts';
import * as styles from './ScriptForm.css.ts';
import { SCRIPT_FORM_TEXTS as T } from './texts.ts';

export type ScriptFormProps =
  | { readonly kind: 'add' }
  | {
      readonly kind: 'edit';
      readonly script: Script;
      /** Opened from the details panel: "Back" returns there. */
      readonly back?: (() => void) | undefined;
    };

/**
 * §1.5 Add and Edit. Edit first reads the script whole (the list's row may be older), then shows
 * its title, code and attachments.
 */
export function ScriptForm(props: ScriptFormProps) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  if (props.kind === 'add') {
    if (groups.isError) return <InlineNotification type="negative">{`${T.loadFailed} ${errorMessage(groups.error)}`}</InlineNotification>;
    if (!groups.data) return <LoadingScreen />;
    return <ScriptFields groups={groups.data} />;
  }
  return <EditScriptForm script={props.script} back={props.back} />;
}

function EditScriptForm({ script, back }: { readonly script: Script; readonly back?: (() => void) | undefined }) {
  const { result } = useListQuery(scriptDetailQuery, script.id);
  if (result.isError) return <InlineNotification type="negative">{`${T.loadFailed} ${errorMessage(result.error)}`}</InlineNotification>;
  if (!result.data) return <LoadingScreen />;
  return <ScriptFields script={result.data} back={back} />;
}

/** What the server already accepted in this form's life: a retry after a failure sends only the rest. */
interface Progress {
  created?: Script;
  readonly removed: Set<string>;
  readonly added: Set<string>;
  /** The title and code the server last took (as `sent()` writes them): a retry sends them again only when changed since. */
  saved?: string;
}

const sent = (title: string, code: string) => JSON.stringify([title, code.replace(/\r/g, '')]);

interface SaveRequest {
  readonly values: ScriptFormValues;
  readonly progress: Progress;
  /** The script edited; absent: a new one. */
  readonly script?: Script | undefined;
}

async function upload(context: ActionContext, id: number, items: readonly AttachmentItem[], progress: Progress, created: boolean) {
  for (const item of items) {
    if (item.kind !== 'new' || progress.added.has(item.filename)) continue;
    try {
      await scriptsApi.addAttachment(context.store.api, id, item.filename, new Uint8Array(await item.file.arrayBuffer()));
    } catch (error) {
      throw new Error(created ? T.createdButAttachment(item.filename, errorMessage(error)) : T.attachmentRefused(item.filename, errorMessage(error)));
    }
    progress.added.add(item.filename);
  }
}

/** §1.5 Create script: CreateScript, then each new attachment. */
const createScript: ServerAction<SaveRequest, string> = {
  run: async (context, { values, progress }) => {
    const title = values.title.trim();
    let created = progress.created;
    if (!created) {
      created = await scriptsApi.create(context.store.api, { code: values.code, title, access_group: values.access_group });
      progress.created = created;
      progress.saved = sent(title, values.code);
    } else if (progress.saved !== sent(title, values.code)) {
      // The script exists since a submit whose attachment was refused: this one edits it.
      await scriptsApi.edit(context.store.api, created.id, { code: values.code, title });
      progress.saved = sent(title, values.code);
    }
    await upload(context, created.id, values.attachments as AttachmentItem[], progress, true);
    return title;
  },
  invalidates: () => [scriptKeys.all],
  notice: (title) => ({ type: 'positive', title: T.added.title, message: T.added.message(title) }),
};

/**
 * §1.5 Submit new version: removals first, then EditScript (only when the title or code changed),
 * then the new attachments, one after another: a file removed and added again under its name is
 * never both at once (upstream runs them together, §1.9.4).
 */
const saveScript: ServerAction<SaveRequest, string> = {
  run: async (context, { values, progress, script }) => {
    if (!script) throw new Error('No script to save.');
    const title = values.title.trim();
    const edit = scriptEdit(script, values);
    for (const filename of edit.removed) {
      if (progress.removed.has(filename)) continue;
      await scriptsApi.removeAttachment(context.store.api, script.id, filename);
      progress.removed.add(filename);
    }
    // A retry after a refusal makes a version again only for a title or code changed since the last one.
    if (edit.newVersion && progress.saved !== sent(title, values.code)) {
      await scriptsApi.edit(context.store.api, script.id, { code: values.code, title });
      progress.saved = sent(title, values.code);
    }
    await upload(context, script.id, edit.added, progress, false);
    return title;
  },
  invalidates: () => [scriptKeys.all],
  notice: (title) => ({ type: 'positive', title: T.edited.title(title), message: T.edited.message }),
};

// The form (or the confirmation) shows the server's message itself, every value kept.
const inPlace = () => undefined;

function ScriptFields({
  script,
  groups = [],
  back,
}: {
  readonly script?: Script;
  readonly groups?: readonly { readonly name: string; readonly title: string }[];
  readonly back?: (() => void) | undefined;
}) {
  const panel = useSidePanel();
  const editing = script !== undefined;
  const [initialValues] = useState(() => initialScriptValues(script));
  const [confirming, setConfirming] = useState<ScriptFormValues | null>(null);
  const [populateError, setPopulateError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const progress = useRef<Progress>({ removed: new Set(), added: new Set() });
  const { run } = useServerAction(editing ? saveScript : createScript, { onError: inPlace });

  async function submit(values: ScriptFormValues) {
    const outcome = await run({ values, progress: progress.current, script });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  }

  const form = useForm({
    schema: scriptFormSchema,
    initialValues,
    onSubmit: async (values: ScriptFormValues) => {
      if (!editing) return submit(values);
      // §1.5: an edit is confirmed first, saying which profiles it affects.
      setConfirming(values);
    },
  });

  async function populate(file: File | undefined) {
    if (!file) return;
    try {
      const text = await file.text();
      setPopulateError(undefined);
      form.setValue('code', text.replace(/\r/g, ''));
      if ((form.values.title ?? '').trim() === '') form.setValue('title', titleFromFile(file.name));
    } catch {
      setPopulateError(T.populateFailed);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <>
      <Form form={form} className={styles.form} aria-label={editing ? T.panel.edit(scriptTitle(script)) : T.panel.add}>
        <div className={styles.populate}>
          <input ref={fileInput} type="file" hidden tabIndex={-1} aria-hidden="true" onChange={(event) => void populate(event.currentTarget.files?.[0])} />
          <Button onClick={() => fileInput.current?.click()}>
            {T.populate}
          </Button>
          {populateError ? <p className={styles.error}>{populateError}</p> : null}
        </div>
        <TextField {...form.field('title')} value={form.values.title ?? ''} onValueChange={(value) => form.setValue('title', value)} label={T.title} required autoComplete="off" />
        <CodeField {...form.field('code')} value={form.values.code ?? ''} onValueChange={(value: string) => form.setValue('code', value)} label={T.code} required />
        {editing ? null : (
          <SelectField
            {...form.field('access_group')}
            value={form.values.access_group ?? ''}
            onValueChange={(value) => form.setValue('access_group', value)}
            label={T.accessGroup}
            options={groups.map((group) => ({ value: group.name, label: group.title }))}
          />
        )}
        <AttachmentSlots
          scriptId={script?.id}
          items={(form.values.attachments ?? []) as AttachmentItem[]}
          onChange={(items) => form.setValue('attachments', items)}
          error={form.errors.attachments}
          fieldRef={form.field('attachments').ref}
        />
        <div className={styles.buttons}>
          {back ? (
            <Button className={styles.back} onClick={back}>
              {T.back}
            </Button>
          ) : null}
          <Button onClick={panel.close}>{T.cancel}</Button>
          <SubmitButton progressLabel={editing ? T.progressEdit : T.progressAdd}>{editing ? T.submitEdit : T.submitAdd}</SubmitButton>
        </div>
      </Form>
      {confirming && script ? (
        <EditConfirmModal
          script={script}
          onClose={() => setConfirming(null)}
          // A refusal shows in the confirmation, which stays open; the form keeps every value.
          onConfirm={() => submit(confirming)}
        />
      ) : null}
    </>
  );
}
