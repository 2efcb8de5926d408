import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { array, object, string } from 'yup';
import type { AccessGroup } from '../../../api/access-groups.ts';
import { errorMessage } from '../../../api/errors.ts';
import type { InstanceChanges } from '../../../api/instance-actions.ts';
import type { Instance } from '../../../api/instances.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { Form, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../../../ui/form/index.ts';
import { TagsField } from '../../../ui/form/TagsField.tsx';
import * as styles from './Actions.css.ts';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { accessGroupsQueryAtom, tagsQueryAtom } from '../../org-data/queries.ts';
import { instanceName } from '../texts.ts';
import { INSTANCE_PAGE_TEXTS } from '../page/texts.ts';
import { editInstance } from './actions.ts';
import { tagError, type AffectedProfile } from './tag-check.ts';
import { TagProfilesModal, useTagCheck } from './TagProfilesModal.tsx';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';

const T = INSTANCE_ACTION_TEXTS.edit;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** "Edit instance" (screens §2.5 with HEAD's tags): the access groups load first. */
export function EditInstanceForm({ instance }: { readonly instance: Instance }) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  if (groups.isError) return <InlineNotification type="negative">{`${T.loadFailed} ${errorMessage(groups.error)}`}</InlineNotification>;
  if (!groups.data) return <LoadingScreen />;
  return <EditFields instance={instance} groups={groups.data} />;
}

const schema = object({
  title: string().trim().required(T.required),
  access_group: string().required(T.required),
  comment: string(),
  tags: array(string().required()).required(),
});

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag) => b.includes(tag));

/**
 * Title (read-only for a WSL instance: its host names it), access group, comment and tags, sent as
 * only what changed; '' clears the comment and no tags clears them (upstream's 1.14 drops both,
 * B9/B10), and an empty title is refused before sending. Tags that would bring the instance into
 * security profiles are confirmed first (§2.4).
 */
function EditFields({ instance, groups }: { readonly instance: Instance; readonly groups: readonly AccessGroup[] }) {
  const panel = useSidePanel();
  const tagOptions = useAtomValue(tagsQueryAtom).data ?? [];
  const { run } = useServerAction(editInstance, { onError: inForm });
  const check = useTagCheck();
  const [confirming, setConfirming] = useState<{ readonly changes: InstanceChanges; readonly added: readonly string[]; readonly affected: readonly AffectedProfile[] } | null>(null);
  const wsl = instance.is_wsl_instance === true;
  const [initialValues] = useState(() => ({
    title: instance.title,
    access_group: instance.access_group,
    comment: instance.comment ?? '',
    tags: [...instance.tags],
  }));

  async function save(changes: InstanceChanges) {
    const outcome = await run({ instance, changes });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  }

  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const tags = values.tags;
      const changes: InstanceChanges = {
        ...(values.title.trim() !== instance.title ? { title: values.title.trim() } : {}),
        ...(values.access_group !== instance.access_group ? { access_group: values.access_group } : {}),
        ...((values.comment ?? '') !== (instance.comment ?? '') ? { comment: values.comment ?? '' } : {}),
        ...(sameTags(tags, instance.tags) ? {} : { tags }),
      };
      if (Object.keys(changes).length === 0) {
        panel.close();
        return;
      }
      const added = tags.filter((tag) => !instance.tags.includes(tag));
      const affected = await check(added, [{ tags: instance.tags, access_group: changes.access_group ?? instance.access_group }]);
      if (affected.length > 0) setConfirming({ changes, added, affected });
      else await save(changes);
    },
  });
  return (
    <>
      <Form form={form} className={styles.form} aria-label={INSTANCE_PAGE_TEXTS.actionBar.editTitle}>
        <TextField
          {...form.field('title')}
          value={form.values.title ?? ''}
          onValueChange={(value) => form.setValue('title', value)}
          label={T.titleField}
          required
          readOnly={wsl}
          help={wsl ? T.titleReadOnly : undefined}
          autoComplete="off"
        />
        <SelectField
          {...form.field('access_group')}
          value={form.values.access_group ?? ''}
          onValueChange={(value) => form.setValue('access_group', value)}
          label={T.accessGroup}
          options={groups.map((group) => ({ value: group.name, label: group.title }))}
          required
        />
        <TextAreaField {...form.field('comment')} value={form.values.comment ?? ''} onValueChange={(value) => form.setValue('comment', value)} label={T.comment} rows={5} />
        <TagsField
          {...form.field('tags')}
          value={form.values.tags}
          onValueChange={(value) => form.setValue('tags', [...value])}
          label={T.tags}
          placeholder={T.tagsPlaceholder}
          options={tagOptions}
          create={{ label: T.addTag, check: tagError }}
        />
        <div className={styles.buttons}>
          <Button onClick={panel.close}>{INSTANCE_ACTION_TEXTS.cancel}</Button>
          <SubmitButton progressLabel={T.saving}>{T.save}</SubmitButton>
        </div>
      </Form>
      {confirming ? (
        <TagProfilesModal
          added={confirming.added}
          affected={confirming.affected}
          count={1}
          title={instanceName(instance)}
          onClose={() => setConfirming(null)}
          onConfirm={() => save(confirming.changes)}
        />
      ) : null}
    </>
  );
}
