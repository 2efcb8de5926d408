/** HTML text helpers for the documentation site: every string from the manifest goes through `text()`. */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escaped for text and for quoted attribute values. */
export const text = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** Inline code, escaped. */
export const code = (value: string): string => `<code>${text(value)}</code>`;

/**
 * A manifest description as HTML: escaped, `code` spans kept, blank lines as paragraph breaks (JSDoc
 * wraps its lines; single line breaks are spaces).
 */
export function prose(value: string | undefined): string {
  if (!value) return '';
  return value
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${inline(paragraph.replace(/\s*\n\s*/g, ' '))}</p>`)
    .join('\n');
}

/** Escaped, with `code` spans as <code>. */
export function inline(value: string): string {
  return value
    .split(/(`[^`]+`)/)
    .map((part) => (part.length > 2 && part.startsWith('`') && part.endsWith('`') ? `<code>${text(part.slice(1, -1))}</code>` : text(part)))
    .join('');
}

/** A code block; `source` is escaped. With a label, a figure captioned by it (a file name, what it is). */
export function codeBlock(source: string, label?: string): string {
  const block = `<pre><code>${text(source.trim())}</code></pre>`;
  return label ? `<figure class="code"><figcaption>${text(label)}</figcaption>${block}</figure>` : block;
}

export interface Column<T> {
  readonly header: string;
  /** HTML of the cell (escape what it shows). */
  readonly cell: (row: T) => string;
}

/**
 * A table with a caption and column headers; the first column heads its row. It scrolls on its own
 * when too wide, in a focusable region (keyboard users can scroll it too).
 */
export function table<T>(caption: string, columns: readonly Column<T>[], rows: readonly T[]): string {
  const head = columns.map((column) => `<th scope="col">${text(column.header)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((column, index) => (index === 0 ? `<th scope="row">${column.cell(row)}</th>` : `<td>${column.cell(row)}</td>`)).join('')}</tr>`)
    .join('\n');
  return `<div class="table-scroll" role="region" aria-label="${text(caption)}" tabindex="0">
<table>
<caption>${text(caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</div>`;
}
