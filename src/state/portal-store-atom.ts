import { atom } from 'jotai/vanilla';
import type { PortalStore } from './store.ts';

/**
 * Each jotai store holds its own PortalStore here, so query atoms reach the API client of the
 * store they are read in. Set once when the store is created.
 */
const holder = atom<PortalStore | null>(null);

export const portalStoreAtom = atom(
  (get) => {
    const store = get(holder);
    if (!store) throw new Error('The portal store is not set on this jotai store.');
    return store;
  },
  (_get, set, store: PortalStore) => set(holder, store),
);
