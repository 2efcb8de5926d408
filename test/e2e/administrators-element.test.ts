/**
 * landscape-administrators alone (issue 28), from the ESM build and by script tag, under the demo's
 * CSP (`default-src 'self'`; withPage fails on a violation): it signs in with the page's
 * landscape-login and shows the tab its attribute names. From the ESM build (no attribute): the
 * administrators the server answers (its own request) with their role editors, and an
 * administrator's panel; by script tag (`tab="invites"`): the invitations the server answers, then
 * the invite form in its side panel. The page's address never changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

/** Waits for the answer `capture` keeps (10 s at most). */
async function answered<T>(read: () => T | undefined): Promise<T | undefined> {
  for (const started = Date.now(); Date.now() - started < 10_000 && read() === undefined; await new Promise((resolve) => setTimeout(resolve, 100)));
  return read();
}

describe('landscape-administrators alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  it('from the ESM build: lists the administrators with their roles; a name opens their panel', () =>
    withPage(session, '/__e2e__/administrators-esm.html', async ({ page }) => {
      let answer: { name: string; roles: string[] }[] | undefined;
      page.on('response', (response: HTTPResponse) => {
        if (new URL(response.url()).searchParams.get('action') === 'GetAdministrators') {
          response.json().then(
            (body: { name: string; roles: string[] }[]) => (answer = body),
            () => undefined,
          );
        }
      });
      const address = page.url();
      await signIn(page, ADMIN);
      await byRole(page, 'table', 'Administrators');
      const administrators = await answered(() => answer);
      assert.ok(administrators && administrators.length > 1, 'the server answered administrators');
      await byRole(page, 'combobox', `Roles of ${administrators[0]!.name}`);
      const rows = await page.$eval('landscape-administrators', (element) =>
        [...element.shadowRoot!.querySelectorAll('tbody tr')].map((row) => [row.querySelector('td')!.textContent, [...row.querySelectorAll('li')].map((chip) => chip.textContent)]),
      );
      assert.deepEqual(
        rows,
        administrators.map((item) => [item.name, item.roles]),
      );
      await (await byRole(page, 'button', administrators[1]!.name)).click();
      await byRole(page, 'dialog', administrators[1]!.name);
      await byRole(page, 'form', `Roles of ${administrators[1]!.name}`);
      assert.equal(page.url(), address);
    }));

  it('by script tag (tab="invites"): lists the invitations; Invite administrator opens its form', () =>
    withPage(session, '/__e2e__/administrators-script.html', async ({ page }) => {
      let answer: { results: { name: string }[] } | undefined;
      page.on('response', (response: HTTPResponse) => {
        if (new URL(response.url()).pathname.endsWith('/invitations')) {
          response.json().then(
            (body: { results: { name: string }[] }) => (answer = body),
            () => undefined,
          );
        }
      });
      const address = page.url();
      await signIn(page, ADMIN);
      await byRole(page, 'table', 'Invitations');
      const invitations = await answered(() => answer);
      assert.ok(invitations && invitations.results.length > 1, 'the server answered invitations');
      const rows = await page.$eval('landscape-administrators', (element) => element.shadowRoot!.querySelectorAll('tbody tr').length);
      assert.equal(rows, invitations.results.length);
      await (await byRole(page, 'button', 'Invite administrator')).click();
      await byRole(page, 'dialog', 'Invite administrator');
      await byRole(page, 'textbox', 'Email address');
      await byRole(page, 'combobox', 'Roles');
      assert.equal(page.url(), address);
    }));
});
