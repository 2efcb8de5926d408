/**
 * `npm run bench`: the activities screen at page size 100 against the simulator's 12,000+ activities,
 * in the built portal (run `npm run build` first). Prints, per interaction, the time until the screen
 * shows the result and the number of API requests it made. Figures only: no pass/fail on time (shared
 * machines are noisy); the one-request-per-change rule is a browser test.
 */
import { puppeteerCore } from '@web/test-runner-chrome';
import type { Page } from 'puppeteer-core';
import { startDemoServer } from '../demo/start.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Logged {
  readonly method: string;
  readonly path: string;
}

async function requestLog(base: string): Promise<Logged[]> {
  return (await (await fetch(`${base}/__sim/default/requests`)).json()) as Logged[];
}

async function clearLog(base: string): Promise<void> {
  await fetch(`${base}/__sim/default/requests`, { method: 'DELETE' });
}

/** Runs an action in the page and waits until `done` holds there; returns the milliseconds taken. */
async function timed(page: Page, action: string, done: string): Promise<number> {
  return page.evaluate(
    async (act: string, check: string) => {
      const portal = document.querySelector('landscape-portal')!.shadowRoot!;
      const start = performance.now();
      new Function('root', act)(portal);
      const test = new Function('root', `return (${check});`) as (root: ShadowRoot) => boolean;
      while (!test(portal)) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    },
    action,
    done,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${demo.url}/new_dashboard/login`);
  await page.evaluate(() => localStorage.setItem('_landscape_isWelcomePopupClosed', 'true'));
  const email = await page.waitForSelector('landscape-portal >>> input[type=email]');
  await email!.type('admin@example.com');
  const password = await page.waitForSelector('landscape-portal >>> input[type=password]');
  await password!.type('landscape-demo');
  await password!.press('Enter');
  await page.waitForSelector('landscape-portal >>> nav[aria-label="Main"]');
  await page.goto(`${demo.url}/new_dashboard/activities?pageSize=100`);
  await page.waitForFunction(
    () => document.querySelector('landscape-portal')?.shadowRoot?.querySelectorAll('tbody tr').length === 100,
  );

  const results: Record<string, { ms: number[]; requests: number[] }> = {
    'select all (100 rows)': { ms: [], requests: [] },
    'next page (100 rows)': { ms: [], requests: [] },
  };
  const record = async (name: string, action: string, done: string) => {
    await clearLog(demo.url);
    const ms = await timed(page, action, done);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = (await requestLog(demo.url)).filter((request) => !request.path.startsWith('__'));
    results[name]!.ms.push(ms);
    results[name]!.requests.push(log.length);
  };

  const selectAll = `root.querySelector('thead input[type=checkbox]').click()`;
  const allChecked = `root.querySelectorAll('tbody input[type=checkbox]:checked').length === 100`;
  const next = `[...root.querySelectorAll('button')].find((b) => /next page/i.test(b.getAttribute('aria-label') || b.textContent)).click()`;
  const newPage = (page: number) =>
    `root.querySelector('input[aria-label="Page number"], input[id]') && [...root.querySelectorAll('input')].some((i) => i.value === '${page}') && root.querySelector('table').getAttribute('aria-busy') !== 'true' && root.querySelectorAll('tbody input[type=checkbox]:checked').length === 0`;

  for (let round = 0; round < ROUNDS; round += 1) {
    await record('select all (100 rows)', selectAll, allChecked);
    await record('next page (100 rows)', next, newPage(round + 2));
  }
  console.log(`Activities at page size 100, ${ROUNDS} rounds (median; requests per interaction, each round):`);
  for (const [name, { ms, requests }] of Object.entries(results)) {
    console.log(`  ${name.padEnd(24)} ${median(ms).toFixed(1).padStart(7)} ms   requests: ${requests.join(', ')}`);
  }
} finally {
  await browser.close();
  await demo.close();
}
