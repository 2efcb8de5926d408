import { atomWithQuery } from 'jotai-tanstack-query';
import { authApi } from '../../api/auth.ts';
import { portalStoreAtom } from '../../state/portal-store-atom.ts';
import { signInOptions } from './login-methods.ts';

export const loginKeys = { methods: ['login', 'methods'] as const };

export const signInOptionsQueryAtom = atomWithQuery((get) => ({
  queryKey: loginKeys.methods,
  queryFn: async () => signInOptions(await authApi.loginMethods(get(portalStoreAtom).api)),
}));
