import type { PackageProfile } from '../../api/package-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import type { ComplianceState } from '../profiles/compliance/ComplianceDialogs.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import * as styles from '../profiles/Profiles.css.ts';
import { packageProfileActions, packageProfileTitle, removePackageProfile } from './actions.ts';
import { packageProfileListQuery } from './queries.ts';
import { PACKAGE_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<PackageProfile>('package', (profile) => profile.computers?.constrained.length);

// The compliance cells and their headers' help, loaded as the list mounts (only this list and WSL
// profiles' use them: in the profile kit they would weigh on every profile route).
const loadCompliance = () => import('../profiles/compliance/ComplianceDialogs.tsx');
const HelpHeader = lazyScreen(loadCompliance, (module) => module.HelpHeader);
const ComplianceCount = lazyScreen(loadCompliance, (module) => module.ComplianceCount);

function Header({ label, help }: { readonly label: string; readonly help: string }) {
  return (
    <WhenLoaded component={HelpHeader} fallback={<>{label}</>}>
      <HelpHeader label={label} help={help} about={T.help.about(label)} />
    </WhenLoaded>
  );
}

function Count({ row, state }: { readonly row: PackageProfile; readonly state: ComplianceState }) {
  return (
    <WhenLoaded component={ComplianceCount} fallback={<>{UI_TEXTS.empty}</>}>
      <ComplianceCount type="package" id={row.id} computers={row.computers} state={state} />
    </WhenLoaded>
  );
}

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
  columns: (perform) => [
    { id: 'name', header: T.columns.name, minWidth: '10rem', cell: (row) => <TitleCell title={packageProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
    {
      id: 'description',
      header: T.columns.description,
      minWidth: '10rem',
      cell: (row) => (
        <span className={styles.clamped} title={row.description}>
          <ServerText text={row.description} fallback={UI_TEXTS.empty} />
        </span>
      ),
    },
    shared.accessGroup,
    shared.tags,
    { id: 'not-compliant', header: <Header label={T.columns.notCompliant} help={T.help.notCompliant} />, cell: (row) => <Count row={row} state="non-compliant" /> },
    { id: 'pending', header: <Header label={T.columns.pending} help={T.help.pending} />, cell: (row) => <Count row={row} state="pending" /> },
    shared.associated,
  ],
});

/** The portal's /profiles/package route. */
export default screen.Route;

/** `landscape-package-profiles`. */
export const EmbeddedPackageProfiles = screen.Embedded;
