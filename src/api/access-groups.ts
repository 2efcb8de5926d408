import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** API.md: legacy `GetAccessGroups` → `[{ name, title, parent, children }]`. */
export interface AccessGroup {
  readonly name: string;
  readonly title: string;
  /** The parent's name; '' for the root (`global`). */
  readonly parent: string;
  readonly children?: unknown;
}

/** The root group every instance is in unless another is chosen. */
export const GLOBAL_ACCESS_GROUP = 'global';

/**
 * An access group's title as GetAccessGroups gives it; its name while those are unknown or when it
 * is not among them (upstream renders nothing at all then).
 */
export function accessGroupTitle(groups: readonly AccessGroup[] | undefined, name: string): string {
  return groups?.find((group) => group.name === name)?.title ?? name;
}

/**
 * `name` and every group below it in the tree (GetAccessGroups' `parent` names), `name` first: what
 * a profile in that access group covers. A loop in the parents ends the walk.
 */
export function groupWithDescendants(groups: readonly Pick<AccessGroup, 'name' | 'parent'>[], name: string): string[] {
  const names = [name];
  for (let index = 0; index < names.length; index += 1) {
    for (const group of groups) {
      if (group.parent === names[index] && !names.includes(group.name)) names.push(group.name);
    }
  }
  return names;
}

function isAccessGroup(value: unknown): value is AccessGroup {
  const group = value as Partial<AccessGroup> | null;
  return !!group && typeof group === 'object' && typeof group.name === 'string' && typeof group.title === 'string';
}

export const accessGroupsApi = {
  list: async (api: ApiClient): Promise<AccessGroup[]> => {
    const groups = await api.legacy<unknown>('GetAccessGroups');
    if (!Array.isArray(groups) || !groups.every(isAccessGroup)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return groups;
  },
};
