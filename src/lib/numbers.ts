import { browserLocale, formatDateTime } from './dates.ts';

/**
 * Counts as people read them in their language: `5,361` in English, `5.361` in German, through
 * `Intl.NumberFormat`. The locale is the page's, like its texts (README "Texts and translations"):
 * the `locale` of a `landscape-root` (the last one set), else the browser's. Changing it renders the
 * elements again from scratch, as a change of texts does (define-element.ts).
 */

let pageLocale: string | undefined;
let version = 0;
const listeners = new Set<() => void>();
const formats = new Map<string, Intl.NumberFormat>();

/** The locale a root's `locale` attribute names (already checked), or undefined to follow the browser. */
export function setNumberLocale(locale: string | undefined): void {
  if (locale === pageLocale) return;
  pageLocale = locale;
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: changes with every new number locale. */
export const numberLocaleVersion = (): number => version;

export function subscribeNumberLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A count (a number of instances, results, pages) in the page's locale. */
export function formatCount(count: number): string {
  const locale = pageLocale ?? browserLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(count);
}

let warming = false;

/**
 * Builds the page's first number and date formats in a task of their own, once: a page's first
 * `Intl.NumberFormat` loads ICU's data, 15–30 ms of main thread that would otherwise fall between a
 * list's answer and its first row. Called as the first request leaves, so it runs while the page
 * waits for the network (issue 23: the portal's activities first row).
 */
export function warmFormatsSoon(): void {
  if (warming || typeof setTimeout !== 'function') return;
  warming = true;
  setTimeout(() => {
    formatCount(0);
    formatDateTime(0, { locale: pageLocale ?? browserLocale() });
  }, 0);
}
