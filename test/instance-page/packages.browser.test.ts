import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, setFieldValue, typeInto, waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

const BUSY = 6;
const NO_PACKAGES = 10;
const PRO_FAILURE = 14;

interface ServerPackage {
  id: number;
  name: string;
  status: string;
  current_version: string | null;
  available_version: string | null;
}

const packagesOf = (ns: SimNamespace, token: string, id: number, query: string) =>
  api<{ count: number; results: ServerPackage[] }>(ns, token, `computers/${id}/packages?limit=20&offset=0&${query}`);

async function shownNames(screen: Screen): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Packages' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
}

/** The side panel's form, by its name. */
const panelForm = (screen: Screen, name: string | RegExp) => screen.findByRole('form', { name });

describe('instance page: Packages tab', () => {
  let ns: SimNamespace;
  let token: string;
  let title: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
    title = (await serverInstance(ns, token, BUSY)).title;
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it('lists the installed packages, then by status and search on the server, the state in the address', async () => {
    const installed = await packagesOf(ns, token, BUSY, 'installed=true');
    const upgrades = await packagesOf(ns, token, BUSY, 'upgrade=true');
    await clearRequests(ns);
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=packages`, title);
    expect(await shownNames(screen)).to.deep.equal(installed.results.map((pkg) => pkg.name));
    await expect(portal).to.be.accessible();

    screen.getByRole('button', { name: 'Status: All' }).click();
    (await screen.findByRole('option', { name: 'Upgrades' })).click();
    await waitForPath(`/instances/${BUSY}?tab=packages&status=upgrade`);
    await waitFor(async () => expect(await shownNames(screen)).to.deep.equal(upgrades.results.map((pkg) => pkg.name)));

    await typeInto(screen.getByRole('searchbox', { name: 'Search packages' }), 'zzzz-none');
    screen.getByRole('button', { name: 'Search' }).click();
    await screen.findByText('No available upgrades found with the search "zzzz-none".');
    const calls = await requests(ns, { method: 'GET', path: `computers/${BUSY}/packages` });
    expect(calls.map((call) => [call.query['installed'], call.query['upgrade'], call.query['search']])).to.deep.equal([
      ['true', undefined, undefined],
      [undefined, 'true', undefined],
      [undefined, 'true', 'zzzz-none'],
    ]);
  });

  it('upgrades a selection at a scheduled time in the user\'s zone, sent as UTC; a past time is refused first', async () => {
    const upgrades = await packagesOf(ns, token, BUSY, 'upgrade=true');
    const chosen = upgrades.results.filter((pkg) => !(pkg.available_version ?? '').includes('ubuntu-pro')).slice(0, 2);
    const { root, screen } = await renderPortal(ns, `/instances/${BUSY}?tab=packages&status=upgrade`);
    root.setAttribute('time-zone', 'Asia/Tokyo');
    await shownNames(screen);
    for (const pkg of chosen) screen.getByRole('checkbox', { name: `Select ${pkg.name}` }).click();
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    await waitFor(() => expect(upgrade.getAttribute('aria-disabled')).to.equal(null));
    upgrade.click();
    const form = await panelForm(screen, 'Upgrade 2 selected packages');
    within(form).getByRole('radio', { name: 'Scheduled' }).click();
    const time = (await within(form).findByRole('textbox', { name: /Scheduled time/ })) as HTMLInputElement;
    expect(within(form).getByText(/In your time zone, Asia\/Tokyo\./)).to.exist;
    setFieldValue(time, '01/01/2020, 09:30');
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Upgrade' }).click();
    await within(form).findByText('The scheduled time must be in the future.');
    expect(await requests(ns, { path: 'UpgradePackages' })).to.deep.equal([]);

    setFieldValue(time, '12/31/2030, 09:30');
    within(form).getByRole('radio', { name: 'Yes' }).click();
    const window = (await within(form).findByRole('spinbutton', { name: /Time window/ })) as HTMLInputElement;
    setFieldValue(window, '30');
    await setOptions(ns, { latencyMs: 300 });
    const submit = within(form).getByRole('button', { name: 'Upgrade' });
    submit.click();
    submit.click();
    await findNotification(screen, 'You queued selected packages to be upgraded.');
    await setOptions(ns, { latencyMs: 0 });
    const calls = await requests(ns, { path: 'UpgradePackages' });
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.include({
      query: `id:${BUSY}`,
      'packages.1': chosen[0]!.name,
      'packages.2': chosen[1]!.name,
      // 09:30 in Tokyo (UTC+9) is 00:30 UTC.
      deliver_after: '2030-12-31T00:30:00Z',
      deliver_delay_window: '30',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Upgrade 2 selected packages' })).to.equal(null));
  });

  it("holds a package from its row's menu, and keeps the form with the server's message when refused", async () => {
    const installed = await packagesOf(ns, token, BUSY, 'installed=true');
    const pkg = installed.results.find((item) => item.status !== 'held')!;
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=packages`, title);
    await shownNames(screen);
    screen.getByRole('button', { name: `Actions for ${pkg.name}` }).click();
    (await screen.findByRole('menuitem', { name: 'Hold' })).click();
    const form = await panelForm(screen, `Hold ${pkg.name}`);
    expect(form.textContent).to.contain(`This will disable upgrades for the ${pkg.name} Package.`);
    await setOptions(ns, { faults: [{ method: 'POST', path: 'packages', status: 400, times: 1, body: { error: 'InvalidParameter', message: 'The package is locked by dpkg.' } }] });
    within(form).getByRole('radio', { name: 'Yes' }).click();
    const window = (await within(form).findByRole('spinbutton', { name: /Time window/ })) as HTMLInputElement;
    setFieldValue(window, '15');
    within(form).getByRole('button', { name: 'Hold' }).click();
    await within(form).findByText('The package is locked by dpkg.');
    expect(window.value).to.equal('15');
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Hold' }).click();
    await findNotification(screen, `You queued ${pkg.name} Package to be held.`);
    const [post] = await requests(ns, { method: 'POST', path: 'packages' });
    expect(post!.body).to.deep.equal({ action: 'hold', computer_ids: [BUSY], package_ids: [pkg.id], deliver_delay_window: 15 });
  });

  it('downgrades to a version the server lists', async () => {
    const installed = await packagesOf(ns, token, BUSY, 'installed=true');
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=packages`, title);
    await shownNames(screen);
    let chosen: { pkg: ServerPackage; version: string } | undefined;
    for (const pkg of installed.results.filter((item) => item.status !== 'held')) {
      const versions = await api<{ results: { version: string }[] }>(ns, token, `computers/${BUSY}/packages/installed/${pkg.name}/downgrades`);
      if (versions.results.length > 0) {
        chosen = { pkg, version: versions.results[0]!.version };
        break;
      }
    }
    expect(chosen, 'a package with an older version').to.exist;
    screen.getByRole('button', { name: `Actions for ${chosen!.pkg.name}` }).click();
    (await screen.findByRole('menuitem', { name: 'Downgrade' })).click();
    const form = await panelForm(screen, `Downgrade ${chosen!.pkg.name}`);
    const select = (await within(form).findByRole('combobox', { name: /New version/ })) as HTMLSelectElement;
    select.value = chosen!.version;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Downgrade' }).click();
    await findNotification(screen, `You queued ${chosen!.pkg.name} Package to be downgraded.`);
    const [post] = await requests(ns, { method: 'POST' });
    expect([post!.path, post!.body]).to.deep.equal([`computers/${BUSY}/packages/installed`, { package_name: chosen!.pkg.name, package_version: chosen!.version }]);
  });

  it('installs packages found by a search of three characters or more', async () => {
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=packages`, title);
    await shownNames(screen);
    screen.getByRole('button', { name: 'Install' }).click();
    const form = await panelForm(screen, 'Install packages');
    const search = within(form).getByRole('searchbox', { name: 'Search for available packages' });
    expect(within(form).getByText('Min 3. characters')).to.exist;
    await typeInto(search, 'lib');
    const found = await within(form).findByRole('group', { name: 'Packages found' });
    const [first] = within(found).getAllByRole('checkbox') as HTMLInputElement[];
    const name = first!.labels?.[0]?.textContent ?? '';
    first!.click();
    await within(form).findByRole('button', { name: `Remove ${name}` });
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Install packages' }).click();
    await findNotification(screen, `You queued package ${name} to be installed.`);
    const [post] = await requests(ns, { method: 'POST', path: 'packages' });
    expect((post!.body as { action: string }).action).to.equal('install');
  });

  it('marks upgrades only Ubuntu Pro delivers, which select all leaves out', async () => {
    const instance = await serverInstance(ns, token, PRO_FAILURE);
    const upgrades = await packagesOf(ns, token, PRO_FAILURE, 'upgrade=true');
    const pro = upgrades.results.filter((pkg) => (pkg.available_version ?? '').includes('ubuntu-pro'));
    expect(pro.length, 'a Pro-only upgrade').to.be.greaterThan(0);
    const { portal, screen } = await openPage(ns, `/instances/${PRO_FAILURE}?tab=packages&status=upgrade`, instance.title);
    await shownNames(screen);
    expect(await screen.findByText('Some upgrades require Ubuntu Pro:')).to.exist;
    expect((screen.getByRole('checkbox', { name: `Select ${pro[0]!.name}` }) as HTMLInputElement).disabled).to.equal(true);
    screen.getByRole('checkbox', { name: 'Toggle all' }).click();
    await screen.findByText(`${upgrades.results.length - pro.length} selected`);
    await expect(portal).to.be.accessible();
  });

  it('says when the instance has no packages', async () => {
    const instance = await serverInstance(ns, token, NO_PACKAGES);
    const { screen } = await openPage(ns, `/instances/${NO_PACKAGES}?tab=packages`, instance.title);
    expect(await screen.findByText('No packages found.')).to.exist;
  });
});
