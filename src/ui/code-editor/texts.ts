import { registerTexts } from '../../state/texts.ts';

/**
 * UI texts of the code editor. SPEC.md gives none of these. `search` and `announce` are CodeMirror's
 * own phrases (its search panel, and what it says to screen readers), given to it as the editor is
 * created; `$` stands for a number.
 */
export const CODE_EDITOR_TEXTS = registerTexts('ui.codeEditor', {
  /** CodeField's help unless the screen gives its own: Tab indents inside the editor. */
  keyboardHelp: 'Tab indents. To leave the editor by keyboard, press Escape, then Tab.',
  loadFailed: 'The code editor could not be loaded: the code is shown as plain text, which you can still edit.',
  search: {
    find: 'Find',
    replace: 'Replace',
    next: 'Next',
    previous: 'Previous',
    all: 'All',
    matchCase: 'Match case',
    regexp: 'Regular expression',
    byWord: 'Whole words',
    replaceOne: 'Replace',
    replaceAll: 'Replace all',
    close: 'Close',
    goToLine: 'Go to line',
    go: 'Go',
  },
  announce: {
    currentMatch: 'current match',
    onLine: 'on line',
    replacedMatches: 'replaced $ matches',
    replacedMatchOnLine: 'replaced match on line $',
    selectionDeleted: 'Selection deleted',
    controlCharacter: 'Control character',
  },
} as const);

/** CodeMirror's phrases, keyed by its English texts, from the catalogue as it is now (new texts re-mount elements). */
export function codeMirrorPhrases(): Record<string, string> {
  const { search: S, announce: A } = CODE_EDITOR_TEXTS;
  return {
    Find: S.find,
    Replace: S.replace,
    next: S.next,
    previous: S.previous,
    all: S.all,
    'match case': S.matchCase,
    regexp: S.regexp,
    'by word': S.byWord,
    replace: S.replaceOne,
    'replace all': S.replaceAll,
    close: S.close,
    'Go to line': S.goToLine,
    go: S.go,
    'current match': A.currentMatch,
    'on line': A.onLine,
    'replaced $ matches': A.replacedMatches,
    'replaced match on line $': A.replacedMatchOnLine,
    'Selection deleted': A.selectionDeleted,
    'Control character': A.controlCharacter,
  };
}
