/**
 * Portal paths, relative to the portal's base path (see routes.ts): the one place a link to a portal
 * page is written, so a route that moves changes here only.
 */

/** A list's search text as the address bar holds it (the list codec reads it back the same way). */
function withQuery(path: string, query: string | undefined): string {
  if (query === undefined || query.trim() === '') return path;
  return `${path}?${new URLSearchParams({ query }).toString()}`;
}

const segment = (value: number | string): string => encodeURIComponent(String(value));

/** `/instances/6`, or a child instance: `/instances/6/7`. */
export function instancePath(instanceId: number | string, childInstanceId?: number | string): string {
  const path = `/instances/${segment(instanceId)}`;
  return childInstanceId === undefined ? path : `${path}/${segment(childInstanceId)}`;
}

export interface ListPathOptions {
  /** The search text, e.g. `status:failed` or `tag:web`. */
  readonly query?: string;
}

/** The activities list, e.g. `/activities?query=status%3Afailed`. */
export function activitiesPath({ query }: ListPathOptions = {}): string {
  return withQuery('/activities', query);
}

/** The instances list, filtered by a search, e.g. `/instances?query=profile%3Asecurity%3A3`. */
export function instancesPath({ query }: ListPathOptions = {}): string {
  return withQuery('/instances', query);
}

/** The security profiles list, searched (title or name), e.g. `/profiles/security?search=CIS+servers`. */
export function securityProfilesPath({ search }: { readonly search?: string } = {}): string {
  if (search === undefined || search.trim() === '') return '/profiles/security';
  return `/profiles/security?${new URLSearchParams({ search }).toString()}`;
}

/**
 * API.md instance search: the instances whose last audit by a security profile passed or failed. The
 * security profiles' pass rates and an instance's page link with it; here, with the other paths, so
 * that the instance page needs none of the security profiles' display code.
 */
export const passRateInstancesQuery = (id: number, result: 'pass' | 'fail'): string => `security-profile:${id}:${result}`;
