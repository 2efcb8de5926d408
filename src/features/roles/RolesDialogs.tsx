import type { JSX, RefObject } from 'react';
import type { Role } from '../../api/roles.ts';
import { useFocusRescue } from '../../ui/action/useFocusRescue.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { firstTabbable } from '../../ui/focus.ts';
import { isolate } from '../../lib/display-name.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { removeRole } from './actions.ts';
import * as styles from './Roles.css.ts';
import { roleName } from './role-name.ts';
import { ROLE_TEXTS as T } from './texts.ts';

/**
 * What Settings › Roles loads as its list shows (named like a piece loaded on first use,
 * rollup.config.ts ON_FIRST_USE): the rows' menus, the removal's confirmation, the empty state and
 * the focus rescue. Imported statically, the menu (and its tooltip) and the rescue would be used by
 * enough screens to join the core every element loads.
 */

export { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';

/** A removed row takes its menu button with it: focus goes to the list's first control, not the page. */
export function FocusRescue({ container }: { readonly container: RefObject<HTMLElement | null> }): null {
  useFocusRescue(container, () => (container.current ? firstTabbable(container.current) : null));
  return null;
}

// The modal shows the server's message itself and stays open for another try.
const inModal = () => undefined;

/**
 * §2.2 Remove: `Remove '{name}' role`, who it affects, one request however fast Remove is pressed;
 * the notice and the list's refresh once the server said yes.
 */
export function RemoveRoleModal({ role, onClose }: { readonly role: Role; readonly onClose: () => void }): JSX.Element {
  const action = useServerAction(removeRole, { onError: inModal });
  const count = role.persons.length;
  return (
    <ConfirmModal
      title={T.remove.title(isolate(roleName(role.name)))}
      open
      onClose={onClose}
      confirmLabel={T.remove.confirm}
      progressLabel={T.remove.progress}
      appearance="negative"
      onConfirm={async () => {
        const outcome = await action.run(role);
        if (outcome.status === 'failed') throw outcome.error;
      }}
    >
      <p>
        <ServerSentence text={T.remove.body(isolate(roleName(role.name)))} />
      </p>
      {count > 0 ? <p className={styles.affects}>{T.remove.affects(count)}</p> : null}
    </ConfirmModal>
  );
}

/** §2.2: no role at all (normally unreachable: GlobalAdmin always exists). */
export function RolesEmptyState({ onAdd }: { readonly onAdd: () => void }): JSX.Element {
  return (
    <EmptyState
      title={T.emptyState.title}
      text={T.emptyState.text}
      link={{ label: T.emptyState.link, href: T.emptyState.href }}
      action={{ label: T.add, onClick: onAdd }}
    />
  );
}
