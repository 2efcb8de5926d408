/**
 * The data does not wait behind the code (issue 12): `me` leaves before anything has rendered, and a
 * list's request as soon as the session's token is known, while its screen's code is still on its
 * way. Every API answer waits 400 ms and the screen's code is held back longer, so the order is
 * plain to see; before, `me` waited for the portal's code to render and the list for its screen's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

const LATENCY_MS = 400;
/** How long the screen's code is held back: well past `me` and the list's answers. */
const HELD_MS = 1500;
const SCREEN = /\/ActivitiesScreen-[\w-]+\.js$/;
/** The activities list's first page, as the screen and its preload ask for it. */
const FIRST_PAGE = 'limit=20&offset=0';

/** The order in which `me` and the list left and the code arrived, and how many list requests there were. */
function watch(page: Page) {
  const events: string[] = [];
  let lists = 0;
  // From the page's own navigation on: the page signed in before (the portal's default route, whose
  // cards ask for activities of their own) may still be sending while the next one is requested.
  let navigated = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigated = true;
    if (!navigated) return;
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/v2/me') events.push('me sent');
    if (request.url().includes('action=GetActivityTypes')) events.push('types sent');
    // The list's first page; another page's cards ask for activities with other parameters.
    if (pathname === '/api/v2/activities' && search === `?${FIRST_PAGE}`) {
      lists += 1;
      events.push('list sent');
    }
  });
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (SCREEN.test(pathname)) events.push('screen received');
    if (request.url().includes('action=GetActivityTypes')) events.push('types received');
  });
  return {
    events,
    lists: () => lists,
    /** Whether `first` happened, and before `then` (or `then` never did). */
    before(first: string, then: string) {
      const at = events.indexOf(first);
      const later = events.indexOf(then);
      return at >= 0 && (later < 0 || at < later);
    },
  };
}

/** Resolves once `check` holds, polling; fails after `timeout` ms. */
async function until(check: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The table has its rows; then the pointer goes over the Type filter, which asks for the activity
 * types only now (not on load), and they are answered: a second list request from the screen would
 * have left before that, so it is counted.
 */
async function loaded(page: Page, timeline: ReturnType<typeof watch>): Promise<void> {
  await byRole(page, 'table', 'Activities');
  await page.waitForSelector('::-p-aria([role="cell"])', { timeout: 10_000 });
  timeline.events.push('type filter hovered');
  await (await byRole(page, 'button', 'Type: All')).hover();
  await until(() => timeline.events.includes('types received'), 'the activity types');
  assert.ok(timeline.before('type filter hovered', 'types sent'), `the types were asked only once wanted: ${timeline.events.join(', ')}`);
}

describe('the data does not wait behind the code', { timeout: 120_000 }, () => {
  let session: Session;
  let holding = false;
  const options = { delayMs: (pathname: string) => (holding && SCREEN.test(pathname) ? HELD_MS : 0) };
  before(async () => {
    session = await startSession({ latencyMs: LATENCY_MS });
  });
  after(() => session?.close());

  /** Signs in on the portal's login page (no code held back), then opens `pathname` with the code held back. */
  async function openSignedIn(page: Page, pathname: string) {
    await page.evaluate(() => localStorage.setItem('_landscape_isWelcomePopupClosed', 'true'));
    await signIn(page, ADMIN);
    holding = true;
    const timeline = watch(page);
    await page.goto(`${session.demo.url}${pathname}`, { waitUntil: 'load' });
    await loaded(page, timeline);
    holding = false;
    return timeline;
  }

  it("the portal's activities route: `me` and the list before the screen's code, one list request", () =>
    withPage(
      session,
      '/new_dashboard/login',
      async ({ page }) => {
        const timeline = await openSignedIn(page, '/new_dashboard/activities');
        // The portal's shell is in landscape-portal.js, which `me` waits for (it leaves as the element
        // connects); the screen's code is what it does not wait for.
        assert.ok(timeline.before('me sent', 'screen received'), `me left before the screen's code arrived: ${timeline.events.join(', ')}`);
        assert.ok(timeline.before('list sent', 'screen received'), `the list left before its screen's code arrived: ${timeline.events.join(', ')}`);
        assert.ok(timeline.events.includes('screen received'), 'the screen came from its own chunk');
        assert.equal(timeline.lists(), 1, 'one list request');
      },
      options,
    ));

  for (const build of ['esm', 'script'] as const) {
    it(`a lone activities widget by ${build === 'esm' ? 'ESM' : 'script tag'}: \`me\` and the list before the screen's code, one list request`, () =>
      withPage(
        session,
        '/new_dashboard/login',
        async ({ page }) => {
          const timeline = await openSignedIn(page, `/bench/widget-${build}.html`);
          assert.ok(timeline.before('me sent', 'screen received'), `me left before the screen's code arrived: ${timeline.events.join(', ')}`);
          assert.ok(timeline.before('list sent', 'screen received'), `the list left before its screen's code arrived: ${timeline.events.join(', ')}`);
          assert.ok(timeline.events.includes('screen received'), 'the screen came from its own chunk');
          assert.equal(timeline.lists(), 1, 'one list request');
        },
        options,
      ));
  }
});
