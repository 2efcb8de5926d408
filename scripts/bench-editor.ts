/**
 * `npm run bench` (part): the code editor with the simulator's 1 MB script (issue 25: it opens and
 * scrolls without a long task over 200 ms), in the built portal (run `npm run build` first). Figures
 * only: the time from pressing the Code tab (the details panel loaded the editor's code while idle)
 * until the editor shows its first lines, the time until
 * the end of the script is in view after scrolling there, the lines the editor keeps in the page, and
 * the long tasks of each. BENCH_ROUNDS sets the rounds; BENCH_COLD=1 presses Code as soon as the panel
 * shows, in a fresh page each round (the editor's code not loaded yet).
 */
import { loadavg } from 'node:os';
import { puppeteerCore } from '@web/test-runner-chrome';
import { startDemoServer } from '../demo/start.ts';
import { SCRIPT_SHOWCASE } from '../demo/server/showcase.ts';
import { longTasks, openPortalList, timed, watchLongTasks } from './bench-portal.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** BENCH_COLD=1: each round in a fresh page, Code pressed as soon as the panel shows (the editor's code not loaded yet). */
const COLD = process.env.BENCH_COLD === '1';

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const loadBefore = load();
const demo = await startDemoServer({ port: 0 });
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });

/** The side panel's editor, found from the portal's shadow root. */
const EDITOR = `root.querySelector('[role=dialog] .cm-editor, aside .cm-editor, .cm-editor')`;

try {
  const token = (await (await fetch(`${demo.url}/__sim/default/tokens`, { method: 'POST', body: '{}' })).json()) as { token: string };
  const script = (await (await fetch(`${demo.url}/api/v2/scripts/${SCRIPT_SHOWCASE.big}`, { headers: { authorization: `Bearer ${token.token}` } })).json()) as {
    title: string;
    code: string;
  };
  const lines = script.code.split('\n').length;
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const search = new URLSearchParams({ status: 'all', search: script.title });
  await openPortalList(page, demo.url, `scripts?${search}`, 1);
  const results: { open: number; openTasks: number[]; end: number; endTasks: number[]; kept: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (COLD && round > 0) {
      await page.goto(`${demo.url}/new_dashboard/scripts?${search}`);
      await page.waitForFunction(() => document.querySelector('landscape-portal')?.shadowRoot?.querySelectorAll('tbody tr').length === 1);
    }
    await timed(page, `root.querySelector('tbody button').click()`, `[...root.querySelectorAll('[role=tab]')].some((tab) => tab.textContent === 'Code')`);
    if (COLD) await watchLongTasks(page);
    if (!COLD) {
      // The panel loads the editor's code once it is idle (a person reads its Info first).
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/codemirror-')));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await watchLongTasks(page);
    }
    const open = await timed(
      page,
      `[...root.querySelectorAll('[role=tab]')].find((tab) => tab.textContent === 'Code').click()`,
      `${EDITOR} && ${EDITOR}.querySelector('.cm-line')`,
    );
    const openTasks = await longTasks(page);
    await watchLongTasks(page);
    const end = await timed(
      page,
      `const scroller = ${EDITOR}.querySelector('.cm-scroller'); scroller.scrollTop = scroller.scrollHeight;`,
      `[...${EDITOR}.querySelectorAll('.cm-gutterElement')].some((gutter) => gutter.textContent === '${lines}')`,
    );
    const endTasks = await longTasks(page);
    const kept = await page.evaluate(
      (selector: string) => new Function('root', `return ${selector}.querySelectorAll('.cm-line').length`)(document.querySelector('landscape-portal')!.shadowRoot),
      EDITOR,
    );
    results.push({ open, openTasks, end, endTasks, kept: kept as number });
    // Back to the Info tab, so the next round opens the editor anew.
    await timed(page, `[...root.querySelectorAll('[role=tab]')].find((tab) => tab.textContent === 'Info').click()`, `!${EDITOR}`);
  }
  const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  const longest = (tasks: number[]) => (tasks.length === 0 ? 'none' : `${tasks.length}, longest ${Math.max(...tasks).toFixed(0)} ms`);
  console.log(`\n${COLD ? 'Cold (a fresh page each round, Code pressed as the panel shows): ' : ''}The 1 MB script (${script.code.length.toLocaleString('en-US')} characters, ${lines.toLocaleString('en-US')} lines) in the code view, ${ROUNDS} rounds; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after.`);
  console.log(`  open the Code tab until its first lines show: ${ms(results.map((result) => result.open))} ms; long tasks: ${results.map((result) => longest(result.openTasks)).join(' | ')}`);
  console.log(`  scroll to its last line: ${ms(results.map((result) => result.end))} ms; long tasks: ${results.map((result) => longest(result.endTasks)).join(' | ')}`);
  console.log(`  lines kept in the page: ${results.map((result) => result.kept).join(', ')} of ${lines.toLocaleString('en-US')}`);
} finally {
  await browser.close();
  await demo.close();
}
