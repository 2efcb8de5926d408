import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { AssociatedCell, LastRunCell, ModeCell, PassRateCell, StatusCell } from '../../src/features/security-profiles/cells.tsx';
import { InPortalProvider } from '../../src/ui/link/AppLink.tsx';
import { Table, type Column } from '../../src/ui/list/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { HOSTILE, NO_RUN, profile } from './fixtures.ts';
import { createNamespace } from '../helpers/simulator.ts';
import { deepActiveElement, expectFocusOn, renderView, UI_BASE } from '../ui/harness.tsx';

const PROFILES: readonly SecurityProfile[] = [
  profile(1, 'Archived one', { status: 'archived', associated_instances: 6000, mode: 'audit-fix' }),
  profile(2, 'Over the limit', { associated_instances: 5001, mode: 'audit-fix-restart' }),
  profile(3, 'At the limit', {
    associated_instances: 5000,
    all_computers: false,
    tags: ['web', 'db'],
    last_run_results: { passing: 1, failing: 2, in_progress: 0, not_started: 0, timestamp: '2026-03-05T14:07:00Z', report_uri: null },
  }),
  profile(4, 'Never run', { all_computers: false, tags: [], associated_instances: 0, last_run_results: NO_RUN, next_run_time: null }),
  profile(5, 'No instances yet', { associated_instances: 0, schedule: 'FREQ=FORTNIGHTLY' }),
  profile(6, HOSTILE, { all_computers: false, tags: [HOSTILE, 'ok'], schedule: HOSTILE, mode: HOSTILE as SecurityProfile['mode'] }),
];

const COLUMNS: readonly Column<SecurityProfile>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.title },
  { id: 'status', header: 'Status', cell: (row) => <StatusCell profile={row} /> },
  { id: 'passRate', header: "Last audit's pass rate", cell: (row) => <PassRateCell profile={row} /> },
  { id: 'associated', header: 'Associated instances and Tags', cell: (row) => <AssociatedCell profile={row} /> },
  { id: 'mode', header: 'Profile mode', cell: (row) => <ModeCell profile={row} /> },
  { id: 'lastRun', header: 'Last run and Schedule', cell: (row) => <LastRunCell profile={row} /> },
];

function View() {
  return (
    <InPortalProvider value={true}>
      <button type="button">Before</button>
      <Table caption="Security profiles" columns={COLUMNS} rows={PROFILES} rowId={(row) => String(row.id)} empty="None" />
    </InPortalProvider>
  );
}

async function render() {
  const rendered = await renderView(await createNamespace(), View);
  await rendered.screen.findByRole('table', { name: 'Security profiles' });
  return rendered;
}

type Screen = Awaited<ReturnType<typeof render>>['screen'];

/** The cells of the row whose Name cell is exactly the title. */
function cellsOf(screen: Screen, title: string) {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === title);
  if (!row) throw new Error(`no row for ${title}`);
  const [, status, passRate, associated, mode, lastRun] = within(row).getAllByRole('cell');
  return { status: status!, passRate: passRate!, associated: associated!, mode: mode!, lastRun: lastRun! };
}

/** What a person sees in a cell: tooltips closed, one entry per visible line. */
const seen = (cell: HTMLElement): string[] =>
  cell.innerText
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '');

async function moveTo(element: Element) {
  // The table scrolls sideways in a narrow window: bring the target into view first.
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Presses Tab from the "Before" button until focus reaches the target, as a keyboard user would. */
async function tabTo(screen: Screen, target: Element) {
  screen.getByRole('button', { name: 'Before' }).focus();
  for (let presses = 0; presses < 60 && deepActiveElement() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  expectFocusOn(target);
}

/** The tooltip lines shown for a trigger. */
async function tooltipLines(screen: Screen): Promise<string[]> {
  const tooltip = await screen.findByRole('tooltip');
  return [...tooltip.children].map((line) => line.textContent ?? '');
}

describe('Security profile cells', () => {
  afterEach(() => resetMouse());

  it('shows the status: Archived, Over limit above 5,000 instances, Active at 5,000', async () => {
    const { screen } = await render();
    expect(seen(cellsOf(screen, 'Archived one').status)).to.deep.equal(['Archived']);
    expect(seen(cellsOf(screen, 'Over the limit').status)).to.deep.equal(['Over limit']);
    expect(seen(cellsOf(screen, 'At the limit').status)).to.deep.equal(['Active']);
    expect(seen(cellsOf(screen, 'Never run').status)).to.deep.equal(['Active']);
  });

  it("gives Over limit's reason on hover and on keyboard focus", async () => {
    const { screen } = await render();
    const reason = 'Only the first 5,000 instances are covered. Instances beyond the limit are not covered.';
    const label = within(cellsOf(screen, 'Over the limit').status).getByText('Over limit');
    await moveTo(label);
    expect((await screen.findByRole('tooltip')).textContent).to.equal(reason);
    await moveTo(screen.getByRole('button', { name: 'Before' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));

    await tabTo(screen, label.closest('[tabindex="0"]')!);
    expect((await screen.findByRole('tooltip')).textContent).to.equal(reason);
    expect(within(cellsOf(screen, 'At the limit').status).queryByRole('tooltip', { hidden: true })).to.equal(null);
  });

  it('shows the pass rate: --- with no run, counts that link only above 0, and the shares in a tooltip', async () => {
    const { screen } = await render();
    expect(seen(cellsOf(screen, 'Never run').passRate)).to.deep.equal(['---']);

    const mixed = cellsOf(screen, 'At the limit').passRate;
    expect(within(mixed).getByRole('link', { name: '1 passed' }).getAttribute('href')).to.equal(
      `${UI_BASE}/instances?query=security-profile%3A3%3Apass`,
    );
    expect(within(mixed).getByRole('link', { name: '2 failed' }).getAttribute('href')).to.equal(
      `${UI_BASE}/instances?query=security-profile%3A3%3Afail`,
    );

    const noFailures = cellsOf(screen, 'Archived one').passRate;
    expect(within(noFailures).getByRole('link', { name: '3 passed' }).getAttribute('href')).to.equal(
      `${UI_BASE}/instances?query=security-profile%3A1%3Apass`,
    );
    expect(within(noFailures).queryByRole('link', { name: '0 failed' })).to.equal(null);
    expect(within(noFailures).getByText('0 failed').closest('a')).to.equal(null);

    const bar = within(mixed).getByRole('img', { name: 'Pass rate breakdown' });
    const widths = [...bar.children].map((segment) => (segment as HTMLElement).style.width);
    // The browser keeps 6 significant digits of the exact share.
    expect(parseFloat(widths[0]!)).to.be.closeTo((1 / 3) * 100, 1e-3);
    expect(parseFloat(widths[1]!)).to.be.closeTo((2 / 3) * 100, 1e-3);
    expect(widths.slice(2)).to.deep.equal(['0%', '0%']);
    expect([...bar.children].every((segment) => segment.getAttribute('aria-hidden') === 'true')).to.equal(true);

    await moveTo(bar);
    // 33% + 67% = 100: no remainder.
    expect(await tooltipLines(screen)).to.deep.equal([
      'Passed: 1 instance (33%)',
      'Failed: 2 instances (67%)',
      'In progress: 0 instances (0%)',
      'Not Run: 0 instances (0%)',
    ]);
    await moveTo(screen.getByRole('button', { name: 'Before' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));

    await tabTo(screen, within(noFailures).getByRole('img', { name: 'Pass rate breakdown' }));
    expect(await tooltipLines(screen)).to.deep.equal([
      'Passed: 3 instances (75%)',
      'Failed: 0 instances (0%)',
      'In progress: 1 instance (25%)',
      'Not Run: 0 instances (0%)',
    ]);
  });

  it('shows the associated instances and their scope', async () => {
    const { screen } = await render();
    const all = cellsOf(screen, 'Over the limit').associated;
    expect(seen(all)).to.deep.equal(['5,001 instances', 'All instances']);
    expect(within(all).getByRole('link', { name: '5,001 instances' }).getAttribute('href')).to.equal(
      `${UI_BASE}/instances?query=profile%3Asecurity%3A2`,
    );
    expect(seen(cellsOf(screen, 'At the limit').associated)).to.deep.equal(['5,000 instances', 'web, db']);
    const none = cellsOf(screen, 'No instances yet').associated;
    expect(seen(none)).to.deep.equal(['0 instances', 'All instances']);
    expect(within(none).queryByRole('link')).to.equal(null);
    const untagged = cellsOf(screen, 'Never run').associated;
    expect(seen(untagged)).to.deep.equal(['---', '---']);
    expect(within(untagged).queryByRole('link')).to.equal(null);
  });

  it('shows the mode, the last run and the schedule, with Last run, Next run (in UTC, the zone named) and Schedule in a tooltip', async () => {
    const { screen } = await render();
    expect(seen(cellsOf(screen, 'Archived one').mode)).to.deep.equal(['Fix and audit']);
    expect(seen(cellsOf(screen, 'Over the limit').mode)).to.deep.equal(['Fix, restart, audit']);
    expect(seen(cellsOf(screen, 'At the limit').mode)).to.deep.equal(['Audit only']);

    const ran = cellsOf(screen, 'At the limit').lastRun;
    expect(seen(ran)).to.deep.equal(['Mar 05, 2026, 14:07 UTC', 'Recurring, every 7 days']);
    await moveTo(within(ran).getByText('Mar 05, 2026, 14:07 UTC'));
    expect(await tooltipLines(screen)).to.deep.equal([
      'Last run: Mar 05, 2026, 14:07 UTC',
      'Next run: Apr 01, 2026, 00:30 UTC',
      'Schedule: Recurring, every 7 days',
    ]);
    await moveTo(screen.getByRole('button', { name: 'Before' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));

    const never = cellsOf(screen, 'Never run').lastRun;
    expect(seen(never)).to.deep.equal(['---', 'Recurring, every 7 days']);
    await tabTo(screen, within(never).getByText('---').parentElement!);
    expect(await tooltipLines(screen)).to.deep.equal(['Last run: ---', 'Next run: ---', 'Schedule: Recurring, every 7 days']);

    // A schedule the parser rejects shows as written.
    expect(seen(cellsOf(screen, 'No instances yet').lastRun)).to.deep.equal(['Mar 05, 2026, 14:07 UTC', 'FREQ=FORTNIGHTLY']);
  });

  it('shows hostile server strings as text', async () => {
    const { screen } = await render();
    const cells = cellsOf(screen, HOSTILE);
    expect(seen(cells.associated)).to.deep.equal(['12 instances', `${HOSTILE}, ok`]);
    expect(seen(cells.mode)).to.deep.equal([HOSTILE]);
    expect(seen(cells.lastRun)).to.deep.equal(['Mar 05, 2026, 14:07 UTC', HOSTILE]);
    const root = screen.getByRole('table').getRootNode() as ShadowRoot;
    expect(root.querySelectorAll('img').length).to.equal(0);
  });

  it('passes axe, also with a tooltip open', async () => {
    const { element, screen } = await render();
    await expect(element).to.be.accessible();
    await tabTo(screen, within(cellsOf(screen, 'At the limit').passRate).getByRole('img', { name: 'Pass rate breakdown' }));
    await screen.findByRole('tooltip');
    await expect(element).to.be.accessible();
  });
});
