import type { QueryKey } from '@tanstack/query-core';
import { useCallback, useRef, useState } from 'react';
import { ACCOUNT_SCOPE, currentAccount } from '../../state/account.ts';
import type { NotificationInput } from '../../state/notifications.ts';
import { useHost, useNotify, useStore } from '../../state/react.tsx';
import type { PortalStore } from '../../state/store.ts';

/** What an action's request runs with. */
export interface ActionContext {
  readonly store: PortalStore;
  /** The element the action was started from (the origin of the events it fires). */
  readonly host: HTMLElement;
}

/**
 * One thing a user asks the server to do. Declared once per action, beside its feature's other
 * server code, and run from the UI through `useServerAction`.
 */
export interface ServerAction<Input, Result> {
  /** Sends the request; resolves to the server's answer, rejects with its error. */
  readonly run: (context: ActionContext, input: Input) => Promise<Result>;
  /**
   * The smallest cache keys the answer makes stale, after the organisation (each refetched before
   * the action ends): the organisation the action was started in is put in front.
   */
  readonly invalidates?: (input: Input, result: Result) => readonly QueryKey[];
  /** The notice once the server said yes, built from its answer. */
  readonly notice?: (result: Result, input: Input) => NotificationInput;
  /** Success leaves the page (a full-page navigation): the action then stays pending. */
  readonly leavesPage?: boolean;
}

export type ActionOutcome<Result> =
  | { readonly status: 'succeeded'; readonly result: Result }
  | { readonly status: 'failed'; readonly error: unknown }
  /** Not sent: this action was already running. */
  | { readonly status: 'ignored' };

export interface ServerActionOptions {
  /** Replaces the default error notification (the server's message), e.g. to show it inline. */
  readonly onError?: (error: unknown) => void;
}

const IGNORED = { status: 'ignored' } as const;

/**
 * Runs a server action from the UI: one request at a time however fast it is pressed (a ref, not
 * state: a second click can arrive before React re-renders), progress while it runs, the notice
 * only once the server said yes, the server's message when it said no, then the declared cache keys
 * refetched. `input` is what the running request was started with, so a control can tell that its
 * own request is the one running.
 */
export function useServerAction<Input, Result>(action: ServerAction<Input, Result>, options: ServerActionOptions = {}) {
  const store = useStore();
  const host = useHost();
  const { notify, notifyError } = useNotify();
  const inFlight = useRef(false);
  const [running, setRunning] = useState<{ readonly input: Input } | null>(null);
  const { onError = notifyError } = options;

  const run = useCallback(
    async (input: Input): Promise<ActionOutcome<Result>> => {
      if (inFlight.current) return IGNORED;
      inFlight.current = true;
      setRunning({ input });
      const scope = currentAccount(store);
      let succeeded = false;
      try {
        let result: Result;
        try {
          result = await action.run({ store, host }, input);
        } catch (error) {
          onError(error);
          return { status: 'failed', error };
        }
        succeeded = true;
        // Refetches start before the notice, and the action ends once they are in: the controls
        // are then judged on fresh data (an approved activity is no longer approvable).
        const keys = action.invalidates?.(input, result) ?? [];
        const refreshed = Promise.all(keys.map((parts) => store.queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, scope, ...parts] })));
        if (action.notice) notify(action.notice(result, input));
        await refreshed;
        return { status: 'succeeded', result };
      } finally {
        if (!(succeeded && action.leavesPage)) {
          inFlight.current = false;
          setRunning(null);
        }
      }
    },
    [action, store, host, notify, onError],
  );

  return { run, pending: running !== null, input: running?.input };
}
