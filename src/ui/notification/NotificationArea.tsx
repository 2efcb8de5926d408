import { useAtomValue } from 'jotai/react';
import { useRef, useLayoutEffect } from 'react';
import { clearNotification, DEFAULT_TITLES, isShownBy, notificationAtom, type Notification } from '../../state/notifications.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { sidePanelAtom } from '../../state/side-panel.ts';
import { Button } from '../button/Button.tsx';
import { ServerSentence } from '../server-text/ServerSentence.tsx';
import { UI_TEXTS } from '../texts.ts';
import * as styles from './NotificationArea.css.ts';

/**
 * One notification: title (default per type), message, actions and a dismiss button. Shown on its own
 * (`live`, the default), negative ones are announced at once (role alert), others politely (role
 * status). Inside a live region (`live={false}`) the card has no live role: a live role within a live
 * region makes some screen readers (NVDA, JAWS) announce the message twice. Server strings render as text,
 * those the texts quote (marked with `isolate`) each in a `<bdi>`.
 */
export function NotificationBanner({
  notification,
  live = true,
}: {
  readonly notification: Notification;
  readonly live?: boolean;
}) {
  const store = useStore();
  const { type, title, message, actions = [] } = notification;
  const role = live ? (type === 'negative' ? 'alert' : 'status') : undefined;
  return (
    <div className={styles.notification({ type })} role={role} part="notification">
      <div className={styles.content}>
        <p className={styles.title}>
          <ServerSentence text={title || DEFAULT_TITLES[type]} />
        </p>
        <p className={styles.message}>
          <ServerSentence text={message} />
        </p>
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
        aria-label={UI_TEXTS.dismissNotification}
        onClick={() => clearNotification(store)}
      >
        ×
      </Button>
    </div>
  );
}

/**
 * The store's current notification (SPEC §4, §8) as a card in a fixed region of the top layer: it
 * never pushes the content down and back, and is raised above the side panel whenever the panel opens
 * (the panel opens in the top layer too). The two live regions are always there, empty until a message
 * arrives, so screen readers announce it: negative ones assertively, others politely, the whole card
 * at once (aria-atomic); the cards inside carry no live role of their own. While this
 * element's side panel is open, a negative notification shows inside the panel instead. A
 * notification another element raised is that element's to show.
 */
export function NotificationArea() {
  const notification = useAtomValue(notificationAtom);
  const panel = useAtomValue(sidePanelAtom);
  const host = useHost();
  const region = useRef<HTMLDivElement>(null);
  const ownPanel = panel?.owner === host ? panel : null;
  const mine = notification && isShownBy(notification, host) ? notification : null;
  const shown = mine && !(mine.type === 'negative' && ownPanel) ? mine : null;
  const banner = shown ? <NotificationBanner key={shown.id} notification={shown} live={false} /> : null;

  // Shown once and kept open (a closed popover is not rendered, and a live region must exist before
  // its message). When a side panel opens, the region is raised above it (hide, then show: the top
  // layer's order); opening a panel clears notifications, so the empty region announces nothing. Raised
  // again on the next frame too: the panel may enter the top layer in an effect that runs after this one.
  // A layout effect: the region is open before the first paint, so no message can land in it closed.
  const panelId = panel?.id;
  useLayoutEffect(() => {
    const element = region.current;
    // Not connected: the element was removed while a render (new texts) was pending.
    if (!element?.isConnected || typeof element.showPopover !== 'function') return undefined;
    if (!element.matches(':popover-open')) element.showPopover();
    if (panelId === undefined) return undefined;
    const raise = () => {
      if (!element.isConnected) return;
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    raise();
    const frame = requestAnimationFrame(raise);
    return () => cancelAnimationFrame(frame);
  }, [panelId]);

  return (
    <div
      ref={region}
      popover="manual"
      className={styles.region({ beside: ownPanel?.size ?? (ownPanel ? 'medium' : 'none') })}
      part="notifications"
    >
      <div aria-live="assertive" aria-atomic="true" className={styles.live}>
        {shown?.type === 'negative' ? banner : null}
      </div>
      <div aria-live="polite" aria-atomic="true" className={styles.live}>
        {shown && shown.type !== 'negative' ? banner : null}
      </div>
    </div>
  );
}
