/** The parts of custom-elements.json the documentation site reads. */

export interface TypeText {
  readonly text: string;
}

export interface Named {
  readonly name: string;
  readonly description?: string;
  readonly summary?: string;
}

export interface AttributeEntry extends Named {
  readonly type?: TypeText;
  readonly fieldName?: string;
}

export interface MemberEntry extends Named {
  readonly kind: string;
  readonly type?: TypeText;
  readonly attribute?: string;
  readonly readonly?: boolean;
  readonly static?: boolean;
  readonly privacy?: string;
}

export interface EventEntry extends Named {
  readonly type?: TypeText;
}

export interface CssPropertyEntry extends Named {
  readonly default?: string;
  readonly syntax?: string;
}

export interface ElementEntry extends Named {
  readonly kind: string;
  readonly tagName?: string;
  readonly customElement?: boolean;
  readonly attributes?: readonly AttributeEntry[];
  readonly members?: readonly MemberEntry[];
  readonly events?: readonly EventEntry[];
  readonly slots?: readonly Named[];
  readonly cssParts?: readonly Named[];
  readonly cssProperties?: readonly CssPropertyEntry[];
}

export interface ModuleEntry {
  readonly path: string;
  readonly declarations?: readonly ElementEntry[];
}

export interface ManifestDoc {
  readonly modules: readonly ModuleEntry[];
}

export interface DocumentedElement extends ElementEntry {
  readonly tagName: string;
  /** The module that defines it, e.g. `dist/esm/landscape-activities.js`. */
  readonly module: string;
}

/** The custom elements of the manifest, `landscape-root` first, then by tag. */
export function elementsOf(manifest: ManifestDoc): DocumentedElement[] {
  const elements = manifest.modules.flatMap((moduleDoc) =>
    (moduleDoc.declarations ?? [])
      .filter((declaration): declaration is ElementEntry & { tagName: string } => typeof declaration.tagName === 'string')
      .map((declaration) => ({ ...declaration, module: moduleDoc.path })),
  );
  const rank = (tag: string) => (tag === 'landscape-root' ? 0 : 1);
  return elements.sort((a, b) => rank(a.tagName) - rank(b.tagName) || a.tagName.localeCompare(b.tagName));
}

/** Public fields: what a host may read or set. */
export const propertiesOf = (element: ElementEntry): MemberEntry[] =>
  (element.members ?? []).filter((member) => member.kind === 'field' && !member.static && (member.privacy ?? 'public') === 'public');

/** A CSS default split into its light and dark values (`light-dark(a, b)`); the same for both otherwise. */
export function lightAndDark(value: string | undefined): { light: string; dark?: string } {
  const match = value ? /^light-dark\((.+), ([^,()]+)\)$/.exec(value) : null;
  return match?.[1] && match[2] ? { light: match[1], dark: match[2] } : { light: value ?? '' };
}
