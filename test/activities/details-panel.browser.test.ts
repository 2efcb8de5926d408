import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { renderActivities } from './helpers.ts';

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
});
