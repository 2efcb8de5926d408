import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** A package of an instance (GET computers/{id}/packages). */
export interface Package {
  readonly id: number;
  readonly name: string;
  readonly summary?: string | null;
  /** available | installed | held | security (an installed package with a security upgrade). */
  readonly status: string;
  readonly current_version?: string | null;
  readonly available_version?: string | null;
}

/** A version a package can go back to. */
export interface PackageVersion {
  readonly id: number;
  readonly version: string;
}

export interface PackageListParams {
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
  readonly installed?: boolean;
  readonly upgrade?: boolean;
  readonly held?: boolean;
  readonly security?: boolean;
  readonly available?: boolean;
}

/** When an action is delivered (see features/instances/delivery). */
export interface Delivery {
  readonly deliver_after?: string;
  readonly deliver_delay_window?: number;
}

export type PackageAction = 'install' | 'remove' | 'hold' | 'unhold';

export function isPackage(value: unknown): value is Package {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['name']) &&
    isString(value['status']) &&
    absentOr(isString)(value['summary']) &&
    absentOr(isString)(value['current_version']) &&
    absentOr(isString)(value['available_version'])
  );
}

const isVersion = (value: unknown): value is PackageVersion => isRecord(value) && isCount(value['id']) && isString(value['version']);

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());

export const packagesApi = {
  list: async (api: ApiClient, instanceId: number, params: PackageListParams): Promise<Paginated<Package>> =>
    asPaginated(await api.request('GET', `computers/${instanceId}/packages`, { ...params }), isPackage),
  /** The versions an installed package can be downgraded to. */
  downgrades: async (api: ApiClient, instanceId: number, name: string): Promise<readonly PackageVersion[]> => {
    const answer = await api.request<unknown>('GET', `computers/${instanceId}/packages/installed/${encodeURIComponent(name)}/downgrades`);
    const results = isRecord(answer) ? answer['results'] : undefined;
    return Array.isArray(results) && results.every(isVersion) ? results : malformed();
  },
  /** Install, uninstall, hold or unhold packages by id. */
  act: async (api: ApiClient, action: PackageAction, instanceId: number, packageIds: readonly number[], delivery: Delivery): Promise<Activity> =>
    activityOf(await api.request('POST', 'packages', { action, computer_ids: [instanceId], package_ids: [...packageIds], ...delivery })),
  /** Upgrades packages by name (legacy UpgradePackages). */
  upgrade: async (api: ApiClient, instanceId: number, names: readonly string[], delivery: Delivery): Promise<Activity> =>
    activityOf(await api.legacy('UpgradePackages', { query: `id:${instanceId}`, packages: [...names], ...delivery })),
  /** Installs an older version of an installed package (no delivery options). */
  downgrade: async (api: ApiClient, instanceId: number, name: string, version: string): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${instanceId}/packages/installed`, { package_name: name, package_version: version })),
};
