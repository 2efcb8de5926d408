import { createTextsRegistry, type TextOverrides } from '../lib/texts.ts';
import type { ACCESS_GROUP_TEXTS } from '../features/access-groups/texts.ts';
import type { ACTIVITY_TEXTS, SEARCH_HELP as ACTIVITY_SEARCH_HELP } from '../features/activities/texts.ts';
import type { LOGIN_TEXTS } from '../features/auth/texts.ts';
import type { EVENTS_LOG_TEXTS } from '../features/events-log/texts.ts';
import type { IDENTITY_PROVIDER_TEXTS } from '../features/identity-providers/texts.ts';
import type { INSTANCE_PAGE_TEXTS } from '../features/instances/page/texts.ts';
import type { HARDWARE_TEXTS } from '../features/instances/page/tabs/hardware/texts.ts';
import type { UBUNTU_PRO_TEXTS } from '../features/instances/page/tabs/ubuntu-pro/texts.ts';
import type { PROCESS_TEXTS } from '../features/instances/page/tabs/processes/texts.ts';
import type { PACKAGE_TEXTS } from '../features/instances/page/tabs/packages/texts.ts';
import type { DELIVERY_TEXTS } from '../features/instances/delivery/texts.ts';
import type { INSTANCE_ACTION_TEXTS } from '../features/instances/actions/texts.ts';
import type { USN_TEXTS } from '../features/instances/page/tabs/security-issues/texts.ts';
import type { KERNEL_TEXTS } from '../features/instances/page/tabs/kernel/texts.ts';
import type { SNAP_TEXTS } from '../features/instances/page/tabs/snaps/texts.ts';
import type { WSL_TEXTS } from '../features/instances/page/tabs/wsl/texts.ts';
import type { USER_TEXTS } from '../features/instances/page/tabs/users/texts.ts';
import type { INSTANCE_TEXTS, SEARCH_HELP as INSTANCE_SEARCH_HELP } from '../features/instances/texts.ts';
import type { ORG_SETTINGS_TEXTS } from '../features/org-settings/texts.ts';
import type { ORGANISATION_TEXTS } from '../features/organisations/texts.ts';
import type { OVERVIEW_TEXTS } from '../features/overview/texts.ts';
import type { PROFILE_TEXTS } from '../features/profiles/texts.ts';
import type { UPGRADE_PROFILE_TEXTS } from '../features/upgrade-profiles/texts.ts';
import type { REBOOT_PROFILE_TEXTS } from '../features/reboot-profiles/texts.ts';
import type { REMOVAL_PROFILE_TEXTS } from '../features/removal-profiles/texts.ts';
import type { REPOSITORY_PROFILE_TEXTS } from '../features/repository-profiles/texts.ts';
import type { PACKAGE_PROFILE_TEXTS } from '../features/package-profiles/texts.ts';
import type { ALERT_TEXTS } from '../features/alerts/texts.ts';
import type { ROLE_TEXTS } from '../features/roles/texts.ts';
import type { ADMINISTRATOR_TEXTS } from '../features/administrators/texts.ts';
import type { ADMINISTRATOR_FORM_TEXTS } from '../features/administrators/form-texts.ts';
import type { ROLE_FORM_TEXTS } from '../features/roles/form-texts.ts';
import type { ALERT_SUBSCRIPTION_TEXTS } from '../features/alerts/subscriptions/texts.ts';
import type { ACCOUNT_TEXTS } from '../features/account/texts.ts';
import type { PACKAGE_PROFILE_FORM_TEXTS } from '../features/package-profiles/form-texts.ts';
import type { WSL_PROFILE_TEXTS } from '../features/wsl-profiles/texts.ts';
import type { WSL_PROFILE_FORM_TEXTS } from '../features/wsl-profiles/form-texts.ts';
import type { SCRIPT_TEXTS } from '../features/scripts/texts.ts';
import type { SCRIPT_FORM_TEXTS } from '../features/scripts/form/texts.ts';
import type { RUN_SCRIPT_TEXTS } from '../features/scripts/run/texts.ts';
import type { SCRIPT_PROFILE_TEXTS } from '../features/script-profiles/texts.ts';
import type { AUDIT_TEXTS } from '../features/security-profiles/audit/texts.ts';
import type { SCHEDULE_TEXTS } from '../lib/schedule-texts.ts';
import type { PROFILE_FORM_TEXTS } from '../features/security-profiles/form/texts.ts';
import type { BENCHMARK_LABELS, MODE_LABELS, PROFILE_DETAILS_TEXTS, SECURITY_PROFILE_TEXTS } from '../features/security-profiles/texts.ts';
import type { LAYOUT_TEXTS } from '../features/shell/layout/texts.ts';
import type { SCREEN_TEXTS } from '../features/shell/screens/texts.ts';
import type { PORTAL_TEXTS, ROUTE_TEXTS } from '../features/shell/texts.ts';
import type { CODE_EDITOR_TEXTS } from '../ui/code-editor/texts.ts';
import type { FORM_TEXTS } from '../ui/form/texts.ts';
import type { LIST_TEXTS } from '../ui/list/texts.ts';
import type { MODAL_TEXTS } from '../ui/modal/texts.ts';
import type { UI_TEXTS } from '../ui/texts.ts';

/**
 * The public names of the text catalogues (README "Texts and translations"): one per feature, and
 * `ui` for the shared components. A dotted name is a part of its feature's catalogue, overridden as
 * a nested group (`{ 'security-profiles': { form: { … } } }`).
 */
export const TEXT_CATALOGUES = [
  'account',
  'access-groups',
  'activities',
  'alerts',
  'alerts.subscriptions',
  'activities.searchSyntax',
  'auth',
  'events-log',
  'identity-providers',
  'instances',
  'instances.searchSyntax',
  'instances.page',
  'instances.hardware',
  'instances.ubuntuPro',
  'instances.processes',
  'instances.packages',
  'instances.delivery',
  'instances.actions',
  'instances.securityIssues',
  'instances.kernel',
  'instances.snaps',
  'instances.wsl',
  'instances.users',
  'org-settings',
  'organisations',
  'overview',
  'profiles',
  'upgrade-profiles',
  'reboot-profiles',
  'removal-profiles',
  'repository-profiles',
  'roles',
  'roles.form',
  'administrators',
  'administrators.form',
  'package-profiles',
  'package-profiles.form',
  'wsl-profiles',
  'wsl-profiles.form',
  'scripts',
  'scripts.form',
  'scripts.run',
  'script-profiles',
  'security-profiles',
  'security-profiles.modes',
  'security-profiles.benchmarks',
  'security-profiles.details',
  'security-profiles.form',
  'security-profiles.audit',
  'security-profiles.schedule',
  'shell',
  'shell.layout',
  'shell.screens',
  'shell.routes',
  'ui',
  'ui.list',
  'ui.form',
  'ui.modal',
  'ui.codeEditor',
] as const;

export type TextCatalogueName = (typeof TEXT_CATALOGUES)[number];

type Part<T> = TextOverrides<T>;

/** Replacements for any of the Landscape elements' texts, by catalogue (deep-partial). */
export interface LandscapeTexts {
  readonly 'access-groups'?: Part<typeof ACCESS_GROUP_TEXTS>;
  readonly activities?: Part<typeof ACTIVITY_TEXTS> & { readonly searchSyntax?: Part<typeof ACTIVITY_SEARCH_HELP> };
  readonly auth?: Part<typeof LOGIN_TEXTS>;
  readonly 'events-log'?: Part<typeof EVENTS_LOG_TEXTS>;
  readonly 'identity-providers'?: Part<typeof IDENTITY_PROVIDER_TEXTS>;
  readonly instances?: Part<typeof INSTANCE_TEXTS> & {
    readonly searchSyntax?: Part<typeof INSTANCE_SEARCH_HELP>;
    readonly page?: Part<typeof INSTANCE_PAGE_TEXTS>;
    readonly hardware?: Part<typeof HARDWARE_TEXTS>;
    readonly ubuntuPro?: Part<typeof UBUNTU_PRO_TEXTS>;
    readonly processes?: Part<typeof PROCESS_TEXTS>;
    readonly packages?: Part<typeof PACKAGE_TEXTS>;
    readonly delivery?: Part<typeof DELIVERY_TEXTS>;
    readonly actions?: Part<typeof INSTANCE_ACTION_TEXTS>;
    readonly securityIssues?: Part<typeof USN_TEXTS>;
    readonly kernel?: Part<typeof KERNEL_TEXTS>;
    readonly snaps?: Part<typeof SNAP_TEXTS>;
    readonly wsl?: Part<typeof WSL_TEXTS>;
    readonly users?: Part<typeof USER_TEXTS>;
  };
  readonly 'org-settings'?: Part<typeof ORG_SETTINGS_TEXTS>;
  readonly organisations?: Part<typeof ORGANISATION_TEXTS>;
  readonly overview?: Part<typeof OVERVIEW_TEXTS>;
  readonly profiles?: Part<typeof PROFILE_TEXTS>;
  readonly 'upgrade-profiles'?: Part<typeof UPGRADE_PROFILE_TEXTS>;
  readonly 'reboot-profiles'?: Part<typeof REBOOT_PROFILE_TEXTS>;
  readonly 'removal-profiles'?: Part<typeof REMOVAL_PROFILE_TEXTS>;
  readonly 'repository-profiles'?: Part<typeof REPOSITORY_PROFILE_TEXTS>;
  readonly account?: Part<typeof ACCOUNT_TEXTS>;
  readonly alerts?: Part<typeof ALERT_TEXTS> & {
    readonly subscriptions?: Part<typeof ALERT_SUBSCRIPTION_TEXTS>;
  };
  readonly roles?: Part<typeof ROLE_TEXTS> & {
    readonly form?: Part<typeof ROLE_FORM_TEXTS>;
  };
  readonly administrators?: Part<typeof ADMINISTRATOR_TEXTS> & {
    readonly form?: Part<typeof ADMINISTRATOR_FORM_TEXTS>;
  };
  readonly 'package-profiles'?: Part<typeof PACKAGE_PROFILE_TEXTS> & {
    readonly form?: Part<typeof PACKAGE_PROFILE_FORM_TEXTS>;
  };
  readonly 'wsl-profiles'?: Part<typeof WSL_PROFILE_TEXTS> & {
    readonly form?: Part<typeof WSL_PROFILE_FORM_TEXTS>;
  };
  readonly scripts?: Part<typeof SCRIPT_TEXTS> & {
    readonly form?: Part<typeof SCRIPT_FORM_TEXTS>;
    readonly run?: Part<typeof RUN_SCRIPT_TEXTS>;
  };
  readonly 'script-profiles'?: Part<typeof SCRIPT_PROFILE_TEXTS>;
  readonly 'security-profiles'?: Part<typeof SECURITY_PROFILE_TEXTS> & {
    readonly modes?: Part<typeof MODE_LABELS>;
    readonly benchmarks?: Part<typeof BENCHMARK_LABELS>;
    readonly details?: Part<typeof PROFILE_DETAILS_TEXTS>;
    readonly form?: Part<typeof PROFILE_FORM_TEXTS>;
    readonly audit?: Part<typeof AUDIT_TEXTS>;
    readonly schedule?: Part<typeof SCHEDULE_TEXTS>;
  };
  readonly shell?: Part<typeof PORTAL_TEXTS> & {
    readonly layout?: Part<typeof LAYOUT_TEXTS>;
    readonly screens?: Part<typeof SCREEN_TEXTS>;
    readonly routes?: Part<typeof ROUTE_TEXTS>;
  };
  readonly ui?: Part<typeof UI_TEXTS> & {
    readonly list?: Part<typeof LIST_TEXTS>;
    readonly form?: Part<typeof FORM_TEXTS>;
    readonly modal?: Part<typeof MODAL_TEXTS>;
    readonly codeEditor?: Part<typeof CODE_EDITOR_TEXTS>;
  };
}

const registry = createTextsRegistry(TEXT_CATALOGUES);

/** Registers a feature's catalogue (its texts.ts does, as it loads); the object stays live. */
export const registerTexts = <T extends object>(name: TextCatalogueName, catalogue: T): T => registry.register(name, catalogue);

/**
 * Replaces the texts of every Landscape element on the page (README "Texts and translations"):
 * overrides on top of SPEC's defaults, each call replacing the previous one. Elements already on
 * the page render again, from scratch.
 */
export function setTexts(overrides: LandscapeTexts | null | undefined): void {
  registry.set(overrides ?? {});
}

/** The overrides last given to setTexts. */
export const currentTexts = (): LandscapeTexts => registry.current() as LandscapeTexts;

/** For useSyncExternalStore: the texts' version changes with every setTexts. */
export const subscribeTexts = registry.subscribe;
export const textsVersion = registry.version;
