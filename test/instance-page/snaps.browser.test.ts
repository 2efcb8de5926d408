import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

const BUSY = 6;
const NO_SNAPS = 12;

interface ServerSnap {
  tracking_channel: string;
  held_until: string | null;
  snap: { name: string };
}

const snapsOf = (ns: SimNamespace, token: string, id: number, query = '') =>
  api<{ count: number; results: ServerSnap[] }>(ns, token, `computers/${id}/snaps/installed?limit=20&offset=0${query}`);

async function shownNames(screen: Screen): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Snaps' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
}

describe('instance page: Snaps tab', () => {
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

  it('lists the snaps, searched on the server, the state in the address', async () => {
    const server = await snapsOf(ns, token, BUSY);
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=snaps`, title);
    expect(await shownNames(screen)).to.deep.equal(server.results.map((snap) => snap.snap.name));
    await expect(portal).to.be.accessible();
    const name = server.results[0]!.snap.name;
    await typeInto(screen.getByRole('searchbox', { name: 'Search snaps' }), name);
    screen.getByRole('button', { name: 'Search' }).click();
    await waitForPath(`/instances/${BUSY}?tab=snaps&search=${name}`);
    await waitFor(async () => expect(await shownNames(screen)).to.include(name));
  });

  it('holds a selection indefinitely: one request with the snaps and "forever", the queued notice', async () => {
    const server = await snapsOf(ns, token, BUSY);
    const unheld = server.results.filter((snap) => !snap.held_until).slice(0, 2);
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=snaps`, title);
    await shownNames(screen);
    for (const snap of unheld) screen.getByRole('checkbox', { name: `Select ${snap.snap.name}` }).click();
    screen.getByRole('button', { name: 'Hold' }).click();
    const form = await screen.findByRole('form', { name: 'Hold 2 snaps' });
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const submit = within(form).getByRole('button', { name: 'Hold' });
    submit.click();
    submit.click();
    await findNotification(screen, 'You queued 2 snaps to be held.');
    await setOptions(ns, { latencyMs: 0 });
    const posts = await requests(ns, { method: 'POST' });
    expect(posts.map((post) => post.body)).to.deep.equal([
      { action: 'hold', computer_ids: [BUSY], snaps: unheld.map((snap) => ({ name: snap.snap.name, time: 'forever' })) },
    ]);
  });

  it("switches a snap's channel from its details; a refusal keeps the form with the server's message", async () => {
    const [snap] = (await snapsOf(ns, token, BUSY)).results;
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=snaps`, title);
    await shownNames(screen);
    screen.getByRole('button', { name: snap!.snap.name }).click();
    const details = await screen.findByRole('dialog', { name: `${snap!.snap.name} details` });
    within(details).getByRole('button', { name: 'Switch channel' }).click();
    const form = await screen.findByRole('form', { name: `Switch ${snap!.snap.name}'s channel` });
    const release = (await within(form).findByRole('combobox', { name: /release/ })) as HTMLSelectElement;
    const channel = [...release.options].map((option) => option.value).find((value) => value && value !== snap!.tracking_channel)!;
    release.value = channel;
    release.dispatchEvent(new Event('change', { bubbles: true }));
    await setOptions(ns, { faults: [{ method: 'POST', path: 'snaps', status: 400, times: 1, body: { error: 'InvalidChannel', message: 'The channel is closed.' } }] });
    within(form).getByRole('button', { name: 'Switch' }).click();
    await within(form).findByText('The channel is closed.');
    expect(release.value).to.equal(channel);
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Switch' }).click();
    await findNotification(screen, `You queued ${snap!.snap.name} to be switched.`);
    const [post] = await requests(ns, { method: 'POST' });
    expect(post!.body).to.deep.equal({ action: 'refresh', computer_ids: [BUSY], snaps: [{ name: snap!.snap.name, channel }] });
  });

  it('installs a snap found by the start of its name, at the release chosen', async () => {
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=snaps`, title);
    await shownNames(screen);
    screen.getByRole('button', { name: 'Install' }).click();
    const form = await screen.findByRole('form', { name: 'Install snaps' });
    await typeInto(within(form).getByRole('searchbox', { name: 'Search for available snaps' }), 'hel');
    (await within(form).findByRole('button', { name: 'Add helm' })).click();
    const release = (await within(form).findByRole('combobox', { name: 'Release' })) as HTMLSelectElement;
    expect(release.value).to.equal('latest/stable');
    within(form).getByRole('button', { name: 'Add' }).click();
    await within(form).findByRole('button', { name: 'Remove helm' });
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Install snaps' }).click();
    await findNotification(screen, 'You queued snap helm to be installed.');
    const [post] = await requests(ns, { method: 'POST' });
    expect(post!.body).to.deep.equal({ action: 'install', computer_ids: [BUSY], snaps: [{ name: 'helm', channel: 'latest/stable' }] });
  });

  it('offers to install snaps where there are none', async () => {
    const instance = await serverInstance(ns, token, NO_SNAPS);
    const { screen } = await openPage(ns, `/instances/${NO_SNAPS}?tab=snaps`, instance.title);
    expect(await screen.findByRole('heading', { level: 2, name: "You haven't installed any snaps yet" })).to.exist;
    screen.getByRole('button', { name: 'Install snaps' }).click();
    expect(await screen.findByRole('form', { name: 'Install snaps' })).to.exist;
  });
});
