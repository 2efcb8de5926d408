import type { UpgradeProfile } from '../../api/upgrade-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import { removeUpgradeProfile, upgradeProfileActions, upgradeProfileTitle } from './actions.ts';
import { upgradeProfileListQuery } from './queries.ts';
import { UPGRADE_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<UpgradeProfile>('upgrade', (profile) => profile.computers?.num_associated_computers);

/**
 * Upgrade profiles (profiles.md §3): Name, Access group, Tags, Associated (upstream 1.14 leaves it
 * blank), Actions; the schedule in words is in the details (its words are the security profiles'
 * schedule texts, which a list here would move into the core every element loads).
 */
const screen = profileScreen<UpgradeProfile>({
  texts: T,
  query: upgradeProfileListQuery,
  actions: upgradeProfileActions,
  panels: {
    key: (profile) => `upgrade-profile-${profile.id}`,
    title: upgradeProfileTitle,
    details: lazyScreen(() => import('./UpgradeProfileDetailsPanel.tsx'), (module) => module.UpgradeProfileDetails),
    form: lazyScreen(() => import('./UpgradeProfileForm.tsx'), (module) => module.UpgradeProfileForm),
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(isolate(upgradeProfileTitle(profile))), phrase: T.remove.phrase(profile.name) }),
      action: removeUpgradeProfile,
    },
  },
  columns: (perform) => [
    { id: 'name', header: T.columns.name, minWidth: '12rem', cell: (row) => <TitleCell title={upgradeProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
    shared.accessGroup,
    shared.tags,
    shared.associated,
  ],
});

/** The portal's /profiles/upgrade route. */
export default screen.Route;

/** `landscape-upgrade-profiles`. */
export const EmbeddedUpgradeProfiles = screen.Embedded;
