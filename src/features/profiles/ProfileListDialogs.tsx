import { useAtomValue } from 'jotai/react';
import type { JSX } from 'react';
import { accessGroupTitle } from '../../api/access-groups.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { accessGroupsQueryAtom } from '../org-data/queries.ts';

/*
 * What the profile lists show that other screens share (the row menu, the empty state, the access
 * groups' titles), in one file a list loads as it mounts, beside its first request: imported by the
 * kit itself, these would move into the core every element loads (the kit would be a fourth screen
 * using them, rollup.config.ts COMMON), as the scripts list does (ScriptListDialogs.tsx).
 */
export { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
export { EmptyState } from '../../ui/empty-state/EmptyState.tsx';

/** An access group's title (GetAccessGroups), its name while those load or when it is not among them. */
export function AccessGroupName({ name }: { readonly name: string }): JSX.Element {
  const groups = useAtomValue(accessGroupsQueryAtom);
  return <ServerText text={accessGroupTitle(groups.data, name)} fallback={UI_TEXTS.empty} />;
}
