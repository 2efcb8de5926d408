import { organisationsApi } from '../../../api/organisations.ts';
import type { PortalStore } from '../../../state/store.ts';
import { useServerAction, type ServerAction } from '../../../ui/action/useServerAction.ts';
import { SCREEN_TEXTS } from './texts.ts';

/**
 * Leaves for the classic dashboard (SPEC §7 `classic_dashboard_url`): asks the server where it is,
 * then goes there, but only to an http(s) address. Throws what went wrong, for a notification.
 */
export async function openClassicDashboard(store: PortalStore): Promise<void> {
  store.browser.assign(await organisationsApi.classicDashboardLocation(store.api, '', SCREEN_TEXTS.badClassicUrl));
}

const classicDashboardAction: ServerAction<void, void> = {
  run: ({ store }) => openClassicDashboard(store),
  leavesPage: true,
};

/**
 * The "Switch to classic dashboard" action: once at a time; it stays pending on success (the page is
 * leaving), and a failure shows the server's message.
 */
export function useOpenClassicDashboard() {
  const { run, pending } = useServerAction(classicDashboardAction);
  return { open: () => void run(), leaving: pending };
}
