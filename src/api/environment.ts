import type { ApiClient } from './client.ts';

export interface About {
  readonly self_hosted: boolean;
  readonly package_version: string;
  readonly revision: string;
}

export const environmentApi = {
  about: (api: ApiClient) => api.request<About>('GET', 'about', {}, { auth: false }),
};
