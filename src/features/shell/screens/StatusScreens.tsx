import { LOADING_TEXT, REDIRECTING_TEXT } from '../../../ui/placeholders.tsx';
import * as styles from './screens.css.ts';

/** While what a route needs is not known yet (SPEC §2 "General": 'Loading...'). */
export function LoadingScreen() {
  return (
    <p className={styles.status} role="status">
      {LOADING_TEXT}
    </p>
  );
}

/** While the portal sends the user elsewhere (SPEC §2 "General": 'Redirecting...'). */
export function RedirectingScreen() {
  return (
    <p className={styles.status} role="status">
      {REDIRECTING_TEXT}
    </p>
  );
}
