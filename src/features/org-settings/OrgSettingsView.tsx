import { useAtomValue } from 'jotai/react';
import { useRef } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { Preferences } from '../../api/preferences.ts';
import { accountAtom } from '../../state/account.ts';
import { deploymentModeAtom, type KnownDeploymentMode } from '../../state/environment.ts';
import { useFocusRescue } from '../../ui/action/useFocusRescue.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { CheckboxField, Form, PasswordField, SubmitButton, TextField, useForm } from '../../ui/form/index.ts';
import { AboutError } from '../../ui/error/AboutError.tsx';
import { ListError } from '../../ui/list/ListError.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { savePreferences } from './actions.ts';
import { auditRetentionText, formValues, hasChanges, orgSettingsSchema, preferencesPatch, shownRetention, type OrgSettingsValues } from './org-settings.ts';
import * as styles from './OrgSettings.css.ts';
import { preferencesQueryAtom } from './queries.ts';
import { ORG_SETTINGS_TEXTS as T } from './texts.ts';

/**
 * The organisation's General settings (SPEC §3, §5), the body of the portal's settings/general page
 * and of `landscape-org-settings`: 'Loading...', then the form; a failed or unreadable answer shows
 * the server's message and 'Try again', never an empty form. The form needs `about` too (a self-hosted
 * server shows its audit retention): while that is unknown, its failure shows, not a SaaS form.
 */
export function OrgSettingsView() {
  const query = useAtomValue(preferencesQueryAtom);
  const account = useAtomValue(accountAtom);
  // Whether the retention period shows is known before the form does: no field appears under the user.
  const mode = useAtomValue(deploymentModeAtom);
  // Kept while a refetch fails: the form and its edits stay; the first load's failure replaces it.
  if (query.data && mode !== 'loading' && mode !== 'unknown') return <OrgSettingsForm key={account ?? ''} preferences={query.data} mode={mode} />;
  if (!query.isError && mode !== 'unknown') return <LoadingScreen />;
  return (
    <div className={styles.errors}>
      {query.isError ? (
        <ListError title={T.loadFailed} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : null}
      {mode === 'unknown' ? <AboutError /> : null}
    </div>
  );
}

interface OrgSettingsFormProps {
  /** The cached preferences: the server's last word, so after a save its answer (Save is off again). */
  readonly preferences: Preferences;
  readonly mode: KnownDeploymentMode;
}

function OrgSettingsForm({ preferences, mode }: OrgSettingsFormProps) {
  const save = useServerAction(savePreferences);
  const form = useForm({
    schema: orgSettingsSchema,
    initialValues: formValues(preferences),
    onSubmit: (values: OrgSettingsValues) => save.run(preferencesPatch(values)),
  });
  const changed = hasChanges(form.values, formValues(preferences));
  const retention = shownRetention(mode, preferences);

  // Once saved, "Save changes" is disabled under the keyboard user's focus: it goes to the first field.
  const container = useRef<HTMLDivElement>(null);
  useFocusRescue(container, () => container.current?.querySelector('input') ?? null);

  return (
    <div ref={container}>
      <Form form={form} aria-label={T.formLabel} className={styles.form}>
        <TextField {...form.field('title')} label={T.fields.title} required autoComplete="organization" />
        <CheckboxField {...form.field('use_registration_key')} label={T.fields.useRegistrationKey} help={T.fields.useRegistrationKeyHelp} />
        {form.values.use_registration_key ? (
          <PasswordField {...form.field('registration_password')} label={T.fields.registrationKey} required autoComplete="new-password" />
        ) : null}
        <CheckboxField {...form.field('auto_register_new_computers')} label={T.fields.autoRegister} help={T.fields.autoRegisterHelp} />
        {retention === undefined ? null : (
          <TextField label={T.fields.auditRetention} value={auditRetentionText(retention)} readOnly help={T.fields.auditRetentionHelp} />
        )}
        <div className={styles.actions}>
          <SubmitButton disabled={!changed} progressLabel={T.saving}>
            {T.save}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
