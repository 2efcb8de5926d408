/**
 * The package's public declarations (dist/types/), generated from custom-elements.json: the manifest is
 * the one description of each element (its JSDoc, plus what `defineElement` declares), so the types a
 * host compiles against say what the API reference says.
 *
 * Framework-free files: `index.d.ts`, `events.d.ts`, `store.d.ts` and one `<tag>.d.ts` per element (its
 * interface with typed properties and `addEventListener` overloads for its events, its constructor, its
 * `HTMLElementTagNameMap` entry). `react.d.ts` adds React 19's JSX element types, `vue.d.ts` Vue's
 * `GlobalComponents`: each is only read by an application that imports it, so neither framework's types
 * reach the others (a Vue application compiles without @types/react). `landscape-elements.d.ts` types
 * the script-tag build: its global and, through index.d.ts, the tags.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expandedType } from './expand-type.ts';

interface TypeDoc {
  readonly text: string;
}
interface AttributeDoc {
  readonly name: string;
  readonly fieldName?: string;
  readonly type?: TypeDoc;
  readonly description?: string;
}
interface MemberDoc {
  readonly kind: string;
  readonly name: string;
  readonly type?: TypeDoc;
  readonly description?: string;
  readonly privacy?: string;
  readonly static?: boolean;
  readonly readonly?: boolean;
}
interface EventDoc {
  readonly name: string;
  readonly type?: TypeDoc;
  readonly description?: string;
}
export interface ElementDoc {
  readonly name: string;
  readonly tagName: string;
  readonly customElement?: boolean;
  readonly summary?: string;
  readonly description?: string;
  readonly attributes?: readonly AttributeDoc[];
  readonly members?: readonly MemberDoc[];
  readonly events?: readonly EventDoc[];
}
interface Manifest {
  readonly modules: readonly { readonly declarations?: readonly Partial<ElementDoc>[] }[];
}

/** The public types a member's or event's type text may name, and the file declaring each. */
const NAMED_TYPES: Readonly<Record<string, string>> = {
  PortalStore: './store.js',
  StoreConfig: './store.js',
  LandscapeTexts: './texts.js',
};

/** What the package's main entry exports besides the element constructors (elements/index.ts). */
const INDEX_EXTRAS = `export { createPortalStore, type PortalStore, type StoreConfig } from './store.js';
export { setTexts, type LandscapeTexts } from './texts.js';
export type { LandscapeErrorDetail, LandscapeEvent, LandscapeEventDetails, LandscapeEventName, LandscapeNotificationType } from './events.js';
`;

/** texts.d.ts: the catalogues' shape, written out from src/state/texts.ts (tools/expand-type.ts). */
export const textsDeclarations = (landscapeTexts: string): string => `/**
 * Replacements for any of the elements' texts, by catalogue (README "Texts and translations"): any
 * part of a catalogue; a text given by a function may also be given as a plain string.
 */
export type LandscapeTexts = ${landscapeTexts};

/**
 * Replaces the texts of every Landscape element on the page (what the root's \`texts\` property does).
 * Each call starts from the defaults; \`undefined\` or \`{}\` restores them all.
 */
export declare function setTexts(overrides: LandscapeTexts | null | undefined): void;
`;

/** The store, as much of it as a host may use: the root's `store` and `createPortalStore()`. */
const STORE_DECLARATIONS = `/** Where a store's requests go and where widget links lead (the root's attributes). */
export interface StoreConfig {
  /** REST API base. Default \`/api/v2/\`. */
  readonly apiBase: string;
  /** Legacy action API base. Default \`/api/\`. */
  readonly legacyApiBase: string;
  /** Where links of widgets outside the portal lead. Default \`/\`. */
  readonly portalUrl: string;
}

/** One shared store (auth, API clients, query cache, notifications); its inside is not public. */
export interface PortalStore {
  config(): StoreConfig;
  configure(changes: Partial<StoreConfig>): void;
}

/** A store of its own, for code that renders elements outside any \`<landscape-root>\`. */
export declare function createPortalStore(config?: Partial<StoreConfig>): PortalStore;
`;

/**
 * landscape-elements.d.ts, for dist/landscape-elements.js (the script-tag build). The script is no ES
 * module and exports nothing, so the file exports nothing either: it declares what loading the script
 * does. The tags and their events come from index.d.ts's global declarations; the global
 * `LandscapeElements` is the IIFE's `name` (rollup.config.ts), holding the values the main entry
 * exports (the element classes, createPortalStore, setTexts), so it is typed as that module's namespace.
 */
const SCRIPT_DECLARATIONS = `import type * as Exports from './index.js';

declare global {
  /**
   * What \`<script src=".../landscape-elements.js">\` sets: the element classes, \`createPortalStore\` and
   * \`setTexts\` (README "Texts and translations"). Defined once the script has run.
   */
  var LandscapeElements: typeof Exports;
}

export {};
`;

export const pascalCase = (tag: string): string => tag.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());

/** The custom elements of a manifest, by tag, in the manifest's order. */
export function manifestElements(manifest: Manifest): ElementDoc[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ElementDoc => declaration.customElement === true && typeof declaration.tagName === 'string');
}

function docComment(text: string | undefined, indent = ''): string {
  if (!text) return '';
  const lines = text.trim().replace(/\*\//g, '*\\/').split('\n');
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

/** A property of the element's public interface: a field that is neither private nor static. */
function publicFields(element: ElementDoc): MemberDoc[] {
  return (element.members ?? []).filter((member) => member.kind === 'field' && !member.static && (member.privacy ?? 'public') === 'public');
}

function eventDetail(event: EventDoc, tag: string): string {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(event.type?.text?.trim() ?? '');
  if (!match?.[1]) throw new Error(`${tag}: event ${event.name} needs a type CustomEvent<detail> in its @fires`);
  return match[1].trim();
}

/** Every event any element fires, with its one detail type (elements firing it must agree). */
function eventDetails(elements: readonly ElementDoc[]): Map<string, string> {
  const details = new Map<string, string>();
  for (const element of elements) {
    for (const event of element.events ?? []) {
      const detail = eventDetail(event, element.tagName);
      const known = details.get(event.name);
      if (known !== undefined && known.replace(/\s+/g, ' ') !== detail.replace(/\s+/g, ' ')) {
        throw new Error(`${event.name}: ${element.tagName} says ${detail}, another element ${known}`);
      }
      details.set(event.name, detail);
    }
  }
  return new Map([...details].sort(([a], [b]) => a.localeCompare(b)));
}

function eventsFile(details: ReadonlyMap<string, string>): string {
  const entries = [...details].map(([name, detail]) => `  '${name}': ${detail};`).join('\n');
  const global = [...details.keys()].map((name) => `    '${name}': LandscapeEvent<'${name}'>;`).join('\n');
  return `/** The details of the elements' events: bubbling, composed \`CustomEvent\`s dispatched from the element. */
export interface LandscapeEventDetails {
${entries}
}

export type LandscapeEventName = keyof LandscapeEventDetails;

export type LandscapeEvent<K extends LandscapeEventName> = CustomEvent<LandscapeEventDetails[K]>;

export type LandscapeNotificationType = LandscapeEventDetails['landscape-notify']['type'];

/** What failed, for a host's error reporting (README "Error reporting"). */
export type LandscapeErrorDetail = LandscapeEventDetails['landscape-error'];

// The events bubble out of shadow roots to every ancestor, the document and the window.
declare global {
  interface GlobalEventHandlersEventMap {
${global}
  }
}
`;
}

function importsFor(texts: readonly string[]): string {
  const byFile = new Map<string, Set<string>>();
  for (const [name, file] of Object.entries(NAMED_TYPES)) {
    if (texts.some((text) => new RegExp(`\\b${name}\\b`).test(text))) byFile.set(file, (byFile.get(file) ?? new Set()).add(name));
  }
  return [...byFile].map(([file, names]) => `import type { ${[...names].join(', ')} } from '${file}';\n`).join('');
}

function elementFile(element: ElementDoc): string {
  const name = pascalCase(element.tagName);
  const type = `${name}Element`;
  const fields = publicFields(element);
  const events = element.events ?? [];
  const properties = fields
    .map((field) => `${docComment(field.description, '  ')}  ${field.readonly ? 'readonly ' : ''}${field.name}: ${field.type?.text ?? 'unknown'};`)
    .join('\n');
  const eventMap = events.map((event) => `${docComment(event.description, '  ')}  '${event.name}': LandscapeEvent<'${event.name}'>;`).join('\n');
  const listener = (method: string) => `  ${method}<K extends keyof ${name}EventMap>(type: K, listener: (this: ${type}, event: ${name}EventMap[K]) => unknown, options?: boolean | ${method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions'}): void;
  ${method}<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${type}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | ${method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions'}): void;
  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions'}): void;`;
  return `${importsFor(fields.map((field) => field.type?.text ?? ''))}import type { LandscapeEvent } from './events.js';

/** The events \`<${element.tagName}>\` fires. */
export interface ${name}EventMap {
${eventMap}
}

${docComment([element.summary, element.description].filter(Boolean).join('\n\n'))}export interface ${type} extends HTMLElement {
${[properties, ...(events.length > 0 ? [listener('addEventListener'), listener('removeEventListener')] : [])].filter(Boolean).join('\n')}
}

/** \`<${element.tagName}>\`'s class: importing this entry registers the tag. */
export declare const ${element.name}: {
  prototype: ${type};
  new (): ${type};
};

declare global {
  interface HTMLElementTagNameMap {
    '${element.tagName}': ${type};
  }
}
`;
}

function indexFile(elements: readonly ElementDoc[]): string {
  const lines = elements.map(
    (element) => `export { ${element.name}, type ${pascalCase(element.tagName)}Element, type ${pascalCase(element.tagName)}EventMap } from './${element.tagName}.js';`,
  );
  return `/** Registers every Landscape element. */\n${lines.join('\n')}\n${INDEX_EXTRAS}`;
}

/** An attribute's value as markup gives it: a string, or a number or boolean a framework turns into one. */
function attributeValue(type: string | undefined): string {
  if (type === 'number') return 'number | string';
  if (type === 'boolean') return 'boolean';
  return type ?? 'string';
}

/** The props a framework may pass: attributes by name, properties by name (React 19 and Vue set those). */
function frameworkProps(element: ElementDoc, attributeName: (name: string) => string): string[] {
  const props = new Map<string, string>();
  for (const attribute of element.attributes ?? []) props.set(attributeName(attribute.name), `${docComment(attribute.description, '  ')}  '${attributeName(attribute.name)}'?: ${attributeValue(attribute.type?.text)};`);
  for (const field of publicFields(element)) {
    if (field.readonly || props.has(field.name)) continue;
    props.set(field.name, `${docComment(field.description, '  ')}  ${field.name}?: ${field.type?.text ?? 'unknown'};`);
  }
  return [...props.values()];
}

/** The types of the properties a framework may set (read-only ones are not props). */
const propTypes = (elements: readonly ElementDoc[]): string[] =>
  elements.flatMap((element) => publicFields(element).filter((field) => !field.readonly).map((field) => field.type?.text ?? ''));

function reactFile(elements: readonly ElementDoc[]): string {
  const imports = elements.map((element) => `import type { ${pascalCase(element.tagName)}Element } from './${element.tagName}.js';`);
  const interfaces = elements.map((element) => {
    const name = pascalCase(element.tagName);
    const events = (element.events ?? []).map((event) => `  'on${event.name}'?: (event: LandscapeEvent<'${event.name}'>) => void;`);
    const props = [...frameworkProps(element, (attribute) => attribute), ...events];
    return `/** \`<${element.tagName}>\` in JSX: attributes as written, properties, \`on<event>\` listeners (React 19). */
export interface ${name}Props extends HTMLAttributes<${name}Element>, RefAttributes<${name}Element> {
${props.join('\n')}
}`;
  });
  const intrinsic = elements.map((element) => `      '${element.tagName}': ${pascalCase(element.tagName)}Props;`);
  return `import type { HTMLAttributes, RefAttributes } from 'react';
${importsFor(propTypes(elements))}import type { LandscapeEvent } from './events.js';
${imports.join('\n')}

${interfaces.join('\n\n')}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic.join('\n')}
    }
  }
}
`;
}

const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function vueFile(elements: readonly ElementDoc[]): string {
  const interfaces = elements.map((element) => {
    const name = pascalCase(element.tagName);
    // Vue's templates write `instance-id` and `@landscape-notify`; its type checker reads them as
    // the props `instanceId` and `onLandscapeNotify`.
    const events = (element.events ?? []).map(
      (event) => `  ${camelCase(`on-${event.name}`)}?: (event: LandscapeEvent<'${event.name}'>) => void;`,
    );
    const props = [...frameworkProps(element, camelCase), ...events];
    return `/** \`<${element.tagName}>\` in a Vue template: its attributes and properties, \`@<event>\` listeners. */
export interface ${name}VueProps {
${props.join('\n')}
}`;
  });
  const components = elements.map((element) => `    '${element.tagName}': DefineComponent<${pascalCase(element.tagName)}VueProps>;`);
  return `import type { DefineComponent } from 'vue';
${importsFor(propTypes(elements))}import type { LandscapeEvent } from './events.js';

${interfaces.join('\n\n')}

declare module 'vue' {
  interface GlobalComponents {
${components.join('\n')}
  }
}
`;
}

/** The files of dist/types, by path relative to it. */
export function publicTypeFiles(manifest: Manifest, extra: Readonly<Record<string, string>> = {}): Map<string, string> {
  const elements = manifestElements(manifest);
  if (elements.length === 0) throw new Error('custom-elements.json describes no custom element');
  const files = new Map<string, string>([
    ['events.d.ts', eventsFile(eventDetails(elements))],
    ['store.d.ts', STORE_DECLARATIONS],
    ['index.d.ts', indexFile(elements)],
    ['react.d.ts', `import './index.js';\n${reactFile(elements)}`],
    ['vue.d.ts', `import './index.js';\n${vueFile(elements)}`],
    ['landscape-elements.d.ts', SCRIPT_DECLARATIONS],
    ...Object.entries(extra),
  ]);
  for (const element of elements) {
    files.set(`${element.tagName}.d.ts`, elementFile(element));
    // dist/react/<tag>.js: the same element, and JSX types for React applications.
    files.set(`react/${element.tagName}.d.ts`, `import '../react.js';\nexport * from '../${element.tagName}.js';\n`);
  }
  files.set('react/index.d.ts', `import '../react.js';\nexport * from '../index.js';\n`);
  return files;
}

/** Writes dist/types/ afresh from the manifest. */
export async function writePublicTypes(root: string, manifest: Manifest): Promise<void> {
  const dir = path.join(root, 'dist/types');
  const texts = textsDeclarations(expandedType(root, 'src/state/texts.ts', 'LandscapeTexts'));
  await rm(dir, { recursive: true, force: true });
  for (const [file, text] of publicTypeFiles(manifest, { 'texts.d.ts': texts })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `// Generated from custom-elements.json by tools/public-types.ts.\n${text}`);
  }
}
