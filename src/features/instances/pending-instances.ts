import { atomWithQuery } from 'jotai-tanstack-query';
import { pendingInstancesApi } from '../../api/pending-instances.ts';
import { accountQuery } from '../../state/account.ts';

/** The pending instances' key, after the organisation (`accountQuery`). */
export const pendingKeys = { all: ['pending-instances'] as const };

/** Legacy GetPendingComputers: what the instances list's notification counts and its review lists. */
export const pendingInstancesQueryAtom = atomWithQuery((get) => accountQuery(get, pendingKeys.all, (store) => pendingInstancesApi.list(store.api)));
