import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isRecord, isString, isStringList } from './guards.ts';

/** A role as legacy `GetRoles` and the role calls answer it (screens admin-account.md §2.6). */
export interface Role {
  readonly name: string;
  readonly description: string;
  /** Its permissions that apply to its access groups. */
  readonly permissions: readonly string[];
  /** Its permissions over the whole account (absent on older servers: none). */
  readonly global_permissions: readonly string[];
  /** Its administrators' emails. */
  readonly persons: readonly string[];
  readonly access_groups: readonly string[];
}

/** A permission as legacy `GetPermissions` lists it. */
export interface Permission {
  readonly name: string;
  readonly title: string;
  /** Over the whole account rather than the role's access groups; absent: not global. */
  readonly global: boolean;
}

const malformed = () => new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');

/** What the screen shows of a role is checked; a description or lists left out read as empty. */
function toRole(value: unknown): Role {
  if (
    !isRecord(value) ||
    !isString(value['name']) ||
    !absentOr(isString)(value['description']) ||
    !isStringList(value['permissions']) ||
    !absentOr(isStringList)(value['global_permissions']) ||
    !absentOr(isStringList)(value['persons']) ||
    !absentOr(isStringList)(value['access_groups'])
  ) {
    throw malformed();
  }
  return {
    name: value['name'],
    description: (value['description'] as string | null | undefined) ?? '',
    permissions: value['permissions'],
    global_permissions: (value['global_permissions'] as readonly string[] | null | undefined) ?? [],
    persons: (value['persons'] as readonly string[] | null | undefined) ?? [],
    access_groups: (value['access_groups'] as readonly string[] | null | undefined) ?? [],
  };
}

function toPermission(value: unknown): Permission {
  if (!isRecord(value) || !isString(value['name']) || !isString(value['title'])) throw malformed();
  return { name: value['name'], title: value['title'], global: value['global'] === true };
}

const changed = async (request: Promise<unknown>): Promise<Role> => toRole(await request);

export const rolesApi = {
  /** Legacy `GetRoles`: every role of the organisation. */
  list: async (api: ApiClient): Promise<readonly Role[]> => {
    const answer = await api.legacy<unknown>('GetRoles');
    if (!Array.isArray(answer)) throw malformed();
    return answer.map(toRole);
  },
  /** Legacy `GetPermissions`: every permission a role can hold. */
  permissions: async (api: ApiClient): Promise<readonly Permission[]> => {
    const answer = await api.legacy<unknown>('GetPermissions');
    if (!Array.isArray(answer)) throw malformed();
    return answer.map(toPermission);
  },
  /** Legacy `CreateRole(name, description?)`: an empty description is not sent. */
  create: (api: ApiClient, name: string, description: string): Promise<Role> =>
    changed(api.legacy('CreateRole', description === '' ? { name } : { name, description })),
  addPermissions: (api: ApiClient, name: string, permissions: readonly string[]): Promise<Role> =>
    changed(api.legacy('AddPermissionsToRole', { name, permissions })),
  removePermissions: (api: ApiClient, name: string, permissions: readonly string[]): Promise<Role> =>
    changed(api.legacy('RemovePermissionsFromRole', { name, permissions })),
  addAccessGroups: (api: ApiClient, name: string, accessGroups: readonly string[]): Promise<Role> =>
    changed(api.legacy('AddAccessGroupsToRole', { name, access_groups: accessGroups })),
  removeAccessGroups: (api: ApiClient, name: string, accessGroups: readonly string[]): Promise<Role> =>
    changed(api.legacy('RemoveAccessGroupsFromRole', { name, access_groups: accessGroups })),
  /** Legacy `RemoveRole(name)` → `{}`. */
  remove: async (api: ApiClient, name: string): Promise<void> => {
    await api.legacy<unknown>('RemoveRole', { name });
  },
};
