/**
 * Pending instances (screens instance-actions.md §1.9): computers that registered without the
 * account's registration key and wait for an administrator, and the legacy GetPendingComputers,
 * AcceptPendingComputers and RejectPendingComputers. Accepted ones become instances that have not
 * reported yet (no distribution); rejected ones are gone.
 */
import { badRequest, notFound, ok } from '../http.ts';
import type { Instance, Organisation, PendingInstance, SimData } from '../model.ts';
import { signedIn, type LegacyActions, type RouteContext } from '../router.ts';
import { HOSTILE } from '../showcase.ts';
import { iso } from '../time.ts';
import { findAccessGroup } from './instance-actions.ts';
import { addInstances, serializeInstance } from './instances.ts';
import { numberedList } from './packages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Seeded = Omit<PendingInstance, 'creation_time'> & { age: number };

/**
 * A few per organisation (none in globex), registered from 40 minutes to 12 days before the seed's
 * now, so the list shows "Today", "Yesterday", "Last {weekday}" and a plain date. Built by hand: no
 * seeded generator is involved, so no other record changed.
 */
const SEEDED: Record<string, Seeded[]> = {
  acme: [
    { id: 90001, title: 'web-prod-use1-101', hostname: 'web-prod-use1-101.acme.internal', access_group: 'production', client_tags: ['web', 'prod', 'use1'], vm_info: 'kvm', container_info: null, age: 40 * MINUTE },
    { id: 90002, title: "Léa Dubois's laptop", hostname: 'lt-lead2.acme.internal', access_group: null, client_tags: ['laptop', 'design'], vm_info: null, container_info: null, age: 26 * HOUR },
    // The client asked for a group the account does not have: the list shows its raw name.
    { id: 90003, title: `${HOSTILE.html} ${HOSTILE.rtl}`, hostname: 'kiosk-07.acme.internal', access_group: 'retired-lab', client_tags: ['kiosk'], vm_info: null, container_info: null, age: 4 * DAY },
    { id: 90004, title: 'ci-runner-dev-euw1-042', hostname: 'ci-runner-dev-euw1-042.acme.internal', access_group: 'staging', client_tags: [], vm_info: 'kvm', container_info: 'lxc', age: 9 * DAY },
  ],
  initech: [
    { id: 90005, title: 'tps-report-server-03', hostname: 'tps-report-server-03.initech.corp', access_group: 'servers', client_tags: ['tps', 'prod'], vm_info: 'kvm', container_info: null, age: 3 * HOUR },
    { id: 90006, title: "Milton Waddams's workstation", hostname: 'ws-miltonw.initech.corp', access_group: null, client_tags: ['desktop', 'basement'], vm_info: null, container_info: null, age: 12 * DAY },
  ],
};

/** The organisation's pending instances in this namespace, by id. */
export function pendingOf(data: SimData, org: Organisation): PendingInstance[] {
  data.pendingInstances ??= new Map();
  let pending = data.pendingInstances.get(org.name);
  if (!pending) {
    pending = (SEEDED[org.name] ?? []).map(({ age, ...fields }) => ({ ...fields, creation_time: iso(data.anchor - age) }));
    data.pendingInstances.set(org.name, pending);
  }
  return pending;
}

/** `computer_ids.N` naming pending instances; an unknown one is 404, as for instances. */
function readPending(ctx: RouteContext, pending: readonly PendingInstance[]): PendingInstance[] {
  const ids = numberedList(ctx.url.searchParams, 'computer_ids').map((text) => {
    if (!/^\d+$/.test(text.trim())) throw badRequest(`"computer_ids" must be pending instance ids, not "${text}".`);
    return Number(text);
  });
  if (ids.length === 0) throw badRequest('"computer_ids.1" is required: name the pending instances.');
  return [...new Set(ids)].map((id) => {
    const found = pending.find((candidate) => candidate.id === id);
    if (!found) throw notFound(`Pending instance ${id} does not exist.`, 'InstanceNotFound');
    return found;
  });
}

function keepOthers(data: SimData, org: Organisation, chosen: readonly PendingInstance[]): void {
  const ids = new Set(chosen.map((item) => item.id));
  data.pendingInstances!.set(org.name, pendingOf(data, org).filter((item) => !ids.has(item.id)));
}

/**
 * Legacy `AcceptPendingComputers(computer_ids.N, access_group?)` → the new instances. Without
 * `access_group` (optional in the real API) each goes to the group its client asked for when the
 * account has it, else `global`. The client's tags become the instance's tags.
 */
function accept(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const chosen = readPending(ctx, pendingOf(ctx.ns.data, org));
  const group = ctx.query.string('access_group', { trim: true }) || undefined;
  if (group !== undefined) findAccessGroup(org, group);
  const known = (name: string | null): name is string => name !== null && org.accessGroups.some((candidate) => candidate.name === name);
  const now = iso(Date.now());
  const added = addInstances(
    ctx.ns.data,
    org,
    chosen.map(
      (item): Omit<Instance, 'id'> => ({
        title: item.title,
        hostname: item.hostname,
        comment: '',
        access_group: group ?? (known(item.access_group) ? item.access_group : 'global'),
        tags: [...item.client_tags],
        archived: false,
        last_ping_time: now,
        registered_at: now,
        distribution: null,
        distribution_info: null,
        cloud_init: { availability_zone: null },
        is_wsl_instance: false,
        is_default_child: null,
        parent_id: null,
        alerts: [],
        upgrades: { regular: 0, security: 0 },
      }),
    ),
  );
  keepOthers(ctx.ns.data, org, chosen);
  return ok(added.map((instance) => serializeInstance(ctx.ns.data, org, instance)));
}

/** Legacy `RejectPendingComputers(computer_ids.N)` → the pending instances rejected. */
function reject(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const chosen = readPending(ctx, pendingOf(ctx.ns.data, org));
  keepOthers(ctx.ns.data, org, chosen);
  return ok(chosen);
}

export const pendingInstanceActions: LegacyActions = {
  GetPendingComputers: (ctx) => ok(pendingOf(ctx.ns.data, signedIn(ctx).org)),
  AcceptPendingComputers: accept,
  RejectPendingComputers: reject,
};
