import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

const BUSY = 6;
const NO_PACKAGES = 10;

interface ServerUsn {
  usn: string;
  cves: { cve: string }[];
}

const usnsOf = (ns: SimNamespace, token: string, id: number, query = '') =>
  api<{ count: number; results: ServerUsn[] }>(ns, token, `usns?computer_ids=${id}&limit=20&offset=0&show_packages=false${query}`);

async function shownUsns(screen: Screen): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Security issues' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll(':scope > td')[1]?.firstElementChild?.textContent?.replace(' (opens in a new tab)', '') ?? '');
}

describe('instance page: Security issues tab', () => {
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

  it("lists the instance's security notices, searched on the server, with their packages on demand", async () => {
    const server = await usnsOf(ns, token, BUSY);
    expect(server.count, 'notices on the busy instance').to.be.greaterThan(0);
    const first = server.results[0]!;
    await clearRequests(ns);
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=security-issues`, title);
    expect(await shownUsns(screen)).to.deep.equal(server.results.map((usn) => `USN-${usn.usn}`));
    await expect(portal).to.be.accessible();
    const [row] = within(screen.getByRole('table', { name: 'Security issues' })).getAllByRole('row').slice(1);
    within(row!).getByRole('button', { name: 'Show packages' }).click();
    const packages = await within(row!).findByRole('table', { name: `Packages affected by USN-${first.usn}` });
    expect(within(packages).getAllByRole('row').length).to.be.greaterThan(1);
    expect(within(row!).getByRole('button', { name: 'Hide packages' }).getAttribute('aria-expanded')).to.equal('true');
    const calls = await requests(ns, { method: 'GET' });
    expect(calls.filter((call) => call.path === `usns/${first.usn}`)).to.have.length(1);

    const cve = first.cves[0]!.cve;
    await typeInto(screen.getByRole('searchbox', { name: 'Search security issues' }), cve);
    screen.getByRole('button', { name: 'Search' }).click();
    await waitForPath(`/instances/${BUSY}?tab=security-issues&search=${cve}`);
    await waitFor(async () => expect(await shownUsns(screen)).to.include(`USN-${first.usn}`));
  });

  it('upgrades the packages of the selected notices once confirmed: one request, the queued notice', async () => {
    const server = await usnsOf(ns, token, BUSY);
    const chosen = server.results.slice(0, 2).map((usn) => usn.usn);
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=security-issues`, title);
    await shownUsns(screen);
    for (const usn of chosen) screen.getByRole('checkbox', { name: `Select USN-${usn}` }).click();
    screen.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade affected packages' });
    expect(dialog.textContent).to.contain('This will upgrade affected packages for 2 selected security issues.');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(dialog).getByRole('button', { name: 'Upgrade' });
    confirm.click();
    confirm.click();
    await findNotification(screen, 'You queued packages to be upgraded');
    await setOptions(ns, { latencyMs: 0 });
    const posts = await requests(ns, { method: 'POST' });
    expect(posts.map((post) => [post.path, post.body])).to.deep.equal([[`computers/${BUSY}/usns/upgrade-packages`, { usns: chosen }]]);
    // The upgraded notices leave the list.
    await waitFor(async () => expect(await shownUsns(screen)).to.not.include(`USN-${chosen[0]}`));
  });

  it("uninstalls a notice's packages; a refusal keeps the modal with the server's message", async () => {
    const [first] = (await usnsOf(ns, token, BUSY)).results;
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=security-issues`, title);
    await shownUsns(screen);
    const [row] = within(screen.getByRole('table', { name: 'Security issues' })).getAllByRole('row').slice(1);
    within(row!).getByRole('button', { name: 'Show packages' }).click();
    (await within(row!).findByRole('button', { name: 'Uninstall packages' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall USN packages' });
    expect(dialog.textContent).to.contain(`This will uninstall packages affected by "USN-${first!.usn}" security issue from the "${title}" instance.`);
    await setOptions(ns, { faults: [{ method: 'POST', path: `computers/${BUSY}/usns/remove-packages`, status: 400, times: 1, body: { error: 'UsnNotApplicable', message: 'The notice no longer affects the instance.' } }] });
    within(dialog).getByRole('button', { name: 'Uninstall' }).click();
    await within(dialog).findByText('The notice no longer affects the instance.');
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Uninstall' }).click();
    await findNotification(screen, 'You queued packages to be uninstalled');
    const [post] = await requests(ns, { method: 'POST' });
    expect(post!.body).to.deep.equal({ usns: first!.usn });
  });

  it('says when no notice affects the instance', async () => {
    const instance = await serverInstance(ns, token, NO_PACKAGES);
    const { screen } = await openPage(ns, `/instances/${NO_PACKAGES}?tab=security-issues`, instance.title);
    expect(await screen.findByRole('heading', { level: 2, name: 'No security issues found' })).to.exist;
  });
});
