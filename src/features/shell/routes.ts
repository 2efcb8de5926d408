import type { FeatureKey } from '../../api/auth.ts';
import type { NavIconName } from '../../ui/nav-icons.tsx';
import type { Crumb } from '../../ui/page/Page.tsx';

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
  | 'security-profiles'
  | 'identity-providers'
  | 'org-general';

const selfHosted: Requirement = { kind: 'self-hosted' };
const feature = (key: FeatureKey): Requirement => ({ kind: 'feature', feature: key });

const profiles: Crumb = { label: 'Profiles', path: '/profiles' };
const repositories: Crumb = { label: 'Repositories', path: '/repositories' };
const settings: Crumb = { label: 'Organisation settings', path: '/settings' };
const account: Crumb = { label: 'Account', path: '/account' };
const instances: Crumb = { label: 'Instances', path: '/instances' };

export const ROUTES: readonly RouteDef[] = [
  { path: '/overview', title: 'Overview', screen: 'overview' },
  { path: '/instances', title: 'Instances', screen: 'instances' },
  { path: '/instances/:instanceId', title: 'Instance details', parents: [instances], screen: 'instance' },
  {
    path: '/instances/:instanceId/:childInstanceId',
    title: 'Child instance details',
    parents: [instances],
    screen: 'instance',
  },
  { path: '/activities', title: 'Activities', screen: 'activities' },
  { path: '/scripts', title: 'Scripts', screen: 'unavailable' },
  { path: '/events-log', title: 'Events log', screen: 'unavailable' },
  { path: '/alerts', title: 'Alerts', screen: 'unavailable' },
  { path: '/profiles', title: 'Profiles', screen: 'hub' },
  { path: '/profiles/repositories', title: 'Repository profiles', parents: [profiles], screen: 'unavailable' },
  { path: '/profiles/package', title: 'Package profiles', parents: [profiles], screen: 'unavailable' },
  { path: '/profiles/upgrade', title: 'Upgrade profiles', parents: [profiles], screen: 'unavailable' },
  { path: '/profiles/reboot', title: 'Reboot profiles', parents: [profiles], screen: 'unavailable' },
  { path: '/profiles/removal', title: 'Removal profiles', parents: [profiles], screen: 'unavailable' },
  { path: '/profiles/wsl', title: 'WSL profiles', parents: [profiles], requires: selfHosted, screen: 'unavailable' },
  {
    path: '/profiles/security',
    title: 'Security profiles',
    parents: [profiles],
    requires: feature('usg-profiles'),
    screen: 'security-profiles',
  },
  { path: '/repositories', title: 'Repositories', screen: 'hub' },
  { path: '/repositories/mirrors', title: 'Mirrors', parents: [repositories], requires: selfHosted, screen: 'unavailable' },
  { path: '/repositories/gpg-keys', title: 'GPG keys', parents: [repositories], screen: 'unavailable' },
  { path: '/repositories/apt-sources', title: 'APT sources', parents: [repositories], screen: 'unavailable' },
  { path: '/settings', title: 'Organisation settings', screen: 'hub' },
  { path: '/settings/general', title: 'General', parents: [settings], screen: 'org-general' },
  { path: '/settings/administrators', title: 'Administrators', parents: [settings], screen: 'unavailable' },
  {
    path: '/settings/employees',
    title: 'Employees',
    parents: [settings],
    requires: feature('employee-management'),
    screen: 'unavailable',
  },
  { path: '/settings/roles', title: 'Roles', parents: [settings], screen: 'unavailable' },
  { path: '/settings/access-groups', title: 'Access groups', parents: [settings], screen: 'unavailable' },
  {
    path: '/settings/identity-providers',
    title: 'Identity providers',
    parents: [settings],
    requires: { kind: 'oidc-management' },
    screen: 'identity-providers',
  },
  { path: '/account', title: 'Account', screen: 'hub' },
  { path: '/account/general', title: 'General', parents: [account], screen: 'unavailable' },
  { path: '/account/alerts', title: 'Alerts', parents: [account], screen: 'unavailable' },
  { path: '/account/api-credentials', title: 'API credentials', parents: [account], screen: 'unavailable' },
  { path: ENV_ERROR_ROUTE, title: 'Not available on this server', screen: 'env-error' },
];

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
  | { readonly kind: 'group'; readonly label: string; readonly icon: NavIconName; readonly links: readonly NavLink[] }
  | {
      readonly kind: 'external-group';
      readonly label: string;
      readonly icon: NavIconName;
      readonly links: readonly NavExternalLink[];
    };

const link = (label: string, path: string, extra: Partial<NavLink> = {}): NavLink => ({ label, path, ...extra });

export const NAVIGATION: readonly NavEntry[] = [
  { kind: 'link', icon: 'overview', link: link('Overview', '/overview') },
  { kind: 'link', icon: 'instances', link: link('Instances', '/instances') },
  { kind: 'link', icon: 'activities', link: link('Activities', '/activities') },
  { kind: 'link', icon: 'scripts', link: link('Scripts', '/scripts') },
  { kind: 'link', icon: 'eventsLog', link: link('Events log', '/events-log') },
  {
    kind: 'group',
    label: 'Profiles',
    icon: 'profiles',
    links: [
      link('Repository', '/profiles/repositories'),
      link('Package', '/profiles/package'),
      link('Upgrade', '/profiles/upgrade'),
      link('Reboot', '/profiles/reboot'),
      link('Removal', '/profiles/removal'),
      link('WSL', '/profiles/wsl', { requires: selfHosted }),
      link('Security', '/profiles/security', { requires: feature('usg-profiles'), badge: 'security-over-limit' }),
    ],
  },
  {
    kind: 'group',
    label: 'Repositories',
    icon: 'repositories',
    links: [
      link('Mirrors', '/repositories/mirrors', { requires: selfHosted }),
      link('GPG keys', '/repositories/gpg-keys'),
      link('APT sources', '/repositories/apt-sources'),
    ],
  },
  {
    kind: 'group',
    label: 'Org. settings',
    icon: 'settings',
    links: [
      link('General', '/settings/general'),
      link('Administrators', '/settings/administrators'),
      link('Employees', '/settings/employees', { requires: feature('employee-management') }),
      link('Roles', '/settings/roles'),
      link('Access groups', '/settings/access-groups'),
      link('Identity providers', '/settings/identity-providers', { requires: { kind: 'oidc-management' } }),
    ],
  },
  {
    kind: 'external-group',
    label: 'Help',
    icon: 'help',
    links: [
      { label: 'Legal', href: 'https://ubuntu.com/legal' },
      { label: 'Documentation', href: 'https://ubuntu.com/landscape/docs' },
      { label: 'Support', href: 'https://ubuntu.com/support' },
    ],
  },
];

/** Account pages (SPEC §2 "Account links"): the narrow-screen accordion and the /account/* secondary navigation. */
export const ACCOUNT_NAVIGATION: readonly NavLink[] = [
  link('General', '/account/general'),
  link('Alerts', '/account/alerts'),
  link('API credentials', '/account/api-credentials'),
];

/** Whether a navigation path is the current path or one of its children. */
export function isCurrent(path: string, current: string): boolean {
  return current === path || current.startsWith(`${path}/`);
}

/** `aria-current` for a navigation link: 'page' on the current path or below it. */
export function ariaCurrent(path: string, current: string): 'page' | undefined {
  return isCurrent(path, current) ? 'page' : undefined;
}
