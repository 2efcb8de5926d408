// Runs under `node --import tsx` (`npm run test:browser`): it imports TypeScript directly.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import esbuild from 'esbuild';
import { createSimulator } from './demo/server/index.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { vanillaExtractEsbuild } from './tools/vanilla-extract.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const testFile = /\.browser\.test\.tsx?$/;

/**
 * Serving TypeScript module by module breaks on React's CommonJS, so each test file is bundled whole
 * with esbuild (same vanilla-extract transform as the build, readable class names).
 */
const bundleTestFiles = {
  name: 'bundle-test-files',
  async serve(context) {
    if (!testFile.test(context.path)) return undefined;
    const entry = path.join(rootDir, decodeURIComponent(context.path));
    if (!entry.startsWith(rootDir + path.sep)) return undefined;
    try {
      const result = await esbuild.build({
        entryPoints: [entry],
        absWorkingDir: rootDir,
        // Beside the entry, so sourcemap paths resolve against the test file's own URL.
        outdir: path.dirname(entry),
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        sourcemap: 'inline',
        // Stack traces map without the sources' text; leaving it out halves what the browser parses.
        sourcesContent: false,
        tsconfig: path.join(rootDir, 'tsconfig.json'),
        define: { 'process.env.NODE_ENV': '"development"' },
        // Served by the test runner itself (@web/test-runner-commands talks to it).
        external: ['/__web-dev-server__*', '/__web-test-runner__*'],
        plugins: [vanillaExtractEsbuild({ identOption: 'debug' })],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    } catch (error) {
      // Surfaces in the test report instead of an opaque failed import.
      const message = (error.errors ?? [error])
        .map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : (e.text ?? e.message)))
        .join('\n');
      return { body: `throw new Error(${JSON.stringify(`esbuild could not bundle the test file:\n${message}`)});`, type: 'js' };
    }
  },
};

/** The API simulator on the tests' own origin, real HTTP: it owns /api/, /sim/ and /__sim/. */
const simulator = createSimulator();
async function simulatorMiddleware(ctx, next) {
  if (await simulator.handle(ctx.req, ctx.res)) {
    ctx.respond = false;
    return;
  }
  await next();
}

/** Counts and the failed tests' names for scripts/test.ts (in $TEST_SUMMARY_FILE), and one plain closing line. */
function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      const visit = (suite, file, names) => {
        for (const test of suite.tests) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else {
            counts.failed += 1;
            const reason = test.error?.message?.split('\n')[0] ?? '';
            counts.failures.push(`${file}: ${[...names, test.name].join(' › ')}${reason ? ` (${reason.slice(0, 200)})` : ''}`);
          }
        }
        for (const child of suite.suites) visit(child, file, [...names, child.name]);
      };
      for (const session of sessions) {
        const file = path.relative(rootDir, session.testFile);
        if (session.testResults) visit(session.testResults, file, []);
        // A file that failed to load or threw outside a test has no test results to count.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          counts.failed += 1;
          counts.failures.push(`${file}: ${session.errors[0]?.message?.split('\n')[0]?.slice(0, 200) ?? 'failed outside a test'}`);
        }
      }
      console.log(`Browser tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
      if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(counts));
    },
  };
}

/**
 * Each test file gets a page of its own, closed with its browser context when the file is done. The
 * launcher would hand a stopped page to the next file, and a session stopped twice (its end and a
 * failure report racing) puts the same page in its pool twice: two files then share one page, and
 * the first to end sends the other's page to about:blank ("Tests were interrupted because the page
 * navigated to about:blank", seen in full runs only). A second stop of a session waits for the first.
 */
function pagePerFile(launcher) {
  const stops = new Map();
  const stop = launcher.stopSession.bind(launcher);
  launcher.stopSession = (sessionId) => {
    if (!stops.has(sessionId)) {
      const page = launcher.activePages.get(sessionId);
      stops.set(
        sessionId,
        stop(sessionId).then(async (result) => {
          launcher.inactivePages = launcher.inactivePages.filter((inactive) => inactive !== page);
          await page?.puppeteerPage.browserContext().close().catch(() => undefined);
          return result;
        }),
      );
    }
    return stops.get(sessionId);
  };
  return launcher;
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir,
  files: [
    'src/**/*.browser.test.{ts,tsx}',
    'elements/**/*.browser.test.{ts,tsx}',
    'test/**/*.browser.test.{ts,tsx}',
  ],
  plugins: [bundleTestFiles],
  middleware: [simulatorMiddleware],
  browsers: [
    pagePerFile(
      chromeLauncher({
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, headless: true },
        // Own browser context per page: with several pages in one context open-wc's fixture() can hang.
        createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
      }),
    ),
  ],
  concurrency: 2,
  testFramework: { config: { ui: 'bdd', timeout: 10000 } },
  // Chromium reports a ResizeObserver whose callback changed the layout (a popup placed, a region
  // found to overflow) as an error event without an error object: browser noise, as the elements'
  // own error reports treat it (src/state/error-reports.ts), not a failure of the test running then.
  // A test dispatching such an event with an error object still sees it.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><script>window.addEventListener('error', (event) => { if (!event.error && /ResizeObserver loop/.test(event.message)) event.stopImmediatePropagation(); });</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  testsFinishTimeout: 180000,
  browserStartTimeout: 60000,
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: true }), countingReporter()],
};
