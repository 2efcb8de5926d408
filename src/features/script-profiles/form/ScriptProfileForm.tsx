import { useLayoutEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import type { ScriptProfile, ScriptProfileLimits } from '../../../api/script-profiles.ts';
import type { Script } from '../../../api/scripts.ts';
import { effectiveZone } from '../../../lib/zoned-time.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { DateTimeField, Form, NumberField, RadioGroupField, SubmitButton, TextField, useForm, type FieldBinding } from '../../../ui/form/index.ts';
import { ListError } from '../../../ui/list/index.ts';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { useCloseOwnPanel, useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { useDateDisplay } from '../../../ui/time/DateTime.tsx';
import { useListQuery } from '../../lists/index.ts';
import { instanceCountQuery } from '../../org-data/queries.ts';
import { AssociationFields } from '../../profiles/form/ProfileFormParts.tsx';
import { scriptDetailQuery } from '../../scripts/detail-queries.ts';
import { ScriptPicker } from '../../scripts/ScriptPicker.tsx';
import { scriptTitle } from '../../scripts/texts.ts';
import { createScriptProfile, saveScriptProfile } from '../profile-actions.ts';
import { scriptProfileLimitsQuery } from '../queries.ts';
import { SCRIPT_PROFILE_TEXTS, scriptProfileTitle } from '../texts.ts';
import { useCronWords } from '../useCronWords.ts';
import {
  TRIGGER_TYPES,
  addValues,
  associationQuery,
  changesBody,
  createBody,
  editValues,
  profileSchema,
  type EditOrigin,
  type ProfileFormValues,
} from './profile-form.ts';
import * as styles from './ScriptProfileForm.css.ts';

const T = SCRIPT_PROFILE_TEXTS.form;

export type ScriptProfileFormProps =
  | { readonly kind: 'add' }
  | {
      readonly kind: 'edit';
      readonly profile: ScriptProfile;
      /** Opened from the details panel: "Back" returns there. */
      readonly back?: (() => void) | undefined;
    };

/** §7.3: the form waits for the limits (the minimum interval, the instances' limit) as upstream does. */
export function ScriptProfileForm(props: ScriptProfileFormProps) {
  const limits = useListQuery(scriptProfileLimitsQuery, null).result;
  if (limits.isError) {
    return <ListError title={T.loadFailed} message={errorMessage(limits.error)} retrying={limits.isFetching} onRetry={() => void limits.refetch()} />;
  }
  if (!limits.data) return <LoadingScreen />;
  return <ProfileFields {...props} limits={limits.data} />;
}

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

function ProfileFields(props: ScriptProfileFormProps & { readonly limits: ScriptProfileLimits }) {
  const { limits } = props;
  const profile = props.kind === 'edit' ? props.profile : undefined;
  const back = props.kind === 'edit' ? props.back : undefined;
  const panel = useSidePanel();
  const closePanel = useCloseOwnPanel();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const [start] = useState<{ readonly values: ProfileFormValues; readonly origin?: EditOrigin }>(() =>
    profile ? editValues(profile, zone) : { values: addValues(zone) },
  );
  const origin = start.origin;
  const schema = useMemo(
    () => profileSchema({ kind: profile ? 'edit' : 'add', zone, minInterval: limits.min_interval, origin }),
    [profile, zone, limits.min_interval, origin],
  );
  const create = useServerAction(createScriptProfile, { onError: inForm });
  const save = useServerAction(saveScriptProfile, { onError: inForm });

  const form = useForm({
    schema,
    initialValues: start.values,
    onSubmit: async (values) => {
      const checked = values as unknown as ProfileFormValues;
      const outcome = profile
        ? await save.run({ id: profile.id, changes: changesBody(checked, zone, origin) })
        : await create.run(createBody(checked, zone));
      // A refusal is shown at the form's top (thrown), every value kept; the notice survives the panel closing.
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const values = form.values;

  // The instances a profile can reach are its script's access group's (and those under it).
  const accessGroup = profile ? profile.access_group : values.script?.access_group;

  // The association's count follows the values, handed over before paint.
  const wanted = associationQuery(
    { all_computers: values.all_computers ?? false, tags: values.tags ?? [], trigger_type: values.trigger_type ?? '' },
    accessGroup,
  );
  const [association, setAssociation] = useState(wanted);
  useLayoutEffect(() => setAssociation(wanted), [wanted]);
  const counted = useListQuery(instanceCountQuery, association);
  const count = counted.settled ? counted.result.data : undefined;
  const counting = association !== null && count === undefined && !counted.result.isError;
  // The server refuses more than the limit (TooManyComputers).
  const overLimit = count !== undefined && count > limits.max_num_computers;

  const bind = <V,>(name: keyof ProfileFormValues & string) => form.field(name as never) as unknown as FieldBinding<V>;
  const title = profile ? T.panel.edit(scriptProfileTitle(profile)) : T.panel.add;
  const trigger = values.trigger_type ?? '';
  const words = useCronWords(trigger === 'recurring' && !form.errors.interval ? values.interval : undefined);

  return (
    <Form form={form} className={styles.form} aria-label={title}>
      <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.name} required autoComplete="off" />
      {profile ? (
        <FixedScript scriptId={profile.script_id} />
      ) : (
        <ScriptPicker binding={bind<Script | undefined>('script')} label={T.script} />
      )}
      <TextField {...bind<string>('username')} value={values.username ?? ''} label={T.username} required autoComplete="off" />
      <NumberField {...bind<number | undefined>('time_limit')} label={T.timeLimit} min={1} step={1} required />
      <RadioGroupField
        {...bind<string | undefined>('trigger_type')}
        label={T.trigger}
        required
        disabled={profile !== undefined}
        help={profile ? T.triggerFixed : undefined}
        options={TRIGGER_TYPES.map((type) => ({
          value: type,
          label: (
            <span className={styles.optionLabel}>
              <span>{SCRIPT_PROFILE_TEXTS.triggers[type]}</span>
              <span className={styles.optionDescription}>{T.triggerDescriptions[type]}</span>
            </span>
          ),
        }))}
      />
      {trigger === 'one_time' ? <DateTimeField {...bind<string | undefined>('date')} label={T.date} help={T.inZone(zone)} required /> : null}
      {trigger === 'recurring' ? (
        <>
          <DateTimeField {...bind<string | undefined>('start_date')} label={T.startDate} help={T.inZone(zone)} required />
          <InlineNotification type="caution">
            {T.minInterval.before}
            <strong>{T.minInterval.strong(limits.min_interval)}</strong>
            {T.minInterval.after}
          </InlineNotification>
          <TextField
            {...bind<string>('interval')}
            value={values.interval ?? ''}
            label={T.schedule}
            help={words ? T.scheduleWords(words) : T.scheduleHelp}
            required
            autoComplete="off"
            spellCheck={false}
            className={styles.mono}
          />
        </>
      ) : null}
      <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} texts={T} />
      {overLimit ? (
        <InlineNotification type="negative" title={T.instancesLimit.title}>
          {' '}
          {T.instancesLimit.before}
          <strong>{T.instancesLimit.strong(limits.max_num_computers)}</strong>
          {T.instancesLimit.after}
        </InlineNotification>
      ) : null}
      {counted.result.isError ? (
        <ListError title={T.countFailed} message={errorMessage(counted.result.error)} retrying={counted.result.isFetching} onRetry={() => void counted.result.refetch()} />
      ) : null}
      <div className={styles.buttons}>
        {back ? (
          <Button className={styles.back} onClick={back}>
            {T.back}
          </Button>
        ) : null}
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={profile ? T.progressEdit : T.progressAdd} disabled={counting || overLimit}>
          {profile ? T.submitEdit : T.submitAdd}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** §7.3: on an edit the script is fixed, shown by its title (asked for: the profile names its id). */
function FixedScript({ scriptId }: { readonly scriptId: number }) {
  const { result } = useListQuery(scriptDetailQuery, scriptId);
  const value = result.data ? scriptTitle(result.data) : result.isError ? errorMessage(result.error) : UI_TEXTS.loading;
  return <TextField label={T.script} value={value} readOnly help={T.scriptFixed} />;
}
