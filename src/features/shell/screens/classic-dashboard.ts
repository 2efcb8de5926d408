import { useRef, useState } from 'react';
import { organisationsApi } from '../../../api/organisations.ts';
import { httpLocationOrThrow } from '../../../lib/urls.ts';
import { useNotify, useStore } from '../../../state/react.tsx';
import type { PortalStore } from '../../../state/store.ts';
import { SCREEN_TEXTS } from './texts.ts';

/**
 * Leaves for the classic dashboard (SPEC §7 `classic_dashboard_url`): asks the server where it is,
 * then goes there, but only to an http(s) address. Throws what went wrong, for a notification.
 */
export async function openClassicDashboard(store: PortalStore): Promise<void> {
  const { url } = await organisationsApi.classicDashboardUrl(store.api);
  store.browser.assign(httpLocationOrThrow(url, document.baseURI, SCREEN_TEXTS.badClassicUrl));
}

/**
 * The "Switch to classic dashboard" action: once at a time; it stays pending on success (the page is
 * leaving), and a failure shows the server's message.
 */
export function useOpenClassicDashboard() {
  const store = useStore();
  const { notifyError } = useNotify();
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);

  async function open() {
    if (inFlight.current) return;
    inFlight.current = true;
    setLeaving(true);
    try {
      await openClassicDashboard(store);
    } catch (error) {
      notifyError(error);
      inFlight.current = false;
      setLeaving(false);
    }
  }

  return { open, leaving };
}
