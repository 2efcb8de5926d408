/**
 * landscape-account alone (issue 28), from the ESM build and by script tag, under the demo's CSP
 * (`default-src 'self'`; withPage fails on a violation): it signs in with the page's landscape-login and
 * opens on the tab its attribute names (API credentials): the organisations' cards from its own
 * requests, the secret key masked until Show, then the General tab's form by keyboard; the page's
 * address never changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

interface Credentials {
  readonly account_name: string;
  readonly secret_key: string;
}

describe('landscape-account alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, path] of [
    ['the ESM build', '/__e2e__/account-esm.html'],
    ['the script tag', '/__e2e__/account-script.html'],
  ] as const) {
    it(`from ${build}: the API credentials tab first, the secret masked until shown, then General`, () =>
      withPage(session, path, async ({ page }) => {
        let answer: Credentials[] | undefined;
        page.on('response', (response: HTTPResponse) => {
          if (response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('/api/v2/credentials')) {
            response.json().then(
              (body: { credentials: Credentials[] }) => (answer = body.credentials),
              () => undefined,
            );
          }
        });
        const address = page.url();
        await signIn(page, ADMIN);
        await byRole(page, 'region', 'Acme Corporation');
        for (const started = Date.now(); Date.now() - started < 10_000 && !answer; await new Promise((resolve) => setTimeout(resolve, 100)));
        const acme = answer?.find((entry) => entry.account_name === 'acme');
        assert.ok(acme?.secret_key, 'the server answered acme’s credentials');
        const html = () => page.$eval('landscape-account', (element) => element.shadowRoot!.innerHTML);
        assert.ok(!(await html()).includes(acme.secret_key), 'the secret key is not in the page while hidden');
        await (await byRole(page, 'button', 'Show the secret key of Acme Corporation')).click();
        await byRole(page, 'button', 'Hide the secret key of Acme Corporation');
        assert.ok((await html()).includes(acme.secret_key), 'Show shows it');
        await (await byRole(page, 'tab', 'API credentials')).focus();
        await page.keyboard.press('Home');
        await byRole(page, 'form', 'Your details');
        assert.equal(page.url(), address);
      }));
  }
});
