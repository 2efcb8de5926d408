import type { ApiClient } from './client.ts';
import { httpLocationOrThrow } from '../lib/urls.ts';

export const organisationsApi = {
  switchAccount: (api: ApiClient, accountName: string) =>
    api.request<{ token: string }>('POST', 'switch-account', { account_name: accountName }),
  classicDashboardUrl: (api: ApiClient) => api.request<{ url: string }>('GET', 'classic_dashboard_url'),
  /**
   * Where the classic dashboard is (SPEC §7 `classic_dashboard_url`), or a page in it (`scripts`):
   * only an http(s) address; anything else throws `refusal`.
   */
  classicDashboardLocation: async (api: ApiClient, page: string, refusal: string): Promise<string> => {
    const { url } = await organisationsApi.classicDashboardUrl(api);
    const location = httpLocationOrThrow(url, document.baseURI, refusal);
    return page ? `${location.replace(/\/+$/, '')}/${page}` : location;
  },
};
