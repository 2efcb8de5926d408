import { atom } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { clearNotification } from './notifications.ts';
import type { PortalStore } from './store.ts';

export type SidePanelSize = 'small' | 'medium' | 'large';

export interface SidePanelContent {
  /**
   * What the panel shows, e.g. `activity-42`. Content with another key replaces the whole body
   * (its state included); without a key every open starts a fresh body.
   */
  readonly key?: string;
  readonly title: string;
  readonly subtitle?: string;
  /** Default 'medium'. */
  readonly size?: SidePanelSize;
  readonly body: ReactNode;
}

export interface OpenSidePanel extends SidePanelContent {
  /** The element that opened it: only that element shows it (one store can serve several elements). */
  readonly owner: Element;
  /** Changes with every open, so the panel can tell new content from a re-render. */
  readonly id: number;
}

/** SPEC §3 "Side panel: open flag": one panel per store, open or not. */
export const sidePanelAtom = atom<OpenSidePanel | null>(null);

/** The forms in the open panel whose values differ from those they started with (one token each). */
export const panelChangesAtom = atom<ReadonlySet<symbol>>(new Set<symbol>());

/** What waits for the answer to "Discard changes?": a close, new content, or leaving the page. */
export const discardRequestAtom = atom<{ readonly proceed: () => void } | null>(null);

let sequence = 0;

/** Whether the open panel holds changes not saved. */
export function panelHasChanges(store: PortalStore): boolean {
  return store.jotai.get(sidePanelAtom) !== null && store.jotai.get(panelChangesAtom).size > 0;
}

/**
 * Something the user asked for that would throw the panel's changes away (closing it, other content
 * in it, leaving the page): done at once when there are none, else after "Discard changes?" is
 * answered Discard (Keep editing drops it).
 */
export function unlessChangesKept(store: PortalStore, proceed: () => void): void {
  if (panelHasChanges(store)) store.jotai.set(discardRequestAtom, { proceed });
  else proceed();
}

function reset(store: PortalStore): void {
  store.jotai.set(panelChangesAtom, new Set<symbol>());
  store.jotai.set(discardRequestAtom, null);
}

/**
 * Opens (or replaces) the store's side panel, at once: for what the user asked for while the panel
 * may hold changes, see `unlessChangesKept`. Opening clears notifications (SPEC §2 "General").
 */
export function openSidePanel(store: PortalStore, content: SidePanelContent, owner: Element): void {
  clearNotification(store);
  reset(store);
  store.jotai.set(sidePanelAtom, { ...content, owner, id: ++sequence });
}

/** Closes the panel at once (a form that saved, Cancel); a close the user asked for goes through `unlessChangesKept`. */
export function closeSidePanel(store: PortalStore): void {
  reset(store);
  store.jotai.set(sidePanelAtom, null);
}

/** A form in the panel has changes (or none any more); `token` is the form's own. */
export function markPanelChanges(store: PortalStore, token: symbol, changed: boolean): void {
  const current = store.jotai.get(panelChangesAtom);
  if (current.has(token) === changed) return;
  const next = new Set(current);
  if (changed) next.add(token);
  else next.delete(token);
  store.jotai.set(panelChangesAtom, next);
}
