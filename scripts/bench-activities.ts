/**
 * `npm run bench` (second part): the activities screen at page size 100 against the simulator's
 * 12,000+ activities, in the built portal (`npm run bench` builds it first; alone, run `npm run build`
 * first). Prints, per interaction, the time until the screen shows the result, the API requests it
 * made and the long tasks (over 50 ms) the main thread ran meanwhile. Figures only: no pass/fail on
 * time (shared machines are noisy); the one-request-per-change rule is a browser test.
 */
import { puppeteerCore } from '@web/test-runner-chrome';
import { startDemoServer } from '../demo/start.ts';
import { interactions, listActions, openPortalList } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = 100;

const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await openPortalList(page, demo.url, `activities?pageSize=${ROWS}`, ROWS);
  const measured = interactions(page, demo.url);
  const { selectAll, allChecked, next, onPage } = listActions(ROWS);
  for (let round = 0; round < ROUNDS; round += 1) {
    await measured.record('select all', selectAll, allChecked);
    await measured.record('next page', next, onPage(round + 2));
  }
  console.log(`\nActivities at page size ${ROWS}, ${ROUNDS} rounds; requests: every API call.`);
  measured.report(ROUNDS);
} finally {
  await browser.close();
  await demo.close();
}
