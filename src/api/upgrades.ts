import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { idQuery } from './instance-actions.ts';
import type { Delivery } from './packages.ts';
import { asPaginated, type Paginated } from './pagination.ts';
import { isUsn, type Usn } from './usns.ts';

/**
 * The bulk upgrades of a selection of instances (screens scripts-events-repositories-instance.md
 * §4.10): what they can upgrade, by package and by security notice, and the upgrade itself.
 */

/** A package with an upgrade on offer on some of the instances asked about, and which. */
export interface UpgradablePackage {
  readonly id: number;
  readonly name: string;
  readonly summary?: string | null;
  readonly computers: readonly { readonly id: number; readonly current_version?: string | null; readonly available_version?: string | null }[];
}

/** A security notice affecting some of the instances asked about, and how many. */
export type SelectionUsn = Usn & { readonly computers_count?: number | null };

/** A package a notice would upgrade, with its id and the instances it would upgrade it on. */
export interface UsnFix {
  readonly name: string;
  readonly current_id?: number | null;
  readonly current_version?: string | null;
  readonly new_version?: string | null;
  readonly computer_ids?: readonly number[] | null;
}

/** One instance of the upgrade and what it leaves out. */
export interface InstanceUpgrade {
  readonly id: number;
  readonly exclude_packages: readonly number[];
}

const isUpgradable = (value: unknown): value is UpgradablePackage =>
  isRecord(value) &&
  isCount(value['id']) &&
  isString(value['name']) &&
  Array.isArray(value['computers']) &&
  value['computers'].every((computer) => isRecord(computer) && isCount(computer['id']));

const isFix = (value: unknown): value is UsnFix =>
  isRecord(value) &&
  isString(value['name']) &&
  absentOr(isCount)(value['current_id']) &&
  absentOr((ids: unknown) => Array.isArray(ids) && ids.every(isCount))(value['computer_ids']);

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

export const upgradesApi = {
  /** The packages with an upgrade on any of the instances (`GET packages?query=id:1 OR id:2&upgrade=true`). */
  packages: async (api: ApiClient, ids: readonly number[], page: { readonly limit: number; readonly offset: number; readonly search?: string }): Promise<Paginated<UpgradablePackage>> =>
    asPaginated(await api.request('GET', 'packages', { query: idQuery(ids), upgrade: true, ...page }), isUpgradable),
  /** The security notices affecting any of the instances, newest first. */
  usns: async (api: ApiClient, ids: readonly number[], page: { readonly limit: number; readonly offset: number }): Promise<Paginated<SelectionUsn>> =>
    asPaginated(await api.request('GET', 'usns', { computer_ids: ids.join(','), show_packages: false, ...page }), isUsn),
  /** The packages a notice would upgrade on the instances, each with the instances it is on. */
  usnFixes: async (api: ApiClient, usn: string, ids: readonly number[]): Promise<readonly UsnFix[]> => {
    const answer = await api.request<unknown>('GET', `usns/${encodeURIComponent(usn)}`, { computer_ids: ids.join(',') });
    return Array.isArray(answer) && answer.every(isFix) ? answer : malformed();
  },
  /** Upgrades every package on offer on each instance but those it excludes. */
  upgrade: async (api: ApiClient, computers: readonly InstanceUpgrade[], delivery: Delivery): Promise<Activity> => {
    const answer = await api.request<unknown>('POST', 'computers/upgrade-packages', { computers: computers.map((computer) => ({ ...computer })), ...delivery });
    return isActivity(answer) ? answer : malformed();
  },
};
