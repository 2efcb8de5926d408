import type { ApiClient } from './client.ts';

export const organisationsApi = {
  switchAccount: (api: ApiClient, accountName: string) =>
    api.request<{ token: string }>('POST', 'switch-account', { account_name: accountName }),
  classicDashboardUrl: (api: ApiClient) => api.request<{ url: string }>('GET', 'classic_dashboard_url'),
};
