/** custom-elements.json as the package ships it: DESIGN.md's contract, paths into dist/, every token. */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { tokenList, tokensMarkdownTable } from '../src/ui/theme-tokens.ts';
import { buildManifest, type Manifest } from './custom-elements-manifest.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** DESIGN.md's "Elements" table. */
const DESIGN_TAGS = [
  'landscape-root',
  'landscape-portal',
  'landscape-activities',
  'landscape-security-profiles',
  'landscape-identity-providers',
  'landscape-org-settings',
  'landscape-instances',
  'landscape-instance',
  'landscape-events-log',
  'landscape-scripts',
  'landscape-upgrade-profiles',
  'landscape-reboot-profiles',
  'landscape-removal-profiles',
  'landscape-repository-profiles',
  'landscape-package-profiles',
  'landscape-wsl-profiles',
  'landscape-alerts',
  'landscape-account',
  'landscape-roles',
  'landscape-access-groups',
  'landscape-administrators',
  'landscape-org-switcher',
  'landscape-login',
];

interface Typed {
  readonly name: string;
  readonly type?: { readonly text: string };
  readonly description?: string;
}
interface Element {
  readonly tagName: string;
  readonly attributes?: readonly (Typed & { fieldName?: string })[];
  readonly members?: readonly (Typed & { kind: string; attribute?: string; privacy?: string })[];
  readonly events?: readonly Typed[];
  readonly cssParts?: readonly Typed[];
  readonly slots?: readonly Typed[];
  readonly cssProperties?: readonly { name: string; default?: string; description?: string }[];
}

describe('custom-elements.json', () => {
  let manifest: Manifest;
  const elements = new Map<string, { element: Element; path: string }>();
  before(async () => {
    manifest = await buildManifest(root);
    for (const moduleDoc of manifest.modules) {
      for (const declaration of moduleDoc.declarations ?? []) {
        const element = declaration as unknown as Element;
        if (element.tagName) elements.set(element.tagName, { element, path: moduleDoc.path });
      }
    }
  });
  const element = (tag: string): Element => {
    const entry = elements.get(tag);
    assert.ok(entry, `${tag} is in the manifest`);
    return entry.element;
  };

  it("has every tag of DESIGN.md, each in its ESM entry under dist/esm (existing when built)", () => {
    assert.deepEqual([...elements.keys()].sort(), [...DESIGN_TAGS].sort());
    const built = existsSync(path.join(root, 'dist/esm'));
    for (const [tag, { path: modulePath }] of elements) {
      assert.equal(modulePath, `dist/esm/${tag}.js`);
      if (built) assert.ok(existsSync(path.join(root, modulePath)), `${modulePath} exists after the build`);
    }
    for (const moduleDoc of manifest.modules) {
      for (const entry of moduleDoc.exports ?? []) {
        assert.equal(entry.declaration.module ?? moduleDoc.path, moduleDoc.path, 'exports point into dist/');
      }
      assert.ok(moduleDoc.exports?.some((entry) => entry.kind === 'custom-element-definition'), `${moduleDoc.path} defines its tag`);
    }
  });

  it('lists every theme token with its default and description on every element', () => {
    assert.ok(tokenList.length >= 28);
    for (const tag of DESIGN_TAGS) {
      const properties = element(tag).cssProperties ?? [];
      assert.deepEqual(
        properties.map((property) => property.name),
        tokenList.map((token) => token.name),
        `${tag}'s CSS properties`,
      );
      for (const property of properties) {
        assert.ok(property.name.startsWith('--landscape-'));
        assert.ok(property.default, `${tag} ${property.name} has a default`);
        assert.ok(property.description, `${tag} ${property.name} has a description`);
      }
    }
    const text = element('landscape-login').cssProperties?.find((property) => property.name === '--landscape-color-text');
    assert.equal(text?.default, 'light-dark(#111111, #f2f2f2)', 'a colour gives its light and its dark default');
  });

  it("types landscape-notify's detail with the union of notification types, and every event alike on every element", async () => {
    const notify = "CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>";
    const eventTypes = new Map<string, Set<string>>();
    for (const tag of DESIGN_TAGS) {
      for (const event of element(tag).events ?? []) {
        assert.match(event.type?.text ?? '', /^CustomEvent<\{.*\}>$/, `${tag} ${event.name} has a detail type`);
        assert.ok(event.description, `${tag} ${event.name} is described`);
        eventTypes.set(event.name, (eventTypes.get(event.name) ?? new Set()).add(event.type?.text ?? ''));
      }
    }
    assert.deepEqual([...(eventTypes.get('landscape-notify') ?? [])], [notify]);
    for (const [name, types] of eventTypes) assert.equal(types.size, 1, `${name} has one detail type: ${[...types].join(' / ')}`);
    // The events the code dispatches (src/state/events.ts) are the ones documented.
    const source = await readFile(path.join(root, 'src/state/events.ts'), 'utf8');
    const details = source.slice(source.indexOf('interface LandscapeEventDetails'));
    const dispatched = [...details.slice(0, details.indexOf('\n}\n')).matchAll(/'(landscape-[a-z-]+)':/g)].map((match) => match[1]);
    assert.deepEqual([...eventTypes.keys()].sort(), dispatched.sort());
  });

  it("documents landscape-root's attributes and properties, and its slot", () => {
    const rootElement = element('landscape-root');
    const attributes = new Map((rootElement.attributes ?? []).map((attribute) => [attribute.name, attribute]));
    for (const [name, field] of [
      ['api-base', 'apiBase'],
      ['legacy-api-base', 'legacyApiBase'],
      ['portal-url', 'portalUrl'],
      ['theme', 'theme'],
    ] as const) {
      assert.equal(attributes.get(name)?.fieldName, field, `attribute ${name} ↔ property ${field}`);
    }
    assert.equal(attributes.get('theme')?.type?.text, "'light' | 'dark'");
    const members = new Map((rootElement.members ?? []).map((member) => [member.name, member]));
    assert.equal(members.get('token')?.type?.text, 'string | undefined');
    assert.equal(members.get('token')?.attribute, undefined, 'the token never becomes an attribute');
    assert.equal(members.get('theme')?.type?.text, "'light' | 'dark' | 'system'");
    assert.ok(![...members.values()].some((member) => member.privacy === 'private'), 'no private members');
    assert.deepEqual(rootElement.slots?.map((slot) => slot.name), ['']);
  });

  it('types every attribute and property, and links r2wc attributes to their properties', () => {
    for (const tag of DESIGN_TAGS) {
      const { attributes = [], members = [] } = element(tag);
      for (const attribute of attributes) {
        assert.ok(attribute.type?.text, `${tag} [${attribute.name}] has a type`);
        assert.ok(attribute.description, `${tag} [${attribute.name}] is described`);
      }
      for (const member of members) assert.ok(member.type?.text, `${tag} .${member.name} has a type`);
      if (tag !== 'landscape-root') {
        const theme = attributes.find((attribute) => attribute.name === 'theme');
        assert.equal(theme?.type?.text, "'light' | 'dark'", `${tag} documents its own theme attribute`);
      }
    }
    assert.equal(element('landscape-activities').attributes?.find((attribute) => attribute.name === 'instance-id')?.fieldName, 'instanceId');
    assert.equal(element('landscape-portal').members?.find((member) => member.name === 'basePath')?.attribute, 'base-path');
    assert.ok((element('landscape-activities').cssParts ?? []).some((part) => part.name === 'base'));
  });

  it("README's Theming table is the token table", async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
    assert.ok(readme.includes(tokensMarkdownTable()), 'README.md holds tokensMarkdownTable() verbatim (regenerate it from src/ui/theme-tokens.ts)');
  });
});
