import type { WslProfile } from '../../api/wsl-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { sharedColumns, TitleCell } from '../profiles/cells.tsx';
import type { ComplianceState } from '../profiles/compliance/ComplianceDialogs.tsx';
import { profileScreen } from '../profiles/ProfileScreens.tsx';
import { removeWslProfile, wslProfileActions, wslProfileTitle } from './actions.ts';
import { wslProfileListQuery } from './queries.ts';
import { WSL_PROFILE_TEXTS as T } from './texts.ts';

const shared = sharedColumns<WslProfile>('wsl', (profile) => profile.computers?.constrained.length);

// The compliance cells and their headers' help, loaded as the list mounts (only this list and
// package profiles' use them: in the profile kit they would weigh on every profile route).
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

function Count({ row, state }: { readonly row: WslProfile; readonly state: ComplianceState }) {
  return (
    <WhenLoaded component={ComplianceCount} fallback={<>{UI_TEXTS.empty}</>}>
      <ComplianceCount type="wsl" id={row.id} computers={row.computers} state={state} />
    </WhenLoaded>
  );
}

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
  columns: (perform) => [
    { id: 'name', header: T.columns.name, minWidth: '12rem', cell: (row) => <TitleCell title={wslProfileTitle(row)} name={row.name} onOpen={() => perform('view', row)} /> },
    { id: 'description', header: T.columns.description, minWidth: '14rem', cell: (row) => <ServerText text={row.description} fallback={UI_TEXTS.empty} /> },
    shared.accessGroup,
    shared.tags,
    { id: 'not-compliant', header: <Header label={T.columns.notCompliant} help={T.help.notCompliant} />, cell: (row) => <Count row={row} state="non-compliant" /> },
    { id: 'pending', header: <Header label={T.columns.pending} help={T.help.pending} />, cell: (row) => <Count row={row} state="pending" /> },
    shared.associated,
  ],
});

/** The portal's /profiles/wsl route (self-hosted only: routes.ts). */
export default screen.Route;

/** `landscape-wsl-profiles`. */
export const EmbeddedWslProfiles = screen.Embedded;
