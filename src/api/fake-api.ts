import type { ApiClient } from './client.ts';

/**
 * For the API modules' unit tests: a client answering `answer` to every REST call and recording what
 * it was asked (method, path, parameters, options). A legacy call fails the test.
 */
export function fakeApi(answer: unknown) {
  const calls: unknown[][] = [];
  const api: ApiClient = {
    request: async <T>(...args: unknown[]) => {
      calls.push(args);
      return answer as T;
    },
    legacy: async () => {
      throw new Error('no legacy call expected');
    },
    legacyPost: async () => {
      throw new Error('no legacy call expected');
    },
  };
  return { api, calls };
}
