import type { RemovalProfile } from '../../api/removal-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import { removalProfileActions, removalProfileTitle, removeRemovalProfile } from './actions.ts';
import { removalProfileListQuery } from './queries.ts';
import { REMOVAL_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<RemovalProfile>('removal', (profile) => profile.computers?.num_associated_computers);

/**
 * Removal profiles (profiles.md §5): instances that have not contacted Landscape for a number of
 * days are removed. Name, Access group, Tags, Removal timeframe, Associated, Actions.
 */
const screen = profileScreen<RemovalProfile>({
  texts: T,
  query: removalProfileListQuery,
  actions: removalProfileActions,
  panels: {
    key: (profile) => `removal-profile-${profile.id}`,
    title: removalProfileTitle,
    details: lazyScreen(() => import('./RemovalProfileDetailsPanel.tsx'), (module) => module.RemovalProfileDetails),
    form: lazyScreen(() => import('./RemovalProfileForm.tsx'), (module) => module.RemovalProfileForm),
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(isolate(removalProfileTitle(profile))), phrase: T.remove.phrase(profile.name) }),
      action: removeRemovalProfile,
    },
  },
  columns: (perform) => [
    { id: 'name', header: T.columns.name, minWidth: '12rem', cell: (row) => <TitleCell title={removalProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
    shared.accessGroup,
    shared.tags,
    { id: 'timeframe', header: T.columns.timeframe, cell: (row) => T.days(row.days_without_exchange) },
    shared.associated,
  ],
});

/** The portal's /profiles/removal route. */
export default screen.Route;

/** `landscape-removal-profiles`. */
export const EmbeddedRemovalProfiles = screen.Embedded;
