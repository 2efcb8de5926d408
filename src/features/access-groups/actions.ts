import type { AccessGroup } from '../../api/access-groups.ts';
import { accessGroupAdminApi } from '../../api/access-group-admin.ts';
import { displayName, isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { accessGroupKeys } from './queries.ts';
import { ACCESS_GROUP_TEXTS as T } from './texts.ts';

/** A group's name in controls and sentences: its title, or its name when the title shows nothing. */
export const groupTitle = (group: Pick<AccessGroup, 'name' | 'title'>): string => displayName(group.title, group.name);

/** The list and every count: a new or removed group moves instances, children and profiles. */
const ALL = () => [accessGroupKeys.all];

export interface NewAccessGroup {
  readonly title: string;
  /** The parent's name. */
  readonly parent: string;
  /** The parent's title, for the notice. */
  readonly parentTitle: string;
}

/** Legacy `CreateAccessGroup(title, parent)`; the notice upstream does not show (§3.8.1). */
export const createAccessGroup: ServerAction<NewAccessGroup, unknown> = {
  run: ({ store }, { title, parent }) => accessGroupAdminApi.create(store.api, title, parent),
  invalidates: ALL,
  notice: (_answer, { title, parentTitle }) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(isolate(title), isolate(parentTitle)) }),
};

export interface GroupToDelete {
  readonly group: AccessGroup;
  /** The parent's title (its name when the groups do not name it), which the notice quotes. */
  readonly parentTitle: string;
}

/** Legacy `RemoveAccessGroup(name)`; the notice §3.3 gives. */
export const deleteAccessGroup: ServerAction<GroupToDelete, unknown> = {
  run: ({ store }, { group }) => accessGroupAdminApi.remove(store.api, group.name),
  invalidates: ALL,
  notice: (_answer, { group, parentTitle }) => ({ type: 'positive', title: T.remove.done(isolate(groupTitle(group))), message: T.remove.doneMessage(isolate(parentTitle)) }),
};
