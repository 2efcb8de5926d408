import { useCallback, useRef, useState } from 'react';
import { signOut } from '../../state/auth.ts';
import { useHost, useNotify, useStore } from '../../state/react.tsx';

/** Signs out once at a time; a failure shows the server's message and keeps the user signed in. */
export function useSignOut() {
  const store = useStore();
  const host = useHost();
  const { notifyError } = useNotify();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const leave = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await signOut(store, host);
    } catch (error) {
      notifyError(error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [store, host, notifyError]);

  return { signOut: leave, pending };
}
