/**
 * Snaps (screens §4.2): an instance's installed snaps, the store's snaps (search and channel map),
 * and the snap actions. Installed snaps are generated from the instance id on first use.
 */
import { listed, queueAction, readDelivery } from '../actions.ts';
import { snapCatalogue, type CatalogueSnap, type SnapRelease } from '../catalogue.ts';
import { detailsOf } from '../data.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Instance, SimData, SnapState } from '../model.ts';
import { Random } from '../random.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { SHOWCASE } from '../showcase.ts';
import { iso } from '../time.ts';
import { getInstance } from './instances.ts';

const DAY = 86_400_000;
/** snapd reports a hold "forever" as a time about 300 years away. */
const FOREVER_MS = 300 * 365 * DAY;

const SERVER_SNAPS = ['lxd', 'microk8s', 'juju', 'kubectl', 'helm', 'aws-cli', 'google-cloud-cli', 'certbot', 'prometheus', 'grafana', 'etcd', 'jq', 'yq', 'btop', 'cloud-agent', 'log-exporter', 'metric-exporter', 'maas', 'node', 'go'];
const DESKTOP_SNAPS = ['firefox', 'thunderbird', 'snap-store', 'firmware-updater', 'snapd-desktop-integration', 'gnome-42-2204', 'gnome-46-2404', 'gtk-common-themes', 'code', 'slack', 'spotify', 'discord', 'zoom-client', 'postman', 'gimp', 'inkscape', 'vlc', 'libreoffice', 'intellij-idea-community', 'pycharm-community', 'telegram-desktop', 'bitwarden', 'drawio', 'obs-studio'];

const hasSnaps = (instance: Instance): boolean =>
  instance.distribution !== null && instance.distribution_info?.distributor !== 'Microsoft' && instance.id !== SHOWCASE.noSnaps;

const releaseOf = (snap: CatalogueSnap, channel: string): SnapRelease | undefined =>
  snap.channels.find((release) => release.channel.name === channel && release.channel.architecture === 'amd64');

function stateFor(snap: CatalogueSnap, channel: string, heldUntil: string | null): SnapState {
  const release = releaseOf(snap, channel)!;
  return { version: release.version, revision: String(release.revision), tracking_channel: channel, held_until: heldUntil, confinement: release.confinement };
}

function generateSnaps(instance: Instance, anchor: number): Map<string, SnapState> {
  const snaps = new Map<string, SnapState>();
  if (!hasSnaps(instance)) return snaps;
  const catalogue = snapCatalogue(anchor);
  const rng = new Random(`snaps:${instance.id}`);
  const server = instance.cloud_init.availability_zone !== null;
  const names = instance.is_wsl_instance
    ? ['core22', 'snapd', ...rng.sample(SERVER_SNAPS, rng.int(0, 2))]
    : server
      ? ['core22', 'core24', 'snapd', ...(rng.chance(0.6) ? ['lxd'] : []), ...rng.sample(SERVER_SNAPS, rng.int(1, 7))]
      : ['core22', 'core24', 'snapd', 'bare', 'firefox', 'gtk-common-themes', 'gnome-46-2404', ...rng.sample(DESKTOP_SNAPS, rng.int(3, 14))];
  for (const name of new Set(names)) {
    const snap = catalogue.byName.get(name)!;
    const tracks = [...new Set(snap.channels.map((release) => release.channel.track))];
    const track = rng.chance(0.8) ? 'latest' : rng.pick(tracks);
    const risk = rng.chance(0.9) ? 'stable' : rng.pick(['candidate', 'beta', 'edge']);
    const held = rng.chance(0.1) ? iso(rng.chance(0.5) ? anchor + FOREVER_MS : anchor + rng.int(1, 60) * DAY) : null;
    snaps.set(name, stateFor(snap, `${track}/${risk}`, held));
  }
  return snaps;
}

function snapsOf(data: SimData, instance: Instance): Map<string, SnapState> {
  const details = detailsOf(data, instance.id);
  details.snaps ??= generateSnaps(instance, data.anchor);
  return details.snaps;
}

/** The store's description of a snap, as `snap` in installed and available records. */
const storeSnap = (snap: CatalogueSnap) => ({ id: snap.id, name: snap.name, publisher: snap.publisher, summary: snap.summary });

function findSnap(anchor: number, name: string): CatalogueSnap {
  const snap = snapCatalogue(anchor).byName.get(name);
  if (!snap) throw notFound(`There is no snap "${name}" in the store.`, 'SnapNotFound');
  return snap;
}

type SnapAction = 'install' | 'remove' | 'refresh' | 'hold' | 'unhold';

interface SnapRequest {
  snap: CatalogueSnap;
  channel: string | undefined;
  revision: string | undefined;
  /** hold: until when (ISO). */
  until: string | undefined;
}

function readSnapRequests(ctx: RouteContext, action: SnapAction): SnapRequest[] {
  const raw = ctx.body.raw('snaps');
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest('"snaps" must list at least one snap ({ name, channel?, revision?, time? }).');
  return raw.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`"snaps[${index}]" must be an object with a "name".`);
    const fields = item as Record<string, unknown>;
    if (typeof fields['name'] !== 'string' || fields['name'] === '') throw badRequest(`"snaps[${index}].name" is required.`);
    const snap = snapCatalogue(ctx.ns.data.anchor).byName.get(fields['name']);
    if (!snap) throw badRequest(`There is no snap "${fields['name']}" in the store.`, 'SnapNotFound');
    const channel = fields['channel'];
    if (channel !== undefined && channel !== null && (typeof channel !== 'string' || !releaseOf(snap, channel))) {
      const names = [...new Set(snap.channels.map((release) => release.channel.name))];
      throw badRequest(`"${String(channel)}" is not a channel of ${snap.name}. Use one of: ${listed(names)}.`, 'InvalidChannel');
    }
    const revision = fields['revision'];
    if (revision !== undefined && revision !== null && typeof revision !== 'string' && typeof revision !== 'number') {
      throw badRequest(`"snaps[${index}].revision" must be a revision number.`);
    }
    return { snap, channel: typeof channel === 'string' ? channel : undefined, revision: revision == null ? undefined : String(revision), until: readHoldTime(fields['time'], action, index) };
  });
}

/** `time`: "forever" or an ISO time in the future; only for hold (absent: forever). */
function readHoldTime(time: unknown, action: SnapAction, index: number): string | undefined {
  if (action !== 'hold' || time === undefined || time === null || time === 'forever') return action === 'hold' ? iso(Date.now() + FOREVER_MS) : undefined;
  const value = typeof time === 'string' ? Date.parse(time) : Number.NaN;
  if (Number.isNaN(value)) throw badRequest(`"snaps[${index}].time" must be "forever" or an ISO 8601 time.`);
  if (value <= Date.now()) throw badRequest(`"snaps[${index}].time" must be in the future.`);
  return iso(value);
}

const TYPES: Record<SnapAction, [type: string, verb: string]> = {
  install: ['Install snap', 'Install'],
  remove: ['Remove snap', 'Remove'],
  refresh: ['Refresh snaps', 'Refresh'],
  hold: ['Hold snap', 'Hold'],
  unhold: ['Unhold snap', 'Unhold'],
};

function summaryOf(action: SnapAction, requests: readonly SnapRequest[]): string {
  const [, verb] = TYPES[action];
  const [only] = requests;
  if (requests.length > 1) return `${verb} ${requests.length} snaps`;
  if (action === 'refresh' && only!.channel) return `Switch snap ${only!.snap.name} to ${only!.channel}`;
  return `${verb} snap ${only!.snap.name}`;
}

/** `POST snaps {action, computer_ids, snaps, deliver_after?, deliver_after_window?}`. */
function snapAction(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const action = ctx.body.oneOf<SnapAction>('action', ['install', 'remove', 'refresh', 'hold', 'unhold'], { required: true })!;
  const computerIds = ctx.body.integerArray('computer_ids');
  if (!computerIds || computerIds.length === 0) throw badRequest('"computer_ids" must list at least one instance.');
  const requests = readSnapRequests(ctx, action);
  const delivery = readDelivery(ctx.body, 'deliver_after_window');
  const targets = [...new Set(computerIds)].map((id) => {
    const instance = getInstance(org, id);
    const snaps = snapsOf(ctx.ns.data, instance);
    for (const { snap } of requests) {
      const present = snaps.has(snap.name);
      if (action === 'install' && present) throw badRequest(`${snap.name} is already installed on instance ${id}.`, 'SnapInstalled');
      if (action !== 'install' && !present) throw badRequest(`${snap.name} is not installed on instance ${id}.`, 'SnapNotInstalled');
    }
    return snaps;
  });
  const activity = queueAction(ctx, { type: TYPES[action][0], summary: summaryOf(action, requests), computerIds: [...new Set(computerIds)], delivery });
  for (const snaps of targets) {
    for (const { snap, channel, revision, until } of requests) {
      const state = snaps.get(snap.name);
      if (action === 'remove') {
        snaps.delete(snap.name);
      } else if (action === 'install' || action === 'refresh') {
        const next = stateFor(snap, channel ?? state?.tracking_channel ?? 'latest/stable', state?.held_until ?? null);
        snaps.set(snap.name, revision === undefined ? next : { ...next, revision });
      } else {
        snaps.set(snap.name, { ...state!, held_until: action === 'hold' ? until! : null });
      }
    }
  }
  return ok(activity);
}

const searchOf = (params: Params, name: string): string => (params.string(name, { trim: true }) ?? '').toLowerCase();

export const snapRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/snaps\/installed$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      const search = searchOf(ctx.query, 'search');
      const catalogue = snapCatalogue(ctx.ns.data.anchor);
      const installed = [...snapsOf(ctx.ns.data, instance)]
        .filter(([name]) => name.toLowerCase().includes(search))
        .sort(([a], [b]) => (a < b ? -1 : 1));
      return ok(paginate(installed, ctx.query, ctx.url, ([name, state]) => ({ ...state, snap: storeSnap(catalogue.byName.get(name)!) })));
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/snaps\/available$/,
    auth: 'bearer',
    handle: (ctx) => {
      getInstance(signedIn(ctx).org, ctx.params['id']!);
      const prefix = searchOf(ctx.query, 'name_startswith');
      const found = snapCatalogue(ctx.ns.data.anchor).snaps.filter((snap) => snap.name.toLowerCase().startsWith(prefix));
      return ok(paginate(found, ctx.query, ctx.url, (snap) => ({ 'snap-id': snap.id, name: snap.name, snap: storeSnap(snap) }), { defaultLimit: 100 }));
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/snaps\/(?<name>[^/]+)\/info$/,
    auth: 'bearer',
    handle: (ctx) => {
      getInstance(signedIn(ctx).org, ctx.params['id']!);
      const snap = findSnap(ctx.ns.data.anchor, ctx.params['name']!);
      return ok({ 'snap-id': snap.id, name: snap.name, snap: storeSnap(snap), 'channel-map': snap.channels, 'default-track': null });
    },
  },
  { method: 'POST', pattern: /^snaps$/, auth: 'bearer', handle: snapAction },
];
