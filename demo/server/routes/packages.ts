/**
 * Packages (screens §4.1): an instance's packages with the status filters, downgrade versions, and the
 * actions (install, remove, hold, unhold, downgrade, and the legacy UpgradePackages).
 *
 * An instance's packages are generated from its id on first use: 1,500–2,500 installed (WSL fewer,
 * instance 6 over 5,000) out of the catalogue, with exactly `upgrades.security` security upgrades
 * (each fixing a USN of the catalogue) and `upgrades.regular` regular ones, so the instance's counts
 * and alerts agree with its package list. Every change recounts them on the instance record.
 */
import { listed, queueAction, readDelivery } from '../actions.ts';
import { HOSTILE_PACKAGES, packageCatalogue, usnCatalogue, type CataloguePackage } from '../catalogue.ts';
import { detailsOf } from '../data.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import { instanceFacts } from '../instance-facts.ts';
import type { Instance, InstanceAlert, InstancePackages, Organisation, PackageState, SimData } from '../model.ts';
import { Random } from '../random.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { SHOWCASE } from '../showcase.ts';
import { getInstance, instanceFilter, replaceInstance } from './instances.ts';

export type PackageStatus = 'available' | 'installed' | 'held' | 'security';

/** The wire record (screens §4.1). */
export interface PackageRecord {
  id: number;
  name: string;
  summary: string;
  status: PackageStatus;
  current_version: string | null;
  available_version: string | null;
}

/** `version` with its last number moved by `step` ("1.2-3ubuntu0.7", 2 → "…0.9"); null below 0. */
export function shiftVersion(version: string, step: number): string | null {
  const match = /(\d+)$/.exec(version);
  if (!match) return step > 0 ? `${version}.${step}` : null;
  const next = Number(match[1]) + step;
  return next < 0 ? null : `${version.slice(0, match.index)}${next}`;
}

/** A Pro-only upgrade (ESM): the UI recognises it by "ubuntu-pro" in the version. */
const proOnly = (version: string): string => `${version}+esm1~ubuntu-pro`;

const reports = (instance: Instance): boolean =>
  instance.distribution_info?.distributor === 'Ubuntu' && instance.distribution !== null && instance.id !== SHOWCASE.noPackages;

function generatePackages(instance: Instance, orgTitle: string, anchor: number): InstancePackages {
  const installed = new Map<number, PackageState>();
  if (!reports(instance)) return { reported: false, installed };
  const catalogue = packageCatalogue();
  const usns = usnCatalogue(anchor);
  const rng = new Random(`packages:${instance.id}`);
  const target = instance.id === SHOWCASE.busy ? rng.int(5_200, 5_600) : instance.is_wsl_instance ? rng.int(600, 900) : rng.int(1_500, 2_500);
  const realShare = instance.is_wsl_instance ? 0.6 : 0.9;
  const real = catalogue.packages.filter((entry) => entry.real).length;
  const hostile = new Set(HOSTILE_PACKAGES.map(([name]) => name));
  const otherShare = (target - real * realShare) / (catalogue.packages.length - real - hostile.size);
  const install = (entry: CataloguePackage) =>
    installed.set(entry.id, { current_version: entry.version, available_version: null, held: false, security: false, usn: null });
  for (const entry of catalogue.packages) {
    if (hostile.has(entry.name)) {
      if (instance.id === SHOWCASE.busy) install(entry);
    } else if (rng.chance(entry.real ? realShare : otherShare)) {
      install(entry);
    }
  }

  const byId = catalogue.byId;
  const ids = [...installed.keys()];
  const securityCandidates = ids.filter((id) => usns.byPackage.has(byId.get(id)!.name));
  const securityIds = rng.sample(securityCandidates, instance.upgrades.security);
  const taken = new Set(securityIds);
  for (const id of securityIds) {
    const state = installed.get(id)!;
    state.security = true;
    state.usn = rng.pick(usns.byPackage.get(byId.get(id)!.name)!).usn;
    state.available_version = shiftVersion(state.current_version, rng.int(1, 3));
  }
  const regularIds = rng.sample(ids.filter((id) => !taken.has(id)), instance.upgrades.regular);
  for (const id of regularIds) {
    const state = installed.get(id)!;
    state.available_version = shiftVersion(state.current_version, rng.int(1, 4));
    taken.add(id);
  }
  // Without Ubuntu Pro, some of a 20.04 machine's upgrades come only from ESM (Pro).
  const attached = instanceFacts(instance, orgTitle, anchor).ubuntu_pro_info?.result === 'success';
  if (!attached && (instance.distribution === '20.04' || instance.id === SHOWCASE.proFailure)) {
    for (const id of regularIds.slice(0, rng.int(1, 3))) {
      const state = installed.get(id)!;
      state.available_version = proOnly(state.available_version!);
    }
  }
  if (rng.chance(0.2)) {
    for (const id of rng.sample(ids.filter((id) => !taken.has(id)), rng.int(1, 3))) installed.get(id)!.held = true;
  }
  return { reported: true, installed };
}

export function packagesOf(data: SimData, org: Organisation, instance: Instance): InstancePackages {
  const details = detailsOf(data, instance.id);
  details.packages ??= generatePackages(instance, org.title, data.anchor);
  return details.packages;
}

export const hasUpgrade = (state: PackageState): boolean => !state.held && state.available_version !== null;

function statusOf(state: PackageState | undefined): PackageStatus {
  if (!state) return 'available';
  if (state.held) return 'held';
  return state.security && state.available_version !== null ? 'security' : 'installed';
}

export function packageRecord(entry: CataloguePackage, state: PackageState | undefined): PackageRecord {
  return {
    id: entry.id,
    name: entry.name,
    summary: entry.summary,
    status: statusOf(state),
    current_version: state?.current_version ?? null,
    available_version: state ? state.available_version : entry.version,
  };
}

const SECURITY_ALERT: InstanceAlert = { type: 'SecurityUpgradesAlert', summary: 'Security upgrades available', severity: 'warning' };
const PACKAGE_ALERT: InstanceAlert = { type: 'PackageUpgradesAlert', summary: 'Package upgrades available', severity: 'info' };

/** Recounts the instance's `upgrades` (regular: non-security) and its upgrade alert after a change. */
export function syncUpgrades(org: Organisation, instance: Instance, packages: InstancePackages): void {
  let regular = 0;
  let security = 0;
  for (const state of packages.installed.values()) {
    if (!hasUpgrade(state)) continue;
    if (state.security) security += 1;
    else regular += 1;
  }
  const current = getInstance(org, instance.id);
  if (current.upgrades.regular === regular && current.upgrades.security === security) return;
  const others = current.alerts.filter((alert) => alert.type !== SECURITY_ALERT.type && alert.type !== PACKAGE_ALERT.type);
  const alert = security > 0 ? SECURITY_ALERT : regular > 0 ? PACKAGE_ALERT : null;
  // The seed puts the upgrade alert right after the offline alert.
  const at = others.findIndex((candidate) => candidate.type === 'ComputerOfflineAlert') + 1;
  const alerts = alert ? [...others.slice(0, at), alert, ...others.slice(at)] : others;
  replaceInstance(org, { ...current, upgrades: { regular, security }, alerts });
}

const FLAGS = ['installed', 'available', 'upgrade', 'held', 'security'] as const;

/** The list filters: each flag given is an AND condition, `false` asking for its opposite. */
export function packageFilter(params: Params): (state: PackageState | undefined) => boolean {
  const wanted = FLAGS.map((flag) => [flag, params.boolean(flag)] as const).filter(([, value]) => value !== undefined);
  const test: Record<(typeof FLAGS)[number], (state: PackageState | undefined) => boolean> = {
    installed: (state) => state !== undefined,
    available: (state) => state === undefined,
    upgrade: (state) => state !== undefined && hasUpgrade(state),
    held: (state) => state?.held === true,
    security: (state) => state !== undefined && hasUpgrade(state) && state.security,
  };
  return (state) => wanted.every(([flag, value]) => test[flag](state) === value);
}

function listPackages(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const packages = packagesOf(ctx.ns.data, org, instance);
  const matches = packageFilter(ctx.query);
  const search = (ctx.query.string('search', { trim: true }) ?? '').toLowerCase();
  const found = packages.reported
    ? packageCatalogue().packages.filter(
        (entry) => matches(packages.installed.get(entry.id)) && (search === '' || entry.name.toLowerCase().includes(search)),
      )
    : [];
  return ok(paginate(found, ctx.query, ctx.url, (entry) => packageRecord(entry, packages.installed.get(entry.id))));
}

/** An installed package of the instance by name, or 404. */
function installedPackage(packages: InstancePackages, instance: Instance, name: string): [CataloguePackage, PackageState] {
  const entry = packageCatalogue().byName.get(name);
  const state = entry && packages.installed.get(entry.id);
  if (!entry || !state) throw notFound(`Package "${name}" is not installed on instance ${instance.id}.`, 'PackageNotFound');
  return [entry, state];
}

/** Older versions the archive still has: none for about a quarter of the packages, else 1–3. */
function downgradesOf(instance: Instance, entry: CataloguePackage, state: PackageState) {
  const rng = new Random(`downgrades:${instance.id}:${entry.id}`);
  const count = rng.chance(0.25) ? 0 : rng.int(1, 3);
  const versions: { id: number; name: string; summary: string; version: string }[] = [];
  let version: string | null = state.current_version;
  for (let step = 1; step <= count; step += 1) {
    version = version === null ? null : shiftVersion(version, -rng.int(1, 3));
    if (version === null) break;
    versions.push({ id: entry.id * 10 + step, name: entry.name, summary: entry.summary, version });
  }
  return versions;
}

function downgrade(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const packages = packagesOf(ctx.ns.data, org, instance);
  const name = ctx.body.string('package_name', { required: true })!;
  const version = ctx.body.string('package_version', { required: true, trim: true })!;
  const entry = packageCatalogue().byName.get(name);
  const state = entry && packages.installed.get(entry.id);
  if (!entry || !state) throw badRequest(`Package "${name}" is not installed on instance ${instance.id}.`, 'PackageNotFound');
  const versions = downgradesOf(instance, entry, state).map((candidate) => candidate.version);
  if (!versions.includes(version)) {
    const choice = versions.length === 0 ? 'It has no older versions.' : `Use one of: ${listed(versions)}.`;
    throw badRequest(`"${version}" is not an older version of ${name} on instance ${instance.id}. ${choice}`, 'InvalidVersion');
  }
  const activity = queueAction(ctx, {
    type: 'Downgrade package',
    summary: `Downgrade package ${name} to ${version}`,
    computerIds: [instance.id],
    delivery: { after: null },
  });
  packages.installed.set(entry.id, { ...state, current_version: version, available_version: state.available_version ?? state.current_version });
  syncUpgrades(org, instance, packages);
  return ok(activity);
}

type PackageAction = 'install' | 'remove' | 'hold' | 'unhold';

const ACTION_TYPES: Record<PackageAction, [type: string, verb: string]> = {
  install: ['Install package', 'Install'],
  remove: ['Remove package', 'Remove'],
  hold: ['Hold package', 'Hold'],
  unhold: ['Unhold package', 'Unhold'],
};

export const summaryOf = (verb: string, names: readonly string[]): string =>
  names.length === 1 ? `${verb} package ${names[0]}` : `${verb} ${names.length} packages`;

/** `POST packages {action, computer_ids, package_ids, deliver_after?, deliver_delay_window?}`. */
function packageAction(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const action = ctx.body.oneOf<PackageAction>('action', ['install', 'remove', 'hold', 'unhold'], { required: true })!;
  const computerIds = ctx.body.integerArray('computer_ids');
  if (!computerIds || computerIds.length === 0) throw badRequest('"computer_ids" must list at least one instance.');
  const packageIds = ctx.body.integerArray('package_ids');
  if (!packageIds || packageIds.length === 0) throw badRequest('"package_ids" must list at least one package.');
  const delivery = readDelivery(ctx.body);
  const catalogue = packageCatalogue();
  const entries = [...new Set(packageIds)].map((id) => {
    const entry = catalogue.byId.get(id);
    if (!entry) throw badRequest(`Package ${id} does not exist.`, 'PackageNotFound');
    return entry;
  });
  const targets = [...new Set(computerIds)].map((id) => {
    const instance = getInstance(org, id);
    const packages = packagesOf(ctx.ns.data, org, instance);
    if (!packages.reported) throw badRequest(`Instance ${id} has not reported its packages.`, 'PackagesNotReported');
    for (const entry of entries) {
      const present = packages.installed.has(entry.id);
      if (action === 'install' && present) throw badRequest(`${entry.name} is already installed on instance ${id}.`, 'PackageInstalled');
      if (action !== 'install' && !present) throw badRequest(`${entry.name} is not installed on instance ${id}.`, 'PackageNotInstalled');
    }
    return { instance, packages };
  });
  const [type, verb] = ACTION_TYPES[action];
  const activity = queueAction(ctx, { type, summary: summaryOf(verb, entries.map((entry) => entry.name)), computerIds: targets.map((target) => target.instance.id), delivery });
  for (const { instance, packages } of targets) {
    for (const entry of entries) {
      const state = packages.installed.get(entry.id);
      if (action === 'install') {
        packages.installed.set(entry.id, { current_version: entry.version, available_version: null, held: false, security: false, usn: null });
      } else if (action === 'remove') {
        packages.installed.delete(entry.id);
      } else {
        packages.installed.set(entry.id, { ...state!, held: action === 'hold' });
      }
    }
    syncUpgrades(org, instance, packages);
  }
  return ok(activity);
}

/** Legacy `packages.1=vim&packages.2=curl` (the numbered-list encoding), in number order. */
export function numberedList(search: URLSearchParams, name: string): string[] {
  const pattern = new RegExp(`^${name.replace('.', '\\.')}\\.(\\d+)$`);
  return [...search.entries()]
    .map(([key, value]) => [pattern.exec(key)?.[1], value] as const)
    .filter((pair): pair is readonly [string, string] => pair[0] !== undefined)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([, value]) => value);
}

/**
 * Legacy `UpgradePackages(query, packages.N, deliver_after?, deliver_delay_window?)`: upgrades the
 * named packages on every instance the query selects (each must have an upgrade on offer, not held).
 */
function upgradePackages(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const query = ctx.query.requiredString('query');
  const names = [...new Set(numberedList(ctx.url.searchParams, 'packages'))];
  if (names.length === 0) throw badRequest('"packages.1" is required: name the packages to upgrade.');
  const delivery = readDelivery(ctx.query);
  const instances = org.instances.filter(instanceFilter(org, query));
  if (instances.length === 0) throw badRequest(`No instance matches "${query}".`, 'NoInstances');
  const targets = instances.map((instance) => {
    const packages = packagesOf(ctx.ns.data, org, instance);
    const states = names.map((name) => {
      const entry = packageCatalogue().byName.get(name);
      const state = entry && packages.installed.get(entry.id);
      if (!entry || !state) throw badRequest(`${name} is not installed on instance ${instance.id}.`, 'PackageNotInstalled');
      if (!hasUpgrade(state)) throw badRequest(`${name} has no upgrade to apply on instance ${instance.id}.`, 'NoUpgrade');
      return [entry.id, state] as const;
    });
    return { instance, packages, states };
  });
  const activity = queueAction(ctx, { type: 'Upgrade packages', summary: summaryOf('Upgrade', names), computerIds: instances.map((instance) => instance.id), delivery });
  for (const { instance, packages, states } of targets) {
    for (const [id, state] of states) {
      packages.installed.set(id, { ...state, current_version: state.available_version!, available_version: null, security: false, usn: null });
    }
    syncUpgrades(org, instance, packages);
  }
  return ok(activity);
}

export const packageRoutes: Route[] = [
  { method: 'GET', pattern: /^computers\/(?<id>\d+)\/packages$/, auth: 'bearer', handle: listPackages },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/packages\/installed\/(?<name>.+)\/downgrades$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      const [entry, state] = installedPackage(packagesOf(ctx.ns.data, org, instance), instance, ctx.params['name']!);
      return ok({ results: downgradesOf(instance, entry, state) });
    },
  },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/packages\/installed$/, auth: 'bearer', handle: downgrade },
  { method: 'POST', pattern: /^packages$/, auth: 'bearer', handle: packageAction },
];

export const packageActions: LegacyActions = {
  UpgradePackages: upgradePackages,
};
