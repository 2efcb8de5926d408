import type { ApiClient } from './client.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asList } from './profile-common.ts';

/**
 * The organisation's repositories as the legacy API gives them (screens
 * scripts-events-repositories-instance.md §3; profiles.md §1.3 reads them for its Pockets and APT
 * sources tabs). Only what those screens show is checked.
 */
export interface Pocket {
  readonly id: number;
  readonly name: string;
  readonly mode?: string | null;
}

export interface Series {
  readonly name: string;
  readonly pockets: readonly Pocket[];
}

export interface Distribution {
  readonly name: string;
  readonly access_group?: string | null;
  readonly series: readonly Series[];
}

export interface AptSource {
  readonly id: number;
  readonly name: string;
  readonly line: string;
  readonly gpg_key?: string | null;
  readonly access_group?: string | null;
}

const isPocket = (value: unknown): value is Pocket => isRecord(value) && isCount(value['id']) && isString(value['name']) && absentOr(isString)(value['mode']);

const isSeries = (value: unknown): value is Series =>
  isRecord(value) && isString(value['name']) && Array.isArray(value['pockets']) && value['pockets'].every(isPocket);

export const isDistribution = (value: unknown): value is Distribution =>
  isRecord(value) && isString(value['name']) && absentOr(isString)(value['access_group']) && Array.isArray(value['series']) && value['series'].every(isSeries);

export const isAptSource = (value: unknown): value is AptSource =>
  isRecord(value) &&
  isCount(value['id']) &&
  isString(value['name']) &&
  isString(value['line']) &&
  absentOr(isString)(value['gpg_key']) &&
  absentOr(isString)(value['access_group']);

export const repositoriesApi = {
  distributions: async (api: ApiClient): Promise<readonly Distribution[]> => asList(await api.legacy('GetDistributions'), isDistribution),
  aptSources: async (api: ApiClient): Promise<readonly AptSource[]> => asList(await api.legacy('GetAPTSources'), isAptSource),
};
