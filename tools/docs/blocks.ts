/** Pieces shared by the site's pages: the page shape, live examples, the tokens table. */
import { code, codeBlock, inline, table, text } from './html.ts';
import { lightAndDark, type CssPropertyEntry } from './manifest.ts';

export const DEMO_SIGN_IN = 'Sign in with admin@example.com and the password landscape-demo (the demo’s API simulator).';

export interface Page {
  /** File name in dist/docs/, also its address relative to the site. */
  readonly file: string;
  /** The h1, also the title. */
  readonly title: string;
  /** The h1 as HTML when it differs from the escaped title. */
  readonly heading?: string;
  /** Main content after the h1, HTML. */
  readonly body: string;
  /** Module scripts the page's live examples load. */
  readonly modules?: readonly string[];
  /** Classic scripts (the IIFE), deferred. */
  readonly scripts?: readonly string[];
}

export const elementFile = (tag: string): string => `${tag}.html`;

/** A live example: the markup shown as code, then the same markup rendered by the built elements. */
export function liveExample(id: string, markup: string, note: string): string {
  return `<div class="example">
<h3 id="${id}-code">Code</h3>
${codeBlock(markup)}
<section class="example-live" aria-labelledby="${id}-live">
<h3 id="${id}-live">Live</h3>
<p class="example-note">${text(note)} Live examples need JavaScript.</p>
<div class="example-stage">
${markup}
</div>
</section>
</div>`;
}

/** The tags a piece of markup uses, so the page loads their entries (and no others). */
export const tagsIn = (markup: string): string[] => [...new Set([...markup.matchAll(/<(landscape-[a-z-]+)/g)].map((match) => match[1] ?? ''))];

/** The CSS custom properties table (elements' pages and the theming guide). */
export function cssPropertiesTable(caption: string, properties: readonly CssPropertyEntry[]): string {
  return table(
    caption,
    [
      { header: 'Property', cell: (property) => code(property.name) },
      { header: 'Default', cell: (property) => code(lightAndDark(property.default).light) },
      { header: 'Dark theme', cell: (property) => (lightAndDark(property.default).dark ? code(lightAndDark(property.default).dark ?? '') : 'same') },
      { header: 'Description', cell: (property) => inline(property.description ?? '') },
    ],
    properties,
  );
}
