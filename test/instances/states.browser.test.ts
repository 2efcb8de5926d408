import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { chooseOption, EMPTY, lastListRequest, listRequests, renderInstances, settledTable, shownTitles, type Screen } from './helpers.ts';

/** The error state, and none of what would claim the list is empty. */
async function showsError(screen: Screen, message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).to.contain(message);
  expect(within(alert).getByRole('button', { name: 'Try again' })).to.exist;
  expect(screen.queryByText(EMPTY)).to.equal(null);
  expect(screen.queryByText(/^Showing \d+ of \d+ results$/)).to.equal(null);
  expect(screen.queryByRole('table')).to.equal(null);
  return alert;
}

describe('landscape-instances states', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('says no instances were found for a search nothing matches', async () => {
    const { screen, element } = await renderInstances(ns);
    await settledTable(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search instances' }), 'no-such-instance-anywhere');
    screen.getByRole('button', { name: 'Search' }).click();
    await lastListRequest(ns, 2);
    await waitFor(() => expect(screen.getByText(EMPTY)).to.exist);
    expect(screen.getByText('Showing 0 of 0 results')).to.exist;
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).disabled).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it("shows the error state for a malformed answer; Try again loads the list", async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', malformed: true }] });
    const { screen, element } = await renderInstances(ns);
    const alert = await showsError(screen, 'The server sent a response that could not be read.');
    await expect(element).to.be.accessible();
    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    const table = await settledTable(screen);
    expect(shownTitles(table)).to.have.length(20);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(await listRequests(ns)).to.have.length(2);
  });

  it('treats an answer with an item missing its fields as malformed, never a broken row', async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'computers', status: 200, body: { count: 1, next: null, previous: null, results: [{ id: 1 }] } }],
    });
    const { screen } = await renderInstances(ns);
    await showsError(screen, 'The server sent a response that could not be read.');
  });

  it("shows the server's message for a refused query, and the filters stay usable", async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search instances' }), 'alert:on-fire');
    screen.getByRole('button', { name: 'Search' }).click();
    const alert = await showsError(screen, 'Unknown alert type "on-fire".');
    expect(alert.textContent).to.contain('The list could not be loaded.');
    screen.getByRole('button', { name: 'Remove Query filter: alert:on-fire' }).click();
    const table = await settledTable(screen);
    expect(shownTitles(table)).to.have.length(20);
  });

  it('shows Loading... before the first answer, then by the filters while a filter change loads', async () => {
    await setOptions(ns, { latencyMs: 600 });
    const { screen, element } = await renderInstances(ns);
    const loading = await screen.findByText('Loading...');
    expect(loading.getAttribute('role')).to.equal('status');
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(element).to.be.accessible();
    await settledTable(screen);
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await chooseOption(screen, /^Status/, 'Offline');
    await waitFor(() => expect(filters.getByRole('status').textContent).to.equal('Loading...'));
    expect(screen.getByRole('table', { name: 'Instances' }).getAttribute('aria-busy')).to.equal('true');
    await expect(element).to.be.accessible();
    await settledTable(screen);
    expect(filters.getByRole('status').textContent).to.equal('');
  });

  it('says which filter could not load its choices, keeps the list, and Try again loads them', async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'computers/availability-zones', status: 503, body: { error: 'Unavailable', message: 'Zones are unavailable.' } }],
    });
    const { screen, element } = await renderInstances(ns);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('The Availability zone choices could not be loaded.');
    expect(alert.textContent).to.contain('Zones are unavailable.');
    const table = await settledTable(screen);
    expect(shownTitles(table)).to.have.length(20);
    await expect(element).to.be.accessible();
    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    screen.getByRole('button', { name: /^Availability zone/ }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Availability zone' });
    expect(await within(dialog).findByRole('checkbox', { name: 'us-east-1a' })).to.exist;
  });
});
