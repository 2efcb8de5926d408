import type { PackageProfile } from '../../api/package-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import { complianceColumns } from '../profiles/compliance/ComplianceColumns.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import { packageProfileActions, packageProfileTitle, removePackageProfile } from './actions.ts';
import { packageProfileListQuery } from './queries.ts';
import { PACKAGE_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<PackageProfile>('package', (profile) => profile.computers?.constrained.length);

/**
 * Package profiles (profiles.md §2): Name (opening the details, the profile's name muted below),
 * Description, Access group, Tags, Not compliant and Pending (each with its help, linked to those
 * instances), Associated, Actions (Edit, Change package constraints, Duplicate, Remove).
 */
const screen = profileScreen<PackageProfile>({
  texts: T,
  query: packageProfileListQuery,
  actions: packageProfileActions,
  panels: {
    key: (profile) => `package-profile-${profile.id}`,
    title: packageProfileTitle,
    details: lazyScreen(() => import('./PackageProfileDetailsPanel.tsx'), (module) => module.PackageProfileDetails),
    form: lazyScreen(() => import('./PackageProfileForm.tsx'), (module) => module.PackageProfileForm),
    panelTitles: T.panel,
    sizes: { details: 'medium', add: 'medium' },
    editor: {
      title: (title) => T.panel.constraints(title),
      size: 'medium',
      component: lazyScreen(() => import('./ConstraintsEditorPanel.tsx'), (module) => module.ConstraintsEditor),
    },
    remove: {
      texts: (profile) => ({ title: T.remove.title, body: T.remove.body(isolate(packageProfileTitle(profile))), phrase: T.remove.phrase(profile.name), irreversible: true }),
      action: removePackageProfile,
    },
  },
  columns: (perform) => {
    const compliance = complianceColumns<PackageProfile>('package', T);
    return [
      { id: 'name', header: T.columns.name, minWidth: '10rem', cell: (row) => <TitleCell title={packageProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
      compliance.description,
      shared.accessGroup,
      shared.tags,
      compliance.notCompliant,
      compliance.pending,
      shared.associated,
    ];
  },
});

/** The portal's /profiles/package route. */
export default screen.Route;

/** `landscape-package-profiles`. */
export const EmbeddedPackageProfiles = screen.Embedded;
