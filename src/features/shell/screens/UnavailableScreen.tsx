import { ActionButton } from '../../../ui/action/ActionButton.tsx';
import { Page } from '../../../ui/page/Page.tsx';
import { useOpenClassicDashboard } from './classic-dashboard.ts';
import { pageHeading } from './headings.ts';
import * as styles from './screens.css.ts';
import { SCREEN_TEXTS as T } from './texts.ts';
import type { ScreenProps } from './types.ts';

/**
 * A route the new portal does not implement yet (SPEC does not show its contents): the page itself,
 * an honest empty state and the way to the classic dashboard, which has it. No made-up data.
 */
export function UnavailableScreen({ route, params }: ScreenProps) {
  const { open, leaving } = useOpenClassicDashboard();
  const { title, parents } = pageHeading(route, params);

  return (
    <Page title={title} parents={parents}>
      <div className={styles.empty}>
        <p className={styles.text}>{T.unavailable}</p>
        <ActionButton appearance="primary" onClick={open} busy={leaving} busyLabel={T.openingClassic}>
          {T.openClassic}
        </ActionButton>
      </div>
    </Page>
  );
}
