/**
 * Screens load lazily: the IIFE's from dist/chunks/ beside it, on first connect, under the demo's
 * CSP; the portal's route screen while the user's own request is still on its way.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

/** Every API answer waits this long, so the order of requests is plain to see. */
const LATENCY_MS = 400;

describe('the IIFE with lazy screens', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  it('loaded twice by a page in another folder, it defines every element once and its screens work', () =>
    withPage(session, '/__e2e__/iife-twice.html', async ({ page }) => {
      await signIn(page, ADMIN);
      await byRole(page, 'table', 'Activities');
      // Read from the page, not from request events: a widget asks for its screen on connect, before
      // the page's load event, so before a listener added here would hear of it.
      const chunks = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith('/dist/chunks/')),
      );
      assert.ok(
        chunks.some((chunk) => /^\/dist\/chunks\/ActivitiesScreen-[\w-]+\.js$/.test(chunk)),
        `the activities screen came from /dist/chunks/: ${chunks.join(', ')}`,
      );
      assert.ok(!chunks.some((chunk) => /\/(Portal|SecurityProfilesScreen)-/.test(chunk)), 'screens not on the page stay unloaded');
      const global = await page.evaluate(() => {
        const api = (window as unknown as { LandscapeElements?: Record<string, unknown> }).LandscapeElements;
        return { createPortalStore: typeof api?.createPortalStore, activities: api?.LandscapeActivities === customElements.get('landscape-activities') };
      });
      assert.deepEqual(global, { createPortalStore: 'function', activities: true });
    }));
});

describe('the portal preloads its route', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession({ latencyMs: LATENCY_MS });
  });
  after(() => session?.close());

  it("requests the route's screen before the user (`me`) has arrived", () =>
    withPage(session, '/new_dashboard/login', async ({ page }) => {
      await page.evaluate(() => localStorage.setItem('_landscape_isWelcomePopupClosed', 'true'));
      await signIn(page, ADMIN);
      const events: string[] = [];
      page.on('request', (request) => {
        if (/\/ActivitiesScreen-[\w-]+\.js$/.test(request.url())) events.push('screen requested');
      });
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/v2/me') events.push('me answered');
      });
      await page.goto(`${session.demo.url}/new_dashboard/activities`, { waitUntil: 'load' });
      await byRole(page, 'table', 'Activities');
      assert.deepEqual(events.slice(0, 2), ['screen requested', 'me answered']);
    }));
});
