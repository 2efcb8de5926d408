/** The documentation site's pages from a manifest: reference content, escaping, links. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeBlock, inline, prose, text } from './html.ts';
import { lightAndDark } from './manifest.ts';
import { entries, PACKAGE } from './package-names.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { renderSite } from './site.ts';

const hostile = '<img src=x onerror=alert(1)>';

const manifest = {
  modules: [
    {
      path: 'dist/esm/landscape-thing.js',
      declarations: [
        {
          kind: 'class',
          name: 'LandscapeThing',
          tagName: 'landscape-thing',
          summary: `A thing ${hostile}.`,
          description: 'First line\nwraps.\n\nSecond `code <b>` paragraph.',
          attributes: [{ name: 'page-size', fieldName: 'pageSize', type: { text: 'number' }, description: `Rows ${hostile}` }],
          members: [
            { kind: 'field', name: 'pageSize', attribute: 'page-size', type: { text: 'number' } },
            { kind: 'method', name: 'refresh' },
          ],
          events: [{ name: 'landscape-notify', type: { text: "CustomEvent<{ type: 'positive' | 'negative' }>" }, description: 'Shown.' }],
          cssParts: [{ name: 'base', description: 'The widget.' }],
          cssProperties: [
            { name: '--landscape-color-text', default: 'light-dark(#111111, #f2f2f2)', description: 'Text.' },
            { name: '--landscape-font-family', default: '"Ubuntu", sans-serif', description: 'Font.' },
          ],
        },
      ],
    },
  ],
};

describe('documentation site', () => {
  const site = renderSite(manifest);
  const page = site.get('landscape-thing.html') ?? '';

  it('makes the index, the guides and a page per element', () => {
    assert.deepEqual([...site.keys()].sort(), [
      'cross-origin.html',
      'index.html',
      'landscape-thing.html',
      'languages.html',
      'react.html',
      'script-tag.html',
      'theming.html',
      'vue.html',
    ]);
    assert.match(site.get('index.html') ?? '', /<a href="landscape-thing.html"><code>&lt;landscape-thing&gt;<\/code><\/a>/);
  });

  it('escapes every string from the manifest', () => {
    assert.ok(!page.includes(hostile));
    assert.ok(page.includes('A thing &lt;img src=x onerror=alert(1)&gt;.'));
    assert.ok(page.includes('Rows &lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(page.includes('<code>CustomEvent&lt;{ type: &#39;positive&#39; | &#39;negative&#39; }&gt;</code>'));
    assert.ok(!(site.get('index.html') ?? '').includes(hostile));
  });

  it('lists attributes, public fields, events, parts and CSS properties with light and dark defaults', () => {
    assert.match(page, /<th scope="row"><code>page-size<\/code><\/th><td><code>pageSize<\/code><\/td><td><code>number<\/code><\/td>/);
    assert.ok(!page.includes('refresh'), 'methods are not properties');
    assert.match(page, /<code>landscape-notify<\/code>/);
    assert.match(page, /<code>base<\/code><\/th><td>The widget.<\/td>/);
    assert.match(page, /<code>--landscape-color-text<\/code><\/th><td><code>#111111<\/code><\/td><td><code>#f2f2f2<\/code><\/td>/);
    assert.match(page, /<code>--landscape-font-family<\/code><\/th><td><code>&quot;Ubuntu&quot;, sans-serif<\/code><\/td><td>same<\/td>/);
    assert.match(page, /<p>First line wraps.<\/p>\n<p>Second <code>code &lt;b&gt;<\/code> paragraph.<\/p>/);
  });

  it('has no inline script or style: live examples load the built entries by src', () => {
    for (const [file, html] of site) {
      assert.ok(!/<script(?![^>]*\ssrc=)[^>]*>/.test(html), `${file}: every script has a src`);
      assert.ok(!/<style|\sstyle=/.test(html), `${file}: no inline style`);
      assert.ok(html.includes('<link rel="stylesheet" href="docs.css">'));
    }
    assert.match(page, /<script type="module" src="\/dist\/esm\/landscape-root.js"><\/script>/);
    assert.match(site.get('script-tag.html') ?? '', /<script src="\/dist\/landscape-elements.js" defer><\/script>/);
  });
});

describe('package names in the guides', () => {
  it('are entries of the exports map, each with its declarations', () => {
    const exportsMap: Readonly<Record<string, unknown>> = packageJson.exports;
    const names = [entries.all, entries.element('landscape-activities'), entries.reactElement('landscape-activities'), entries.reactTypes, entries.vueTypes, entries.scriptTypes];
    for (const name of names) {
      const entry = exportsMap[`.${name.slice(PACKAGE.length)}`];
      assert.ok(typeof entry === 'object' && entry !== null && 'types' in entry, `${name} is typed in package.json's exports`);
    }
  });
});

describe('documentation text helpers', () => {
  it('escapes text and attribute values', () => {
    assert.equal(text(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps code spans, escaped, and paragraphs', () => {
    assert.equal(inline('a `<b>` c'), 'a <code>&lt;b&gt;</code> c');
    assert.equal(prose('one\ntwo\n\nthree'), '<p>one two</p>\n<p>three</p>');
    assert.equal(prose(undefined), '');
    assert.equal(codeBlock('<x>', 'File'), '<figure class="code"><figcaption>File</figcaption><pre><code>&lt;x&gt;</code></pre></figure>');
  });

  it('splits a light-dark() default', () => {
    assert.deepEqual(lightAndDark('light-dark(#fff, #000)'), { light: '#fff', dark: '#000' });
    assert.deepEqual(lightAndDark('light dark'), { light: 'light dark' });
    assert.deepEqual(lightAndDark('Ubuntu, "Segoe UI", sans-serif'), { light: 'Ubuntu, "Segoe UI", sans-serif' });
  });
});
