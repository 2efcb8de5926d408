import { instancePath } from '../paths.ts';
import { ACCOUNT_NAVIGATION, NAVIGATION, ROUTES, type Crumb, type NavLink, type RouteDef } from '../routes.ts';
import { SCREEN_TEXTS as T } from './texts.ts';

export interface PageHeading {
  readonly title: string;
  readonly parents: readonly Crumb[];
}

const INSTANCE = '/instances/:instanceId';
const CHILD_INSTANCE = '/instances/:instanceId/:childInstanceId';

/** A route's page title and breadcrumb; instance pages name the instance from the address. */
export function pageHeading(route: RouteDef, params: Readonly<Record<string, string>>): PageHeading {
  const parents = route.parents ?? [];
  const { instanceId, childInstanceId } = params;
  if (route.path === INSTANCE && instanceId) return { title: T.instance(instanceId), parents };
  if (route.path === CHILD_INSTANCE && instanceId && childInstanceId) {
    const parent: Crumb = { label: T.instance(instanceId), path: instancePath(instanceId) };
    return { title: T.instance(childInstanceId), parents: [...parents, parent] };
  }
  return { title: route.title, parents };
}

/** Which side-navigation group each group index page lists. */
const HUB_GROUPS: Readonly<Record<string, string>> = {
  '/profiles': 'profiles',
  '/repositories': 'repositories',
  '/settings': 'settings',
};

export interface HubLink extends NavLink {
  /** The page's own title, clearer out of the sidebar ("Repository profiles", not "Repository"). */
  readonly title: string;
}

/** The pages a group index route lists, in navigation order, before access filtering. */
export function hubLinks(path: string): readonly HubLink[] {
  let links: readonly NavLink[] = [];
  if (path === '/account') {
    links = ACCOUNT_NAVIGATION;
  } else {
    const id = HUB_GROUPS[path];
    for (const entry of NAVIGATION) {
      if (entry.kind === 'group' && entry.id === id) links = entry.links;
    }
  }
  return links.map((link) => ({
    ...link,
    title: ROUTES.find((route) => route.path === link.path)?.title ?? link.label,
  }));
}
