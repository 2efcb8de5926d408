/**
 * Bulk upgrades (screens scripts-events-repositories-instance.md §4.10, opened from the instances
 * list): the packages with upgrades across a selection of instances, and upgrading a selection by
 * package or by security notice, each with its exclusions. They read and change the same per-instance
 * package state as the Packages and Security issues tabs (routes/packages.ts, routes/usns.ts), so an
 * upgrade here shows there, and in the instance's `upgrades` and alerts.
 */
import { queueAction, readDelivery } from '../actions.ts';
import { packageCatalogue, type CataloguePackage, type CatalogueUsn } from '../catalogue.ts';
import { badRequest, ok, paginate, Params } from '../http.ts';
import type { Instance, InstancePackages, Organisation, PackageState } from '../model.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { selectByQuery } from './instance-actions.ts';
import { getInstance } from './instances.ts';
import { hasUpgrade, packageFilter, packageRecord, packagesOf, summaryOf, syncUpgrades } from './packages.ts';
import { affectedBy, affectedSummary, findUsn, usnId, type Affected } from './usns.ts';

/** An instance's packages are generated on first use; a bigger selection would take seconds. */
const MAX_SELECTED = 500;

/** An upgrade only Ubuntu Pro (ESM) delivers: not applied to a machine without it (routes/packages.ts). */
const proOnly = (state: PackageState): boolean => state.available_version?.includes('ubuntu-pro') === true;

interface Selected {
  instance: Instance;
  packages: InstancePackages;
}

/**
 * `GET packages?query=id:1 OR id:2&upgrade=true&search&limit&offset` (and the other flags of the
 * instance's package list) → paginated `{ id, name, summary, computers: [{ id, status,
 * current_version, available_version }] }` by name: each package any selected instance matches, with
 * the instances that match it.
 */
function listPackages(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instances = selectByQuery(ctx, org);
  if (instances.length > MAX_SELECTED) {
    throw badRequest(`The query selects ${instances.length} instances; list the packages of at most ${MAX_SELECTED} at a time.`, 'TooManyInstances');
  }
  const matches = packageFilter(ctx.query);
  const search = (ctx.query.string('search', { trim: true }) ?? '').toLowerCase();
  const catalogue = packageCatalogue();
  const named = (entry: CataloguePackage) => search === '' || entry.name.toLowerCase().includes(search);
  const selected: Selected[] = instances
    .map((instance) => ({ instance, packages: packagesOf(ctx.ns.data, org, instance) }))
    .filter(({ packages }) => packages.reported);
  const found = new Map<number, Instance[]>();
  const add = (packageId: number, instance: Instance) => {
    const computers = found.get(packageId);
    if (computers) computers.push(instance);
    else found.set(packageId, [instance]);
  };
  if (matches(undefined)) {
    // The filters admit packages an instance does not have: walk the archive.
    for (const entry of catalogue.packages) {
      if (!named(entry)) continue;
      for (const { instance, packages } of selected) if (matches(packages.installed.get(entry.id))) add(entry.id, instance);
    }
  } else {
    for (const { instance, packages } of selected) {
      for (const [packageId, state] of packages.installed) if (matches(state) && named(catalogue.byId.get(packageId)!)) add(packageId, instance);
    }
  }
  const byInstance = new Map(selected.map((item) => [item.instance.id, item.packages]));
  // Catalogue ids follow the names' order.
  const ids = [...found.keys()].sort((a, b) => a - b);
  return ok(
    paginate(ids, ctx.query, ctx.url, (packageId) => {
      const entry = catalogue.byId.get(packageId)!;
      return {
        id: entry.id,
        name: entry.name,
        summary: entry.summary,
        computers: found.get(packageId)!.map((instance) => {
          const { status, current_version, available_version } = packageRecord(entry, byInstance.get(instance.id)!.installed.get(entry.id));
          return { id: instance.id, status, current_version, available_version };
        }),
      };
    }),
  );
}

/** The `computers: [{ id, <exclusions> }]` of a bulk upgrade, each an instance of the organisation. */
function readComputers(ctx: RouteContext, org: Organisation, exclusions: string): { instance: Instance; params: Params }[] {
  const raw = ctx.body.raw('computers');
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest(`"computers" must list at least one instance: [{ "id": 6, "${exclusions}": [] }].`);
  const seen = new Set<number>();
  return raw.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw badRequest(`Each of "computers" must be an object such as { "id": 6, "${exclusions}": [] }.`);
    }
    const params = Params.body(item);
    const id = params.integer('id');
    if (id === undefined) throw badRequest('Each of "computers" needs its "id".');
    if (seen.has(id)) throw badRequest(`"computers" lists instance ${id} twice.`);
    seen.add(id);
    return { instance: getInstance(org, id), params };
  });
}

/** `POST computers/upgrade-packages {computers: [{id, exclude_packages}], deliver_after?, deliver_delay_window?}`. */
function upgradePackages(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const catalogue = packageCatalogue();
  const plans = readComputers(ctx, org, 'exclude_packages').map(({ instance, params }) => {
    const excluded = new Set(params.integerArray('exclude_packages') ?? []);
    for (const id of excluded) if (!catalogue.byId.has(id)) throw badRequest(`Package ${id} does not exist.`, 'PackageNotFound');
    const packages = packagesOf(ctx.ns.data, org, instance);
    const upgrades = [...packages.installed].filter(([id, state]) => hasUpgrade(state) && !proOnly(state) && !excluded.has(id));
    return { instance, packages, upgrades };
  });
  const delivery = readDelivery(ctx.body);
  const targets = plans.filter((plan) => plan.upgrades.length > 0);
  if (targets.length === 0) throw badRequest('None of the instances has an upgrade left to apply.', 'NoUpgrades');
  const names = new Map(targets.map((plan) => [plan.instance.id, plan.upgrades.map(([id]) => catalogue.byId.get(id)!.name)]));
  const activity = queueAction(ctx, {
    type: 'Upgrade packages',
    summary: 'Upgrade packages',
    summaryOf: (computerId) => summaryOf('Upgrade', names.get(computerId)!),
    computerIds: targets.map((plan) => plan.instance.id),
    delivery,
  });
  for (const { instance, packages, upgrades } of targets) {
    for (const [id, state] of upgrades) {
      packages.installed.set(id, { ...state, current_version: state.available_version!, available_version: null, security: false, usn: null });
    }
    syncUpgrades(org, instance, packages);
  }
  return ok(activity);
}

/** `POST computers/usns/upgrade-packages {computers: [{id, exclude_usns}], deliver_after?, deliver_delay_window?}`. */
function upgradeUsns(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const anchor = ctx.ns.data.anchor;
  const plans = readComputers(ctx, org, 'exclude_usns').map(({ instance, params }) => {
    const excluded = new Set(
      (params.stringArray('exclude_usns') ?? []).map((text) => {
        const usn = findUsn(anchor, text);
        if (!usn) throw badRequest(`There is no security notice USN-${usnId(text)}.`, 'UsnNotFound');
        return usn.usn;
      }),
    );
    const packages = packagesOf(ctx.ns.data, org, instance);
    const usns = [...affectedBy(packages, instance)]
      .filter(([usn]) => !excluded.has(usn))
      .map(([usn, hits]): [CatalogueUsn, Affected[]] => [findUsn(anchor, usn)!, hits]);
    return { instance, packages, usns };
  });
  const delivery = readDelivery(ctx.body);
  const targets = plans.filter((plan) => plan.usns.length > 0);
  if (targets.length === 0) throw badRequest('None of the instances is affected by a security notice left to fix.', 'NoUpgrades');
  const byInstance = new Map(targets.map((plan) => [plan.instance.id, plan.usns]));
  const activity = queueAction(ctx, {
    type: 'Apply security upgrades',
    summary: 'Apply security upgrades',
    summaryOf: (computerId) => `Upgrade packages affected by ${affectedSummary(byInstance.get(computerId)!)}`,
    computerIds: targets.map((plan) => plan.instance.id),
    delivery,
  });
  for (const { instance, packages, usns } of targets) {
    for (const [, hits] of usns) {
      for (const { packageId, state } of hits) {
        packages.installed.set(packageId, { ...state, current_version: state.available_version!, available_version: null, security: false, usn: null });
      }
    }
    syncUpgrades(org, instance, packages);
  }
  return ok(activity);
}

export const upgradeRoutes: Route[] = [
  { method: 'GET', pattern: /^packages$/, auth: 'bearer', handle: listPackages },
  { method: 'POST', pattern: /^computers\/upgrade-packages$/, auth: 'bearer', handle: upgradePackages },
  { method: 'POST', pattern: /^computers\/usns\/upgrade-packages$/, auth: 'bearer', handle: upgradeUsns },
];
