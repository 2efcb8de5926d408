import type { ApiClient } from './client.ts';
import { isCount, isString } from './guards.ts';
import { asList, changeLegacyAssociation, isAssociatedCount, isProfileBase, malformed, type Association, type ProfileBase } from './profile-common.ts';

/** Removal profiles (screens profiles.md §5.5, legacy). */
export interface RemovalProfile extends ProfileBase {
  readonly name: string;
  readonly days_without_exchange: number;
  readonly cascade_to_children?: boolean | null;
  readonly computers?: { readonly num_associated_computers?: number | null } | null;
}

export interface RemovalProfileSettings {
  readonly title: string;
  readonly days_without_exchange: number;
}

export interface NewRemovalProfile extends RemovalProfileSettings, Association {
  readonly access_group: string;
}

export function isRemovalProfile(value: unknown): value is RemovalProfile {
  return isProfileBase(value) && isString(value['name']) && isCount(value['days_without_exchange']) && isAssociatedCount(value['computers']);
}

const ASSOCIATION_ACTIONS = { associate: 'AssociateRemovalProfile', disassociate: 'DisassociateRemovalProfile' };

const profileOf = (answer: unknown): RemovalProfile => (isRemovalProfile(answer) ? answer : malformed());

export const removalProfilesApi = {
  list: async (api: ApiClient): Promise<readonly RemovalProfile[]> => asList(await api.legacy('GetRemovalProfiles'), isRemovalProfile),
  create: async (api: ApiClient, profile: NewRemovalProfile): Promise<RemovalProfile> =>
    profileOf(
      await api.legacy('CreateRemovalProfile', {
        title: profile.title,
        days_without_exchange: profile.days_without_exchange,
        access_group: profile.access_group,
        all_computers: profile.all_computers,
        ...(profile.all_computers || profile.tags.length === 0 ? {} : { tags: profile.tags }),
      }),
    ),
  /**
   * `EditRemovalProfile` takes `name`, `title` and `days_without_exchange` (the public docs; upstream
   * 1.14 also sends the access group and every edit fails); the association's changes then go through
   * `AssociateRemovalProfile` and `DisassociateRemovalProfile`, so the last tag can be removed.
   */
  edit: async (api: ApiClient, profile: Pick<RemovalProfile, 'name' | 'all_computers' | 'tags'>, settings: RemovalProfileSettings, association: Association): Promise<RemovalProfile> => {
    const saved = profileOf(await api.legacy('EditRemovalProfile', { name: profile.name, title: settings.title, days_without_exchange: settings.days_without_exchange }));
    return changeLegacyAssociation(api, ASSOCIATION_ACTIONS, profile.name, profile, association, isRemovalProfile, saved);
  },
  remove: async (api: ApiClient, name: string): Promise<void> => {
    await api.legacy('RemoveRemovalProfile', { name });
  },
};
