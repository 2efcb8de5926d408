import type { ApiClient } from './client.ts';
import { absentOr, isString, isStringList } from './guards.ts';
import { asList, changeLegacyAssociation, isAssociatedCount, isFlag, isLegacyNumber, isProfileBase, malformed, type Association, type ProfileBase } from './profile-common.ts';

/** A weekday as the profiles' schedules name it. */
export type WeekdayCode = 'su' | 'mo' | 'tu' | 'we' | 'th' | 'fr' | 'sa';

/** Upgrade profiles (screens profiles.md §3.5, all legacy): numbers come as text (`"30"`). */
export interface UpgradeProfile extends ProfileBase {
  readonly name: string;
  readonly upgrade_type: 'all' | 'security';
  readonly autoremove: boolean;
  readonly every: 'hour' | 'week';
  readonly on_days?: readonly WeekdayCode[] | null;
  readonly at_hour?: string | number | null;
  readonly at_minute: string | number;
  readonly deliver_within: string | number;
  readonly deliver_delay_window?: string | number | null;
  readonly next_run?: string | null;
  readonly computers?: { readonly num_associated_computers?: number | null } | null;
}

/** The schedule and options every add and edit sends (§3.3, minus the association and access group). */
export interface UpgradeProfileSettings {
  readonly title: string;
  readonly upgrade_type: 'all' | 'security';
  readonly autoremove: boolean;
  readonly every: 'hour' | 'week';
  readonly on_days: readonly WeekdayCode[];
  /** Weekly only. */
  readonly at_hour?: number | undefined;
  readonly at_minute: number;
  readonly deliver_within: number;
  /** 0 turns the window off (upstream 1.14 omits it, so a window could never be removed). */
  readonly deliver_delay_window: number;
}

export interface NewUpgradeProfile extends UpgradeProfileSettings, Association {
  readonly access_group: string;
}

export function isUpgradeProfile(value: unknown): value is UpgradeProfile {
  return (
    isProfileBase(value) &&
    isString(value['name']) &&
    (value['upgrade_type'] === 'all' || value['upgrade_type'] === 'security') &&
    isFlag(value['autoremove']) &&
    (value['every'] === 'hour' || value['every'] === 'week') &&
    absentOr(isStringList)(value['on_days']) &&
    absentOr((hour) => hour === '' || isLegacyNumber(hour))(value['at_hour']) &&
    isLegacyNumber(value['at_minute']) &&
    isLegacyNumber(value['deliver_within']) &&
    absentOr((window) => window === '' || isLegacyNumber(window))(value['deliver_delay_window']) &&
    absentOr(isString)(value['next_run']) &&
    isAssociatedCount(value['computers'])
  );
}

const ASSOCIATION_ACTIONS = { associate: 'AssociateUpgradeProfile', disassociate: 'DisassociateUpgradeProfile' };

const profileOf = (answer: unknown): UpgradeProfile => (isUpgradeProfile(answer) ? answer : malformed());

/** The legacy parameters of the settings: `on_days` once and empty when there are none (it clears them). */
function settingsParams(settings: UpgradeProfileSettings) {
  return {
    title: settings.title,
    upgrade_type: settings.upgrade_type,
    autoremove: settings.autoremove,
    every: settings.every,
    ...(settings.on_days.length > 0 ? { on_days: settings.on_days } : { on_days: '' }),
    ...(settings.every === 'week' && settings.at_hour !== undefined ? { at_hour: settings.at_hour } : {}),
    at_minute: settings.at_minute,
    deliver_within: settings.deliver_within,
    deliver_delay_window: settings.deliver_delay_window,
  };
}

export const upgradeProfilesApi = {
  list: async (api: ApiClient): Promise<readonly UpgradeProfile[]> => asList(await api.legacy('GetUpgradeProfiles'), isUpgradeProfile),
  create: async (api: ApiClient, profile: NewUpgradeProfile): Promise<UpgradeProfile> =>
    profileOf(
      await api.legacy('CreateUpgradeProfile', {
        ...settingsParams(profile),
        access_group: profile.access_group,
        all_computers: profile.all_computers,
        ...(profile.all_computers || profile.tags.length === 0 ? {} : { tags: profile.tags }),
      }),
    ),
  /**
   * `EditUpgradeProfile` takes the settings (not the access group: upstream 1.14 sends it, and every
   * edit fails); what changed in the association then goes through `AssociateUpgradeProfile` and
   * `DisassociateUpgradeProfile`, one after the other, so removing the last tag really removes it.
   * The profile as the server has it at the end is returned.
   */
  edit: async (api: ApiClient, profile: Pick<UpgradeProfile, 'name' | 'all_computers' | 'tags'>, settings: UpgradeProfileSettings, association: Association): Promise<UpgradeProfile> => {
    const saved = profileOf(await api.legacy('EditUpgradeProfile', { name: profile.name, ...settingsParams(settings) }));
    return changeLegacyAssociation(api, ASSOCIATION_ACTIONS, profile.name, profile, association, isUpgradeProfile, saved);
  },
  remove: async (api: ApiClient, name: string): Promise<void> => {
    await api.legacy('RemoveUpgradeProfile', { name });
  },
};
