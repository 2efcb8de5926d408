import { ApiError } from '../api/errors.ts';
import type { LandscapeErrorDetail } from './events.ts';

/**
 * Error reporting (SPEC §7 "An error-reporting service also receives events", §9 "sampled, ignores
 * some browser-noise errors"), the embeddable way: each store forwards what failed in its elements to
 * the host as a `landscape-error` event and, when the root names a URL, POSTs it there as JSON.
 *
 * What is reported: render errors (the error boundaries), requests of our own that failed without a
 * 4xx the user is told about (5xx, no answer, an unreadable answer), and uncaught errors and
 * unhandled rejections from the elements' own code. What is never in a report: the token, form
 * values, addresses' query strings (they hold what was typed in a search), server strings other than
 * the error's message.
 */

export type ErrorKind = LandscapeErrorDetail['kind'];

export interface ErrorReportSettings {
  /** The share of errors reported, 0 to 1 (the root's `error-sample-rate`). */
  sampleRate: number;
  /** Where reports are POSTed as JSON (the root's `error-report-url`); none when undefined. */
  reportUrl: string | undefined;
  /** The portal's current route (its path, without the query), while a portal is shown. */
  route: string | undefined;
}

export interface ErrorInput {
  readonly kind: ErrorKind;
  readonly error: unknown;
  /** The element it happened in; else the first element the store serves. */
  readonly origin?: Element | undefined;
  readonly request?: LandscapeErrorDetail['request'];
}

export interface ErrorReporter {
  readonly settings: ErrorReportSettings;
  report(input: ErrorInput): void;
  /** Whether the store serves an element now: only then does it hear the page's uncaught errors. */
  serving(active: boolean): void;
}

export const DEFAULT_SAMPLE_RATE = 1;

/** A page that keeps failing (a render loop) sends this many reports at most. */
const MAX_REPORTS_PER_PAGE = 100;
const MAX_MESSAGE = 2000;
const MAX_STACK = 8000;

/** The root's `error-sample-rate`: a number from 0 to 1 (clamped); anything else is the default. */
export function sampleRate(value: string | number | null | undefined): number {
  const rate = typeof value === 'number' ? value : value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : DEFAULT_SAMPLE_RATE;
}

/** Browser noise: ResizeObserver's loop message, and anything from an extension's scripts. */
const NOISE_MESSAGE = /ResizeObserver loop/i;
const EXTENSION_URL = /\b(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE);
const stackOf = (error: unknown): string | undefined => (error instanceof Error && error.stack ? error.stack.slice(0, MAX_STACK) : undefined);

/**
 * The folder this build's files are served from: the entries' folder when this module is a chunk
 * (`dist/esm/chunks/` → `dist/esm/`), so an error whose stack or file lies under it is ours.
 */
function ownCodeBase(): string | undefined {
  try {
    const folder = new URL('.', import.meta.url);
    return (folder.pathname.endsWith('/chunks/') ? new URL('..', folder) : folder).href;
  } catch {
    return undefined;
  }
}

const codeBase = ownCodeBase();

/** Whether an uncaught error or a rejection's reason comes from the elements' own code, and is not noise. */
export function isOwnError(error: unknown, file = ''): boolean {
  const where = `${file}\n${stackOf(error) ?? ''}`;
  if (NOISE_MESSAGE.test(messageOf(error)) || EXTENSION_URL.test(where)) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  if (error instanceof ApiError) return error.code !== 'Aborted';
  return codeBase !== undefined && where.includes(codeBase);
}

/** A failed call worth reporting: not a 4xx (the user is told), not one cut short by a navigation. */
export function isReportedFailure(error: ApiError, unloading: boolean): boolean {
  if (error.code === 'Aborted' || error.code === 'NotSignedIn') return false;
  if (error.status >= 400 && error.status < 500) return false;
  return !unloading;
}

/** Stores serving elements now (a store let go of is not kept alive by this set). */
const reporters = new Set<{ reporter: ErrorReporter; target: () => Element | undefined }>();
const alreadyReported = new WeakSet<object>();
let sent = 0;
let unloading = false;

function send(url: string, detail: LandscapeErrorDetail): void {
  const body = JSON.stringify(detail);
  // While the page goes away a fetch may be cut short; a beacon is delivered after it has gone.
  if (unloading && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}

/** Uncaught errors and rejections are page-wide: the first store serving an element on the page hears them. */
function firstActive(): { reporter: ErrorReporter; target: () => Element | undefined } | undefined {
  return [...reporters].find((entry) => entry.target() !== undefined);
}

let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', () => (unloading = true));
  window.addEventListener('pageshow', () => (unloading = false));
  window.addEventListener('error', (event) => {
    // Without the error itself (another origin's script, "Script error."), its file alone decides: an
    // Error made here would carry this file's stack and pass for ours.
    const error: unknown = event.error ?? event.message;
    if (isOwnError(error, event.filename)) firstActive()?.reporter.report({ kind: 'uncaught', error });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (isOwnError(reason)) firstActive()?.reporter.report({ kind: 'rejection', error: reason });
  });
}

/**
 * A store's reporter. `target` gives the first element the store serves (events no element started
 * come from it); `emit` dispatches the public event from an element.
 */
export function createErrorReporter(
  target: () => Element | undefined,
  emit: (detail: LandscapeErrorDetail, origin: Element) => void,
): ErrorReporter {
  const settings: ErrorReportSettings = { sampleRate: DEFAULT_SAMPLE_RATE, reportUrl: undefined, route: undefined };
  const reporter: ErrorReporter = {
    settings,
    report({ kind, error, origin, request }) {
      if (kind === 'request' && error instanceof ApiError && !isReportedFailure(error, unloading)) return;
      if (typeof error === 'object' && error !== null) {
        if (alreadyReported.has(error)) return;
        alreadyReported.add(error);
      }
      const element = origin ?? target();
      if (!element || sent >= MAX_REPORTS_PER_PAGE || Math.random() >= settings.sampleRate) return;
      sent += 1;
      const stack = stackOf(error);
      const detail: LandscapeErrorDetail = {
        kind,
        message: messageOf(error),
        element: element.localName,
        ...(settings.route === undefined ? {} : { route: settings.route }),
        ...(stack === undefined ? {} : { stack }),
        ...(request ? { request } : {}),
        time: new Date().toISOString(),
      };
      emit(detail, element);
      if (settings.reportUrl) send(settings.reportUrl, detail);
    },
    serving(active) {
      if (active) {
        reporters.add(entry);
        listen();
      } else {
        reporters.delete(entry);
      }
    },
  };
  const entry = { reporter, target };
  return reporter;
}
