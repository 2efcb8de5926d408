import type { Activity } from '../../../api/activities.ts';
import { AUDIT_TEXTS } from './texts.ts';

// Apart from the panel's form (audit-report.ts, with yup): the reports are followed while the list
// is shown, and the list's load carries no form code.

/** The name a report downloads under: the last segment of its path, without a query or fragment. */
export function reportFileName(path: string): string {
  const segment = path.replace(/[?#].*$/, '').split(/[/\\]/).filter((part) => part.trim() !== '').pop();
  if (segment === undefined) return AUDIT_TEXTS.fallbackFileName;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type ReportState =
  | { readonly status: 'pending' }
  | { readonly status: 'ready'; readonly path: string }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Where a report's activity stands: ready once it succeeded (its `result_text` is the report path),
 * failed when it failed or was cancelled (with the server's words when it gave some), else pending
 * (queued, delivered, waiting for approval...).
 */
export function reportState(activity: Pick<Activity, 'activity_status' | 'result_text'>): ReportState {
  const text = activity.result_text?.trim() ?? '';
  switch (activity.activity_status) {
    case 'succeeded':
      return text ? { status: 'ready', path: text } : { status: 'failed', message: AUDIT_TEXTS.failed.noFile };
    case 'failed':
      return { status: 'failed', message: text || AUDIT_TEXTS.failed.fallback };
    case 'canceled':
      return { status: 'failed', message: text || AUDIT_TEXTS.failed.canceled };
    default:
      return { status: 'pending' };
  }
}
