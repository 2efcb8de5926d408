import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { array, boolean, object, ref, string } from 'yup';
import type { Activity } from '../../../../../api/activities.ts';
import { errorMessage } from '../../../../../api/errors.ts';
import type { LocalGroup, LocalUser } from '../../../../../api/users.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { CheckboxField, Form, PasswordField, SelectField, SubmitButton, TextField, useForm } from '../../../../../ui/form/index.ts';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import * as tab from '../Tab.css.ts';
import { saveUser } from './actions.ts';
import { createGroupsAtom, createGroupsOfAtom } from './queries.ts';
import { USER_TEXTS } from './texts.ts';

const T = USER_TEXTS.form;
const USERNAME = /^[a-z_][a-z0-9_-]{0,31}$/;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

export interface UserFormProps {
  readonly instanceId: number;
  /** The user to edit; none to add one. */
  readonly user?: LocalUser;
  readonly openActivity: (activity: Activity) => void;
}

/**
 * "Add new user" / "Edit user" (screens §4.7): the passphrase masked and never kept beyond the form
 * (optional on edit), the primary group by name on both (upstream's edit sends a gid), and on edit
 * the additional groups, whose changes are sent as exactly what was added and what was removed.
 */
export function UserForm(props: UserFormProps) {
  const groups = useAtomValue(useMemo(() => createGroupsAtom(props.instanceId), [props.instanceId]));
  if (groups.isError) return <InlineNotification type="negative">{`${T.groupsFailed} ${errorMessage(groups.error)}`}</InlineNotification>;
  if (!groups.data) return <LoadingScreen />;
  return props.user ? <EditUser {...props} user={props.user} groups={groups.data} /> : <UserFields {...props} groups={groups.data} current={[]} />;
}

function EditUser(props: UserFormProps & { readonly user: LocalUser; readonly groups: readonly LocalGroup[] }) {
  const current = useAtomValue(useMemo(() => createGroupsOfAtom(props.instanceId, props.user.username), [props.instanceId, props.user.username]));
  if (current.isError) return <InlineNotification type="negative">{`${T.groupsFailed} ${errorMessage(current.error)}`}</InlineNotification>;
  if (!current.data) return <LoadingScreen />;
  return <UserFields {...props} current={current.data.map((group) => group.name)} />;
}

function UserFields({ instanceId, user, groups, current, openActivity }: UserFormProps & { readonly groups: readonly LocalGroup[]; readonly current: readonly string[] }) {
  const panel = useSidePanel();
  const editing = user !== undefined;
  const { run } = useServerAction(saveUser, { onError: inForm });
  const schema = useMemo(
    () =>
      object({
        username: string().trim().required(T.required(T.username)).matches(USERNAME, T.usernameFormat),
        name: string().trim().required(T.required(T.name)),
        password: editing ? string() : string().required(T.required(T.passphrase)),
        confirm: string().when('password', ([password], field) =>
          password ? field.required(T.confirmRequired).oneOf([ref('password')], T.mustMatch) : field.notRequired(),
        ),
        reset: boolean(),
        primary: string().required(T.required(T.primaryGroup)),
        location: string(),
        home: string(),
        work: string(),
        additional: array(string().required()),
      }),
    [editing],
  );
  const primaryName = groups.find((group) => group.gid === user?.primary_gid)?.name ?? '';
  const [initialValues] = useState(() => ({
    username: user?.username ?? '',
    name: user?.name ?? '',
    password: '',
    confirm: '',
    reset: false,
    primary: primaryName,
    location: user?.location ?? '',
    home: user?.home_phone ?? '',
    work: user?.work_phone ?? '',
    additional: [...current],
  }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const additional = values.additional ?? [];
      const outcome = await run({
        instanceId,
        kind: editing ? 'edit' : 'add',
        user: {
          username: values.username.trim(),
          name: values.name.trim(),
          ...(values.password ? { password: values.password } : {}),
          ...(editing ? {} : { require_password_reset: Boolean(values.reset) }),
          location: values.location ?? '',
          home_phone: values.home ?? '',
          work_phone: values.work ?? '',
          primary_groupname: values.primary,
        },
        ...(editing ? { join: additional.filter((name) => !current.includes(name)), leave: current.filter((name) => !additional.includes(name)) } : {}),
        openActivity,
      });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const text = (name: 'username' | 'name' | 'location' | 'home' | 'work') => ({
    ...form.field(name),
    value: form.values[name] ?? '',
    onValueChange: (value: string) => form.setValue(name, value),
  });
  const chosen = form.values.additional ?? [];
  return (
    <Form form={form} className={tab.tab} aria-label={editing ? T.editTitle : T.addTitle}>
      <TextField {...text('username')} label={T.username} required readOnly={editing} autoComplete="off" spellCheck={false} />
      <TextField {...text('name')} label={T.name} required autoComplete="off" />
      <PasswordField
        {...form.field('password')}
        value={form.values.password ?? ''}
        onValueChange={(value: string) => form.setValue('password', value)}
        label={T.passphrase}
        required={!editing}
        help={editing ? T.keepPassphrase : undefined}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field('confirm')}
        value={form.values.confirm ?? ''}
        onValueChange={(value: string) => form.setValue('confirm', value)}
        label={T.confirmPassphrase}
        required={!editing}
        autoComplete="new-password"
      />
      {editing ? null : <CheckboxField {...form.field('reset')} value={Boolean(form.values.reset)} onValueChange={(value) => form.setValue('reset', Boolean(value))} label={T.requireReset} help={T.requireResetHelp} />}
      <SelectField
        {...form.field('primary')}
        value={form.values.primary ?? ''}
        onValueChange={(value) => form.setValue('primary', value)}
        label={T.primaryGroup}
        placeholder={T.select}
        options={groups.map((group) => ({ value: group.name, label: group.name }))}
        required
      />
      {editing ? (
        <fieldset className={tab.tab}>
          <legend>{T.additionalGroups}</legend>
          {groups
            .filter((group) => group.name !== form.values.primary)
            .map((group) => (
              <CheckboxField
                key={group.gid}
                label={group.name}
                value={chosen.includes(group.name)}
                onValueChange={(on) => form.setValue('additional', on ? [...chosen, group.name] : chosen.filter((name) => name !== group.name))}
              />
            ))}
        </fieldset>
      ) : null}
      <TextField {...text('location')} label={T.location} autoComplete="off" />
      <TextField {...text('home')} label={T.homePhone} type="tel" autoComplete="off" />
      <TextField {...text('work')} label={T.workPhone} type="tel" autoComplete="off" />
      <div className={tab.toolbar}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={editing ? T.save : T.add}>{editing ? T.save : T.add}</SubmitButton>
      </div>
    </Form>
  );
}
