/**
 * `npm run bench` (part): the profile lists with 200 profiles of each type (the simulator's
 * `manyProfiles`), at page size 100, in the built portal (run `npm run build` first). Issue 26:
 * listing, paging and searching 200 profiles without a long task over 50 ms. The server answers every
 * profile at once; the search and the pages are the page's own, so neither asks the server again.
 * Figures only, as the other list benchmarks: time until the result shows, the API requests, the long
 * tasks. BENCH_ROUNDS sets the rounds, BENCH_ROWS the page size (20, 50 or 100; default 100).
 */
import { loadavg } from 'node:os';
import { puppeteerCore } from '@web/test-runner-chrome';
import { startDemoServer } from '../demo/start.ts';
import { interactions, listActions, openPortalList } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = Number(process.env.BENCH_ROWS ?? 100);
const TYPES = [
  { route: 'profiles/upgrade', list: (path: string) => path === 'GetUpgradeProfiles' },
  { route: 'profiles/reboot', list: (path: string) => path === 'rebootprofiles' },
  { route: 'profiles/removal', list: (path: string) => path === 'GetRemovalProfiles' },
  { route: 'profiles/repositories', list: (path: string) => path === 'repositoryprofiles' },
];

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const loadBefore = load();
const demo = await startDemoServer({ port: 0, simulator: { manyProfiles: true } });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const { settled, next, onPage } = listActions(ROWS);
  const rows = (count: number) => `${settled} && root.querySelectorAll('tbody tr').length === ${count}`;
  // Types the search as a person would (React hears the input), then submits it.
  const search = (term: string) =>
    `(() => { const input = root.querySelector('input[type=search]'); Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(term)}); input.dispatchEvent(new Event('input', { bubbles: true })); input.form.requestSubmit(); })()`;
  const clearSearch = `[...root.querySelectorAll('button')].find((b) => /^Remove Search filter/.test(b.getAttribute('aria-label') || '')).click()`;
  let signedIn = false;
  for (const type of TYPES) {
    const started = Date.now();
    if (signedIn) {
      await page.goto(`${demo.url}/new_dashboard/${type.route}?pageSize=${ROWS}`);
      await page.waitForFunction((count: number) => document.querySelector('landscape-portal')?.shadowRoot?.querySelectorAll('tbody tr').length === count, {}, ROWS);
    } else {
      await openPortalList(page, demo.url, `${type.route}?pageSize=${ROWS}`, ROWS);
      signedIn = true;
    }
    const firstLoad = Date.now() - started;
    const measured = interactions(page, demo.url, (request) => type.list(request.path));
    for (let round = 0; round < ROUNDS; round += 1) {
      await measured.record('next page', next, onPage(2));
      // "Generated … profile 1" matches 1, 10–19, 100–199 among the 200: 111 rows, 100 on the first page.
      await measured.record('search', search('profile 1'), `${rows(ROWS)} && root.querySelector('[aria-label^="Remove Search filter"]')`);
      await measured.record('clear search', clearSearch, `${rows(ROWS)} && !root.querySelector('[aria-label^="Remove Search filter"]')`);
    }
    console.log(`\n/${type.route}: 200 profiles at page size ${ROWS}, first rows in ${firstLoad} ms (a full page load${type === TYPES[0] ? ' after signing in' : ''}), ${ROUNDS} rounds; load average (1, 5, 15 min) ${loadBefore} before, ${load()} now; requests: the list.`);
    measured.report(ROUNDS);
  }
} finally {
  await browser.close();
  await demo.close();
}
