import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { asPaginated } from './pagination.ts';

/** Enough to read one page of the tags (API.md: `GET tags` → paginated strings); the server caps a page at 1,000. */
const TAGS_PAGE_SIZE = 1000;

const isString = (value: unknown): value is string => typeof value === 'string';

export const instancesApi = {
  /**
   * How many instances match a search (API.md "Instances" `query`; '' is every instance): one
   * instance is asked for, the answer's `count` is read.
   */
  count: async (api: ApiClient, query: string): Promise<number> => {
    const answer = await api.request<unknown>('GET', 'computers', { query: query === '' ? undefined : query, limit: 1 });
    const count = (answer as { count?: unknown } | null)?.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    }
    return count;
  },
  /** The organisation's instance tags. */
  tags: async (api: ApiClient): Promise<readonly string[]> =>
    asPaginated(await api.request('GET', 'tags', { limit: TAGS_PAGE_SIZE, offset: 0 }), isString).results,
};
