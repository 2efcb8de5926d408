import { useState } from 'react';
import type { UpgradeProfile } from '../../api/upgrade-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { CheckboxField, Form, RadioGroupField, TextField, useForm, type FieldBinding } from '../../ui/form/index.ts';
import type { WeekdayCode } from '../../api/upgrade-profiles.ts';
import { AccessGroupField, AssociationFields, ProfileFormButtons } from '../profiles/form/ProfileFormParts.tsx';
import { useCloseOwnPanel } from '../../ui/side-panel/useSidePanel.ts';
import * as styles from '../profiles/form/ProfileForm.css.ts';
import { DaysField, DeliveryWindowFields, TimeFields } from '../profiles/form/ScheduleFields.tsx';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileFormProps } from '../profiles/useProfilePanels.tsx';
import { createUpgradeProfile, saveUpgradeProfile } from './actions.ts';
import { UPGRADE_PROFILE_TEXTS } from './texts.ts';
import { addValues, editValues, newProfile, settingsOf, upgradeFormSchema, type UpgradeFormValues } from './upgrade-form.ts';

const T = UPGRADE_PROFILE_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/**
 * §3.3 Add and Edit: Name, security only, autoremove, the access group (fixed once added: the API's
 * edit does not take it, upstream 1.14 sends it and every edit fails), the schedule (weekly at a
 * UTC time, or hourly at a minute with optional days), the expiry and the randomised window (No sends
 * 0, so a window can be turned off), the association. An edit sends the settings, then what changed
 * in the association.
 */
export function UpgradeProfileForm(props: ProfileFormProps<UpgradeProfile>) {
  const profile = props.kind === 'add' ? undefined : props.profile;
  const back = props.kind === 'add' ? undefined : props.back;
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(() => (profile ? editValues(profile) : addValues()));
  const create = useServerAction(createUpgradeProfile, { onError: inForm });
  const save = useServerAction(saveUpgradeProfile, { onError: inForm });
  const form = useForm({
    schema: upgradeFormSchema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = profile
        ? await save.run({
            profile,
            settings: settingsOf(values),
            association: { all_computers: values.all_computers, tags: values.all_computers ? profile.tags : values.tags },
          })
        : await create.run(newProfile(values));
      // A refusal is shown at the form's top (thrown), every value kept; the notice survives the panel closing.
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof UpgradeFormValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const values = form.values;
  const hourly = values.every === 'hour';
  return (
    <Form form={form} className={styles.form} aria-label={profile ? T.panel.edit(profile.title) : T.panel.add}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <CheckboxField {...bind<boolean>('security_only')} value={values.security_only ?? false} label={T.securityOnly} help={T.securityOnlyHelp} />
      <CheckboxField {...bind<boolean>('autoremove')} value={values.autoremove ?? false} label={T.autoremove} help={T.autoremoveHelp} />
      <AccessGroupField binding={bind<string | undefined>('access_group')} fixed={profile !== undefined} />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{T.schedule}</legend>
        <RadioGroupField
          {...bind<string | undefined>('every')}
          label={T.frequency}
          required
          options={[
            { value: 'week', label: T.weekly },
            { value: 'hour', label: T.hourly },
          ]}
        />
        <DaysField binding={bind<readonly WeekdayCode[] | undefined>('on_days')} required={!hourly} help={hourly ? T.daysOptionalHourly : undefined} />
        <TimeFields hour={hourly ? undefined : bind<number | undefined>('at_hour')} minute={bind<number | undefined>('at_minute')} />
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
        submit={profile ? PROFILE_TEXTS.form.saveChanges : T.submitAdd}
        progress={profile ? PROFILE_TEXTS.form.saving : PROFILE_TEXTS.form.adding}
      />
    </Form>
  );
}
