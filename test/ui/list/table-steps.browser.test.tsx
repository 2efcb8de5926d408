import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Table, type Column } from '../../../src/ui/list/index.ts';
import { waitFor } from '../../helpers/dom.ts';
import { renderList } from './helpers.ts';

interface Item {
  readonly id: number;
  readonly name: string;
}

const page = (number: number): readonly Item[] =>
  Array.from({ length: 100 }, (_, index) => ({ id: (number - 1) * 100 + index + 1, name: `Instance ${(number - 1) * 100 + index + 1}` }));
const PAGES = [page(1), page(2)] as const;

const COLUMNS: readonly Column<Item>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'id', header: 'Id', cell: (row) => String(row.id) },
];

function PagedTable() {
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [number, setNumber] = useState(1);
  return (
    <>
      <Table
        caption="Instances"
        columns={COLUMNS}
        rows={PAGES[number - 1]!}
        rowId={(row) => String(row.id)}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.name}` }}
        empty="No instances"
      />
      <button type="button" onClick={() => setNumber(2)}>
        Page 2
      </button>
    </>
  );
}

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
});
