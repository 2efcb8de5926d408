import { organisationsApi } from '../../../api/organisations.ts';
import { isHttpLocation } from '../../../lib/urls.ts';
import type { PortalStore } from '../../../state/store.ts';
import { SCREEN_TEXTS } from './texts.ts';

/**
 * Leaves for the classic dashboard (SPEC §7 `classic_dashboard_url`): asks the server where it is,
 * then goes there, but only to an http(s) address. Throws what went wrong, for a notification.
 */
export async function openClassicDashboard(store: PortalStore): Promise<void> {
  const { url } = await organisationsApi.classicDashboardUrl(store.api);
  if (typeof url !== 'string' || !isHttpLocation(url, document.baseURI)) throw new Error(SCREEN_TEXTS.badClassicUrl);
  store.browser.assign(url);
}
