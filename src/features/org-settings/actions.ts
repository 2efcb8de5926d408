import { preferencesApi, type Preferences, type PreferencesChanges } from '../../api/preferences.ts';
import { isolate } from '../../lib/display-name.ts';
import { ACCOUNT_SCOPE, currentAccount } from '../../state/account.ts';
import { setAccountTitle } from '../../state/auth.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { preferencesKeys } from './queries.ts';
import { ORG_SETTINGS_TEXTS } from './texts.ts';

const T = ORG_SETTINGS_TEXTS.saved;

/**
 * `PATCH preferences` from the General settings. The answer is what the server stored: it becomes
 * the cached preferences (no refetch), and its title the account's title in the signed-in user, so
 * the organisation selector shows it at once.
 */
export const savePreferences: ServerAction<PreferencesChanges, Preferences> = {
  run: async ({ store }, changes) => {
    // The organisation the request is made for, even if another becomes current meanwhile.
    const account = currentAccount(store);
    const saved = await preferencesApi.update(store.api, changes);
    if (account !== null) {
      store.queryClient.setQueryData<Preferences>([ACCOUNT_SCOPE, account, ...preferencesKeys.all], saved);
      setAccountTitle(store, account, saved.title);
    }
    return saved;
  },
  notice: (saved) => ({ type: 'positive', title: T.title, message: T.message(isolate(saved.title)) }),
};
