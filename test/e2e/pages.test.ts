/** The demo pages in Chromium under the demo's strict CSP: they load clean, style and theme the elements. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, byRole, organisationDropdown, signIn, signInButtonStyle, startSession, switchOrganisation, withPage, type Session } from './helpers.ts';

/** theme.css.ts's default `--landscape-color-primary` (#0e8420). */
const DEFAULT_PRIMARY = 'rgb(14, 132, 32)';
/** demo/intranet/intranet.css sets `--landscape-color-primary: #5b2a86`. */
const INTRANET_PRIMARY = 'rgb(91, 42, 134)';

describe('demo pages', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  it('/ loads without errors and links the demos', () =>
    withPage(session, '/', async ({ page }) => {
      await byRole(page, 'link', 'Classic dashboard');
      await byRole(page, 'link', 'Third-party intranet');
    }));

  it('/ follows the dark preference, as the other demo pages do', () =>
    withPage(session, '/', async ({ page }) => {
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      assert.equal(await background(), 'rgb(247, 247, 247)');
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      assert.equal(await background(), 'rgb(31, 31, 31)');
    }));

  for (const [pathname, primary] of [
    ['/classic/', DEFAULT_PRIMARY],
    ['/intranet/', INTRANET_PRIMARY],
  ] as const) {
    it(`${pathname} loads without errors; the shared sheet styles the shadow root under the CSP`, () =>
      withPage(session, pathname, async ({ page }) => {
        await byRole(page, 'textbox', 'Email');
        await byRole(page, 'textbox', 'Password');
        await byRole(page, 'button', 'Sign in');
        const sheets = await page.$eval('landscape-login', (element) => ({
          adopted: element.shadowRoot?.adoptedStyleSheets.length ?? 0,
          styleTags: element.shadowRoot?.querySelectorAll('style').length ?? 0,
        }));
        assert.ok(sheets.adopted >= 1, 'the shadow root adopts the shared sheet');
        assert.equal(sheets.styleTags, 0, 'no <style> tags (they would need unsafe-inline)');
        const button = await signInButtonStyle(page);
        assert.equal(button.background, primary);
        assert.equal(button.color, 'rgb(255, 255, 255)');
      }));
  }

  it("a host page's --landscape-* property changes a colour inside the shadow root", () =>
    withPage(session, '/classic/', async ({ page }) => {
      await byRole(page, 'button', 'Sign in');
      assert.equal((await signInButtonStyle(page)).background, DEFAULT_PRIMARY);
      // CSSOM writes are allowed under the CSP (style attributes in markup are not).
      await page.$eval('#sign-in', (section) => (section as HTMLElement).style.setProperty('--landscape-color-primary', 'rgb(1, 2, 3)'));
      // Buttons ease their background over 100 ms: wait for the transition to end.
      await page.waitForFunction(
        () => {
          const button = [...(document.querySelector('landscape-login')?.shadowRoot?.querySelectorAll('button') ?? [])].find(
            (candidate) => candidate.textContent?.trim() === 'Sign in',
          );
          return button ? getComputedStyle(button).backgroundColor === 'rgb(1, 2, 3)' : false;
        },
        { timeout: 2000 },
      );
      assert.equal((await signInButtonStyle(page)).background, 'rgb(1, 2, 3)');
    }));

  it('/classic/ logs the elements’ events: sign in, switch organisation', () =>
    withPage(session, '/classic/', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.waitForFunction(() => document.getElementById('event-log')?.textContent?.includes('landscape-signed-in'));
      await switchOrganisation(page);
      await page.waitForFunction(() =>
        document.getElementById('event-log')?.textContent?.includes('landscape-account-switched'),
      );
    }));

  // Issue 22, point 11: the header has room for who is signed in, not for a sign-in form.
  it('/classic/ keeps its sign-in form out of the header: in the page while signed out, in the header once signed in', () =>
    withPage(session, '/classic/', async ({ page }) => {
      await byRole(page, 'textbox', 'Email');
      const boxes = () =>
        page.evaluate(() => {
          const header = document.querySelector('.masthead')!.getBoundingClientRect();
          const login = document.querySelector('landscape-login')!;
          const box = login.getBoundingClientRect();
          return { headerBottom: header.bottom, loginTop: box.top, loginBottom: box.bottom, inHeader: !!login.closest('.masthead') };
        });
      const signedOut = await boxes();
      assert.equal(signedOut.inHeader, false, 'signed out, the sign-in form is not in the header');
      assert.ok(signedOut.loginTop >= signedOut.headerBottom, `the form starts below the header (${signedOut.loginTop} < ${signedOut.headerBottom})`);
      assert.ok(signedOut.headerBottom < 130, `the header keeps its height (${signedOut.headerBottom})`);
      await byRole(page, 'link', 'Sign in');
      await signIn(page, ADMIN);
      await page.waitForFunction(() => !!document.querySelector('landscape-login')?.closest('.masthead'));
      const signedIn = await boxes();
      assert.ok(signedIn.loginBottom <= signedIn.headerBottom, `signed in, the widget fits the header (${signedIn.loginBottom} > ${signedIn.headerBottom})`);
    }));

  it("/classic/'s tabs without a page of their own say so", () =>
    withPage(session, '/classic/', async ({ page }) => {
      const tabs = await page.$$eval('.tabs > *', (items) =>
        items.map((item) => ({ name: item.textContent?.trim() ?? '', href: item.getAttribute('href') })),
      );
      const linked = tabs.filter((tab) => tab.href !== null);
      assert.equal(new Set(linked.map((tab) => tab.href)).size, linked.length, `two tabs lead to one page: ${JSON.stringify(linked)}`);
      for (const tab of tabs.filter((item) => item.href === null)) assert.match(tab.name, /\(no page in this demo\)$/);
      assert.deepEqual(tabs.filter((item) => item.href === null).map((tab) => tab.name.split(' (')[0]), ['Alerts', 'Scripts']);
    }));

  it('/classic/security-profiles.html lists the profiles; a pass count leads to the portal through landscape-navigate', () =>
    withPage(session, '/classic/security-profiles.html', async ({ page }) => {
      await signIn(page, ADMIN);
      await byRole(page, 'table', 'Security profiles');
      const link = await page.waitForSelector('landscape-security-profiles >>> a[href*="security-profile%3A"]', { visible: true, timeout: 10_000 });
      assert.ok(link, 'a pass or fail count links the instances');
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
      assert.equal(new URL(page.url()).pathname, '/new_dashboard/instances');
      assert.match(new URL(page.url()).search, /^\?query=security-profile%3A\d+%3A(pass|fail)$/);
    }));

  it('/classic/settings.html shows the General settings and the identity providers', () =>
    withPage(session, '/classic/settings.html', async ({ page }) => {
      await signIn(page, ADMIN);
      await byRole(page, 'textbox', 'Organisation title');
      await byRole(page, 'table', 'Identity providers');
    }));

  it('the IIFE registers every element', () =>
    withPage(session, '/intranet/', async ({ page }) => {
      await byRole(page, 'button', 'Sign in');
      const tags = ['landscape-security-profiles', 'landscape-identity-providers', 'landscape-org-settings'];
      assert.deepEqual(await page.evaluate((names) => names.filter((name) => !customElements.get(name)), tags), []);
    }));

  it('/intranet/ logs a sign-in from the IIFE build', () =>
    withPage(session, '/intranet/', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.waitForFunction(() => document.getElementById('event-log')?.textContent?.includes('landscape-signed-in'));
      await organisationDropdown(page);
    }));

  it('/intranet/ hides its sign-in hint once signed in, and again on reload; instance links lead to the portal', () =>
    withPage(session, '/intranet/', async ({ page }) => {
      const hintShown = () =>
        page.$eval('#organisation-hint', (hint) => !(hint as HTMLElement).hidden && (hint as HTMLElement).offsetHeight > 0);
      await byRole(page, 'button', 'Sign in');
      assert.equal(await hintShown(), true);
      await signIn(page, ADMIN);
      await organisationDropdown(page);
      await page.waitForFunction(() => (document.getElementById('organisation-hint') as HTMLElement).hidden);
      // A session that already exists when the page opens: no sign-in event, still no hint.
      await page.reload({ waitUntil: 'load' });
      await organisationDropdown(page);
      await page.waitForFunction(() => (document.getElementById('organisation-hint') as HTMLElement).hidden);

      const link = await page.waitForSelector('landscape-activities >>> a[href*="/instances/"]', { visible: true, timeout: 10_000 });
      assert.ok(link, 'the activities table links an instance');
      const { href, text } = await link.evaluate((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        text: anchor.textContent ?? '',
      }));
      // Named after the instance (or "Instance {id}" while its name is on its way).
      const id = /\/new_dashboard\/instances\/(\d+)$/.exec(href)?.[1];
      assert.ok(id, `an instance link, not ${href}`);
      assert.ok(text.trim() !== '', 'the link has a name');
      assert.equal(href, `${session.demo.url}/new_dashboard/instances/${id}`);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
      assert.equal(new URL(page.url()).pathname, `/new_dashboard/instances/${id}`);
      // Still signed in there (one session): the portal greets a first visit with its welcome modal.
      await (await byRole(page, 'button', 'Got it!')).click();
      // The instance page itself (its heading turns from "Instance {id}" into the instance's title).
      await byRole(page, 'tab', 'Info');
    }));
});
