import { atom } from 'jotai/vanilla';
import { errorMessage } from '../api/errors.ts';
import type { PortalStore } from './store.ts';
import { plainSentence } from '../lib/display-name.ts';

export type NotificationType = 'negative' | 'information' | 'positive';

export interface NotificationAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface NotificationInput {
  readonly type: NotificationType;
  readonly title?: string;
  readonly message: string;
  readonly actions?: readonly NotificationAction[];
}

export interface Notification extends NotificationInput {
  readonly id: number;
  /**
   * The element whose action it reports: only that element's notification area shows it (several
   * widgets of one store would otherwise stack copies of it). None: every area shows it.
   */
  readonly origin?: Element | undefined;
}

/** SPEC §9: success notifications dismiss themselves after 5 seconds. */
export const SUCCESS_TIMEOUT_MS = 5000;

export const DEFAULT_TITLES: Readonly<Record<NotificationType, string>> = {
  negative: 'Error',
  information: 'Info',
  positive: 'Success',
};

export const notificationAtom = atom<Notification | null>(null);

let sequence = 0;

function sameMessage(a: NotificationInput, b: NotificationInput): boolean {
  return a.type === b.type && a.title === b.title && a.message === b.message;
}

/**
 * Shows a notification in the store's notification area and fires `landscape-notify`.
 * An identical consecutive message does not replace the current one (SPEC §4).
 */
export function notify(store: PortalStore, input: NotificationInput, origin?: Element): void {
  const current = store.jotai.get(notificationAtom);
  if (current && sameMessage(current, input)) return;
  const notification: Notification = { ...input, id: ++sequence, origin };
  store.jotai.set(notificationAtom, notification);
  store.emit(
    'landscape-notify',
    // Plain text for the host, as the contract has it: the isolation marks are for our own rendering.
    { type: input.type, title: plainSentence(input.title ?? DEFAULT_TITLES[input.type]), message: plainSentence(input.message) },
    origin,
  );
  if (input.type === 'positive') {
    setTimeout(() => {
      if (store.jotai.get(notificationAtom)?.id === notification.id) store.jotai.set(notificationAtom, null);
    }, SUCCESS_TIMEOUT_MS);
  }
}

/** Whether `host`'s notification area shows `notification`: its own, or one no element raised. */
export function isShownBy(notification: Notification, host: Element): boolean {
  return !notification.origin || notification.origin === host;
}

/** SPEC §8: a failed request shows the server's message, else the error's, else 'Unknown error'. */
export function notifyError(store: PortalStore, error: unknown, origin?: Element): void {
  notify(store, { type: 'negative', message: errorMessage(error) }, origin);
}

export function clearNotification(store: PortalStore): void {
  store.jotai.set(notificationAtom, null);
}

/**
 * Notifications the next path change leaves shown, each once: the notice of an action that leaves
 * its page (an instance removed: the list it goes to says so).
 */
export const carriedNotifications = new WeakSet<object>();

/** A path change (SPEC §2): the notification goes, unless it is the one carried to the new page. */
export function clearNotificationOnPathChange(store: PortalStore): void {
  const current = store.jotai.get(notificationAtom);
  if (!current || !carriedNotifications.delete(current)) clearNotification(store);
}
