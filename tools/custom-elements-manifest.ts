/// <reference path="./analyzer-lit.d.ts" />
/**
 * custom-elements.json for `elements/landscape-*.ts`, from the elements' JSDoc.
 *
 * r2wc elements are `export const X = defineElement({ tag, component, attributes, properties })`, which
 * the analyzer does not see as classes. Before analysis each such statement is rewritten (JSDoc kept) to
 * `export class X extends HTMLElement {}` plus `customElements.define(tag, X)`, so the analyzer's own
 * JSDoc handling yields tag, summary, events, parts, CSS properties and slots. `r2wcPlugin` then adds
 * what the definition object declares: an attribute per `attributes` entry (kebab-case, typed) and a
 * field per attribute and per `properties` entry, linked both ways. The analyzer's Lit support covers
 * landscape-root.
 *
 * Then the manifest is made to describe the package rather than the sources: module paths name the
 * ESM entries (`dist/esm/<tag>.js`, which export each class), private members are dropped, and every
 * element lists every `--landscape-*` token of src/ui/theme-tokens.ts with its default (the theme is
 * shared, so all of them apply to each). Elements' JSDoc carries no `@cssprop`: the token table is the
 * one source.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import type { Plugin } from '@custom-elements-manifest/analyzer';
import type * as TS from 'typescript';
import { tokenList } from '../src/ui/theme-tokens.ts';

// The analyzer exports these but its typings omit them. Its `ts` is its own TypeScript copy: source
// files must come from it, since syntax kinds differ between versions.
declare module '@custom-elements-manifest/analyzer' {
  export const ts: typeof import('typescript');
  export function create(options: { modules: TS.SourceFile[]; plugins?: Plugin[] }): object;
}

/** The parts of the manifest schema this plugin touches (the schema package's own types lag behind). */
interface TypeDoc {
  text: string;
}
interface AttributeDoc {
  name: string;
  fieldName?: string;
  type?: TypeDoc;
  description?: string;
}
interface MemberDoc {
  kind: string;
  name: string;
  privacy?: string;
  attribute?: string;
  type?: TypeDoc;
  description?: string;
}
interface CssPropertyDoc {
  name: string;
  default?: string;
  syntax?: string;
  description?: string;
}
interface ElementDoc {
  kind: string;
  name: string;
  tagName?: string;
  attributes?: AttributeDoc[];
  members?: MemberDoc[];
  cssProperties?: CssPropertyDoc[];
}
interface ExportDoc {
  kind: string;
  name: string;
  declaration: { name: string; module?: string };
}
interface ModuleDoc {
  kind: string;
  path: string;
  declarations?: ElementDoc[];
  exports?: ExportDoc[];
}
export interface Manifest {
  schemaVersion: string;
  modules: ModuleDoc[];
}

interface R2wcDefinition {
  readonly className: string;
  readonly tag: string;
  /** camelCase prop → attribute type ('string' | 'number' | 'boolean'). */
  readonly attributes: ReadonlyMap<string, string>;
  readonly properties: readonly string[];
}

const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const propertyName = (property: TS.ObjectLiteralElementLike): string | undefined =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/** `export const X = defineElement({ ... })` → what it defines, or undefined for any other statement. */
function readDefinition(statement: TS.Statement): R2wcDefinition | undefined {
  if (!ts.isVariableStatement(statement)) return undefined;
  const [declaration] = statement.declarationList.declarations;
  const call = declaration?.initializer;
  if (!declaration || !ts.isIdentifier(declaration.name) || !call || !ts.isCallExpression(call)) return undefined;
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'defineElement') return undefined;
  const [options] = call.arguments;
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  let tag: string | undefined;
  const attributes = new Map<string, string>();
  const properties: string[] = [];
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const value = property.initializer;
    switch (propertyName(property)) {
      case 'tag':
        if (ts.isStringLiteralLike(value)) tag = value.text;
        break;
      case 'attributes':
        if (!ts.isObjectLiteralExpression(value)) break;
        for (const attribute of value.properties) {
          const name = propertyName(attribute);
          if (name && ts.isPropertyAssignment(attribute) && ts.isStringLiteralLike(attribute.initializer)) {
            attributes.set(name, attribute.initializer.text);
          }
        }
        break;
      case 'properties':
        if (!ts.isArrayLiteralExpression(value)) break;
        for (const element of value.elements) if (ts.isStringLiteralLike(element)) properties.push(element.text);
        break;
    }
  }
  return tag ? { className: declaration.name.text, tag, attributes, properties } : undefined;
}

/** The source with each `defineElement` statement replaced by a class the analyzer understands. */
function toAnalyzable(fileName: string, source: string, definitions: Map<string, R2wcDefinition>): TS.SourceFile {
  const original = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  let rewritten = source;
  // From the end, so earlier offsets stay valid.
  for (const statement of [...original.statements].reverse()) {
    const definition = readDefinition(statement);
    if (!definition) continue;
    definitions.set(definition.className, definition);
    const { className, tag } = definition;
    rewritten =
      rewritten.slice(0, statement.getStart(original)) +
      `export class ${className} extends HTMLElement {}\ncustomElements.define(${JSON.stringify(tag)}, ${className});` +
      rewritten.slice(statement.getEnd());
  }
  return ts.createSourceFile(fileName, rewritten, ts.ScriptTarget.ES2022, true);
}

function r2wcPlugin(definitions: ReadonlyMap<string, R2wcDefinition>): Plugin {
  return {
    name: 'landscape-r2wc',
    moduleLinkPhase({ moduleDoc }) {
      // `customElements.define(ROOT_TAG, X)` names the constant; the definition's name is the tag.
      for (const entry of moduleDoc.exports ?? []) {
        if (entry.kind !== 'custom-element-definition') continue;
        const element = moduleDoc.declarations?.find((d) => d.name === entry.declaration.name) as ElementDoc | undefined;
        if (element?.tagName) entry.name = element.tagName;
      }
      for (const declaration of (moduleDoc.declarations ?? []) as ElementDoc[]) {
        const definition = definitions.get(declaration.name);
        if (declaration.kind !== 'class' || !definition) continue;
        const element = declaration;
        const attributes = (element.attributes ??= []);
        const members = (element.members ??= []);
        for (const [prop, type] of definition.attributes) {
          const name = kebabCase(prop);
          let attribute = attributes.find((candidate) => candidate.name === name);
          if (!attribute) {
            attribute = { name };
            attributes.push(attribute);
          }
          attribute.type ??= { text: type };
          attribute.fieldName = prop;
          addField(members, { kind: 'field', name: prop, type: attribute.type, attribute: name, ...describe(attribute) });
        }
        for (const prop of definition.properties) {
          addField(members, { kind: 'field', name: prop });
        }
        if (attributes.length === 0) delete element.attributes;
      }
      // Elements with hand-written accessors (landscape-root): an `@attr` links to the member of its
      // camelCase name, both ways.
      for (const element of (moduleDoc.declarations ?? []) as ElementDoc[]) {
        for (const attribute of element.attributes ?? []) {
          const member = element.members?.find((candidate) => candidate.name === camelCase(attribute.name));
          if (!member || attribute.fieldName) continue;
          attribute.fieldName = member.name;
          member.attribute ??= attribute.name;
        }
      }
    },
  };
}

const describe = (from: { description?: string }) => (from.description ? { description: from.description } : {});

/** JSDoc `@prop` entries win; they only gain the attribute link. */
function addField(members: MemberDoc[], field: MemberDoc): void {
  const existing = members.find((member) => member.name === field.name);
  if (!existing) members.push(field);
  else if (existing.kind === 'field' && field.attribute) existing.attribute ??= field.attribute;
}

/** `elements/<tag>.ts` → the ESM entry the build makes of it. */
export const distModule = (source: string): string => source.replace(/^elements\/(.*)\.ts$/, 'dist/esm/$1.js');

const tokenProperties: readonly CssPropertyDoc[] = tokenList.map((token) => ({
  name: token.name,
  ...(token.group === 'color' && token.key !== 'scheme' ? { syntax: '<color>' } : {}),
  default: token.cssDefault,
  description: token.description,
}));

/** The analyzer's manifest, made to describe the package (see the header). */
function forPackage(manifest: Manifest): Manifest {
  for (const moduleDoc of manifest.modules) {
    const source = moduleDoc.path;
    moduleDoc.path = distModule(source);
    for (const entry of moduleDoc.exports ?? []) {
      if (entry.declaration.module === source) entry.declaration.module = moduleDoc.path;
    }
    for (const declaration of moduleDoc.declarations ?? []) {
      if (!declaration.tagName) continue;
      if (declaration.cssProperties?.length) {
        throw new Error(`${source}: remove its @cssprop lines; the tokens come from src/ui/theme-tokens.ts`);
      }
      declaration.cssProperties = tokenProperties.map((property) => ({ ...property }));
      declaration.members = declaration.members?.filter((member) => member.privacy !== 'private' && member.privacy !== 'protected');
    }
  }
  return manifest;
}

export async function buildManifest(root: string): Promise<Manifest> {
  const files = (await readdir(path.join(root, 'elements')))
    .filter((file) => /^landscape-[a-z0-9-]+\.ts$/.test(file))
    .sort();
  const definitions = new Map<string, R2wcDefinition>();
  const modules = await Promise.all(
    files.map(async (file) =>
      toAnalyzable(`elements/${file}`, await readFile(path.join(root, 'elements', file), 'utf8'), definitions),
    ),
  );
  return forPackage(create({ modules, plugins: [...litPlugin(), r2wcPlugin(definitions)] }) as Manifest);
}

export async function writeManifest(root: string): Promise<Manifest> {
  const manifest = await buildManifest(root);
  await writeFile(path.join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
