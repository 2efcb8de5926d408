/**
 * The documentation site: static HTML generated from custom-elements.json into dist/docs/ (`npm run
 * build`; the demo serves it at /docs/). Every reference text is in the HTML, so pages read without
 * JavaScript; live examples are module scripts loading the built elements (no inline script or style:
 * the demo's CSP is `default-src 'self'`). One stylesheet, docs.css, beside this file.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cssPropertiesTable, DEMO_SIGN_IN, elementFile, liveExample, tagsIn, type Page } from './blocks.ts';
import { guides, type Guide } from './guides.ts';
import { code, codeBlock, inline, prose, table, text } from './html.ts';
import { elementsOf, propertiesOf, type DocumentedElement, type ManifestDoc } from './manifest.ts';
import { demoBuild, entries } from './package-names.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE_TITLE = 'Landscape portal elements';

interface Example {
  readonly markup: string;
  readonly note: string;
}

/** The live example of each element: inside a root, with a sign-in form beside widgets that need a session. */
function exampleFor(tag: string): Example | undefined {
  const signIn = '  <landscape-login></landscape-login>\n';
  const widget = (element: string) => ({
    markup: `<landscape-root>\n${signIn}  ${element}\n</landscape-root>`,
    note: `Signed out, the widget says so. ${DEMO_SIGN_IN}`,
  });
  switch (tag) {
    case 'landscape-root':
      return {
        markup: `<landscape-root theme="dark">\n${signIn}</landscape-root>`,
        note: 'The root forces the dark theme on the sign-in form inside it.',
      };
    case 'landscape-login':
      return { markup: `<landscape-root>\n${signIn}</landscape-root>`, note: DEMO_SIGN_IN };
    case 'landscape-portal':
      // The portal owns the page's address below base-path: the demo's portal page is its example.
      return undefined;
    case 'landscape-activities':
      return widget('<landscape-activities page-size="20"></landscape-activities>');
    case 'landscape-instances':
      return widget('<landscape-instances page-size="20"></landscape-instances>');
    case 'landscape-scripts':
      return widget('<landscape-scripts></landscape-scripts>');
    case 'landscape-events-log':
      return widget('<landscape-events-log days="7"></landscape-events-log>');
    case 'landscape-instance':
      return widget('<landscape-instance instance-id="6" tab="packages"></landscape-instance>');
    default:
      return widget(`<${tag}></${tag}>`);
  }
}

const typeCell = (type: { text: string } | undefined) => (type ? code(type.text) : '');
const none = (what: string) => `<p>${text(what)}</p>`;

function elementPage(element: DocumentedElement): Page {
  const { tagName: tag } = element;
  const attributes = element.attributes ?? [];
  const properties = propertiesOf(element);
  const events = element.events ?? [];
  const slots = element.slots ?? [];
  const parts = element.cssParts ?? [];
  const example = exampleFor(tag);
  const sections = [
    element.summary ? `<p class="lead">${inline(element.summary)}</p>` : '',
    prose(element.description),
    `<h2 id="import">Import</h2>
<p>One element and what it needs, as an ES module (it brings its own React):</p>
${codeBlock(`import '${entries.element(tag)}';`, 'ES module import')}
<p>In a React 19 application, the same element rendering with the application’s React (see <a href="react.html">React</a>):</p>
${codeBlock(`import '${entries.reactElement(tag)}';`, 'Import for React applications')}
<p>Or every element with one script tag (see <a href="script-tag.html">Script tag</a>):</p>
${codeBlock(`<script src="${entries.script}" defer></script>`, 'Script tag')}`,
    `<h2 id="example">Example</h2>
${
  example
    ? liveExample('example', example.markup, example.note)
    : `${codeBlock(`<landscape-root>\n  <landscape-portal base-path="/new_dashboard/"></landscape-portal>\n</landscape-root>`)}
<p>The portal routes with the page’s address below <code>base-path</code>, so it needs a page of its own: the demo’s <a href="/new_dashboard/">portal page</a> is its live example. ${text(DEMO_SIGN_IN)}</p>`
}`,
    `<h2 id="attributes">Attributes</h2>
${
  attributes.length
    ? table(
        `Attributes of ${tag}`,
        [
          { header: 'Attribute', cell: (attribute) => code(attribute.name) },
          { header: 'Property', cell: (attribute) => (attribute.fieldName ? code(attribute.fieldName) : '—') },
          { header: 'Type', cell: (attribute) => typeCell(attribute.type) },
          { header: 'Description', cell: (attribute) => inline(attribute.description ?? '') },
        ],
        attributes,
      )
    : none('None.')
}`,
    `<h2 id="properties">Properties</h2>
${
  properties.length
    ? table(
        `Properties of ${tag}`,
        [
          { header: 'Property', cell: (member) => code(member.name) },
          { header: 'Attribute', cell: (member) => (member.attribute ? code(member.attribute) : '—') },
          { header: 'Type', cell: (member) => `${typeCell(member.type)}${member.readonly ? ' (read-only)' : ''}` },
          { header: 'Description', cell: (member) => inline(member.description ?? '') },
        ],
        properties,
      )
    : none('None besides its attributes’.')
}`,
    `<h2 id="events">Events</h2>
${
  events.length
    ? `<p>Bubbling, composed <code>CustomEvent</code>s dispatched from the element: a host listens on the element or on any ancestor.</p>
${table(
  `Events of ${tag}`,
  [
    { header: 'Event', cell: (event) => code(event.name) },
    { header: 'Type', cell: (event) => typeCell(event.type) },
    { header: 'Description', cell: (event) => inline(event.description ?? '') },
  ],
  events,
)}`
    : none('None.')
}`,
    `<h2 id="slots">Slots</h2>
${
  slots.length
    ? table(
        `Slots of ${tag}`,
        [
          { header: 'Slot', cell: (slot) => (slot.name ? code(slot.name) : '(default)') },
          { header: 'Description', cell: (slot) => inline(slot.description ?? '') },
        ],
        slots,
      )
    : none('None: the element renders its own content.')
}`,
    `<h2 id="parts">CSS parts</h2>
${
  parts.length
    ? `<p>Style them from the page with <code>${text(`${tag}::part(name)`)}</code>.</p>
${table(
  `CSS parts of ${tag}`,
  [
    { header: 'Part', cell: (part) => code(part.name) },
    { header: 'Description', cell: (part) => inline(part.description ?? '') },
  ],
  parts,
)}`
    : none('None.')
}`,
    `<h2 id="css-properties">CSS custom properties</h2>
<p>The theme tokens every element shares; set them on any ancestor (see <a href="theming.html">Theming</a>).</p>
${cssPropertiesTable(`CSS custom properties of ${tag}`, element.cssProperties ?? [])}`,
  ];
  const markup = example?.markup ?? '';
  return {
    file: elementFile(tag),
    title: `<${tag}>`,
    heading: code(`<${tag}>`),
    body: sections.filter(Boolean).join('\n\n'),
    modules: tagsIn(markup).map(demoBuild.element),
  };
}

function indexPage(elements: readonly DocumentedElement[], guideList: readonly Guide[]): Page {
  const markup = '<landscape-root>\n  <landscape-login></landscape-login>\n</landscape-root>';
  return {
    file: 'index.html',
    title: SITE_TITLE,
    body: `<p class="lead">The Landscape web portal as custom elements: the whole portal in one tag, and single widgets for other pages.</p>
<p>Install the package from npm, then load the elements in one of three ways: a <a href="script-tag.html">script tag</a>, one ES module per element, or through a bundler (<a href="react.html">React</a>, <a href="vue.html">Vue</a>).</p>
${codeBlock(`npm install ${entries.all}`, 'Install')}
<h2 id="elements">Elements</h2>
${table(
  'Elements',
  [
    { header: 'Element', cell: (element: DocumentedElement) => `<a href="${text(elementFile(element.tagName))}">${code(`<${element.tagName}>`)}</a>` },
    { header: 'Summary', cell: (element: DocumentedElement) => inline(element.summary ?? '') },
  ],
  elements,
)}
<h2 id="guides">Guides</h2>
<ul>
${guideList.map((guide) => `<li><a href="${text(guide.file)}">${text(guide.title)}</a>: ${inline(guide.summary)}</li>`).join('\n')}
</ul>
<h2 id="example">Example</h2>
${liveExample('example', markup, DEMO_SIGN_IN)}`,
    modules: tagsIn(markup).map(demoBuild.element),
  };
}

function navigation(pages: { readonly guides: readonly Guide[]; readonly elements: readonly DocumentedElement[] }, current: string): string {
  const link = (file: string, label: string) =>
    `<li><a href="${text(file)}"${file === current ? ' aria-current="page"' : ''}>${label}</a></li>`;
  return `<nav class="site-nav" aria-label="Documentation">
<ul>${link('index.html', 'Overview')}</ul>
<p class="nav-group" id="nav-guides">Guides</p>
<ul aria-labelledby="nav-guides">
${pages.guides.map((guide) => link(guide.file, text(guide.title))).join('\n')}
</ul>
<p class="nav-group" id="nav-elements">Elements</p>
<ul aria-labelledby="nav-elements">
${pages.elements.map((element) => link(elementFile(element.tagName), code(element.tagName))).join('\n')}
</ul>
</nav>`;
}

function layout(page: Page, nav: string): string {
  const title = page.title === SITE_TITLE ? SITE_TITLE : `${page.title} · ${SITE_TITLE}`;
  const scripts = [
    ...(page.modules ?? []).map((src) => `<script type="module" src="${text(src)}"></script>`),
    ...(page.scripts ?? []).map((src) => `<script src="${text(src)}" defer></script>`),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${text(title)}</title>
<link rel="stylesheet" href="docs.css">
${scripts.join('\n')}
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
<header class="site-header">
<p class="site-title"><a href="index.html">${text(SITE_TITLE)}</a> <span class="site-subtitle">documentation</span></p>
</header>
<div class="site-layout">
${nav}
<main id="content" tabindex="-1">
<h1>${page.heading ?? text(page.title)}</h1>
${page.body}
</main>
</div>
<footer class="site-footer"><p>Generated from <code>custom-elements.json</code> at build time.</p></footer>
</body>
</html>
`;
}

/** Every page of the site, by file name. */
export function renderSite(manifest: ManifestDoc): Map<string, string> {
  const elements = elementsOf(manifest);
  const guideList = guides(elements);
  const pages: Page[] = [indexPage(elements, guideList), ...guideList, ...elements.map(elementPage)];
  return new Map(pages.map((page) => [page.file, layout(page, navigation({ guides: guideList, elements }, page.file))]));
}

/** dist/docs/ from custom-elements.json (write the manifest first). */
export async function writeDocs(root: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(root, 'custom-elements.json'), 'utf8')) as ManifestDoc;
  const out = path.join(root, 'dist/docs');
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await Promise.all([
    ...[...renderSite(manifest)].map(([file, html]) => writeFile(path.join(out, file), html)),
    copyFile(path.join(here, 'docs.css'), path.join(out, 'docs.css')),
  ]);
}
