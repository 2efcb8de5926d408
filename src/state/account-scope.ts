import type { PortalStore } from './store.ts';

/** The first part of every organisation-scoped query key: `['account', name, ...]`. */
export const ACCOUNT_SCOPE = 'account';

/** The organisation a scoped key belongs to; undefined for a key that is not scoped. */
export function accountOfKey(key: readonly unknown[]): string | null | undefined {
  return key[0] === ACCOUNT_SCOPE ? (key[1] as string | null) : undefined;
}

/**
 * After a switch: the other organisations' queries are cancelled and dropped, never refetched (an
 * item of the old organisation asked for with the new one's token answers 404, or another item).
 * Observers of those keys move to the new organisation's keys as their atoms read it again.
 */
export async function dropOtherAccounts(store: PortalStore, account: string): Promise<void> {
  const other = (query: { queryKey: readonly unknown[] }) => {
    const owner = accountOfKey(query.queryKey);
    return owner !== undefined && owner !== account;
  };
  await store.queryClient.cancelQueries({ predicate: other });
  store.queryClient.removeQueries({ predicate: other });
}
