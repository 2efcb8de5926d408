import { useAtomValue } from 'jotai/react';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { FREQUENCIES, MONTH_NAMES, WEEKDAY_CODES, WEEKDAY_NAMES, monthlyChoices, type WeekdayCode } from '../../../lib/schedule.ts';
import { deploymentModeAtom } from '../../../state/environment.ts';
import { AboutError } from '../../../ui/error/AboutError.tsx';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import {
  CheckboxField,
  DateTimeField,
  FileField,
  NumberField,
  RadioGroupField,
  SelectField,
  SteppedForm,
  TextField,
  useSteppedForm,
  type FormApi,
  type FormStep,
} from '../../../ui/form/index.ts';
import { TagsField } from '../../../ui/form/TagsField.tsx';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { useListQuery } from '../../lists/index.ts';
import { auditRetentionText } from '../../org-settings/org-settings.ts';
import { SECURITY_PROFILE_INSTANCE_LIMIT, tailoringFileName } from '../display.ts';
import { restartScheduleText } from '../ProfileDetails.tsx';
import { BENCHMARK_LABELS, MODE_LABELS, profileName } from '../texts.ts';
import { ServerTime } from '../cells.tsx';
import { CheckboxListField } from '../../../ui/form/CheckboxListField.tsx';
import { firstRunTime } from './first-run.ts';
import { createProfile, saveProfile } from './profile-form-actions.ts';
import {
  BENCHMARKS,
  MODES,
  TAILORING_ACCEPT,
  TAILORING_MAX_BYTES,
  addValues,
  associationQuery,
  associationSchema,
  benchmarkSchema,
  confirmationSchema,
  nameSchema,
  profileValues,
  scheduleSchema,
  type AssociationCheck,
  type ProfileFormDraft,
  type ProfileFormValues,
  type ProfileValues,
} from './profile-form.ts';
import * as styles from './ProfileForm.css.ts';
import { accessGroupsQueryAtom, instanceCountQuery, tagsQueryAtom } from '../../org-data/queries.ts';
import { preferencesQueryAtom } from './queries.ts';
import { PROFILE_FORM_TEXTS as T } from './texts.ts';
import { UI_TEXTS } from '../../../ui/texts.ts';

export type ProfileFormProps =
  | { readonly kind: 'add' }
  | {
      readonly kind: 'edit' | 'duplicate';
      readonly profile: SecurityProfile;
      /** Opened from the details panel: a "Back" button returns there. */
      readonly back?: (() => void) | undefined;
    };

type Form = FormApi<ProfileFormValues>;

/** The fields whose values are one of a few strings (selects and radios hand over plain strings). */
type ChoiceName = 'benchmark' | 'mode' | 'start_type' | 'unit_of_time' | 'day_of_month_type' | 'end_type' | 'delivery_time' | 'randomize_delivery';

function choice<K extends ChoiceName>(form: Form, name: K) {
  const { onValueChange, ...binding } = form.field(name);
  return { ...binding, onValueChange: (value: string) => onValueChange(value as ProfileFormValues[K]) };
}

const WEEKDAY_OPTIONS = [...WEEKDAY_CODES.slice(1), WEEKDAY_CODES[0]].map((code: WeekdayCode) => ({
  value: code,
  label: WEEKDAY_NAMES[WEEKDAY_CODES.indexOf(code)]!,
}));

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** The body of the add, edit and duplicate side panels (see useProfileForm). */
export function ProfileForm(props: ProfileFormProps) {
  const { kind } = props;
  const profile = props.kind === 'add' ? undefined : props.profile;
  const back = props.kind === 'add' ? undefined : props.back;
  const panel = useSidePanel();
  const { setSubtitle } = panel;
  const [start] = useState<ProfileValues>(() => (props.kind === 'add' ? { values: addValues() } : profileValues(props.profile, props.kind)));
  const create = useServerAction(createProfile, { onError: inForm });
  const save = useServerAction(saveProfile, { onError: inForm });
  const accessGroups = useAtomValue(accessGroupsQueryAtom);

  // The association's count follows the form's values, handed over before paint (see below).
  const [association, setAssociation] = useState(() => associationQuery(start.values, accessGroups.data));
  const { result: counted, settled } = useListQuery(instanceCountQuery, association);
  const count = settled ? counted.data : undefined;
  const check: AssociationCheck =
    association === null || counted.isError ? 'ok' : count === undefined ? 'counting' : count > SECURITY_PROFILE_INSTANCE_LIMIT ? 'over-limit' : 'ok';
  const associationStep = useMemo(() => associationSchema(check), [check]);

  const auditOnlyEdit = kind === 'edit' && profile?.mode === 'audit';
  const steps = useMemo<FormStep[]>(
    () => [
      { id: 'name', title: T.steps.name, schema: nameSchema, loading: accessGroups.isPending },
      { id: 'benchmark', title: T.steps.benchmark, schema: benchmarkSchema, disabled: kind === 'edit' },
      { id: 'schedule', title: T.steps.schedule, schema: scheduleSchema },
      { id: 'association', title: T.steps.association, schema: associationStep, loading: check === 'counting' },
      // SPEC §4: saving an audit-only profile needs no run, so its edit has no confirmation.
      ...(auditOnlyEdit ? [] : [{ id: 'confirmation', title: T.steps.confirmation, schema: confirmationSchema }]),
    ],
    [accessGroups.isPending, kind, associationStep, check, auditOnlyEdit],
  );

  async function submit(values: ProfileFormValues) {
    const outcome = profile && kind === 'edit' ? await save.run({ profile, values }) : await create.run({ values });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  }

  const stepped = useSteppedForm<ProfileFormValues>({
    steps,
    mode: kind === 'add' ? 'steps' : 'stacked',
    initialValues: start.values,
    onSubmit: submit,
  });
  const { form } = stepped;

  const { all_computers: allComputers, tags, access_group: accessGroup } = form.values;
  const groups = accessGroups.data;
  useLayoutEffect(
    () => setAssociation(associationQuery({ all_computers: allComputers, tags, access_group: accessGroup }, groups)),
    [allComputers, tags, accessGroup, groups],
  );

  useEffect(() => {
    if (kind === 'add') setSubtitle(stepped.progress);
  }, [kind, stepped.progress, setSubtitle]);

  const title = profile ? (kind === 'edit' ? T.panel.edit(profileName(profile)) : T.panel.duplicate(profileName(profile))) : T.panel.add;
  const submitLabels =
    kind === 'add'
      ? { submitLabel: T.submit.add, progressLabel: T.submit.adding }
      : kind === 'edit'
        ? { submitLabel: T.submit.save, progressLabel: T.submit.saving }
        : { submitLabel: T.submit.duplicate, progressLabel: T.submit.duplicating };

  return (
    <SteppedForm
      stepped={stepped}
      aria-label={title}
      {...submitLabels}
      // The panel's subtitle says 'Step N of 5'.
      showProgress={false}
      extraActions={back ? <Button onClick={back}>{T.back}</Button> : undefined}
    >
      {(step, { disabled }) => {
        switch (step.id) {
          case 'name':
            return <NameStep form={form} />;
          case 'benchmark':
            return <BenchmarkStep form={form} disabled={disabled} profile={profile} copy={kind === 'duplicate'} />;
          case 'schedule':
            return <ScheduleStep form={form} startFixed={kind === 'edit'} problem={start.scheduleProblem} />;
          case 'association':
            return <AssociationStep form={form} association={association} count={count} error={counted.isError ? counted.error : null} />;
          default:
            return <ConfirmationStep kind={kind} values={form.values} association={association} count={count} />;
        }
      }}
    </SteppedForm>
  );
}

function NameStep({ form }: { readonly form: Form }) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  const mode = useAtomValue(deploymentModeAtom);
  const chosen = form.values.access_group;
  const options = (groups.data ?? []).map((group) => ({ value: group.name, label: group.title }));
  // A group the list does not name (or before it loads) still shows as what it is.
  if (chosen && !options.some((option) => option.value === chosen)) options.unshift({ value: chosen, label: chosen });
  return (
    <>
      <TextField {...form.field('title')} label={T.name.title} required autoComplete="off" />
      <SelectField {...form.field('access_group')} label={T.name.accessGroup} options={options} required />
      {groups.isError ? <InlineNotification type="negative">{errorMessage(groups.error)}</InlineNotification> : null}
      {/* Shown on a self-hosted server only; when that is not known, why (not a guess that it is SaaS). */}
      {mode === 'self-hosted' ? <AuditRetention /> : mode === 'unknown' ? <AboutError /> : null}
    </>
  );
}

/** Self-hosted only: how long audits are kept, set in the server's configuration (read-only here). */
function AuditRetention() {
  const preferences = useAtomValue(preferencesQueryAtom);
  if (preferences.isError) {
    return (
      <InlineNotification type="negative" title={T.name.auditRetention}>
        {errorMessage(preferences.error)}
      </InlineNotification>
    );
  }
  const days = preferences.data?.audit_retention_period;
  const value = !preferences.data ? UI_TEXTS.loading : days === undefined ? UI_TEXTS.empty : auditRetentionText(days);
  return <TextField label={T.name.auditRetention} value={value} readOnly help={T.name.retentionHelp} />;
}

function BenchmarkHelp({ benchmark }: { readonly benchmark: ProfileFormDraft['benchmark'] }) {
  if (benchmark === undefined) return null;
  const disa = benchmark === 'disa_stig';
  return (
    <>
      {disa ? T.benchmark.disa : T.benchmark.cis}.{' '}
      <a className={styles.link} href={disa ? T.benchmark.disaUrl : T.benchmark.cisUrl} target="_blank" rel="noreferrer">
        {disa ? T.benchmark.disaLink : T.benchmark.cisLink}
      </a>
    </>
  );
}

interface BenchmarkStepProps {
  readonly form: Form;
  /** An edit: benchmark and mode are fixed (no notice then, the fields say it). */
  readonly disabled: boolean;
  readonly profile: SecurityProfile | undefined;
  /** A duplicate: the original's tailoring file is not copied. */
  readonly copy: boolean;
}

function BenchmarkStep({ form, disabled, profile, copy }: BenchmarkStepProps) {
  const { onValueChange: _, value: file, ...fileBinding } = form.field('tailoring_file');
  const uri = profile?.tailoring_file_uri ?? null;
  const tailoringHelp = [
    T.benchmark.tailoringHelp,
    disabled && uri !== null ? T.benchmark.currentTailoring(tailoringFileName(uri)) : null,
    copy && uri !== null ? T.benchmark.tailoringNotCopied(tailoringFileName(uri)) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {disabled ? null : (
        <InlineNotification type="caution" title={T.benchmark.restrictedTitle}>
          {T.benchmark.restrictedBody}
        </InlineNotification>
      )}
      <SelectField
        {...choice(form, 'benchmark')}
        label={T.benchmark.baseProfile}
        options={BENCHMARKS.map((benchmark) => ({ value: benchmark, label: BENCHMARK_LABELS[benchmark] }))}
        help={<BenchmarkHelp benchmark={form.values.benchmark} />}
        required
      />
      <RadioGroupField
        {...choice(form, 'mode')}
        label={T.benchmark.mode}
        required
        options={MODES.map((mode) => ({
          value: mode,
          label: (
            <span className={styles.optionLabel}>
              <span>{MODE_LABELS[mode]}</span>
              <span className={styles.optionDescription}>{T.benchmark.modeDescriptions[mode]}</span>
            </span>
          ),
        }))}
      />
      <FileField
        {...fileBinding}
        label={T.benchmark.tailoringFile}
        accept={TAILORING_ACCEPT}
        maxBytes={TAILORING_MAX_BYTES}
        help={tailoringHelp}
        value={file ?? undefined}
        onValueChange={(chosen) => form.setValue('tailoring_file', chosen ?? null)}
      />
    </>
  );
}

interface ScheduleStepProps {
  readonly form: Form;
  /** An edit: the start date is not sent, so it cannot change. */
  readonly startFixed: boolean;
  readonly problem: string | undefined;
}

function ScheduleStep({ form, startFixed, problem }: ScheduleStepProps) {
  const { values } = form;
  const recurring = values.start_type === 'recurring';
  const unit = values.unit_of_time;
  return (
    <>
      {problem ? <InlineNotification type="negative">{T.schedule.unreadable(problem)}</InlineNotification> : null}
      <SelectField
        {...choice(form, 'start_type')}
        label={T.schedule.schedule}
        options={[
          { value: 'on-a-date', label: T.schedule.onADate },
          { value: 'recurring', label: T.schedule.recurring },
        ]}
        required
      />
      <DateTimeField
        {...form.field('start_date')}
        label={recurring ? T.schedule.startDate : T.schedule.date}
        help={startFixed ? T.schedule.startFixed : T.schedule.utc}
        readOnly={startFixed}
        required
      />
      {recurring ? (
        <>
          <div className={styles.interval}>
            <NumberField {...form.field('every')} label={T.schedule.repeatEvery} min={1} step={1} required />
            <SelectField
              {...choice(form, 'unit_of_time')}
              label={T.schedule.unit}
              options={FREQUENCIES.map((frequency) => ({ value: frequency, label: T.schedule.unitLabel(frequency, values.every) }))}
              required
            />
          </div>
          {unit === 'WEEKLY' ? <CheckboxListField {...form.field('days')} label={T.schedule.on} options={WEEKDAY_OPTIONS} required /> : null}
          {unit === 'MONTHLY' ? (
            <SelectField {...choice(form, 'day_of_month_type')} label={T.schedule.on} options={monthlyChoices(values.start_date ?? '')} required />
          ) : null}
          {unit === 'YEARLY' ? <CheckboxListField {...form.field('months')} label={T.schedule.on} options={MONTH_OPTIONS} required /> : null}
          <RadioGroupField
            {...choice(form, 'end_type')}
            label={T.schedule.ends}
            options={[
              { value: 'never', label: T.schedule.never },
              { value: 'on-a-date', label: T.schedule.endOnADate },
            ]}
          />
          {values.end_type === 'on-a-date' ? (
            <DateTimeField {...form.field('end_date')} label={T.schedule.endDate} help={T.schedule.utc} required />
          ) : null}
        </>
      ) : null}
      {values.mode === 'audit-fix-restart' ? <RestartSchedule form={form} /> : null}
    </>
  );
}

/** 'Fix, restart, audit' only: when the instances restart after the fixes. */
function RestartSchedule({ form }: { readonly form: Form }) {
  const { values } = form;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{T.restart.title}</legend>
      <RadioGroupField
        {...choice(form, 'delivery_time')}
        label={T.restart.deliveryTime}
        options={[
          { value: 'asap', label: T.restart.asSoonAsPossible },
          { value: 'delayed', label: T.restart.delayed },
        ]}
      />
      {values.delivery_time === 'delayed' ? (
        <NumberField {...form.field('deliver_delay')} label={T.restart.delayHours} min={1} step={1} required />
      ) : null}
      <RadioGroupField
        {...choice(form, 'randomize_delivery')}
        label={T.restart.randomize}
        options={[
          { value: 'no', label: T.restart.no },
          { value: 'yes', label: T.restart.yes },
        ]}
      />
      {values.randomize_delivery === 'yes' ? (
        <NumberField {...form.field('deliver_delay_window')} label={T.restart.windowMinutes} min={1} step={1} required />
      ) : null}
    </fieldset>
  );
}

interface AssociationStepProps {
  readonly form: Form;
  /** The instances search the association stands for; null: nothing associated. */
  readonly association: string | null;
  /** Its matching instances, once counted. */
  readonly count: number | undefined;
  readonly error: unknown;
}

function AssociationStep({ form, association, count, error }: AssociationStepProps) {
  const tags = useAtomValue(tagsQueryAtom);
  const chosen = form.values.tags ?? [];
  const options = useMemo(() => [...new Set([...(tags.data ?? []), ...chosen])], [tags.data, chosen]);
  const status =
    association === null ? T.association.none : count === undefined ? (error ? null : T.association.counting) : T.association.matching(count);
  return (
    <>
      <CheckboxField {...form.field('all_computers')} label={T.association.allInstances} />
      {form.values.all_computers ? null : (
        <TagsField {...form.field('tags')} label={T.association.tags} options={options} placeholder={T.association.tagsPlaceholder} />
      )}
      {tags.isError ? <InlineNotification type="negative">{errorMessage(tags.error)}</InlineNotification> : null}
      <p className={styles.status} role="status">
        {status}
      </p>
      {count !== undefined && count > SECURITY_PROFILE_INSTANCE_LIMIT ? (
        <InlineNotification type="negative" title={T.association.limitTitle}>
          {T.association.limitBody(count)}
        </InlineNotification>
      ) : null}
      {error ? (
        <InlineNotification type="negative" title={T.association.countFailed}>
          {errorMessage(error)}
        </InlineNotification>
      ) : null}
    </>
  );
}

interface ConfirmationStepProps {
  readonly kind: ProfileFormProps['kind'];
  readonly values: ProfileFormDraft;
  readonly association: string | null;
  readonly count: number | undefined;
}

/** What the profile will do on its next run (UPSTREAM-NOTES "Confirmation"), by mode. */
function ConfirmationStep({ kind, values, association, count }: ConfirmationStepProps) {
  const mode = values.mode ?? 'audit';
  // The last step: every step before it is valid, so the schedule's values are whole.
  const firstRun = firstRunTime(values as ProfileFormValues);
  const restart = restartScheduleText({
    mode,
    restart_deliver_delay: values.delivery_time === 'delayed' ? (values.deliver_delay ?? 0) : 0,
    restart_deliver_delay_window: values.randomize_delivery === 'yes' ? (values.deliver_delay_window ?? 0) : 0,
  });
  const audited =
    association === null
      ? T.confirmation.nothingAssociated
      : count !== undefined
        ? T.confirmation.auditOf(count)
        : values.all_computers
          ? T.confirmation.auditAll
          : T.confirmation.auditMatching;
  return (
    <>
      {kind === 'edit' ? <p>{T.confirmation.editNote}</p> : kind === 'duplicate' ? <p>{T.confirmation.duplicateNote}</p> : null}
      <p>{T.confirmation.description(mode)}</p>
      <ol className={styles.plan} aria-label={T.confirmation.stepsLabel}>
        <PlanStep title={T.confirmation.nextRunDate}>
          <ServerTime value={firstRun} />
        </PlanStep>
        {mode === 'audit' ? null : <PlanStep title={T.confirmation.applyFixes}>{T.confirmation.applyFixesDetail}</PlanStep>}
        {restart === null ? null : <PlanStep title={T.confirmation.restartInstances}>{T.confirmation.delivery(restart)}</PlanStep>}
        <PlanStep title={T.confirmation.generateAudit}>{audited}</PlanStep>
      </ol>
    </>
  );
}

function PlanStep({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <li className={styles.planStep}>
      <span className={styles.planTitle}>{title}</span>
      <span className={styles.planDetail}>{children}</span>
    </li>
  );
}
