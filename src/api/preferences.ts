import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** API.md: `GET preferences`. */
export interface Preferences {
  readonly title: string;
  readonly registration_password: string | null;
  readonly auto_register_new_computers: boolean;
  /** Days; -1 or 0: audits are kept for ever. */
  readonly audit_retention_period: number;
}

function isPreferences(value: unknown): value is Preferences {
  const preferences = value as Partial<Preferences> | null;
  return !!preferences && typeof preferences === 'object' && typeof preferences.audit_retention_period === 'number';
}

/** Whether a retention period means "kept for ever" (API.md: -1 or 0). */
export const isInfiniteRetention = (days: number): boolean => days <= 0;

export const preferencesApi = {
  get: async (api: ApiClient): Promise<Preferences> => {
    const answer = await api.request<unknown>('GET', 'preferences');
    if (!isPreferences(answer)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return answer;
  },
  /** API.md: `PATCH preferences { ubuntu_one }` switches sign-in with Ubuntu One on or off. */
  setUbuntuOne: async (api: ApiClient, enabled: boolean): Promise<void> => {
    await api.request<unknown>('PATCH', 'preferences', { ubuntu_one: enabled });
  },
};
