/**
 * landscape-instance on a page of its own (issue 24), from the ESM build and by script tag: it
 * signs in with the page's landscape-login, shows the tab its `tab` names, switches tabs inside the
 * element and never touches the page's address, under the demo's CSP.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

describe('landscape-instance alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, page] of [
    ['the ESM build', '/__e2e__/instance-esm.html'],
    ['the script tag', '/__e2e__/instance-script.html'],
  ] as const) {
    it(`from ${build}: its tab, another tab, the address untouched`, () =>
      withPage(session, page, async ({ page: tab }) => {
        const address = tab.url();
        await signIn(tab, ADMIN);
        await byRole(tab, 'table', 'Processes');
        await (await byRole(tab, 'tab', 'Hardware')).click();
        await byRole(tab, 'region', 'System');
        await (await byRole(tab, 'tab', 'Packages')).click();
        await byRole(tab, 'table', 'Packages');
        assert.equal(tab.url(), address);
      }));
  }
});
