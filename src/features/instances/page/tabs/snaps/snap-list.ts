import type { InstalledSnap, SnapListParams } from '../../../../../api/snaps.ts';
import { defineListParams, page, pageOffset, pageSize, text, type ListParamsOf } from '../../../../../lib/list-params.ts';
import { SNAP_TEXTS as T } from './texts.ts';

/** The Snaps tab's list state, kept where the page keeps its tab. */
export const snapListParams = defineListParams({
  search: text({ chip: () => T.searchChip }),
  currentPage: page(),
  pageSize: pageSize(),
});

export type SnapListState = ListParamsOf<typeof snapListParams>;

export interface SnapListRequest extends SnapListParams {
  readonly instanceId: number;
}

export function snapListRequest(instanceId: number, params: SnapListState): SnapListRequest {
  const search = params.search.trim();
  return { instanceId, ...pageOffset(params), ...(search ? { search } : {}) };
}

/** Held: a hold time still ahead (snapd reports "forever" as a time centuries away). */
export const isHeld = (snap: Pick<InstalledSnap, 'held_until'>, now = Date.now()): boolean =>
  Boolean(snap.held_until) && Date.parse(snap.held_until!) > now;

/** A hold this far ahead is "forever" (snapd stores it as a date centuries away). */
export const isForever = (heldUntil: string, now = Date.now()): boolean => Date.parse(heldUntil) - now > 100 * 365 * 86_400_000;

export type SnapActionId = 'remove' | 'hold' | 'unhold' | 'refresh' | 'switch';

/** The snaps of a selection an action applies to: Hold the unheld ones, Unhold the held ones, the rest all. */
export function applicableSnaps<S extends Pick<InstalledSnap, 'held_until'>>(action: SnapActionId, snaps: readonly S[]): readonly S[] {
  if (action === 'hold') return snaps.filter((snap) => !isHeld(snap));
  if (action === 'unhold') return snaps.filter((snap) => isHeld(snap));
  return snaps;
}

/** Why a bulk action cannot run on the selection, or undefined. */
export function snapReason(action: Exclude<SnapActionId, 'switch'>, selected: readonly Pick<InstalledSnap, 'held_until'>[]): string | undefined {
  if (selected.length === 0) return T.reasons.none;
  if (applicableSnaps(action, selected).length > 0) return undefined;
  return action === 'hold' ? T.reasons.allHeld : T.reasons.noneHeld;
}
