import { useAtomValue } from 'jotai/react';
import { accessGroupTitle } from '../../api/access-groups.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { accessGroupsQueryAtom } from '../org-data/queries.ts';

/*
 * What the scripts list shows that other screens share (the row menu, the empty state, the access
 * groups' titles, the confirmations), in one file the list loads as it mounts, beside its first
 * request: imported by the list itself, these would move into the core every element loads (a
 * fourth screen using them, rollup.config.ts COMMON), and the access groups' query out of the
 * instances list's preload, which the instance page loads.
 */
export { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
export { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
export { ScriptConfirmModal } from './ScriptConfirmModal.tsx';

/** An access group's title (GetAccessGroups), its name while those load or when it is not among them. */
export function AccessGroupName({ name }: { readonly name: string }) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  return <ServerText text={accessGroupTitle(groups.data, name)} fallback={UI_TEXTS.empty} />;
}
