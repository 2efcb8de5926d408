import type { ApiClient } from './client.ts';
import { absentOr, isCount, isString, isStringList } from './guards.ts';
import { asPaginated } from './pagination.ts';
import { isProfileBase, malformed, type Association, type ProfileBase } from './profile-common.ts';
import type { WeekdayCode } from './upgrade-profiles.ts';

/** Reboot profiles (screens profiles.md §4.5, v2 by numeric id): no `name`, the schedule as an RRULE-like text. */
export interface RebootProfile extends ProfileBase {
  /** `FREQ=WEEKLY;BYDAY=mo,tu;BYHOUR=15;BYMINUTE=30`, in UTC. */
  readonly schedule: string;
  readonly next_run?: string | null;
  readonly deliver_within: number;
  readonly deliver_delay_window: number;
  readonly num_computers?: number | null;
  readonly every?: string | null;
  readonly on_days?: readonly string[] | null;
  readonly at_hour?: number | null;
  readonly at_minute?: number | null;
}

/** What add, duplicate and edit send: every field, the schedule's four together (the docs). */
export interface RebootProfileBody extends Association {
  readonly title: string;
  readonly access_group: string;
  readonly every: 'week';
  readonly on_days: readonly WeekdayCode[];
  readonly at_hour: number;
  readonly at_minute: number;
  readonly deliver_within: number;
  readonly deliver_delay_window: number;
}

export function isRebootProfile(value: unknown): value is RebootProfile {
  return (
    isProfileBase(value) &&
    isString(value['schedule']) &&
    absentOr(isString)(value['next_run']) &&
    isCount(value['deliver_within']) &&
    isCount(value['deliver_delay_window']) &&
    absentOr(isCount)(value['num_computers']) &&
    absentOr(isStringList)(value['on_days']) &&
    absentOr(isCount)(value['at_hour']) &&
    absentOr(isCount)(value['at_minute'])
  );
}

const profileOf = (answer: unknown): RebootProfile => (isRebootProfile(answer) ? answer : malformed());

/** The server's default page (1,000) asked for explicitly: the list says when there are more. */
export const REBOOT_PROFILES_LIMIT = 1000;

export const rebootProfilesApi = {
  list: async (api: ApiClient) => asPaginated(await api.request('GET', 'rebootprofiles', { limit: REBOOT_PROFILES_LIMIT, offset: 0 }), isRebootProfile),
  create: async (api: ApiClient, body: RebootProfileBody): Promise<RebootProfile> => profileOf(await api.request('POST', 'rebootprofiles', { ...body })),
  /** Every field is sent, `tags: []` included, so clearing the last tag clears it. */
  edit: async (api: ApiClient, id: number, body: RebootProfileBody): Promise<RebootProfile> =>
    profileOf(await api.request('PATCH', `rebootprofiles/${id}`, { ...body })),
  remove: async (api: ApiClient, id: number): Promise<void> => {
    await api.request('DELETE', `rebootprofiles/${id}`);
  },
};
