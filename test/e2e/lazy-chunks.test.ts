/** The IIFE loads each screen from dist/chunks/ beside it, on first connect, under the demo's CSP. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

describe('the IIFE with lazy screens', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  it('loaded twice by a page in another folder, it defines every element once and its screens work', () =>
    withPage(session, '/__e2e__/iife-twice.html', async ({ page }) => {
      const chunks: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/dist/chunks/')) chunks.push(pathname);
      });
      await signIn(page, ADMIN);
      await byRole(page, 'table', 'Activities');
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
