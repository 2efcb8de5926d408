import { puppeteerCore } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from '/work/wt/theme13/scripts/chromium.ts';
import { byRole } from '/work/wt/theme13/test/e2e/helpers.ts';
const base = 'http://localhost:8137';
const out = '/tmp/th/shots';
const only = process.argv[2];
const browser = await puppeteerCore.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 500]) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log(scheme, width, m.text()); });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    await page.setViewport({ width, height: 900 });
    await page.evaluateOnNewDocument("localStorage.setItem('_landscape_isWelcomePopupClosed', 'true')");
    await page.goto(`${base}/new_dashboard/activities`);
    await (await byRole(page, 'textbox', 'Email')).type('admin@example.com');
    await (await byRole(page, 'textbox', 'Password')).type('landscape-demo');
    await (await byRole(page, 'button', 'Sign in')).click();
    await byRole(page, 'heading', 'Activities');
    await new Promise((r) => setTimeout(r, 1500));
    const tag = `${scheme}-${width}`;
    if (!only || only === 'act') await page.screenshot({ path: `${out}/activities-${tag}.png` });
    // The first activity's details in the side panel.
    const link = await page.evaluateHandle(`(() => {
      const find = (root) => {
        const hit = root.querySelector('table tbody a, table tbody button');
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot) { const f = find(el.shadowRoot); if (f) return f; }
        }
        return null;
      };
      return find(document);
    })()`);
    await (link as any).click();
    await new Promise((r) => setTimeout(r, 1500));
    await page.screenshot({ path: `${out}/sidepanel-${tag}.png` });
    await page.goto(`${base}/intranet/`);
    await new Promise((r) => setTimeout(r, 2500));
    await page.screenshot({ path: `${out}/intranet-${tag}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
