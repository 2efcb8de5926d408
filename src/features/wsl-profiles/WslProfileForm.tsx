import { atomWithQuery } from 'jotai-tanstack-query';
import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { wslApi } from '../../api/wsl.ts';
import { hasCloudInit, type WslProfile } from '../../api/wsl-profiles.ts';
import { accountQuery } from '../../state/account.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { CodeField } from '../../ui/code-editor/index.ts';
import { FileField, Form, SelectField, TextField, useForm, type FieldBinding, type FileValue, type SelectOption } from '../../ui/form/index.ts';
import { ListError } from '../../ui/list/index.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { useCloseOwnPanel } from '../../ui/side-panel/useSidePanel.ts';
import { AccessGroupField, AssociationFields, ProfileFormButtons } from '../profiles/form/ProfileFormParts.tsx';
import * as styles from '../profiles/form/ProfileForm.css.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileFormProps } from '../profiles/useProfilePanels.tsx';
import { wslProfileTitle } from './actions.ts';
import { createWslProfile, duplicateWslProfile, saveWslProfile } from './edit-actions.ts';
import { WSL_PROFILE_FORM_TEXTS } from './form-texts.ts';
import { WSL_PROFILE_TEXTS } from './texts.ts';
import {
  addSchema,
  addValues,
  createBody,
  duplicateValues,
  editBody,
  editSchema,
  editValues,
  FROM_URL,
  type AddValues,
  type CloudInitKind,
  type EditValues,
} from './wsl-form.ts';

const T = WSL_PROFILE_FORM_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** `.yml` too (1.14 takes `.yaml` alone, §8). */
const CLOUD_INIT_FILES: readonly string[] = ['.yaml', '.yml'];
/**
 * What the file field reads at most. The 1 MiB rule is the form's (its message is §6.3's, not the
 * file field's own): a larger file is read and refused with it; one this large is not even read.
 */
const FILE_READ_LIMIT = 16 * 1024 * 1024;

/** The store's images (`GET wsl-instance-names`), the same list the instance page's WSL tab asks for. */
const imagesAtom = atomWithQuery((get) => ({ ...accountQuery(get, ['wsl-instance-names'] as const, (store) => wslApi.images(store.api)), staleTime: 5 * 60_000 }));

/** §6.3 Add and Duplicate, §6.4 Edit (small panels). */
export function WslProfileForm(props: ProfileFormProps<WslProfile>) {
  if (props.kind === 'edit') return <EditForm profile={props.profile} back={props.back} />;
  return props.kind === 'add' ? <AddForm /> : <AddForm source={props.profile} back={props.back} />;
}

/** The store images as options by label, then `From URL`; a value the list lacks (a duplicate's old image) by its name. */
function useImageOptions(current: string | undefined) {
  const images = useAtomValue(imagesAtom);
  const options = useMemo<readonly SelectOption[]>(() => {
    const store = (images.data ?? []).map((image) => ({ value: image.name, label: image.label }));
    const missing = current && current !== FROM_URL && !store.some((option) => option.value === current) ? [{ value: current, label: current }] : [];
    return [...missing, ...store, { value: FROM_URL, label: T.fromUrl }];
  }, [images.data, current]);
  return { images, options };
}

/**
 * §6.3: Name, Description, Access group; the caution once an image or a cloud-init kind is chosen;
 * the RootFS image (a store one, or `From URL` with its name and URL); the cloud-init file (a file
 * or text in the editor, the other kind's value cleared on each switch); the association. A duplicate
 * starts from its source's values and image; its cloud-init cannot be read back, so it says so.
 */
function AddForm({ source, back }: { readonly source?: WslProfile; readonly back?: (() => void) | undefined }) {
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(() => (source ? duplicateValues(source) : addValues()));
  const create = useServerAction(createWslProfile, { onError: inForm });
  const duplicate = useServerAction(duplicateWslProfile, { onError: inForm });
  const form = useForm({
    schema: addSchema,
    initialValues,
    onSubmit: async (values) => {
      const body = createBody(values);
      const outcome = source ? await duplicate.run({ source, body }) : await create.run(body);
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof AddValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const { values } = form;
  const { images, options } = useImageOptions(values.image);
  const custom = values.image === FROM_URL;
  const label = source ? WSL_PROFILE_TEXTS.panel.duplicate(wslProfileTitle(source)) : WSL_PROFILE_TEXTS.panel.add;

  function chooseCloudInit(kind: string) {
    form.setValue('cloud_init', kind as CloudInitKind);
    // A file chosen before cannot end up in the editor, nor typed text behind a file (1.14 keeps both, §8).
    form.setValue('cloud_init_file', undefined);
    form.setValue('cloud_init_text', '');
  }

  return (
    <Form form={form} className={styles.form} aria-label={label}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <TextField {...bind<string>('description')} value={values.description ?? ''} label={T.description} required autoComplete="off" />
      <AccessGroupField binding={bind<string | undefined>('access_group')} />
      {values.image || values.cloud_init ? (
        <InlineNotification type="caution" title={T.warningTitle}>
          {T.warning}
        </InlineNotification>
      ) : null}
      <SelectField
        {...bind<string>('image')}
        value={values.image ?? ''}
        label={T.rootfs}
        required
        placeholder={T.select}
        options={options}
        disabled={!images.data && !images.isError}
      />
      {images.isError ? <ListError title={T.imagesFailed} message={errorMessage(images.error)} retrying={images.isFetching} onRetry={() => void images.refetch()} /> : null}
      {custom ? (
        <>
          <TextField {...bind<string>('image_name')} value={values.image_name ?? ''} label={T.imageName} required autoComplete="off" />
          <TextField {...bind<string>('image_source')} value={values.image_source ?? ''} label={T.imageUrl} help={T.imageUrlHelp} required autoComplete="off" />
        </>
      ) : null}
      <SelectField
        {...bind<string>('cloud_init')}
        onValueChange={chooseCloudInit}
        value={values.cloud_init ?? ''}
        label={T.cloudInit}
        placeholder={T.select}
        options={[
          { value: 'file', label: T.cloudInitKinds.file },
          { value: 'text', label: T.cloudInitKinds.text },
        ]}
        help={source && hasCloudInit(source) ? T.duplicateCloudInit : undefined}
      />
      {values.cloud_init === 'file' ? (
        <FileField
          {...bind<FileValue | undefined>('cloud_init_file')}
          value={values.cloud_init_file}
          label={T.upload}
          help={T.uploadHelp}
          accept={CLOUD_INIT_FILES}
          maxBytes={FILE_READ_LIMIT}
          required
        />
      ) : null}
      {/* Long lines wrap: the panel is small, and a scroller sideways is one more stop for the keyboard. */}
      {values.cloud_init === 'text' ? <CodeField {...bind<string>('cloud_init_text')} value={values.cloud_init_text ?? ''} label={T.code} required wrap /> : null}
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
      <ProfileFormButtons
        back={back}
        submit={source ? T.submitDuplicate : T.submitAdd}
        // Add's name is its label: upstream's `Add a new WSL profile` would not contain the visible
        // words (WCAG 2.5.3, axe's label-content-name-mismatch); Duplicate's contains them.
        submitName={source ? T.submitDuplicateName : undefined}
        progress={source ? T.duplicating : PROFILE_TEXTS.form.adding}
      />
    </Form>
  );
}

/**
 * §6.4 Edit: Name, Description and Access group; the image and the cloud-init file shown, disabled,
 * with why (they cannot change); the association. Every editable field is sent.
 */
function EditForm({ profile, back }: { readonly profile: WslProfile; readonly back?: (() => void) | undefined }) {
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(() => editValues(profile));
  const save = useServerAction(saveWslProfile, { onError: inForm });
  const form = useForm({
    schema: editSchema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = await save.run({ profile, body: editBody(values) });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof EditValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const { values } = form;
  const custom = profile.image_source !== null && profile.image_source !== '';
  const image = custom ? FROM_URL : profile.image_name;
  const { options } = useImageOptions(image);
  const cloudInit = hasCloudInit(profile) ? T.cloudInitSet : T.cloudInitNotSet;
  return (
    <Form form={form} className={styles.form} aria-label={WSL_PROFILE_TEXTS.panel.edit(wslProfileTitle(profile))}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <TextField {...bind<string>('description')} value={values.description ?? ''} label={T.description} required autoComplete="off" />
      <AccessGroupField binding={bind<string | undefined>('access_group')} />
      <InlineNotification type="caution" title={T.editUnavailableTitle}>
        {T.editUnavailable}
      </InlineNotification>
      <SelectField label={T.rootfs} value={image} options={options.filter((option) => option.value === image)} disabled />
      {custom ? (
        <>
          <TextField label={T.imageName} value={profile.image_name} disabled />
          <TextField label={T.imageUrl} value={profile.image_source ?? ''} disabled />
        </>
      ) : null}
      <SelectField label={T.cloudInit} value="" options={[]} placeholder={cloudInit} disabled />
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
      <ProfileFormButtons back={back} submit={PROFILE_TEXTS.form.saveChanges} progress={PROFILE_TEXTS.form.saving} />
    </Form>
  );
}
