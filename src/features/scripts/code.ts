/**
 * A script's text as an editor shows it: the API keeps the interpreter apart from the body (§1.4:
 * `"#!" + interpreter + "\n" + code`). A redacted script has no code, and shows none.
 */
export function scriptText(script: { readonly interpreter?: string | null; readonly code?: string | null }): string {
  const code = script.code ?? '';
  const interpreter = script.interpreter?.trim() ?? '';
  if (interpreter === '') return code;
  // A body that already starts with its interpreter line is not given a second one.
  if (code.startsWith('#!')) return code;
  return `#!${interpreter}\n${code.replace(/^\n/, '')}`;
}

/** What a new script starts with (§1.8 DEFAULT_SCRIPT): in the form's value, not only on screen (§1.9.1). */
export const DEFAULT_SCRIPT = '#!/bin/bash\n';

/** Whether the text starts with an interpreter line (`#!` and a path), as the server requires. */
export function hasInterpreterLine(text: string): boolean {
  return /^#![ \t]*\S/.test(text);
}
