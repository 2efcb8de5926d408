import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Table, type Column } from '../../../src/ui/list/index.ts';
import { waitFor } from '../../helpers/dom.ts';
import { renderList } from './helpers.ts';

interface Item {
  readonly id: number;
  readonly name: string;
}

const page = (number: number, name = 'Instance'): readonly Item[] =>
  Array.from({ length: 100 }, (_, index) => ({ id: (number - 1) * 100 + index + 1, name: `${name} ${(number - 1) * 100 + index + 1}` }));
const PAGES = [page(1), page(2)] as const;
/** A second page whose names are much longer than the first's. */
const LONG_NAMES = page(2, 'Instance with a much longer name than those of the first page');

const COLUMNS: readonly Column<Item>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'id', header: 'Id', cell: (row) => String(row.id) },
];

/**
 * A paged table as a screen holds it: "Load page 2" is a request on its way (busy), "Arrive" its
 * answer; "Page 2" both at once (the answer already cached).
 */
function PagedTable({ second = PAGES[1] }: { readonly second?: readonly Item[] }) {
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [number, setNumber] = useState(1);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Table
        caption="Instances"
        columns={COLUMNS}
        rows={number === 1 ? PAGES[0] : second}
        rowId={(row) => String(row.id)}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.name}` }}
        empty="No instances"
        busy={busy}
      />
      <button type="button" onClick={() => setNumber(2)}>
        Page 2
      </button>
      <button type="button" onClick={() => setBusy(true)}>
        Load page 2
      </button>
      <button
        type="button"
        onClick={() => {
          setBusy(false);
          setNumber(2);
        }}
      >
        Arrive
      </button>
    </>
  );
}

/** Whether a row shows dimmed: its text in the muted colour. */
const MUTED = 'rgb(102, 102, 102)';
const dimmed = (row: Element) => getComputedStyle(row.querySelector('td:nth-child(2)')!).color === MUTED;

/** The names in the table's rows, in order. */
const names = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td:nth-child(2)')!.textContent);

describe('Table: a page of 100 new rows', () => {
  it('lands in steps: the first new rows at once, the previous rows holding the places below, each row once, busy until all are in', async () => {
    const { screen } = await renderList(PagedTable);
    const table = await screen.findByRole('table', { name: 'Instances' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
    expect(names(table)).to.deep.equal(PAGES[0].map((row) => row.name));

    const seen: { names: (string | null)[]; busy: string | null }[] = [];
    const observer = new MutationObserver(() => seen.push({ names: names(table), busy: table.getAttribute('aria-busy') }));
    observer.observe(table.querySelector('tbody')!, { childList: true, subtree: true, characterData: true });
    screen.getByRole('button', { name: 'Page 2' }).click();
    await waitFor(() => {
      expect(names(table)[0]).to.equal('Instance 101');
      expect(table.getAttribute('aria-busy')).to.equal(null);
    });
    observer.disconnect();

    const first = seen[0]!;
    // The first new rows show together with the previous rows still below them (no shorter table).
    expect(first.names.slice(0, 20)).to.deep.equal(PAGES[1].slice(0, 20).map((row) => row.name));
    expect(first.names.slice(20)).to.deep.equal(PAGES[0].slice(20).map((row) => row.name));
    for (const state of seen) {
      expect(state.names.length, 'rows on screen').to.equal(100);
      expect(new Set(state.names).size, 'a row shown twice').to.equal(state.names.length);
      if (state.names.some((name) => PAGES[0].some((row) => row.name === name))) expect(state.busy).to.equal('true');
    }
    expect(names(table)).to.deep.equal(PAGES[1].map((row) => row.name));
    expect(screen.getAllByRole('checkbox', { name: /^Select Instance/ })).to.have.length(100);
    await expect(table).to.be.accessible();
  });

  it('dims the rows a frame after the table turns busy, not in the change that made it busy; new rows come in undimmed', async () => {
    const { screen } = await renderList(PagedTable);
    const table = await screen.findByRole('table', { name: 'Instances' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
    expect([...table.querySelectorAll('tbody tr')].some(dimmed)).to.equal(false);

    // Each batch is what one task changed: the first is the click's.
    const batches: { busy: string | null; rowsRestyled: number }[] = [];
    const observer = new MutationObserver((records) =>
      batches.push({ busy: table.getAttribute('aria-busy'), rowsRestyled: records.filter((record) => (record.target as Element).nodeName === 'TR').length }),
    );
    observer.observe(table, { attributes: true, subtree: true, attributeFilter: ['class', 'aria-busy'] });
    screen.getByRole('button', { name: 'Load page 2' }).click();
    await waitFor(() => expect([...table.querySelectorAll('tbody tr')].every(dimmed)).to.equal(true));
    observer.disconnect();
    expect(batches[0]).to.deep.equal({ busy: 'true', rowsRestyled: 0 });
    expect(batches.some((batch) => batch.rowsRestyled === 100)).to.equal(true);

    screen.getByRole('button', { name: 'Arrive' }).click();
    await waitFor(() => expect(names(table)[0]).to.equal('Instance 101'));
    const rows = [...table.querySelectorAll('tbody tr')];
    // The new rows are in undimmed; the previous ones below them stay dimmed until replaced.
    expect(rows.slice(0, 20).some(dimmed)).to.equal(false);
    expect(rows.slice(20).filter((row) => PAGES[0].some((item) => item.name === row.querySelector('td:nth-child(2)')!.textContent)).every(dimmed)).to.equal(true);
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
    expect([...table.querySelectorAll('tbody tr')].some(dimmed)).to.equal(false);
  });

  it('does not dim the previous rows when the new ones are already there', async () => {
    const { screen } = await renderList(PagedTable);
    const table = await screen.findByRole('table', { name: 'Instances' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
    let everDimmed = false;
    const observer = new MutationObserver(() => {
      everDimmed ||= [...table.querySelectorAll('tbody tr')].some(dimmed);
    });
    observer.observe(table, { attributes: true, childList: true, subtree: true });
    screen.getByRole('button', { name: 'Page 2' }).click();
    await waitFor(() => {
      expect(names(table)).to.deep.equal(PAGES[1].map((row) => row.name));
      expect(table.getAttribute('aria-busy')).to.equal(null);
    });
    observer.disconnect();
    expect(everDimmed).to.equal(false);
  });

  it('keeps its columns\' widths from page to page, and still fits a narrower element', async () => {
    const { screen, element } = await renderList(() => <PagedTable second={LONG_NAMES} />);
    const table = await screen.findByRole('table', { name: 'Instances' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
    const widths = () => [...table.querySelectorAll('thead th')].map((cell) => Math.round(cell.getBoundingClientRect().width));
    // Taken once the page is complete (a frame after its last rows).
    await waitFor(() => expect((table.querySelector('thead th:nth-child(2)') as HTMLElement).style.width).to.match(/%$/));
    const before = widths();

    screen.getByRole('button', { name: 'Page 2' }).click();
    await waitFor(() => {
      expect(names(table)[99]).to.equal(LONG_NAMES[99]!.name);
      expect(table.getAttribute('aria-busy')).to.equal(null);
    });
    expect(widths()).to.deep.equal(before);

    (element as HTMLElement).style.display = 'block';
    (element as HTMLElement).style.width = '420px';
    await waitFor(() => expect(table.getBoundingClientRect().width).to.be.at.most(420));
    expect(table.querySelector('tbody tr')!.getBoundingClientRect().width).to.be.at.most(420);
  });
});
