import type { RebootProfile } from '../../api/reboot-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import * as styles from '../profiles/Profiles.css.ts';
import { rebootProfileActions, rebootProfileTitle, removeRebootProfile } from './actions.ts';
import { rebootProfileListQuery } from './queries.ts';
import { REBOOT_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<RebootProfile>('reboot', (profile) => profile.num_computers);

/** A header as its source writes it (lower-case), shown with a capital. */
const header = (text: string) => <span className={styles.capitalised}>{text}</span>;

/**
 * Reboot profiles (profiles.md §4): name, access group, Tags, associated, scheduled reboot (the next
 * one, in the user's zone, named: upstream shows local time without saying so), Actions.
 */
const screen = profileScreen<RebootProfile>({
  texts: T,
  query: rebootProfileListQuery,
  actions: rebootProfileActions,
  panels: {
    key: (profile) => `reboot-profile-${profile.id}`,
    title: rebootProfileTitle,
    details: lazyScreen(() => import('./RebootProfileDetailsPanel.tsx'), (module) => module.RebootProfileDetails),
    form: lazyScreen(() => import('./RebootProfileForm.tsx'), (module) => module.RebootProfileForm),
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(isolate(rebootProfileTitle(profile))), phrase: T.remove.phrase(rebootProfileTitle(profile)), irreversible: false }),
      action: removeRebootProfile,
    },
  },
  columns: (perform) => [
    { id: 'name', header: header(T.columns.name), minWidth: '12rem', cell: (row) => <TitleCell title={rebootProfileTitle(row)} onOpen={() => perform('view', row)} /> },
    { ...shared.accessGroup, header: header(T.columns.accessGroup) },
    shared.tags,
    { ...shared.associated, header: header(T.columns.associated) },
    {
      id: 'scheduled',
      header: header(T.columns.scheduled),
      // Date and time on two lines when the table is tight, so it fits beside the actions at 1280 px.
      minWidth: '8rem',
      cell: (row) =>
        row.next_run ? (
          <span className={styles.detailTime}>
            <DateTime value={row.next_run} />
          </span>
        ) : (
          UI_TEXTS.empty
        ),
    },
  ],
});

/** The portal's /profiles/reboot route. */
export default screen.Route;

/** `landscape-reboot-profiles`. */
export const EmbeddedRebootProfiles = screen.Embedded;
