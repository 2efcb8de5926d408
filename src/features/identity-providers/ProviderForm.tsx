import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { OidcProviderDetails, SupportedProvider } from '../../api/identity-providers.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { CheckboxField, Form, PasswordField, SubmitButton, TextField, useForm, type FieldBinding } from '../../ui/form/index.ts';
import { ListError } from '../../ui/list/ListError.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useClipboard } from '../../ui/copy/use-clipboard.ts';
import { addProvider, saveProvider, switchUbuntuOne } from './actions.ts';
import * as styles from './IdentityProviders.css.ts';
import {
  lastEnabledReason,
  newProviderValues,
  providerSchema,
  providerName,
  providerValues,
  ubuntuOneSchema,
  type IdentityProvider,
} from './providers.ts';
import { createProviderDetailAtom, identityProvidersQueryAtom } from './queries.ts';
import { IDENTITY_PROVIDER_TEXTS } from './texts.ts';

const T = IDENTITY_PROVIDER_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** Why this provider's Enabled cannot be cleared, judged on the list the screen shows. */
function useLastEnabledReason(row: Pick<IdentityProvider, 'id' | 'provider'> | undefined): string | undefined {
  const list = useAtomValue(identityProvidersQueryAtom);
  return row && list.data ? lastEnabledReason(list.data, row) : undefined;
}

/**
 * Enabled. On the only enabled provider it stays checked, focusable and announced as unavailable
 * (`aria-disabled`), its reason in place of the help.
 */
function EnabledField({ binding, help, lockedReason }: { readonly binding: FieldBinding<boolean | undefined>; readonly help: string; readonly lockedReason: string | undefined }) {
  if (!lockedReason) return <CheckboxField {...binding} label={T.enabled} help={help} />;
  const { onValueChange: _ignored, ...rest } = binding;
  return (
    <div className={styles.locked}>
      <CheckboxField {...rest} label={T.enabled} help={lockedReason} aria-disabled onClick={(event) => event.preventDefault()} />
    </div>
  );
}

function FormActions({ back, submit, progress }: { readonly back?: (() => void) | undefined; readonly submit: string; readonly progress: string }) {
  const panel = useSidePanel();
  return (
    <div className={styles.actions}>
      {back ? (
        <Button className={styles.back} onClick={back}>
          {T.back}
        </Button>
      ) : null}
      <Button onClick={panel.close}>{T.cancel}</Button>
      <SubmitButton progressLabel={progress}>{submit}</SubmitButton>
    </div>
  );
}

/** The read-only redirect URL, and a button that copies it and says whether that worked. */
function RedirectUrl({ url }: { readonly url: string }) {
  const { outcome: copied, copy } = useClipboard();
  return (
    <>
      <TextField
        label={T.redirectUrl}
        help={T.redirectHelp}
        value={url}
        readOnly
        spellCheck={false}
        trailing={
          <Button aria-label={T.copyName} onClick={() => void copy(url)}>
            {T.copy}
          </Button>
        }
      />
      {/* Always present, so that the change of its text is announced. */}
      <p role="status" className={styles.copyStatus}>
        {copied === 'copied' ? T.copied : copied === 'failed' ? T.copyFailed : ''}
      </p>
    </>
  );
}

export type ProviderFormProps =
  | { readonly kind: 'add'; readonly provider: SupportedProvider; readonly onBack: () => void }
  | { readonly kind: 'edit'; readonly details: OidcProviderDetails };

/**
 * The add and edit form of an OIDC provider. The panel closes once the server said yes (the notice
 * then shows); a refusal shows its message here with every value kept, a typed client secret included.
 */
export function ProviderForm(props: ProviderFormProps) {
  const panel = useSidePanel();
  const add = useServerAction(addProvider, { onError: inForm });
  const save = useServerAction(saveProvider, { onError: inForm });
  const editing = props.kind === 'edit' ? { id: props.details.id, provider: props.details.configuration.provider } : undefined;
  const slug = props.kind === 'edit' ? props.details.configuration.provider : props.provider.provider_slug;
  const [initialValues] = useState(() => (props.kind === 'edit' ? providerValues(props.details) : newProviderValues()));
  const [schema] = useState(() => providerSchema(props.kind));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = editing ? await save.run({ ...editing, values }) : await add.run({ provider: slug, values });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const lockedReason = useLastEnabledReason(editing);
  const title = props.kind === 'edit' ? T.editTitle(providerName({ id: props.details.id, name: props.details.configuration.name })) : T.addTitle(props.provider.provider_label);

  return (
    <Form form={form} aria-label={title}>
      <RedirectUrl url={props.kind === 'edit' ? props.details.redirect_uri : props.provider.redirect_uri} />
      <EnabledField binding={form.field('enabled')} help={editing ? T.enabledHelpEdit : T.enabledHelpAdd} lockedReason={lockedReason} />
      <TextField {...form.field('name')} label={T.name} required autoComplete="off" />
      <TextField {...form.field('client_id')} label={T.clientId} required autoComplete="off" spellCheck={false} />
      {/* Write-only: an edit starts empty, and Show reveals only what was typed here. */}
      <PasswordField
        {...form.field('client_secret')}
        label={T.clientSecret}
        required={!editing}
        help={editing ? T.clientSecretStored : undefined}
        autoComplete="new-password"
        spellCheck={false}
      />
      <TextField {...form.field('issuer')} type="url" label={T.issuer} required autoComplete="off" spellCheck={false} />
      <FormActions
        back={props.kind === 'add' ? props.onBack : undefined}
        submit={editing ? T.save : T.add}
        progress={editing ? T.saving : T.adding}
      />
    </Form>
  );
}

/** The edit panel's body: the provider as the server holds it now, then its form. */
export function EditProviderPanel({ row }: { readonly row: IdentityProvider }) {
  const [detailAtom] = useState(() => createProviderDetailAtom(row.id));
  const query = useAtomValue(detailAtom);
  if (query.isError) {
    return <ListError title={T.loadFailed} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingScreen />;
  return <ProviderForm kind="edit" details={query.data} />;
}

/** Ubuntu One's edit: only Enabled, saved to the organisation's preferences. */
export function UbuntuOneForm({ row }: { readonly row: IdentityProvider }) {
  const panel = useSidePanel();
  const { run } = useServerAction(switchUbuntuOne, { onError: inForm });
  const [initialValues] = useState(() => ({ enabled: row.enabled }));
  const form = useForm({
    schema: ubuntuOneSchema,
    initialValues,
    onSubmit: async ({ enabled }) => {
      const outcome = await run({ row, enabled });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const lockedReason = useLastEnabledReason(row);
  return (
    <Form form={form} aria-label={T.editTitle(providerName(row))}>
      <EnabledField binding={form.field('enabled')} help={T.enabledHelpEdit} lockedReason={lockedReason} />
      <FormActions submit={T.save} progress={T.saving} />
    </Form>
  );
}
