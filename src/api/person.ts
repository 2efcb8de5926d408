import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isRecord, isString, isStringList } from './guards.ts';

/** One organisation of the person, with their roles in it (admin-account.md §5.5). */
export interface PersonAccount {
  readonly name: string;
  readonly title: string;
  readonly roles: readonly string[];
}

/** `GET person`: the signed-in person's own details (only what Account › General and API credentials show). */
export interface Person {
  readonly email: string;
  readonly name: string;
  /** The organisation opened after sign-in; null or '': none chosen. */
  readonly preferred_account?: string | null;
  readonly accounts: readonly PersonAccount[];
  /** The addresses the person may choose for notifications; absent: their email alone. */
  readonly allowable_emails?: readonly string[];
  /** An IANA zone. */
  readonly timezone: string;
  readonly identity: string;
}

/** `POST person`: each field sent changes; `preferred_account: ''` clears it (screens/README.md: send empty values). */
export interface PersonChanges {
  readonly name?: string;
  readonly email?: string;
  readonly timezone?: string;
  readonly preferred_account?: string;
}

const isPersonAccount = (value: unknown): value is PersonAccount =>
  isRecord(value) && isString(value['name']) && isString(value['title']) && absentOr(isStringList)(value['roles']);

function checkedPerson(answer: unknown): Person {
  if (
    !isRecord(answer) ||
    !isString(answer['email']) ||
    !isString(answer['name']) ||
    !absentOr(isString)(answer['preferred_account']) ||
    !Array.isArray(answer['accounts']) ||
    !answer['accounts'].every(isPersonAccount) ||
    !absentOr(isStringList)(answer['allowable_emails']) ||
    !isString(answer['timezone']) ||
    !absentOr(isString)(answer['identity'])
  ) {
    throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  }
  const accounts = (answer['accounts'] as readonly PersonAccount[]).map((account) => ({
    name: account.name,
    title: account.title,
    // Absent or null: none listed.
    roles: (account.roles as readonly string[] | undefined | null) ?? [],
  }));
  return { ...(answer as unknown as Person), accounts, identity: (answer['identity'] as string | undefined | null) ?? '' };
}

/** One organisation's API credentials (admin-account.md §7.3); keys '' until generated. */
export interface ApiCredentials {
  readonly account_name: string;
  readonly account_title?: string;
  readonly endpoint: string;
  readonly access_key: string;
  readonly secret_key: string;
}

const isCredentials = (value: unknown): value is ApiCredentials =>
  isRecord(value) &&
  isString(value['account_name']) &&
  absentOr(isString)(value['account_title']) &&
  isString(value['endpoint']) &&
  absentOr(isString)(value['access_key']) &&
  absentOr(isString)(value['secret_key']);

export const personApi = {
  get: async (api: ApiClient): Promise<Person> => checkedPerson(await api.request<unknown>('GET', 'person')),
  /** Resolves to the person as the server stored them. */
  update: async (api: ApiClient, changes: PersonChanges): Promise<Person> =>
    checkedPerson(await api.request<unknown>('POST', 'person', { ...changes })),
  /** `PUT password` (self-hosted): the current password and the new one, in the body only. */
  changePassword: async (api: ApiClient, passwords: { readonly password: string; readonly new_password: string }): Promise<void> => {
    await api.request<unknown>('PUT', 'password', { ...passwords });
  },
};

export const credentialsApi = {
  /** `GET credentials` → `{ credentials: [...] }`, one entry per organisation of the person. */
  list: async (api: ApiClient): Promise<readonly ApiCredentials[]> => {
    const answer = await api.request<unknown>('GET', 'credentials');
    const list = isRecord(answer) ? answer['credentials'] : undefined;
    if (!Array.isArray(list) || !list.every(isCredentials)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return list.map((entry) => ({ ...entry, access_key: entry.access_key ?? '', secret_key: entry.secret_key ?? '' }));
  },
  /** `POST credentials {account}`: a new key pair for the organisation; the old one stops working. */
  generate: async (api: ApiClient, account: string): Promise<void> => {
    const answer = await api.request<unknown>('POST', 'credentials', { account });
    if (!isRecord(answer) || !isString(answer['access_key']) || !isString(answer['secret_key'])) {
      throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    }
  },
};
