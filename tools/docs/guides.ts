/** The guides of the documentation site: loading the elements three ways, signing in from another origin, theming, dates and texts. */
import { code, codeBlock, table, text } from './html.ts';
import type { DocumentedElement } from './manifest.ts';
import { demoBuild, entries, PACKAGE } from './package-names.ts';
import { cssPropertiesTable, DEMO_SIGN_IN, elementFile, liveExample, tagsIn, type Page } from './blocks.ts';

export interface Guide extends Page {
  /** One line for the index. */
  readonly summary: string;
}

function scriptTag(): Guide {
  const markup = '<landscape-root>\n  <landscape-login></landscape-login>\n</landscape-root>';
  return {
    file: 'script-tag.html',
    title: 'Script tag',
    summary: 'every element from one classic script, on any page, no build step.',
    body: `<p><code>dist/landscape-elements.js</code> registers every element. It loads each screen’s code on first use from <code>dist/chunks/</code> beside it, resolved from the script’s own address, so a page with one widget does not download the whole portal. Serve the whole <code>dist/</code> folder (or at least <code>landscape-elements.js</code> and <code>chunks/</code>) from your site:</p>
${codeBlock(`npm install ${PACKAGE}\ncp -r ${entries.script.replace(/\/landscape-elements\.js$/, '')} public/landscape`, 'Copy the build')}
${codeBlock(
  `<script src="/landscape/landscape-elements.js" defer></script>

<landscape-root portal-url="https://landscape.example.com/new_dashboard/">
  <landscape-login></landscape-login>
  <landscape-activities page-size="50"></landscape-activities>
</landscape-root>`,
  'A page using the script tag',
)}
<p>Elements inside one <code>&lt;landscape-root&gt;</code> share one store: one sign-in, one cache, so two widgets showing the same data make one request. An element outside any root uses a page-wide default store with the default API bases (<code>/api/v2/</code> and <code>/api/</code> on the page’s origin).</p>
<h2 id="events">Events and properties</h2>
<p>Attributes configure the elements; the <a href="landscape-root.html">root</a>’s <code>token</code> is a property only. Events bubble and cross shadow roots, so one listener on the document hears every element:</p>
${codeBlock(
  `document.addEventListener('landscape-notify', (event) => {
  console.log(event.detail.type, event.detail.title, event.detail.message);
});
document.addEventListener('landscape-navigate', (event) => {
  // Cancel it to route inside your own page instead of going to portal-url + path.
  event.preventDefault();
  showInstance(event.detail.path);
});`,
  'Listening to events',
)}
<h2 id="types">TypeScript</h2>
<p>The package declares what the script does, for TypeScript and for editors checking JavaScript: the global <code>LandscapeElements</code> (the element classes, <code>createPortalStore</code> and <code>setTexts</code>), and each tag in <code>document.createElement</code> and <code>querySelector</code> with its properties and its events’ details. The script is no ES module and exports nothing, so a file references its types rather than importing it:</p>
${codeBlock(
  `/// <reference types="${entries.scriptTypes}" />
LandscapeElements.setTexts({ activities: { title: 'Aktivitäten' } });
document.createElement('landscape-activities').instanceId = 6;`,
  'A script beside the tag',
)}
<p>The same name in <code>compilerOptions.types</code> of <code>tsconfig.json</code> (or <code>jsconfig.json</code>) types every file of a project; a module writes <code>import type {} from '${text(entries.scriptTypes)}';</code>.</p>
<h2 id="csp">Content Security Policy</h2>
<p>The elements work under <code>Content-Security-Policy: default-src 'self'</code>: no inline script, no <code>eval</code>, and their styles reach each shadow root through one constructable stylesheet rather than <code>&lt;style&gt;</code> tags. With the API on another origin, allow it in <code>connect-src</code> (see <a href="cross-origin.html">Signing in from another origin</a>).</p>
<h2 id="live">Live example</h2>
<p>This page loads the demo’s build, <code>${text(demoBuild.script)}</code>, with a script tag.</p>
${liveExample('live', markup, DEMO_SIGN_IN)}`,
    scripts: [demoBuild.script],
  };
}

function react(): Guide {
  return {
    file: 'react.html',
    title: 'React',
    summary: 'React 19 applications: the elements render with the application’s React, typed JSX.',
    body: `<p>The <code>react/</code> entries are the same elements built without React: <code>react</code>, <code>react/jsx-runtime</code> and <code>react-dom/client</code> stay imports that the application’s bundler resolves. React 19 and ReactDOM 19 are peer dependencies, so the application bundles one React and the elements render with it (the default entries bring their own, about 60 KB gzip more).</p>
${codeBlock(`npm install ${PACKAGE} react@19 react-dom@19`, 'Install')}
${codeBlock(
  `import { useState } from 'react';
import '${entries.reactElement('landscape-root')}';
import '${entries.reactElement('landscape-activities')}';
// JSX types of the elements (attributes and onlandscape-* event props).
import type {} from '${entries.reactTypes}';

export function InstanceActivities({ id, token }: { id: number; token: string }) {
  const [message, setMessage] = useState('');
  return (
    <landscape-root api-base="/api/v2/" token={token}>
      <landscape-activities
        instance-id={id}
        onlandscape-notify={(event) => setMessage(event.detail.message)}
      />
      <p role="status">{message}</p>
    </landscape-root>
  );
}`,
  'A React component',
)}
<h2 id="props">Attributes, properties and events</h2>
<ul>
<li>React 19 passes props to a custom element as attributes, or as properties when the element has a property of that name: <code>instance-id={6}</code> sets the attribute, and <code>token={token}</code> sets the root’s <code>token</code> property (never an attribute). Import the element before it renders, so React sees its properties.</li>
<li>A prop <code>on&lt;event-name&gt;</code> adds a listener for that event: <code>onlandscape-notify</code>, <code>onlandscape-navigate</code>, <code>onlandscape-signed-in</code>, <code>onlandscape-signed-out</code>, <code>onlandscape-account-switched</code>. Each element’s page lists its events with their detail types.</li>
<li>The types come from <code>${text(entries.reactTypes)}</code>: it adds the elements to React’s <code>JSX.IntrinsicElements</code>, with their attributes and <code>onlandscape-*</code> props typed by event detail. It does not touch any other framework’s types.</li>
</ul>
<h2 id="one-react">One React</h2>
<p>Import every element from <code>${text(entries.reactElement('…'))}</code> entries, not from the default entries: mixing them loads a second React.</p>`,
  };
}

function vue(): Guide {
  return {
    file: 'vue.html',
    title: 'Vue',
    summary: 'Vue 3 applications: custom elements in templates, typed through `GlobalComponents`.',
    body: `<p>Vue renders the elements as they are, once its compiler knows they are custom elements. In <code>vite.config.ts</code>:</p>
${codeBlock(
  `import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      template: {
        compilerOptions: {
          // Every tag starting with landscape- is a custom element, not a Vue component.
          isCustomElement: (tag) => tag.startsWith('landscape-'),
        },
      },
    }),
  ],
});`,
  'vite.config.ts',
)}
<p>Import the elements a component uses (each entry registers its element), and their types once:</p>
${codeBlock(
  `<script setup lang="ts">
import { ref } from 'vue';
import '${entries.element('landscape-root')}';
import '${entries.element('landscape-activities')}';
// GlobalComponents entries of the elements: attributes and events are checked in templates.
import type {} from '${entries.vueTypes}';

defineProps<{ instanceId: number; token: string }>();
const message = ref('');
</script>

<template>
  <landscape-root :token.prop="token">
    <landscape-activities
      :instance-id="instanceId"
      @landscape-notify="message = $event.detail.message"
    />
    <p role="status">{{ message }}</p>
  </landscape-root>
</template>`,
  'A Vue single-file component',
)}
<h2 id="bindings">Bindings</h2>
<ul>
<li><code>:instance-id="6"</code> binds the value (Vue sets the element’s property when it has one, else the attribute). <code>.prop</code> always sets the property: use it for the root’s <code>token</code>, which is a property only (<code>:token.prop="token"</code>).</li>
<li><code>@landscape-notify</code>, <code>@landscape-navigate</code>, <code>@landscape-signed-in</code>, <code>@landscape-signed-out</code> and <code>@landscape-account-switched</code> listen to the elements’ events; <code>$event.detail</code> holds the detail each element’s page describes.</li>
<li><code>${text(entries.vueTypes)}</code> declares Vue’s <code>GlobalComponents</code> for the elements and needs no React types.</li>
</ul>`,
  };
}

function crossOrigin(): Guide {
  return {
    file: 'cross-origin.html',
    title: 'Signing in from another origin',
    summary: 'a page on another origin than the Landscape API: API bases, the `token` property, CORS.',
    body: `<p>By default the elements call the API on the page’s own origin (<code>/api/v2/</code> and <code>/api/</code>), where the Landscape session cookie signs them in. A page on another origin points the <a href="landscape-root.html">root</a> at the server and signs in with a bearer token:</p>
${codeBlock(
  `<landscape-root
  api-base="https://landscape.example.com/api/v2/"
  legacy-api-base="https://landscape.example.com/api/"
  portal-url="https://landscape.example.com/new_dashboard/">
  <landscape-activities></landscape-activities>
</landscape-root>

<script type="module">
  const root = document.querySelector('landscape-root');
  // A token your backend obtained for this user (for example from its own Landscape login).
  root.token = await fetch('/landscape-token').then((response) => response.text());
  root.addEventListener('landscape-signed-out', () => {
    // The token was refused (401) or the user signed out: get a new one, or show your sign-in.
  });
</script>`,
  'A page on another origin',
)}
<h2 id="token">The token</h2>
<ul>
<li><code>token</code> is a property only: it is never reflected to an attribute, put in an address or logged. Setting it signs the elements of that root in; setting <code>undefined</code> forgets it.</li>
<li>The token is sent, as <code>Authorization: Bearer …</code>, only to addresses under <code>api-base</code> and <code>legacy-api-base</code>: a path that would leave a base (another host, <code>//host</code>, <code>../</code>) is refused before any request.</li>
<li>Cookies are not sent across origins (requests use <code>credentials: 'same-origin'</code>), so another origin needs the token. <a href="landscape-login.html"><code>&lt;landscape-login&gt;</code></a> with email and password works too: the server’s answer carries a token, held in memory for the session (a reload signs out). Sign-in methods that redirect the browser (OpenID Connect, Ubuntu One, Enterprise login) end on the Landscape server’s origin, so such a page gets its token from its own backend instead.</li>
<li>A 401 on a call that carried the token ends the session: the elements forget it, show the server’s message and fire <code>landscape-signed-out</code>. The sign-in calls (<code>login/methods</code>, <code>login</code>, <code>auth/…</code>) carry no token: their 401 is shown where their answer is, and the session goes on.</li>
</ul>
<h2 id="cors">What the server must allow (CORS)</h2>
<p>The browser asks the API server before each cross-origin call with an <code>Authorization</code> header (a preflight <code>OPTIONS</code> request). The server, or a proxy in front of it, answers for both API bases:</p>
${codeBlock(
  `Access-Control-Allow-Origin: https://intranet.example.com
Access-Control-Allow-Methods: GET, POST, PUT, PATCH, DELETE
Access-Control-Allow-Headers: Authorization, Content-Type, Accept
Access-Control-Max-Age: 600
Vary: Origin`,
  'CORS response headers',
)}
<p>Name the page’s origin exactly rather than <code>*</code>. <code>Access-Control-Allow-Credentials</code> is not needed: no cookie travels. The page’s own Content Security Policy must let it connect to the server:</p>
${codeBlock(`Content-Security-Policy: default-src 'self'; connect-src 'self' https://landscape.example.com`, 'The page’s CSP')}
<p>Links of the widgets (an instance, a profile’s runs) lead to <code>portal-url</code> plus the portal path unless the page cancels <code>landscape-navigate</code> and routes itself.</p>`,
  };
}

function theming(elements: readonly DocumentedElement[]): Guide {
  const tokens = elements.find((element) => element.tagName === 'landscape-root')?.cssProperties ?? elements[0]?.cssProperties ?? [];
  const parts = new Map<string, string[]>();
  for (const element of elements) {
    for (const part of element.cssParts ?? []) parts.set(part.name, [...(parts.get(part.name) ?? []), element.tagName]);
  }
  // One live example: two sign-in forms on a page would be two landmarks of the same name.
  const markup = '<div class="purple-theme">\n  <landscape-root theme="dark">\n    <landscape-login></landscape-login>\n  </landscape-root>\n</div>';
  return {
    file: 'theming.html',
    title: 'Theming',
    summary: 'the `--landscape-*` tokens, CSS parts, and the light and dark themes.',
    body: `<p>Every element draws with the same theme tokens, each read from a public <code>--landscape-*</code> custom property. Custom properties inherit through shadow roots, so a page sets them on any ancestor (<code>:root</code>, a <code>&lt;landscape-root&gt;</code>, a card) and every element below follows:</p>
${codeBlock(
  `.purple-theme {
  /* light-dark() keeps a value for each theme; a plain colour replaces both. */
  --landscape-color-primary: light-dark(#5b2a86, #c9a6ea);
  --landscape-color-link: light-dark(#5b2a86, #c9a6ea);
  --landscape-font-family: Georgia, "Times New Roman", serif;
}`,
  'Theme tokens set by a page',
)}
<h2 id="dark">Light and dark</h2>
<p>Each token has a light and a dark default, chosen by CSS <code>light-dark()</code> from the element’s <code>color-scheme</code>: no script decides, so nothing flashes while the page loads. By default the elements follow the user’s <code>prefers-color-scheme</code>. A page forces one theme for every element inside a root with its <code>theme</code> attribute or property, on one element alone with that element’s <code>theme</code> attribute, or with CSS alone through <code>--landscape-color-scheme</code>:</p>
${codeBlock(
  `<landscape-root theme="dark">…</landscape-root>
<script type="module">
  document.querySelector('landscape-root').theme = 'light'; // 'system' follows the user again
</script>
<landscape-login theme="light"></landscape-login>
<style>
  .sidebar { --landscape-color-scheme: dark; }
</style>`,
  'Forcing a theme',
)}
<p>Every element paints <code>--landscape-color-background</code> behind itself, so the dark theme’s light text never lands on a light page. A page that sets a colour token for both themes keeps <code>--landscape-color-primary-text</code> readable on its <code>primary</code> (and <code>negative</code>, <code>information</code>) fills.</p>
<h2 id="example">Example</h2>
<p>The purple tokens above (this site’s stylesheet sets them on <code>.purple-theme</code>) under a root that forces the dark theme, whatever the system prefers: the form takes each token’s dark value.</p>
${liveExample('example', markup, DEMO_SIGN_IN)}
<h2 id="tokens">Tokens</h2>
${cssPropertiesTable('Theme tokens', tokens)}
<h2 id="parts">CSS parts</h2>
<p>Stable <code>part</code> names (each element’s page says what each one is) reach inside the shadow roots for what tokens do not cover:</p>
${codeBlock('landscape-activities::part(table) {\n  font-variant-numeric: tabular-nums;\n}', 'Styling a part')}
${table(
  'CSS parts',
  [
    { header: 'Part', cell: ([name]: [string, string[]]) => code(name) },
    {
      header: 'Elements',
      cell: ([, tags]) => tags.map((tag) => `<a href="${text(elementFile(tag))}#parts">${code(tag)}</a>`).join(', '),
    },
  ],
  [...parts],
)}`,
    modules: tagsIn(markup).map(demoBuild.element),
  };
}

function languages(): Guide {
  return {
    file: 'languages.html',
    title: 'Dates, languages and texts',
    summary: 'dates in the user’s locale and time zone, and replacing any text (a path to translations).',
    body: `<p>Dates and times show in the user’s locale, and times name their time zone. English locales see the formats of the Landscape portal (<code>Nov 05, 2026, 14:05 UTC</code>); others see the same fields in their own order and hour cycle (<code>05. Nov. 2026, 15:05 MEZ</code> in German). The locale is the browser’s first language and the zone the browser’s, unless the <a href="landscape-root.html">root</a> names them:</p>
${codeBlock(
  `<landscape-root locale="de-DE" time-zone="Europe/Berlin">
  <landscape-activities></landscape-activities>
</landscape-root>`,
  'A locale and a time zone for every element inside',
)}
<p>A value <code>Intl</code> does not know is ignored. Security profiles run on the server’s clock: their times show in GMT, written in the user’s locale.</p>
<h2 id="texts">Texts</h2>
<p>Every text comes from a catalogue per feature: <code>activities</code>, <code>auth</code>, <code>identity-providers</code>, <code>instances</code>, <code>org-settings</code>, <code>organisations</code>, <code>overview</code>, <code>security-profiles</code>, <code>shell</code> (the portal) and <code>ui</code> (shared pieces), with nested parts (<code>security-profiles.form</code>, <code>ui.list</code>, …). Give any part of them as the root’s <code>texts</code> property, or with <code>setTexts()</code> (<code>LandscapeElements.setTexts</code> with the script tag); texts with values are functions:</p>
${codeBlock(
  `import { setTexts } from '${PACKAGE}';

setTexts({
  activities: { title: 'Aktivitäten', selectedCount: (count) => \`\${count} ausgewählt\` },
  ui: { form: { required: '\${path} ist ein Pflichtfeld' } },
});
setTexts(undefined); // the defaults again`,
  'Replacing texts',
)}
<ul>
<li>The texts are page-wide, like the document’s language: every element on the page uses them. Each call replaces the previous one rather than adding to it.</li>
<li>The form messages are templates: <code>\${path}</code> is the field’s name.</li>
<li>Unknown catalogues or keys, and values of the wrong kind, are ignored with one warning in the console. In TypeScript the <code>LandscapeTexts</code> type lists every catalogue and key.</li>
<li>Set texts before the elements render: changing them later renders the elements again from scratch, which closes open panels and drops unsaved form input (the portal’s address and loaded data stay).</li>
</ul>`,
  };
}

export function guides(elements: readonly DocumentedElement[]): Guide[] {
  return [scriptTag(), react(), vue(), crossOrigin(), theming(elements), languages()];
}
