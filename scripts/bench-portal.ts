/**
 * What the page-size-100 benchmarks share: signing in through the portal's form and opening a list,
 * the list's actions, timing an action until the screen shows its result, the simulator's request
 * log, the page's long tasks, and the per-round report of each interaction.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { median } from '../demo/bench/stats.ts';

export interface Logged {
  readonly method: string;
  readonly path: string;
}

/** The API requests the demo's simulator received since the last clear (control calls left out). */
export async function requestLog(base: string): Promise<Logged[]> {
  const log = (await (await fetch(`${base}/__sim/default/requests`)).json()) as Logged[];
  return log.filter((request) => !request.path.startsWith('__'));
}

export async function clearLog(base: string): Promise<void> {
  await fetch(`${base}/__sim/default/requests`, { method: 'DELETE' });
}

/**
 * An element in the portal's shadow root, polled every frame: puppeteer's `>>>` waits watch the
 * document's mutations, which do not see a shadow root's, and missed the sign-in form about one run in five.
 */
export async function inPortal(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (sel: string) => document.querySelector('landscape-portal')?.shadowRoot?.querySelector(sel),
    { polling: 'raf', timeout: 30_000 },
    selector,
  );
  return handle.asElement() as ElementHandle<Element>;
}

/** Signs in through the portal's sign-in form, the welcome dialog marked seen, and waits for the shell. */
export async function signInToPortal(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/new_dashboard/login`);
  await page.evaluate(() => localStorage.setItem('_landscape_isWelcomePopupClosed', 'true'));
  await (await inPortal(page, 'input[type=email]')).type('admin@example.com');
  const password = await inPortal(page, 'input[type=password]');
  await password.type('landscape-demo');
  await password.press('Enter');
  await inPortal(page, 'nav[aria-label="Main"]');
}

/**
 * Runs `action` in the page (code with `root`, the portal's shadow root) and waits, frame by frame,
 * until `done` holds there; returns the milliseconds taken.
 */
export async function timed(page: Page, action: string, done: string): Promise<number> {
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

/** Collects the page's long tasks from now on (the Long Tasks API reports those over 50 ms). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as { longTasks: number[]; longTaskObserver?: PerformanceObserver };
    win.longTasks = [];
    win.longTaskObserver?.disconnect();
    win.longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.longTasks.push(entry.duration);
    });
    win.longTaskObserver.observe({ type: 'longtask' });
  });
}

/** The durations of the long tasks since `watchLongTasks`. */
export const longTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

/** Signs in and opens a portal list at `path` (its query sets the page size), waiting for `rows` rows. */
export async function openPortalList(page: Page, base: string, path: string, rows: number): Promise<void> {
  await signInToPortal(page, base);
  await page.goto(`${base}/new_dashboard/${path}`);
  await page.waitForFunction(
    (count: number) => document.querySelector('landscape-portal')?.shadowRoot?.querySelectorAll('tbody tr').length === count,
    {},
    rows,
  );
}

/** Code for `timed`: the list's table settled, select all, next page, and being on a page. */
export function listActions(rows: number) {
  const settled = `root.querySelector('table') && root.querySelector('table').getAttribute('aria-busy') !== 'true'`;
  return {
    settled,
    selectAll: `root.querySelector('thead input[type=checkbox]').click()`,
    allChecked: `root.querySelectorAll('tbody input[type=checkbox]:checked').length === ${rows}`,
    next: `[...root.querySelectorAll('button')].find((b) => /next page/i.test(b.getAttribute('aria-label') || b.textContent)).click()`,
    onPage: (number: number) =>
      `[...root.querySelectorAll('input')].some((i) => i.value === '${number}') && ${settled} && root.querySelectorAll('tbody input[type=checkbox]:checked').length === 0`,
  };
}

interface Interaction {
  readonly ms: number[];
  readonly requests: number[];
  readonly longest: number[];
  readonly count: number[];
}

/**
 * Measures interactions by name: the time until the screen shows the result, the API requests that
 * `counted` keeps, and the long tasks meanwhile. `report` prints them per round.
 */
export function interactions(page: Page, base: string, counted: (request: Logged) => boolean = () => true) {
  const results = new Map<string, Interaction>();
  return {
    async record(name: string, action: string, done: string): Promise<void> {
      await clearLog(base);
      await watchLongTasks(page);
      const ms = await timed(page, action, done);
      // Lets any request or task the change set off still arrive before counting (figures, not a test).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = await requestLog(base);
      const tasks = await longTasks(page);
      if (!results.has(name)) results.set(name, { ms: [], requests: [], longest: [], count: [] });
      const entry = results.get(name)!;
      entry.ms.push(ms);
      entry.requests.push(log.filter(counted).length);
      entry.longest.push(Math.max(0, ...tasks));
      entry.count.push(tasks.length);
    },
    report(rounds: number): void {
      console.log('Per round: API requests; long tasks over 50 ms as count x longest (- for none).');
      for (const [name, { ms, requests, longest, count }] of results) {
        const tasks = count.map((value, round) => (value === 0 ? '-' : `${value}x${longest[round]!.toFixed(0)}ms`));
        const over = count.filter((value) => value > 0).length;
        console.log(
          `  ${name.padEnd(14)} median ${median(ms).toFixed(1).padStart(7)} ms   requests: ${requests.join(', ')}   long tasks: ${tasks.join(', ')}   (rounds with one: ${over} of ${rounds}, longest ${Math.max(0, ...longest).toFixed(0)} ms)`,
        );
      }
    },
  };
}
