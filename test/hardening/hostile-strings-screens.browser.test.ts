/**
 * Hostile server strings in the fields the portal's screens and the identity providers widget show
 * (issue 11), the table of hostile-strings.browser.test.ts continued: each value of HOSTILE goes into
 * each field through a crafted 200 answer from the simulator. Each case asserts no element made from
 * markup, no page wider than the viewport and no control outside its container, the string isolated
 * from the sentence around it (bidi), and a visible, reachable name when the string shows nothing.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { html } from 'lit';
import '../../elements/index.ts';
import type { Fault } from '../../demo/server/options.ts';
import { SCRIPT_PROFILE_SHOWCASE } from '../../demo/server/showcase.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { findNotification, mount, screenOf, setFieldValue, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace } from '../helpers/portal.ts';
import { setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { cellText, loginMethodsFault, renderIdentityProviders } from '../identity-providers/helpers.ts';
import { editorIn, editorText } from '../scripts/helpers.ts';
import { expectContainedIn, expectInert, HOSTILE, isIsolated, textHolder } from './hostile.ts';

configure({ asyncUtilTimeout: 5000 });

async function getJson<Body>(ns: SimNamespace, path: string): Promise<Body> {
  const token = await tokenFor(ns);
  return (await (await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Body;
}

interface InstanceBody {
  id: number;
  title: string;
  hostname: string;
  tags: string[];
  cloud_init?: { availability_zone: string | null };
  parent: { id: number; title: string; hostname: string } | null;
  children: unknown[];
  alerts?: { type: string; summary: string; severity: string }[];
}

let cases = 0;

/** The code editor shows the code as text: its lines hold only CodeMirror's own elements. */
function expectEditorText(editor: HTMLElement): void {
  const foreign = [...editor.querySelectorAll('*')].filter(
    (element) => !['div', 'span', 'br'].includes(element.localName) && !(element.localName === 'img' && element.classList.contains('cm-widgetBuffer')),
  );
  expect(foreign.map((element) => element.localName), 'elements made from the code').to.deep.equal([]);
}

describe('hostile server strings on screens', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
    delete window.__hostileRan;
  });
  afterEach(leavePortal);
  after(() => {
    // The closing note of issue 11 quotes this count.
    console.log(`hostile-strings-screens: ${cases} cases held`);
  });

  for (const hostile of HOSTILE) {
    it(`instance page: title, breadcrumb, alert, tag and availability zone: ${hostile.label}`, async () => {
      const list = await getJson<{ results: InstanceBody[] }>(ns, 'computers?limit=2&offset=0');
      const [host, other] = list.results;
      const instance = await getJson<InstanceBody>(ns, `computers/${host!.id}`);
      instance.title = hostile.value;
      instance.tags = [hostile.value];
      instance.cloud_init = { availability_zone: hostile.value };
      // Shown as a WSL instance under another host whose title is hostile too: the breadcrumb names it.
      // The parent as the API may send it (issue 21): a reference, its id, title and hostname only.
      instance.parent = { id: other!.id, title: hostile.value, hostname: other!.hostname };
      instance.children = [];
      instance.alerts = [{ type: 'package-upgrades', summary: hostile.value, severity: 'warning' }];
      await setOptions(ns, { faults: [{ method: 'GET', path: `computers/${instance.id}`, status: 200, body: instance }] });
      const { portal, screen } = await renderPortal(ns, `/instances/${other!.id}/${instance.id}`);

      const name = hostile.blank ? instance.hostname : hostile.value;
      const heading = await screen.findByRole('heading', { level: 1, name });
      expectContainedIn(portal, heading, hostile);
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      const parentName = hostile.blank ? other!.hostname : hostile.value;
      const parentCrumb = within(breadcrumb).getByRole('link', { name: parentName });
      expectContainedIn(breadcrumb, parentCrumb, hostile);
      const current = breadcrumb.querySelector('[aria-current="page"]')!;
      expect(current.textContent).to.equal(name);
      expectContainedIn(breadcrumb, current, hostile);

      const alerts = screen.getByText((_, element) => element?.localName === 'dt' && element.textContent === 'Alerts').nextElementSibling!;
      expect(alerts.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(portal, alerts.querySelector('li')!, hostile);

      const tag = await screen.findByText((_, element) => element?.localName === 'dt' && element.textContent === 'Tags');
      const tags = tag.nextElementSibling!;
      expect(tags.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(portal, tags.querySelector('li') ?? tags, hostile);
      const zone = screen.getByText((_, element) => element?.localName === 'dt' && element.textContent === 'Availability zone');
      expect(zone.nextElementSibling!.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(portal, zone.nextElementSibling!, hostile);
      cases += 1;
    });

    it(`instance page, Hardware and Ubuntu Pro tabs: a model, a cache level, a disk, an account and a service: ${hostile.label}`, async () => {
      const instance = await getJson<InstanceBody & Record<string, any>>(ns, 'computers/6?with_grouped_hardware=true');
      const hardware = instance['grouped_hardware'];
      hardware.system.model = hostile.value;
      hardware.cpu[0].cache = { [hostile.value]: '192 KiB' };
      hardware.storage[0].description = hostile.value;
      const pro = instance['ubuntu_pro_info'];
      pro.account.name = hostile.value;
      pro.services = [{ name: hostile.value, available: 'yes', entitled: 'yes', status: hostile.value, description: hostile.value }];
      await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6', status: 200, body: instance }] });
      const { portal, screen } = await renderPortal(ns, '/instances/6?tab=hardware');

      const system = await screen.findByRole('region', { name: 'System' });
      const model = within(system).getAllByRole('term').find((term) => term.textContent === 'MODEL')!.nextElementSibling!;
      expect(model.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(portal, model, hostile);
      const processor = screen.getByRole('region', { name: 'Processor' });
      // A label the server names (a cache level) is text too.
      const level = within(processor).getAllByRole('term').find((term) => term.nextElementSibling?.textContent === '192 KiB')!;
      expectContainedIn(portal, level, hostile);
      const disk = within(screen.getByRole('region', { name: 'Storage' })).getAllByRole('definition')[0]!;
      expectContainedIn(portal, disk, hostile);

      screen.getByRole('tab', { name: 'Ubuntu Pro' }).click();
      const account = await screen.findByRole('region', { name: 'Account information' });
      const name = within(account).getAllByRole('definition')[0]!;
      expect(name.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(portal, name, hostile);
      // Cells keep their text inside, and no column takes the table's width: the table scrolls in
      // its own region, the page does not widen.
      const table = screen.getByRole('table', { name: 'Ubuntu Pro services' });
      const [serviceName, , status, description] = within(table).getAllByRole('cell');
      for (const cell of [serviceName!, status!, description!]) {
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Kernel tab: a patch's description and bug: ${hostile.label}`, async () => {
      const info = await getJson<Record<string, any>>(ns, 'computers/1/livepatch/info');
      const status = info['livepatch_info'].json.output.Status[0];
      status.Livepatch.Fixes = [{ Name: 'cve-2024-1086', Patched: false, Description: hostile.value, Bug: hostile.value }];
      await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/1/livepatch/info', status: 200, body: info }] });
      const { screen } = await renderPortal(ns, '/instances/1?tab=kernel');
      const table = await screen.findByRole('table', { name: 'Patches discovered since last restart' });
      const [, , description, bug] = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      for (const cell of [description!, bug!]) {
        expect(cell.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Security issues tab: a notice, a CVE and a javascript: link: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, unknown>[] }>(ns, 'usns?computer_ids=6&limit=20&offset=0&show_packages=false');
      page.results[0] = { ...page.results[0], usn: hostile.value, usn_link: 'javascript:window.__hostileRan=1', cves: [{ cve: hostile.value, cve_link: 'javascript:window.__hostileRan=1' }] };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'usns', status: 200, body: page }] });
      const { screen } = await renderPortal(ns, '/instances/6?tab=security-issues');
      const table = await screen.findByRole('table', { name: 'Security issues' });
      const [, usn, cves] = within(table).getAllByRole('row')[1]!.querySelectorAll(':scope > td');
      for (const cell of [usn!, cves!]) {
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
        // A link the server sends that is no web address is not a link.
        expect(cell.querySelector('a[href^="javascript"]')).to.equal(null);
      }
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Packages tab: a name, a version and a summary: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, unknown>[] }>(ns, 'computers/6/packages?limit=20&offset=0&installed=true');
      page.results[0] = { ...page.results[0], name: hostile.value, current_version: hostile.value, summary: hostile.value, available_version: hostile.value };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6/packages', status: 200, body: page }] });
      const { screen } = await renderPortal(ns, '/instances/6?tab=packages');
      const table = await screen.findByRole('table', { name: 'Packages' });
      const [, name, , version, details] = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      for (const cell of [name!, version!, details!]) {
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      expect(version!.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      // Its menu is named after it, and reachable whatever the name shows.
      expect(within(table).getAllByRole('button', { name: /^Actions for / })[0]).to.exist;
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, WSL tab: an instance's title and distribution: ${hostile.label}`, async () => {
      const host = await getJson<InstanceBody & Record<string, any>>(ns, 'computers/5001');
      host.children = [{ ...(host.children[0] as Record<string, unknown>), title: hostile.value, distribution: hostile.value }];
      await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/5001', status: 200, body: host }] });
      const { screen } = await renderPortal(ns, '/instances/5001?tab=wsl');
      const table = await screen.findByRole('table', { name: 'WSL instances' });
      const [, title, os] = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      for (const cell of [title!, os!]) {
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Snaps tab: a name, a channel and a summary: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, any>[] }>(ns, 'computers/6/snaps/installed?limit=20&offset=0');
      page.results[0] = { ...page.results[0], tracking_channel: hostile.value, version: hostile.value, snap: { ...page.results[0]!['snap'], name: hostile.value, summary: hostile.value } };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6/snaps/installed', status: 200, body: page }] });
      const { screen } = await renderPortal(ns, '/instances/6?tab=snaps');
      const table = await screen.findByRole('table', { name: 'Snaps' });
      const [, name, channel, , , summary] = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      for (const cell of [name!, channel!, summary!]) {
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      expect(channel!.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Users tab: a username and a full name: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, unknown>[] }>(ns, 'users?computer_id=6&limit=5000&offset=0');
      page.results[0] = { ...page.results[0], username: hostile.value, name: hostile.value };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'users', status: 200, body: page }] });
      const { screen } = await renderPortal(ns, '/instances/6?tab=users');
      const table = await screen.findByRole('table', { name: 'Users' });
      const [, username, , , name] = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      for (const cell of [username!, name!]) {
        expect(cell.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Processes tab: a command and a state: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, unknown>[] }>(ns, 'computers/6/processes?limit=20&offset=0');
      page.results[0] = { ...page.results[0], name: hostile.value, state: hostile.value };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6/processes', status: 200, body: page }] });
      const { screen } = await renderPortal(ns, '/instances/6?tab=processes');
      const table = await screen.findByRole('table', { name: 'Processes' });
      const [, command, state] = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      for (const cell of [command!, state!]) {
        expect(cell.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      // The row's checkbox is named after the command, and reachable whatever it shows.
      const checkbox = within(table).getAllByRole('checkbox')[1]!;
      expect(checkbox.getAttribute('aria-label')).to.match(/^Select process .* \(PID \d+\)$/);
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instances list, Upgrade panel: a package's name and versions, a notice's summary: ${hostile.label}`, async () => {
      const list = await getJson<{ results: (InstanceBody & { upgrades?: { regular: number; security: number } })[] }>(
        ns,
        'computers?limit=20&offset=0&root_only=true&with_alerts=true&with_upgrades=true',
      );
      const picked = list.results.filter((instance) => (instance.upgrades?.security ?? 0) > 0).slice(0, 2);
      const ids = picked.map((instance) => instance.id);
      const packages = await getJson<{ count: number; results: Record<string, any>[] }>(
        ns,
        `packages?${new URLSearchParams({ query: ids.map((id) => `id:${id}`).join(' OR '), upgrade: 'true', limit: '5', offset: '0' })}`,
      );
      const first = packages.results[0]!;
      packages.results[0] = {
        ...first,
        name: hostile.value,
        computers: (first['computers'] as Record<string, unknown>[]).map((computer) => ({ ...computer, current_version: hostile.value, available_version: hostile.value })),
      };
      const usns = await getJson<{ count: number; results: Record<string, unknown>[] }>(
        ns,
        `usns?${new URLSearchParams({ computer_ids: ids.join(','), show_packages: 'false', limit: '5', offset: '0' })}`,
      );
      usns.results[0] = { ...usns.results[0], info: hostile.value };
      await setOptions(ns, {
        faults: [
          { method: 'GET', path: 'packages', status: 200, body: packages },
          { method: 'GET', path: 'usns', status: 200, body: usns },
        ],
      });
      const { screen } = await renderPortal(ns, '/instances');
      const table = await screen.findByRole('table', { name: 'Instances' });
      const bar = within(await screen.findByRole('toolbar', { name: 'Instance actions' }));
      for (const instance of picked) {
        const box = await within(table).findByRole('checkbox', { name: `Select ${instance.title}` });
        box.click();
        await waitFor(() => expect((box as HTMLInputElement).checked).to.equal(true));
      }
      bar.getByRole('button', { name: 'Upgrade' }).click();
      const panel = await screen.findByRole('dialog', { name: 'Upgrades' });
      within(panel).getByRole('tab', { name: 'Packages' }).click();
      const tabPanel = await within(panel).findByRole('tabpanel', { name: 'Packages' });
      const box = await waitFor(() => {
        const boxes = within(tabPanel).queryAllByRole('checkbox');
        if (boxes.length === 0) throw new Error(`no package shown: ${tabPanel.textContent?.slice(0, 300)}`);
        return boxes[0]!;
      });
      const row = box.closest('li')!;
      expectContainedIn(panel, row.firstElementChild!, hostile);
      // Its instances, with the versions, shown on demand; the button is named whatever the name shows.
      const more = within(row).getAllByRole('button')[0]!;
      expect(more.getAttribute('aria-label')).to.match(/^Instances of /);
      more.click();
      const nested = await waitFor(() => {
        const found = row.querySelector('ul li');
        if (!found) throw new Error('no instance under the package');
        return found;
      });
      expectContainedIn(panel, nested, hostile);
      within(panel).getByRole('tab', { name: 'USNs' }).click();
      const usnRow = (await within(await within(panel).findByRole('tabpanel', { name: 'USNs' })).findByRole('checkbox', { name: new RegExp(`^USN-${usns.results[0]!['usn'] as string}`) })).closest('li')!;
      expectContainedIn(panel, usnRow.firstElementChild!, hostile);
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instance page, Associate employee: an employee's name in the results and as chosen: ${hostile.label}`, async () => {
      const found = await getJson<{ count: number; results: Record<string, unknown>[] }>(ns, 'employees?search=Aisha&limit=20&offset=0');
      const employee = { ...found.results[0], name: hostile.value };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'employees', status: 200, body: { count: 1, results: [employee] } }] });
      const instance = await getJson<InstanceBody>(ns, 'computers/4304');
      const { screen } = await renderPortal(ns, '/instances/4304');
      await screen.findByRole('heading', { level: 1, name: instance.title });
      // The bar collapses into its menu at this width.
      (await screen.findByRole('button', { name: `${instance.title} instance actions` })).click();
      (await screen.findByRole('menuitem', { name: 'Associate employee' })).click();
      const form = await screen.findByRole('form', { name: `Associate employee with ${instance.title}` });
      await typeInto(within(form).getByRole('searchbox', { name: 'Employee' }), 'Aisha');
      const results = await within(form).findByRole('group', { name: 'Employees found' });
      const choice = (await within(results).findAllByRole('button'))[0]!;
      expectContainedIn(form, choice, hostile);
      choice.click();
      const chosen = await within(form).findByRole('region', { name: 'Chosen employee' });
      expectContainedIn(form, chosen, hostile);
      // Clearing it is reachable by a name whatever the name shows.
      expect(within(chosen).getByRole('button', { name: /^Clear/ })).to.exist;
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`instances filter chip with an access group's title: ${hostile.label}`, async () => {
      const token = await tokenFor(ns);
      const legacy = (await (
        await fetch(`${ns.legacyApiBase}?action=GetAccessGroups&version=2011-08-01`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { name: string; title: string }[];
      const group = legacy.find((item) => item.name === 'production')!;
      group.title = hostile.value;
      await setOptions(ns, { faults: [{ path: 'GetAccessGroups', status: 200, body: legacy }] });
      const { portal, screen } = await renderPortal(ns, '/instances?accessGroups=production');

      const chips = await screen.findByRole('list', { name: 'Active filters' });
      // A title that shows nothing gives way to the group's name.
      const shown = hostile.blank ? 'production' : hostile.value;
      const remove = await within(chips).findByRole('button', { name: `Remove Access group filter: ${shown}` });
      const chip = remove.closest('li')!;
      await waitFor(() => expect(chip.textContent).to.equal(`Access group: ${shown}`));
      expectContainedIn(portal, chip, hostile, "Access group:");
      cases += 1;
    });

    it(`identity provider name in its row, menu, edit panel, delete modal and notice: ${hostile.label}`, async () => {
      await setOptions(ns, {
        faults: [
          loginMethodsFault([
            { id: 1, name: hostile.value, provider: 'okta', enabled: true },
            { id: 2, name: 'Google', provider: 'google', enabled: true },
          ]),
        ],
      });
      const { root, screen } = await renderIdentityProviders(ns);
      root.style.display = 'block';
      root.style.width = '480px';
      const name = hostile.blank ? 'Identity provider 1' : hostile.value;
      const menuButton = await screen.findByRole('button', { name: `${name} provider actions` });
      const row = menuButton.closest('tr')!;
      const cell = row.querySelector('td')!;
      expect(cellText(cell)).to.equal(name);
      expectContainedIn(root, cell, hostile);

      menuButton.click();
      const menu = await screen.findByRole('menu');
      within(menu).getByRole('menuitem', { name: `Edit ${name} provider` }).click();
      const panel = await screen.findByRole('dialog', { name: `Edit ${name} provider` });
      const title = within(panel).getByRole('heading', { name: `Edit ${name} provider` });
      expectContainedIn(panel, title, hostile, ' provider');
      within(panel).getByRole('button', { name: 'Close side panel' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

      (await screen.findByRole('button', { name: `${name} provider actions` })).click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Delete ${name} provider` }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Delete identity provider' });
      const body = within(dialog).getByText((_, element) => element?.localName === 'p' && element.textContent === `This will delete the ${name} provider.`);
      expectContainedIn(dialog, body, hostile, ' provider.');
      within(dialog).getByRole('button', { name: 'Delete' }).click();
      const notice = await findNotification(screen, `You have successfully deleted ${name} identity provider.`);
      expectContainedIn(document.body, notice, hostile, ' identity provider.');
      cases += 1;
    });

    it(`role name and description in its row, menu, edit panel, remove modal and notice: ${hostile.label}`, async () => {
      const role = { name: hostile.value, description: hostile.value, permissions: ['ViewComputer'], global_permissions: [], persons: ['ada@example.com'], access_groups: ['global'] };
      // A real server refuses such a name: the removal is answered as the server answers one it takes.
      await setOptions(ns, { faults: [{ path: 'GetRoles', status: 200, body: [role] }, { path: 'RemoveRole', status: 200, body: {} }] });
      const { portal, screen } = await renderPortal(ns, '/settings/roles');
      const name = hostile.blank ? 'Unnamed role' : hostile.value;
      const menuButton = await screen.findByRole('button', { name: `${name} role actions` });
      const row = menuButton.closest('tr')!;
      const cell = row.querySelector('td')!;
      expect(cell.querySelector('span')!.textContent).to.equal(name);
      expectContainedIn(portal, cell, hostile);

      menuButton.click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Edit "${name}" role` }).click();
      const panel = await screen.findByRole('dialog', { name: `Edit "${name}" role` });
      const title = within(panel).getByRole('heading', { name: `Edit "${name}" role` });
      expectContainedIn(panel, title, hostile, '" role');
      await within(panel).findByRole('group', { name: 'Access Groups' });
      within(panel).getByRole('button', { name: 'Close side panel' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

      (await screen.findByRole('button', { name: `${name} role actions` })).click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Remove "${name}" role` }).click();
      const dialog = await screen.findByRole('dialog', { name: `Remove '${name}' role` });
      const body = within(dialog).getByText((_, element) => element?.localName === 'p' && element.textContent === `This will remove '${name}' role.`);
      expectContainedIn(dialog, body, hostile, "' role.");
      within(dialog).getByRole('button', { name: 'Remove' }).click();
      const notice = await findNotification(screen, `You removed the role '${name}'`);
      expectContainedIn(document.body, notice, hostile, 'You removed the role');
      cases += 1;
    });

    it(`administrator name, email and role in the row, menu, panel, remove modal and notices: ${hostile.label}`, async () => {
      const email = `${hostile.value}@example.com`;
      const administrator = { id: 99, name: hostile.value, email, roles: [hostile.value] };
      const role = { name: hostile.value, description: '', permissions: [], global_permissions: [], persons: [email], access_groups: [] };
      // A real server refuses such a role: the changes are answered as a server answers those it takes.
      await setOptions(ns, {
        faults: [
          { path: 'GetAdministrators', status: 200, body: [administrator] },
          { path: 'GetRoles', status: 200, body: [role, { ...role, name: 'GlobalAdmin', persons: [] }] },
          { path: 'administrators/99', method: 'PUT', status: 200, body: administrator },
          { path: 'DisableAdministrator', status: 200, body: administrator },
        ],
      });
      const { portal, screen } = await renderPortal(ns, '/settings/administrators');
      // A name that shows nothing is named by the email.
      const name = hostile.blank ? email : hostile.value;
      const menuButton = await screen.findByRole('button', { name: `${name} administrator actions` });
      const row = menuButton.closest('tr')!;
      const [nameCell, emailCell, rolesCell] = [...row.querySelectorAll('td')];
      expect(nameCell!.textContent).to.equal(name);
      expectContainedIn(portal, within(nameCell!).getByRole('button'), hostile);
      // The table scrolls sideways in a narrow page: its cells stay in their row, their strings in their cell.
      expectContainedIn(row, emailCell!, hostile);
      const chip = await waitFor(() => rolesCell!.querySelector('li')!);
      expectContainedIn(rolesCell!, chip, hostile);

      within(rolesCell!).getByRole('button', { name: `Remove ${hostile.value}` }).click();
      await waitFor(() => expect(rolesCell!.querySelector('li')).to.equal(null));
      within(rolesCell!).getByRole('combobox').click();
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'GlobalAdmin' }).click();
      await waitFor(() => expect(rolesCell!.querySelector('li')?.textContent).to.equal('GlobalAdmin'));
      within(rolesCell!).getByRole('button', { name: `Save changes to the roles of ${name}` }).click();
      const changed = await findNotification(screen, 'Permission changes have been queued');
      expectContainedIn(document.body, changed, hostile, "'s roles");

      within(nameCell!).getByRole('button').click();
      const panel = await screen.findByRole('dialog', { name });
      expectContainedIn(panel, within(panel).getByRole('heading', { name }), hostile);
      await within(panel).findByRole('form');
      within(panel).getByRole('button', { name: `Remove "${name}" administrator` }).click();
      const dialog = await screen.findByRole('dialog', { name: `Remove ${name}` });
      expectContainedIn(dialog, within(dialog).getByRole('heading', { name: `Remove ${name}` }), hostile, 'Remove');
      within(dialog).getByRole('button', { name: 'Remove' }).click();
      const notice = await findNotification(screen, 'as an administrator.');
      expectContainedIn(document.body, notice, hostile, ' as an administrator.');
      cases += 1;
    });

    it(`invitation name in its row, revoke modal and notice: ${hostile.label}`, async () => {
      const invitation = { id: 77, secure_id: 's', account: 'Acme', name: hostile.value, email: 'h@example.com', creation_time: new Date().toISOString() };
      await setOptions(ns, {
        faults: [
          { path: 'invitations', status: 200, body: { count: 1, next: null, previous: null, results: [invitation] } },
          { path: 'invitations/77', method: 'DELETE', status: 204 },
        ],
      });
      const { portal, screen } = await renderPortal(ns, '/settings/administrators?tab=invites');
      const name = hostile.blank ? 'h@example.com' : hostile.value;
      const revoke = await screen.findByRole('button', { name: `Revoke invitation for ${name}` });
      const cell = revoke.closest('tr')!.querySelector('td')!;
      expect(cell.textContent).to.equal(name);
      expectContainedIn(portal, cell, hostile);
      revoke.click();
      const dialog = await screen.findByRole('dialog', { name: `Revoke invitation for ${name}` });
      const body = within(dialog).getByText((_, element) => element?.localName === 'p' && (element.textContent ?? '').startsWith('This action will prevent'));
      expectContainedIn(dialog, body, hostile, ' from joining');
      within(dialog).getByRole('button', { name: 'Revoke invitation' }).click();
      const notice = await findNotification(screen, 'You revoked an administrator invite');
      expectContainedIn(document.body, notice, hostile, ' invitation has been revoked');
      cases += 1;
    });

    it(`security profile title in its menu, edit panel, archive modal and notice: ${hostile.label}`, async () => {
      const list = await getJson<{ results: { id: number; name: string; title: string; status: string }[] }>(ns, 'security-profiles?limit=20&offset=0');
      const profile = list.results.find((item) => item.status === 'active')!;
      profile.title = hostile.value;
      await setOptions(ns, { faults: [{ method: 'GET', path: 'security-profiles', status: 200, body: list }] });
      const root = await mount<LandscapeRoot>(
        html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-security-profiles></landscape-security-profiles></landscape-root>`,
        'landscape-root',
      );
      root.style.display = 'block';
      root.style.width = '480px';
      const screen = screenOf(root.querySelector('landscape-security-profiles')!);
      const name = hostile.blank ? `Security profile ${profile.id}` : hostile.value;
      const menuButton = async () => screen.findByRole('button', { name: `${name} profile actions` });

      (await menuButton()).click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Edit "${name}" security profile` }).click();
      const panel = await screen.findByRole('dialog', { name: `Edit ${name}` });
      expectContainedIn(panel, within(panel).getByRole('heading', { name: `Edit ${name}` }), hostile, 'Edit ');
      within(panel).getByRole('button', { name: 'Close side panel' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

      (await menuButton()).click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Archive "${name}" security profile` }).click();
      const dialog = await screen.findByRole('dialog', { name: `Archive "${name}" profile` });
      expectContainedIn(dialog, within(dialog).getByRole('heading', { name: `Archive "${name}" profile` }), hostile, '" profile');
      await typeInto(within(dialog).getByRole('textbox'), `archive ${profile.name}`);
      within(dialog).getByRole('button', { name: 'Archive' }).click();
      const notice = await findNotification(screen, `You have archived "${name}" profile`);
      expectContainedIn(document.body, notice, hostile, '" profile');
      cases += 1;
    });

    it(`activity details: the creator's name and the output: ${hostile.label}`, async () => {
      const list = await getJson<{ results: { id: number; summary: string; creator: { name: string } | null; result_text: string | null }[] }>(
        ns,
        'activities?limit=20&offset=0',
      );
      const first = list.results[0]!;
      const detail = await getJson<typeof first>(ns, `activities/${first.id}`);
      for (const activity of [first, detail]) {
        activity.creator = { ...activity.creator!, name: hostile.value };
        activity.result_text = hostile.value;
      }
      await setOptions(ns, {
        faults: [
          { method: 'GET', path: 'activities', status: 200, body: list },
          { method: 'GET', path: `activities/${first.id}`, status: 200, body: detail },
        ],
      });
      const root = await mount<LandscapeRoot>(
        html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-activities></landscape-activities></landscape-root>`,
        'landscape-root',
      );
      root.style.display = 'block';
      root.style.width = '480px';
      const screen = screenOf(root.querySelector('landscape-activities')!);
      (await screen.findByRole('button', { name: first.summary })).click();
      const panel = await screen.findByRole('dialog', { name: first.summary });
      const creator = await within(panel).findByText((_, element) => element?.localName === 'dt' && element.textContent === 'Creator');
      const value = creator.nextElementSibling!;
      expect(value.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(panel, value, hostile);
      if (!hostile.blank) expectContainedIn(panel, within(panel).getByText(hostile.value, { selector: 'pre' }), { ...hostile, blank: true });
      cases += 1;
    });

    it(`events log: a username, an entity type and name, and a message, cut and whole: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, unknown>[] }>(ns, 'events?days=30&limit=20&offset=0');
      page.results[0] = { ...page.results[0], person_name: hostile.value, entity_type: hostile.value, entity_name: hostile.value, message: hostile.value };
      await setOptions(ns, { faults: [{ method: 'GET', path: 'events', status: 200, body: page }] });
      const { screen } = await renderPortal(ns, '/events-log');
      const table = await screen.findByRole('table', { name: 'Events' });
      const row = await waitFor(() => {
        const found = table.querySelector('tbody tr');
        if (!found || found.querySelectorAll('td').length < 5) throw new Error('no event row yet');
        return found;
      });
      const [, username, type, name, message] = row.querySelectorAll(':scope > td');
      for (const cell of [username!, type!, name!]) {
        expect(cell.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(cell, cell.firstElementChild ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(400);
      }
      // A message over 160 characters shows its start and "Show more", named whatever it shows; then the whole of it.
      const chars = [...hostile.value];
      const cut = chars.length > 160;
      const text = () => message!.querySelector('bdi')!;
      expect(text().textContent).to.equal(hostile.blank ? '---' : cut ? `${chars.slice(0, 160).join('')}…` : hostile.value);
      expectContainedIn(message!, text(), hostile);
      expect(message!.getBoundingClientRect().width, 'the message widens its column').to.be.below(400);
      if (cut) {
        const more = within(message as HTMLElement).getByRole('button', { name: /^Show more of the message at / });
        more.click();
        await waitFor(() => expect(text().textContent).to.equal(hostile.value));
        expectContainedIn(message!, text(), hostile);
        expectContainedIn(message!, more, { ...hostile, blank: true });
        expect(message!.getBoundingClientRect().width, 'the whole message widens its column').to.be.below(400);
      } else {
        expect(within(message as HTMLElement).queryByRole('button')).to.equal(null);
      }
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      cases += 1;
    });

    it(`scripts list and details: a script's title, creator, attachment filename and code: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, any>[] }>(ns, 'scripts?script_type=active&limit=20&offset=0');
      const id = page.results[0]!['id'] as number;
      const detail = await getJson<Record<string, any>>(ns, `scripts/${id}`);
      for (const script of [page.results[0]!, detail]) {
        script['title'] = hostile.value;
        script['created_by'] = { ...script['created_by'], name: hostile.value };
        script['interpreter'] = '/bin/bash';
        script['code'] = `echo '${hostile.value}'\n`;
        script['attachments'] = [{ id: 1, filename: hostile.value }];
      }
      await setOptions(ns, {
        faults: [
          { method: 'GET', path: 'scripts', status: 200, body: page },
          { method: 'GET', path: `scripts/${id}`, status: 200, body: detail },
        ],
      });
      const { portal, screen } = await renderPortal(ns, '/scripts');
      const table = await screen.findByRole('table', { name: 'Scripts' });
      const row = await waitFor(() => {
        const found = table.querySelector('tbody tr');
        if (!found || found.querySelectorAll('td').length < 7) throw new Error('no script row yet');
        return found;
      });
      const [nameCell, , , , created] = row.querySelectorAll(':scope > td');
      // A title that shows nothing gives way to "Script {id}".
      const name = hostile.blank ? `Script ${id}` : hostile.value;
      const open = nameCell!.querySelector('button')!;
      expect(open.textContent).to.equal(name);
      expectContainedIn(nameCell!, open, hostile);
      expect(nameCell!.getBoundingClientRect().width, 'the name widens its column').to.be.below(400);
      const creator = created!.querySelector('bdi')!;
      expect(creator.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(created!, creator, hostile);
      expect(within(row as HTMLElement).getByRole('button', { name: `${name} actions` })).to.exist;

      open.click();
      const panel = await screen.findByRole('dialog', { name });
      expectContainedIn(panel, within(panel).getByRole('heading', { level: 2 }), hostile);
      const info = await within(panel).findByRole('tabpanel', { name: 'Info' });
      const fact = (label: string) => [...info.querySelectorAll('dt')].find((term) => term.textContent === label)!.nextElementSibling!;
      expect(fact('Name').textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(info, fact('Name'), hostile);
      const attachment = fact('Attachments').querySelector('li')!;
      expectContainedIn(info, attachment, hostile);
      // The file's Download is reachable whatever its name shows.
      expect(within(attachment).getByRole('button', { name: /^Download / }).textContent).to.equal('Download');
      within(panel).getByRole('tab', { name: 'Code' }).click();
      const editor = await editorIn(await within(panel).findByRole('tabpanel', { name: 'Code' }));
      await waitFor(() => expect(editorText(editor)).to.equal(`#!/bin/bash\necho '${hostile.value}'\n`));
      expectEditorText(editor);
      expect(window.__hostileRan, 'a hostile string ran').to.equal(undefined);
      expect(document.documentElement.scrollWidth, 'the page widens').to.be.at.most(window.innerWidth);
      expect(panel.getBoundingClientRect().right, 'the panel sticks out of the page').to.be.at.most(window.innerWidth + 0.5);
      // No element made from markup: the only images are CodeMirror's own cursor buffers.
      expect([...portal.shadowRoot!.querySelectorAll('img')].filter((image) => !image.classList.contains('cm-widgetBuffer'))).to.deep.equal([]);
      cases += 1;
    });

    it(`script profiles list and details: a profile's title, creator and tags, its script's title: ${hostile.label}`, async () => {
      const page = await getJson<{ count: number; results: Record<string, any>[] }>(ns, 'script-profiles?archived=active&limit=20&offset=0');
      const id = page.results[0]!['id'] as number;
      const scriptId = page.results[0]!['script_id'] as number;
      const detail = await getJson<Record<string, any>>(ns, `script-profiles/${id}`);
      for (const profile of [page.results[0]!, detail]) {
        profile['title'] = hostile.value;
        profile['created_by'] = { ...profile['created_by'], name: hostile.value };
        profile['all_computers'] = false;
        profile['tags'] = [hostile.value];
      }
      const script = await getJson<Record<string, any>>(ns, `scripts/${scriptId}`);
      script['title'] = hostile.value;
      await setOptions(ns, {
        faults: [
          // The page and the active count (one path): the same answer, 10 active, the limit's notice.
          { method: 'GET', path: 'script-profiles', status: 200, body: page },
          { method: 'GET', path: `script-profiles/${id}`, status: 200, body: detail },
          { method: 'GET', path: `scripts/${scriptId}`, status: 200, body: script },
        ],
      });
      const { portal, screen } = await renderPortal(ns, '/scripts?tab=profiles');
      const table = await screen.findByRole('table', { name: 'Script profiles' });
      const row = await waitFor(() => {
        const found = table.querySelector('tbody tr');
        if (!found || found.querySelectorAll('td').length < 7) throw new Error('no profile row yet');
        return found;
      });
      const [nameCell, , , tagsCell] = row.querySelectorAll(':scope > td');
      // A title that shows nothing gives way to "Script profile {id}" (as scripts' "Script {id}" and
      // security profiles' "Security profile {id}").
      const name = hostile.blank ? `Script profile ${id}` : hostile.value;
      const open = nameCell!.querySelector('button')!;
      expect(open.textContent).to.equal(name);
      expectContainedIn(nameCell!, open, hostile);
      expect(nameCell!.getBoundingClientRect().width, 'the name widens its column').to.be.below(400);
      expect(tagsCell!.textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(tagsCell!, tagsCell!.querySelector('bdi') ?? tagsCell!, hostile);
      expect(tagsCell!.getBoundingClientRect().width, 'the tags widen their column').to.be.below(400);
      expect(within(row as HTMLElement).getByRole('button', { name: `${name} script profile actions` })).to.exist;

      open.click();
      const panel = await screen.findByRole('dialog', { name });
      expectContainedIn(panel, within(panel).getByRole('heading', { level: 2 }), hostile);
      const info = await within(panel).findByRole('tabpanel', { name: 'Info' });
      const fact = (label: string) => [...info.querySelectorAll('dt')].find((term) => term.textContent === label)!.nextElementSibling!;
      expect(fact('Name').textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(info, fact('Name'), hostile);
      // The script's title, asked for by its id: "Script {id}" when it shows nothing, as on the Scripts tab.
      const scriptName = hostile.blank ? `Script ${scriptId}` : hostile.value;
      const scriptLink = await within(info).findByRole('button', { name: `${scriptName} script details` });
      expect(scriptLink.textContent).to.equal(scriptName);
      expectContainedIn(info, scriptLink, hostile);
      expect(fact('Tags').textContent).to.equal(hostile.blank ? '---' : hostile.value);
      expectContainedIn(info, fact('Tags'), hostile);
      // The creator's name is on neither the list nor the details (profiles.md §7.2, §7.5): it ran nothing.
      expectInert();
      expect(panel.getBoundingClientRect().right, 'the panel sticks out of the page').to.be.at.most(window.innerWidth + 0.5);
      expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
      cases += 1;
    });

    for (const type of ['removal', 'upgrade', 'reboot'] as const) {
      it(`${type} profiles list and details: a profile's title and tags: ${hostile.label}`, async () => {
        // The whole list in one answer (legacy: a bare array; reboot: a page); the first profile made hostile.
        const listCall = type === 'reboot' ? { method: 'GET', path: 'rebootprofiles' } : { method: 'GET', path: type === 'removal' ? 'GetRemovalProfiles' : 'GetUpgradeProfiles' };
        const token = await tokenFor(ns);
        const response = await fetch(
          type === 'reboot' ? `${ns.apiBase}rebootprofiles?limit=1000&offset=0` : `${ns.legacyApiBase}?action=${listCall.path}&version=2011-08-01`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const answer = (await response.json()) as Record<string, any>[] | { results: Record<string, any>[] };
        const profiles = Array.isArray(answer) ? answer : answer.results;
        const profile = profiles[1]!;
        profile['title'] = hostile.value;
        profile['all_computers'] = false;
        profile['tags'] = [hostile.value];
        await setOptions(ns, { faults: [{ ...listCall, status: 200, body: answer }] });
        const { portal, screen } = await renderPortal(ns, `/profiles/${type}`);
        const heading = type === 'removal' ? 'Removal profiles' : type === 'upgrade' ? 'Upgrade profiles' : 'Reboot profiles';
        const table = await screen.findByRole('table', { name: heading });
        const row = await waitFor(() => {
          const found = table.querySelectorAll('tbody tr')[1];
          if (!found || found.querySelectorAll('td').length < 5) throw new Error('no profile row yet');
          return found;
        });
        const cells = [...row.querySelectorAll(':scope > td')];
        const tagsCell = cells[2]!;
        // A title that shows nothing gives way to "{Type} profile {id}" (as "Script profile {id}").
        const name = hostile.blank ? `${heading.slice(0, -1)} ${profile['id']}` : hostile.value;
        const open = cells[0]!.querySelector('button')!;
        expect(open.textContent).to.equal(name);
        expect(open.getAttribute('aria-label')).to.equal(`Open "${name}" profile details`);
        expectContainedIn(cells[0]!, open, hostile);
        expect(cells[0]!.getBoundingClientRect().width, 'the name widens its column').to.be.below(400);
        expect(tagsCell.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(tagsCell, tagsCell.querySelector('bdi') ?? tagsCell, hostile);
        expect(tagsCell.getBoundingClientRect().width, 'the tags widen their column').to.be.below(400);
        // The row's menu comes once its code is in.
        expect(await within(row as HTMLElement).findByRole('button', { name: `${name} profile actions` })).to.exist;

        open.click();
        const panel = await screen.findByRole('dialog', { name });
        expectContainedIn(panel, within(panel).getByRole('heading', { level: 2 }), hostile);
        const fact = (label: string) => waitFor(() => [...panel.querySelectorAll('dt')].find((term) => term.textContent === label)!.nextElementSibling!);
        const title = await fact('Title');
        expect(title.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(panel, title, hostile);
        const tags = await fact('Tags');
        expect(tags.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expectContainedIn(panel, tags, hostile);
        expect(within(panel).getByRole('toolbar', { name: `${name} profile actions` })).to.exist;
        expectInert();
        expect(panel.getBoundingClientRect().right, 'the panel sticks out of the page').to.be.at.most(window.innerWidth + 0.5);
        expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
        cases += 1;
      });
    }

    for (const type of ['package', 'wsl'] as const) {
      it(`${type} profiles list and details: a profile's title, description and tags${type === 'package' ? ', a constraint' : ''}: ${hostile.label}`, async () => {
        // The whole list in one answer (package: `{ result }`; WSL: a page); the first profile made hostile.
        const path = type === 'package' ? 'packageprofiles' : 'child-instance-profiles';
        const answer = await getJson<{ result?: Record<string, any>[]; results?: Record<string, any>[] }>(ns, type === 'package' ? path : `${path}?limit=1000&offset=0`);
        const profile = (answer.result ?? answer.results)![0]!;
        profile['title'] = hostile.value;
        profile['description'] = hostile.value;
        profile['all_computers'] = false;
        profile['tags'] = [hostile.value];
        const faults: Fault[] = [{ method: 'GET', path, status: 200, body: answer }];
        if (type === 'package') {
          // Its constraints' first page: a package and a version hostile.
          const page = await getJson<{ results: Record<string, any>[] }>(ns, `packageprofiles/${profile['name']}/constraints?limit=20&offset=0`);
          page.results[0]!['package'] = hostile.value;
          page.results[0]!['rule'] = '=';
          page.results[0]!['version'] = hostile.value;
          faults.push({ method: 'GET', path: `packageprofiles/${profile['name']}/constraints`, status: 200, body: page });
        }
        await setOptions(ns, { faults });
        const { portal, screen } = await renderPortal(ns, `/profiles/${type}`);
        const heading = type === 'package' ? 'Package profiles' : 'WSL profiles';
        const table = await screen.findByRole('table', { name: heading });
        const row = await waitFor(() => {
          const found = table.querySelectorAll('tbody tr')[0];
          if (!found || found.querySelectorAll('td').length < 8) throw new Error('no profile row yet');
          return found;
        });
        const cells = [...row.querySelectorAll(':scope > td')];
        const name = hostile.blank ? `${type === 'package' ? 'Package' : 'WSL'} profile ${profile['id']}` : hostile.value;
        const open = cells[0]!.querySelector('button')!;
        expect(open.textContent).to.equal(name);
        expectContainedIn(cells[0]!, open, hostile);
        expect(cells[0]!.getBoundingClientRect().width, 'the name widens its column').to.be.below(400);
        expect(cells[1]!.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expect(cells[1]!.getBoundingClientRect().width, 'the description widens its column').to.be.below(400);
        expect(cells[3]!.textContent).to.equal(hostile.blank ? '---' : hostile.value);
        expect(cells[3]!.getBoundingClientRect().width, 'the tags widen their column').to.be.below(400);
        expect(await within(row as HTMLElement).findByRole('button', { name: `${name} profile actions` })).to.exist;

        open.click();
        const panel = await screen.findByRole('dialog', { name });
        const fact = (label: string) => waitFor(() => [...panel.querySelectorAll('dt')].find((term) => term.textContent === label)!.nextElementSibling!);
        for (const label of ['Title', 'Description']) {
          const value = await fact(label);
          expect(value.textContent).to.equal(hostile.blank ? '---' : hostile.value);
          expectContainedIn(panel, value, hostile);
        }
        if (type === 'package') {
          const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
          const first = await waitFor(() => {
            const found = constraints.querySelector('tbody tr td:nth-child(2)');
            if (!found || found.textContent === '') throw new Error('no constraint yet');
            return found;
          });
          expect(first.textContent).to.equal(hostile.blank ? '---' : hostile.value);
          expectContainedIn(panel, first, hostile);
        }
        expectInert();
        expect(panel.getBoundingClientRect().right, 'the panel sticks out of the page').to.be.at.most(window.innerWidth + 0.5);
        expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
        cases += 1;
      });
    }

    it(`API credentials: an organisation's title, its roles and the identity, in its card and its confirmation: ${hostile.label}`, async () => {
      const person = await getJson<{ identity: string; accounts: { name: string; title: string; roles: string[] }[] }>(ns, 'person');
      person.accounts[0]!.title = hostile.value;
      person.accounts[0]!.roles = [hostile.value];
      person.identity = hostile.value;
      await setOptions(ns, { faults: [{ method: 'GET', path: 'person', status: 200, body: person }] });
      const { portal, screen } = await renderPortal(ns, '/account/api-credentials');
      const name = hostile.blank ? person.accounts[0]!.name : hostile.value;
      const heading = await screen.findByRole('heading', { level: 2, name });
      expect(heading.textContent).to.equal(name);
      expectContainedIn(portal, heading, hostile);
      const card = heading.closest('section')!;
      const roles = within(card).getByRole('rowheader', { name: 'Roles' }).nextElementSibling!;
      expect(roles.textContent).to.equal(hostile.value);
      within(card).getByRole('button', { name: 'Regenerate API credentials' }).click();
      const dialog = await screen.findByRole('dialog', { name: /^Regenerate API credentials for/ });
      const sentence = within(dialog).getByText((_, element) => element?.localName === 'p' && element.textContent!.includes('This action will create new credentials'));
      if (!hostile.blank) expect(isIsolated(textHolder(sentence, hostile.value), sentence)).to.equal(true);
      expect(dialog.getBoundingClientRect().right, 'the confirmation sticks out of the page').to.be.at.most(window.innerWidth + 0.5);
      expectInert();
      cases += 1;
    });

    it(`access groups: a group's title in its row, the tree, its details, the delete modal and the notice: ${hostile.label}`, async () => {
      const token = await tokenFor(ns);
      const groups = (await (
        await fetch(`${ns.legacyApiBase}?action=GetAccessGroups&version=2011-08-01`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { name: string; title: string; parent: string }[];
      const group = groups.find((item) => item.name === 'point-of-sale')!;
      group.title = hostile.value;
      await setOptions(ns, { faults: [{ path: 'GetAccessGroups', status: 200, body: groups }] });
      const { portal, screen } = await renderPortal(ns, '/settings/access-groups?groupBy=parent');
      // A title that shows nothing gives way to the group's name.
      const name = hostile.blank ? 'point-of-sale' : hostile.value;
      const open = await screen.findByRole('button', { name: `Open "${name}" access group details` });
      expectContainedIn(portal, open.closest('th')!, hostile);
      const row = open.closest('tr')!;
      expect(row.getAttribute('aria-level')).to.equal('3');

      open.click();
      const panel = await screen.findByRole('dialog', { name });
      expectContainedIn(panel, within(panel).getByRole('heading', { level: 2 }), hostile);
      within(panel).getByRole('button', { name: 'Close side panel' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

      (await screen.findByRole('button', { name: `${name} access group actions` })).click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Delete "${name}" access group` }).click();
      const dialog = await screen.findByRole('dialog', { name: `Deleting ${name} access group` });
      expectContainedIn(dialog, within(dialog).getByRole('heading', { name: `Deleting ${name} access group` }), hostile, ' access group');
      await within(dialog).findByText('No instance is in this access group.');
      // Typed as a paste would (10,000 key presses take minutes).
      setFieldValue(within(dialog).getByRole('textbox') as HTMLInputElement, `delete ${name}`);
      const confirm = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
      await waitFor(() => expect(confirm.disabled).to.equal(false));
      confirm.click();
      const notice = await findNotification(screen, `You have successfully deleted the "${name}" access group.`);
      expectContainedIn(document.body, notice, hostile, '" access group.');
      cases += 1;
    });

    it(`overview: a security profile's title in its card: ${hostile.label}`, async () => {
      const list = await getJson<{ results: { id: number; title: string; status: string }[] }>(ns, 'security-profiles?status=active&limit=20&offset=0');
      const first = list.results[0]!;
      first.title = hostile.value;
      await setOptions(ns, { faults: [{ method: 'GET', path: 'security-profiles', status: 200, body: list }] });
      const { portal, screen } = await renderPortal(ns, '/overview');
      const profiles = await screen.findByRole('list', { name: 'Active security profiles' });
      const name = hostile.blank ? `Security profile ${first.id}` : hostile.value;
      const item = await within(profiles).findByText((_, element) => element?.localName === 'li' && element.textContent!.startsWith(name));
      expectContainedIn(portal, item, hostile);
      cases += 1;
    });
  }

  it("scripts: the seeded hostile script (showcase 15) in its row, its details, its attachments' names and its code, as text", async () => {
    const script = await getJson<{
      id: number;
      title: string;
      created_by: { name: string };
      code: string;
      interpreter: string;
      attachments: { filename: string }[];
    }>(ns, 'scripts/15');
    expect(script.title).to.contain('<img src=x');
    const { portal, screen } = await renderPortal(ns, '/scripts?search=invoice');
    const table = await screen.findByRole('table', { name: 'Scripts' });
    const open = await within(table).findByRole('button', { name: script.title });
    expect(open.textContent).to.equal(script.title);
    const nameCell = open.closest('td')!;
    expectContainedIn(nameCell, open, { label: 'seeded', value: script.title });
    // The right-to-left override inside the title ends with it: the row's other cells keep their order.
    expect(isIsolated(textHolder(open, script.title), open)).to.equal(true);
    const creator = open.closest('tr')!.querySelectorAll(':scope > td')[4]!.querySelector('bdi')!;
    expect(creator.textContent).to.equal(script.created_by.name);
    expect(isIsolated(creator, creator)).to.equal(true);

    open.click();
    const panel = await screen.findByRole('dialog', { name: script.title });
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).to.equal(script.title);
    const info = await within(panel).findByRole('tabpanel', { name: 'Info' });
    const attachments = [...info.querySelectorAll('dd li bdi')].map((name) => name.textContent);
    expect(attachments).to.deep.equal(script.attachments.map((attachment) => attachment.filename));
    for (const attachment of script.attachments) {
      expect(within(info).getByRole('button', { name: `Download ${attachment.filename}` })).to.exist;
    }
    within(panel).getByRole('tab', { name: 'Code' }).click();
    const editor = await editorIn(await within(panel).findByRole('tabpanel', { name: 'Code' }));
    await waitFor(() => expect(editorText(editor)).to.equal(`#!${script.interpreter}\n${script.code}`));
    expectEditorText(editor);
    expect(editor.textContent).to.contain('<script>');
    // Its invisible characters are shown as CodeMirror's placeholders, not hidden in the text.
    expect(editor.querySelectorAll('.cm-specialChar').length).to.be.greaterThan(0);
    expect(window.__hostileRan).to.equal(undefined);
    expect([...portal.shadowRoot!.querySelectorAll('img')].filter((image) => !image.classList.contains('cm-widgetBuffer'))).to.deep.equal([]);
    expect(portal.shadowRoot!.querySelector('script')).to.equal(null);
    cases += 1;
  });

  it('script profiles: the seeded hostile profile (showcase 10) in its row and its details, as text', async () => {
    const profile = await getJson<{ id: number; title: string; created_by: { name: string } }>(ns, `script-profiles/${SCRIPT_PROFILE_SHOWCASE.hostile}`);
    expect(profile.title).to.contain('<script>');
    const { portal, screen } = await renderPortal(ns, '/scripts?tab=profiles');
    const table = await screen.findByRole('table', { name: 'Script profiles' });
    const open = await within(table).findByRole('button', { name: profile.title });
    expect(open.textContent).to.equal(profile.title);
    expectContainedIn(open.closest('td')!, open, { label: 'seeded', value: profile.title });
    open.click();
    const panel = await screen.findByRole('dialog', { name: profile.title });
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).to.equal(profile.title);
    const info = await within(panel).findByRole('tabpanel', { name: 'Info' });
    const name = [...info.querySelectorAll('dt')].find((term) => term.textContent === 'Name')!.nextElementSibling!;
    expect(name.textContent).to.equal(profile.title);
    expect(isIsolated(textHolder(name, profile.title), name)).to.equal(true);
    expect(window.__hostileRan).to.equal(undefined);
    expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
    cases += 1;
  });
});
