import { useMemo } from 'react';
import type { RebootProfile } from '../../api/reboot-profiles.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import type { Column } from '../../ui/list/index.ts';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { actionsColumn, sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { EmbeddedProfiles, ProfileRoute, type ProfileViewProps } from '../profiles/ProfileScreens.tsx';
import { ProfilesList } from '../profiles/ProfilesList.tsx';
import * as styles from '../profiles/Profiles.css.ts';
import { useProfilePanels } from '../profiles/useProfilePanels.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { rebootProfileActions, removeRebootProfile } from './actions.ts';
import { rebootProfileListQuery } from './queries.ts';
import { REBOOT_PROFILE_TEXTS as T } from './texts.ts';

const Details = lazyScreen(() => import('./RebootProfileDetailsPanel.tsx'), (module) => module.RebootProfileDetails);
const Form = lazyScreen(() => import('./RebootProfileForm.tsx'), (module) => module.RebootProfileForm);

/** The portal's /profiles/reboot route. */
export default function RebootProfilesRoute(props: ScreenProps) {
  return <ProfileRoute {...props} view={RebootProfilesView} />;
}

/** `landscape-reboot-profiles`. */
export function EmbeddedRebootProfiles() {
  return <EmbeddedProfiles label={T.widgetLabel} signedOut={T.signedOut} view={RebootProfilesView} />;
}

const shared = sharedColumns<RebootProfile>('reboot', (profile) => profile.num_computers);

/**
 * Reboot profiles (profiles.md §4): name, access group, Tags, associated, scheduled reboot (the next
 * one, in the user's zone, named: upstream shows local time without saying so), Actions.
 */
function RebootProfilesView({ list, widgetName }: ProfileViewProps) {
  const panels = useProfilePanels<RebootProfile>({
    key: (profile) => `reboot-profile-${profile.id}`,
    title: (profile) => profile.title,
    details: Details,
    form: Form,
    panelTitles: T.form.panel,
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(profile.title), phrase: T.remove.phrase(profile.title), irreversible: false }),
      action: removeRebootProfile,
    },
  });
  const perform = useStableCallback(panels.perform);
  const columns = useMemo<Column<RebootProfile>[]>(
    () => [
      { id: 'name', header: <span className={styles.capitalised}>{T.columns.name}</span>, minWidth: '12rem', cell: (row) => <TitleCell title={row.title} onOpen={() => perform('view', row)} /> },
      { ...shared.accessGroup, header: <span className={styles.capitalised}>{T.columns.accessGroup}</span> },
      shared.tags,
      { ...shared.associated, header: <span className={styles.capitalised}>{T.columns.associated}</span> },
      {
        id: 'scheduled',
        header: <span className={styles.capitalised}>{T.columns.scheduled}</span>,
        wrap: 'never',
        cell: (row) =>
          row.next_run ? (
            <span className={styles.time}>
              <DateTime value={row.next_run} />
            </span>
          ) : (
            UI_TEXTS.empty
          ),
      },
      actionsColumn((row: RebootProfile) => row.title, rebootProfileActions, perform),
    ],
    [perform],
  );
  return (
    <ProfilesList<RebootProfile>
      list={list}
      query={rebootProfileListQuery}
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
