import type { Instance } from '../../../api/instances.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { carriedNotifications, notificationAtom } from '../../../state/notifications.ts';
import { useStore } from '../../../state/react.tsx';
import { usePortalNavigate } from '../../../ui/link/AppLink.tsx';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { isolate } from '../../../lib/display-name.ts';
import { ServerSentence } from '../../../ui/server-text/ServerSentence.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { useActivityPanel } from '../../activities/useActivityPanel.tsx';
import { instancePath, instancesPath } from '../../shell/paths.ts';
import { instanceName } from '../texts.ts';
import { deleteWslInstance, removeInstance, sanitizeInstance } from './actions.ts';
import * as styles from './Actions.css.ts';
import { PowerModal } from './PowerModal.tsx';
import { INSTANCE_ACTION_TEXTS as T } from './texts.ts';

export { ActionsMenu } from '../../../ui/menu/ActionsMenu.tsx';
export { AssociateEmployeeForm } from './AssociateEmployeeForm.tsx';
export { EditInstanceForm } from './EditInstanceForm.tsx';

/** The confirmations an instance's Info tab opens (its side panels are the forms above). */
export type InstanceDialogKind = 'restart' | 'shutdown' | 'remove' | 'sanitize' | 'delete';

// The modals show the server's message themselves, and stay open for another try.
const inModal = () => undefined;

export interface InstanceDialogProps {
  readonly instance: Instance;
  /** The dialog shown; null: none. */
  readonly kind: InstanceDialogKind | null;
  readonly onClose: () => void;
}

/**
 * One instance's confirmations (screens §2.6–§2.9): restart and shut down with their scheduling;
 * remove and sanitize confirmed by typing what is asked; deleting a WSL instance. Each sends one
 * request however fast it is confirmed, closes once the server said yes, and keeps the modal with
 * the server's message when it said no (upstream closes on failure, or never: B3). Removing and
 * deleting leave the page, which no longer exists, for the list or the WSL instance's host.
 */
export function InstanceDialog({ instance, kind, onClose }: InstanceDialogProps) {
  const portalNavigate = usePortalNavigate();
  const store = useStore();
  // The page left no longer exists: the notice just shown (what removed it) stays on the page
  // arrived at, which a path change would otherwise clear.
  const leave = (path: string) => {
    const shown = store.jotai.get(notificationAtom);
    if (shown) carriedNotifications.add(shown);
    portalNavigate(path);
  };
  const openActivity = useActivityPanel();
  const remove = useServerAction(removeInstance, { onError: inModal });
  const sanitize = useServerAction(sanitizeInstance, { onError: inModal });
  const deleting = useServerAction(deleteWslInstance, { onError: inModal });
  const title = instanceName(instance);

  switch (kind) {
    case 'restart':
    case 'shutdown':
      return <PowerModal kind={kind} instances={[instance]} from="page" onClose={onClose} />;
    case 'remove':
      return (
        <ConfirmModal
          title={T.removal.title}
          open
          onClose={onClose}
          confirmLabel={T.removal.confirm}
          progressLabel={T.removal.progress}
          appearance="negative"
          confirmText={{ text: T.removal.text(instance.title), before: T.typeBefore, after: T.typeAfter }}
          onConfirm={async () => {
            const outcome = await remove.run({ instance });
            if (outcome.status === 'failed') throw outcome.error;
            if (outcome.status === 'succeeded') leave(instancesPath());
          }}
        >
          <p className={styles.text}>
            <ServerSentence text={T.removal.body(isolate(title))} />
          </p>
        </ConfirmModal>
      );
    case 'sanitize':
      return (
        <ConfirmModal
          title={T.sanitization.title}
          open
          onClose={onClose}
          confirmLabel={T.sanitization.confirm}
          progressLabel={T.sanitization.progress}
          appearance="negative"
          confirmText={{ text: T.sanitization.text(instance.title), before: T.typeBefore, after: T.typeAfter }}
          onConfirm={async () => {
            const outcome = await sanitize.run({ instance, openActivity });
            if (outcome.status === 'failed') throw outcome.error;
          }}
        >
          <p className={styles.text}>
            <ServerSentence text={T.sanitization.body(isolate(title))} />
          </p>
        </ConfirmModal>
      );
    case 'delete':
      return (
        <ConfirmModal
          title={T.deletion.title}
          open
          onClose={onClose}
          confirmLabel={T.deletion.confirm}
          progressLabel={T.deletion.progress}
          appearance="negative"
          focusCancel
          onConfirm={async () => {
            const outcome = await deleting.run({ instance, openActivity });
            if (outcome.status === 'failed') throw outcome.error;
            if (outcome.status === 'succeeded') {
              leave(instance.parent ? instancePath(instance.parent.id) : instancesPath());
            }
          }}
        >
          <p className={styles.text}>
            {T.deletion.bodyBefore}
            <strong>
              <ServerText text={title} />
            </strong>
            {T.deletion.bodyAfter}
          </p>
        </ConfirmModal>
      );
    default:
      return null;
  }
}
