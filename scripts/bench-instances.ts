/**
 * `npm run bench` (second part): the instances screen at page size 100 against the simulator's
 * 5,000+ instances, in the built portal (run `npm run build` first). Prints, per interaction, the
 * time until the screen shows the result (every row in, the table no longer busy), the API requests
 * it made, and per round the long tasks (over 50 ms) the main thread ran meanwhile: how many, and
 * the longest. The machine's load average is printed too: figures from a loaded machine are not
 * comparable with others. Figures only: no pass/fail on time (shared machines are noisy); the
 * one-request-per-change rule is a browser test. BENCH_ROUNDS sets the rounds (default 5).
 */
import { loadavg } from 'node:os';
import { puppeteerCore } from '@web/test-runner-chrome';
import { startDemoServer } from '../demo/start.ts';
import { interactions, listActions, openPortalList, timed } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = 100;

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const loadBefore = load();
const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await openPortalList(page, demo.url, `instances?pageSize=${ROWS}`, ROWS);
  const measured = interactions(page, demo.url, (request) => request.path === 'computers');
  const { settled, selectAll, allChecked, next, onPage } = listActions(ROWS);
  const openStatus = `[...root.querySelectorAll('button')].find((b) => /^Status/.test(b.textContent || '')).click()`;
  const statusOpen = `[...root.querySelectorAll('[role=option]')].length > 0`;
  const choose = (label: string) => `[...root.querySelectorAll('[role=option]')].find((o) => o.textContent.trim() === '${label}').click()`;
  const filtered = (label: string) =>
    `[...root.querySelectorAll('button')].some((b) => (b.getAttribute('aria-label') || '') === 'Remove Status filter: ${label}') && ${settled} && root.querySelectorAll('tbody tr').length === ${ROWS}`;

  const statuses = ['Online', 'Security upgrades', 'Package upgrades', 'Up to date', 'Offline'];
  for (let round = 0; round < ROUNDS; round += 1) {
    await measured.record('select all', selectAll, allChecked);
    // The status change of the round before starts at page one again.
    await measured.record('next page', next, onPage(2));
    // Opening the dropdown is not measured.
    await timed(page, openStatus, statusOpen);
    const status = statuses[round % statuses.length]!;
    await measured.record('status filter', choose(status), filtered(status));
  }
  console.log(`Instances at page size ${ROWS}, ${ROUNDS} rounds; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after; requests: computers.`);
  measured.report(ROUNDS);
} finally {
  await browser.close();
  await demo.close();
}
