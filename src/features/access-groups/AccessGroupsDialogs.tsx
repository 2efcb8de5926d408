import type { JSX } from 'react';
import type { AccessGroup } from '../../api/access-groups.ts';
import { errorMessage } from '../../api/errors.ts';
import { isolate } from '../../lib/display-name.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { childrenOf } from './access-group-list.ts';
import { deleteAccessGroup, groupTitle } from './actions.ts';
import * as styles from './AccessGroups.css.ts';
import { useGroupCount } from './counts.ts';
import { ACCESS_GROUP_TEXTS } from './texts.ts';

/*
 * What the access groups list loads as it shows, beside its first request (named like a piece loaded
 * on first use, rollup.config.ts ON_FIRST_USE): the row menu, the empty state and the delete
 * confirmation. Imported by the list itself, the menu and the empty state would count one screen
 * more towards the core every element loads (rollup.config.ts COMMON), as the profile lists' do
 * (ProfileListDialogs.tsx).
 */
export { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
export { EmptyState } from '../../ui/empty-state/EmptyState.tsx';

const T = ACCESS_GROUP_TEXTS.remove;

// The modal shows the server's message itself, beside the phrase typed, and stays open.
const inModal = () => undefined;

export interface DeleteAccessGroupModalProps {
  readonly group: AccessGroup;
  /** Every group: its parent's title and its children. */
  readonly groups: readonly AccessGroup[];
  readonly onClose: () => void;
  /** After the server said yes (the modal then closes): e.g. the group's details panel closes. */
  readonly onDeleted?: (group: AccessGroup) => void;
}

/**
 * §3.3 with HEAD's typed confirmation (`delete {title}`): before Delete can be pressed, the body says
 * how many instances the group holds and that they will belong to its parent, which child groups move
 * under the parent (upstream is silent about them, §3.8.4) and that its profiles do too; Delete waits
 * for the count. One request however fast it is pressed; the notice once the server said yes; a
 * refusal stays in the modal with what was typed. `global` is never offered.
 */
export function DeleteAccessGroupModal({ group, groups, onClose, onDeleted }: DeleteAccessGroupModalProps): JSX.Element {
  const title = groupTitle(group);
  const parent = groups.find((candidate) => candidate.name === group.parent);
  const parentTitle = parent ? groupTitle(parent) : group.parent;
  const children = childrenOf(groups, group.name);
  const count = useGroupCount(group.name, true);
  const { run } = useServerAction(deleteAccessGroup, { onError: inModal });
  async function confirm() {
    const outcome = await run({ group, parentTitle });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') onDeleted?.(group);
  }
  let instances: string;
  if (count.data !== undefined) instances = count.data > 0 ? T.affects(count.data, isolate(parentTitle)) : T.noInstances;
  else if (count.isError) instances = `${T.countFailed(isolate(parentTitle))} ${isolate(errorMessage(count.error))}`;
  else instances = T.counting;
  return (
    <ConfirmModal
      title={T.title(isolate(title))}
      open
      onClose={onClose}
      confirmLabel={T.confirm}
      progressLabel={T.progress}
      appearance="negative"
      onConfirm={confirm}
      // What happens to its instances is said before Delete can be pressed.
      confirmDisabled={count.data === undefined && !count.isError}
      confirmText={{ text: T.phrase(title), before: T.before, after: T.after }}
    >
      <div className={styles.removeBody}>
        <p role="status">
          <ServerSentence text={instances} />
        </p>
        {children.length > 0 ? (
          <>
            <p>
              <ServerSentence text={T.children(children.length, isolate(parentTitle))} />
            </p>
            <ul className={styles.childList} aria-label={T.childrenLabel}>
              {children.map((child) => (
                <li key={child.name}>
                  <ServerText text={child.title} fallback={child.name || UI_TEXTS.empty} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <ServerSentence text={T.profiles(isolate(title), isolate(parentTitle))} />
        </p>
        <p>
          {T.irreversibleBefore}
          <strong>{T.irreversible}</strong>
        </p>
      </div>
    </ConfirmModal>
  );
}
