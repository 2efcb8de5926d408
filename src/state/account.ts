import { atom, type Getter } from 'jotai/vanilla';
import type { AuthState } from '../api/auth.ts';
import { ACCOUNT_SCOPE } from './account-scope.ts';
import { authKeys, authUserAtom } from './auth.ts';
import { portalStoreAtom } from './portal-store-atom.ts';
import type { PortalStore } from './store.ts';

export { ACCOUNT_SCOPE, accountOfKey } from './account-scope.ts';

/**
 * The organisation whose data the store shows (the signed-in user's current account), or null until
 * it is known. Every cached server answer is keyed by it, so after a switch no screen can show or
 * act on the previous organisation's data: its keys are simply other keys.
 */
export const accountAtom = atom<string | null>((get) => get(authUserAtom)?.current_account ?? null);

/** The store's current organisation, read outside atoms. */
export function currentAccount(store: PortalStore): string | null {
  return store.queryClient.getQueryData<AuthState>(authKeys.me)?.current_account ?? null;
}

/** Refused: a request of one organisation asked for after another became current. */
export class AccountChangedError extends Error {
  override readonly name = 'AccountChangedError';
  constructor() {
    super('The organisation changed before this request was sent.');
  }
}

/** `['account', name, ...parts]`: a query key of organisation `account`. */
export function accountKey<const P extends readonly unknown[]>(account: string | null, parts: P) {
  return [ACCOUNT_SCOPE, account, ...parts] as const;
}

/**
 * Options for a query of organisation `account`, read outside atoms (a prefetch) as inside them
 * (accountQuery): its scoped key; no request until the organisation is known; and no request at all
 * once another organisation is current (a late refetch of an old key would carry the new
 * organisation's token).
 */
export function accountQueryOptions<const P extends readonly unknown[], T>(
  store: PortalStore,
  account: string | null,
  parts: P,
  fetch: (store: PortalStore) => Promise<T>,
) {
  return {
    queryKey: accountKey(account, parts),
    queryFn: (): Promise<T> => (currentAccount(store) === account ? fetch(store) : Promise.reject(new AccountChangedError())),
    enabled: account !== null,
  };
}

/** accountQueryOptions for the current organisation, inside an atom. */
export function accountQuery<const P extends readonly unknown[], T>(get: Getter, parts: P, fetch: (store: PortalStore) => Promise<T>) {
  return accountQueryOptions(get(portalStoreAtom), get(accountAtom), parts, fetch);
}

/**
 * For an item's query (details in a side panel): true only under the organisation the item was first
 * asked for in, so a panel still mounted while the organisation changes never asks the new
 * organisation for the old one's item (a 404, or another item with the same id).
 */
export function pinnedToAccount(): (account: string | null) => boolean {
  let pinned: string | null = null;
  return (account) => {
    pinned ??= account;
    return account !== null && account === pinned;
  };
}
