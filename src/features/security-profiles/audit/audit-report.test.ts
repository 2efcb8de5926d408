import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from 'yup';
import { auditReportParams, auditReportSchema, type AuditReportValues } from './audit-report.ts';
import { reportFileName, reportState } from './report-state.ts';
import { AUDIT_TEXTS } from './texts.ts';

const E = AUDIT_TEXTS.errors;
const TODAY = '2026-03-15';
const schema = auditReportSchema(() => TODAY);

/** Every message per field, as the form shows them (the first per field). */
async function errors(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    assert.ok(error instanceof ValidationError);
    const found: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in found)) found[inner.path] = inner.message;
    return found;
  }
}

const date = (startDate: string) => ({ timeframe: 'date', startDate, endDate: '', detail: 'summary' });
const range = (startDate: string, endDate: string) => ({ timeframe: 'range', startDate, endDate, detail: 'summary' });

describe('audit report schema', () => {
  it('takes one date up to today, not after', async () => {
    assert.deepEqual(await errors(date(TODAY)), {});
    assert.deepEqual(await errors(date('2026-03-14')), {});
    assert.deepEqual(await errors(date('2026-03-16')), { startDate: E.dateInFuture });
    assert.deepEqual(await errors(date('2027-01-01')), { startDate: E.dateInFuture });
  });

  it('requires the date, and a real one', async () => {
    assert.deepEqual(await errors(date('')), { startDate: E.required });
    assert.deepEqual(await errors({ timeframe: 'date', detail: 'summary' }), { startDate: E.required });
    assert.deepEqual(await errors(date('2026-02-30')), { startDate: E.invalidDate });
    assert.deepEqual(await errors(date('15/03/2026')), { startDate: E.invalidDate });
  });

  it('ignores the end date for a specific date', async () => {
    assert.deepEqual(await errors({ ...date('2026-03-01'), endDate: '2099-01-01' }), {});
    const cast = await schema.validate({ ...date('2026-03-01'), endDate: '2099-01-01' });
    assert.equal('endDate' in cast, false);
  });

  it('takes a range within the past, ending today at the latest, with both dates required', async () => {
    assert.deepEqual(await errors(range('2026-03-01', TODAY)), {});
    assert.deepEqual(await errors(range(TODAY, TODAY)), {});
    assert.deepEqual(await errors(range('2026-03-01', '')), { endDate: E.required });
    assert.deepEqual(await errors(range('', '2026-03-01')), { startDate: E.required });
    assert.deepEqual(await errors(range('2026-03-01', '2026-13-01')), { endDate: E.invalidDate });
  });

  it('refuses an end after today', async () => {
    assert.deepEqual(await errors(range('2026-03-01', '2026-03-16')), { endDate: E.endInFuture });
  });

  it('refuses an end before the start, by one day already', async () => {
    assert.deepEqual(await errors(range('2026-03-10', '2026-03-09')), { endDate: E.endBeforeStart });
    assert.deepEqual(await errors(range('2026-03-10', '2026-03-10')), {});
  });

  it('reports a start in the future on the start, and an end then before it on the end', async () => {
    assert.deepEqual(await errors(range('2026-03-16', TODAY)), { startDate: E.dateInFuture, endDate: E.endBeforeStart });
  });

  it('judges by the day at validation time', async () => {
    let today = '2026-03-15';
    const moving = auditReportSchema(() => today);
    await assert.rejects(moving.validate(date('2026-03-16')), (error: Error) => error.message === E.dateInFuture);
    today = '2026-03-16';
    await moving.validate(date('2026-03-16'));
  });

  it('requires a known timeframe and level of detail', async () => {
    const found = await errors({ timeframe: 'week', startDate: TODAY, detail: 'everything' });
    assert.ok(found['timeframe']);
    assert.ok(found['detail']);
  });
});

describe('audit report request', () => {
  const values = (changes: Partial<AuditReportValues>): AuditReportValues =>
    ({ timeframe: 'date', startDate: '2026-03-01', endDate: '2026-03-10', detail: 'summary', ...changes }) as AuditReportValues;

  it('sends one start date for a specific date, without end or detail', () => {
    assert.deepEqual(auditReportParams(values({})), { start_date: '2026-03-01' });
  });

  it('sends start and end for a range', () => {
    assert.deepEqual(auditReportParams(values({ timeframe: 'range' })), { start_date: '2026-03-01', end_date: '2026-03-10' });
  });

  it('sends detailed: true only for the detailed view', () => {
    assert.deepEqual(auditReportParams(values({ detail: 'detailed' })), { start_date: '2026-03-01', detailed: true });
    assert.deepEqual(auditReportParams(values({ timeframe: 'range', detail: 'detailed' })), {
      start_date: '2026-03-01',
      end_date: '2026-03-10',
      detailed: true,
    });
  });
});

describe('report file name', () => {
  it('is the last segment of the path', () => {
    assert.equal(reportFileName('audit-reports/3/2026-01-01_2026-01-31-detailed.csv'), '2026-01-01_2026-01-31-detailed.csv');
    assert.equal(reportFileName('report.csv'), 'report.csv');
    assert.equal(reportFileName('s3://bucket/usg/reports/42/audit.csv'), 'audit.csv');
  });

  it('ignores trailing slashes, a query and a fragment, and decodes escapes', () => {
    assert.equal(reportFileName('reports/7/audit.csv/'), 'audit.csv');
    assert.equal(reportFileName('https://files.example/reports/audit%20march.csv?signature=a/b#x'), 'audit march.csv');
    assert.equal(reportFileName('reports/bad%E0.csv'), 'bad%E0.csv');
  });

  it('falls back to a name when the path has none', () => {
    assert.equal(reportFileName(''), AUDIT_TEXTS.fallbackFileName);
    assert.equal(reportFileName('///'), AUDIT_TEXTS.fallbackFileName);
  });
});

describe('report state', () => {
  it('is ready with the path once the activity succeeded', () => {
    assert.deepEqual(reportState({ activity_status: 'succeeded', result_text: 'audit-reports/1/a.csv' }), {
      status: 'ready',
      path: 'audit-reports/1/a.csv',
    });
  });

  it('is failed with the server text for a failed or cancelled activity, else a message of ours', () => {
    assert.deepEqual(reportState({ activity_status: 'failed', result_text: 'No audit data for <b>this</b> range.' }), {
      status: 'failed',
      message: 'No audit data for <b>this</b> range.',
    });
    assert.deepEqual(reportState({ activity_status: 'failed', result_text: null }), { status: 'failed', message: AUDIT_TEXTS.failed.fallback });
    assert.deepEqual(reportState({ activity_status: 'canceled', result_text: 'Canceled by Ada.' }), { status: 'failed', message: 'Canceled by Ada.' });
    assert.deepEqual(reportState({ activity_status: 'canceled', result_text: ' ' }), { status: 'failed', message: AUDIT_TEXTS.failed.canceled });
    assert.deepEqual(reportState({ activity_status: 'succeeded', result_text: '' }), { status: 'failed', message: AUDIT_TEXTS.failed.noFile });
  });

  it('is pending otherwise', () => {
    for (const status of ['undelivered', 'delivered', 'scheduled', 'waiting', 'blocked', 'unapproved']) {
      assert.deepEqual(reportState({ activity_status: status, result_text: null }), { status: 'pending' });
    }
  });
});
