import type { JSX } from 'react';
import { ROOT_ACCESS_GROUP } from '../../api/access-group-admin.ts';
import type { AccessGroup } from '../../api/access-groups.ts';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Fact, Facts } from '../../ui/facts/Facts.tsx';
import { ListError } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { useListQuery } from '../lists/index.ts';
import { childrenOf } from './access-group-list.ts';
import { groupTitle } from './actions.ts';
import * as styles from './AccessGroups.css.ts';
import { countText } from './AccessGroupTable.tsx';
import { useGroupCount } from './counts.ts';
import { accessGroupListQuery } from './queries.ts';
import { ACCESS_GROUP_TEXTS } from './texts.ts';

const T = ACCESS_GROUP_TEXTS.details;

export interface AccessGroupPanelProps {
  readonly name: string;
  /** Opens another group's details (its parent, a child). */
  readonly onOpen: (group: AccessGroup) => void;
  readonly onDelete: (group: AccessGroup) => void;
}

/**
 * A group's details (upstream has none, §3.5): Delete (never for `global`), its title, name, parent
 * and child groups (each opening its own details), and how many instances it holds, linked to them.
 * It reads the group from the list, so a change shows at once; a group gone says so.
 */
export function AccessGroupPanel({ name, onOpen, onDelete }: AccessGroupPanelProps): JSX.Element {
  const { result } = useListQuery(accessGroupListQuery, null);
  const count = useGroupCount(name, true);
  if (result.isError && !result.data) return <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  if (!result.data) return <LoadingScreen />;
  const groups = result.data;
  const group = groups.find((candidate) => candidate.name === name);
  if (!group) return <p>{T.gone}</p>;
  const title = groupTitle(group);
  const parent = groups.find((candidate) => candidate.name === group.parent);
  const children = childrenOf(groups, group.name);
  const open = (other: AccessGroup) => (
    <button type="button" className={listStyles.rowLink} aria-label={ACCESS_GROUP_TEXTS.actions.open(groupTitle(other))} onClick={() => onOpen(other)}>
      <ServerText text={other.title} fallback={other.name} />
    </button>
  );
  return (
    <div className={styles.details}>
      {group.name === ROOT_ACCESS_GROUP ? null : (
        <div className={listStyles.toolbar} role="toolbar" aria-label={T.toolbar(title)}>
          <Button appearance="negative" aria-label={ACCESS_GROUP_TEXTS.actions.deleteName(title)} onClick={() => onDelete(group)}>
            {ACCESS_GROUP_TEXTS.actions.delete}
          </Button>
        </div>
      )}
      <Facts>
        <Fact label={T.title}>
          <ServerText text={group.title} fallback={UI_TEXTS.empty} />
        </Fact>
        <Fact label={T.name}>
          <ServerText text={group.name} fallback={UI_TEXTS.empty} />
        </Fact>
        <Fact label={T.parent}>{parent ? open(parent) : group.parent === '' ? UI_TEXTS.empty : <ServerText text={group.parent} />}</Fact>
        <Fact label={T.children}>
          {children.length === 0 ? (
            T.none
          ) : (
            <ul className={styles.childList}>
              {children.map((child) => (
                <li key={child.name}>{open(child)}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={T.instances}>{countText(group.name, count, true)}</Fact>
      </Facts>
    </div>
  );
}
