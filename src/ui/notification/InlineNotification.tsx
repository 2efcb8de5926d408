import type { ReactNode } from 'react';
import type { NotificationType } from '../../state/notifications.ts';
import { Button } from '../button/Button.tsx';
import { ServerSentence } from '../server-text/ServerSentence.tsx';
import * as styles from './InlineNotification.css.ts';
import { UI_TEXTS } from '../texts.ts';

export interface InlineNotificationProps {
  readonly type: NotificationType;
  readonly title?: string;
  /** Rendered as text: server strings never become markup. */
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}

/** A message inside a screen. Negative ones are announced at once (role alert), others politely. */
export function InlineNotification({ type, title, children, onDismiss }: InlineNotificationProps) {
  return (
    <div className={styles.notification({ type })} role={type === 'negative' ? 'alert' : 'status'} part="notification">
      <p className={styles.body}>
        {title ? (
          <span className={styles.title}>
            <ServerSentence text={title} />
          </span>
        ) : null}
        {children}
      </p>
      {onDismiss ? (
        <Button appearance="link" onClick={onDismiss} aria-label={UI_TEXTS.dismissNotification}>
          ×
        </Button>
      ) : null}
    </div>
  );
}
