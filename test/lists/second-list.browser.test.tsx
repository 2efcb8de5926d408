import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { renderView } from '../ui/harness.tsx';
import { PROFILE_TEXTS as T, SecondList } from './second-list.tsx';

// Every answer travels over HTTP from the simulator, on two shared cores.
configure({ asyncUtilTimeout: 5000 });

type Screen = Awaited<ReturnType<typeof renderView>>['screen'];

interface ServerPage {
  readonly count: number;
  readonly titles: string[];
}

/** What the server holds for a request of an organisation, asked directly (before the test counts requests). */
async function serverPage(ns: SimNamespace, query: Record<string, string>, account = 'acme'): Promise<ServerPage> {
  let token = await tokenFor(ns);
  if (account !== 'acme') {
    const switched = await fetch(`${ns.apiBase}switch-account`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: account }),
    });
    token = ((await switched.json()) as { token: string }).token;
  }
  const response = await fetch(`${ns.apiBase}security-profiles?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { count: number; results: { title: string }[] };
  return { count: body.count, titles: body.results.map((profile) => profile.title) };
}

/** The query of every list request the simulator received, oldest first. */
async function listRequests(ns: SimNamespace): Promise<Record<string, string>[]> {
  return (await requests(ns, { method: 'GET', path: 'security-profiles' })).map((request) => request.query);
}

/** Waits until the simulator has received `count` list requests, then checks that it has exactly that many. */
async function exactlyRequests(ns: SimNamespace, count: number) {
  const log = await waitFor(async () => {
    const all = await listRequests(ns);
    if (all.length < count) throw new Error(`${all.length} list requests, waiting for ${count}`);
    return all;
  });
  expect(log, JSON.stringify(log)).to.have.length(count);
  return log;
}

function table(screen: Screen): HTMLElement {
  return screen.getByRole('table', { name: T.caption });
}

/** The table once it shows the current request's rows. */
async function settledTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const found = table(screen);
    expect(found.getAttribute('aria-busy')).to.equal(null);
    return found;
  });
}

const titlesIn = (found: HTMLElement): string[] =>
  [...found.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');

/** The rows the table shows once settled, and the results line under it. */
async function shows(screen: Screen, expected: ServerPage) {
  await waitFor(async () => expect(titlesIn(await settledTable(screen))).to.deep.equal(expected.titles));
  expect(screen.getByText(`Showing ${expected.titles.length} of ${expected.count.toLocaleString('en-US')} results`)).to.exist;
}

async function chooseStatus(screen: Screen, label: string) {
  (await screen.findByRole('button', { name: /^Status/ })).click();
  (await screen.findByRole('option', { name: label })).click();
}

async function search(screen: Screen, term: string) {
  await typeInto(screen.getByRole('searchbox', { name: T.search }), term);
  await sendKeys({ press: 'Enter' });
}

function rowCheckboxes(screen: Screen): HTMLInputElement[] {
  return within(table(screen)).getAllByRole('checkbox', { name: /^Select (?!all$)/ }) as HTMLInputElement[];
}

/** The chips' texts ("Status: Archived"), in order; none when the chip list is gone. */
const chipTexts = (screen: Screen): string[] =>
  [...(screen.queryByRole('list', { name: 'Active filters' })?.querySelectorAll('li') ?? [])].map((chip) => chip.textContent ?? '');

describe('a second list built from the shared list pieces (security profiles)', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('sends one request per change, with limit and offset from the page, and shows each answer', async () => {
    const pages = {
      first: await serverPage(ns, { limit: '3', offset: '0' }),
      second: await serverPage(ns, { limit: '3', offset: '3' }),
      third: await serverPage(ns, { limit: '3', offset: '6' }),
      four: await serverPage(ns, { limit: '4', offset: '0' }),
      archived: await serverPage(ns, { status: 'archived', limit: '4', offset: '0' }),
      audit: await serverPage(ns, { search: 'audit', status: 'archived', limit: '4', offset: '0' }),
    };
    // Three distinct pages of three, so every step shows rows the previous one did not.
    expect(pages.first.count).to.equal(9);
    expect(new Set([...pages.first.titles, ...pages.second.titles, ...pages.third.titles]).size).to.equal(9);
    expect(pages.audit.titles.length).to.be.greaterThan(0).and.lessThan(pages.archived.titles.length);
    await clearRequests(ns);

    const { element, screen } = await renderView(ns, SecondList);
    await shows(screen, pages.first);
    expect((await exactlyRequests(ns, 1))[0]).to.deep.equal({ limit: '3', offset: '0' });
    await expect(element).to.be.accessible();

    screen.getByRole('button', { name: 'Next page' }).click();
    await shows(screen, pages.second);
    expect((await exactlyRequests(ns, 2))[1]).to.deep.equal({ limit: '3', offset: '3' });

    screen.getByRole('button', { name: 'Next page' }).click();
    await shows(screen, pages.third);
    expect((await exactlyRequests(ns, 3))[2]).to.deep.equal({ limit: '3', offset: '6' });

    // Another page size starts at page one again.
    const size = screen.getByRole('combobox', { name: T.pageSize }) as HTMLSelectElement;
    size.value = '4';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await shows(screen, pages.four);
    expect((await exactlyRequests(ns, 4))[3]).to.deep.equal({ limit: '4', offset: '0' });

    await chooseStatus(screen, 'Archived');
    await shows(screen, pages.archived);
    expect((await exactlyRequests(ns, 5))[4]).to.deep.equal({ status: 'archived', limit: '4', offset: '0' });

    await search(screen, 'audit');
    await shows(screen, pages.audit);
    expect((await exactlyRequests(ns, 6))[5]).to.deep.equal({ search: 'audit', status: 'archived', limit: '4', offset: '0' });
  });

  it("labels the chips from the declaration; removing one, and 'Clear all filters', go back to its defaults", async () => {
    const all = await serverPage(ns, { limit: '3', offset: '0' });
    const allByFour = await serverPage(ns, { limit: '4', offset: '0' });
    await clearRequests(ns);
    const { element, screen } = await renderView(ns, SecondList);
    await shows(screen, all);
    expect(screen.queryByRole('list', { name: 'Active filters' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).to.equal(null);

    await chooseStatus(screen, 'Archived');
    await search(screen, 'audit');
    // The declaration's chip labels and formatting ('archived' shows as its label), in its order.
    await waitFor(() => expect(chipTexts(screen)).to.deep.equal(['Search: audit', 'Status: Archived']));
    await settledTable(screen);
    await expect(element).to.be.accessible();

    // One chip: only its parameter goes back to its default.
    screen.getByRole('button', { name: 'Remove Status filter: Archived' }).click();
    await waitFor(() => expect(chipTexts(screen)).to.deep.equal(['Search: audit']));
    await settledTable(screen);
    expect((await exactlyRequests(ns, 4))[3]).to.deep.equal({ search: 'audit', limit: '3', offset: '0' });

    // Two filters, another page size, page two; then Clear all filters.
    await search(screen, 'a');
    await chooseStatus(screen, 'Active');
    await settledTable(screen);
    const size = screen.getByRole('combobox', { name: T.pageSize }) as HTMLSelectElement;
    size.value = '4';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await settledTable(screen);
    screen.getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Page number' })).to.have.property('value', '2'));
    await settledTable(screen);
    expect(chipTexts(screen)).to.deep.equal(['Search: a', 'Status: Active']);
    expect((await exactlyRequests(ns, 8))[7]).to.deep.equal({ search: 'a', status: 'active', limit: '4', offset: '4' });

    screen.getByRole('button', { name: 'Clear all filters' }).click();
    // Every filter at the declaration's default and page one again; the page size is not a filter.
    await shows(screen, allByFour);
    expect(chipTexts(screen)).to.deep.equal([]);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).to.equal(null);
    expect(screen.getByRole('button', { name: /^Status/ }).textContent).to.contain(T.all);
    expect(screen.getByRole('textbox', { name: 'Page number' })).to.have.property('value', '1');
    expect((await exactlyRequests(ns, 9))[8]).to.deep.equal({ limit: '4', offset: '0' });
  });

  it('clears the selection when the page or a filter changes', async () => {
    const { screen } = await renderView(ns, SecondList);
    await settledTable(screen);
    const selectAll = within(table(screen)).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;

    rowCheckboxes(screen)[0]!.click();
    await waitFor(() => expect(rowCheckboxes(screen)[0]!.checked).to.equal(true));
    await setOptions(ns, { latencyMs: 600 });
    screen.getByRole('button', { name: 'Next page' }).click();
    // Already while the next page loads: nothing can act on rows of the page that was left.
    await waitFor(() => expect(table(screen).getAttribute('aria-busy')).to.equal('true'));
    expect(rowCheckboxes(screen).map((box) => box.checked)).to.deep.equal([false, false, false]);
    await settledTable(screen);
    expect(rowCheckboxes(screen).map((box) => box.checked)).to.deep.equal([false, false, false]);

    selectAll.click();
    await waitFor(() => expect(rowCheckboxes(screen).map((box) => box.checked)).to.deep.equal([true, true, true]));
    await chooseStatus(screen, 'Active');
    await waitFor(() => expect(table(screen).getAttribute('aria-busy')).to.equal('true'));
    expect(rowCheckboxes(screen).every((box) => !box.checked)).to.equal(true);
    await settledTable(screen);
    expect(rowCheckboxes(screen).every((box) => !box.checked)).to.equal(true);
    expect((within(table(screen)).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).checked).to.equal(false);
  });

  it('keeps the previous rows, aria-busy, with progress beside the pagination while the next page loads', async () => {
    const { element, screen } = await renderView(ns, SecondList);
    const firstPage = titlesIn(await settledTable(screen));
    const pagination = within(screen.getByRole('navigation', { name: T.pagination }));
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await setOptions(ns, { latencyMs: 800 });

    screen.getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(pagination.getByRole('status').textContent).to.equal('Loading...'));
    expect(table(screen).getAttribute('aria-busy')).to.equal('true');
    expect(titlesIn(table(screen))).to.deep.equal(firstPage);
    expect(filters.getByRole('status').textContent).to.equal('');
    await expect(element).to.be.accessible();

    const secondPage = titlesIn(await settledTable(screen));
    expect(secondPage).to.not.deep.equal(firstPage);
    expect(pagination.getByRole('status').textContent).to.equal('');
    expect(filters.getByRole('status').textContent).to.equal('');
  });

  it('shows progress by the filters, not by the pagination, while a filter change loads', async () => {
    const { screen } = await renderView(ns, SecondList);
    const firstPage = titlesIn(await settledTable(screen));
    const pagination = within(screen.getByRole('navigation', { name: T.pagination }));
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await setOptions(ns, { latencyMs: 800 });

    await chooseStatus(screen, 'Archived');
    await waitFor(() => expect(filters.getByRole('status').textContent).to.equal('Loading...'));
    expect(pagination.getByRole('status').textContent).to.equal('');
    expect(table(screen).getAttribute('aria-busy')).to.equal('true');
    expect(titlesIn(table(screen))).to.deep.equal(firstPage);

    await settledTable(screen);
    expect(filters.getByRole('status').textContent).to.equal('');
    expect(pagination.getByRole('status').textContent).to.equal('');
  });

  it("keeps its answers per organisation: after a switch it shows only the new one's", async () => {
    const acme = await serverPage(ns, { limit: '3', offset: '0' });
    const globex = await serverPage(ns, { limit: '3', offset: '0' }, 'globex');
    expect(globex.titles.some((title) => acme.titles.includes(title))).to.equal(false);
    await clearRequests(ns);
    const { store, screen } = await renderView(ns, SecondList);
    await shows(screen, acme);

    await setOptions(ns, { latencyMs: 400 });
    await switchAccount(store, 'globex');
    // While the new organisation's answer loads, the old one's rows are not kept in its place.
    const meanwhile = screen.queryByRole('table', { name: T.caption });
    expect(meanwhile ? titlesIn(meanwhile) : []).to.not.deep.equal(acme.titles);
    await shows(screen, globex);
    expect((await exactlyRequests(ns, 2))[1]).to.deep.equal({ limit: '3', offset: '0' });
    // The generic list query keys the answer by the organisation (and the request), as every list's.
    const keys = store.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['account'] })
      .map((query) => query.queryKey)
      .filter((key) => key[2] === 'security-profiles');
    expect(keys).to.deep.equal([['account', 'globex', 'security-profiles', 'list', { limit: 3, offset: 0 }]]);
  });

  it("shows the server's message and Try again for a 500, and Try again loads the list", async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'security-profiles', status: 500, body: { error: 'Boom', message: 'The profile store is down.' } }],
    });
    const { element, screen } = await renderView(ns, SecondList);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('The list could not be loaded.');
    expect(alert.textContent).to.contain('The profile store is down.');
    expect(screen.queryByRole('table')).to.equal(null);
    expect(screen.queryByText(T.empty)).to.equal(null);
    expect(screen.queryByText(/^Showing [\d,]+ of [\d,]+ results$/)).to.equal(null);
    await expect(element).to.be.accessible();

    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    const found = await settledTable(screen);
    expect(found.querySelectorAll('tbody tr')).to.have.length(3);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.getByText('Showing 3 of 9 results')).to.exist;
  });
});
