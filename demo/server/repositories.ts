/**
 * Repositories as the API sends them (legacy GetDistributions, GetAPTSources, GetGPGKeys; the pockets
 * of a repository profile, profiles.md §1.5): a pocket carries its distribution and series, its keys
 * as objects, its APT line and its last sync, worked out from the stored records
 * (scripts-events-repositories-instance.md §3.1 has the shapes).
 */
import { findById } from './data.ts';
import type { Activity, ActivityStatus, Distribution, GpgKey, Organisation, PocketRecord, RepositoryProfile, SeriesRecord } from './model.ts';
import { profileAssociatedInstances } from './profiles.ts';

/** What a pocket's last sync says, from its activity's status. */
const SYNC_STATUS: Record<ActivityStatus, 'in progress' | 'queued' | 'canceled' | 'synced' | 'failed'> = {
  succeeded: 'synced',
  failed: 'failed',
  canceled: 'canceled',
  delivered: 'in progress',
  undelivered: 'queued',
  scheduled: 'queued',
  waiting: 'queued',
  blocked: 'queued',
  unapproved: 'queued',
};

/** Where the account's repositories are published (the APT lines point there). */
export const repositoryBase = (org: Organisation): string => `http://landscape.${org.name}.example/repository/${org.name}`;

function keyNamed(org: Organisation, name: string | null): GpgKey | null {
  if (name === null) return null;
  return org.gpgKeys.find((key) => key.name === name) ?? null;
}

/** The suite a pocket publishes: the series itself for `release`, else `{series}-{pocket}`. */
const suiteOf = (series: SeriesRecord, pocket: PocketRecord): string => (pocket.name === 'release' ? series.name : `${series.name}-${pocket.name}`);

function lastSync(org: Organisation, pocket: PocketRecord, activityId: number | null) {
  const activity: Activity | undefined = activityId === null ? undefined : findById(org.activities, activityId);
  if (!activity) return { last_sync_activity: null, last_sync_status: null, last_sync_status_message: null, last_sync_time: null };
  const status = SYNC_STATUS[activity.activity_status];
  const progress = status === 'synced' ? 100 : status === 'in progress' ? 20 + (activity.id % 70) : 0;
  return {
    last_sync_activity: {
      id: activity.id,
      pocket_id: pocket.id,
      pocket_name: pocket.name,
      progress,
      result_text: activity.result_text ?? '',
      summary: activity.summary,
      type: activity.type,
    },
    last_sync_status: status,
    last_sync_status_message: status === 'failed' ? (activity.result_text ?? '') : '',
    last_sync_time: activity.completion_time ?? activity.delivery_time,
  };
}

/** A pocket as GetDistributions and repository profiles send it (upstream's `Pocket`). */
export function serializePocket(org: Organisation, distribution: Distribution, series: SeriesRecord, pocket: PocketRecord) {
  const common = {
    id: pocket.id,
    name: pocket.name,
    mode: pocket.mode,
    creation_time: pocket.creation_time,
    components: [...pocket.components],
    architectures: [...pocket.architectures],
    include_udeb: pocket.include_udeb,
    apt_source_line: `deb ${repositoryBase(org)}/${distribution.name} ${suiteOf(series, pocket)} ${pocket.components.join(' ')}`,
    gpg_key: keyNamed(org, pocket.gpg_key),
    package_count: pocket.package_count,
    distribution: { name: distribution.name, access_group: distribution.access_group, creation_time: distribution.creation_time },
    series: { name: series.name, creation_time: series.creation_time },
  };
  switch (pocket.mode) {
    case 'mirror':
      return {
        ...common,
        mirror_uri: pocket.mirror_uri,
        mirror_suite: pocket.mirror_suite,
        mirror_gpg_key: keyNamed(org, pocket.mirror_gpg_key),
        ...lastSync(org, pocket, pocket.last_sync_activity_id),
      };
    case 'pull':
      return {
        ...common,
        pull_series: pocket.pull_series,
        pull_pocket: pocket.pull_pocket,
        filter_type: pocket.filter_type,
        filters: [...pocket.filters],
        ...lastSync(org, pocket, pocket.last_sync_activity_id),
      };
    case 'upload':
      return {
        ...common,
        upload_allow_unsigned: pocket.upload_allow_unsigned,
        upload_gpg_keys: pocket.upload_gpg_keys
          .map((name) => keyNamed(org, name))
          .filter((key): key is GpgKey => key !== null)
          .map(({ id, name, fingerprint, has_secret }) => ({ id, name, fingerprint, has_secret })),
      };
  }
}

/** A distribution of GetDistributions: its series (those without pockets too) with their pockets. */
export function serializeDistribution(org: Organisation, distribution: Distribution) {
  return {
    name: distribution.name,
    access_group: distribution.access_group,
    creation_time: distribution.creation_time,
    series: distribution.series.map((series) => ({
      name: series.name,
      creation_time: series.creation_time,
      pockets: series.pockets.map((pocket) => serializePocket(org, distribution, series, pocket)),
    })),
  };
}

export interface PocketPlace {
  distribution: Distribution;
  series: SeriesRecord;
  pocket: PocketRecord;
}

/** Every pocket of the organisation by id, with where it lives. */
export function pocketsById(org: Organisation): Map<number, PocketPlace> {
  const places = new Map<number, PocketPlace>();
  for (const distribution of org.distributions) {
    for (const series of distribution.series) {
      for (const pocket of series.pockets) places.set(pocket.id, { distribution, series, pocket });
    }
  }
  return places;
}

/**
 * The instances still to apply the profile's latest change: those of its associated instances that
 * are offline (they apply it when they next check in), so the count is stable and never stale.
 */
export function pendingCount(org: Organisation, profile: RepositoryProfile): number {
  return profileAssociatedInstances(org, profile).filter((instance) => instance.alerts.some((alert) => alert.type === 'ComputerOfflineAlert')).length;
}

/** The RepositoryProfile of profiles.md §1.5: APT sources by id, pockets as whole Pocket objects. */
export function serializeRepositoryProfile(org: Organisation, profile: RepositoryProfile, places = pocketsById(org)) {
  return {
    id: profile.id,
    name: profile.name,
    title: profile.title,
    description: profile.description,
    access_group: profile.access_group,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
    apt_sources: [...profile.apt_sources],
    pockets: profile.pockets
      .map((id) => places.get(id))
      .filter((place): place is PocketPlace => place !== undefined)
      .map(({ distribution, series, pocket }) => serializePocket(org, distribution, series, pocket)),
    pending_count: pendingCount(org, profile),
  };
}
