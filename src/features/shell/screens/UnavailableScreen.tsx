import { useState } from 'react';
import { useNotify, useStore } from '../../../state/react.tsx';
import { Button } from '../../../ui/button/Button.tsx';
import { Page } from '../../../ui/page/Page.tsx';
import { openClassicDashboard } from './classic-dashboard.ts';
import { pageHeading } from './headings.ts';
import * as styles from './screens.css.ts';
import { SCREEN_TEXTS as T } from './texts.ts';
import type { ScreenProps } from './types.ts';

/**
 * A route the new portal does not implement yet (SPEC does not show its contents): the page itself,
 * an honest empty state and the way to the classic dashboard, which has it. No made-up data.
 */
export function UnavailableScreen({ route, params }: ScreenProps) {
  const store = useStore();
  const { notifyError } = useNotify();
  const [leaving, setLeaving] = useState(false);
  const { title, parents } = pageHeading(route, params);

  async function open() {
    setLeaving(true);
    try {
      await openClassicDashboard(store);
    } catch (error) {
      notifyError(error);
      setLeaving(false);
    }
  }

  return (
    <Page title={title} parents={parents}>
      <div className={styles.empty}>
        <p className={styles.text}>{T.unavailable}</p>
        <Button appearance="primary" onClick={open} disabled={leaving} aria-busy={leaving}>
          {T.openClassic}
        </Button>
      </div>
    </Page>
  );
}
