/**
 * Simulator options: what a namespace looks like from outside (self-hosted or SaaS, feature flags,
 * OIDC) and how it misbehaves on purpose (latency, injected faults).
 */

export type FeatureKey = 'usg-profiles' | 'employee-management' | 'oidc-configuration' | 'script-profiles';

export const FEATURES: Record<FeatureKey, { name: string; description: string }> = {
  'usg-profiles': {
    name: 'USG profiles',
    description: 'Audit and harden instances with Ubuntu Security Guide security profiles.',
  },
  'employee-management': {
    name: 'Employee management',
    description: 'Manage employees and the instances assigned to them.',
  },
  'oidc-configuration': {
    name: 'OIDC configuration',
    description: 'Add and manage OpenID Connect identity providers.',
  },
  'script-profiles': {
    name: 'Script profiles',
    description: 'Run scripts automatically: after enrollment, on a date or on a recurring schedule.',
  },
};

/**
 * A deliberate failure. `path` is relative to the API base without a leading slash and matched exactly
 * against the path part ('activities', 'me', 'security-profiles/3:archive'); for the legacy API it is
 * the action name ('GetActivityTypes').
 * - `status` (+ `body`): answer with that status and JSON body
 *   (default body `{ error: 'InjectedFault', message: 'Injected fault' }`);
 * - `malformed`: answer 200 with invalid JSON text labelled application/json;
 * - `drop`: destroy the socket without answering.
 * `times`: how many matching requests it applies to (default: all of them).
 */
export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  malformed?: boolean;
  drop?: boolean;
  times?: number;
}

export interface SimulatorOptions {
  /** Default true. */
  selfHosted?: boolean;
  /** Default: every feature enabled. */
  features?: Partial<Record<FeatureKey, boolean>>;
  /** Delay before every API response. Default 0. */
  latencyMs?: number;
  faults?: Fault[];
  /** Default true: the seeded OIDC providers (okta, google, a disabled azure) exist; false: none. */
  oidcAvailable?: boolean;
  /** How long an audit report takes to generate, from its request to its activity's success. Default 3000. */
  reportDelayMs?: number;
  /**
   * How long an activity queued by an instance page action takes to succeed: it is delivered after half
   * of it, succeeds at the end (a scheduled one waits). Default 5000.
   */
  activityDelayMs?: number;
  /**
   * Default false. true: acme has 200 profiles of each of the upgrade, reboot, removal and repository
   * types (generated ones after the seeded; profile-seed.ts addManyProfiles), for the long-list tests.
   * Takes effect when the namespace is made or when an options update turns it on; off again keeps them.
   */
  manyProfiles?: boolean;
  /**
   * Default false. true: every organisation has the `global` access group alone, the others removed as
   * legacy `RemoveAccessGroup` removes them (what was in them moves up to `global`), for the access
   * groups' empty state. Takes effect when the namespace is made or when an options update turns it on;
   * off again keeps it so.
   */
  onlyGlobalAccessGroup?: boolean;
}

export interface ResolvedOptions {
  selfHosted: boolean;
  features: Record<FeatureKey, boolean>;
  latencyMs: number;
  faults: Fault[];
  oidcAvailable: boolean;
  reportDelayMs: number;
  activityDelayMs: number;
  manyProfiles: boolean;
  onlyGlobalAccessGroup: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks options that arrive as JSON (control endpoints) and returns a message for the first problem,
 * so a typo in a test fails loudly instead of being ignored.
 */
export function validateOptions(value: unknown): string | null {
  if (!isRecord(value)) return 'Options must be a JSON object.';
  const known = ['selfHosted', 'features', 'latencyMs', 'faults', 'oidcAvailable', 'reportDelayMs', 'activityDelayMs', 'manyProfiles', 'onlyGlobalAccessGroup'];
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) return `Unknown option "${unknown}". Known options: ${known.join(', ')}.`;
  for (const key of ['selfHosted', 'oidcAvailable', 'manyProfiles', 'onlyGlobalAccessGroup']) {
    if (value[key] !== undefined && typeof value[key] !== 'boolean') return `"${key}" must be true or false.`;
  }
  for (const key of ['latencyMs', 'reportDelayMs', 'activityDelayMs']) {
    const delay = value[key];
    if (delay !== undefined && (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0)) {
      return `"${key}" must be a number of milliseconds, 0 or more.`;
    }
  }
  const features = value['features'];
  if (features !== undefined) {
    if (!isRecord(features)) return '"features" must be an object of feature keys to booleans.';
    for (const [key, enabled] of Object.entries(features)) {
      if (!Object.hasOwn(FEATURES, key)) return `Unknown feature "${key}". Known: ${Object.keys(FEATURES).join(', ')}.`;
      if (typeof enabled !== 'boolean') return `Feature "${key}" must be true or false.`;
    }
  }
  const faults = value['faults'];
  if (faults !== undefined) {
    if (!Array.isArray(faults)) return '"faults" must be a list.';
    for (const fault of faults as unknown[]) {
      if (!isRecord(fault) || typeof fault['path'] !== 'string') return 'Every fault needs a "path" string.';
      if (fault['method'] !== undefined && typeof fault['method'] !== 'string') return 'A fault "method" must be a string.';
      const status = fault['status'];
      if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)) {
        return 'A fault "status" must be an HTTP status code.';
      }
      const times = fault['times'];
      if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
        return 'A fault "times" must be a whole number of at least 1.';
      }
      if (status === undefined && fault['malformed'] !== true && fault['drop'] !== true) {
        return `Fault on "${fault['path']}" needs one of "status", "malformed": true or "drop": true.`;
      }
    }
  }
  return null;
}

/** A real server takes minutes; a few seconds lets the demo show the progress notice. */
export const DEFAULT_REPORT_DELAY_MS = 3000;
export const DEFAULT_ACTIVITY_DELAY_MS = 5000;

export function resolveOptions(options: SimulatorOptions = {}): ResolvedOptions {
  return mergeOptions(
    {
      selfHosted: true,
      features: { 'usg-profiles': true, 'employee-management': true, 'oidc-configuration': true, 'script-profiles': true },
      latencyMs: 0,
      faults: [],
      oidcAvailable: true,
      reportDelayMs: DEFAULT_REPORT_DELAY_MS,
      activityDelayMs: DEFAULT_ACTIVITY_DELAY_MS,
      manyProfiles: false,
      onlyGlobalAccessGroup: false,
    },
    options,
  );
}

/** Applies a partial update: feature flags merge key by key, `faults` replaces the whole list. */
export function mergeOptions(current: ResolvedOptions, update: SimulatorOptions): ResolvedOptions {
  return {
    selfHosted: update.selfHosted ?? current.selfHosted,
    features: { ...current.features, ...update.features },
    latencyMs: update.latencyMs ?? current.latencyMs,
    faults: update.faults ? update.faults.map((fault) => ({ ...fault })) : current.faults,
    oidcAvailable: update.oidcAvailable ?? current.oidcAvailable,
    reportDelayMs: update.reportDelayMs ?? current.reportDelayMs,
    activityDelayMs: update.activityDelayMs ?? current.activityDelayMs,
    manyProfiles: update.manyProfiles ?? current.manyProfiles,
    onlyGlobalAccessGroup: update.onlyGlobalAccessGroup ?? current.onlyGlobalAccessGroup,
  };
}
