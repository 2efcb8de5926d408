import { useAtomValue } from 'jotai/react';
import { clearNotification, DEFAULT_TITLES, notificationAtom, type Notification } from '../../state/notifications.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { sidePanelAtom } from '../../state/side-panel.ts';
import { Button } from '../button/Button.tsx';
import * as styles from './NotificationArea.css.ts';

export const NOTIFICATION_TEXTS = { dismiss: 'Dismiss notification' } as const;

/**
 * One notification: title (default per type), message, actions and a dismiss button. Negative ones
 * are announced at once (role alert), others politely (role status). Server strings render as text.
 */
export function NotificationBanner({ notification }: { readonly notification: Notification }) {
  const store = useStore();
  const { type, title, message, actions = [] } = notification;
  return (
    <div
      className={styles.notification({ type })}
      role={type === 'negative' ? 'alert' : 'status'}
      part="notification"
    >
      <div className={styles.content}>
        <p className={styles.title}>
          {title || DEFAULT_TITLES[type]}
        </p>
        <p className={styles.message}>{message}</p>
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <Button key={`${index}-${action.label}`} onClick={action.onClick}>
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      <Button
        appearance="link"
        className={styles.dismiss}
        aria-label={NOTIFICATION_TEXTS.dismiss}
        onClick={() => clearNotification(store)}
      >
        ×
      </Button>
    </div>
  );
}

/**
 * The store's current notification at the top of the content (SPEC §4, §8). While this element's
 * side panel is open, a negative notification shows inside the panel instead, so nothing here.
 */
export function NotificationArea() {
  const notification = useAtomValue(notificationAtom);
  const panel = useAtomValue(sidePanelAtom);
  const host = useHost();
  if (!notification) return null;
  if (notification.type === 'negative' && panel?.owner === host) return null;
  return <NotificationBanner key={notification.id} notification={notification} />;
}
