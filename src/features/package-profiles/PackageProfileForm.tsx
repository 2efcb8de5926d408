import { useState } from 'react';
import type { PackageProfile } from '../../api/package-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { FileField, Form, SelectField, TextField, useForm, type FieldBinding, type FileValue } from '../../ui/form/index.ts';
import { useCloseOwnPanel } from '../../ui/side-panel/useSidePanel.ts';
import { AccessGroupField, AssociationFields, ProfileFormButtons } from '../profiles/form/ProfileFormParts.tsx';
import * as styles from '../profiles/form/ProfileForm.css.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileFormProps } from '../profiles/useProfilePanels.tsx';
import { createPackageProfile, duplicatePackageProfile, savePackageProfile } from './edit-actions.ts';
import { ConstraintRows } from './ConstraintFields.tsx';
import { emptyDraft, type ConstraintDraft } from './constraints.ts';
import { InstancePicker } from './InstancePicker.tsx';
import { addBody, addSchema, addValues, duplicateBody, editBody, editSchema, profileValues, type AddValues, type EditValues } from './package-form.ts';
import { PACKAGE_PROFILE_FORM_TEXTS } from './form-texts.ts';
import { PACKAGE_PROFILE_TEXTS } from './texts.ts';

const T = PACKAGE_PROFILE_FORM_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** Files are read whatever their type says (Windows calls a CSV `application/vnd.ms-excel`, §8): the lines decide. */
const ANY_FILE: readonly string[] = [];
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** §2.3 Add (a medium panel), §2.4 Edit and §2.5 Duplicate. */
export function PackageProfileForm(props: ProfileFormProps<PackageProfile>) {
  return props.kind === 'add' ? <AddForm /> : <EditForm profile={props.profile} kind={props.kind} back={props.back} />;
}

/**
 * §2.3: Name, Description, Access group, the association, then where the constraints come from: an
 * instance's packages (searched by name), a file (a package profile CSV or `dpkg --get-selections`
 * output, each bad line reported before anything is sent) or rows typed by hand.
 */
function AddForm() {
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(addValues);
  const create = useServerAction(createPackageProfile, { onError: inForm });
  const form = useForm({
    schema: addSchema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = await create.run(addBody(values));
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof AddValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const { values } = form;
  const constraints = bind<readonly ConstraintDraft[] | undefined>('constraints');
  return (
    <Form form={form} className={styles.form} aria-label={PACKAGE_PROFILE_TEXTS.panel.add}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <TextField {...bind<string>('description')} value={values.description ?? ''} label={T.description} required autoComplete="off" />
      <AccessGroupField binding={bind<string | undefined>('access_group')} />
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
      <SelectField
        {...bind<string>('source')}
        onValueChange={(source: string) => {
          form.setValue('source', source as AddValues['source']);
          // The typed rows start with one empty row (§2.3.1).
          if (source === 'manual' && values.constraints === undefined) form.setValue('constraints', [emptyDraft()]);
        }}
        value={values.source ?? ''}
        label={T.source}
        required
        placeholder={T.sources.none}
        options={[
          { value: 'instance', label: T.sources.instance },
          { value: 'material', label: T.sources.material },
          { value: 'manual', label: T.sources.manual },
        ]}
      />
      {values.source === 'instance' ? <InstancePicker binding={bind<string | undefined>('instance')} /> : null}
      {values.source === 'material' ? (
        <FileField {...bind<FileValue | undefined>('file')} value={values.file} label={T.upload} help={T.uploadHelp} accept={ANY_FILE} maxBytes={MAX_FILE_BYTES} required />
      ) : null}
      {values.source === 'manual' ? (
        <ConstraintRows rows={values.constraints ?? []} onChange={(rows) => form.setValue('constraints', rows)} error={constraints.error} focusRef={constraints.ref} disabled={form.submitting} />
      ) : null}
      <ProfileFormButtons submit={T.submitAdd} progress={PROFILE_TEXTS.form.adding} />
    </Form>
  );
}

/**
 * §2.4 Edit: Name, Description (which may be cleared) and the association; the access group shown,
 * fixed (the API cannot change it). §2.5 Duplicate: `{title} (copy)` and the source's values, the
 * new profile a copy of the source's constraints (sent as its `name`, never its title).
 */
function EditForm({ profile, kind, back }: { readonly profile: PackageProfile; readonly kind: 'edit' | 'duplicate'; readonly back?: (() => void) | undefined }) {
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(() => profileValues(profile, kind));
  const save = useServerAction(savePackageProfile, { onError: inForm });
  const duplicate = useServerAction(duplicatePackageProfile, { onError: inForm });
  const form = useForm({
    schema: editSchema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = kind === 'edit' ? await save.run({ profile, body: editBody(values) }) : await duplicate.run({ source: profile, body: duplicateBody(profile, values) });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof EditValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const { values } = form;
  const title = kind === 'edit' ? PACKAGE_PROFILE_TEXTS.panel.edit(profile.title) : PACKAGE_PROFILE_TEXTS.panel.duplicate(profile.title);
  return (
    <Form form={form} className={styles.form} aria-label={title}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <TextField {...bind<string>('description')} value={values.description ?? ''} label={T.description} autoComplete="off" />
      <AccessGroupField binding={bind<string | undefined>('access_group')} fixed={kind === 'edit'} />
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
      {kind === 'duplicate' ? <p className={styles.help}>{T.duplicateHelp}</p> : null}
      <ProfileFormButtons
        back={back}
        submit={kind === 'edit' ? PROFILE_TEXTS.form.saveChanges : T.submitDuplicate}
        progress={kind === 'edit' ? PROFILE_TEXTS.form.saving : T.duplicating}
      />
    </Form>
  );
}
