import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai/react';
import type { LandscapeEventDetails, LandscapeEventName } from './events.ts';
import { notify, notifyError, type NotificationInput } from './notifications.ts';
import type { PortalStore } from './store.ts';

interface HostValue {
  readonly host: HTMLElement;
  readonly store: PortalStore;
}

/** Exported for class components (the error boundaries); function components use the hooks below. */
export const HostContext = createContext<HostValue | null>(null);

/** Gives a screen its element (for events) and its store (for state) — one per custom element. */
export function HostProvider({ host, store, children }: HostValue & { readonly children: ReactNode }) {
  return (
    <HostContext.Provider value={{ host, store }}>
      <JotaiProvider store={store.jotai}>{children}</JotaiProvider>
    </HostContext.Provider>
  );
}

function useHostValue(): HostValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('Landscape screens must be rendered inside HostProvider.');
  return value;
}

export const useStore = (): PortalStore => useHostValue().store;
export const useHost = (): HTMLElement => useHostValue().host;

/** Dispatches a public event from this element; returns false when a listener cancelled it. */
export function useEmit() {
  const { host, store } = useHostValue();
  return useCallback(
    <K extends LandscapeEventName>(type: K, detail: LandscapeEventDetails[K], cancelable = false) =>
      store.emit(type, detail, host, cancelable),
    [host, store],
  );
}

export function useNotify() {
  const { host, store } = useHostValue();
  return {
    notify: useCallback((input: NotificationInput) => notify(store, input, host), [host, store]),
    notifyError: useCallback((error: unknown) => notifyError(store, error, host), [host, store]),
  };
}
