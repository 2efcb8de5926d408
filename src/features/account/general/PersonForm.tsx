import { useMemo, useRef, type JSX } from 'react';
import type { AuthUser } from '../../../api/auth.ts';
import type { Person } from '../../../api/person.ts';
import { useFocusRescue } from '../../../ui/action/useFocusRescue.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { Form, SelectField, SubmitButton, TextField, useForm } from '../../../ui/form/index.ts';
import { lazyScreen } from '../../../ui/lazy-screen.ts';
import { ExternalLink } from '../../../ui/link/ExternalLink.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { savePerson } from '../actions.ts';
import * as styles from '../Account.css.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { hasPersonChanges, personChanges, personSchema, personValues, type EditableFields } from './person-form.ts';
import { timeZoneOptions } from './time-zones.ts';

const T = ACCOUNT_TEXTS.general;
const UBUNTU_ONE = 'https://login.ubuntu.com/';

// The change of password, in the side panel, loads when it is first opened.
const ChangePasswordForm = lazyScreen(() => import('./ChangePasswordForm.tsx'), (module) => module.ChangePasswordForm);

export interface PersonFormProps {
  /** The cached person: the server's last word, so after a save its answer (Save changes is off again). */
  readonly person: Person;
  readonly user: AuthUser;
  readonly saas: boolean;
}

/**
 * Account › General's form (admin-account.md §5.3): saved with `POST person`; "Save changes" is enabled
 * only when something changed; a refusal shows the server's message here with every value kept.
 */
export function PersonForm({ person, user, saas }: PersonFormProps): JSX.Element {
  const panel = useSidePanel();
  const save = useServerAction(savePerson, { onError: () => undefined });
  const hasPassword = user.has_password !== false;
  // The organisations a default can be: those without an address of their own (SPEC §2's selector).
  const choices = (user.accounts ?? []).filter((account) => !account.subdomain);
  const onSubdomain = !!user.accounts?.find((account) => account.name === user.current_account)?.subdomain;
  const fields: EditableFields = { identity: hasPassword, preferredAccount: !onSubdomain && choices.length > 1 };
  const form = useForm({
    schema: personSchema,
    initialValues: personValues(person),
    onSubmit: async (values) => {
      const outcome = await save.run(personChanges(values, fields));
      if (outcome.status === 'failed') throw outcome.error;
    },
  });
  const changed = hasPersonChanges(form.values, person, fields);
  const zones = useMemo(() => timeZoneOptions(new Date(), person.timezone), [person.timezone]);
  const emails = person.allowable_emails ?? [];

  // Once saved, "Save changes" is disabled under the keyboard user's focus: it goes to the first field.
  const container = useRef<HTMLDivElement>(null);
  useFocusRescue(container, () => container.current?.querySelector('input:not([disabled]), select') ?? null);

  const ubuntuOne = (before: string) => (
    <>
      {before}
      <ExternalLink href={UBUNTU_ONE}>{T.ubuntuOne}</ExternalLink>
      {T.period}
    </>
  );
  const emailHelp = (
    <>
      {T.emailHelp}
      {saas ? (
        <>
          <br />
          {ubuntuOne(T.emailChangeBefore)}
        </>
      ) : null}
    </>
  );

  return (
    <div ref={container}>
      {saas ? (
        <p className={styles.muted}>
          {T.listedFrom}
          <ExternalLink href={UBUNTU_ONE}>{T.ubuntuOne}</ExternalLink>
        </p>
      ) : null}
      <Form form={form} aria-label={T.formLabel} className={styles.form}>
        {hasPassword ? (
          <TextField {...form.field('name')} label={T.name} help={T.nameHelp} required autoComplete="name" />
        ) : (
          <TextField label={T.name} value={person.name} readOnly help={T.readOnlyHelp} />
        )}
        {hasPassword && emails.length > 1 ? (
          <SelectField
            {...form.field('email')}
            label={T.emailAddress}
            help={emailHelp}
            required
            options={(emails.includes(person.email) ? emails : [person.email, ...emails]).map((email) => ({ value: email, label: email }))}
          />
        ) : hasPassword ? (
          <TextField {...form.field('email')} type="email" label={T.email} help={emailHelp} required disabled={saas} autoComplete="email" />
        ) : (
          <TextField label={T.email} value={person.email} readOnly />
        )}
        {hasPassword ? (
          <div className={styles.passwordRow}>
            <div className={styles.passwordField}>
              <TextField type="password" label={T.current} value={T.currentMask} disabled help={saas ? ubuntuOne(T.passwordChangeBefore) : undefined} />
            </div>
            {saas ? null : (
              <Button
                className={styles.passwordButton}
                onClick={() => {
                  ChangePasswordForm.preload();
                  panel.open({ title: ACCOUNT_TEXTS.password.title, size: 'small', body: <ChangePasswordForm /> });
                }}
              >
                {T.changePassword}
              </Button>
            )}
          </div>
        ) : null}
        <SelectField {...form.field('timezone')} label={T.timezone} required options={zones} />
        {fields.preferredAccount ? (
          <SelectField
            {...form.field('preferred_account')}
            label={T.defaultOrganization}
            placeholder={T.noDefault}
            options={choices.map((account) => ({ value: account.name, label: account.title }))}
          />
        ) : null}
        <div className={styles.actions}>
          <SubmitButton disabled={!changed} progressLabel={T.saving}>
            {T.save}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

