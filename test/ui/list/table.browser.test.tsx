import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { Table, type Column } from '../../../src/ui/list/index.ts';
import { ServerText } from '../../../src/ui/server-text/ServerText.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { clickOn, renderList } from './helpers.ts';

interface Activity {
  readonly id: number;
  readonly summary: string;
  readonly status: string;
}

const PAGE_ONE: readonly Activity[] = [
  { id: 1, summary: 'Install package nginx', status: 'Succeeded' },
  { id: 2, summary: 'Reboot computer', status: 'Queued' },
  { id: 3, summary: 'Run script backup', status: 'Failed' },
];
const PAGE_TWO: readonly Activity[] = [{ id: 4, summary: 'Upgrade packages', status: 'Scheduled' }];

const COLUMNS: readonly Column<Activity>[] = [
  { id: 'description', header: 'Description', cell: (row) => <a href={`#activity-${row.id}`}>{row.summary}</a> },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'instance', header: 'Instance', cell: () => 'web-1', hidden: true },
];

/** A table as a screen holds it: selection in state, rows per page, a busy flag. */
function selectableTable(options: { initial?: Record<string, boolean>; busy?: boolean } = {}) {
  const changes: Record<string, boolean>[] = [];
  function View() {
    const [selected, setSelected] = useState<Record<string, boolean>>(options.initial ?? {});
    const [page, setPage] = useState(1);
    return (
      <>
        <Table
          caption="Activities"
          columns={COLUMNS}
          rows={page === 1 ? PAGE_ONE : PAGE_TWO}
          rowId={(row) => String(row.id)}
          selection={{
            selected,
            onChange: (next) => {
              changes.push(next);
              setSelected(next);
            },
            rowLabel: (row) => `Select ${row.summary}`,
          }}
          empty="No activities found according to your search parameters."
          busy={options.busy}
        />
        <button type="button" onClick={() => setPage(2)}>
          Page 2
        </button>
        <output>{JSON.stringify(selected)}</output>
      </>
    );
  }
  return { View, changes };
}

const checkbox = (screen: ReturnType<typeof within>, name: string) =>
  screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** Renders and waits for the table (React renders after the element connects). */
async function renderTable(view: Parameters<typeof renderList>[0]) {
  const rendered = await renderList(view);
  await rendered.screen.findByRole('table');
  return rendered;
}

describe('Table', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('is a table named by its caption, with part names, shown columns and one row per item', async () => {
    const { screen } = await renderList(selectableTable().View);
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(table.getAttribute('part')).to.equal('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    // The hidden column is not rendered; the checkbox column has no text.
    expect(headers).to.deep.equal(['', 'Description', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('part'))).to.deep.equal(['row', 'row', 'row']);
    expect(within(rows[0]!).getByRole('link', { name: 'Install package nginx' })).to.exist;
    expect(within(rows[2]!).getByRole('cell', { name: 'Failed' })).to.exist;
    expect(screen.queryByText('web-1')).to.equal(null);
    expect(table.hasAttribute('aria-busy')).to.equal(false);
  });

  it('selects and clears one row with its checkbox, named by rowLabel', async () => {
    const { View, changes } = selectableTable();
    const { screen } = await renderTable(View);
    const nginx = checkbox(screen, 'Select Install package nginx');
    await clickOn(nginx);
    await waitFor(() => expect(nginx.checked).to.equal(true));
    expect(changes.at(-1)).to.deep.equal({ '1': true });
    await clickOn(checkbox(screen, 'Select Run script backup'));
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ '1': true, '3': true }));
    await clickOn(nginx);
    await waitFor(() => expect(nginx.checked).to.equal(false));
    // Unselected rows are dropped, not stored as false (TanStack's serialisable shape).
    expect(changes.at(-1)).to.deep.equal({ '3': true });
  });

  it('tints a selected row, and only while it is selected', async () => {
    const { View } = selectableTable();
    const { screen } = await renderTable(View);
    const background = (label: string) => getComputedStyle(checkbox(screen, label).closest('tr')!).backgroundColor;
    const plain = background('Select Reboot computer');
    const nginx = checkbox(screen, 'Select Install package nginx');
    await clickOn(nginx);
    await waitFor(() => expect(background('Select Install package nginx')).not.to.equal(plain));
    expect(background('Select Reboot computer')).to.equal(plain);
    await clickOn(nginx);
    await waitFor(() => expect(background('Select Install package nginx')).to.equal(plain));
  });

  it('toggles a row with the Space key', async () => {
    const { View, changes } = selectableTable();
    const { screen } = await renderTable(View);
    const reboot = checkbox(screen, 'Select Reboot computer');
    reboot.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ '2': true }));
  });

  it('selects all rows with the header checkbox, then clears them all', async () => {
    const { View, changes } = selectableTable();
    const { screen } = await renderTable(View);
    const all = checkbox(screen, 'Select all');
    expect(all.checked).to.equal(false);
    expect(all.indeterminate).to.equal(false);
    await clickOn(all);
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ '1': true, '2': true, '3': true }));
    expect(all.checked).to.equal(true);
    for (const row of PAGE_ONE) expect(checkbox(screen, `Select ${row.summary}`).checked).to.equal(true);
    await clickOn(all);
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({}));
    expect(all.checked).to.equal(false);
    for (const row of PAGE_ONE) expect(checkbox(screen, `Select ${row.summary}`).checked).to.equal(false);
  });

  it('shows the header checkbox indeterminate when some rows are selected, and selects the rest from there', async () => {
    const { View, changes } = selectableTable();
    const { screen } = await renderTable(View);
    const all = checkbox(screen, 'Select all');
    await clickOn(checkbox(screen, 'Select Reboot computer'));
    await waitFor(() => expect(all.indeterminate).to.equal(true));
    expect(all.checked).to.equal(false);
    await clickOn(all);
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ '1': true, '2': true, '3': true }));
    expect(all.indeterminate).to.equal(false);
    expect(all.checked).to.equal(true);
    // Clearing one row makes it indeterminate again.
    await clickOn(checkbox(screen, 'Select Install package nginx'));
    await waitFor(() => expect(all.indeterminate).to.equal(true));
  });

  it('works on the rows shown only: ids selected elsewhere stay as they were', async () => {
    const { View, changes } = selectableTable({ initial: { '1': true, '2': true, '3': true } });
    const { screen } = await renderTable(View);
    (await screen.findByRole('button', { name: 'Page 2' })).click();
    const upgrade = await screen.findByRole('checkbox', { name: 'Select Upgrade packages' });
    const all = checkbox(screen, 'Select all');
    // Page 2's one row is not selected: the header is clear, not indeterminate or checked.
    expect(all.checked).to.equal(false);
    expect(all.indeterminate).to.equal(false);
    await clickOn(all);
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ '1': true, '2': true, '3': true, '4': true }));
    expect((upgrade as HTMLInputElement).checked).to.equal(true);
    await clickOn(all);
    await waitFor(() => expect(changes.at(-1)).to.deep.equal({ '1': true, '2': true, '3': true }));
  });

  it('shows the empty message in one cell across every column, with Select all disabled', async () => {
    function Empty() {
      return (
        <Table
          caption="Activities"
          columns={COLUMNS}
          rows={[]}
          rowId={(row) => String(row.id)}
          selection={{ selected: {}, onChange: () => {}, rowLabel: (row) => row.summary }}
          empty="No activities found according to your search parameters."
        />
      );
    }
    const { screen } = await renderList(Empty);
    const cell = await screen.findByRole('cell', { name: 'No activities found according to your search parameters.' });
    // Checkbox column plus two shown columns.
    expect((cell as HTMLTableCellElement).colSpan).to.equal(3);
    expect(screen.getAllByRole('row')).to.have.length(2);
    expect(checkbox(screen, 'Select all').disabled).to.equal(true);
  });

  it('renders without a checkbox column when there is no selection', async () => {
    function Plain() {
      return <Table caption="Activities" columns={COLUMNS} rows={PAGE_ONE} rowId={(row) => String(row.id)} empty="None" />;
    }
    const { screen } = await renderList(Plain);
    await screen.findByRole('table');
    expect(screen.queryAllByRole('checkbox')).to.have.length(0);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).to.deep.equal(['Description', 'Status']);
  });

  it('is aria-busy while loading and keeps the previous rows', async () => {
    const { screen } = await renderList(selectableTable({ busy: true }).View);
    const table = await screen.findByRole('table');
    expect(table.getAttribute('aria-busy')).to.equal('true');
    expect(within(table).getAllByRole('row')).to.have.length(4);
    expect(within(table).getByRole('link', { name: 'Reboot computer' })).to.exist;
  });

  it('scrolls sideways in a focusable region named by the caption when it is wider than its element', async () => {
    await setViewport({ width: 360, height: 600 });
    const wide: Column<Activity>[] = Array.from({ length: 8 }, (_, index) => ({
      id: `column-${index}`,
      header: `Heading number ${index}`,
      cell: () => 'unbreakable_cell_value_text',
    }));
    function Wide() {
      return <Table caption="Wide activities" columns={wide} rows={PAGE_ONE} rowId={(row) => String(row.id)} empty="None" />;
    }
    const { screen, element } = await renderList(Wide);
    const region = await screen.findByRole('region', { name: 'Wide activities' });
    expect(region.tabIndex).to.equal(0);
    expect(region.scrollWidth).to.be.greaterThan(region.clientWidth);
    await expect(element).to.be.accessible();
  });

  it('is not a region when it fits', async () => {
    const { screen } = await renderList(selectableTable().View);
    await screen.findByRole('table');
    expect(screen.queryByRole('region')).to.equal(null);
  });

  it('is accessible with some rows selected, busy, and empty', async () => {
    const busy = await renderList(selectableTable({ initial: { '2': true }, busy: true }).View);
    await busy.screen.findByRole('table');
    await expect(busy.element).to.be.accessible();
    function Empty() {
      return (
        <Table
          caption="Activities"
          columns={COLUMNS}
          rows={[]}
          rowId={(row) => String(row.id)}
          selection={{ selected: {}, onChange: () => {}, rowLabel: (row) => row.summary }}
          empty="No activities found according to your search parameters."
        />
      );
    }
    const empty = await renderList(Empty);
    await empty.screen.findByRole('table');
    await expect(empty.element).to.be.accessible();
  });

  it('wraps cells between words only, keeps no-wrap columns on one line, and honours a min width', async () => {
    await setViewport({ width: 360, height: 600 });
    const columns: Column<Activity>[] = [
      { id: 'description', header: 'Description', minWidth: '10rem', cell: (row) => `${row.summary} with a rather long description` },
      { id: 'status', header: 'Status', wrap: 'never', cell: () => 'Unapproved and waiting' },
      { id: 'created', header: 'Created at', wrap: 'never', cell: () => 'Nov 22, 2026, 18:59' },
    ];
    function Narrow() {
      return <Table caption="Narrow activities" columns={columns} rows={PAGE_ONE} rowId={(row) => String(row.id)} empty="None" />;
    }
    const { screen } = await renderList(Narrow);
    const table = await screen.findByRole('table', { name: 'Narrow activities' });
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    };
    for (const row of [...table.querySelectorAll('tbody tr')]) {
      const [description, status, created] = [...row.querySelectorAll('td')];
      expect(lines(status!), 'status').to.equal(1);
      expect(lines(created!), 'date').to.equal(1);
      expect(lines(description!), 'description wraps').to.be.greaterThan(1);
      const fontSize = parseFloat(getComputedStyle(description!).fontSize);
      expect(description!.getBoundingClientRect().width).to.be.at.least(10 * fontSize - 1);
    }
    // Too wide for 360px: the table scrolls in its region, not the page.
    expect(await screen.findByRole('region', { name: 'Narrow activities' })).to.exist;
    expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
  });

  it('server strings in cells break words only when a word is longer than the line, and a very long one stays capped', async () => {
    interface Machine {
      readonly id: number;
      readonly name: string;
      readonly os: string;
      readonly tags: string;
    }
    const machines: readonly Machine[] = [
      { id: 1, name: 'k8s-node-prod-apse1-001.acme.internal', os: 'Ubuntu 22.04.5 LTS', tags: 'k8s-node, prod, apse1' },
      { id: 2, name: 'W'.repeat(10_000), os: 'Ubuntu 24.04.3 LTS', tags: 'worker, staging' },
    ];
    const columns: readonly Column<Machine>[] = [
      { id: 'name', header: 'Name', cell: (row) => <ServerText text={row.name} /> },
      { id: 'os', header: 'OS', cell: (row) => <ServerText text={row.os} /> },
      { id: 'tags', header: 'Tags', cell: (row) => <ServerText text={row.tags} /> },
      { id: 'group', header: 'Access group', cell: () => <ServerText text="Staging and development" /> },
    ];
    const { screen } = await renderList(() => <Table caption="Machines" columns={columns} rows={machines} rowId={(row) => String(row.id)} empty="None" />);
    await screen.findAllByText(/Ubuntu/u);
    // Each ordinary word sits on one line: a word broken in two has two line boxes.
    for (const cell of screen.getAllByRole('cell')) {
      const text = cell.textContent ?? '';
      for (const word of ['Ubuntu', '22.04.5', '24.04.3', 'staging', 'Staging', 'development']) {
        const node = [...cell.querySelectorAll('bdi')].map((bdi) => bdi.firstChild).find((child) => child?.textContent?.includes(word));
        if (!node || !text.includes(word)) continue;
        const range = document.createRange();
        const start = node.textContent!.indexOf(word);
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        expect(range.getClientRects().length, `"${word}" is broken across lines`).to.equal(1);
      }
    }
    // The 10,000-character name is capped: its column is not thousands of pixels wide.
    const longName = screen.getAllByRole('cell').find((cell) => cell.textContent!.startsWith('WWWW'))!;
    expect(longName.getBoundingClientRect().width).to.be.below(600);
  });
});
