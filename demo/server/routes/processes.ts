/**
 * Processes (screens §4.3): an instance's running processes, and ending or killing some of them.
 * Generated from the instance id on first use; a process ended or killed leaves the list as soon as
 * its activity is queued.
 */
import { queueAction, listed } from '../actions.ts';
import { detailsOf } from '../data.ts';
import { badRequest, ok, paginate } from '../http.ts';
import type { Instance, ProcessRecord, SimData } from '../model.ts';
import { Random } from '../random.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { HOSTILE, SHOWCASE } from '../showcase.ts';
import { iso } from '../time.ts';
import { getInstance } from './instances.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** name, gid, typical resident size in KiB (0: a kernel thread). */
type Program = [string, number, number];

const BASE: Program[] = [
  ['systemd-journald', 0, 52_000], ['systemd-udevd', 0, 25_000], ['systemd-networkd', 100, 18_000], ['systemd-resolved', 101, 25_000],
  ['systemd-timesyncd', 102, 90_000], ['systemd-logind', 0, 17_000], ['cron', 0, 7_000], ['dbus-daemon', 103, 9_000],
  ['rsyslogd', 104, 222_000], ['snapd', 0, 1_500_000], ['sshd', 0, 15_000], ['agetty', 0, 6_000], ['polkitd', 0, 235_000],
  ['multipathd', 0, 280_000], ['unattended-upgr', 0, 110_000], ['networkd-dispat', 0, 32_000], ['landscape-client', 0, 60_000],
  ['landscape-broker', 0, 75_000], ['landscape-monitor', 0, 80_000], ['landscape-manager', 0, 78_000], ['irqbalance', 0, 82_000],
  ['udisksd', 0, 390_000], ['ModemManager', 0, 245_000], ['atd', 1, 4_000],
];
const SERVER: Program[] = [
  ['nginx: master process /usr/sbin/nginx', 0, 55_000], ['nginx: worker process', 33, 57_000], ['postgres', 115, 215_000],
  ['redis-server', 116, 63_000], ['dockerd', 0, 2_100_000], ['containerd', 0, 1_900_000], ['containerd-shim-runc-v2', 0, 720_000],
  ['kubelet', 0, 2_000_000], ['java', 1001, 6_400_000], ['node', 1001, 1_100_000], ['gunicorn', 1001, 320_000],
  ['python3', 1001, 180_000], ['haproxy', 117, 110_000], ['prometheus-node-exporter', 118, 730_000], ['chronyd', 119, 85_000],
  ['fail2ban-server', 0, 400_000], ['sshd: deploy@pts/0', 1001, 17_000], ['bash', 1001, 8_800],
];
const DESKTOP: Program[] = [
  ['gnome-shell', 1000, 5_200_000], ['Xwayland', 1000, 600_000], ['pipewire', 1000, 110_000], ['wireplumber', 1000, 420_000],
  ['firefox', 1000, 12_000_000], ['Isolated Web Content', 1000, 2_600_000], ['code', 1000, 33_000_000], ['thunderbird', 1000, 3_400_000],
  ['gnome-terminal-server', 1000, 680_000], ['bash', 1000, 11_000], ['nautilus', 1000, 1_300_000], ['evolution-source-registry', 1000, 720_000],
  ['NetworkManager', 0, 330_000], ['wpa_supplicant', 0, 18_000], ['cupsd', 0, 35_000], ['gdm3', 0, 245_000],
];
const KERNEL_THREADS = ['kworker/0:1-events', 'kworker/1:2-mm_percpu_wq', 'ksoftirqd/0', 'ksoftirqd/1', 'rcu_sched', 'migration/0', 'kcompactd0', 'khugepaged', 'kswapd0', 'jbd2/sda1-8', 'kthrotld', 'watchdogd'];

const hasProcesses = (instance: Instance): boolean =>
  instance.distribution !== null && instance.distribution_info?.distributor !== 'Microsoft' && instance.id !== SHOWCASE.noProcesses;

function generateProcesses(instance: Instance, anchor: number): ProcessRecord[] {
  if (!hasProcesses(instance)) return [];
  const rng = new Random(`processes:${instance.id}`);
  const server = instance.cloud_init.availability_zone !== null;
  const bootTime = anchor - rng.int(2 * 60 * MINUTE, 90 * DAY);
  const programs: Program[] = [['systemd', 0, 170_000], ['kthreadd', 0, 0]];
  const kernelThreads = instance.is_wsl_instance ? 0 : rng.int(30, 90);
  for (let i = 0; i < kernelThreads; i += 1) programs.push([rng.pick(KERNEL_THREADS), 0, 0]);
  programs.push(...(instance.is_wsl_instance ? rng.sample(BASE, 8) : BASE));
  const extra = instance.is_wsl_instance ? rng.int(4, 20) : rng.int(server ? 25 : 80, server ? 110 : 180);
  const pool = server ? SERVER : DESKTOP;
  for (let i = 0; i < extra; i += 1) programs.push(rng.pick(pool));
  if (instance.id === SHOWCASE.busy) programs.push([`python3 -c '${HOSTILE.html}'`, 1001, 25_000], [HOSTILE.long, 1001, 4_000], [HOSTILE.rtl, 1001, 4_000]);

  let pid = 0;
  return programs.map(([name, gid, size], index): ProcessRecord => {
    pid += index < 2 ? 1 : rng.int(1, 40);
    const kernel = size === 0;
    const started = index < 2 + kernelThreads + BASE.length ? bootTime + index * 150 : rng.int(bootTime, anchor - MINUTE);
    const busy = !kernel && rng.chance(0.08);
    return {
      id: instance.id * 1000 + index + 1,
      computer_id: instance.id,
      pid,
      gid,
      name,
      state: kernel ? rng.pick(['I', 'I', 'S']) : busy ? 'R' : rng.chance(0.01) ? 'D' : rng.chance(0.005) ? 'Z' : 'S',
      start_time: iso(Math.floor(started / 1000) * 1000),
      vm_size: kernel ? 0 : Math.round(size * (0.6 + rng.next() * 0.8)),
      cpu_utilisation: kernel ? 0 : Math.round((busy ? 0.05 + rng.next() * 0.8 : rng.next() * 0.02) * 1000) / 1000,
    };
  });
}

function processesOf(data: SimData, instance: Instance): ProcessRecord[] {
  const details = detailsOf(data, instance.id);
  details.processes ??= generateProcesses(instance, data.anchor);
  return details.processes;
}

/** `POST processes/terminate|kill {computer_id, pids}`: one activity; the processes leave the list. */
function signal(ctx: RouteContext, kind: 'terminate' | 'kill') {
  const { org } = signedIn(ctx);
  const computerId = ctx.body.integer('computer_id');
  if (computerId === undefined) throw badRequest('"computer_id" is required.');
  const instance = getInstance(org, computerId);
  const pids = ctx.body.integerArray('pids');
  if (!pids || pids.length === 0) throw badRequest('"pids" must list at least one process id.');
  const processes = processesOf(ctx.ns.data, instance);
  const running = new Set(processes.map((process) => process.pid));
  const missing = pids.filter((pid) => !running.has(pid));
  if (missing.length > 0) {
    const which = missing.length === 1 ? `Process ${missing[0]} is` : `Processes ${listed(missing)} are`;
    throw badRequest(`${which} not running on instance ${instance.id}.`, 'ProcessNotFound');
  }
  const unique = [...new Set(pids)];
  const verb = kind === 'terminate' ? 'Terminate' : 'Kill';
  const activity = queueAction(ctx, {
    type: kind === 'terminate' ? 'Terminate processes' : 'Kill processes',
    summary: `${verb} ${unique.length === 1 ? 'process' : 'processes'} ${listed(unique)}`,
    computerIds: [instance.id],
    delivery: { after: null },
  });
  const ended = new Set(unique);
  detailsOf(ctx.ns.data, instance.id).processes = processes.filter((process) => !ended.has(process.pid));
  return ok(activity);
}

export const processRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/processes$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      const search = (ctx.query.string('search', { trim: true }) ?? '').toLowerCase();
      const processes = processesOf(ctx.ns.data, instance).filter((process) => process.name.toLowerCase().includes(search));
      return ok(paginate(processes, ctx.query, ctx.url));
    },
  },
  { method: 'POST', pattern: /^processes\/terminate$/, auth: 'bearer', handle: (ctx) => signal(ctx, 'terminate') },
  { method: 'POST', pattern: /^processes\/kill$/, auth: 'bearer', handle: (ctx) => signal(ctx, 'kill') },
];
