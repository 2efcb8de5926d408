import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { isRecord, isString } from './guards.ts';

/** An image a Windows host can install (GET wsl-instance-names). */
export interface WslImage {
  readonly name: string;
  readonly label: string;
}

export interface NewWslInstance {
  readonly computer_name: string;
  readonly rootfs_url?: string;
  /** The cloud-init file, base64 (no `data:` prefix). */
  readonly cloud_init?: string;
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());

export const wslApi = {
  images: async (api: ApiClient): Promise<readonly WslImage[]> => {
    const answer = await api.request<unknown>('GET', 'wsl-instance-names');
    return Array.isArray(answer) && answer.every((item) => isRecord(item) && isString(item['name']) && isString(item['label'])) ? (answer as WslImage[]) : malformed();
  },
  install: async (api: ApiClient, hostId: number, instance: NewWslInstance): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${hostId}/children`, { ...instance })),
  setDefault: async (api: ApiClient, hostId: number, childId: number): Promise<Activity> =>
    activityOf(await api.legacy('SetDefaultChildComputer', { child_id: childId, parent_id: hostId })),
};
