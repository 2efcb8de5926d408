import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { createNamespace, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { firstInstanceLink, renderActivities } from './helpers.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

type Screen = Awaited<ReturnType<typeof renderActivities>>['screen'];

/** The rows of the table once loaded: their summary button and the "Created at" cell's text. */
async function loadedRows(screen: Screen) {
  const table = await screen.findByRole('table', { name: 'Activities' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(1));
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  const createdColumn = headers.indexOf('Created at');
  return [...table.querySelectorAll('tbody tr')].map((row) => ({
    summary: row.querySelector('button')!,
    createdAt: row.querySelectorAll('td, th')[createdColumn]!.textContent!,
  }));
}

/** The text of a fact in the details list, by its term. */
function fact(panel: HTMLElement, term: string): string {
  const dt = [...panel.querySelectorAll('dt')].find((element) => element.textContent === term);
  if (!dt) throw new Error(`no "${term}" in the panel`);
  return dt.nextElementSibling!.textContent!;
}

describe('activity details side panel', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it("keeps the row's facts and shows the server's message when the details cannot be loaded", async () => {
    const { element, screen } = await renderActivities(ns);
    const [row] = await loadedRows(screen);
    // The first row's id, as the server lists it (the widget shows the same first page).
    const answer = await fetch(`${ns.apiBase}activities?limit=1&offset=0`, { headers: { Authorization: `Bearer ${await tokenFor(ns)}` } });
    const [first] = ((await answer.json()) as { results: { id: number; summary: string }[] }).results;
    const summary = row!.summary.textContent!;
    expect(first!.summary).to.equal(summary);
    await setOptions(ns, {
      faults: [{ method: 'GET', path: `activities/${first!.id}`, status: 404, body: { error: 'NotFound', message: 'Activity not found.' } }],
    });
    row!.summary.click();
    const panel = await screen.findByRole('dialog', { name: summary });
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).to.contain('Activity not found.');
    expect(fact(panel, 'Created at')).to.equal(row!.createdAt);
    await expect(element).to.be.accessible();
  });

  it("opening another activity's details replaces the title and the body", async () => {
    const { screen } = await renderActivities(ns);
    const rows = await loadedRows(screen);
    const first = rows[0]!;
    const other = rows.find((row) => row.createdAt !== first.createdAt && row.summary.textContent !== first.summary.textContent);
    if (!other) throw new Error('the first page needs two activities that differ');

    first.summary.click();
    const panel = await screen.findByRole('dialog', { name: first.summary.textContent! });
    await waitFor(() => expect(fact(panel, 'Created at')).to.equal(first.createdAt));

    other.summary.click();
    const replaced = await screen.findByRole('dialog', { name: other.summary.textContent! });
    await waitFor(() => expect(fact(replaced, 'Created at')).to.equal(other.createdAt));
    expect(within(replaced).queryByRole('toolbar', { name: `Actions for ${first.summary.textContent}` })).to.equal(null);
  });

  it('a route change closes it and focus goes to the new page\'s main heading; it is accessible open', async () => {
    localStorage.setItem(WELCOME_KEY, 'true');
    try {
      const { portal, screen } = await renderPortal(ns, '/activities');
      const table = await screen.findByRole('table', { name: 'Activities' });
      await waitFor(() => expect(table.querySelectorAll('tbody tr a[href]').length).to.be.greaterThan(0));
      const row = [...table.querySelectorAll('tbody tr')].find((candidate) => candidate.querySelector('a[href]'))!;
      const opener = row.querySelector('button')!;
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const panel = await screen.findByRole('dialog', { name: opener.textContent! });
      expect(panel.getAttribute('aria-modal')).to.equal('false');
      expect(within(panel).getByText(/Activity #\d+$/)).to.exist;
      await expect(portal).to.be.accessible();
      // Named after the instance (or "Instance {id}" while its name is unknown): found by its address.
      const { link, id } = await firstInstanceLink(panel);
      link.focus();
      await sendKeys({ press: 'Enter' });
      await waitForPath(`/instances/${id}`);
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      // The instance page's heading: "Instance {id}" while it loads, then the instance's title.
      await waitFor(() => expectFocusOn(screen.getByRole('heading', { level: 1 })));
    } finally {
      localStorage.removeItem(WELCOME_KEY);
      restoreLocation();
    }
  });
});
