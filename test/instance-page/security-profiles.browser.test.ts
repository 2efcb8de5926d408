import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { Instance } from '../../src/api/instances.ts';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { waitFor } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, fact, forgetWelcome, openPage, serverInstance, serverSearch, signedIn, tableRows, type Screen } from './helpers.ts';

async function activeProfiles(ns: SimNamespace, token: string): Promise<SecurityProfile[]> {
  return (await api<{ results: SecurityProfile[] }>(ns, token, 'security-profiles?status=active&limit=100&offset=0')).results;
}

/** Each active profile that the server says covers the instance, with the instance's result there. */
async function expectedRows(ns: SimNamespace, token: string, id: number): Promise<string[][]> {
  const rows: string[][] = [];
  for (const profile of await activeProfiles(ns, token)) {
    if ((await serverSearch(ns, token, `id:${id} profile:security:${profile.id}`)).count === 0) continue;
    const passed = (await serverSearch(ns, token, `id:${id} security-profile:${profile.id}:pass`)).count > 0;
    const failed = (await serverSearch(ns, token, `id:${id} security-profile:${profile.id}:fail`)).count > 0;
    rows.push([profile.title, passed ? 'Passed' : failed ? 'Failed' : 'Not run']);
  }
  return rows;
}

async function profilesTable(screen: Screen): Promise<HTMLElement> {
  const section = within(await screen.findByRole('group', { name: 'Security profiles' }));
  return section.findByRole('table', { name: 'Security profiles covering this instance' });
}

const sorted = (rows: string[][]) => [...rows].sort((a, b) => a[0]!.localeCompare(b[0]!));

describe('instance page: security profiles covering the instance', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it('lists every covering profile with its last audit result: passed, failed and not run', async () => {
    // A PCI database server: the fleet-wide profile passed, the database one failed, the PCI one never ran.
    const instance = (await serverSearch(ns, token, 'tag:pci security-profile:3:fail security-profile:1:pass')).results[0]!;
    const expected = await expectedRows(ns, token, instance.id);
    expect(expected.map((row) => row[1])).to.include.members(['Passed', 'Failed', 'Not run']);
    await clearRequests(ns);
    const { screen } = await openPage(ns, `/instances/${instance.id}`, instance.title);
    const rows = await tableRows(await profilesTable(screen));
    expect(sorted(rows)).to.deep.equal(sorted(expected));
    // The security profiles screen's own request (so it is shared), and two counts per covering profile.
    const profileRequests = await requests(ns, { method: 'GET', path: 'security-profiles' });
    expect(profileRequests.map((request) => request.query)).to.deep.equal([{ status: 'active', limit: '20', offset: '0' }]);
    const counts = (await requests(ns, { method: 'GET', path: 'computers' })).map((request) => request.query['query']);
    expect(counts).to.have.length(expected.length * 2);
    expect(counts.every((query) => String(query).startsWith(`id:${instance.id} security-profile:`))).to.equal(true);
  });

  it('links each profile to the security profiles screen, searched by its title', async () => {
    const instance = await serverInstance(ns, token, 6);
    const { screen } = await openPage(ns, '/instances/6', instance.title);
    const table = await profilesTable(screen);
    const [row] = await tableRows(table);
    const title = row![0]!;
    within(table).getByRole('link', { name: title }).click();
    await waitForPath(`/profiles/security?${new URLSearchParams({ search: title })}`);
    await screen.findByRole('heading', { level: 1, name: 'Security profiles' });
  });

  it('says when no active profile covers the instance', async () => {
    // A fleet-wide profile covers every instance but the archived ones.
    const archived = (await api<{ results: Instance[] }>(ns, token, 'computers?archived_only=true&limit=1')).results[0]!;
    expect(await expectedRows(ns, token, archived.id)).to.deep.equal([]);
    const { portal, screen } = await openPage(ns, `/instances/${archived.id}`, archived.title);
    expect(fact(screen, 'Status')).to.equal('Archived');
    const section = within(await screen.findByRole('group', { name: 'Security profiles' }));
    expect(await section.findByText('No active security profile covers this instance.')).to.exist;
    await expect(portal).to.be.accessible();
  });

  it('shows a failed profile list with Try again, without blanking the page', async () => {
    const instance = await serverInstance(ns, token, 6);
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'security-profiles', status: 503, body: { error: 'Busy', message: 'Profiles are busy.' } }],
    });
    const { portal, screen } = await openPage(ns, '/instances/6', instance.title);
    const section = within(await screen.findByRole('group', { name: 'Security profiles' }));
    const alert = await section.findByRole('alert');
    expect(alert.textContent).to.include('The security profiles could not be loaded.');
    expect(alert.textContent).to.include('Profiles are busy.');
    expect(screen.getByRole('group', { name: 'Details' })).to.exist;
    await expect(portal).to.be.accessible();
    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await profilesTable(screen);
  });

  it('shows failed audit results with Try again, keeping the profiles', async () => {
    const instance = await serverInstance(ns, token, 6);
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 500, times: 1 }] });
    const { screen } = await openPage(ns, '/instances/6', instance.title);
    const section = within(await screen.findByRole('group', { name: 'Security profiles' }));
    const alert = await section.findByRole('alert');
    expect(alert.textContent).to.include('The audit results could not be loaded.');
    const table = await profilesTable(screen);
    expect((await tableRows(table)).map((row) => row[1])).to.deep.equal(['---']);
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await waitFor(async () => expect(await tableRows(table)).to.deep.equal(await expectedRows(ns, token, 6)));
  });

  it('is not shown, and asks nothing, without usg-profiles', async () => {
    await setOptions(ns, { features: { 'usg-profiles': false } });
    const instance = await serverInstance(ns, token, 6);
    await clearRequests(ns);
    const { screen } = await openPage(ns, '/instances/6', instance.title);
    await screen.findByRole('group', { name: 'Details' });
    expect(screen.queryByRole('group', { name: 'Security profiles' })).to.equal(null);
    expect(await requests(ns, { path: 'security-profiles' })).to.deep.equal([]);
    expect(await requests(ns, { path: 'computers' })).to.deep.equal([]);
  });
});
