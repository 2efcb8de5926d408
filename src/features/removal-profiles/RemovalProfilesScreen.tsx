import { useMemo } from 'react';
import type { RemovalProfile } from '../../api/removal-profiles.ts';
import type { Column } from '../../ui/list/index.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { useStableCallback } from '../../ui/stable-callback.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { actionsColumn, sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { EmbeddedProfiles, ProfileRoute, type ProfileViewProps } from '../profiles/ProfileScreens.tsx';
import { ProfilesList } from '../profiles/ProfilesList.tsx';
import { useProfilePanels } from '../profiles/useProfilePanels.tsx';
import { removalProfileActions, removeRemovalProfile } from './actions.ts';
import { removalProfileListQuery } from './queries.ts';
import { REMOVAL_PROFILE_TEXTS as T } from './texts.ts';

const Details = lazyScreen(() => import('./RemovalProfileDetailsPanel.tsx'), (module) => module.RemovalProfileDetails);
const Form = lazyScreen(() => import('./RemovalProfileForm.tsx'), (module) => module.RemovalProfileForm);

/** The portal's /profiles/removal route. */
export default function RemovalProfilesRoute(props: ScreenProps) {
  return <ProfileRoute {...props} view={RemovalProfilesView} />;
}

/** `landscape-removal-profiles`. */
export function EmbeddedRemovalProfiles() {
  return <EmbeddedProfiles label={T.widgetLabel} signedOut={T.signedOut} view={RemovalProfilesView} />;
}

const shared = sharedColumns<RemovalProfile>('removal', (profile) => profile.computers?.num_associated_computers);

/**
 * Removal profiles (profiles.md §5): instances that have not contacted Landscape for a number of
 * days are removed. Name, Access group, Tags, Removal timeframe, Associated, Actions.
 */
function RemovalProfilesView({ list, widgetName }: ProfileViewProps) {
  const panels = useProfilePanels<RemovalProfile>({
    key: (profile) => `removal-profile-${profile.id}`,
    title: (profile) => profile.title,
    details: Details,
    form: Form,
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(profile.title), phrase: T.remove.phrase(profile.name) }),
      action: removeRemovalProfile,
    },
  });
  const perform = useStableCallback(panels.perform);
  const columns = useMemo<Column<RemovalProfile>[]>(
    () => [
      { id: 'name', header: T.columns.name, minWidth: '12rem', cell: (row) => <TitleCell title={row.title} name={row.name} onOpen={() => perform('view', row)} /> },
      shared.accessGroup,
      shared.tags,
      { id: 'timeframe', header: T.columns.timeframe, wrap: 'never', cell: (row) => T.days(row.days_without_exchange) },
      shared.associated,
      actionsColumn((row: RemovalProfile) => row.title, removalProfileActions, perform),
    ],
    [perform],
  );
  return (
    <ProfilesList<RemovalProfile>
      list={list}
      query={removalProfileListQuery}
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
