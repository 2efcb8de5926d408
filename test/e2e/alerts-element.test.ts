/**
 * landscape-alerts alone (issue 28), from the ESM build and by script tag, under the demo's CSP
 * (`default-src 'self'`; withPage fails on a violation): it signs in with the page's landscape-login,
 * lists the alerts the server answers as firing (its own request), and the pending computers'
 * review opens in its side panel; the page's address never changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

interface Summary {
  readonly alert_type: string;
  readonly summary: string;
}

describe('landscape-alerts alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, path] of [
    ['the ESM build', '/__e2e__/alerts-esm.html'],
    ['the script tag', '/__e2e__/alerts-script.html'],
  ] as const) {
    it(`from ${build}: lists the firing alerts; the pending computers' review opens`, () =>
      withPage(session, path, async ({ page }) => {
        let answer: Summary[] | undefined;
        page.on('response', (response: HTTPResponse) => {
          if (response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('/api/v2/alerts/summary')) {
            response.json().then(
              (body: { alerts_summary: Summary[] }) => (answer = body.alerts_summary),
              () => undefined,
            );
          }
        });
        const address = page.url();
        await signIn(page, ADMIN);
        await byRole(page, 'list', 'Active alerts');
        for (const started = Date.now(); Date.now() - started < 10_000 && !answer; await new Promise((resolve) => setTimeout(resolve, 100)));
        assert.ok(answer && answer.length > 1, 'the server answered firing alerts');
        const offline = answer.find((alert) => alert.alert_type === 'ComputerOfflineAlert')!;
        await byRole(page, 'link', offline.summary);
        const count = await page.$eval('landscape-alerts', (element) => element.shadowRoot!.querySelectorAll('li').length);
        assert.equal(count, answer.length);
        await (await byRole(page, 'button', '4 pending computers need authorization')).click();
        await byRole(page, 'dialog', 'Review Pending Instances');
        assert.equal(page.url(), address);
      }));
  }
});
