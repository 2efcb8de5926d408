import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

export interface SnapPublisher {
  readonly username?: string | null;
  readonly 'display-name'?: string | null;
}

/** A snap installed on an instance (GET computers/{id}/snaps/installed). */
export interface InstalledSnap {
  readonly version?: string | null;
  readonly revision?: string | number | null;
  readonly tracking_channel?: string | null;
  /** ISO, or null when not held. */
  readonly held_until?: string | null;
  readonly confinement?: string | null;
  readonly snap: { readonly name: string; readonly summary?: string | null; readonly publisher?: SnapPublisher | null };
}

/** A snap of the store (GET computers/{id}/snaps/available). */
export interface AvailableSnap {
  readonly name: string;
  readonly snap?: { readonly summary?: string | null; readonly publisher?: SnapPublisher | null } | null;
}

/** A release of a snap: a channel for an architecture. */
export interface SnapRelease {
  readonly channel: string;
  readonly architecture: string;
  readonly confinement?: string | null;
  readonly version?: string | null;
}

export interface SnapListParams {
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
}

export type SnapAction = 'install' | 'remove' | 'refresh' | 'hold' | 'unhold';

export interface SnapTarget {
  readonly name: string;
  readonly channel?: string;
  /** Hold: "forever" or an ISO time. */
  readonly time?: string;
}

export interface SnapDelivery {
  readonly deliver_after?: string;
  /** The snaps API names the window so (packages say deliver_delay_window). */
  readonly deliver_after_window?: number;
}

const isPublisher = absentOr((value: unknown) => isRecord(value) && absentOr(isString)(value['username']) && absentOr(isString)(value['display-name']));

export function isInstalledSnap(value: unknown): value is InstalledSnap {
  if (!isRecord(value) || !isRecord(value['snap'])) return false;
  const snap = value['snap'];
  return (
    isString(snap['name']) &&
    absentOr(isString)(snap['summary']) &&
    isPublisher(snap['publisher']) &&
    absentOr(isString)(value['version']) &&
    absentOr(isString)(value['tracking_channel']) &&
    absentOr(isString)(value['held_until']) &&
    absentOr(isString)(value['confinement'])
  );
}

const isAvailable = (value: unknown): value is AvailableSnap =>
  isRecord(value) && isString(value['name']) && absentOr((snap: unknown) => isRecord(snap) && absentOr(isString)(snap['summary']) && isPublisher(snap['publisher']))(value['snap']);

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

function releasesOf(answer: unknown): readonly SnapRelease[] {
  const map = isRecord(answer) ? answer['channel-map'] : undefined;
  if (!Array.isArray(map)) return malformed();
  return map.map((entry) => {
    const channel = isRecord(entry) && isRecord(entry['channel']) ? entry['channel'] : undefined;
    if (!channel || !isString(channel['name']) || !isString(channel['architecture'])) return malformed();
    return {
      channel: channel['name'],
      architecture: channel['architecture'],
      confinement: isString(entry['confinement']) ? entry['confinement'] : null,
      version: isString(entry['version']) ? entry['version'] : null,
    };
  });
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());

export const snapsApi = {
  installed: async (api: ApiClient, instanceId: number, params: SnapListParams): Promise<Paginated<InstalledSnap>> =>
    asPaginated(await api.request('GET', `computers/${instanceId}/snaps/installed`, { ...params }), isInstalledSnap),
  available: async (api: ApiClient, instanceId: number, prefix: string): Promise<readonly AvailableSnap[]> =>
    asPaginated(await api.request('GET', `computers/${instanceId}/snaps/available`, { name_startswith: prefix }), isAvailable).results,
  releases: async (api: ApiClient, instanceId: number, name: string): Promise<readonly SnapRelease[]> =>
    releasesOf(await api.request('GET', `computers/${instanceId}/snaps/${encodeURIComponent(name)}/info`)),
  act: async (api: ApiClient, action: SnapAction, instanceId: number, snaps: readonly SnapTarget[], delivery: SnapDelivery): Promise<Activity> =>
    activityOf(await api.request('POST', 'snaps', { action, computer_ids: [instanceId], snaps: snaps.map((snap) => ({ ...snap })), ...delivery })),
};
