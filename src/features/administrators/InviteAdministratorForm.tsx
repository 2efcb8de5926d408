import { useMemo, useState, type JSX } from 'react';
import { array, object, string } from 'yup';
import { administratorsApi, type InvitationRequest } from '../../api/administrators.ts';
import { errorMessage } from '../../api/errors.ts';
import { isolate } from '../../lib/display-name.ts';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Form, SubmitButton, TextField, useFormWith, type Draft } from '../../ui/form/index.ts';
import { TagsField } from '../../ui/form/TagsField.tsx';
import { ListError } from '../../ui/list/index.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useCloseOwnPanel, useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useListQuery } from '../lists/index.ts';
import { invitationOf, personName } from './administrators.ts';
import * as styles from './Administrators.css.ts';
import { ADMINISTRATOR_FORM_TEXTS as T } from './form-texts.ts';
import { administratorKeys, invitationsQuery, roleNamesQuery } from './queries.ts';

/** §1.4: legacy `InviteAdministrator`; the notice once the server said yes; the invitations refetched. */
const inviteAdministrator: ServerAction<InvitationRequest, void> = {
  run: ({ store }, request) => administratorsApi.invite(store.api, request),
  invalidates: () => [administratorKeys.invitations],
  notice: (_done, request) => ({ type: 'positive', title: T.invite.done, message: T.invite.doneMessage(isolate(request.name)) }),
};

interface InviteValues extends Record<string, unknown> {
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
}

const INITIAL: Draft<InviteValues> = { name: '', email: '', roles: [] };

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/**
 * §1.4 Invite administrator, in the side panel: Name, Email address (a pending invitation of that
 * address is refused naming its invitee, upstream's bug 1), Roles (none: the server gives GlobalAdmin,
 * which the form says, bug 2). Send invite sends one InviteAdministrator however fast it is pressed;
 * a refusal shows the server's message in the form and keeps every value; success closes the panel,
 * and its notice stays.
 */
export function InviteAdministratorForm(): JSX.Element {
  const roles = useListQuery(roleNamesQuery, null).result;
  const invitations = useListQuery(invitationsQuery, null).result;
  const closePanel = useCloseOwnPanel();
  const panel = useSidePanel();
  const action = useServerAction(inviteAdministrator, { onError: inForm });
  const pending = invitations.data;
  const schema = useMemo(
    () =>
      object({
        name: string().trim().required(T.invite.required),
        email: string()
          .trim()
          .required(T.invite.required)
          .email(T.invite.invalidEmail)
          .test('invited', '', (value, context) => {
            const invited = pending ? invitationOf(pending, value ?? '') : undefined;
            return invited ? context.createError({ message: T.invite.alreadyInvited(personName(invited)) }) : true;
          }),
        roles: array(string().required()).default([]),
      }),
    [pending],
  );
  const [initialValues] = useState(INITIAL);
  const form = useFormWith<InviteValues>(schema, initialValues, async (values) => {
    const outcome = await action.run({ name: values.name, email: values.email, roles: values.roles });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') closePanel();
  });
  const values = form.values;

  let rolesField: JSX.Element;
  if (roles.isError) {
    rolesField = <ListError title={T.rolesFailed} message={errorMessage(roles.error)} retrying={roles.isFetching} onRetry={() => void roles.refetch()} />;
  } else if (!roles.data) {
    rolesField = <LoadingScreen />;
  } else {
    rolesField = <TagsField {...form.field('roles')} label={T.invite.roles} help={T.invite.rolesHelp} options={roles.data} value={values.roles ?? []} />;
  }

  return (
    <Form form={form} className={styles.form} aria-label={T.invite.title}>
      <p className={styles.intro}>{T.invite.intro}</p>
      <TextField {...form.field('name')} value={values.name ?? ''} label={T.invite.name} required autoComplete="off" />
      <TextField {...form.field('email')} value={values.email ?? ''} label={T.invite.email} type="email" required autoComplete="off" spellCheck={false} />
      {rolesField}
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{T.invite.cancel}</Button>
        <SubmitButton progressLabel={T.invite.sending}>{T.invite.submit}</SubmitButton>
      </div>
    </Form>
  );
}
