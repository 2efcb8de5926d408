import { ActionButton } from '../../../ui/action/ActionButton.tsx';
import { useOpenClassicDashboard } from '../screens/classic-dashboard.ts';
import { SCREEN_TEXTS } from '../screens/texts.ts';
import { ExternalIcon } from '../../../ui/icons.tsx';
import * as styles from './SidebarFooter.css.ts';
import { FEEDBACK_URL, LAYOUT_TEXTS as T } from './texts.ts';

/** SPEC §1, §2 "Footer": the preview note, the version, feedback, and the way back to the classic dashboard. */
export function SidebarFooter() {
  const { open: toClassic, leaving: pending } = useOpenClassicDashboard();

  return (
    <div className={styles.footer}>
      <p className={styles.text}>{T.previewNote}</p>
      <ActionButton
        appearance="link"
        className={styles.action}
        onClick={toClassic}
        busy={pending}
        busyLabel={SCREEN_TEXTS.openingClassic}
      >
        {T.classicDashboard}
      </ActionButton>
      <a className={styles.link} href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
        {T.feedback}
        <ExternalIcon className={styles.icon} />
      </a>
      <p className={styles.text}>{T.version}</p>
    </div>
  );
}
