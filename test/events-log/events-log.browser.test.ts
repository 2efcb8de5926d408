/**
 * The events log (issue 25): the portal's /events-log route and `landscape-events-log`, against the
 * simulator's seeded log (acme: 3,000 events, globex a few hundred, initech none). What the server
 * holds is asked at test time (helpers.ts: the window's oldest edge moves with the clock), never
 * written here.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { currentAccount } from '../../src/state/account.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { announcedAs, findNotification, queryAllNotifications, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import {
  captureDownloads,
  CSV_HEADER,
  csvRecord,
  csvRequests,
  EMPTY,
  expectedRow,
  expectSameEvents,
  listQuery,
  listRequests,
  nthListRequest,
  parseCsv,
  previewOf,
  renderEventsLog,
  rowOf,
  serverEvents,
  settledTable,
  shownRows,
  type EventLogEntry,
  type ServerEvents,
} from './helpers.ts';

type Screen = Awaited<ReturnType<typeof renderPortal>>['screen'];

const formatted = (count: number) => count.toLocaleString('en-US');

/** The total the pagination says ("Showing 20 of 253 results"). */
function shownTotal(screen: Screen): number {
  const text = screen.getByText(/^Showing [\d,]+ of [\d,]+ results$/).textContent!;
  return Number(/of ([\d,]+) results$/.exec(text)![1]!.replaceAll(',', ''));
}

/** The total is the server's, just before or just after (the window only loses its oldest events). */
function expectServerTotal(total: number, before: ServerEvents, after: ServerEvents): void {
  expect(total, `the total is the server's count (${before.count}, then ${after.count})`).to.be.oneOf([before.count, after.count]);
}

/** The rows, once the table is settled and shows them. */
async function expectRows(screen: Screen, events: readonly EventLogEntry[]): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Events' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(shownRows(table)).to.deep.equal(events.map(expectedRow));
    return table;
  });
}

const toolbarOf = (screen: Screen) => within(screen.getByRole('toolbar', { name: 'Events log actions' }));
const downloadButton = (screen: Screen) => toolbarOf(screen).getByRole('button', { name: 'Download as CSV' });
const downloadStatus = (screen: Screen) => toolbarOf(screen).getByRole('status');

/** The portal at a path, its table settled, downloads captured. */
async function renderPortalLog(ns: SimNamespace, path: string) {
  const rendered = await renderPortal(ns, path);
  const saved = captureDownloads(rendered.root.store);
  const table = await settledTable(rendered.screen);
  await waitFor(() => expect(currentAccount(rendered.root.store)).to.be.a('string'));
  return { ...rendered, saved, table };
}

/** Chooses a Days option with the pointer. */
async function chooseDays(screen: Screen, current: string, option: string) {
  screen.getByRole('button', { name: `Days: ${current}` }).click();
  const listbox = await screen.findByRole('listbox', { name: 'Days' });
  within(listbox).getByRole('option', { name: option }).click();
}

/** The download is over: no progress said, no Cancel, the button usable again. */
async function downloadIdle(screen: Screen) {
  await waitFor(() => {
    expect(downloadStatus(screen).textContent).to.equal('');
    expect(toolbarOf(screen).queryByRole('button', { name: 'Cancel' })).to.equal(null);
    expect(downloadButton(screen).getAttribute('aria-disabled')).to.equal(null);
  });
}

/**
 * Presses Tab until focus is on an element `accept`s (at most `most` presses); gives it. Reached this
 * way, it is in the page's tab order.
 */
async function tabTo(accept: (element: HTMLElement) => boolean, most: number, what: string): Promise<HTMLElement> {
  for (let press = 0; press < most; press += 1) {
    await sendKeys({ press: 'Tab' });
    const active = deepActiveElement();
    if (active && accept(active)) return active;
  }
  throw new Error(`${what} is not reached by Tab; focus is on ${deepActiveElement()?.outerHTML.slice(0, 160)}`);
}

/** A token of the admin in another organisation (for what the server holds there). */
async function tokenIn(ns: SimNamespace, account: string): Promise<string> {
  const switched = await fetch(`${ns.apiBase}switch-account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(ns)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: account }),
  });
  expect(switched.status).to.equal(200);
  return ((await switched.json()) as { token: string }).token;
}

describe('events log in the portal', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it("shows the columns and 20 rows of the last 30 days, and the server's total; accessible", async () => {
    const before = await serverEvents(ns, { days: 30 });
    const { portal, screen } = await renderPortal(ns, '/events-log');
    await screen.findByRole('heading', { level: 1, name: 'Events log' });
    const table = await expectRows(screen, before.events.slice(0, 20));
    const after = await serverEvents(ns, { days: 30 });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).to.deep.equal(['Creation time', 'Username', 'Entity type', 'Entity name', 'Message']);
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(30, 20, 0));
    expect(screen.getByRole('button', { name: 'Days: 30 days' })).to.exist;
    expectServerTotal(shownTotal(screen), before, after);
    // Only the list asked: one request for the page.
    expect(await listRequests(ns)).to.have.length(1);
    await waitForPath('/events-log');
    await expect(portal).to.be.accessible();
  });

  it('asks for the days chosen from page 1, and writes them in the address', async () => {
    const { screen } = await renderPortalLog(ns, '/events-log?currentPage=2');
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(30, 20, 20));
    screen.getByRole('button', { name: 'Days: 30 days' }).click();
    const listbox = await screen.findByRole('listbox', { name: 'Days' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent?.trim())).to.deep.equal([
      '1 day',
      '7 days',
      '30 days',
      '90 days',
      '180 days',
      '365 days',
    ]);
    within(listbox).getByRole('option', { name: '7 days' }).click();
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(7, 20, 0));
    await waitForPath('/events-log?days=7');
    await screen.findByRole('button', { name: 'Days: 7 days' });
    const server = await serverEvents(ns, { days: 7 });
    await expectRows(screen, server.events.slice(0, 20));
    expect((screen.getByLabelText('Page number') as HTMLInputElement).value).to.equal('1');
    expect(shownTotal(screen)).to.equal(server.count);
  });

  it('honours days=365 in the address', async () => {
    const { screen } = await renderPortalLog(ns, '/events-log?days=365');
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(365, 20, 0));
    expect(screen.getByRole('button', { name: 'Days: 365 days' })).to.exist;
    await waitForPath('/events-log?days=365');
    expect(await listRequests(ns)).to.have.length(1);
  });

  it('drops days=5 from the address, which is no option, for the default 30', async () => {
    const { screen } = await renderPortalLog(ns, '/events-log?days=5&utm=mail');
    await waitForPath('/events-log?utm=mail');
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(30, 20, 0));
    expect(screen.getByRole('button', { name: 'Days: 30 days' })).to.exist;
    expect((await listRequests(ns)).every((query) => query['days'] === '30')).to.equal(true);
  });

  it("sends the search to the server only and shows its answer as it is, with a chip that removes it", async () => {
    const search = 'Priya Patel';
    const server = await serverEvents(ns, { days: 30, search });
    // Events matched by the username alone: a second filter of the page by message would drop them.
    const byName = server.events.slice(0, 20).filter((event) => !(event.message ?? '').toLowerCase().includes('priya'));
    expect(byName.length, 'the first page holds events whose message does not hold the search').to.be.greaterThan(0);
    const { screen } = await renderPortal(ns, '/events-log');
    const unfiltered = shownRows(await settledTable(screen));
    await typeInto(screen.getByRole('searchbox', { name: 'Search events' }), search);
    await sendKeys({ press: 'Enter' });
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(30, 20, 0, search));
    await waitForPath('/events-log?search=Priya+Patel');
    const table = await expectRows(screen, server.events.slice(0, 20));
    for (const event of byName) expect(rowOf(table, event)).to.exist;
    expect(shownTotal(screen)).to.equal(server.count);
    const remove = await screen.findByRole('button', { name: `Remove Search filter: ${search}` });
    expect(remove.closest('li')!.textContent).to.equal(`Search: ${search}`);
    // The field is cleared for the next search.
    expect((screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement).value).to.equal('');

    remove.click();
    await waitForPath('/events-log');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove Search filter/ })).to.equal(null));
    await waitFor(() => expect(shownRows(screen.getByRole('table', { name: 'Events' }))).to.deep.equal(unfiltered));
    expect((await listRequests(ns)).slice(2).every((query) => query['search'] === undefined)).to.equal(true);
  });

  it('shows a several-line message by its first line; Show more shows it whole, line breaks kept; Show less', async () => {
    const server = await serverEvents(ns, { days: 30 });
    const page = server.events.slice(0, 20);
    // The seed's "Script edited.\nTitle changed…", 5 hours old: on the first page.
    const twoLines = page.find((event) => (event.message ?? '').split('\n').length === 2 && !(event.message ?? '').includes('\r'));
    expect(twoLines, 'a two-line message on the first page').to.exist;
    const message = twoLines!.message!;
    const { portal, screen } = await renderPortal(ns, '/events-log');
    const table = await expectRows(screen, page);
    // A Show more for each message cut short, and for no other.
    const cut = page.filter((event) => event.message && previewOf(event.message) !== event.message);
    expect(within(table).getAllByRole('button', { name: /^Show more of the message at / })).to.have.length(cut.length);

    const row = rowOf(table, twoLines!);
    const time = row.querySelector('time')!.textContent!;
    const cell = row.querySelector(':scope > td:last-child')!;
    const text = () => cell.querySelector('bdi')!;
    expect(text().textContent).to.equal(message.split('\n')[0]);
    const more = within(row).getByRole('button', { name: `Show more of the message at ${time}` });
    expect(more.textContent).to.equal('Show more');
    expect(more.getAttribute('aria-expanded')).to.equal('false');

    more.click();
    await waitFor(() => expect(more.getAttribute('aria-expanded')).to.equal('true'));
    expect(more.textContent).to.equal('Show less');
    expect(within(row).getByRole('button', { name: `Show less of the message at ${time}` })).to.equal(more);
    expect(text().textContent).to.equal(message);
    // Shown on two lines, not only holding the break.
    expect((text() as HTMLElement).innerText).to.equal(message);
    await expect(portal).to.be.accessible();

    more.click();
    await waitFor(() => expect(more.getAttribute('aria-expanded')).to.equal('false'));
    expect(more.textContent).to.equal('Show more');
    expect(text().textContent).to.equal(message.split('\n')[0]);
  });

  it('cuts a long one-line message at 160 characters, and shows it whole on demand', async () => {
    const search = 'Tailoring rules changed';
    const server = await serverEvents(ns, { days: 365, search });
    const long = server.events.find((event) => (event.message ?? '').length > 1000);
    expect(long, 'a message of over a thousand characters').to.exist;
    const { screen } = await renderPortalLog(ns, `/events-log?days=365&search=${encodeURIComponent(search)}`);
    const table = await expectRows(screen, server.events.slice(0, 20));
    const row = rowOf(table, long!);
    const shown = row.querySelector(':scope > td:last-child bdi')!.textContent!;
    expect(shown).to.equal(`${long!.message!.slice(0, 160).trimEnd()}…`);
    within(row).getByRole('button', { name: /^Show more of the message at / }).click();
    await waitFor(() => expect(row.querySelector(':scope > td:last-child bdi')!.textContent).to.equal(long!.message));
    // The whole message wraps inside the table: the page does not widen.
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
  });

  it('pages by 20, and by 50 from page 1', async () => {
    const server = await serverEvents(ns, { days: 30 });
    const { screen } = await renderPortalLog(ns, '/events-log');
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(30, 20, 20));
    await waitForPath('/events-log?currentPage=2');
    await expectRows(screen, server.events.slice(20, 40));
    const size = screen.getByLabelText('Events per page') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).to.deep.equal(['20', '50', '100']);
    size.value = '50';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery(30, 50, 0));
    await waitForPath('/events-log?pageSize=50');
    await expectRows(screen, server.events.slice(0, 50));
  });

  describe('Download as CSV', () => {
    it('saves every event of the last 365 days once, asked in pages of 100 in order, under its name, and says so', async function () {
      this.timeout(40_000);
      const { root, screen, saved } = await renderPortalLog(ns, '/events-log?days=365');
      await clearRequests(ns);
      const before = await serverEvents(ns, { days: 365 });
      const started = Math.floor(Date.now() / 1000) * 1000;
      downloadButton(screen).click();
      await waitFor(() => expect(saved).to.have.length(1), { timeout: 25_000 });
      const ended = Date.now();
      const after = await serverEvents(ns, { days: 365 });

      const [{ file, name }] = saved as [(typeof saved)[number]];
      expect(file.type).to.equal('text/csv;charset=utf-8');
      const text = await file.text();
      const [header, ...records] = parseCsv(text);
      expect(header).to.deep.equal(CSV_HEADER);
      expect(records.every((record) => record.length === 7), 'seven fields in every record').to.equal(true);
      expectSameEvents(records, before, after);
      expect(records.length).to.be.greaterThan(2000);

      // One page of 100 after another, in order, with the list's filters; none after the last.
      const pages = Math.ceil(records.length / 100);
      expect(await csvRequests(ns)).to.deep.equal(Array.from({ length: pages }, (_, page) => listQuery(365, 100, page * 100)));

      // The special records: quotes doubled, commas and CRLF line breaks inside quotes, non-ASCII as it is.
      const crlf = before.events.find((event) => (event.message ?? '').includes('\r\n'))!;
      expect(crlf, "the seed's message with CRLF line breaks").to.exist;
      expect(records.find((record) => record[6] === crlf.message)).to.deep.equal(csvRecord(crlf));
      expect(text).to.contain(`,"${crlf.message!.replaceAll('"', '""')}"\r\n`);
      const quoted = before.events.find((event) => event.message === 'Tags changed: "web", "db"')!;
      expect(quoted, "the seed's message with quotes and a comma").to.exist;
      expect(text).to.contain(`,"Tags changed: ""web"", ""db"""\r\n`);
      const tokyo = before.events.find((event) => event.entity_name === '東京オフィス')!;
      expect(records.find((record) => record[5] === '東京オフィス')).to.deep.equal(csvRecord(tokyo));

      const account = currentAccount(root.store)!;
      const parts = /^Event Log - (.+)-(\d{4}-\d{2}-\d{2})T(\d{2}) (\d{2}) (\d{2})Z\.csv$/.exec(name);
      expect(parts, name).to.not.equal(null);
      expect(parts![1]).to.equal(account);
      const stamp = Date.parse(`${parts![2]}T${parts![3]}:${parts![4]}:${parts![5]}Z`);
      expect(stamp, 'the UTC time of the download').to.be.within(started, ended);

      const notice = await findNotification(screen, `saved as ${name}.`);
      expect(notice.textContent).to.contain('Events downloaded');
      expect(notice.textContent).to.contain(`${formatted(records.length)} events saved as ${name}.`);
      await downloadIdle(screen);
    });

    it('says its progress while the pages come; Cancel stops it: nothing saved, no request after', async function () {
      this.timeout(30_000);
      const before = await serverEvents(ns, { days: 30 });
      expect(before.count, 'more than two pages of 100').to.be.greaterThan(200);
      const { screen, saved } = await renderPortalLog(ns, '/events-log');
      const status = downloadStatus(screen);
      expect(status.textContent).to.equal('');
      expect(announcedAs(status)).to.equal('polite');
      await clearRequests(ns);
      await setOptions(ns, { latencyMs: 800 });
      const button = downloadButton(screen);
      button.click();
      await waitFor(() => expect(button.getAttribute('aria-busy')).to.equal('true'));
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      const progress = await waitFor(() => {
        const said = /^Preparing the CSV: 100 of ([\d,]+) events$/.exec(status.textContent ?? '');
        if (!said) throw new Error(`the status says "${status.textContent}"`);
        return Number(said[1]!.replaceAll(',', ''));
      });
      expect(progress, "the server's count").to.be.at.most(before.count).and.at.least(before.count - 1);

      toolbarOf(screen).getByRole('button', { name: 'Cancel' }).click();
      const notice = await findNotification(screen, 'The CSV download was canceled.');
      expect(announcedAs(notice)).to.not.equal('assertive');
      await downloadIdle(screen);
      // The list's next page, asked after Cancel: by its answer (as slow as any), a download still
      // going would have asked for its next page too.
      screen.getByRole('button', { name: 'Next page' }).click();
      expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(30, 20, 20));
      await waitFor(() => expect((screen.getByLabelText('Page number') as HTMLInputElement).value).to.equal('2'));
      await settledTable(screen);
      const asked = await csvRequests(ns);
      // The first page, and the second if it was on its way when Cancel was pressed.
      expect([[listQuery(30, 100, 0)], [listQuery(30, 100, 0), listQuery(30, 100, 100)]]).to.deep.include(asked);
      expect(saved).to.deep.equal([]);
      expect(queryAllNotifications(screen, 'saved as')).to.have.length(0);
    });

    it('stops quietly when the screen is left while it runs: nothing saved, nothing said, no request after', async function () {
      this.timeout(30_000);
      const { portal, screen, saved } = await renderPortalLog(ns, '/events-log');
      const errors = recordEvents(portal, 'landscape-error');
      await clearRequests(ns);
      await setOptions(ns, { latencyMs: 600 });
      downloadButton(screen).click();
      await waitFor(() => expect(downloadStatus(screen).textContent).to.match(/^Preparing the CSV: 100 of/));
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Activities' }).click();
      await waitForPath('/activities');
      // The activities list, asked after the events log was left, is answered as slowly as its pages.
      await waitFor(() => expect(screen.getByRole('table', { name: 'Activities' }).getAttribute('aria-busy')).to.equal(null), { timeout: 8000 });
      const asked = await csvRequests(ns);
      expect([[listQuery(30, 100, 0)], [listQuery(30, 100, 0), listQuery(30, 100, 100)]]).to.deep.include(asked);
      expect(saved).to.deep.equal([]);
      expect(queryAllNotifications(screen)).to.deep.equal([]);
      // The request it stopped is no failure to report.
      expect(errors).to.deep.equal([]);
    });

    it("says the server's message when a later page fails, saves nothing, and can be tried again", async function () {
      this.timeout(30_000);
      const token = await tokenFor(ns);
      // The first page as the server answers it; then the second fails.
      const first = (await (await fetch(`${ns.apiBase}events?days=30&limit=100&offset=0`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        count: number;
      };
      expect(first.count, 'more than a page of 100').to.be.greaterThan(100);
      const { screen, saved } = await renderPortalLog(ns, '/events-log');
      await clearRequests(ns);
      await setOptions(ns, {
        faults: [
          { method: 'GET', path: 'events', status: 200, body: first, times: 1 },
          { method: 'GET', path: 'events', status: 500, body: { error: 'Boom', message: 'The event store is <b>down</b>.' }, times: 1 },
        ],
      });
      downloadButton(screen).click();
      const notice = await findNotification(screen, 'The event store is <b>down</b>.');
      expect(notice.textContent).to.contain('The CSV could not be prepared.');
      expect(notice.querySelector('b')).to.equal(null);
      expect(announcedAs(notice)).to.equal('assertive');
      await downloadIdle(screen);
      expect(saved).to.deep.equal([]);
      // Asked after the failure: by its answer, a download going on would have asked its third page.
      screen.getByRole('button', { name: 'Next page' }).click();
      expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(30, 20, 20));
      await settledTable(screen);
      expect(await csvRequests(ns)).to.deep.equal([listQuery(30, 100, 0), listQuery(30, 100, 100)]);
      expect(saved).to.deep.equal([]);

      downloadButton(screen).click();
      await waitFor(() => expect(saved).to.have.length(1), { timeout: 10_000 });
      expect(parseCsv(await saved[0]!.file.text()).length - 1).to.be.at.most(first.count).and.at.least(first.count - 1);
    });

    it('does nothing on a second press while it runs: one file, one sequence of requests', async function () {
      this.timeout(30_000);
      const { screen, saved } = await renderPortalLog(ns, '/events-log?days=90');
      await clearRequests(ns);
      await setOptions(ns, { latencyMs: 300 });
      const button = downloadButton(screen);
      button.click();
      button.click();
      await waitFor(() => expect(downloadStatus(screen).textContent).to.match(/^Preparing the CSV: 100 of/));
      button.click();
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(saved).to.have.length(1), { timeout: 20_000 });
      const records = parseCsv(await saved[0]!.file.text()).slice(1);
      const pages = Math.ceil(records.length / 100);
      expect(pages).to.be.greaterThan(2);
      expect(await csvRequests(ns)).to.deep.equal(Array.from({ length: pages }, (_, page) => listQuery(90, 100, page * 100)));
      await downloadIdle(screen);
      expect(saved).to.have.length(1);
      expect(queryAllNotifications(screen, 'saved as')).to.have.length(1);
    });

    it('applies the search to every page it asks, and saves what the server matched, by any field', async function () {
      this.timeout(30_000);
      const search = 'Kenji Tanaka';
      const { screen, saved } = await renderPortalLog(ns, `/events-log?days=365&search=${encodeURIComponent(search)}`);
      await screen.findByRole('button', { name: `Remove Search filter: ${search}` });
      await clearRequests(ns);
      const before = await serverEvents(ns, { days: 365, search });
      expect(before.count, 'more than a page of 100').to.be.greaterThan(100);
      downloadButton(screen).click();
      await waitFor(() => expect(saved).to.have.length(1), { timeout: 20_000 });
      const after = await serverEvents(ns, { days: 365, search });
      const records = parseCsv(await saved[0]!.file.text()).slice(1);
      expectSameEvents(records, before, after);
      const pages = Math.ceil(records.length / 100);
      expect(await csvRequests(ns)).to.deep.equal(Array.from({ length: pages }, (_, page) => listQuery(365, 100, page * 100, search)));
      // Matched by the username: messages without it are kept (no second filter by message).
      expect(records.some((record) => !record[6]!.includes('Kenji'))).to.equal(true);
    });
  });

  describe('empty', () => {
    it('shows the empty text for an organisation without events, and its CSV is the header alone', async () => {
      const initech = await serverEvents(ns, { days: 30 }, await tokenIn(ns, 'initech'));
      expect(initech.count, 'initech has no events').to.equal(0);
      const { root, portal, screen, saved } = await renderPortalLog(ns, '/events-log');
      await switchAccount(root.store, 'initech');
      await screen.findByText(EMPTY);
      expect(currentAccount(root.store)).to.equal('initech');
      await settledTable(screen);
      await expect(portal).to.be.accessible();
      await clearRequests(ns);
      downloadButton(screen).click();
      await waitFor(() => expect(saved).to.have.length(1));
      expect(await saved[0]!.file.text()).to.equal(`${CSV_HEADER.join(',')}\r\n`);
      expect(saved[0]!.name).to.match(/^Event Log - initech-\d{4}-\d{2}-\d{2}T\d{2} \d{2} \d{2}Z\.csv$/);
      expect(await csvRequests(ns)).to.deep.equal([listQuery(30, 100, 0)]);
      await findNotification(screen, `0 events saved as ${saved[0]!.name}.`);
    });

    it('shows the empty text for a search matching nothing, and its CSV is the header alone', async () => {
      const search = 'no event says this';
      expect((await serverEvents(ns, { days: 30, search })).count).to.equal(0);
      const { portal, screen, saved } = await renderPortalLog(ns, '/events-log');
      await typeInto(screen.getByRole('searchbox', { name: 'Search events' }), search);
      within(screen.getByRole('search', { name: 'Search events' })).getByRole('button', { name: 'Search' }).click();
      expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(30, 20, 0, search));
      await screen.findByText(EMPTY);
      await settledTable(screen);
      await expect(portal).to.be.accessible();
      await clearRequests(ns);
      downloadButton(screen).click();
      await waitFor(() => expect(saved).to.have.length(1));
      expect(await saved[0]!.file.text()).to.equal(`${CSV_HEADER.join(',')}\r\n`);
      expect(await csvRequests(ns)).to.deep.equal([listQuery(30, 100, 0, search)]);
    });
  });

  it('works by keyboard: the Days filter, Show more and Download', async function () {
    this.timeout(30_000);
    const { screen, saved } = await renderPortalLog(ns, '/events-log');
    screen.getByRole('searchbox', { name: 'Search events' }).focus();
    const days = await tabTo((element) => element.getAttribute('aria-haspopup') === 'listbox', 5, 'the Days filter');
    expect(days.textContent).to.equal('Days: 30 days');
    await sendKeys({ press: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox', { name: 'Days' });
    await sendKeys({ type: '7' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent?.trim())).to.deep.equal(['7 days']));
    await sendKeys({ press: 'Enter' });
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(7, 20, 0));
    await waitForPath('/events-log?days=7');
    await waitFor(() => expectFocusOn(screen.getByRole('button', { name: 'Days: 7 days' })));
    const server = await serverEvents(ns, { days: 7 });
    await expectRows(screen, server.events.slice(0, 20));

    const download = await tabTo((element) => element === downloadButton(screen), 3, 'Download as CSV');
    const more = await tabTo((element) => /^Show more of the message at /.test(element.getAttribute('aria-label') ?? ''), 10, 'a Show more');
    const cell = more.closest('td')!;
    const event = server.events.find(
      (candidate) => candidate.message && previewOf(candidate.message) !== candidate.message && previewOf(candidate.message) === cell.querySelector('bdi')!.textContent,
    )!;
    expect(event, 'the row of a message cut short').to.exist;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(more.getAttribute('aria-expanded')).to.equal('true'));
    expect(cell.querySelector('bdi')!.textContent).to.equal(event.message);
    expectFocusOn(more);
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(more.getAttribute('aria-expanded')).to.equal('false'));

    // Cancel by keyboard: focus goes back to the button that started the download, not to the page.
    await setOptions(ns, { latencyMs: 800 });
    download.focus();
    await sendKeys({ press: 'Enter' });
    const cancel = await toolbarOf(screen).findByRole('button', { name: 'Cancel' });
    await tabTo((element) => element === cancel, 2, 'Cancel');
    await sendKeys({ press: 'Enter' });
    await findNotification(screen, 'The CSV download was canceled.');
    await waitFor(() => expectFocusOn(download));
    expect(saved).to.deep.equal([]);
    await setOptions(ns, { latencyMs: 0 });

    await clearRequests(ns);
    download.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(saved).to.have.length(1), { timeout: 10_000 });
    const records = parseCsv(await saved[0]!.file.text()).slice(1);
    expect(records.length).to.be.at.most(server.count).and.at.least(server.count - 1);
    expect(await csvRequests(ns)).to.deep.equal([listQuery(7, 100, 0)]);
  });
});

describe('landscape-events-log', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('asks for its days and page size, and keeps its changes inside: the address is never read or written', async () => {
    const address = location.href;
    const entries = history.length;
    const server = await serverEvents(ns, { days: 7 });
    const { element, screen } = await renderEventsLog(ns, { days: '7', 'page-size': '50' });
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(7, 50, 0));
    await expectRows(screen, server.events.slice(0, 50));
    expect(screen.getByRole('region', { name: 'Events log' })).to.exist;
    expect(screen.getByRole('button', { name: 'Days: 7 days' })).to.exist;
    expect((screen.getByLabelText('Events per page') as HTMLSelectElement).value).to.equal('50');
    expect(element.days).to.equal(7);
    expect(element.pageSize).to.equal(50);
    await expect(element).to.be.accessible();

    await chooseDays(screen, '7 days', '90 days');
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(90, 50, 0));
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery(90, 50, 50));
    await typeInto(screen.getByRole('searchbox', { name: 'Search events' }), 'Zoë');
    await sendKeys({ press: 'Enter' });
    expect(await nthListRequest(ns, 4)).to.deep.equal(listQuery(90, 50, 0, 'Zoë'));
    await screen.findByRole('button', { name: 'Remove Search filter: Zoë' });
    await settledTable(screen);
    expect(location.href).to.equal(address);
    expect(history.length).to.equal(entries);
    await expect(element).to.be.accessible();
  });

  it('asks again when its days change, by property or attribute', async () => {
    const { element, screen } = await renderEventsLog(ns);
    await settledTable(screen);
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery(30, 20, 0));
    element.days = 90;
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery(90, 20, 0));
    await screen.findByRole('button', { name: 'Days: 90 days' });
    const server = await serverEvents(ns, { days: 90 });
    await expectRows(screen, server.events.slice(0, 20));
    element.setAttribute('days', '1');
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery(1, 20, 0));
    await screen.findByRole('button', { name: 'Days: 1 day' });
  });

  it('saves its own days as CSV and fires landscape-notify', async () => {
    const { root, element, screen } = await renderEventsLog(ns, { days: '7' });
    const saved = captureDownloads(root.store);
    const notes = recordEvents(element, 'landscape-notify');
    await settledTable(screen);
    await clearRequests(ns);
    const before = await serverEvents(ns, { days: 7 });
    within(screen.getByRole('toolbar', { name: 'Events log actions' })).getByRole('button', { name: 'Download as CSV' }).click();
    await waitFor(() => expect(saved).to.have.length(1));
    const after = await serverEvents(ns, { days: 7 });
    const [header, ...records] = parseCsv(await saved[0]!.file.text());
    expect(header).to.deep.equal(CSV_HEADER);
    expectSameEvents(records, before, after);
    expect(await csvRequests(ns)).to.deep.equal([listQuery(7, 100, 0)]);
    await waitFor(() =>
      expect(notes).to.deep.include({ type: 'positive', title: 'Events downloaded', message: `${formatted(records.length)} events saved as ${saved[0]!.name}.` }),
    );
  });

  it('says Cancel in its own notification area, and reports no error for the requests it stops', async function () {
    this.timeout(20_000);
    const { root, element, screen } = await renderEventsLog(ns, { days: '90' });
    const saved = captureDownloads(root.store);
    const errors = recordEvents(element, 'landscape-error');
    const notes = recordEvents(element, 'landscape-notify');
    await settledTable(screen);
    await setOptions(ns, { latencyMs: 600 });
    const toolbar = within(screen.getByRole('toolbar', { name: 'Events log actions' }));
    toolbar.getByRole('button', { name: 'Download as CSV' }).click();
    await waitFor(() => expect(toolbar.getByRole('status').textContent).to.match(/^Preparing the CSV: 100 of/));
    toolbar.getByRole('button', { name: 'Cancel' }).click();
    await findNotification(screen, 'The CSV download was canceled.');
    expect(notes).to.deep.equal([{ type: 'information', title: 'Info', message: 'The CSV download was canceled.' }]);
    expect(saved).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('asks to sign in when nobody is, and asks for no events', async () => {
    const signedOut = await createNamespace();
    const { screen } = await renderEventsLog(signedOut);
    await screen.findByText('Sign in to see the events log.');
    expect(await requests(signedOut, { path: 'events' })).to.have.length(0);
  });
});
