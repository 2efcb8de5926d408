import { Link } from 'wouter';
import { Page } from '../../../ui/page/Page.tsx';
import { DEFAULT_ROUTE } from '../routes.ts';
import * as styles from './screens.css.ts';
import { SCREEN_TEXTS as T } from './texts.ts';

/** Any path no route matches (SPEC §2), with a way home. */
export function NotFoundScreen() {
  return (
    <Page title={T.notFoundTitle}>
      <div className={styles.empty}>
        <p className={styles.text}>{T.notFound}</p>
        <Link href={DEFAULT_ROUTE}>{T.goToOverview}</Link>
      </div>
    </Page>
  );
}
