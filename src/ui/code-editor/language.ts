/** The syntax a script is highlighted as. */
export type CodeLanguage = 'shell' | 'python' | 'plain';

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh']);
/** `python`, `python3`, `python3.12`. */
const PYTHON = /^python(?:\d+(?:\.\d+)*)?$/;

/**
 * The language of a script, from its interpreter line: `#!/bin/bash`, `#!/usr/bin/env python3`
 * (env's options and `NAME=value` settings skipped). Without one the text is taken as shell (what
 * Landscape's scripts mostly are); any other interpreter (perl, ruby...) as plain text. Only the first
 * line is read, so a megabyte of text costs nothing more.
 */
export function languageOf(text: string): CodeLanguage {
  const end = text.indexOf('\n');
  const first = (end < 0 ? text : text.slice(0, end)).replace(/^\uFEFF/, '').replace(/\r$/, '');
  if (!first.startsWith('#!')) return 'shell';
  const words = first.slice(2).trim().split(/\s+/);
  let interpreter = basename(words[0] ?? '');
  if (interpreter === 'env') {
    interpreter = basename(words.slice(1).find((word) => !word.startsWith('-') && !word.includes('=')) ?? '');
  }
  if (SHELLS.has(interpreter)) return 'shell';
  if (PYTHON.test(interpreter)) return 'python';
  return 'plain';
}

const basename = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
