import type { RepositoryProfile } from '../../api/repository-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import { removeRepositoryProfile, repositoryProfileActions, repositoryProfileTitle } from './actions.ts';
import { repositoryProfileListQuery } from './queries.ts';
import { REPOSITORY_PROFILE_TEXTS as T } from './texts.ts';

// The API counts no associated instances for repository profiles: no Associated column.
const shared = sharedColumns<RepositoryProfile>('repository', () => undefined);

/**
 * Repository profiles (profiles.md §1): the pockets and APT sources a set of instances uses. Title
 * (opening the details, which upstream lacks), Description, Access group, Tags, Actions.
 */
const screen = profileScreen<RepositoryProfile>({
  texts: T,
  query: repositoryProfileListQuery,
  actions: repositoryProfileActions,
  panels: {
    key: (profile) => `repository-profile-${profile.id}`,
    title: repositoryProfileTitle,
    details: lazyScreen(() => import('./RepositoryProfileDetailsPanel.tsx'), (module) => module.RepositoryProfileDetails),
    form: lazyScreen(() => import('./RepositoryProfileForm.tsx'), (module) => module.RepositoryProfileForm),
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(isolate(repositoryProfileTitle(profile))), phrase: T.remove.phrase(profile.name) }),
      action: removeRepositoryProfile,
    },
  },
  columns: (perform) => [
    { id: 'title', header: T.columns.title, minWidth: '12rem', cell: (row) => <TitleCell title={repositoryProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
    { id: 'description', header: T.columns.description, minWidth: '16rem', cell: (row) => <ServerText text={row.description} fallback={UI_TEXTS.empty} /> },
    shared.accessGroup,
    shared.tags,
  ],
});

/** The portal's /profiles/repositories route. */
export default screen.Route;

/** `landscape-repository-profiles`. */
export const EmbeddedRepositoryProfiles = screen.Embedded;
