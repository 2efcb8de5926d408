import { expect, nextFrame } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { useAtomValue } from 'jotai/react';
import { Suspense, type ComponentType } from 'react';
import { matchPath } from '../../src/features/shell/guards.ts';
import { EnvErrorScreen } from '../../src/features/shell/screens/EnvErrorScreen.tsx';
import { HubScreen } from '../../src/features/shell/screens/HubScreen.tsx';
import {
  LoadingScreen,
  NotFoundScreen,
  RedirectingScreen,
  SCREENS,
  type ScreenProps,
} from '../../src/features/shell/screens/index.ts';
import { UnavailableScreen } from '../../src/features/shell/screens/UnavailableScreen.tsx';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { authStatusAtom } from '../../src/state/auth.ts';
import { deploymentModeAtom, featuresAtom } from '../../src/state/environment.ts';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { announcedAs, findNotification, waitFor } from '../helpers/dom.ts';
import {
  clearRequests,
  createNamespace,
  requests,
  setOptions,
  signIn,
  type SimNamespace,
  type SimulatorOptions,
} from '../helpers/simulator.ts';
import { UI_BASE, renderView, renderViews, restoreLocation } from './harness.tsx';

type Screen = Awaited<ReturnType<typeof renderView>>['screen'];

function propsFor(path: string): ScreenProps {
  const match = matchPath(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
}

/**
 * A route's screen with the notification area above it, as the layout shows them, once the auth
 * state is known (the portal renders screens only then; signed-out visits here see 'Loading...').
 */
function routeView(Screen: ComponentType<ScreenProps>, path: string) {
  const props = propsFor(path);
  return function RouteView() {
    if (useAtomValue(authStatusAtom) !== 'signed-in') return <LoadingScreen />;
    return (
      <>
        <NotificationArea />
        <Suspense fallback={<LoadingScreen />}>
          <Screen {...props} />
        </Suspense>
      </>
    );
  };
}

/** Replaces full-page navigation with a list of the addresses the screen asked to go to. */
function captureNavigation(root: LandscapeRoot): string[] {
  const visited: string[] = [];
  root.store.browser = { assign: (url) => visited.push(url) };
  return visited;
}

/** A namespace with the admin signed in through a browser session, as after the sign-in form. */
async function signedIn(options: SimulatorOptions = {}): Promise<SimNamespace> {
  const ns = await createNamespace(options);
  await signIn(ns);
  return ns;
}

describe('UnavailableScreen', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });

  it("is the route's page, naming the instance, with an honest empty state", async () => {
    const { screen } = await renderView(ns, routeView(UnavailableScreen, '/instances/6'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instance 6' })).to.exist;
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Instances' }).getAttribute('href')).to.equal(`${UI_BASE}/instances`);
    expect(screen.getByText('This page is not available in the new portal yet.')).to.exist;
    expect(screen.getByRole('button', { name: 'Open the classic dashboard' })).to.exist;
  });

  it('opens the classic dashboard at the address the server gives', async () => {
    const { root, screen } = await renderView(ns, routeView(UnavailableScreen, '/scripts'));
    const visited = captureNavigation(root);
    await clearRequests(ns);
    (await screen.findByRole('button', { name: 'Open the classic dashboard' })).click();
    await waitFor(() => expect(visited).to.deep.equal(['/classic/']));
    const calls = await requests(ns, { path: 'classic_dashboard_url' });
    expect(calls.map((call) => [call.method, call.authorization])).to.deep.equal([['GET', true]]);
  });

  it("shows the server's message when the request fails, and can try again", async () => {
    await setOptions(ns, {
      faults: [{ path: 'classic_dashboard_url', status: 503, body: { error: 'Down', message: 'Dashboard unavailable.' }, times: 1 }],
    });
    const { root, screen } = await renderView(ns, routeView(UnavailableScreen, '/scripts'));
    const visited = captureNavigation(root);
    const button = await screen.findByRole('button', { name: 'Open the classic dashboard' });
    button.click();
    expect(announcedAs(await findNotification(screen, 'Dashboard unavailable.'))).to.equal('assertive');
    expect(visited).to.deep.equal([]);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).to.equal(false));
    button.click();
    await waitFor(() => expect(visited).to.deep.equal(['/classic/']));
  });

  it('does not follow an address that is not http(s)', async () => {
    await setOptions(ns, {
      faults: [{ path: 'classic_dashboard_url', status: 200, body: { url: 'javascript:alert(1)' } }],
    });
    const { root, screen } = await renderView(ns, routeView(UnavailableScreen, '/scripts'));
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Open the classic dashboard' })).click();
    const card = await findNotification(screen, 'The server sent an invalid classic dashboard address.');
    expect(announcedAs(card)).to.equal('assertive');
    expect(visited).to.deep.equal([]);
  });

  it('is accessible', async () => {
    const { element, screen } = await renderView(ns, routeView(UnavailableScreen, '/instances/6/12'));
    await screen.findByRole('heading', { level: 1, name: 'Instance 12' });
    await expect(element).to.be.accessible();
  });
});

describe('HubScreen', () => {
  const linksOf = async (screen: Screen, name: string) => {
    const list = await screen.findByRole('list', { name });
    return within(list)
      .queryAllByRole('link')
      .map((link) => link.textContent);
  };

  it("lists the group's pages on self-hosted, mirrors and WSL included", async () => {
    const ns = await signedIn();
    const { screen } = await renderView(ns, routeView(HubScreen, '/profiles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiles' })).to.exist;
    await waitFor(async () =>
      expect(await linksOf(screen, 'Profiles pages')).to.deep.equal([
        'Repository profiles',
        'Package profiles',
        'Upgrade profiles',
        'Reboot profiles',
        'Removal profiles',
        'WSL profiles',
        'Security profiles',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Package profiles' }).getAttribute('href')).to.equal(
      `${UI_BASE}/profiles/package`,
    );
  });

  it('hides self-hosted pages on SaaS and pages of disabled features', async () => {
    const ns = await signedIn({ selfHosted: false, features: { 'usg-profiles': false } });
    const { store, screens } = await renderViews(ns, [
      routeView(HubScreen, '/profiles'),
      routeView(HubScreen, '/repositories'),
    ]);
    const [profiles, repositories] = screens as [Screen, Screen];
    // Asserted once the environment and the features are known (and rendered), not while loading.
    await waitFor(() => {
      expect(store.jotai.get(deploymentModeAtom)).to.equal('saas');
      expect(store.jotai.get(featuresAtom)).to.include({ 'usg-profiles': false, 'employee-management': true });
    });
    await nextFrame();
    expect(await linksOf(profiles, 'Profiles pages')).to.deep.equal([
      'Repository profiles',
      'Package profiles',
      'Upgrade profiles',
      'Reboot profiles',
      'Removal profiles',
    ]);
    expect(await linksOf(repositories, 'Repositories pages')).to.deep.equal(['GPG keys', 'APT sources']);
  });

  it('lists the organisation settings and the account pages', async () => {
    const ns = await signedIn({ oidcAvailable: false });
    const settings = await renderView(ns, routeView(HubScreen, '/settings'));
    await waitFor(async () =>
      expect(await linksOf(settings.screen, 'Organisation settings pages')).to.deep.equal([
        'General',
        'Administrators',
        'Employees',
        'Roles',
        'Access groups',
        'Identity providers',
      ]),
    );
    const account = await renderView(ns, routeView(HubScreen, '/account'));
    expect(await linksOf(account.screen, 'Account pages')).to.deep.equal(['General', 'Alerts', 'API credentials']);
  });

  it('is accessible', async () => {
    const ns = await signedIn();
    const { element, screen } = await renderView(ns, routeView(HubScreen, '/repositories'));
    await screen.findByRole('link', { name: 'Mirrors' });
    await expect(element).to.be.accessible();
  });
});

describe('other shell screens', () => {
  afterEach(restoreLocation);

  it('NotFoundScreen says so and leads to the overview', async () => {
    const { screen } = await renderView(await createNamespace(), NotFoundScreen);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).to.exist;
    const home = screen.getByRole('link', { name: 'Go to the overview' });
    expect(home.getAttribute('href')).to.equal(`${UI_BASE}/overview`);
    home.click();
    await waitFor(() => expect(location.pathname).to.equal(`${UI_BASE}/overview`));
  });

  it('EnvErrorScreen explains the self-hosted limit and leads to the overview', async () => {
    const { element, screen } = await renderView(await signedIn(), routeView(EnvErrorScreen, '/env-error'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available on this server' })).to.exist;
    expect(screen.getByText('This page is only available on self-hosted Landscape.')).to.exist;
    expect(screen.getByRole('link', { name: 'Go to the overview' }).getAttribute('href')).to.equal(`${UI_BASE}/overview`);
    await expect(element).to.be.accessible();
  });

  it("LoadingScreen and RedirectingScreen announce SPEC's texts", async () => {
    const ns = await createNamespace();
    const loading = await renderView(ns, LoadingScreen);
    expect((await loading.screen.findByRole('status')).textContent).to.equal('Loading...');
    const redirecting = await renderView(ns, RedirectingScreen);
    expect((await redirecting.screen.findByRole('status')).textContent).to.equal('Redirecting...');
  });

  it('SCREENS loads each screen lazily; screens not built yet are the unavailable page', async () => {
    const ns = await signedIn();
    const hub = await renderView(ns, routeView(SCREENS.hub, '/settings'));
    expect(await hub.screen.findByRole('list', { name: 'Organisation settings pages' })).to.exist;
    for (const path of ['/repositories/gpg-keys']) {
      const props = propsFor(path);
      const { screen } = await renderView(ns, routeView(SCREENS[props.route.screen], path));
      expect(await screen.findByRole('heading', { level: 1, name: props.route.title })).to.exist;
      expect(screen.getByText('This page is not available in the new portal yet.')).to.exist;
    }
    const envError = await renderView(ns, routeView(SCREENS['env-error'], '/env-error'));
    expect(await envError.screen.findByText('This page is only available on self-hosted Landscape.')).to.exist;
  });
});
