/**
 * Pages that are not ours: both builds on one page, careless global host CSS, and the widget's CSS
 * staying out of the host page. Fixture pages (test/e2e/fixtures) are served with the demo's CSP.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, byRole, signIn, signInButtonStyle, startSession, switchOrganisation, withPage, type Session } from './helpers.ts';

const DEFAULT_PRIMARY = 'rgb(14, 132, 32)';
const RED = 'rgb(255, 0, 0)';

describe('elements in foreign pages', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  it('the IIFE and the ESM build on one page do not throw, and the elements still work', () =>
    withPage(session, '/__e2e__/two-builds.html', async ({ page }) => {
      // Both copies have run by then; the second found the tags taken, which must not throw.
      await page.waitForNetworkIdle();
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        for (const type of ['landscape-signed-in', 'landscape-account-switched']) {
          document.addEventListener(type, () => seen.push(type));
        }
      });
      await signIn(page, ADMIN);
      await switchOrganisation(page);
      await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.length === 2);
      assert.deepEqual(await page.evaluate(() => (window as unknown as { seen: string[] }).seen), [
        'landscape-signed-in',
        'landscape-account-switched',
      ]);
    }));

  it('dist/esm/landscape-login.js registers that element alone, and it works without a root', () =>
    withPage(session, '/__e2e__/one-element.html', async ({ page }) => {
      await byRole(page, 'button', 'Sign in');
      assert.deepEqual(
        await page.evaluate(() =>
          ['landscape-login', 'landscape-org-switcher', 'landscape-root'].filter((tag) => customElements.get(tag)),
        ),
        ['landscape-login'],
      );
    }));

  it('global host CSS (* { color: red !important }, div { display: none }) does not break the widget', () =>
    withPage(session, '/__e2e__/hostile.html', async ({ page }) => {
      await byRole(page, 'textbox', 'Email');
      await byRole(page, 'textbox', 'Password');
      await byRole(page, 'button', 'Sign in');
      const button = await signInButtonStyle(page);
      assert.ok(button.width > 0 && button.height > 0, 'the Sign in button is laid out');
      assert.equal(button.background, DEFAULT_PRIMARY);
      assert.equal(button.color, 'rgb(255, 255, 255)');
      const heading = await page.$eval('landscape-login', (element) => {
        const found = element.shadowRoot?.querySelector('h1, h2, h3');
        return found ? { text: found.textContent, color: getComputedStyle(found).color } : undefined;
      });
      assert.ok(heading, 'the sign-in heading is rendered');
      assert.notEqual(heading.color, RED, `"${heading.text}" keeps the widget's text colour`);
    }));

  it("the widget's CSS does not leak into the host page", () =>
    withPage(session, '/__e2e__/plain.html', async ({ page }) => {
      const snapshot = () =>
        page.evaluate(() => {
          const watched = ['color', 'font-family', 'font-size', 'display', 'box-sizing', 'margin', 'padding', 'background-color', 'border', 'outline'];
          return {
            documentSheets: document.adoptedStyleSheets.length,
            styleTags: document.querySelectorAll('style').length,
            styles: [...document.querySelectorAll('html, body, h1, p, a, form, label, input, button, select, div')].map(
              (element) => {
                const style = getComputedStyle(element);
                return `${element.localName}: ${watched.map((name) => `${name}=${style.getPropertyValue(name)}`).join('; ')}`;
              },
            ),
          };
        });
      const before = await snapshot();
      await page.addScriptTag({ url: '/dist/landscape-elements.js' });
      await page.$eval('#slot', (slot) => slot.append(document.createElement('landscape-login')));
      await byRole(page, 'button', 'Sign in');
      assert.deepEqual(await snapshot(), before);
    }));
});
