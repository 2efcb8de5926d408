import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { card, loadedCard, type Screen } from './helpers.ts';

const MALFORMED = 'The server sent a response that could not be read.';

/** The card's error: its title, the server's message and Try again, announced. */
async function failedCard(screen: Screen, name: string, title: string, message: string) {
  const region = within(await screen.findByRole('region', { name }));
  const alert = await region.findByRole('alert');
  expect(within(alert).getByText(title)).to.exist;
  expect(within(alert).getByText(message)).to.exist;
  expect(region.queryByRole('link', { name: /^[\d,]+ / })).to.equal(null);
  return { region, tryAgain: within(alert).getByRole('button', { name: 'Try again' }) };
}

/** A card showing its counts (at least one count link), waited for (a retry keeps the error until it answers). */
async function countsShown(screen: Screen, name: string) {
  const region = await loadedCard(screen, name);
  await waitFor(() => {
    expect(region.queryByRole('alert')).to.equal(null);
    expect(region.getAllByRole('link', { name: /^[\d,]+ / }).length).to.be.above(0);
  });
}

describe('overview cards, each failing on its own', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it("a failing activities card shows the server's message and Try again; the other cards still show", async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'activities', status: 503, body: { error: 'Unavailable', message: 'Activities are resting.' } }] });
    const { portal, screen } = await renderPortal(ns, '/overview');
    const { tryAgain } = await failedCard(screen, 'Activities', 'The activity counts could not be loaded.', 'Activities are resting.');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).to.exist;
    await countsShown(screen, 'Instances');
    await countsShown(screen, 'Security profiles');
    await expect(portal).to.be.accessible();

    await setOptions(ns, { faults: [] });
    await clearRequests(ns);
    tryAgain.click();
    await countsShown(screen, 'Activities');
    // Only the failed counts were asked again.
    expect(await requests(ns, { method: 'GET', path: 'activities' })).to.have.length(3);
    expect(await requests(ns, { method: 'GET', path: 'computers' })).to.have.length(0);
  });

  it('a failing instances card leaves the activities card working, and Try again asks only for the count that failed', async () => {
    // Only the first instance count fails.
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 500, body: { error: 'Oops', message: 'The fleet is out to lunch.' }, times: 1 }] });
    const { screen } = await renderPortal(ns, '/overview');
    const { tryAgain } = await failedCard(screen, 'Instances', 'The instance counts could not be loaded.', 'The fleet is out to lunch.');
    await countsShown(screen, 'Activities');

    await clearRequests(ns);
    tryAgain.click();
    await countsShown(screen, 'Instances');
    expect(await requests(ns, { method: 'GET', path: 'computers' })).to.have.length(1);
  });

  it('a failing security profiles card leaves the counts working and recovers with Try again', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'security-profiles', status: 500, body: { error: 'Oops', message: 'No profiles today.' } }] });
    const { portal, screen } = await renderPortal(ns, '/overview');
    const { tryAgain } = await failedCard(screen, 'Security profiles', 'The security profiles could not be loaded.', 'No profiles today.');
    await countsShown(screen, 'Instances');
    await countsShown(screen, 'Activities');
    await expect(portal).to.be.accessible();

    await setOptions(ns, { faults: [] });
    tryAgain.click();
    await countsShown(screen, 'Security profiles');
    expect(within(card(screen, 'Security profiles')).getByRole('list', { name: 'Active security profiles' })).to.exist;
  });

  it('an answer that cannot be read is an error, not a number', async () => {
    await setOptions(ns, {
      faults: [
        { method: 'GET', path: 'computers', malformed: true },
        { method: 'GET', path: 'activities', status: 200, body: { count: 'many', results: [] } },
      ],
    });
    const { screen } = await renderPortal(ns, '/overview');
    await failedCard(screen, 'Instances', 'The instance counts could not be loaded.', MALFORMED);
    await failedCard(screen, 'Activities', 'The activity counts could not be loaded.', MALFORMED);
    await countsShown(screen, 'Security profiles');
  });

  it("a count's answer without a number is malformed too", async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 200, body: { count: -3, results: [] } }] });
    const { screen } = await renderPortal(ns, '/overview');
    await failedCard(screen, 'Instances', 'The instance counts could not be loaded.', MALFORMED);
  });

  it("each card shows its own 'Loading...' until its answers arrive, accessibly", async () => {
    await setOptions(ns, { latencyMs: 1500 });
    const { portal, screen } = await renderPortal(ns, '/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 });
    for (const name of ['Instances', 'Activities', 'Security profiles']) {
      expect(within(card(screen, name)).getByRole('status').textContent).to.equal('Loading...');
    }
    await expect(portal).to.be.accessible();
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(screen.queryByText('Loading...')).to.equal(null), { timeout: 10_000 });
    await countsShown(screen, 'Instances');
    await expect(portal).to.be.accessible();
  });
});
