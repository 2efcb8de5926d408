import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, WELCOME_KEY } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { deepActiveElement as deepActive } from '../../src/ui/focus.ts';
import { lastListRequest, listQueries, renderActivities } from './helpers.ts';

type Screen = Awaited<ReturnType<typeof renderActivities>>['screen'];

const EMPTY = 'No activities found according to your search parameters.';

/** The error state, and none of what would claim the list is empty. */
async function showsError(screen: Screen, message: string | RegExp) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).to.match(typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message);
  expect(within(alert).getByRole('button', { name: 'Try again' })).to.exist;
  expect(screen.queryByText(EMPTY)).to.equal(null);
  expect(screen.queryByText(/^Showing [\d,]+ of [\d,]+ results$/)).to.equal(null);
  expect(screen.queryByRole('table')).to.equal(null);
  return alert;
}

async function settledTable(screen: Screen) {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Activities' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

/**
 * How the rows look: the first row's text colour and its description button's, and the bar above
 * the table (its scroll container's ::before: 'none' while hidden).
 */
function look(table: HTMLElement) {
  const row = table.querySelector('tbody tr')!;
  const bar = getComputedStyle(table.parentElement!, '::before');
  return {
    color: getComputedStyle(row.querySelector('td:last-child')!).color,
    button: getComputedStyle(row.querySelector('button')!).color,
    bar: bar.visibility === 'hidden' ? 'none' : `${bar.content} ${bar.height} ${bar.backgroundImage}`,
  };
}

describe('activities list: error and loading states', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  afterEach(leavePortal);

  it("shows the server's message and Try again for a 500; Try again loads the list", async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'activities', status: 500, body: { error: 'Boom', message: 'The activity store is down.' } }],
    });
    const { element, screen } = await renderActivities(ns);
    const alert = await showsError(screen, 'The activity store is down.');
    await expect(element).to.be.accessible();
    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    const table = await settledTable(screen);
    expect(table.querySelectorAll('tbody tr')).to.have.length(20);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.getByText(/^Showing 20 of [\d,]+ results$/)).to.exist;
    expect(await listQueries(ns)).to.have.length(2);
  });

  for (const [name, fault] of [
    ['fail to load', { status: 502, body: { error: 'Unavailable', message: 'Activity types are unavailable.' } }],
    ['are malformed', { malformed: true }],
  ] as const) {
    it(`says so when the activity types ${name} as the Type filter opens, in its popup too, and Try again loads them`, async () => {
      const message = 'status' in fault ? 'Activity types are unavailable.' : 'The server sent a response that could not be read.';
      await setOptions(ns, { faults: [{ path: 'GetActivityTypes', ...fault }] });
      const { element, screen } = await renderActivities(ns);
      // The list itself is fine, and the types are asked only once the filter is used.
      const table = await settledTable(screen);
      expect(table.querySelectorAll('tbody tr')).to.have.length(20);
      expect(screen.queryByRole('alert')).to.equal(null);
      const button = screen.getByRole('button', { name: /^Type/ });
      button.focus();
      await sendKeys({ press: 'Enter' });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.contain('The activity types could not be loaded.');
      expect(alert.textContent).to.contain(message);
      const listbox = screen.getByRole('listbox', { name: 'Type' });
      const popup = within(listbox.parentElement!);
      await waitFor(() => expect(popup.getByRole('status').textContent).to.equal('The activity types could not be loaded.'));
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(['All']);
      await expect(element).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
      expect(deepActive()).to.equal(button);
      await setOptions(ns, { faults: [] });
      within(alert).getByRole('button', { name: 'Try again' }).click();
      await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
      button.click();
      await screen.findByRole('option', { name: 'Install package' });
      expect(await requests(ns, { method: 'GET', path: 'GetActivityTypes' })).to.have.length(2);
    });
  }

  it('says at once that the activity types failed when the list state names a type', async () => {
    await setOptions(ns, { faults: [{ path: 'GetActivityTypes', status: 500, body: { error: 'Boom', message: 'Activity types are unavailable.' } }] });
    localStorage.setItem(WELCOME_KEY, 'true');
    const { screen } = await renderPortal(ns, '/activities?type=Install+package');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('The activity types could not be loaded.');
    // Unchecked, the type stays chosen: the list is filtered by it.
    expect(screen.getByRole('button', { name: /^Type/ }).textContent).to.equal('Type: Install package');
    expect((await lastListRequest(ns, 1)).query).to.equal('type:"Install package"');
  });

  it('shows the error state for a malformed answer', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'activities', malformed: true }] });
    const { screen } = await renderActivities(ns);
    await showsError(screen, 'The server sent a response that could not be read.');
  });

  it('shows the error state for a 400 after a filter change, and the filters stay usable', async () => {
    const { screen } = await renderActivities(ns);
    await settledTable(screen);
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'activities', status: 400, times: 1, body: { error: 'BadRequest', message: 'Unknown search key "colour".' } }],
    });
    (await screen.findByRole('button', { name: /^Status/ })).click();
    (await screen.findByRole('option', { name: 'Failed' })).click();
    await showsError(screen, 'Unknown search key "colour".');
    // Another filter is another request, which succeeds.
    (await screen.findByRole('button', { name: /^Status/ })).click();
    (await screen.findByRole('option', { name: 'Queued' })).click();
    await settledTable(screen);
    expect((await lastListRequest(ns, 3)).query).to.equal('status:undelivered');
  });

  it('keeps the old rows, stale and aria-busy, with Loading... beside the pagination while the next page loads', async () => {
    const { screen } = await renderActivities(ns);
    const table = await settledTable(screen);
    const firstPage = table.querySelector('tbody tr button')?.textContent;
    const settledLook = look(table);
    expect(settledLook.bar).to.equal('none');
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination, Activities' }));
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await setOptions(ns, { latencyMs: 800 });
    screen.getByRole('button', { name: /next page/i }).click();
    await waitFor(() => expect(pagination.getByRole('status').textContent).to.equal('Loading...'));
    expect(screen.getByRole('table', { name: 'Activities' }).getAttribute('aria-busy')).to.equal('true');
    expect(screen.getByRole('table', { name: 'Activities' }).querySelector('tbody tr button')?.textContent).to.equal(firstPage);
    expect(filters.getByRole('status').textContent).to.equal('');
    // Visibly stale, not only for assistive technology: muted rows (their links and buttons too, a
    // frame after the click) under a moving bar.
    expect(look(screen.getByRole('table', { name: 'Activities' })).bar).to.not.equal('none');
    await waitFor(() => {
      const loadingLook = look(screen.getByRole('table', { name: 'Activities' }));
      expect(loadingLook.color).to.not.equal(settledLook.color);
      expect(loadingLook.button).to.not.equal(settledLook.button);
    });
    await settledTable(screen);
    expect(pagination.getByRole('status').textContent).to.equal('');
    expect(screen.getByRole('table', { name: 'Activities' }).querySelector('tbody tr button')?.textContent).to.not.equal(firstPage);
    expect(look(screen.getByRole('table', { name: 'Activities' }))).to.deep.equal(settledLook);
  });

  it('shows Loading... by the filters while a filter change loads, the old rows stale', async () => {
    const { element, screen } = await renderActivities(ns);
    const settledLook = look(await settledTable(screen));
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination, Activities' }));
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await setOptions(ns, { latencyMs: 800 });
    (await screen.findByRole('button', { name: /^Status/ })).click();
    (await screen.findByRole('option', { name: 'Failed' })).click();
    await waitFor(() => expect(filters.getByRole('status').textContent).to.equal('Loading...'));
    expect(pagination.getByRole('status').textContent).to.equal('');
    expect(screen.getByRole('table', { name: 'Activities' }).getAttribute('aria-busy')).to.equal('true');
    expect(look(screen.getByRole('table', { name: 'Activities' })).bar).to.not.equal('none');
    await waitFor(() => {
      const loadingLook = look(screen.getByRole('table', { name: 'Activities' }));
      expect([loadingLook.color, loadingLook.button]).to.not.deep.equal([settledLook.color, settledLook.button]);
    });
    await expect(element).to.be.accessible();
    expect(look(await settledTable(screen))).to.deep.equal(settledLook);
    expect(filters.getByRole('status').textContent).to.equal('');
  });
});
