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
import type { Page } from 'puppeteer-core';
import { median } from '../demo/bench/stats.ts';
import { startDemoServer } from '../demo/start.ts';
import { clearLog, longTasks, requestLog, signInToPortal, timed, watchLongTasks } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = 100;

/** Runs code in the portal's shadow root without timing it (opening a dropdown before choosing). */
async function run(page: Page, action: string, ready: string): Promise<void> {
  await timed(page, action, ready);
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const loadBefore = load();
const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signInToPortal(page, demo.url);
  await page.goto(`${demo.url}/new_dashboard/instances?pageSize=${ROWS}`);
  await page.waitForFunction(
    (rows: number) => document.querySelector('landscape-portal')?.shadowRoot?.querySelectorAll('tbody tr').length === rows,
    {},
    ROWS,
  );

  const names = ['select all', 'next page', 'status filter'] as const;
  const results = Object.fromEntries(names.map((name) => [name, { ms: [] as number[], requests: [] as number[], longest: [] as number[], count: [] as number[] }]));
  const record = async (name: (typeof names)[number], action: string, done: string) => {
    await clearLog(demo.url);
    await watchLongTasks(page);
    const ms = await timed(page, action, done);
    // Lets any request or task the change set off still arrive before counting (figures, not a test).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = await requestLog(demo.url);
    const tasks = await longTasks(page);
    const entry = results[name]!;
    entry.ms.push(ms);
    entry.requests.push(log.filter((request) => request.path === 'computers').length);
    entry.longest.push(Math.max(0, ...tasks));
    entry.count.push(tasks.length);
  };

  const settled = `root.querySelector('table') && root.querySelector('table').getAttribute('aria-busy') !== 'true'`;
  const selectAll = `root.querySelector('thead input[type=checkbox]').click()`;
  const allChecked = `root.querySelectorAll('tbody input[type=checkbox]:checked').length === ${ROWS}`;
  const next = `[...root.querySelectorAll('button')].find((b) => /next page/i.test(b.getAttribute('aria-label') || '')).click()`;
  const onPage = (number: number) =>
    `[...root.querySelectorAll('input')].some((i) => i.value === '${number}') && ${settled} && root.querySelectorAll('tbody input[type=checkbox]:checked').length === 0`;
  const openStatus = `[...root.querySelectorAll('button')].find((b) => /^Status/.test(b.textContent || '')).click()`;
  const statusOpen = `[...root.querySelectorAll('[role=option]')].length > 0`;
  const choose = (label: string) => `[...root.querySelectorAll('[role=option]')].find((o) => o.textContent.trim() === '${label}').click()`;
  const filtered = (label: string) =>
    `[...root.querySelectorAll('button')].some((b) => (b.getAttribute('aria-label') || '') === 'Remove Status filter: ${label}') && ${settled} && root.querySelectorAll('tbody tr').length === ${ROWS}`;

  const statuses = ['Online', 'Security upgrades', 'Package upgrades', 'Up to date', 'Offline'];
  for (let round = 0; round < ROUNDS; round += 1) {
    await record('select all', selectAll, allChecked);
    // The status change of the round before starts at page one again.
    await record('next page', next, onPage(2));
    await run(page, openStatus, statusOpen);
    const status = statuses[round % statuses.length]!;
    await record('status filter', choose(status), filtered(status));
  }
  console.log(`Instances at page size ${ROWS}, ${ROUNDS} rounds; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after.`);
  console.log('Per round: computers requests; long tasks over 50 ms as count x longest (- for none).');
  for (const [name, { ms, requests, longest, count }] of Object.entries(results)) {
    const tasks = count.map((value, round) => (value === 0 ? '-' : `${value}x${longest[round]!.toFixed(0)}ms`));
    const over = count.filter((value) => value > 0).length;
    console.log(
      `  ${name.padEnd(14)} median ${median(ms).toFixed(1).padStart(7)} ms   requests: ${requests.join(', ')}   long tasks: ${tasks.join(', ')}   (rounds with one: ${over} of ${ROUNDS}, longest ${Math.max(0, ...longest).toFixed(0)} ms)`,
    );
  }
} finally {
  await browser.close();
  await demo.close();
}
