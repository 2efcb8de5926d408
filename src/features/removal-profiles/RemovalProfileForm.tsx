import { useState } from 'react';
import type { RemovalProfile } from '../../api/removal-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Form, NumberField, TextField, useForm, type Draft, type FieldBinding } from '../../ui/form/index.ts';
import { AccessGroupField, AssociationFields, ProfileFormButtons } from '../profiles/form/ProfileFormParts.tsx';
import { useCloseOwnPanel } from '../../ui/side-panel/useSidePanel.ts';
import * as styles from '../profiles/form/ProfileForm.css.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileFormProps } from '../profiles/useProfilePanels.tsx';
import { createRemovalProfile, saveRemovalProfile } from './actions.ts';
import { addValues, editValues, newProfile, removalFormSchema, type RemovalFormValues } from './removal-form.ts';
import { REMOVAL_PROFILE_TEXTS } from './texts.ts';

const T = REMOVAL_PROFILE_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/**
 * §5.3 Add and Edit: Name, Removal timeframe (days), Access group (fixed once added: the API's edit
 * does not take it, upstream 1.14 sends it and every edit fails), the association. An edit sends the
 * title and timeframe, then what changed in the association (so the last tag can be removed).
 */
export function RemovalProfileForm(props: ProfileFormProps<RemovalProfile>) {
  const profile = props.kind === 'add' ? undefined : props.profile;
  const back = props.kind === 'add' ? undefined : props.back;
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState<Draft<RemovalFormValues>>(() => (profile ? editValues(profile) : addValues()));
  const create = useServerAction(createRemovalProfile, { onError: inForm });
  const save = useServerAction(saveRemovalProfile, { onError: inForm });
  const form = useForm({
    schema: removalFormSchema,
    initialValues,
    onSubmit: async (values) => {
      const checked = newProfile(values);
      const outcome = profile
        ? await save.run({
            profile,
            settings: { title: checked.title, days_without_exchange: checked.days_without_exchange },
            association: { all_computers: checked.all_computers, tags: checked.all_computers ? profile.tags : checked.tags },
          })
        : await create.run(checked);
      // A refusal is shown at the form's top (thrown), every value kept; the notice survives the panel closing.
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof RemovalFormValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const values = form.values;
  return (
    <Form form={form} className={styles.form} aria-label={profile ? T.panel.edit(profile.title) : T.panel.add}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
      <NumberField
        {...bind<number | undefined>('days_without_exchange')}
        label={`${T.timeframe} (${T.timeframeUnit})`}
        help={T.timeframeHelp}
        min={1}
        step={1}
        required
      />
      <AccessGroupField binding={bind<string | undefined>('access_group')} fixed={profile !== undefined} />
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
      <ProfileFormButtons
        back={back}
        submit={profile ? PROFILE_TEXTS.form.saveChanges : T.submitAdd}
        progress={profile ? PROFILE_TEXTS.form.saving : PROFILE_TEXTS.form.adding}
      />
    </Form>
  );
}
