import { Link } from 'wouter';
import { Page } from '../../../ui/page/Page.tsx';
import { DEFAULT_ROUTE } from '../routes.ts';
import { pageHeading } from './headings.ts';
import * as styles from './screens.css.ts';
import { SCREEN_TEXTS as T } from './texts.ts';
import type { ScreenProps } from './types.ts';

/** /env-error: where a self-hosted-only page sends a user of a hosted (SaaS) organisation. */
export function EnvErrorScreen({ route, params }: ScreenProps) {
  const { title, parents } = pageHeading(route, params);
  return (
    <Page title={title} parents={parents}>
      <div className={styles.empty}>
        <p className={styles.text}>{T.envError}</p>
        <Link href={DEFAULT_ROUTE}>{T.goToOverview}</Link>
      </div>
    </Page>
  );
}
