import { credentialsApi, personApi, type ApiCredentials, type Person } from '../../api/person.ts';
import type { ListQuery } from '../lists/index.ts';

/** Query keys (after the organisation, as every list's): a save of the person or new credentials refetches its own. */
export const accountKeys = {
  person: ['person'] as const,
  credentials: ['credentials'] as const,
};

/** `GET person`: the signed-in person's details (General, API credentials). */
export const personQuery: ListQuery<null, Person> = {
  key: () => accountKeys.person,
  fetch: (store) => personApi.get(store.api),
};

/** `GET credentials`: the person's API credentials, one entry per organisation. */
export const credentialsQuery: ListQuery<null, readonly ApiCredentials[]> = {
  key: () => accountKeys.credentials,
  fetch: (store) => credentialsApi.list(store.api),
};
