/**
 * Per-namespace copies of the seed.
 *
 * structuredClone of the ~17,000 seeded records takes 70–85 ms, too slow for a namespace per browser
 * test. Instead the seed is generated once per process and deep-frozen, and a namespace gets its own
 * arrays that point at the shared frozen records. A change never edits a record: it puts a new record
 * in the namespace's own array (`replaceById`). Freezing makes any accidental in-place edit throw,
 * so namespaces cannot leak into each other.
 */
import type { InstanceDetails, Organisation, SimData } from './model.ts';
import { generateSeed } from './seed.ts';

function deepFreeze<T>(value: T): T {
  // Bytes (script attachments) cannot be frozen; nothing writes into them: a change puts new bytes
  // in a new record.
  if (ArrayBuffer.isView(value)) return value;
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

let sharedSeed: SimData | undefined;

/** The process-wide seed, generated on first use. */
export function seedData(): SimData {
  sharedSeed ??= deepFreeze(generateSeed());
  return sharedSeed;
}

/** A namespace's own state over the shared seed records. */
export function forkData(seed: SimData, options: { oidcProviders: boolean }): SimData {
  return {
    anchor: seed.anchor,
    // A person's own settings (name, time zone, password, API credentials) change per namespace.
    users: seed.users.map((user) => ({ ...user })),
    // Sent, resent and revoked per namespace (each a new record: the seed's are frozen).
    invitations: [...seed.invitations],
    activityTypes: seed.activityTypes,
    nextId: { ...seed.nextId },
    instanceDetails: new Map(),
    organisations: seed.organisations.map(
      (org): Organisation => ({
        ...org,
        // The access groups and the instance list are replaced by a new array when one changes
        // (access-groups.ts, routes/instances.ts replaceInstance): until then the frozen seed arrays are
        // shared as they are.
        activities: [...org.activities],
        securityProfiles: [...org.securityProfiles],
        scripts: [...org.scripts],
        scriptProfiles: [...org.scriptProfiles],
        upgradeProfiles: [...org.upgradeProfiles],
        rebootProfiles: [...org.rebootProfiles],
        removalProfiles: [...org.removalProfiles],
        repositoryProfiles: [...org.repositoryProfiles],
        packageProfiles: [...org.packageProfiles],
        wslProfiles: [...org.wslProfiles],
        distributions: [...org.distributions],
        aptSources: [...org.aptSources],
        gpgKeys: [...org.gpgKeys],
        alertSubscriptions: [...org.alertSubscriptions],
        oidcProviders: options.oidcProviders ? [...org.oidcProviders] : [],
      }),
    ),
  };
}

/**
 * The namespace's details of one instance (what its page's tabs show), created empty on first use;
 * each tab's part is generated from the instance id when first asked for.
 */
export function detailsOf(data: SimData, instanceId: number): InstanceDetails {
  let details = data.instanceDetails.get(instanceId);
  if (!details) {
    details = {};
    data.instanceDetails.set(instanceId, details);
  }
  return details;
}

interface WithId {
  readonly id: number;
}

function indexById(items: readonly WithId[], id: number): number {
  let low = 0;
  let high = items.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = items[middle]!.id;
    if (candidate === id) return middle;
    if (candidate < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Looks a record up in an array sorted by id (every collection is: ids only grow). */
export function findById<T extends WithId>(items: readonly T[], id: number): T | undefined {
  const index = indexById(items, id);
  return index < 0 ? undefined : items[index];
}

/** Puts `record` in place of the record with its id, leaving the old (maybe shared) record untouched. */
export function replaceById<T extends WithId>(items: T[], record: T): void {
  const index = indexById(items, record.id);
  if (index < 0) throw new Error(`No record ${record.id} to replace`);
  items[index] = record;
}
