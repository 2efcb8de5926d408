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

let sequence = 0;

/** Opens (or replaces) the store's side panel. Opening clears notifications (SPEC §2 "General"). */
export function openSidePanel(store: PortalStore, content: SidePanelContent, owner: Element): void {
  clearNotification(store);
  store.jotai.set(sidePanelAtom, { ...content, owner, id: ++sequence });
}

export function closeSidePanel(store: PortalStore): void {
  store.jotai.set(sidePanelAtom, null);
}
