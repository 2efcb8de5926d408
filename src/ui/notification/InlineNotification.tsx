import type { ReactNode } from 'react';
import type { NotificationType } from '../../state/notifications.ts';
import { Button } from '../button/Button.tsx';
import { ServerSentence } from '../server-text/ServerSentence.tsx';
import { UI_TEXTS } from '../texts.ts';
import * as styles from './InlineNotification.css.ts';

/**
 * A notification's types, and `caution` for notices inside a screen (a limit reached, a choice that
 * cannot change later: UPSTREAM-NOTES); the store's notifications and their events keep three.
 */
export type InlineNotificationType = NotificationType | 'caution';

export interface InlineNotificationProps {
  readonly type: InlineNotificationType;
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
