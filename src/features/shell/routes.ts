import type { FeatureKey } from '../../api/auth.ts';
import type { NavIconName } from '../../ui/nav-icons.tsx';
import type { Crumb } from '../../ui/page/Page.tsx';
import { ROUTE_TEXTS } from './texts.ts';

export type { Crumb };

/**
 * The portal's route table (SPEC §2) and the side navigation built from it. Paths are relative to the
 * portal's base path. Pure data: guards.ts decides access, Portal.tsx renders.
 */
export const DEFAULT_ROUTE = '/overview';
export const LOGIN_ROUTE = '/login';
export const ENV_ERROR_ROUTE = '/env-error';
export const HANDLE_AUTH_OIDC = '/handle-auth/oidc';
export const HANDLE_AUTH_UBUNTU_ONE = '/handle-auth/ubuntu-one';

/** What a route needs; guards.ts decides where a user without it goes. */
export type Requirement =
  | { readonly kind: 'self-hosted' }
  | { readonly kind: 'feature'; readonly feature: FeatureKey }
  /** The identity providers page: the feature, and OIDC not already available (SPEC §2). */
  | { readonly kind: 'oidc-management' };

export interface RouteDef {
  /** A wouter pattern, relative to the base path. */
  readonly path: string;
  readonly title: string;
  /** Parents shown before the title in the breadcrumb. */
  readonly parents?: readonly Crumb[];
  readonly requires?: Requirement;
  /** Which screen renders it (see screens/index.ts). */
  readonly screen: ScreenKey;
}

export type ScreenKey =
  | 'unavailable'
  | 'hub'
  | 'env-error'
  | 'overview'
  | 'instances'
  | 'instance'
  | 'activities'
  | 'events-log'
  | 'scripts'
  | 'security-profiles'
  | 'upgrade-profiles'
  | 'reboot-profiles'
  | 'removal-profiles'
  | 'repository-profiles'
  | 'alerts'
  | 'alert-subscriptions'
  | 'account-general'
  | 'api-credentials'
  | 'roles'
  | 'access-groups'
  | 'administrators'
  | 'package-profiles'
  | 'wsl-profiles'
  | 'identity-providers'
  | 'org-general';

const N = ROUTE_TEXTS.navigation;

/** A route with its title read from the texts when shown (the host may change them). */
const titled = (route: Omit<RouteDef, 'title'>): RouteDef => ({
  ...route,
  get title() {
    return ROUTE_TEXTS.titles[route.path as keyof typeof ROUTE_TEXTS.titles] ?? route.path;
  },
});

/** A breadcrumb parent: a route's path and title. */
const crumb = (path: keyof typeof ROUTE_TEXTS.titles): Crumb => ({
  path,
  get label() {
    return ROUTE_TEXTS.titles[path];
  },
});

const selfHosted: Requirement = { kind: 'self-hosted' };
const feature = (key: FeatureKey): Requirement => ({ kind: 'feature', feature: key });

const profiles = crumb('/profiles');
const repositories = crumb('/repositories');
const settings = crumb('/settings');
const account = crumb('/account');
const instances = crumb('/instances');

export const ROUTES: readonly RouteDef[] = (
  [
    { path: '/overview', screen: 'overview' },
    { path: '/instances', screen: 'instances' },
    { path: '/instances/:instanceId', parents: [instances], screen: 'instance' },
    {
      path: '/instances/:instanceId/:childInstanceId',
      parents: [instances],
      screen: 'instance',
    },
    { path: '/activities', screen: 'activities' },
    { path: '/scripts', screen: 'scripts' },
    { path: '/events-log', screen: 'events-log' },
    { path: '/alerts', screen: 'alerts' },
    { path: '/profiles', screen: 'hub' },
    { path: '/profiles/repositories', parents: [profiles], screen: 'repository-profiles' },
    { path: '/profiles/package', parents: [profiles], screen: 'package-profiles' },
    { path: '/profiles/upgrade', parents: [profiles], screen: 'upgrade-profiles' },
    { path: '/profiles/reboot', parents: [profiles], screen: 'reboot-profiles' },
    { path: '/profiles/removal', parents: [profiles], screen: 'removal-profiles' },
    { path: '/profiles/wsl', parents: [profiles], requires: selfHosted, screen: 'wsl-profiles' },
    {
      path: '/profiles/security',
      parents: [profiles],
      requires: feature('usg-profiles'),
      screen: 'security-profiles',
    },
    { path: '/repositories', screen: 'hub' },
    { path: '/repositories/mirrors', parents: [repositories], requires: selfHosted, screen: 'unavailable' },
    { path: '/repositories/gpg-keys', parents: [repositories], screen: 'unavailable' },
    { path: '/repositories/apt-sources', parents: [repositories], screen: 'unavailable' },
    { path: '/settings', screen: 'hub' },
    { path: '/settings/general', parents: [settings], screen: 'org-general' },
    { path: '/settings/administrators', parents: [settings], screen: 'administrators' },
    {
      path: '/settings/employees',
      parents: [settings],
      requires: feature('employee-management'),
      screen: 'unavailable',
    },
    { path: '/settings/roles', parents: [settings], screen: 'roles' },
    { path: '/settings/access-groups', parents: [settings], screen: 'access-groups' },
    {
      path: '/settings/identity-providers',
      parents: [settings],
      requires: { kind: 'oidc-management' },
      screen: 'identity-providers',
    },
    { path: '/account', screen: 'hub' },
    { path: '/account/general', parents: [account], screen: 'account-general' },
    { path: '/account/alerts', parents: [account], screen: 'alert-subscriptions' },
    { path: '/account/api-credentials', parents: [account], screen: 'api-credentials' },
    { path: ENV_ERROR_ROUTE, screen: 'env-error' },
  ] satisfies readonly Omit<RouteDef, 'title'>[]
).map(titled);

/** Side navigation (SPEC §2 "Side navigation"), in order. */
export interface NavLink {
  readonly label: string;
  readonly path: string;
  readonly requires?: Requirement;
  /** The Security item shows the over-limit badge. */
  readonly badge?: 'security-over-limit';
}

export interface NavExternalLink {
  readonly label: string;
  readonly href: string;
}

/** Top-level entries carry an icon; the links inside a group line up with its label instead. */
export type NavEntry =
  | { readonly kind: 'link'; readonly icon: NavIconName; readonly link: NavLink }
  | { readonly kind: 'group'; readonly id: string; readonly label: string; readonly icon: NavIconName; readonly links: readonly NavLink[] }
  | {
      readonly kind: 'external-group';
      readonly label: string;
      readonly icon: NavIconName;
      readonly links: readonly NavExternalLink[];
    };

/** A navigation link, its label read from the texts when shown. */
const link = (path: string, extra: Partial<NavLink> = {}): NavLink => ({
  path,
  ...extra,
  get label() {
    return N[path as keyof typeof N] ?? path;
  },
});

const external = (key: keyof typeof N, href: string): NavExternalLink => ({
  href,
  get label() {
    return N[key];
  },
});

export const NAVIGATION: readonly NavEntry[] = [
  { kind: 'link', icon: 'overview', link: link('/overview') },
  { kind: 'link', icon: 'instances', link: link('/instances') },
  { kind: 'link', icon: 'activities', link: link('/activities') },
  { kind: 'link', icon: 'scripts', link: link('/scripts') },
  { kind: 'link', icon: 'eventsLog', link: link('/events-log') },
  {
    kind: 'group',
    id: 'profiles',
    get label() {
      return N.profiles;
    },
    icon: 'profiles',
    links: [
      link('/profiles/repositories'),
      link('/profiles/package'),
      link('/profiles/upgrade'),
      link('/profiles/reboot'),
      link('/profiles/removal'),
      link('/profiles/wsl', { requires: selfHosted }),
      link('/profiles/security', { requires: feature('usg-profiles'), badge: 'security-over-limit' }),
    ],
  },
  {
    kind: 'group',
    id: 'repositories',
    get label() {
      return N.repositories;
    },
    icon: 'repositories',
    links: [
      link('/repositories/mirrors', { requires: selfHosted }),
      link('/repositories/gpg-keys'),
      link('/repositories/apt-sources'),
    ],
  },
  {
    kind: 'group',
    id: 'settings',
    get label() {
      return N.settings;
    },
    icon: 'settings',
    links: [
      link('/settings/general'),
      link('/settings/administrators'),
      link('/settings/employees', { requires: feature('employee-management') }),
      link('/settings/roles'),
      link('/settings/access-groups'),
      link('/settings/identity-providers', { requires: { kind: 'oidc-management' } }),
    ],
  },
  {
    kind: 'external-group',
    get label() {
      return N.help;
    },
    icon: 'help',
    links: [
      external('legal', 'https://ubuntu.com/legal'),
      external('documentation', 'https://ubuntu.com/landscape/docs'),
      external('support', 'https://ubuntu.com/support'),
    ],
  },
];

/** Account pages (SPEC §2 "Account links"): the narrow-screen accordion and the /account/* secondary navigation. */
export const ACCOUNT_NAVIGATION: readonly NavLink[] = [
  link('/account/general'),
  link('/account/alerts'),
  link('/account/api-credentials'),
];

/** Whether a navigation path is the current path or one of its children. */
export function isCurrent(path: string, current: string): boolean {
  return current === path || current.startsWith(`${path}/`);
}

/** `aria-current` for a navigation link: 'page' on the current path or below it. */
export function ariaCurrent(path: string, current: string): 'page' | undefined {
  return isCurrent(path, current) ? 'page' : undefined;
}
