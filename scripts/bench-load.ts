/**
 * `npm run bench` (first part): cold loads of the portal and of lone widgets against a floor page.
 *
 * Builds the bundles (unless BENCH_NO_BUILD=1) and the floor (demo/bench/floor/floor.tsx: React, `me`,
 * `activities`, one table, production React, minified, by esbuild, in memory), serves both with
 * the demo server (the bench's pages under /bench/, same origin, same headers and CSP), then loads, for
 * BENCH_RUNS rounds (default 7), each scenario right after a floor load: floor, A, floor, B, ... Every
 * load has a fresh browser context (incognito: empty cache, storage and cookies) with the cache off.
 * Signed-in loads get a session of their own first: a password sign-in through the API from Node, whose
 * session cookie is put in the context before the page loads (not counted), as a returning user has it.
 * The welcome dialog is marked seen in every load, as for a returning user.
 *
 * Figures, per load:
 * - first row: from navigation start to the end of the first frame that paints the first data row:
 *   a row holding a record of the list's first page (the login page: the sign-in form's email field).
 *   demo/bench/probe.ts, added before the page's own scripts, looks for it in every animation frame
 *   and reads the clock once that frame's paint is done (its header says how).
 * - requests by kind: every request the load makes until the network has been idle for 500 ms after
 *   the first row: the API split into `me`, `about`, `login/methods` (sign-in methods, which the
 *   shell's guards read; feature flags come inside `me`) and data (every other call), then JS, CSS
 *   and other (the document, the favicon).
 * - gzip JS+CSS: the JS and CSS responses of the load, each gzipped at level 9 (as `npm run size`;
 *   the demo server sends them uncompressed), summed, in kB of 1,000 bytes.
 * - long tasks: PerformanceObserver 'longtask' (tasks over 50 ms) over the same span: count, longest.
 * Each figure prints as median [min–max] over the runs and as the ratio of its median to the floor's
 * median in the same run. Figures only: no pass/fail (the machine is shared and noisy).
 *
 * BENCH_SCENARIOS=activities,login runs only those scenarios (keys below).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { puppeteerCore } from '@web/test-runner-chrome';
import type { Browser } from 'puppeteer-core';
import { contentSecurityPolicy, startDemoServer } from '../demo/start.ts';
import {
  formatColumns,
  formatRatio,
  formatSummary,
  formatTable,
  REQUEST_KINDS,
  requestKind,
  summarize,
  type FigureRow,
  type RequestKind,
} from '../demo/bench/stats.ts';
import type { Probe, Target } from '../demo/bench/probe.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'demo/bench');
const EMAIL = 'admin@example.com';
const PASSWORD = 'landscape-demo';
/** The first page the portal's activities screen and the widget ask for (and the floor too). */
const ACTIVITIES_QUERY = 'activities?limit=20&offset=0';
/** The first page of the security profiles screen (Active, 20 a page). */
const PROFILES_QUERY = 'security-profiles?status=active&limit=20&offset=0';

interface Scenario {
  readonly key: string;
  readonly title: string;
  readonly path: string;
  readonly signedIn: boolean;
  readonly target: Target;
  /** What the first-row figure stands for in this scenario. */
  readonly firstRowLabel: string;
}

interface Load {
  readonly firstRow: number;
  readonly requests: Readonly<Record<RequestKind, number>>;
  readonly apiCalls: readonly string[];
  readonly jsCss: readonly string[];
  readonly longTasks: readonly number[];
}

let probeBundle: Promise<string> | undefined;

/** The probe's script for a page: demo/bench/probe.ts as an IIFE, then its install call. */
async function probeScript(target: Target): Promise<string> {
  probeBundle ??= build({
    entryPoints: [path.join(benchDir, 'probe.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'benchProbeSetup',
    target: 'es2022',
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]!.text);
  return `${await probeBundle}\nbenchProbeSetup.install(${JSON.stringify(target)});`;
}

/** The floor's bundle (kept in memory): production React, minified, ESM like the portal's. */
async function buildFloor(): Promise<Buffer> {
  const result = await build({
    entryPoints: [path.join(benchDir, 'floor/floor.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return Buffer.from(result.outputFiles[0]!.contents);
}

/** The bench's own files under /bench/, served with the demo server's headers. */
async function benchFiles(): Promise<Map<string, { type: string; body: Buffer }>> {
  const html = 'text/html; charset=utf-8';
  const page = async (name: string) => ({ type: html, body: await readFile(path.join(benchDir, 'pages', name)) });
  return new Map([
    ['/bench/floor.js', { type: 'text/javascript; charset=utf-8', body: await buildFloor() }],
    ['/bench/floor.html', await page('floor.html')],
    ['/bench/widget-script.html', await page('widget-script.html')],
    ['/bench/widget-esm.html', await page('widget-esm.html')],
  ]);
}

function serveBench(files: Map<string, { type: string; body: Buffer }>, next: RequestListener) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const file = files.get(new URL(req.url ?? '/', 'http://bench.invalid').pathname);
    if (!file || req.method !== 'GET') {
      next(req, res);
      return;
    }
    const headers: Record<string, string> = {
      'content-type': file.type,
      'content-length': String(file.body.length),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (file.type.startsWith('text/html')) headers['content-security-policy'] = contentSecurityPolicy;
    res.writeHead(200, headers);
    res.end(file.body);
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** A fresh session for one load: its cookie, as the browser would have kept it from a sign-in. */
async function signInCookie(base: string): Promise<{ name: string; value: string }> {
  const response = await fetch(`${base}/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  await json(response);
  const [pair] = (response.headers.getSetCookie()[0] ?? '').split(';');
  const [name, value] = (pair ?? '').split('=');
  if (!name || !value) throw new Error('The sign-in answered without a session cookie.');
  return { name, value };
}

/** The texts of the first page's records, to know a data row from a placeholder. */
async function firstPageTexts(base: string): Promise<{ activities: string[]; profiles: string[] }> {
  const { token } = await json<{ token: string }>(
    await fetch(`${base}/__sim/default/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    }),
  );
  const get = <T>(query: string) =>
    fetch(`${base}/api/v2/${query}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => json<{ results: T[] }>(response));
  const [activities, profiles] = await Promise.all([get<{ summary: string }>(ACTIVITIES_QUERY), get<{ title: string }>(PROFILES_QUERY)]);
  return { activities: activities.results.map((item) => item.summary), profiles: profiles.results.map((item) => item.title) };
}

function emptyCounts(): Record<RequestKind, number> {
  return Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, 0])) as Record<RequestKind, number>;
}

async function coldLoad(browser: Browser, base: string, scenario: Scenario): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    if (scenario.signedIn) {
      const cookie = await signInCookie(base);
      await context.setCookie({ ...cookie, domain: new URL(base).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
    }
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.setCacheEnabled(false);
    await page.evaluateOnNewDocument(() => localStorage.setItem('_landscape_isWelcomePopupClosed', 'true'));
    await page.evaluateOnNewDocument(await probeScript(scenario.target));
    const requests = emptyCounts();
    const apiCalls: string[] = [];
    const jsCss: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      const kind = requestKind(request.url(), request.resourceType());
      requests[kind] += 1;
      if (kind === 'js' || kind === 'css') jsCss.push(request.url());
      else if (kind !== 'other') apiCalls.push(apiCall(request.url()));
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => problems.push(error instanceof Error ? error.message : String(error)));
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    let timer: NodeJS.Timeout | undefined;
    const firstRow = await Promise.race([
      page.evaluate(() => (window as unknown as { benchProbe: Probe }).benchProbe.painted),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no first row after 30 s${problems.length ? `: ${problems.join('; ')}` : ''}`)), 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const longTasks = await page.evaluate(() => (window as unknown as { benchProbe: Probe }).benchProbe.longTasks);
    if (problems.length) console.warn(`  ${scenario.key}: ${problems.join('; ')}`);
    return { firstRow, requests, apiCalls, jsCss, longTasks };
  } finally {
    await context.close();
  }
}

/** `activities?limit=20&offset=0`, `GetActivityTypes`: an API request in short. */
function apiCall(url: string): string {
  const { pathname, searchParams, search } = new URL(url);
  const rest = pathname.replace(/^\/api\/(v2\/)?/, '');
  return rest === '' ? (searchParams.get('action') ?? 'legacy') : `${rest}${search}`;
}

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

async function kilobytes(load: Load): Promise<number> {
  const sizes = await Promise.all(load.jsCss.map(gzipBytes));
  return sizes.reduce((sum, size) => sum + size, 0) / 1000;
}

interface Figures {
  readonly loads: Load[];
  readonly kB: number[];
  failures: number;
}

const requestLabels: Record<RequestKind, string> = {
  me: '    me',
  about: '    about',
  methods: '    login/methods',
  data: '    data',
  js: '  JS',
  css: '  CSS',
  other: '  other',
};
const API_KINDS: readonly RequestKind[] = ['me', 'about', 'methods', 'data'];

const count = (load: Load, kinds: readonly RequestKind[]) => kinds.reduce((sum, kind) => sum + load.requests[kind], 0);
const longest = (load: Load) => Math.max(0, ...load.longTasks);

/** One figure of every load of a scenario, in load order. */
type Pick = (figures: Figures, index: number) => number;
const perLoad =
  (pick: (load: Load) => number): Pick =>
  (figures, index) =>
    pick(figures.loads[index]!);
const kiloBytes: Pick = (figures, index) => figures.kB[index]!;
const values = (figures: Figures, pick: Pick) => figures.loads.map((_, index) => pick(figures, index));

function figureRows(scenario: Scenario, own: Figures, floor?: Figures): FigureRow[] {
  const row = (label: string, pick: Pick, digits = 0): FigureRow => ({
    label,
    values: values(own, pick),
    digits,
    ...(floor ? { floor: values(floor, pick) } : {}),
  });
  return [
    row(`${scenario.firstRowLabel} (ms)`, perLoad((load) => load.firstRow)),
    row('requests', perLoad((load) => count(load, REQUEST_KINDS))),
    row('  API', perLoad((load) => count(load, API_KINDS))),
    ...REQUEST_KINDS.map((kind) => row(requestLabels[kind], perLoad((load) => load.requests[kind]))),
    row('gzip JS+CSS (kB)', kiloBytes, 1),
    row('long tasks', perLoad((load) => load.longTasks.length)),
    row('longest task (ms)', perLoad(longest)),
  ];
}

/** One line per scenario: the headline figures, each with its ratio to the floor. */
function printSummary(scenarios: readonly Scenario[], results: Map<string, Figures>, floor: Figures): void {
  const figure = (own: Figures, pick: Pick, digits = 0): [string, string] => {
    const mine = summarize(values(own, pick));
    return [formatSummary(mine, digits), own === floor ? '' : formatRatio(mine.median, summarize(values(floor, pick)).median)];
  };
  const rows = scenarios.map((scenario) => {
    const own = results.get(scenario.key)!;
    return [
      scenario.key,
      ...figure(own, perLoad((load) => load.firstRow)),
      ...figure(own, perLoad((load) => count(load, REQUEST_KINDS))),
      ...figure(own, kiloBytes, 1),
      formatSummary(summarize(values(own, perLoad((load) => load.longTasks.length)))),
      formatSummary(summarize(values(own, perLoad(longest)))),
    ];
  });
  console.log(`\nSummary: median [min–max] and × the floor's median (login: first field, not first row)`);
  console.log(
    formatColumns([
      ['', 'first row (ms)', '×', 'requests', '×', 'gzip JS+CSS (kB)', '×', 'long tasks', 'longest (ms)'],
      ...rows,
    ]),
  );
}

function printScenario(scenario: Scenario, own: Figures, floor?: Figures): void {
  const failed = own.failures ? `, ${own.failures} failed` : '';
  console.log(`\n${scenario.title}: ${scenario.path} (${own.loads.length} loads${failed})`);
  console.log(formatTable(figureRows(scenario, own, floor)));
  const calls = [...new Set(own.loads.flatMap((each) => each.apiCalls))];
  console.log(`API calls: ${calls.join(', ') || 'none'}`);
}

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main(): Promise<void> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    const { buildBundles } = await import('./build.ts');
    console.log('Building the bundles (BENCH_NO_BUILD=1 skips this)…');
    await buildBundles();
  }
  const files = await benchFiles();
  const demo = await startDemoServer({ port: 0 });
  const [demoHandler] = demo.server.listeners('request') as RequestListener[];
  demo.server.removeAllListeners('request');
  demo.server.on('request', serveBench(files, demoHandler!));
  const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const texts = await firstPageTexts(demo.url);
    const rows = (records: readonly string[]): Target => ({ selector: 'tbody tr', texts: records });
    const floor: Scenario = {
      key: 'floor',
      title: 'Floor (React, me, activities, one table)',
      path: '/bench/floor.html',
      signedIn: true,
      target: rows(texts.activities),
      firstRowLabel: 'first row',
    };
    const all: Scenario[] = [
      { key: 'activities', title: 'Portal: activities', path: '/new_dashboard/activities', signedIn: true, target: rows(texts.activities), firstRowLabel: 'first row' },
      { key: 'profiles', title: 'Portal: security profiles', path: '/new_dashboard/profiles/security', signedIn: true, target: rows(texts.profiles), firstRowLabel: 'first row' },
      { key: 'login', title: 'Portal: sign-in page (signed out)', path: '/new_dashboard/login', signedIn: false, target: { selector: 'input[type=email]', texts: [] }, firstRowLabel: 'first field' },
      { key: 'widget-script', title: 'Lone activities widget by script tag (IIFE)', path: '/bench/widget-script.html', signedIn: true, target: rows(texts.activities), firstRowLabel: 'first row' },
      { key: 'widget-esm', title: 'Lone activities widget by ESM', path: '/bench/widget-esm.html', signedIn: true, target: rows(texts.activities), firstRowLabel: 'first row' },
    ];
    const only = process.env.BENCH_SCENARIOS?.split(',').map((key) => key.trim());
    const scenarios = only ? all.filter((scenario) => only.includes(scenario.key)) : all;
    if (scenarios.length === 0) throw new Error(`BENCH_SCENARIOS matches none of: ${all.map((scenario) => scenario.key).join(', ')}`);

    const results = new Map<string, Figures>([floor, ...scenarios].map((scenario) => [scenario.key, { loads: [], kB: [], failures: 0 }]));
    const before = loadAverage();
    const started = performance.now();
    console.log(`Cold loads: ${RUNS} rounds of floor, scenario for ${scenarios.map((scenario) => scenario.key).join(', ')}; Chromium ${await browser.version()}`);
    for (let round = 1; round <= RUNS; round += 1) {
      for (const scenario of scenarios) {
        for (const measured of [floor, scenario]) {
          const figures = results.get(measured.key)!;
          try {
            figures.loads.push(await coldLoad(browser, demo.url, measured));
          } catch (error) {
            figures.failures += 1;
            console.warn(`  round ${round}, ${measured.key}: ${error instanceof Error ? error.message : error}`);
          }
        }
      }
      process.stdout.write(`  round ${round}/${RUNS} done\n`);
    }
    for (const figures of results.values()) {
      for (const load of figures.loads) figures.kB.push(await kilobytes(load));
    }
    const floorFigures = results.get(floor.key)!;
    printScenario(floor, floorFigures);
    for (const scenario of scenarios) printScenario(scenario, results.get(scenario.key)!, floorFigures);
    printSummary([floor, ...scenarios], results, floorFigures);
    console.log(
      `\nLoad average (1, 5, 15 min) before: ${before}; after: ${loadAverage()}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    if ([...results.values()].some((figures) => figures.failures > 0)) process.exitCode = 1;
  } finally {
    await browser.close();
    await demo.close();
  }
}

await main();
