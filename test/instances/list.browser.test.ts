import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { recordEvents, typeInto, waitFor, wholeText } from '../helpers/dom.ts';
import { createNamespace, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import {
  api,
  bodyRows,
  chooseOption,
  HOSTILE,
  lastListRequest,
  legacy,
  listAnswer,
  listRequests,
  renderInstances,
  settledTable,
  shownTitles,
  wireInstance,
} from './helpers.ts';

interface WireInstance {
  id: number;
  title: string;
  hostname: string;
  tags: string[];
  access_group: string;
  last_ping_time: string | null;
  distribution_info: { description: string } | null;
  alerts: { type: string; summary: string }[];
  upgrades: { regular: number; security: number };
  parent: { id: number } | null;
  children: { id: number; title: string }[];
}

interface Page {
  count: number;
  results: WireInstance[];
}

describe('landscape-instances list', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('shows every column for the instances the server sent', async () => {
    const page = await api<Page>(ns, 'computers?limit=20&offset=0&with_alerts=true&with_upgrades=true');
    const groups = await legacy<{ name: string; title: string }[]>(ns, 'GetAccessGroups');
    const { screen, element } = await renderInstances(ns);
    const table = await settledTable(screen);
    for (const name of ['Name', 'Status', 'OS', 'Tags', 'Access group', 'Last ping', 'Upgrades']) {
      expect(screen.getByRole('columnheader', { name })).to.exist;
    }
    expect(shownTitles(table)).to.deep.equal(page.results.map((instance) => instance.title));
    expect(screen.getByText(`Showing 20 of ${page.count.toLocaleString('en-US')} results`)).to.exist;
    const first = page.results[0]!;
    const cells = [...bodyRows(table)[0]!.querySelectorAll('td')].map((cell) => cell.textContent);
    // After the selection checkbox: name and hostname, status, OS, tags, access group, last ping, upgrades.
    expect(cells[1]).to.equal(`${first.title}${first.hostname}`);
    expect(cells[2]).to.match(/^(Online|Offline)/);
    expect(cells[3]).to.equal(first.distribution_info?.description ?? '---');
    expect(cells[4]).to.equal(first.tags.join(', '));
    // The access group's title once GetAccessGroups answered (its name until then).
    const title = groups.find((group) => group.name === first.access_group)!.title;
    await waitFor(() => expect(bodyRows(table)[0]!.querySelectorAll('td')[5]!.textContent).to.equal(title));
    expect(cells[6]).to.match(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} (UTC|GMT[+-]\d+(:\d{2})?|[A-Z]{3,4})$/);
    const { regular, security } = first.upgrades;
    expect(cells[7]).to.equal(regular === 0 && security === 0 ? 'Up to date' : `${regular} regular${security} security`);
    await expect(element).to.be.accessible();
  });

  it('shows a status with the other alerts, last ping, upgrades and access group title', async () => {
    await setOptions(ns, {
      faults: [
        listAnswer([
          wireInstance(1, {
            access_group: 'production',
            alerts: [
              { type: 'ComputerOfflineAlert', summary: 'Computer is offline', severity: 'danger' },
              { type: 'ComputerRebootAlert', summary: 'Computer needs to be rebooted', severity: 'warning' },
            ],
            upgrades: { regular: 12, security: 3 },
            tags: ['web', 'prod'],
          }),
          wireInstance(2, { last_ping_time: null, distribution_info: null, distribution: null, upgrades: undefined, alerts: undefined }),
        ]),
      ],
    });
    const { screen, element } = await renderInstances(ns);
    const table = await settledTable(screen);
    const [offline, pending] = bodyRows(table) as [HTMLTableRowElement, HTMLTableRowElement];
    expect(within(offline).getByText('Offline')).to.exist;
    expect(within(within(offline).getByRole('list', { name: 'Alerts of instance-1' })).getByText('Computer needs to be rebooted')).to.exist;
    expect(within(offline).getByText(wholeText('web, prod'))).to.exist;
    expect(await within(offline).findByText('Production servers')).to.exist;
    expect(within(offline).getByText('12 regular')).to.exist;
    expect(within(offline).getByText('3 security')).to.exist;
    expect(within(pending).getByText('Online')).to.exist;
    // No OS, no last ping, no tags, no upgrades in the answer: '---' for each.
    expect(within(pending).getAllByText('---')).to.have.length(4);
    await expect(element).to.be.accessible();
  });

  it('renders hostile instance names, hostnames, tags and alerts as text', async () => {
    await setOptions(ns, {
      faults: [
        listAnswer([
          wireInstance(7, {
            title: HOSTILE,
            hostname: `${HOSTILE}.example.com`,
            tags: [HOSTILE],
            access_group: HOSTILE,
            alerts: [{ type: 'X', summary: HOSTILE, severity: 'warning' }],
          }),
        ]),
      ],
    });
    const { screen, element } = await renderInstances(ns);
    const table = await settledTable(screen);
    expect(shownTitles(table)).to.deep.equal([HOSTILE]);
    expect(within(table).getByText(`${HOSTILE}.example.com`)).to.exist;
    expect(within(table).getAllByText(HOSTILE)).to.have.length(4);
    expect(screen.getByRole('checkbox', { name: `Select ${HOSTILE}` })).to.exist;
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('groups WSL instances under their Windows host, linking each to its page under the host', async () => {
    const { screen, element } = await renderInstances(ns);
    await settledTable(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search instances' }), 'tag:windows');
    screen.getByRole('button', { name: 'Search' }).click();
    await lastListRequest(ns, 2);
    await chooseOption(screen, /^Group by/, 'Parent');
    const request = await lastListRequest(ns, 3);
    expect(request).to.include({ query: 'tag:windows', root_only: 'true', limit: '20', offset: '0' });
    const hosts = await api<Page>(ns, 'computers?query=tag%3Awindows&root_only=true&limit=20&offset=0');
    const table = await settledTable(screen);
    const expected = hosts.results.flatMap((host) => [host.title, ...host.children.map((child) => child.title)]);
    expect(shownTitles(table)).to.deep.equal(expected);
    expect(expected.length).to.be.greaterThan(hosts.results.length);
    // The count is of the hosts the page lists, not of the rows shown.
    expect(screen.getByText(`Showing ${hosts.results.length} of ${hosts.count.toLocaleString('en-US')} results`)).to.exist;
    const host = hosts.results.find((item) => item.children.length > 0)!;
    const child = host.children[0]!;
    const link = within(table).getByRole('link', { name: child.title });
    expect(link.getAttribute('href')).to.equal(`/new_dashboard/instances/${host.id}/${child.id}`);
    expect(within(table).getByRole('link', { name: host.title }).getAttribute('href')).to.equal(`/new_dashboard/instances/${host.id}`);
    await expect(element).to.be.accessible();
  });

  it('pages, changes the page size back to page one, and clears the selection on each', async () => {
    const { screen } = await renderInstances(ns);
    let table = await settledTable(screen);
    const firstPage = shownTitles(table);
    within(table).getByRole('checkbox', { name: `Select ${firstPage[1]}` }).click();
    await screen.findByText('1 instance selected');
    within(table).getByRole('checkbox', { name: 'Select all' }).click();
    await screen.findByText('20 instances selected');
    screen.getByRole('button', { name: /next page/i }).click();
    expect(await lastListRequest(ns, 2)).to.include({ limit: '20', offset: '20' });
    table = await settledTable(screen);
    expect(shownTitles(table)).to.not.deep.equal(firstPage);
    expect(screen.queryByText(/instances? selected$/)).to.equal(null);
    expect(within(table).queryAllByRole('checkbox', { checked: true })).to.have.length(0);
    const size = screen.getByLabelText('Instances per page') as HTMLSelectElement;
    size.value = '50';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await lastListRequest(ns, 3)).to.include({ limit: '50', offset: '0' });
    table = await settledTable(screen);
    expect(bodyRows(table)).to.have.length(50);
    expect((screen.getByLabelText('Page number') as HTMLInputElement).value).to.equal('1');
    expect(await listRequests(ns)).to.have.length(3);
  });

  it('takes its page size from page-size, and fires a cancelable landscape-navigate for an instance link', async () => {
    const { screen, element } = await renderInstances(ns, [{ pageSize: 50 }]);
    const table = await settledTable(screen);
    expect(await lastListRequest(ns, 1)).to.include({ limit: '50', offset: '0' });
    expect(bodyRows(table)).to.have.length(50);
    const navigations = recordEvents(element, 'landscape-navigate');
    element.addEventListener('landscape-navigate', (event) => event.preventDefault());
    const link = within(table).getAllByRole('link')[0]!;
    const id = (await api<Page>(ns, 'computers?limit=1&offset=0')).results[0]!.id;
    expect(link.getAttribute('href')).to.equal(`/new_dashboard/instances/${id}`);
    const before = location.href;
    link.click();
    await waitFor(() => expect(navigations).to.deep.equal([{ path: `/instances/${id}` }]));
    expect(location.href).to.equal(before);
  });

  it('opens the search help', async () => {
    const { screen, element } = await renderInstances(ns);
    await settledTable(screen);
    screen.getByRole('button', { name: 'Search help' }).click();
    const help = await screen.findByRole('dialog', { name: 'Search help' });
    expect(within(help).getByText('security-profile:3:fail')).to.exist;
    // Taller than the window here: the help scrolls in a region keyboard users can focus.
    expect(await within(help).findByRole('region', { name: 'Search help' })).to.have.attribute('tabindex', '0');
    await expect(element).to.be.accessible();
  });
});
