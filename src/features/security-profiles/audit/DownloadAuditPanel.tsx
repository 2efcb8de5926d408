import { useMemo } from 'react';
import { securityProfileReportsApi } from '../../../api/security-profile-reports.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { ACCOUNT_SCOPE, currentAccount } from '../../../state/account.ts';
import { useHost, useStore } from '../../../state/react.tsx';
import { DateTimeField, Form, RadioGroupField, SubmitButton, useForm, type ChoiceOption } from '../../../ui/form/index.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { activityKeys } from '../../activities/queries.ts';
import {
  AUDIT_DETAILS,
  AUDIT_TIMEFRAMES,
  auditReportParams,
  auditReportSchema,
  localToday,
  type AuditDetail,
  type AuditTimeframe,
} from './audit-report.ts';
import * as styles from './DownloadAuditPanel.css.ts';
import { reportFollower } from './report-follower.ts';
import { AUDIT_TEXTS as T } from './texts.ts';

export type AuditedProfile = Pick<SecurityProfile, 'id' | 'title'>;

const timeframeOptions = (): readonly ChoiceOption[] => [
  { value: 'date' satisfies AuditTimeframe, label: T.timeframe.date },
  { value: 'range' satisfies AuditTimeframe, label: T.timeframe.range },
];

const detailOptions = (): readonly ChoiceOption[] => [
  {
    value: 'summary' satisfies AuditDetail,
    label: (
      <>
        {T.detail.summary}
        <span className={styles.optionHelp}>{T.detail.summaryHelp}</span>
      </>
    ),
  },
  {
    value: 'detailed' satisfies AuditDetail,
    label: (
      <>
        {T.detail.detailed}
        <span className={styles.optionHelp}>{T.detail.detailedHelp}</span>
      </>
    ),
  },
];

/**
 * The download audit side panel's body: the timeframe and the level of detail, then "Generate CSV"
 * requests the report. A refusal shows the server's message here with the values kept; once the
 * server said yes the panel closes and the report is followed until it downloads (report-follower.ts).
 */
export function DownloadAuditPanel({ profile }: { readonly profile: AuditedProfile }) {
  const store = useStore();
  const host = useHost();
  const panel = useSidePanel();
  const schema = useMemo(() => auditReportSchema(), []);
  const today = localToday();
  const form = useForm({
    schema,
    initialValues: { timeframe: 'date', startDate: today, endDate: today, detail: 'summary' },
    onSubmit: async (values) => {
      const account = currentAccount(store);
      const activity = await securityProfileReportsApi.request(store.api, profile.id, auditReportParams(values));
      // The report is an activity of its own.
      void store.queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, account, ...activityKeys.lists] });
      panel.close();
      await reportFollower(store).track(profile, activity, host);
    },
  });
  const range = form.values.timeframe === 'range';

  return (
    <Form form={form}>
      <p className={styles.intro}>{T.intro}</p>
      <RadioGroupField
        {...form.field('timeframe')}
        onValueChange={(value) => form.setValue('timeframe', AUDIT_TIMEFRAMES.find((choice) => choice === value))}
        label={T.timeframe.label}
        options={timeframeOptions()}
        required
      />
      <div className={styles.dates}>
        <div className={styles.date}>
          <DateTimeField {...form.field('startDate')} kind="date" max={today} label={range ? T.dates.start : T.dates.date} required />
        </div>
        {range ? (
          <div className={styles.date}>
            <DateTimeField {...form.field('endDate')} kind="date" max={today} label={T.dates.end} required />
          </div>
        ) : null}
      </div>
      <RadioGroupField
        {...form.field('detail')}
        onValueChange={(value) => form.setValue('detail', AUDIT_DETAILS.find((choice) => choice === value))}
        label={T.detail.label}
        options={detailOptions()}
        required
      />
      <div className={styles.actions}>
        <SubmitButton progressLabel={T.submitting}>{T.submit}</SubmitButton>
      </div>
    </Form>
  );
}
