import { useAtomValue } from 'jotai/react';
import { Fragment, Suspense, useCallback, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { isShownBy, notificationAtom } from '../../state/notifications.ts';
import { useStore } from '../../state/react.tsx';
import { closeSidePanel, discardRequestAtom, markPanelChanges, panelHasChanges, unlessChangesKept, type OpenSidePanel } from '../../state/side-panel.ts';
import { useFocusRescue } from '../action/useFocusRescue.ts';
import { Button } from '../button/Button.tsx';
import { deepActiveElement, focusMainHeading } from '../focus.ts';
import { ErrorBoundary } from '../error/ErrorScreen.tsx';
import { NotificationBanner } from '../notification/NotificationArea.tsx';
import { ConfirmModal } from '../modal/ConfirmModal.tsx';
import { LoadingScreen } from '../placeholders.tsx';
import { PanelChangesContext } from './panel-changes.ts';
import { ServerSentence } from '../server-text/ServerSentence.tsx';
import * as styles from './SidePanel.css.ts';
import { UI_TEXTS } from '../texts.ts';

/**
 * The side panel (SPEC §2 "General"). A non-modal dialog (`aria-modal="false"`, no focus trap: the
 * page beside it stays usable), because it behaves as one: focus moves into it on open and screen
 * readers then announce "dialog" with its title, Escape closes it, and focus goes back to what opened
 * it, or to the main heading when that control is gone. A form inside with changes (useForm reports
 * them) is never thrown away by × or Escape without "Discard changes?" answered Discard. A `role="dialog"` div, not an `<aside>`: ARIA
 * in HTML does not allow that role on `aside`, and a complementary landmark is not announced when
 * focus moves into it. It is a manual popover, shown in the top layer above anything of the host page.
 * Loaded when a panel first opens (SidePanel.tsx).
 */
export function SidePanel({ panel }: { readonly panel: OpenSidePanel }) {
  const store = useStore();
  const notification = useAtomValue(notificationAtom);
  const discardRequest = useAtomValue(discardRequestAtom);
  const reportChanges = useCallback((token: symbol, changed: boolean) => markPanelChanges(store, token, changed), [store]);
  // Closing as the user asks (×, Escape): a form's changes are thrown away only once they said so.
  const requestClose = useCallback(() => unlessChangesKept(store, () => closeSidePanel(store)), [store]);
  const titleId = useId();
  const subtitleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !element.matches(':popover-open')) element.showPopover();
  }, []);

  // New content (a new id) takes focus. The opener is kept when the new content was opened from
  // inside the panel (focus is then in the panel, or on the body when the old content was removed
  // with the focused button), so closing still returns to where the user started.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const active = deepActiveElement();
    if (active && active !== document.body && !element.contains(active)) opener.current = active;
    element.focus();
  }, [panel.id]);

  // Layout cleanup runs before React removes the panel, while focus is still inside it. The opener
  // may be gone (a route change, a row that left the list): then the main heading takes focus.
  useLayoutEffect(() => {
    const element = ref.current;
    const root = element?.getRootNode();
    return () => {
      const active = deepActiveElement();
      const focusInside = active === null || active === document.body || (element?.contains(active) ?? false);
      if (!focusInside) return;
      const back = opener.current;
      if (back?.isConnected && !back.matches(':disabled')) back.focus();
      else if (root instanceof Document || root instanceof ShadowRoot) focusMainHeading(root);
    };
  }, []);

  // Leaving the page altogether (reload, another address) with a form's changes: the browser asks.
  useLayoutEffect(() => {
    const leaving = (event: BeforeUnloadEvent) => {
      if (!panelHasChanges(store)) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    addEventListener('beforeunload', leaving);
    return () => removeEventListener('beforeunload', leaving);
  }, [store]);

  // An action inside may remove or disable the focused control (Approve, once approved): focus
  // then stays in the panel rather than falling to the page.
  useFocusRescue(ref, () => ref.current);

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A modal dialog inside the panel handles its own Escape.
    if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
    event.preventDefault();
    requestClose();
  }

  // Escape closes the panel wherever focus is in its element (the page beside it, or the body after
  // a click on nothing), not only inside it; unless what had focus used that Escape (a dropdown, a
  // modal dialog), or focus is in another part of the host's page.
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const path = event.composedPath();
      if (path.some((target) => target instanceof HTMLDialogElement && target.open)) return;
      const ours = event.target === document.body || (host !== null && path.includes(host));
      if (!ours) return;
      event.preventDefault();
      requestClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [requestClose]);

  return (
    <div
      ref={ref}
      className={styles.panel({ size: panel.size ?? 'medium' })}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={panel.subtitle ? subtitleId : undefined}
      tabIndex={-1}
      popover="manual"
      part="side-panel"
      onKeyDown={keyDown}
    >
      <div className={styles.header}>
        <div className={styles.headings}>
          <h2 id={titleId} className={styles.title}>
            <ServerSentence text={panel.title} />
          </h2>
          {panel.subtitle ? (
            <p id={subtitleId} className={styles.subtitle}>
              <ServerSentence text={panel.subtitle} />
            </p>
          ) : null}
        </div>
        <Button
          appearance="link"
          className={styles.close}
          aria-label={UI_TEXTS.closeSidePanel}
          onClick={requestClose}
        >
          ×
        </Button>
      </div>
      <div className={styles.body}>
        {notification?.type === 'negative' && isShownBy(notification, panel.owner) ? (
          <NotificationBanner key={notification.id} notification={notification} />
        ) : null}
        <Fragment key={panel.key ?? panel.id}>
          {/* A body whose code loads when it first opens (a form) says so; a failed download offers Try again. */}
          <ErrorBoundary>
            <PanelChangesContext.Provider value={reportChanges}>
              <Suspense fallback={<LoadingScreen />}>{panel.body}</Suspense>
            </PanelChangesContext.Provider>
          </ErrorBoundary>
        </Fragment>
      </div>
      {/* Keep editing is the default: Enter or Escape keep the changes. */}
      <ConfirmModal
        title={UI_TEXTS.discardChanges.title}
        open={discardRequest !== null}
        onClose={() => store.jotai.set(discardRequestAtom, null)}
        confirmLabel={UI_TEXTS.discardChanges.discard}
        appearance="negative"
        cancelLabel={UI_TEXTS.discardChanges.keepEditing}
        focusCancel
        onConfirm={async () => {
          store.jotai.set(discardRequestAtom, null);
          discardRequest?.proceed();
        }}
      >
        <p>{UI_TEXTS.discardChanges.text}</p>
      </ConfirmModal>
    </div>
  );
}
