/**
 * Security issues (screens §4.5): the USNs affecting instances and their packages, and upgrading or
 * removing those packages. An instance is affected by the USN of each of its security upgrades
 * (routes/packages.ts ties every one to a notice), so its issues agree with `upgrades.security`.
 */
import { queueAction } from '../actions.ts';
import { packageCatalogue, usnCatalogue, type CatalogueUsn } from '../catalogue.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Instance, InstancePackages, Organisation, PackageState } from '../model.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { getInstance } from './instances.ts';
import { hasUpgrade, packagesOf, syncUpgrades } from './packages.ts';

export interface Affected {
  instance: Instance;
  packageId: number;
  state: PackageState;
}

/** The security upgrades of `instance`, by the USN each fixes. */
export function affectedBy(packages: InstancePackages, instance: Instance): Map<string, Affected[]> {
  const byUsn = new Map<string, Affected[]>();
  for (const [packageId, state] of packages.installed) {
    if (!hasUpgrade(state) || !state.security || state.usn === null) continue;
    byUsn.set(state.usn, [...(byUsn.get(state.usn) ?? []), { instance, packageId, state }]);
  }
  return byUsn;
}

function readComputers(ctx: RouteContext, org: Organisation): Instance[] {
  const ids = ctx.query.integerArray('computer_ids');
  if (!ids || ids.length === 0) throw badRequest('"computer_ids" is required: the instances whose security issues to list.');
  return [...new Set(ids)].map((id) => getInstance(org, id));
}

/** Every USN affecting any of the instances, with what it affects on each. */
function affectedAcross(ctx: RouteContext, org: Organisation, instances: readonly Instance[]): Map<string, Affected[]> {
  const all = new Map<string, Affected[]>();
  for (const instance of instances) {
    for (const [usn, affected] of affectedBy(packagesOf(ctx.ns.data, org, instance), instance)) {
      all.set(usn, [...(all.get(usn) ?? []), ...affected]);
    }
  }
  return all;
}

/** UsnPackage records: one per package name, listing the instances it affects. */
function usnPackages(affected: readonly Affected[]) {
  const catalogue = packageCatalogue();
  const byName = new Map<string, { name: string; current_version: string; current_id: number; new_version: string; summary: string; computer_ids: number[] }>();
  for (const { instance, packageId, state } of affected) {
    const entry = catalogue.byId.get(packageId)!;
    const existing = byName.get(entry.name);
    if (existing) {
      existing.computer_ids.push(instance.id);
      continue;
    }
    byName.set(entry.name, {
      name: entry.name,
      current_version: state.current_version,
      current_id: packageId,
      new_version: state.available_version!,
      summary: entry.summary,
      computer_ids: [instance.id],
    });
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** "6557-1" or "USN-6557-1". */
export const usnId = (text: string): string => text.trim().replace(/^USN-/i, '');

function matchesSearch(usn: CatalogueUsn, search: string): boolean {
  if (search === '') return true;
  const text = search.toLowerCase();
  return (
    `usn-${usn.usn}`.includes(text) || usn.info.toLowerCase().includes(text) || usn.cves.some((cve) => cve.cve.toLowerCase().includes(text))
  );
}

function listUsns(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instances = readComputers(ctx, org);
  const showPackages = ctx.query.boolean('show_packages') ?? true;
  const search = ctx.query.string('search', { trim: true }) ?? '';
  const affected = affectedAcross(ctx, org, instances);
  const found = usnCatalogue(ctx.ns.data.anchor).usns.filter((usn) => affected.has(usn.usn) && matchesSearch(usn, search));
  return ok(
    paginate(found, ctx.query, ctx.url, (usn) => {
      const hits = affected.get(usn.usn)!;
      const { packages: _names, ...fields } = usn;
      return {
        ...fields,
        computers_count: new Set(hits.map((hit) => hit.instance.id)).size,
        packages: showPackages ? usnPackages(hits) : [],
      };
    }),
  );
}

export function findUsn(anchor: number, text: string): CatalogueUsn | undefined {
  return usnCatalogue(anchor).byId.get(usnId(text));
}

/** The `usns` of an upgrade or removal: a list (upgrade) or one notice as text (removal, as upstream sends it). */
function readUsns(ctx: RouteContext, body: Params, instance: Instance, packages: InstancePackages): [CatalogueUsn, Affected[]][] {
  const raw = body.raw('usns');
  const texts = typeof raw === 'string' ? [raw] : body.stringArray('usns');
  if (!texts || texts.length === 0 || texts.some((text) => text.trim() === '')) throw badRequest('"usns" must name at least one security notice, such as "6557-1".');
  const affected = affectedBy(packages, instance);
  return [...new Set(texts.map(usnId))].map((id) => {
    const usn = findUsn(ctx.ns.data.anchor, id);
    if (!usn) throw badRequest(`There is no security notice USN-${id}.`, 'UsnNotFound');
    const hits = affected.get(usn.usn);
    if (!hits) throw badRequest(`USN-${usn.usn} does not affect instance ${instance.id}.`, 'UsnNotApplicable');
    return [usn, hits];
  });
}

export const affectedSummary = (usns: readonly [CatalogueUsn, Affected[]][]): string =>
  usns.length === 1 ? `USN-${usns[0]![0].usn}` : `${usns.length} security issues`;

function changeUsnPackages(ctx: RouteContext, change: 'upgrade' | 'remove') {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const packages = packagesOf(ctx.ns.data, org, instance);
  const usns = readUsns(ctx, ctx.body, instance, packages);
  const activity = queueAction(ctx, {
    type: change === 'upgrade' ? 'Apply security upgrades' : 'Remove package',
    summary: `${change === 'upgrade' ? 'Upgrade' : 'Remove'} packages affected by ${affectedSummary(usns)}`,
    computerIds: [instance.id],
    delivery: { after: null },
  });
  for (const [, hits] of usns) {
    for (const { packageId, state } of hits) {
      if (change === 'remove') packages.installed.delete(packageId);
      else packages.installed.set(packageId, { ...state, current_version: state.available_version!, available_version: null, security: false, usn: null });
    }
  }
  syncUpgrades(org, instance, packages);
  return ok(activity);
}

export const usnRoutes: Route[] = [
  { method: 'GET', pattern: /^usns$/, auth: 'bearer', handle: listUsns },
  {
    method: 'GET',
    pattern: /^usns\/(?<usn>[^/]+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const usn = findUsn(ctx.ns.data.anchor, ctx.params['usn']!);
      if (!usn) throw notFound(`There is no security notice USN-${usnId(ctx.params['usn']!)}.`, 'UsnNotFound');
      const instances = readComputers(ctx, org);
      return ok(usnPackages(affectedAcross(ctx, org, instances).get(usn.usn) ?? []));
    },
  },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/usns\/upgrade-packages$/, auth: 'bearer', handle: (ctx) => changeUsnPackages(ctx, 'upgrade') },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/usns\/remove-packages$/, auth: 'bearer', handle: (ctx) => changeUsnPackages(ctx, 'remove') },
];
