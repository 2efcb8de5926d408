import cronstrue from 'cronstrue';

/*
 * A schedule in words, by cronstrue (English only: its main file carries no other locale). A chunk
 * of its own, loaded by the profile form and the details panel as they first show a schedule
 * (useCronWords), never with a list.
 */

/** `0 8 * * 1-5` → `At 08:00, Monday through Friday`; null when cronstrue cannot read it. */
export function cronWords(interval: string): string | null {
  try {
    return cronstrue.toString(interval, { use24HourTimeFormat: true, throwExceptionOnParseError: true, verbose: false });
  } catch {
    return null;
  }
}
