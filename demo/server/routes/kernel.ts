/**
 * Kernel (screens §4.4): the running kernel with its upgrades and downgrades, Livepatch's report, and
 * the kernel upgrade, downgrade and restart actions. The Livepatch state of an instance comes from
 * instance-facts.ts (it agrees with the instance's `ubuntu_pro_info`); the kernels from the id.
 */
import { queueAction, readDelivery } from '../actions.ts';
import { detailsOf } from '../data.ts';
import { badRequest, ok } from '../http.ts';
import { instanceFacts, type LivepatchMode } from '../instance-facts.ts';
import type { Instance, InstanceAlert, Kernel, KernelState, LivepatchFix, Organisation, SimData } from '../model.ts';
import { Random } from '../random.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { HOSTILE, SHOWCASE } from '../showcase.ts';
import { getInstance, replaceInstance } from './instances.ts';

const DAY = 86_400_000;
const KERNELS_PER_RELEASE = 8;
const LISTED = 3;

/** The kernel series of each release and the range its ABI numbers start in. */
const SERIES: Record<string, [series: string, lowestAbi: number]> = {
  '20.04': ['5.4.0', 190],
  '22.04': ['5.15.0', 118],
  '24.04': ['6.8.0', 45],
};

const REBOOT_ALERT: InstanceAlert = { type: 'ComputerRebootAlert', summary: 'Computer needs to be rebooted', severity: 'warning' };

const FIX_TEXTS = [
  'Use-after-free in the netfilter nf_tables component allows local privilege escalation.',
  'Race condition in the io_uring subsystem could expose kernel memory.',
  'Out-of-bounds write in the ksmbd server allows remote code execution.',
  'Improper validation in the ext4 file system could crash the system.',
  'Integer overflow in the Bluetooth L2CAP implementation.',
  'Missing bounds check in the AMD GPU driver.',
  'Use-after-free in the TLS implementation could leak kernel memory.',
  'Denial of service in the IPv6 routing code.',
];

const dateOnly = (time: number): string => new Date(time).toISOString().slice(0, 10);

function generateKernel(instance: Instance, mode: LivepatchMode, anchor: number): KernelState {
  const none = (message: string): KernelState => ({ kernels: [], installed: null, message, fixes: [], upgradeRequiredDate: null, restartRequired: false });
  if (instance.distribution_info?.distributor === 'Microsoft') return none('Windows hosts do not run a Linux kernel.');
  if (instance.is_wsl_instance) return none('Kernel information is not available for WSL instances: they run the Windows host’s kernel.');
  const series = instance.distribution === null ? undefined : SERIES[instance.distribution];
  if (!series || instance.id === SHOWCASE.noKernel) return none('This instance has not reported its kernel yet.');

  const rng = new Random(`kernel:${instance.id}`);
  const server = instance.cloud_init.availability_zone !== null;
  const name = server ? 'linux-image-virtual' : 'linux-image-generic';
  let abi = series[1] + rng.int(0, 10);
  const kernels: Kernel[] = [];
  for (let index = 0; index < KERNELS_PER_RELEASE; index += 1) {
    const rounded = `${series[0]}.${abi}`;
    kernels.push({ id: instance.id * 100 + index + 1, name, version: `${rounded}.${abi - rng.int(0, 3)}`, version_rounded: rounded });
    abi += rng.int(1, 4);
  }
  const installed = {
    patched: KERNELS_PER_RELEASE - 1,
    fixes: rng.int(3, 6),
    expiring: rng.int(2, 4),
    expired: rng.int(0, 2),
    disabled: rng.int(2, KERNELS_PER_RELEASE - 1),
    none: KERNELS_PER_RELEASE - 1,
  }[mode];
  const required = {
    patched: anchor + rng.int(60, 300) * DAY,
    fixes: anchor + rng.int(30, 200) * DAY,
    expiring: anchor + rng.int(2, 6) * DAY,
    expired: anchor - rng.int(10, 90) * DAY,
    disabled: anchor + rng.int(30, 200) * DAY,
    none: anchor,
  }[mode];
  const fixes: LivepatchFix[] =
    mode === 'fixes'
      ? Array.from({ length: rng.int(3, 8) }, (_, index) => ({
          Name: `cve-${2024 + rng.int(0, 1)}-${rng.int(1000, 52999)}`,
          Patched: index === 0 ? false : rng.chance(0.8),
          Description: rng.pick(FIX_TEXTS),
          Bug: rng.chance(0.5) ? `https://bugs.launchpad.net/bugs/${rng.int(2_000_000, 2_099_999)}` : '',
        }))
      : [];
  if (instance.id === SHOWCASE.busy) fixes.push({ Name: 'cve-2024-26581', Patched: false, Description: `${HOSTILE.html} ${HOSTILE.rtl} ${HOSTILE.long}`, Bug: HOSTILE.script });
  return { kernels, installed, message: '', fixes, upgradeRequiredDate: dateOnly(required), restartRequired: false };
}

function kernelOf(data: SimData, org: Organisation, instance: Instance): KernelState {
  const details = detailsOf(data, instance.id);
  details.kernel ??= generateKernel(instance, livepatchMode(data, org, instance), data.anchor);
  return details.kernel;
}

const livepatchMode = (data: SimData, org: Organisation, instance: Instance): LivepatchMode => instanceFacts(instance, org.title, data.anchor).livepatch;

function upgradesOf(state: KernelState): Kernel[] {
  return state.installed === null ? [] : state.kernels.slice(state.installed + 1).slice(-LISTED).reverse();
}

function downgradesOf(state: KernelState): Kernel[] {
  return state.installed === null ? [] : state.kernels.slice(Math.max(0, state.installed - LISTED), state.installed).reverse();
}

function smartStatus(mode: LivepatchMode, state: KernelState, needsReboot: boolean): string {
  if (state.installed === null) return '';
  if (mode === 'disabled') return 'Livepatch disabled';
  if (mode === 'expired') return 'End of life';
  if (state.restartRequired || needsReboot) return 'Restart required';
  if (upgradesOf(state).length > 0) return 'Kernel upgrade available';
  return 'Fully patched';
}

const needsReboot = (instance: Instance): boolean => instance.alerts.some((alert) => alert.type === REBOOT_ALERT.type);

/** The running kernel as the Livepatch client names it: 5.15.0-125.135-generic. */
function runningKernel(kernel: Kernel): string {
  const [major, minor, patch, abi, build] = kernel.version.split('.');
  return `${major}.${minor}.${patch}-${abi}.${build}-generic`;
}

function livepatchInfo(data: SimData, org: Organisation, instance: Instance) {
  const mode = livepatchMode(data, org, instance);
  const state = kernelOf(data, org, instance);
  const pro = instanceFacts(instance, org.title, data.anchor).ubuntu_pro_info;
  if (state.installed === null) {
    return { livepatch_info: null, ubuntu_pro_livepatch_service_info: null, ubuntu_pro_reboot_required_info: null };
  }
  const enabled = mode !== 'disabled';
  const rebootRequired = state.restartRequired || needsReboot(instance);
  const kernel = state.kernels[state.installed]!;
  return {
    livepatch_info: enabled
      ? {
          json: {
            error: '',
            return_code: 0,
            output: {
              Status: [
                {
                  Kernel: runningKernel(kernel),
                  Livepatch: {
                    CheckState: 'checked',
                    State: state.fixes.length > 0 ? 'applied' : 'nothing-to-apply',
                    Version: state.fixes.length > 0 ? `${Number(kernel.version_rounded.split('.')[3]) - 20}.1` : '',
                    Fixes: state.fixes,
                  },
                  Running: true,
                  Supported: mode === 'expired' ? 'unsupported' : 'supported',
                  UpgradeRequiredDate: state.upgradeRequiredDate,
                },
              ],
              tier: 'updates',
            },
          },
        }
      : null,
    ubuntu_pro_livepatch_service_info:
      pro?.result === 'success'
        ? { available: 'yes', entitled: 'yes', name: 'livepatch', status: enabled ? 'enabled' : 'disabled', status_details: enabled ? 'Canonical Livepatch is active' : '' }
        : null,
    ubuntu_pro_reboot_required_info: {
      error: '',
      output: {
        livepatch_enabled: enabled,
        livepatch_enabled_and_kernel_patched: enabled && state.fixes.length > 0,
        livepatch_state: enabled ? (state.fixes.length > 0 ? 'applied' : 'nothing-to-apply') : 'disabled',
        livepatch_support: mode === 'expired' ? 'unsupported' : 'supported',
        reboot_required: rebootRequired ? 'yes' : 'no',
        reboot_required_packages: { kernel_packages: state.restartRequired ? [kernel.name] : null, standard_packages: null },
      },
    },
  };
}

/** Marks (or clears) the instance's reboot alert. */
function setRebootAlert(org: Organisation, instance: Instance, needed: boolean): void {
  const current = getInstance(org, instance.id);
  if (needsReboot(current) === needed) return;
  const alerts = needed ? [...current.alerts, REBOOT_ALERT] : current.alerts.filter((alert) => alert.type !== REBOOT_ALERT.type);
  replaceInstance(org, { ...current, alerts });
}

/** `POST computers/{id}/kernel/upgrade|downgrade {kernel_package_id, reboot_after, deliver_after?, deliver_delay_window?}`. */
function changeKernel(ctx: RouteContext, direction: 'upgrade' | 'downgrade') {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const state = kernelOf(ctx.ns.data, org, instance);
  const kernelId = ctx.body.integer('kernel_package_id');
  if (kernelId === undefined) throw badRequest('"kernel_package_id" is required.');
  const rebootAfter = ctx.body.boolean('reboot_after') ?? false;
  const delivery = readDelivery(ctx.body);
  const choices = direction === 'upgrade' ? upgradesOf(state) : downgradesOf(state);
  const kernel = choices.find((candidate) => candidate.id === kernelId);
  if (!kernel) {
    const offered = choices.length === 0 ? `Instance ${instance.id} has no kernel ${direction}s.` : `Use one of: ${choices.map((choice) => `${choice.id} (${choice.version})`).join(', ')}.`;
    throw badRequest(`Kernel package ${kernelId} is not ${direction === 'upgrade' ? 'an upgrade' : 'a downgrade'} for instance ${instance.id}. ${offered}`, 'InvalidKernel');
  }
  const verb = direction === 'upgrade' ? 'Upgrade' : 'Downgrade';
  const activity = queueAction(ctx, {
    type: `${verb} kernel`,
    summary: `${verb} kernel to ${kernel.name} ${kernel.version}${rebootAfter ? ' and restart' : ''}`,
    computerIds: [instance.id],
    delivery,
  });
  state.installed = state.kernels.indexOf(kernel);
  if (rebootAfter) {
    // Running a new kernel: Livepatch starts again from nothing.
    state.fixes = [];
    state.restartRequired = false;
  } else {
    state.restartRequired = true;
  }
  setRebootAlert(org, instance, !rebootAfter);
  return ok(activity);
}

/** `POST computers/{id}/restart {deliver_after?, deliver_delay_window?}`. */
function restart(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const delivery = readDelivery(ctx.body);
  const activity = queueAction(ctx, { type: 'Reboot computer', summary: 'Reboot computer', computerIds: [instance.id], delivery });
  applyRestart(ctx.ns.data, org, instance);
  return ok(activity);
}

/** What a restart changes (this one and legacy RebootComputers): no reboot alert, no fixes since the last restart. */
export function applyRestart(data: SimData, org: Organisation, instance: Instance): void {
  const state = kernelOf(data, org, instance);
  // The fixes table lists patches found since the last restart.
  state.fixes = [];
  state.restartRequired = false;
  setRebootAlert(org, instance, false);
}

export const kernelRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/livepatch\/kernel$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      const state = kernelOf(ctx.ns.data, org, instance);
      return ok({
        installed: state.installed === null ? null : state.kernels[state.installed],
        upgrades: upgradesOf(state),
        downgrades: downgradesOf(state),
        smart_status: smartStatus(livepatchMode(ctx.ns.data, org, instance), state, needsReboot(instance)),
        message: state.message,
      });
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/livepatch\/info$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(livepatchInfo(ctx.ns.data, org, getInstance(org, ctx.params['id']!)));
    },
  },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/kernel\/upgrade$/, auth: 'bearer', handle: (ctx) => changeKernel(ctx, 'upgrade') },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/kernel\/downgrade$/, auth: 'bearer', handle: (ctx) => changeKernel(ctx, 'downgrade') },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/restart$/, auth: 'bearer', handle: restart },
];
