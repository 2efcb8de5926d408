/**
 * The documentation site (dist/docs/, served at /docs/) in Chromium under the demo's CSP: every page
 * loads clean with its h1, passes axe with its live examples running, reads without JavaScript, and
 * every internal link resolves.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ManifestElement {
  readonly tagName?: string;
  readonly attributes?: readonly { name: string }[];
  readonly members?: readonly { name: string; kind: string }[];
  readonly events?: readonly { name: string; type?: { text: string } }[];
  readonly cssParts?: readonly { name: string }[];
  readonly cssProperties?: readonly { name: string; default?: string }[];
}
const manifest = JSON.parse(await readFile(path.join(root, 'custom-elements.json'), 'utf8')) as {
  modules: { declarations?: ManifestElement[] }[];
};
const elements = manifest.modules.flatMap((moduleDoc) => moduleDoc.declarations ?? []).filter((element) => element.tagName);
const pages = (await readdir(path.join(root, 'dist/docs'))).filter((file) => file.endsWith('.html')).sort();

interface Axe {
  run(context: Document, options?: { runOnly: string[] }): Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>;
}

/** axe on the whole page, shadow roots included (only `rules` when given); violations as readable lines. */
async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // DevTools evaluation is not subject to the page's CSP (a script tag would be).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as { axe: Axe };
    const { violations } = await axe.run(document, runOnly ? { runOnly } : undefined);
    return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`);
  }, rules);
}

/** The live examples' elements have rendered (each sign-in form shows its button, widgets their signed-out state). */
async function examplesRendered(page: Page): Promise<void> {
  const tags = await page.$$eval('.example-stage *', (nodes) => [...new Set(nodes.map((node) => node.localName).filter((name) => name.startsWith('landscape-')))]);
  await page.waitForFunction((names: string[]) => names.every((name) => customElements.get(name)), { timeout: 10_000 }, tags);
  if (tags.includes('landscape-login')) await byRole(page, 'button', 'Sign in');
}

describe('documentation site', { timeout: 300_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  it('has the index, the six guides and a page per element of custom-elements.json', () => {
    // The nine elements of the first issues, landscape-instance (issue 24), landscape-events-log and landscape-scripts (issue 25),
    // the upgrade, reboot, removal and repository profiles (issue 26), the package and WSL profiles (issue 27),
    // landscape-alerts, landscape-account, landscape-roles, landscape-access-groups and landscape-administrators (issue 28).
    assert.equal(elements.length, 23);
    for (const file of ['index.html', 'script-tag.html', 'react.html', 'vue.html', 'cross-origin.html', 'theming.html', 'languages.html']) {
      assert.ok(pages.includes(file), file);
    }
    for (const element of elements) assert.ok(pages.includes(`${element.tagName}.html`), `${element.tagName}.html`);
  });

  for (const file of pages) {
    it(`/docs/${file} loads clean under the CSP, has its h1 and passes axe with its live examples, light and dark`, () =>
      withPage(session, `/docs/${file}`, async ({ page }) => {
        const h1 = await page.$$eval('h1', (headings) => headings.map((heading) => heading.textContent?.trim()));
        assert.equal(h1.length, 1);
        assert.ok(h1[0], 'the h1 has text');
        const title = await page.title();
        assert.ok(title.includes(h1[0] ?? ''), `title "${title}" names the h1`);
        await examplesRendered(page);
        assert.deepEqual(await axeViolations(page), []);
        // Loaded again in the dark, rather than switched: controls ease their colours, and axe would
        // measure them halfway.
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
        await page.reload({ waitUntil: 'load' });
        await examplesRendered(page);
        assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
        assert.deepEqual(await axeViolations(page, ['color-contrast']), [], 'contrast in the dark theme');
      }));
  }

  it('reads without JavaScript: each element page lists its attributes, properties, events, parts and CSS properties', async () => {
    const context = await session.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setJavaScriptEnabled(false);
      for (const element of elements) {
        const tag = element.tagName ?? '';
        const response = await page.goto(`${session.demo.url}/docs/${tag}.html`);
        assert.equal(response?.status(), 200);
        const tableText = (caption: string) =>
          page.$$eval(
            'table',
            (tables, wanted) => tables.find((table) => table.caption?.textContent === wanted)?.innerText ?? '',
            caption,
          );
        assert.equal(await page.$eval('h1', (heading) => heading.textContent), `<${tag}>`);
        assert.equal(await page.evaluate(() => customElements.get('landscape-root')), undefined, 'no script ran');
        const attributes = await tableText(`Attributes of ${tag}`);
        for (const attribute of element.attributes ?? []) assert.ok(attributes.includes(attribute.name), `${tag} [${attribute.name}]`);
        const properties = await tableText(`Properties of ${tag}`);
        for (const member of element.members ?? []) {
          if (member.kind === 'field') assert.ok(properties.includes(member.name), `${tag} .${member.name}`);
        }
        const events = await tableText(`Events of ${tag}`);
        for (const event of element.events ?? []) {
          assert.ok(events.includes(event.name), `${tag} ${event.name}`);
          assert.ok(events.includes(event.type?.text ?? '∅'), `${tag} ${event.name}'s detail type`);
        }
        const parts = await tableText(`CSS parts of ${tag}`);
        for (const part of element.cssParts ?? []) assert.ok(parts.includes(part.name), `${tag}::part(${part.name})`);
        const cssProperties = await tableText(`CSS custom properties of ${tag}`);
        assert.ok((element.cssProperties ?? []).length >= 28);
        for (const property of element.cssProperties ?? []) assert.ok(cssProperties.includes(property.name), `${tag} ${property.name}`);
      }
      await page.goto(`${session.demo.url}/docs/landscape-activities.html`);
      const notify = await page.$$eval('tr', (rows) => rows.find((row) => row.textContent?.includes('landscape-notify'))?.innerText ?? '');
      assert.match(notify, /type: 'positive' \| 'negative' \| 'information'/);
      await page.goto(`${session.demo.url}/docs/theming.html`);
      const primary = await page.$$eval('tr', (rows) => rows.find((row) => row.querySelector('th')?.textContent === '--landscape-color-primary')?.innerText ?? '');
      assert.match(primary, /#0e8420\s+#5dbb63/, 'the theming guide gives the light and the dark default');
    } finally {
      await context.close();
    }
  });

  it('every link between the pages resolves, anchors included; the demo index links the documentation', async () => {
    const targets = new Set<string>();
    for (const file of pages) {
      const html = await readFile(path.join(root, 'dist/docs', file), 'utf8');
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const url = new URL(href ?? '', `${session.demo.url}/docs/${file}`);
        if (url.origin === session.demo.url) targets.add(url.href);
      }
    }
    assert.ok(targets.size > 20);
    const ids = new Map<string, Set<string>>();
    for (const target of targets) {
      const url = new URL(target);
      const response = await fetch(new URL(url.pathname, url));
      assert.equal(response.status, 200, target);
      const body = await response.text();
      if (!url.hash) continue;
      const found = ids.get(url.pathname) ?? new Set([...body.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? ''));
      ids.set(url.pathname, found);
      assert.ok(found.has(decodeURIComponent(url.hash.slice(1))), `${target}: the anchor exists`);
    }
    const index = await (await fetch(`${session.demo.url}/`)).text();
    assert.match(index, /href="\/docs\/"/);
  });

  it("an element page's live example works: signing in shows the activities", () =>
    withPage(session, '/docs/landscape-activities.html', async ({ page }) => {
      await signIn(page, ADMIN);
      await byRole(page, 'table', 'Activities');
    }));
});
