import { useAtomValue } from 'jotai/react';
import { useMemo, type JSX, type ReactNode } from 'react';
import { GLOBAL_ACCESS_GROUP } from '../../../api/access-groups.ts';
import { errorMessage } from '../../../api/errors.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { CheckboxField, SelectField, SubmitButton, TextField, type FieldBinding } from '../../../ui/form/index.ts';
import { TagsField } from '../../../ui/form/TagsField.tsx';
import { ListError } from '../../../ui/list/index.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { accessGroupsQueryAtom, tagsQueryAtom } from '../../org-data/queries.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import * as styles from './ProfileForm.css.ts';

const T = PROFILE_TEXTS.form;

/**
 * The association block (profiles.md §0.6): "Associate to all instances", else the organisation's
 * tags to choose from (those chosen stay listed when the server no longer has them). Unchecking all
 * instances shows the tags kept.
 */
export function AssociationFields({
  all,
  tags,
  texts = T,
}: {
  readonly all: FieldBinding<boolean | undefined>;
  readonly tags: FieldBinding<readonly string[] | undefined>;
  /** Another catalogue's words for the block (the script profiles' form has its own). */
  readonly texts?: AssociationTexts;
}): JSX.Element {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{texts.association}</legend>
      <CheckboxField {...all} value={all.value ?? false} label={texts.allInstances} />
      {all.value ? null : <TagsPicker binding={tags} texts={texts} />}
    </fieldset>
  );
}

/** The association block's words. */
export interface AssociationTexts {
  readonly association: string;
  readonly allInstances: string;
  readonly tags: string;
  readonly tagsPlaceholder: string;
}

function TagsPicker({ binding, texts }: { readonly binding: FieldBinding<readonly string[] | undefined>; readonly texts: AssociationTexts }) {
  const tags = useAtomValue(tagsQueryAtom);
  const chosen = binding.value ?? [];
  const options = useMemo(() => [...new Set([...(tags.data ?? []), ...chosen])], [tags.data, chosen]);
  return (
    <>
      <TagsField {...binding} value={chosen} label={texts.tags} options={options} placeholder={texts.tagsPlaceholder} />
      {tags.isError ? <ListError title={T.tagsFailed} message={errorMessage(tags.error)} retrying={tags.isFetching} onRetry={() => void tags.refetch()} /> : null}
    </>
  );
}

/**
 * The access group (profiles.md §0.7): the organisation's groups by title, `global` by default. When
 * the type cannot change it after adding (`fixed`), it is shown read-only with why.
 */
export function AccessGroupField({ binding, fixed = false }: { readonly binding: FieldBinding<string | undefined>; readonly fixed?: boolean }): JSX.Element {
  const groups = useAtomValue(accessGroupsQueryAtom);
  const value = binding.value ?? GLOBAL_ACCESS_GROUP;
  const options = useMemo(() => {
    const known = (groups.data ?? []).map((group) => ({ value: group.name, label: group.title }));
    // The value is always among the options, by its name while the titles load or when unknown.
    return known.some((option) => option.value === value) ? known : [{ value, label: value }, ...known];
  }, [groups.data, value]);
  if (fixed) {
    const title = options.find((option) => option.value === value)?.label ?? value;
    return <TextField label={T.accessGroup} value={title} readOnly help={T.accessGroupFixed} />;
  }
  return (
    <>
      <SelectField {...binding} value={value} label={T.accessGroup} options={options} />
      {groups.isError ? (
        <ListError title={T.accessGroupsFailed} message={errorMessage(groups.error)} retrying={groups.isFetching} onRetry={() => void groups.refetch()} />
      ) : null}
    </>
  );
}

/** The form's footer (profiles.md §0.5): Back to the details it came from, Cancel, and its submit. */
export function ProfileFormButtons({
  back,
  submit,
  progress,
  disabled,
  submitName,
}: {
  readonly back?: (() => void) | undefined;
  readonly submit: ReactNode;
  readonly progress: ReactNode;
  readonly disabled?: boolean;
  /** The submit's accessible name where the type gives one beside its label (WSL's `Add a new WSL profile`). */
  readonly submitName?: string | undefined;
}): JSX.Element {
  const panel = useSidePanel();
  return (
    <div className={styles.buttons}>
      {back ? (
        <Button className={styles.back} onClick={back}>
          {T.back}
        </Button>
      ) : null}
      <Button onClick={panel.close}>{T.cancel}</Button>
      <SubmitButton progressLabel={progress} disabled={disabled} aria-label={submitName}>
        {submit}
      </SubmitButton>
    </div>
  );
}
