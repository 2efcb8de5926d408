import { useAtomValue } from 'jotai/react';
import type { ReactNode } from 'react';
import { authErrorAtom, authStatusAtom, retryAuth } from '../../state/auth.ts';
import { useStore } from '../../state/react.tsx';
import { ErrorScreen } from '../error/ErrorScreen.tsx';
import { NotificationArea } from '../notification/NotificationArea.tsx';
import { LoadingScreen } from '../placeholders.tsx';
import { SidePanelHost } from '../side-panel/SidePanel.tsx';
import { useSidePanelCovers } from '../side-panel/useSidePanel.ts';
import * as styles from './WidgetFrame.css.ts';

export interface WidgetFrameProps {
  /**
   * The widget's landmark name. Two widgets on one page need distinct names, so it says what this
   * one shows, e.g. 'Activities' or 'Activities of instance 6'.
   */
  readonly label: string;
  /** What the widget says while no one is signed in; nothing when omitted. */
  readonly signedOut?: ReactNode;
  /** The screen, rendered only while someone is signed in. */
  readonly children: ReactNode;
}

/**
 * Everything around a widget's screen: the `part="base"` landmark, the sign-in gate ('Loading...',
 * the signed-out text, or the error screen when the auth state cannot be read), the notifications
 * and the side panel host. An element file then names only its screen and attributes.
 */
export function WidgetFrame({ label, signedOut, children }: WidgetFrameProps) {
  const status = useAtomValue(authStatusAtom);
  const authError = useAtomValue(authErrorAtom);
  const store = useStore();
  // A side panel on a narrow screen covers the widget: what it covers is inert meanwhile.
  const covered = useSidePanelCovers();
  let content: ReactNode;
  if (status === 'loading') content = <LoadingScreen />;
  else if (status === 'error') content = <ErrorScreen error={authError} onRetry={() => retryAuth(store)} />;
  else if (status === 'signed-out') content = signedOut ? <p className={styles.signedOut}>{signedOut}</p> : null;
  else content = children;
  // Nothing to say while signed out: no empty landmark, only the (empty) live region.
  if (content === null) return <NotificationArea />;
  return (
    <section part="base" aria-label={label} className={styles.frame}>
      <NotificationArea />
      <div className={styles.content} inert={covered}>
        {content}
      </div>
      {status === 'signed-in' ? <SidePanelHost /> : null}
    </section>
  );
}
