import { useMemo, useState, type JSX } from 'react';
import { object, string, type InferType } from 'yup';
import { ROOT_ACCESS_GROUP } from '../../api/access-group-admin.ts';
import type { AccessGroup } from '../../api/access-groups.ts';
import { errorMessage } from '../../api/errors.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Form, SelectField, SubmitButton, TextField, useForm, type Draft, type FieldBinding } from '../../ui/form/index.ts';
import { ListError } from '../../ui/list/index.ts';
import { useCloseOwnPanel, useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useListQuery } from '../lists/index.ts';
import { accessGroupRows } from './access-group-list.ts';
import { createAccessGroup, groupTitle } from './actions.ts';
import { accessGroupListQuery } from './queries.ts';
import * as styles from './AccessGroups.css.ts';
import { ACCESS_GROUP_TEXTS } from './texts.ts';

const T = ACCESS_GROUP_TEXTS.form;

/** §3.4: both required, with the file's message (no final period). */
const schema = object({
  title: string().trim().required(T.required),
  parent: string().required(T.required),
});

type Values = InferType<typeof schema>;

// The form shows the server's message at its top, every value kept.
const inForm = () => undefined;

/** Two spaces a level: the choices show the tree (a native select has no other way). */
const INDENT = '\u00A0\u00A0';

/**
 * The side panel `Add access group` (§3.4): Title, and Parent among every group (by title, in the
 * tree's order, indented by depth; `global` first), disabled until they are in. Submit sends
 * `CreateAccessGroup(title, parent)` once however fast it is pressed; the panel closes once the
 * server said yes, with a notice that says so (upstream shows none, §3.8.1); a refusal is shown at the
 * form's top with every value kept.
 */
export function AccessGroupForm(): JSX.Element {
  const { result: groups } = useListQuery(accessGroupListQuery, null);
  const closePanel = useCloseOwnPanel();
  const panel = useSidePanel();
  const [initialValues] = useState<Draft<Values>>(() => ({ title: '', parent: ROOT_ACCESS_GROUP }));
  const create = useServerAction(createAccessGroup, { onError: inForm });
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const parent = groups.data?.find((group) => group.name === values.parent);
      const outcome = await create.run({ title: values.title.trim(), parent: values.parent, parentTitle: parent ? groupTitle(parent) : values.parent });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = (name: keyof Values) => form.field(name) as unknown as FieldBinding<string | undefined>;
  const options = useMemo(() => parentOptions(groups.data ?? []), [groups.data]);
  const parent = bind('parent');
  return (
    <Form form={form} className={styles.form} aria-label={ACCESS_GROUP_TEXTS.add}>
      <TextField {...bind('title')} value={form.values.title ?? ''} label={T.title} required autoComplete="off" />
      <SelectField
        {...parent}
        value={parent.value ?? ROOT_ACCESS_GROUP}
        label={T.parent}
        required
        disabled={!groups.data}
        options={groups.data ? options : [{ value: parent.value ?? ROOT_ACCESS_GROUP, label: parent.value ?? ROOT_ACCESS_GROUP }]}
      />
      {groups.isError ? <ListError title={T.groupsFailed} message={errorMessage(groups.error)} retrying={groups.isFetching} onRetry={() => void groups.refetch()} /> : null}
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={T.progress}>{T.submit}</SubmitButton>
      </div>
    </Form>
  );
}

/** Every group as a choice, in the tree's order (the server's among siblings), indented by its depth. */
export function parentOptions(groups: readonly AccessGroup[]) {
  return accessGroupRows(groups, { search: '', tree: true, sortBy: '', sort: '' }).map((row) => ({
    value: row.group.name,
    label: `${INDENT.repeat(row.depth)}${groupTitle(row.group)}`,
  }));
}
