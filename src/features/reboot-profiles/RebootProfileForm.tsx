import { useState } from 'react';
import type { RebootProfile } from '../../api/reboot-profiles.ts';
import type { WeekdayCode } from '../../api/upgrade-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Form, TextField, useForm, type FieldBinding } from '../../ui/form/index.ts';
import { AccessGroupField, AssociationFields, ProfileFormButtons } from '../profiles/form/ProfileFormParts.tsx';
import { useCloseOwnPanel } from '../../ui/side-panel/useSidePanel.ts';
import * as styles from '../profiles/form/ProfileForm.css.ts';
import { DaysField, DeliveryWindowFields, TimeFields } from '../profiles/form/ScheduleFields.tsx';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileFormProps } from '../profiles/useProfilePanels.tsx';
import { createRebootProfile, saveRebootProfile } from './actions.ts';
import { addValues, bodyOf, profileValues, rebootFormSchema, type RebootFormValues } from './reboot-form.ts';
import { REBOOT_PROFILE_TEXTS } from './texts.ts';

const T = REBOOT_PROFILE_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/**
 * §4.3 Add, Edit and Duplicate: Name, the access group (fixed on an edit: the API's PATCH does not
 * change it), the weekly schedule (days, a UTC time), the expiry and the randomised window, the
 * association. A duplicate is a new profile made from the values shown (`{title} (copy)`).
 */
export function RebootProfileForm(props: ProfileFormProps<RebootProfile>) {
  const back = props.kind === 'add' ? undefined : props.back;
  const editing = props.kind === 'edit' ? props.profile : undefined;
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(() => (props.kind === 'add' ? addValues() : profileValues(props.profile, props.kind)));
  const create = useServerAction(createRebootProfile, { onError: inForm });
  const save = useServerAction(saveRebootProfile, { onError: inForm });
  const form = useForm({
    schema: rebootFormSchema,
    initialValues,
    onSubmit: async (values) => {
      const body = bodyOf(values);
      const outcome = editing ? await save.run({ id: editing.id, body }) : await create.run(body);
      // A refusal is shown at the form's top (thrown), every value kept; the notice survives the panel closing.
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof RebootFormValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const values = form.values;
  const title = props.kind === 'add' ? T.panel.add : props.kind === 'edit' ? T.panel.edit(props.profile.title) : T.panel.duplicate(props.profile.title);
  return (
    <Form form={form} className={styles.form} aria-label={title}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <AccessGroupField binding={bind<string | undefined>('access_group')} fixed={editing !== undefined} />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{T.schedule}</legend>
        <DaysField binding={bind<readonly WeekdayCode[] | undefined>('on_days')} />
        <TimeFields hour={bind<number | undefined>('at_hour')} minute={bind<number | undefined>('at_minute')} />
        <DeliveryWindowFields
          expires={bind<number | undefined>('deliver_within')}
          randomise={bind<string | undefined>('randomise')}
          window={bind<number | undefined>('deliver_delay_window')}
          expiresHelp={T.expiresHelp}
        />
      </fieldset>
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
      <ProfileFormButtons
        back={back}
        submit={editing ? PROFILE_TEXTS.form.saveChanges : T.submitAdd}
        progress={editing ? PROFILE_TEXTS.form.saving : PROFILE_TEXTS.form.adding}
      />
    </Form>
  );
}
