import type { AuthState } from '../../api/auth.ts';
import { credentialsApi, personApi, type Person, type PersonChanges } from '../../api/person.ts';
import { isolate } from '../../lib/display-name.ts';
import { ACCOUNT_SCOPE, currentAccount } from '../../state/account.ts';
import { authKeys } from '../../state/auth.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { accountKeys } from './queries.ts';
import { ACCOUNT_TEXTS as T } from './texts.ts';

/**
 * `POST person` from Account › General. The answer becomes the cached person (no refetch), and its name
 * and email the signed-in user's, so the account link in the navigation shows the new name at once.
 */
export const savePerson: ServerAction<PersonChanges, Person> = {
  run: async ({ store }, changes) => {
    const account = currentAccount(store);
    const saved = await personApi.update(store.api, changes);
    if (account !== null) store.queryClient.setQueryData<Person>([ACCOUNT_SCOPE, account, ...accountKeys.person], saved);
    store.queryClient.setQueryData<AuthState>(authKeys.me, (state) => (state ? { ...state, name: saved.name, email: saved.email } : state));
    return saved;
  },
  notice: () => ({ type: 'positive', message: T.general.saved }),
};

/** `PUT password` (self-hosted): the passwords go in the body only, never in a notice or the address. */
export const changePassword: ServerAction<{ readonly password: string; readonly new_password: string }, void> = {
  run: ({ store }, passwords) => personApi.changePassword(store.api, passwords),
  notice: () => ({ type: 'positive', message: T.password.saved }),
};

export interface CredentialsRequest {
  readonly account: string;
  /** The organisation's title, for the notice. */
  readonly title: string;
  /** Whether it had credentials (the old ones stop working). */
  readonly regenerate: boolean;
}

/** `POST credentials {account}`: new keys, shown once the list is refetched; the notice names no key. */
export const generateCredentials: ServerAction<CredentialsRequest, void> = {
  run: ({ store }, { account }) => credentialsApi.generate(store.api, account),
  invalidates: () => [accountKeys.credentials],
  notice: (_result, { title, regenerate }) => {
    const texts = regenerate ? T.credentials.regenerated : T.credentials.generated;
    return { type: 'positive', title: texts.title, message: texts.message(isolate(title)) };
  },
};
