/**
 * The data does not wait behind the code (issue 12): `me` leaves before anything has rendered, and a
 * list's request as soon as the session's token is known, while its screen's code is still on its
 * way. Every API answer waits 400 ms and the code that renders (the portal's, the screen's) is held
 * back longer, so the order is plain to see; before, `me` waited for the portal's code and the list
 * for its screen's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

const LATENCY_MS = 400;
/** How long the screen's and the portal's code are held back: well past `me` and the list's answers. */
const HELD_MS = 1500;
const SCREEN = /\/ActivitiesScreen-[\w-]+\.js$/;
const PORTAL = /\/Portal-[\w-]+\.js$/;

/** The order in which `me` and the list left and the code arrived, and how many list requests there were. */
function watch(page: Page) {
  const events: string[] = [];
  let lists = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v2/me') events.push('me sent');
    if (pathname === '/api/v2/activities') {
      lists += 1;
      events.push('list sent');
    }
  });
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (SCREEN.test(pathname)) events.push('screen received');
    if (PORTAL.test(pathname)) events.push('portal received');
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
 * The table has its rows, and the screen's own other call (the activity types, asked as it mounts)
 * has been answered: a second list request from the screen would have left before that, so it is
 * counted.
 */
async function loaded(page: Page, timeline: ReturnType<typeof watch>): Promise<void> {
  await byRole(page, 'table', 'Activities');
  await page.waitForSelector('::-p-aria([role="cell"])', { timeout: 10_000 });
  await until(() => timeline.events.includes('types received'), 'the activity types');
}

describe('the data does not wait behind the code', { timeout: 120_000 }, () => {
  let session: Session;
  let holding = false;
  const options = { delayMs: (pathname: string) => (holding && (SCREEN.test(pathname) || PORTAL.test(pathname)) ? HELD_MS : 0) };
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

  it("the portal's activities route: `me` before the portal's code, the list before the screen's, one list request", () =>
    withPage(
      session,
      '/new_dashboard/login',
      async ({ page }) => {
        const timeline = await openSignedIn(page, '/new_dashboard/activities');
        assert.ok(timeline.before('me sent', 'portal received'), `me left before the portal's code arrived: ${timeline.events.join(', ')}`);
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
          const timeline = await openSignedIn(page, `/__e2e__/lone-activities-${build}.html`);
          assert.ok(timeline.before('me sent', 'screen received'), `me left before the screen's code arrived: ${timeline.events.join(', ')}`);
          assert.ok(timeline.before('list sent', 'screen received'), `the list left before its screen's code arrived: ${timeline.events.join(', ')}`);
          assert.ok(timeline.events.includes('screen received'), 'the screen came from its own chunk');
          assert.equal(timeline.lists(), 1, 'one list request');
        },
        options,
      ));
  }
});
