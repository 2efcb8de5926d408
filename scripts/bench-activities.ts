/**
 * `npm run bench` (second part): the activities screen at page size 100 against the simulator's
 * 12,000+ activities, in the built portal (`npm run bench` builds it first; alone, run `npm run build`
 * first). Prints, per interaction, the time until the screen shows the result, the API requests it
 * made and the long tasks (over 50 ms) the main thread ran meanwhile. Figures only: no pass/fail on
 * time (shared machines are noisy); the one-request-per-change rule is a browser test.
 */
import { puppeteerCore } from '@web/test-runner-chrome';
import { startDemoServer } from '../demo/start.ts';
import { median } from '../demo/bench/stats.ts';
import { clearLog, longTasks, requestLog, signInToPortal, timed, watchLongTasks } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = 100;

const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signInToPortal(page, demo.url);
  await page.goto(`${demo.url}/new_dashboard/activities?pageSize=${ROWS}`);
  await page.waitForFunction(
    (rows: number) => document.querySelector('landscape-portal')?.shadowRoot?.querySelectorAll('tbody tr').length === rows,
    {},
    ROWS,
  );

  const names = ['select all', 'next page'] as const;
  const results = Object.fromEntries(names.map((name) => [name, { ms: [] as number[], requests: [] as number[], longest: [] as number[], count: [] as number[] }]));
  const record = async (name: (typeof names)[number], action: string, done: string) => {
    await clearLog(demo.url);
    await watchLongTasks(page);
    const ms = await timed(page, action, done);
    // Lets any request or task the change set off still arrive before counting (figures, not a test).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tasks = await longTasks(page);
    const entry = results[name]!;
    entry.ms.push(ms);
    entry.requests.push((await requestLog(demo.url)).length);
    entry.longest.push(Math.max(0, ...tasks));
    entry.count.push(tasks.length);
  };

  const selectAll = `root.querySelector('thead input[type=checkbox]').click()`;
  const allChecked = `root.querySelectorAll('tbody input[type=checkbox]:checked').length === ${ROWS}`;
  const next = `[...root.querySelectorAll('button')].find((b) => /next page/i.test(b.getAttribute('aria-label') || b.textContent)).click()`;
  const onPage = (number: number) =>
    `[...root.querySelectorAll('input')].some((i) => i.value === '${number}') && root.querySelector('table').getAttribute('aria-busy') !== 'true' && root.querySelectorAll('tbody input[type=checkbox]:checked').length === 0`;

  for (let round = 0; round < ROUNDS; round += 1) {
    await record('select all', selectAll, allChecked);
    await record('next page', next, onPage(round + 2));
  }
  console.log(`\nActivities at page size ${ROWS}, ${ROUNDS} rounds (median time; per round: API requests, longest task ms, long tasks):`);
  for (const [name, { ms, requests, longest, count }] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(12)} ${median(ms).toFixed(1).padStart(7)} ms   requests: ${requests.join(', ')}   longest task: ${longest
        .map((value) => value.toFixed(0))
        .join(', ')} ms   long tasks: ${count.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await demo.close();
}
