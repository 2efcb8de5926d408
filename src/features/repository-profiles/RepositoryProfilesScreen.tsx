import { useMemo } from 'react';
import type { RepositoryProfile } from '../../api/repository-profiles.ts';
import type { Column } from '../../ui/list/index.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { UI_TEXTS } from '../../ui/texts.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { actionsColumn, sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { EmbeddedProfiles, ProfileRoute, type ProfileViewProps } from '../profiles/ProfileScreens.tsx';
import { ProfilesList } from '../profiles/ProfilesList.tsx';
import { useProfilePanels } from '../profiles/useProfilePanels.tsx';
import { removeRepositoryProfile, repositoryProfileActions } from './actions.ts';
import { repositoryProfileListQuery } from './queries.ts';
import { REPOSITORY_PROFILE_TEXTS as T } from './texts.ts';

const Details = lazyScreen(() => import('./RepositoryProfileDetailsPanel.tsx'), (module) => module.RepositoryProfileDetails);
const Form = lazyScreen(() => import('./RepositoryProfileForm.tsx'), (module) => module.RepositoryProfileForm);

/** The portal's /profiles/repositories route. */
export default function RepositoryProfilesRoute(props: ScreenProps) {
  return <ProfileRoute {...props} view={RepositoryProfilesView} />;
}

/** `landscape-repository-profiles`. */
export function EmbeddedRepositoryProfiles() {
  return <EmbeddedProfiles label={T.widgetLabel} signedOut={T.signedOut} view={RepositoryProfilesView} />;
}

// The API counts no associated instances for repository profiles: no Associated column.
const shared = sharedColumns<RepositoryProfile>('repository', () => undefined);

/**
 * Repository profiles (profiles.md §1): the pockets and APT sources a set of instances uses. Title
 * (opening the details, which upstream lacks), Description, Access group, Tags, Actions.
 */
function RepositoryProfilesView({ list, widgetName }: ProfileViewProps) {
  const panels = useProfilePanels<RepositoryProfile>({
    key: (profile) => `repository-profile-${profile.id}`,
    title: (profile) => profile.title,
    details: Details,
    form: Form,
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(profile.title), phrase: T.remove.phrase(profile.name) }),
      action: removeRepositoryProfile,
    },
  });
  const perform = useStableCallback(panels.perform);
  const columns = useMemo<Column<RepositoryProfile>[]>(
    () => [
      { id: 'title', header: T.columns.title, minWidth: '12rem', cell: (row) => <TitleCell title={row.title} name={row.name} onOpen={() => perform('view', row)} /> },
      { id: 'description', header: T.columns.description, minWidth: '16rem', cell: (row) => <ServerText text={row.description} fallback={UI_TEXTS.empty} /> },
      shared.accessGroup,
      shared.tags,
      actionsColumn((row: RepositoryProfile) => row.title, repositoryProfileActions, perform),
    ],
    [perform],
  );
  return (
    <ProfilesList<RepositoryProfile>
      list={list}
      query={repositoryProfileListQuery}
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
