import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** API.md: `GET preferences`, the organisation's general settings. */
export interface Preferences {
  readonly title: string;
  /** The registration key; null: computers register without one. */
  readonly registration_password: string | null;
  readonly auto_register_new_computers: boolean;
  /** Days; -1 or 0: audits are kept for ever. Sent by self-hosted servers. */
  readonly audit_retention_period?: number;
}

/** `PATCH preferences` from the General settings form: explicit values (null clears the key). */
export interface PreferencesChanges {
  readonly title?: string;
  readonly registration_password?: string | null;
  readonly auto_register_new_computers?: boolean;
}

function isPreferences(value: unknown): value is Preferences {
  if (!value || typeof value !== 'object') return false;
  const preferences = value as Record<keyof Preferences, unknown>;
  const key = preferences.registration_password;
  const retention = preferences.audit_retention_period;
  return (
    typeof preferences.title === 'string' &&
    (key === null || typeof key === 'string') &&
    typeof preferences.auto_register_new_computers === 'boolean' &&
    (retention === undefined || (typeof retention === 'number' && Number.isFinite(retention)))
  );
}

function checked(answer: unknown): Preferences {
  if (!isPreferences(answer)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return answer;
}

/** Whether a retention period means "kept for ever" (API.md: -1 or 0). */
export const isInfiniteRetention = (days: number): boolean => days <= 0;

export const preferencesApi = {
  get: async (api: ApiClient): Promise<Preferences> => checked(await api.request<unknown>('GET', 'preferences')),
  /** Resolves to the preferences as the server stored them. */
  update: async (api: ApiClient, changes: PreferencesChanges): Promise<Preferences> =>
    checked(await api.request<unknown>('PATCH', 'preferences', { ...changes })),
  /** API.md: `PATCH preferences { ubuntu_one }` switches sign-in with Ubuntu One on or off. */
  setUbuntuOne: async (api: ApiClient, enabled: boolean): Promise<void> => {
    await api.request<unknown>('PATCH', 'preferences', { ubuntu_one: enabled });
  },
};
