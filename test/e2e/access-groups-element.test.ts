/**
 * landscape-access-groups alone (issue 28), from the ESM build and by script tag, under the demo's CSP
 * (`default-src 'self'`; withPage fails on a violation): it signs in with the page's landscape-login,
 * lists the server's access groups (its own request) with their instance counts, shows the tree when
 * grouped by parent and moves through it with the arrow keys, opens a group's details and the add
 * form in its side panel; the page's address never changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

interface Group {
  readonly name: string;
  readonly title: string;
}

describe('landscape-access-groups alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, path] of [
    ['the ESM build', '/__e2e__/access-groups-esm.html'],
    ['the script tag', '/__e2e__/access-groups-script.html'],
  ] as const) {
    it(`from ${build}: lists the groups with their counts; the tree by keyboard; details and the add form open`, () =>
      withPage(session, path, async ({ page }) => {
        let answer: Group[] | undefined;
        page.on('response', (response: HTTPResponse) => {
          const url = new URL(response.url());
          if (url.pathname.endsWith('/api/') && url.searchParams.get('action') === 'GetAccessGroups') {
            response.json().then(
              (body: Group[]) => (answer = body),
              () => undefined,
            );
          }
        });
        const address = page.url();
        await signIn(page, ADMIN);
        await byRole(page, 'table', 'Access groups');
        for (const started = Date.now(); Date.now() - started < 10_000 && !answer; await new Promise((resolve) => setTimeout(resolve, 100)));
        assert.ok(answer && answer.length > 5, 'the server answered its groups');
        const rows = () => page.$eval('landscape-access-groups', (element) => element.shadowRoot!.querySelectorAll('tbody tr').length);
        assert.equal(await rows(), answer.length);
        // The counts of the rows in view come in, linked to the instances in the group.
        const count = await page.waitForFunction(
          () => document.querySelector('landscape-access-groups')?.shadowRoot?.querySelector('tbody tr[data-name="production"] a')?.textContent ?? false,
          { timeout: 10_000 },
        );
        const text = (await count.jsonValue()) as string;
        assert.match(text, /^[\d,]+ instances$/);
        const link = await byRole(page, 'link', text);
        assert.equal(await link.evaluate((element) => element.getAttribute('href')), '/instances?accessGroups=production');

        // Grouped by parent: a treegrid the arrow keys move through.
        await (await byRole(page, 'button', 'Group by: None')).click();
        await (await byRole(page, 'option', 'Parent')).click();
        await byRole(page, 'treegrid', 'Access groups');
        await page.$eval('landscape-access-groups', (element) => (element.shadowRoot!.querySelector('tbody tr') as HTMLElement).focus());
        await page.keyboard.press('ArrowDown');
        const focused = await page.$eval('landscape-access-groups', (element) => (element.shadowRoot!.activeElement as HTMLElement | null)?.dataset['name']);
        assert.equal(focused, 'servers');

        await (await byRole(page, 'button', 'Add access group')).click();
        await byRole(page, 'dialog', 'Add access group');
        await byRole(page, 'combobox', 'Parent');
        await (await byRole(page, 'button', 'Cancel')).click();
        await (await byRole(page, 'button', 'Open "Servers" access group details')).click();
        await byRole(page, 'dialog', 'Servers');
        assert.equal(page.url(), address);
      }));
  }
});
