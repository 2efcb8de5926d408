import dayjs from 'dayjs';
import { object, string, type InferType } from 'yup';
import type { AuditReportRequest } from '../../../api/security-profile-reports.ts';
import { AUDIT_TEXTS } from './texts.ts';

const E = AUDIT_TEXTS.errors;

export const AUDIT_TIMEFRAMES = ['date', 'range'] as const;
export type AuditTimeframe = (typeof AUDIT_TIMEFRAMES)[number];

export const AUDIT_DETAILS = ['summary', 'detailed'] as const;
export type AuditDetail = (typeof AUDIT_DETAILS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (a date input's value). */
function isDay(value: string): boolean {
  return DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** Today in the reader's time zone, as a date input writes it: "the future" is what their calendar says. */
export const localToday = (): string => dayjs().format('YYYY-MM-DD');

/**
 * The panel's form (UPSTREAM-NOTES "Download audit panel"): one date or a range, none in the future,
 * the end not before the start. `today` is read at each validation, so a panel left open past
 * midnight judges by the new day. `YYYY-MM-DD` texts compare as the days they name.
 */
export function auditReportSchema(today: () => string = localToday) {
  const day = () => string().trim().required(E.required).test('day', E.invalidDate, (value) => value === undefined || isDay(value));
  return object({
    timeframe: string().oneOf(AUDIT_TIMEFRAMES).required(E.required),
    startDate: day().test('not-future', E.dateInFuture, (value) => value === undefined || !isDay(value) || value <= today()),
    endDate: string().when('timeframe', {
      is: 'range',
      then: () =>
        day()
          .test('not-future', E.endInFuture, (value) => value === undefined || !isDay(value) || value <= today())
          .test('not-before-start', E.endBeforeStart, function notBeforeStart(value) {
            const start: unknown = this.parent.startDate;
            return value === undefined || typeof start !== 'string' || !isDay(start) || !isDay(value) || value >= start;
          }),
      otherwise: (schema) => schema.strip(),
    }),
    detail: string().oneOf(AUDIT_DETAILS).required(E.required),
  });
}

export type AuditReportValues = InferType<ReturnType<typeof auditReportSchema>>;

/**
 * The report request for the form's values: `end_date` only for a range, `detailed: true` only for
 * the detailed view (the summary sends no `detailed` at all, as upstream does).
 */
export function auditReportParams(values: Pick<AuditReportValues, 'timeframe' | 'startDate' | 'endDate' | 'detail'>): AuditReportRequest {
  return {
    start_date: values.startDate,
    ...(values.timeframe === 'range' && values.endDate ? { end_date: values.endDate } : {}),
    ...(values.detail === 'detailed' ? { detailed: true as const } : {}),
  };
}
