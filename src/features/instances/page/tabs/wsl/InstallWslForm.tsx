import { atomWithQuery } from 'jotai-tanstack-query';
import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { mixed, object, string } from 'yup';
import type { Activity } from '../../../../../api/activities.ts';
import { errorMessage } from '../../../../../api/errors.ts';
import { wslApi } from '../../../../../api/wsl.ts';
import { accountQuery } from '../../../../../state/account.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { FileField, Form, SelectField, SubmitButton, TextField, useForm, type FileValue } from '../../../../../ui/form/index.ts';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import * as styles from '../Tab.css.ts';
import { installChild } from './actions.ts';
import { RESERVED_NAME, WSL_TEXTS } from './texts.ts';
import { textToBase64 } from '../../../../../lib/base64.ts';

const T = WSL_TEXTS.form;
const CUSTOM = '__custom__';
const CLOUD_INIT_TYPES = ['.yaml', '.yml'] as const;
const CLOUD_INIT_MAX_BYTES = 1024 * 1024;

/** The images any host can install (the same list for every host): asked once per organisation. */
const imagesAtom = atomWithQuery((get) => ({ ...accountQuery(get, ['wsl-instance-names'] as const, (store) => wslApi.images(store.api)), staleTime: 5 * 60_000 }));

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** "Install new WSL instance" (screens §4.9): an official image or a custom one (name and Rootfs URL), and a cloud-init file. */
export function InstallWslForm({ hostId, openActivity }: { readonly hostId: number; readonly openActivity: (activity: Activity) => void }) {
  const panel = useSidePanel();
  const images = useAtomValue(imagesAtom);
  const { run } = useServerAction(installChild, { onError: inForm });
  const schema = useMemo(
    () =>
      object({
        image: string().required(),
        name: string().when('image', ([image], field) =>
          image === CUSTOM ? field.trim().required(T.nameRequired).test('reserved', T.nameReserved, (value) => !RESERVED_NAME.test(value ?? '')) : field.notRequired(),
        ),
        rootfs: string().when('image', ([image], field) =>
          image === CUSTOM ? field.trim().required(T.rootfsRequired).test('url', T.rootfsInvalid, (value) => /^https?:\/\/\S+$/i.test(value ?? '')) : field.notRequired(),
        ),
        cloudInit: mixed<FileValue>().notRequired(),
      }),
    [],
  );
  const [initialValues] = useState(() => ({ image: 'Ubuntu', name: '', rootfs: '', cloudInit: undefined }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const custom = values.image === CUSTOM;
      const outcome = await run({
        hostId,
        instance: {
          computer_name: custom ? (values.name ?? '').trim() : values.image,
          ...(custom ? { rootfs_url: (values.rootfs ?? '').trim() } : {}),
          ...(values.cloudInit ? { cloud_init: textToBase64(values.cloudInit.text) } : {}),
        },
        openActivity,
      });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  if (images.isError) return <InlineNotification type="negative">{`${T.imagesFailed} ${errorMessage(images.error)}`}</InlineNotification>;
  if (!images.data) return <LoadingScreen />;
  return (
    <Form form={form} className={styles.tab} aria-label={WSL_TEXTS.install}>
      <SelectField
        {...form.field('image')}
        value={form.values.image ?? ''}
        onValueChange={(image) => form.setValue('image', image)}
        label={T.type}
        options={[...images.data.map((image) => ({ value: image.name, label: image.label })), { value: CUSTOM, label: T.custom }]}
        required
      />
      {form.values.image === CUSTOM ? (
        <>
          <TextField {...form.field('name')} value={form.values.name ?? ''} onValueChange={(name) => form.setValue('name', name)} label={T.name} required autoComplete="off" />
          <TextField {...form.field('rootfs')} value={form.values.rootfs ?? ''} onValueChange={(url) => form.setValue('rootfs', url)} label={T.rootfs} type="url" required autoComplete="off" />
        </>
      ) : null}
      <FileField
        {...form.field('cloudInit')}
        value={form.values.cloudInit ?? undefined}
        onValueChange={(file) => form.setValue('cloudInit', file)}
        label={T.cloudInit}
        help={T.cloudInitHelp}
        accept={CLOUD_INIT_TYPES}
        maxBytes={CLOUD_INIT_MAX_BYTES}
      />
      <div className={styles.toolbar}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={T.submit}>{T.submit}</SubmitButton>
      </div>
    </Form>
  );
}
