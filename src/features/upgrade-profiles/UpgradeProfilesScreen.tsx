import { useMemo } from 'react';
import type { UpgradeProfile } from '../../api/upgrade-profiles.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import type { Column } from '../../ui/list/index.ts';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { actionsColumn, sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { EmbeddedProfiles, ProfileRoute, type ProfileViewProps } from '../profiles/ProfileScreens.tsx';
import { ProfilesList } from '../profiles/ProfilesList.tsx';
import { useProfilePanels } from '../profiles/useProfilePanels.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { removeUpgradeProfile, upgradeProfileActions } from './actions.ts';
import { upgradeProfileListQuery } from './queries.ts';
import { UPGRADE_PROFILE_TEXTS as T } from './texts.ts';

const Details = lazyScreen(() => import('./UpgradeProfileDetailsPanel.tsx'), (module) => module.UpgradeProfileDetails);
const Form = lazyScreen(() => import('./UpgradeProfileForm.tsx'), (module) => module.UpgradeProfileForm);

/** The portal's /profiles/upgrade route. */
export default function UpgradeProfilesRoute(props: ScreenProps) {
  return <ProfileRoute {...props} view={UpgradeProfilesView} />;
}

/** `landscape-upgrade-profiles`. */
export function EmbeddedUpgradeProfiles() {
  return <EmbeddedProfiles label={T.widgetLabel} signedOut={T.signedOut} view={UpgradeProfilesView} />;
}

const shared = sharedColumns<UpgradeProfile>('upgrade', (profile) => profile.computers?.num_associated_computers);

/**
 * Upgrade profiles (profiles.md §3): Name, Access group, Tags, Associated (upstream 1.14 leaves it
 * blank), Actions; the schedule in words is in the details (its words are the security profiles'
 * schedule texts, which a list here would move into the core every element loads).
 */
function UpgradeProfilesView({ list, widgetName }: ProfileViewProps) {
  const panels = useProfilePanels<UpgradeProfile>({
    key: (profile) => `upgrade-profile-${profile.id}`,
    title: (profile) => profile.title,
    details: Details,
    form: Form,
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(profile.title), phrase: T.remove.phrase(profile.name) }),
      action: removeUpgradeProfile,
    },
  });
  const perform = useStableCallback(panels.perform);
  const columns = useMemo<Column<UpgradeProfile>[]>(
    () => [
      { id: 'name', header: T.columns.name, minWidth: '12rem', cell: (row) => <TitleCell title={row.title} name={row.name} onOpen={() => perform('view', row)} /> },
      shared.accessGroup,
      shared.tags,
      shared.associated,
      actionsColumn((row: UpgradeProfile) => row.title, upgradeProfileActions, perform),
    ],
    [perform],
  );
  return (
    <ProfilesList<UpgradeProfile>
      list={list}
      query={upgradeProfileListQuery}
      texts={T.list}
      columns={columns}
      rowId={(row) => String(row.id)}
      onAdd={panels.add}
      widgetName={widgetName}
    >
      {panels.modal}
    </ProfilesList>
  );
}
