import * as styles from './placeholders.css.ts';
import { ServerText } from './server-text/ServerText.tsx';
import { UI_TEXTS } from './texts.ts';

/** SPEC §2 "General": the texts shown for empty values, placeholders, loading and redirects. */

export type DisplayValue = string | number | null | undefined;

/** The text for a value: '---' when there is none. */
export function valueText(value: DisplayValue): string {
  return value === null || value === undefined || value === '' ? UI_TEXTS.empty : String(value);
}

/** A value from the server as isolated text (see ServerText), '---' when empty or invisible. */
export function Value({ value }: { readonly value: DisplayValue }) {
  return <ServerText text={typeof value === 'number' ? String(value) : value} fallback={UI_TEXTS.empty} />;
}

/** While something is not known yet (SPEC §2 "General": 'Loading...'). */
export function LoadingScreen() {
  return (
    <p className={styles.status} role="status">
      {UI_TEXTS.loading}
    </p>
  );
}

/** While the portal sends the user elsewhere (SPEC §2 "General": 'Redirecting...'). */
export function RedirectingScreen() {
  return (
    <p className={styles.status} role="status">
      {UI_TEXTS.redirecting}
    </p>
  );
}
