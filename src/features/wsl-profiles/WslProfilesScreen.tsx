import type { WslProfile } from '../../api/wsl-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { complianceColumns } from '../profiles/compliance/ComplianceColumns.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import { removeWslProfile, wslProfileActions, wslProfileTitle } from './actions.ts';
import { wslProfileListQuery } from './queries.ts';
import { WSL_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<WslProfile>('wsl', (profile) => profile.computers?.constrained.length);

/**
 * WSL profiles (profiles.md §6, self-hosted only): Name (opening the details, the profile's name
 * muted below), Description, Access group, Tags, Not compliant and Pending (each with its help,
 * linked to those instances), Associated (linked: `profile:wsl:{id}`), Actions (Edit, Duplicate,
 * Remove).
 */
const screen = profileScreen<WslProfile>({
  texts: T,
  query: wslProfileListQuery,
  actions: wslProfileActions,
  panels: {
    key: (profile) => `wsl-profile-${profile.id}`,
    title: wslProfileTitle,
    details: lazyScreen(() => import('./WslProfileDetailsPanel.tsx'), (module) => module.WslProfileDetails),
    form: lazyScreen(() => import('./WslProfileForm.tsx'), (module) => module.WslProfileForm),
    panelTitles: T.panel,
    remove: {
      texts: (profile) => ({
        title: T.remove.title,
        body: T.remove.body(isolate(wslProfileTitle(profile)), profile.computers?.constrained.length),
        phrase: T.remove.phrase(profile.name),
        irreversible: true,
      }),
      action: removeWslProfile,
    },
  },
  columns: (perform) => {
    const compliance = complianceColumns<WslProfile>('wsl', T);
    return [
      { id: 'name', header: T.columns.name, minWidth: '10rem', cell: (row) => <TitleCell title={wslProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
      compliance.description,
      shared.accessGroup,
      shared.tags,
      compliance.notCompliant,
      compliance.pending,
      shared.associated,
    ];
  },
});

/** The portal's /profiles/wsl route (self-hosted only: routes.ts). */
export default screen.Route;

/** `landscape-wsl-profiles`. */
export const EmbeddedWslProfiles = screen.Embedded;
