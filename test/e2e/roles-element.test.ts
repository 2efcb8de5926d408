/**
 * landscape-roles alone (issue 28), from the ESM build and by script tag, under the demo's CSP
 * (`default-src 'self'`; withPage fails on a violation): it signs in with the page's landscape-login,
 * lists the roles the server answers (its own request), with their summaries from the permission
 * catalogue, and the add form opens in its side panel with the access groups' tree; the page's
 * address never changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

describe('landscape-roles alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, path] of [
    ['the ESM build', '/__e2e__/roles-esm.html'],
    ['the script tag', '/__e2e__/roles-script.html'],
  ] as const) {
    it(`from ${build}: lists the roles; Add role opens its form with the access groups`, () =>
      withPage(session, path, async ({ page }) => {
        let answer: { name: string }[] | undefined;
        page.on('response', (response: HTTPResponse) => {
          if (new URL(response.url()).searchParams.get('action') === 'GetRoles') {
            response.json().then(
              (body: { name: string }[]) => (answer = body),
              () => undefined,
            );
          }
        });
        const address = page.url();
        await signIn(page, ADMIN);
        await byRole(page, 'table', 'Roles');
        for (const started = Date.now(); Date.now() - started < 10_000 && !answer; await new Promise((resolve) => setTimeout(resolve, 100)));
        assert.ok(answer && answer.length > 1, 'the server answered roles');
        const rows = await page.$eval('landscape-roles', (element) => element.shadowRoot!.querySelectorAll('tbody tr').length);
        assert.equal(rows, answer.length);
        const summaries = await page.$eval('landscape-roles', (element) => element.shadowRoot!.querySelector('tbody tr')!.textContent);
        assert.match(summaries ?? '', /^GlobalAdmin.*All propertiesAll properties$/);
        await (await byRole(page, 'button', 'Add role')).click();
        await byRole(page, 'dialog', 'Add role');
        await byRole(page, 'group', 'Access Groups');
        await byRole(page, 'checkbox', 'Manage instances');
        assert.equal(page.url(), address);
      }));
  }
});
