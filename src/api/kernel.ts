import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';

/** A kernel package (GET computers/{id}/livepatch/kernel). */
export interface Kernel {
  readonly id: number;
  readonly name: string;
  readonly version: string;
  readonly version_rounded?: string | null;
}

export interface KernelState {
  readonly installed: Kernel | null;
  readonly upgrades: readonly Kernel[];
  readonly downgrades: readonly Kernel[];
  readonly smart_status?: string | null;
  readonly message?: string | null;
}

export interface LivepatchFix {
  readonly Name: string;
  readonly Patched?: boolean;
  readonly Description?: string | null;
  readonly Bug?: string | null;
}

/** What the Kernel tab reads of GET computers/{id}/livepatch/info: null when Livepatch is off. */
export interface LivepatchState {
  /** 'YYYY-MM-DD': coverage ends then (past: expired). */
  readonly upgradeRequiredDate: string | null;
  readonly fixes: readonly LivepatchFix[];
}

export interface KernelRequest {
  readonly kernel_package_id: number;
  readonly reboot_after: boolean;
  readonly deliver_after?: string;
  readonly deliver_delay_window?: number;
}

const isKernel = (value: unknown): value is Kernel =>
  isRecord(value) && isCount(value['id']) && isString(value['name']) && isString(value['version']) && absentOr(isString)(value['version_rounded']);

const isKernelList = (value: unknown): value is Kernel[] => Array.isArray(value) && value.every(isKernel);

const isFix = (value: unknown): value is LivepatchFix =>
  isRecord(value) && isString(value['Name']) && absentOr((patched: unknown) => typeof patched === 'boolean')(value['Patched']) && absentOr(isString)(value['Description']) && absentOr(isString)(value['Bug']);

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

function livepatchOf(answer: unknown): LivepatchState | null {
  if (!isRecord(answer)) return malformed();
  const info = answer['livepatch_info'];
  if (info === null || info === undefined) return null;
  const json = isRecord(info) && isRecord(info['json']) ? info['json'] : undefined;
  const output = json && isRecord(json['output']) ? json['output'] : undefined;
  const status = output && Array.isArray(output['Status']) ? output['Status'][0] : undefined;
  // Livepatch on, but its status names no kernel: nothing to show beyond "no fixes".
  if (status === undefined) return { upgradeRequiredDate: null, fixes: [] };
  if (!isRecord(status)) return malformed();
  const date = status['UpgradeRequiredDate'];
  const livepatch = status['Livepatch'];
  const fixes = isRecord(livepatch) ? (livepatch['Fixes'] ?? []) : [];
  if (!absentOr(isString)(date) || !Array.isArray(fixes) || !fixes.every(isFix)) return malformed();
  return { upgradeRequiredDate: typeof date === 'string' && date !== '' ? date : null, fixes };
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());

export const kernelApi = {
  state: async (api: ApiClient, instanceId: number): Promise<KernelState> => {
    const answer = await api.request<unknown>('GET', `computers/${instanceId}/livepatch/kernel`);
    if (
      !isRecord(answer) ||
      !(answer['installed'] === null || isKernel(answer['installed'])) ||
      !isKernelList(answer['upgrades'] ?? []) ||
      !isKernelList(answer['downgrades'] ?? []) ||
      !absentOr(isString)(answer['smart_status']) ||
      !absentOr(isString)(answer['message'])
    ) {
      return malformed();
    }
    return {
      installed: (answer['installed'] as Kernel | null) ?? null,
      upgrades: (answer['upgrades'] as Kernel[] | undefined) ?? [],
      downgrades: (answer['downgrades'] as Kernel[] | undefined) ?? [],
      smart_status: answer['smart_status'] as string | null | undefined,
      message: answer['message'] as string | null | undefined,
    };
  },
  livepatch: async (api: ApiClient, instanceId: number): Promise<LivepatchState | null> =>
    livepatchOf(await api.request<unknown>('GET', `computers/${instanceId}/livepatch/info`)),
  change: async (api: ApiClient, direction: 'upgrade' | 'downgrade', instanceId: number, request: KernelRequest): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${instanceId}/kernel/${direction}`, { ...request })),
  restart: async (api: ApiClient, instanceId: number, delivery: Pick<KernelRequest, 'deliver_after' | 'deliver_delay_window'>): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${instanceId}/restart`, { ...delivery })),
};
