import { currentToken, endSession } from './auth.ts';
import { portalStoreAtom } from './portal-store-atom.ts';
import { createStoreWith, type PortalStore, type StoreConfig } from './store.ts';

/** createPortalStore(config) -> Jotai store + QueryClient + API client (DESIGN.md "Architecture"). */
export function createPortalStore(config: Partial<StoreConfig> = {}): PortalStore {
  const store = createStoreWith({ token: currentToken, unauthorized: (s, error) => endSession(s, undefined, error) }, config);
  store.jotai.set(portalStoreAtom, store);
  return store;
}

let pageDefault: PortalStore | undefined;

/** The page-wide store used by elements outside any `landscape-root`, created on first use. */
export function defaultStore(): PortalStore {
  pageDefault ??= createPortalStore();
  return pageDefault;
}

export * from './auth.ts';
export * from './environment.ts';
export * from './events.ts';
export * from './notifications.ts';
export { portalStoreAtom } from './portal-store-atom.ts';
export * from './side-panel.ts';
export { DEFAULT_CONFIG, type PortalStore, type StoreConfig, type JotaiStore } from './store.ts';
