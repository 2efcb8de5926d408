import { displayName } from '../../lib/display-name.ts';
import type { Account, AuthUser } from '../../api/auth.ts';

export type OrganisationChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'label'; readonly current: Account | undefined; readonly title: string }
  | { readonly kind: 'select'; readonly current: string; readonly options: readonly Account[] };

/**
 * SPEC §2 "Organisation selector": a read-only label when the user is on a subdomain account or has
 * one choice; otherwise a dropdown of the accounts without a subdomain.
 */
export function organisationChoice(user: AuthUser | null): OrganisationChoice {
  if (!user) return { kind: 'none' };
  const accounts = Array.isArray(user.accounts) ? user.accounts : [];
  const current = accounts.find((account) => account.name === user.current_account);
  const options = accounts.filter((account) => !account.subdomain);
  const title = displayName(current?.title, user.current_account);
  if (current?.subdomain || options.length <= 1) return { kind: 'label', current, title };
  // The current account is always selectable, even if the server listed it oddly.
  const withCurrent = current && !options.includes(current) ? [current, ...options] : options;
  return { kind: 'select', current: user.current_account, options: withCurrent };
}
