/**
 * End-to-end helpers: the demo server in-process on port 0, the system Chromium through puppeteer-core
 * (the copy @web/test-runner-chrome ships), pages that record every error, and fixture pages served on
 * the demo's origin with the demo's CSP.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { puppeteerCore } from '@web/test-runner-chrome';
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { contentSecurityPolicy, startDemoServer, type DemoServer } from '../../demo/start.ts';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

export const DEMO_PASSWORD = 'landscape-demo';
export const ADMIN = 'admin@example.com';
export const AUDITOR = 'auditor@example.com';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Pages the demo server does not serve, answered on its origin: test/e2e/fixtures under `/__e2e__/`,
 * and the benchmark's lone-widget pages (demo/bench/pages, which `npm run bench` serves) under `/bench/`.
 */
const PAGE_DIRS: Readonly<Record<string, string>> = {
  '/__e2e__/': path.join(here, 'fixtures'),
  '/bench/': path.join(here, '../../demo/bench/pages'),
};

export interface Session {
  readonly demo: DemoServer;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startSession(simulator?: NonNullable<Parameters<typeof startDemoServer>[0]>['simulator']): Promise<Session> {
  const demo = await startDemoServer({ port: 0, simulator });
  const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  return {
    demo,
    browser,
    close: async () => {
      await browser.close();
      await demo.close();
    },
  };
}

export interface OpenedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Page errors, console errors, CSP violations and failed responses, in order. */
  readonly problems: string[];
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The file a request names under one of the served folders, or undefined (outside them all, or escaping one). */
function servedFile(requested: string, mounts: Readonly<Record<string, string>>): string | undefined {
  const flat = Object.entries(PAGE_DIRS).find(([prefix]) => requested.startsWith(prefix));
  if (flat) return path.join(flat[1], path.basename(requested));
  const mount = Object.entries(mounts).find(([prefix]) => requested.startsWith(prefix));
  if (!mount) return undefined;
  const file = path.resolve(mount[1], `.${decodeURIComponent(requested.slice(mount[0].length - 1))}`);
  return file.startsWith(path.resolve(mount[1]) + path.sep) ? file : '';
}

/**
 * Opens `pathname` of the demo in a fresh browser context (own cookies: no shared sign-in). Paths under
 * PAGE_DIRS' prefixes are files of those folders, answered with the demo's CSP header.
 */
export interface PageOptions {
  /** How long to hold back the response to a request, by its path (0: none): a slow file on purpose. */
  readonly delayMs?: (pathname: string) => number;
  /** More folders served on the demo's origin, by path prefix, subfolders included (an installed package). */
  readonly mounts?: Readonly<Record<string, string>>;
}

export async function openPage(session: Session, pathname: string, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await session.browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`CSP violation: ${text}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const { pathname: requested } = new URL(request.url());
    const file = servedFile(requested, options.mounts ?? {});
    if (file === undefined) {
      const delay = options.delayMs?.(requested) ?? 0;
      // The page may be gone by then: nothing to continue.
      if (delay > 0) setTimeout(() => request.continue().catch(() => undefined), delay);
      else void request.continue();
      return;
    }
    readFile(file, 'utf8').then(
      (body) =>
        request.respond({
          status: 200,
          contentType: contentTypes[path.extname(file)] ?? 'text/plain',
          headers: { 'content-security-policy': contentSecurityPolicy },
          body,
        }),
      () => request.respond({ status: 404, body: 'no such fixture' }),
    );
  });
  const response = await page.goto(`${session.demo.url}${pathname}`, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${pathname} answered ${response?.status()}`);
  return { page, context, problems };
}

/**
 * Runs `body` on a freshly opened page, then requires the page to have had no problem at all. A
 * failure inside `body` also lists the page's problems: they usually explain it.
 */
export async function withPage(
  session: Session,
  pathname: string,
  body: (opened: OpenedPage) => Promise<void>,
  options: PageOptions = {},
): Promise<void> {
  const opened = await openPage(session, pathname, options);
  try {
    await body(opened);
  } catch (error) {
    if (error instanceof Error && opened.problems.length > 0) {
      error.message += `\nProblems on ${pathname}:\n  ${opened.problems.join('\n  ')}`;
    }
    throw error;
  } finally {
    await opened.context.close();
  }
  assert.deepEqual(opened.problems, [], `no page error, console error, CSP violation or failed request on ${pathname}`);
}

/** The element with this accessible role and name, looked up through shadow roots (ARIA tree). */
export function byRole(page: Page, role: string, name: string, timeout = 10_000): Promise<ElementHandle<Element>> {
  return page.waitForSelector(`::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`, {
    timeout,
    visible: true,
  }) as Promise<ElementHandle<Element>>;
}

/** The organisation dropdown's button, named after the current organisation (the admin starts in Acme). */
export function organisationDropdown(page: Page, current = 'Acme Corporation', timeout = 10_000): Promise<ElementHandle<Element>> {
  return byRole(page, 'button', `Organisation: ${current}`, timeout);
}

/** Opens the organisation dropdown and chooses another organisation, as a person would. */
export async function switchOrganisation(page: Page, to = 'Globex'): Promise<void> {
  await (await organisationDropdown(page)).click();
  await (await byRole(page, 'option', to)).click();
}

/** Signs in through the first `landscape-login` on the page, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await (await byRole(page, 'textbox', 'Email')).type(email);
  await (await byRole(page, 'textbox', 'Password')).type(DEMO_PASSWORD);
  await (await byRole(page, 'button', 'Sign in')).click();
  await byRole(page, 'button', 'Sign out');
}

/** The Sign in button's colours: they come only from the shared sheet (theme primary). */
export function signInButtonStyle(page: Page, host = 'landscape-login') {
  return page.$eval(host, (element) => {
    const button = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.textContent?.trim() === 'Sign in',
    );
    if (!button) throw new Error('no Sign in button in the shadow root');
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      color: style.color,
      display: style.display,
      width: box.width,
      height: box.height,
    };
  });
}
