/**
 * `npm run bench` (part): the instance page's Packages tab at page size 100 on the instance with
 * more than 5,000 packages (issue 24: select all and page changes without a long task over 50 ms),
 * in the built portal (run `npm run build` first). Figures only, as the other list benchmarks:
 * time until the result shows, the API requests, the long tasks. BENCH_ROUNDS sets the rounds.
 */
import { loadavg } from 'node:os';
import { puppeteerCore } from '@web/test-runner-chrome';
import { startDemoServer } from '../demo/start.ts';
import { interactions, listActions, openPortalList } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = 100;
/** The simulator's instance with more than 5,000 packages (demo/server/showcase.ts). */
const INSTANCE = 6;

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const loadBefore = load();
const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await openPortalList(page, demo.url, `instances/${INSTANCE}?tab=packages&pageSize=${ROWS}`, ROWS);
  const measured = interactions(page, demo.url, (request) => request.path === `computers/${INSTANCE}/packages`);
  const { next, onPage } = listActions(ROWS);
  // Upgrades only Ubuntu Pro delivers cannot be selected: select all checks every row that can be.
  const selectAll = `root.querySelector('thead input[type=checkbox]').click()`;
  const allChecked = `[...root.querySelectorAll('tbody input[type=checkbox]')].every((box) => box.disabled || box.checked) && root.querySelectorAll('tbody input[type=checkbox]:checked').length > 0`;
  for (let round = 0; round < ROUNDS; round += 1) {
    await measured.record('select all', selectAll, allChecked);
    await measured.record('next page', next, onPage(round + 2));
  }
  console.log(`\nPackages of instance ${INSTANCE} at page size ${ROWS}, ${ROUNDS} rounds; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after; requests: its packages.`);
  measured.report(ROUNDS);
} finally {
  await browser.close();
  await demo.close();
}
