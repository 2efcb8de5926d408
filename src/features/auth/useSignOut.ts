import { signOut } from '../../state/auth.ts';
import { useServerAction, type ServerAction, type ServerActionOptions } from '../../ui/action/useServerAction.ts';

/** Logout, then the session ends locally (the portal then shows /login by itself). */
const signOutAction: ServerAction<void, void> = {
  run: ({ store, host }) => signOut(store, host),
};

/**
 * Signs out once at a time; a failure shows the server's message (as a notification, or where
 * `options.onError` puts it) and keeps the user signed in.
 */
export function useSignOut(options?: ServerActionOptions) {
  const { run, pending } = useServerAction(signOutAction, options);
  return { signOut: () => void run(), pending };
}
