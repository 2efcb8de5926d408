import type { AlertAssociation } from '../../../api/alerts.ts';

/** What "Enabled for" holds: all instances, or these tags. */
export type AlertTargets = { readonly all: true } | { readonly all: false; readonly tags: readonly string[] };

export interface AssociationCall {
  readonly action: 'associate' | 'disassociate';
  readonly change: AlertAssociation;
}

/**
 * The legacy calls that turn `before` into `after`, exactly the differences (admin-account.md §6.2,
 * fixing §6.4.2): all chosen → Associate(all); from all to tags → Disassociate(all) and
 * Associate(tags); else the added tags associated and the removed ones disassociated. Tags and
 * all_computers=true never travel in one call (the server refuses it).
 */
export function associationCalls(before: AlertTargets, after: AlertTargets): readonly AssociationCall[] {
  if (after.all) return before.all ? [] : [{ action: 'associate', change: { all: true } }];
  if (before.all) {
    const calls: AssociationCall[] = [{ action: 'disassociate', change: { all: true } }];
    if (after.tags.length > 0) calls.push({ action: 'associate', change: { tags: after.tags } });
    return calls;
  }
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  const removed = before.tags.filter((tag) => !after.tags.includes(tag));
  const calls: AssociationCall[] = [];
  if (added.length > 0) calls.push({ action: 'associate', change: { tags: added } });
  if (removed.length > 0) calls.push({ action: 'disassociate', change: { tags: removed } });
  return calls;
}

export const sameTargets = (a: AlertTargets, b: AlertTargets): boolean =>
  a.all === b.all && (a.all || b.all || (a.tags.length === b.tags.length && a.tags.every((tag) => b.tags.includes(tag))));
