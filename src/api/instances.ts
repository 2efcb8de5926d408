import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { asPaginated, type Paginated } from './pagination.ts';
import { isCount, isNullable, isRecord, isString } from './guards.ts';

/** API.md "Instances". */
export interface InstanceAlert {
  /** e.g. ComputerOfflineAlert, PackageUpgradesAlert, SecurityUpgradesAlert, ComputerRebootAlert. */
  readonly type: string;
  readonly summary: string;
  readonly severity: string;
}

export interface DistributionInfo {
  readonly code_name?: string | null;
  readonly description: string;
  readonly distributor?: string;
  readonly release: string;
}

/**
 * An availability zone as servers send it: a name (API.md), or an object with a `name` (the public
 * portal's own test data lists `{ id, name }`).
 */
export type AvailabilityZone = string | { readonly name: string };

/** The zone's name, or null when there is none. */
export function zoneName(zone: AvailabilityZone | null | undefined): string | null {
  if (zone === null || zone === undefined) return null;
  return typeof zone === 'string' ? zone : zone.name;
}

/** An instance without its relations. */
export interface InstanceSummary {
  readonly id: number;
  readonly title: string;
  readonly hostname: string;
  readonly comment?: string | null;
  readonly access_group: string;
  readonly tags: readonly string[];
  readonly archived?: boolean;
  readonly last_ping_time: string | null;
  readonly registered_at?: string;
  readonly distribution?: string | null;
  readonly distribution_info?: DistributionInfo | null;
  readonly cloud_init?: { readonly availability_zone?: AvailabilityZone | null };
  readonly is_wsl_instance?: boolean;
  readonly alerts?: readonly InstanceAlert[];
  readonly upgrades?: { readonly regular: number; readonly security: number };
}

/**
 * Another instance named by this one (its `parent`, a child in `children`): the API does not promise
 * a whole instance there, only what names it. A child may carry more of an instance's fields.
 */
export interface InstanceRef {
  readonly id: number;
  readonly title?: string;
  readonly hostname?: string;
}

export type InstanceChild = InstanceRef & Partial<Omit<InstanceSummary, keyof InstanceRef>>;

export interface Instance extends InstanceSummary {
  readonly parent: InstanceRef | null;
  readonly children: readonly InstanceChild[];
  /**
   * What only one tab of the instance page shows (`GET computers/{id}` with `with_grouped_hardware`
   * and `with_annotations`): not checked here, each tab checks what it shows, so a malformed part
   * fails its own tab and never the page.
   */
  readonly grouped_hardware?: unknown;
  readonly ubuntu_pro_info?: unknown;
  readonly annotations?: unknown;
  /** The employee the instance is associated with (feature `employee-management`); null or absent: none. */
  readonly employee_id?: number | null;
}

export interface InstanceListParams {
  /** API.md query terms, space-separated. */
  readonly query?: string;
  readonly limit: number;
  readonly offset: number;
  readonly root_only?: boolean;
  readonly archived_only?: boolean;
  readonly with_alerts?: boolean;
  readonly with_upgrades?: boolean;
}

/** Enough to read one page of the tags (API.md: `GET tags` → paginated strings); the server caps a page at 1,000. */
const TAGS_PAGE_SIZE = 1000;

function isAlert(value: unknown): value is InstanceAlert {
  return isRecord(value) && isString(value['type']) && isString(value['summary']) && isString(value['severity']);
}

const isZone = (value: unknown): value is AvailabilityZone => isString(value) || (isRecord(value) && isString(value['name']));

/**
 * What the screens read of each field of an instance, checked when the field is there: an item
 * failing a check makes the answer malformed (an error shown, never a broken row). Fields the screens
 * do not read are not checked.
 */
const FIELD_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  title: isString,
  hostname: isString,
  comment: isNullable(isString),
  access_group: isString,
  tags: (value) => Array.isArray(value) && value.every(isString),
  archived: (value) => typeof value === 'boolean',
  last_ping_time: isNullable(isString),
  registered_at: isString,
  distribution: isNullable(isString),
  distribution_info: isNullable((info) => isRecord(info) && isString(info['description']) && isString(info['release'])),
  cloud_init: (value) => isRecord(value) && (value['availability_zone'] === undefined || isNullable(isZone)(value['availability_zone'])),
  alerts: (value) => Array.isArray(value) && value.every(isAlert),
  upgrades: (value) => isRecord(value) && isCount(value['regular']) && isCount(value['security']),
};

/** The fields an instance of the list or of its page always has; the others may be left out. */
const REQUIRED_FIELDS = ['title', 'hostname', 'access_group', 'tags', 'last_ping_time'] as const;

/** Every field present passes its check (null counts as absent only where the check allows it). */
function fieldsValid(value: Record<string, unknown>): boolean {
  return Object.entries(FIELD_CHECKS).every(([field, check]) => value[field] === undefined || check(value[field]));
}

/** Everything of an instance the screens read; optional fields are checked when present. */
export function isInstanceSummary(value: unknown): value is InstanceSummary {
  return isRecord(value) && typeof value['id'] === 'number' && REQUIRED_FIELDS.every((field) => value[field] !== undefined) && fieldsValid(value);
}

/**
 * A reference shows as a link with a name: its id, and a title or a hostname. Whatever else a child
 * carries is checked when present, since a grouped list shows children as rows.
 */
export function isInstanceRef(value: unknown): value is InstanceChild {
  return isRecord(value) && typeof value['id'] === 'number' && (isString(value['title']) || isString(value['hostname'])) && fieldsValid(value);
}

export function isInstance(value: unknown): value is Instance {
  if (!isInstanceSummary(value)) return false;
  const record = value as unknown as Record<string, unknown>;
  const children = record['children'] ?? [];
  return (record['parent'] === null || record['parent'] === undefined || isInstanceRef(record['parent'])) &&
    Array.isArray(children) && children.every(isInstanceRef);
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

export const instancesApi = {
  /** A page of instances (archived ones only with `archived_only`). */
  list: async (api: ApiClient, params: InstanceListParams): Promise<Paginated<Instance>> =>
    asPaginated(await api.request('GET', 'computers', { ...params }), isInstance),
  /** One instance with its annotations and hardware report; an unknown id is the server's 404 with its message. */
  get: async (api: ApiClient, id: number): Promise<Instance> => {
    const answer = await api.request<unknown>('GET', `computers/${id}`, { with_annotations: true, with_grouped_hardware: true });
    return isInstance(answer) ? answer : malformed();
  },
  /** The availability zones the organisation's instances are in. */
  availabilityZones: async (api: ApiClient): Promise<readonly string[]> => {
    const answer = await api.request<unknown>('GET', 'computers/availability-zones');
    const values = isRecord(answer) ? answer['values'] : undefined;
    return Array.isArray(values) && values.every(isZone) ? values.map((zone) => zoneName(zone)!) : malformed();
  },
  /**
   * How many instances match a search (API.md "Instances" `query`; '' is every instance): one
   * instance is asked for, the answer's `count` is read.
   */
  count: async (api: ApiClient, query: string): Promise<number> => {
    const answer = await api.request<unknown>('GET', 'computers', { query: query === '' ? undefined : query, limit: 1 });
    const count = (answer as { count?: unknown } | null)?.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) malformed();
    return count;
  },
  /** The organisation's instance tags. */
  tags: async (api: ApiClient): Promise<readonly string[]> =>
    asPaginated(await api.request('GET', 'tags', { limit: TAGS_PAGE_SIZE, offset: 0 }), isString).results,
};
