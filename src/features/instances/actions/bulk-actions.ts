import type { Activity } from '../../../api/activities.ts';
import { instanceActionsApi } from '../../../api/instance-actions.ts';
import type { Delivery } from '../../../api/packages.ts';
import { upgradesApi } from '../../../api/upgrades.ts';
import type { InstanceRef } from '../../../api/instances.ts';
import { pendingInstancesApi } from '../../../api/pending-instances.ts';
import type { ServerAction } from '../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../activities/queries.ts';
import { orgDataKeys } from '../../org-data/queries.ts';
import { isolate } from '../../../lib/display-name.ts';
import { instanceName } from '../texts.ts';
import { pendingKeys } from '../pending-instances.ts';
import { instanceKeys } from '../queries.ts';
import { INSTANCE_ACTION_TEXTS as T } from './texts.ts';
import { upgradeRequest, type Exclusions } from './upgrade-plan.ts';


/** What changing instances' tags or groups makes stale: the instances, and the profiles matching them. */
const instancesChanged = () => [instanceKeys.all, ['security-profiles'] as const];

interface Selection {
  readonly instances: readonly InstanceRef[];
}

const ids = ({ instances }: Selection) => instances.map((instance) => instance.id);
const firstName = ({ instances }: Selection) => isolate(instanceName(instances[0]!));

/** Removes the selected instances from Landscape (legacy RemoveComputers; HEAD's bulk removal). */
export const removeInstances: ServerAction<Selection, void> = {
  run: ({ store }, selection) => instanceActionsApi.remove(store.api, ids(selection)),
  invalidates: () => [...instancesChanged(), activityKeys.lists],
  notice: (_removed, selection) => ({
    type: 'positive',
    title: T.bulkRemoval.done(selection.instances.length, firstName(selection)),
    message: T.bulkRemoval.doneMessage(selection.instances.length, firstName(selection)),
  }),
};

/** Moves the selected instances to an access group (legacy ChangeComputersAccessGroup, §1.7). */
export const assignAccessGroup: ServerAction<Selection & { readonly group: { readonly name: string; readonly title: string } }, void> = {
  run: ({ store }, selection) => instanceActionsApi.changeAccessGroup(store.api, ids(selection), selection.group.name),
  invalidates: instancesChanged,
  notice: (_done, selection) => ({
    type: 'positive',
    title: T.accessGroup.done,
    message: T.accessGroup.doneMessage(selection.instances.length, firstName(selection), isolate(selection.group.title)),
  }),
};

/** Adds tags to the selected instances (legacy AddTagsToComputers, §1.8); there is no bulk removal. */
export const assignTags: ServerAction<Selection & { readonly tags: readonly string[] }, void> = {
  run: ({ store }, selection) => instanceActionsApi.addTags(store.api, ids(selection), selection.tags),
  invalidates: () => [...instancesChanged(), orgDataKeys.tags],
  notice: (_done, selection) => ({
    type: 'positive',
    title: T.assignTags.done,
    message: T.assignTags.doneMessage(selection.instances.length, firstName(selection)),
  }),
};

interface PendingRequest {
  readonly ids: readonly number[];
  /** The organisation's title, as the notice names it. */
  readonly organisation: string;
}

/**
 * Approves pending instances into an access group (legacy AcceptPendingComputers, §1.9): the
 * instances list refreshes too, which shows them at once (upstream refreshes only the pending list, O2).
 */
export const approvePending: ServerAction<PendingRequest & { readonly accessGroup: string }, void> = {
  run: ({ store }, { ids: pending, accessGroup }) => pendingInstancesApi.accept(store.api, pending, accessGroup),
  invalidates: () => [pendingKeys.all, instanceKeys.all],
  notice: (_done, { ids: pending, organisation }) => ({
    type: 'positive',
    title: T.pending.approved(pending.length),
    message: T.pending.approvedMessage(pending.length, isolate(organisation)),
  }),
};

/** Rejects pending instances (legacy RejectPendingComputers, §1.9). */
export const rejectPending: ServerAction<PendingRequest, void> = {
  run: ({ store }, { ids: pending }) => pendingInstancesApi.reject(store.api, pending),
  invalidates: () => [pendingKeys.all],
  notice: (_done, { ids: pending, organisation }) => ({
    type: 'positive',
    title: T.pending.rejected(pending.length),
    message: T.pending.rejectedMessage(pending.length, isolate(organisation)),
  }),
};

export interface UpgradeRequest {
  /** The selected instances with upgrades on offer. */
  readonly instanceIds: readonly number[];
  readonly exclusions: Exclusions;
  readonly delivery: Delivery;
  readonly openActivity: (activity: Activity) => void;
}

/**
 * The bulk upgrade (§4.10): every exclusion of every tab in one request (the notices left out
 * become the packages each would upgrade, asked of the server first). Refused before sending when
 * everything is left out.
 */
export const upgradeInstances: ServerAction<UpgradeRequest, { readonly activity: Activity; readonly count: number }> = {
  run: async ({ store }, { instanceIds, exclusions, delivery }) => {
    const fixes = await Promise.all([...exclusions.usns].map((usn) => upgradesApi.usnFixes(store.api, usn, instanceIds)));
    const computers = upgradeRequest(instanceIds, exclusions, fixes);
    if (computers.length === 0) throw new Error(T.upgrades.nothingLeft);
    return { activity: await upgradesApi.upgrade(store.api, computers, delivery), count: computers.length };
  },
  invalidates: () => [instanceKeys.all, activityKeys.lists],
  notice: ({ activity, count }, { openActivity }) => ({
    type: 'positive',
    title: T.upgrades.done,
    message: T.upgrades.doneMessage(count),
    actions: [{ label: T.viewDetails, onClick: () => openActivity(activity) }],
  }),
};
