import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** API.md "Instances". */
export interface InstanceAlert {
  /** e.g. ComputerOfflineAlert, PackageUpgradesAlert, SecurityUpgradesAlert, ComputerRebootAlert. */
  readonly type: string;
  readonly summary: string;
  readonly severity: string;
}

export interface DistributionInfo {
  readonly code_name: string | null;
  readonly description: string;
  readonly distributor: string;
  readonly release: string;
}

/** An instance without its relations (the `parent` and `children` of another instance). */
export interface InstanceSummary {
  readonly id: number;
  readonly title: string;
  readonly hostname: string;
  readonly comment: string;
  readonly access_group: string;
  readonly tags: readonly string[];
  readonly archived: boolean;
  readonly last_ping_time: string | null;
  readonly registered_at?: string;
  readonly distribution: string | null;
  readonly distribution_info: DistributionInfo | null;
  readonly cloud_init?: { readonly availability_zone: string | null };
  readonly is_wsl_instance: boolean;
  readonly alerts?: readonly InstanceAlert[];
  readonly upgrades?: { readonly regular: number; readonly security: number };
}

export interface Instance extends InstanceSummary {
  readonly parent: InstanceSummary | null;
  readonly children: readonly InstanceSummary[];
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

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isAlert(value: unknown): value is InstanceAlert {
  return isRecord(value) && isString(value['type']) && isString(value['summary']) && isString(value['severity']);
}

/**
 * Everything of an instance the screens read; an item failing this makes the answer malformed (an
 * error shown, never a broken row). Optional fields are checked when present.
 */
export function isInstanceSummary(value: unknown): value is InstanceSummary {
  if (!isRecord(value)) return false;
  const info = value['distribution_info'];
  const cloudInit = value['cloud_init'];
  const alerts = value['alerts'];
  const upgrades = value['upgrades'];
  return (
    typeof value['id'] === 'number' &&
    isString(value['title']) &&
    isString(value['hostname']) &&
    isString(value['comment'] ?? '') &&
    isString(value['access_group']) &&
    Array.isArray(value['tags']) &&
    value['tags'].every(isString) &&
    (value['last_ping_time'] === null || isString(value['last_ping_time'])) &&
    (value['distribution'] === null || value['distribution'] === undefined || isString(value['distribution'])) &&
    (info === null || info === undefined || (isRecord(info) && isString(info['description']) && isString(info['release']))) &&
    (cloudInit === undefined || (isRecord(cloudInit) && (cloudInit['availability_zone'] === null || isString(cloudInit['availability_zone'])))) &&
    (alerts === undefined || (Array.isArray(alerts) && alerts.every(isAlert))) &&
    (upgrades === undefined || (isRecord(upgrades) && isCount(upgrades['regular']) && isCount(upgrades['security'])))
  );
}

export function isInstance(value: unknown): value is Instance {
  if (!isInstanceSummary(value)) return false;
  const record = value as unknown as Record<string, unknown>;
  const children = record['children'] ?? [];
  return (record['parent'] === null || record['parent'] === undefined || isInstanceSummary(record['parent'])) &&
    Array.isArray(children) && children.every(isInstanceSummary);
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

export const instancesApi = {
  /** A page of instances (archived ones only with `archived_only`). */
  list: async (api: ApiClient, params: InstanceListParams): Promise<Paginated<Instance>> =>
    asPaginated(await api.request('GET', 'computers', { ...params }), isInstance),
  /** One instance; an unknown id is the server's 404 with its message. */
  get: async (api: ApiClient, id: number): Promise<Instance> => {
    const answer = await api.request<unknown>('GET', `computers/${id}`);
    return isInstance(answer) ? answer : malformed();
  },
  /** The availability zones the organisation's instances are in. */
  availabilityZones: async (api: ApiClient): Promise<readonly string[]> => {
    const answer = await api.request<unknown>('GET', 'computers/availability-zones');
    const values = isRecord(answer) ? answer['values'] : undefined;
    return Array.isArray(values) && values.every(isString) ? values : malformed();
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
