/**
 * The code editor itself: CodeMirror 6 with what a script needs. Only ever imported dynamically
 * (CodeEditor.tsx), so CodeMirror is a file of its own that no page loads before an editor shows.
 *
 * CodeMirror mounts its own CSS (style-mod) as a constructable stylesheet adopted by the editor's
 * shadow root, beside the shared sheet: no `<style>` element, so it works under `style-src 'self'`.
 * Every colour is a theme variable, so light, dark and a forced theme apply without a new editor.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentUnit, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import { pythonLanguage } from '@codemirror/lang-python';
import { search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, type Extension, type Transaction } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  type Command,
} from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { vars } from '../theme.css.ts';
import * as styles from './codemirror.css.ts';
import type { CodeLanguage } from './language.ts';

/** What may change on a live editor. */
export interface EditorSettings {
  readonly readOnly: boolean;
  readonly wrap: boolean;
  /** Attributes of the content element, the textbox: `id`, `aria-label`, `aria-describedby`... */
  readonly attributes: Readonly<Record<string, string>>;
}

/**
 * What the editor shares with CodeEditor comes from it, not through imports: a module both import
 * would be code two lazy files share, which the build puts in the core every element loads.
 */
export interface EditorOptions extends EditorSettings {
  readonly parent: HTMLElement;
  readonly text: string;
  /** CodeMirror's phrases (its search panel, what it announces), by its English text. */
  readonly phrases: Readonly<Record<string, string>>;
  /** The language of a text, from its first line (language.ts). */
  readonly languageOf: (text: string) => CodeLanguage;
  /** The text after each change a person made (not after setText). */
  readonly onChange: (text: string) => void;
}

export interface CodeMirrorEditor {
  /** The element that holds focus (role textbox). */
  readonly content: HTMLElement;
  /** Replaces the text when it differs; only the part that changed, so the cursor stays where it can. */
  setText(text: string): void;
  configure(settings: EditorSettings): void;
  focus(): void;
  destroy(): void;
}

/** How long after Escape a Tab leaves the editor (CodeMirror's tab-focus mode). */
const TAB_FOCUS_MS = 2000;

const shellLanguage = StreamLanguage.define(shell);

function languageSupport(language: CodeLanguage): Extension {
  if (language === 'python') return [pythonLanguage, indentUnit.of('    ')];
  if (language === 'shell') return shellLanguage;
  return [];
}

function readOnlyMode(readOnly: boolean): Extension {
  if (!readOnly) return [];
  // Not editable (no caret, no input), yet reached by Tab: the text can be scrolled, selected, searched.
  return [EditorState.readOnly.of(true), EditorView.editable.of(false), EditorView.contentAttributes.of({ tabindex: '0' })];
}

const tint = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

/** CodeMirror's chrome in the theme's colours (its base theme's are fixed light or dark ones). */
const theme = EditorView.theme({
  '&': {
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: 0,
    color: vars.color.text,
    backgroundColor: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
  '&.cm-focused': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '.cm-scroller': { flex: '1 1 auto', minHeight: 0, overflow: 'auto', fontFamily: vars.font.mono, lineHeight: vars.font.lineHeight },
  '.cm-content': { caretColor: vars.color.text },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: vars.color.text },
  '.cm-gutters': { backgroundColor: vars.color.surface, color: vars.color.textMuted, borderRight: `1px solid ${vars.color.border}` },
  '.cm-activeLine': { backgroundColor: tint(vars.color.focus, 8) },
  '.cm-activeLineGutter': { backgroundColor: tint(vars.color.focus, 12), color: vars.color.text },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: tint(vars.color.focus, 28),
  },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': { backgroundColor: tint(vars.color.positive, 20), outline: `1px solid ${vars.color.positive}` },
  '.cm-nonmatchingBracket, &.cm-focused .cm-nonmatchingBracket': { backgroundColor: tint(vars.color.negative, 20), outline: `1px solid ${vars.color.negative}` },
  '.cm-searchMatch': { backgroundColor: tint(vars.color.caution, 20), outline: `1px solid ${vars.color.caution}` },
  '.cm-searchMatch.cm-searchMatch-selected': { backgroundColor: tint(vars.color.caution, 30), outline: `2px solid ${vars.color.caution}` },
  '.cm-specialChar': { color: vars.color.negative },
  '.cm-panels': { backgroundColor: vars.color.surface, color: vars.color.text },
  '.cm-panels.cm-panels-top': { borderBottom: `1px solid ${vars.color.border}` },
  '.cm-panels.cm-panels-bottom': { borderTop: `1px solid ${vars.color.border}` },
  '.cm-panel.cm-search': { padding: `${vars.space.xs} ${vars.space.sm}`, fontFamily: vars.font.family, fontSize: vars.font.sizeSmall },
  '.cm-panel.cm-search label': { fontSize: 'inherit' },
  '.cm-panel.cm-search [name=close]': { color: vars.color.textMuted, fontSize: vars.font.size },
  '.cm-textfield, .cm-button': {
    font: 'inherit',
    color: vars.color.text,
    backgroundColor: vars.color.background,
    backgroundImage: 'none',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
  '.cm-button:active': { backgroundImage: 'none', backgroundColor: vars.color.surface },
  '.cm-panel input[type=checkbox]': { accentColor: vars.color.primary },
});

/**
 * Escape turns on CodeMirror's tab-focus mode for two seconds, so the next Tab (or Shift-Tab) leaves
 * the editor instead of indenting. That Escape is the editor's: it does not also close a side panel
 * or dialog around it. A second Escape in a row is not, and goes on to them.
 */
function escapeToLeave(): { readonly command: Command; readonly reset: () => void } {
  let armedAt = 0;
  return {
    command: (view) => {
      const now = Date.now();
      if (now - armedAt < TAB_FOCUS_MS) {
        armedAt = 0;
        return false;
      }
      armedAt = now;
      view.setTabFocusMode(TAB_FOCUS_MS);
      return true;
    },
    reset: () => {
      armedAt = 0;
    },
  };
}

export function createEditor(options: EditorOptions): CodeMirrorEditor {
  const language = new Compartment();
  const readOnly = new Compartment();
  const wrap = new Compartment();
  const attributes = new Compartment();
  let settings: EditorSettings = options;
  let text = lineFeeds(options.text);
  let settingText = false;
  const escape = escapeToLeave();
  const { languageOf } = options;

  // The highlighting follows the interpreter line as it is typed or replaced.
  const followLanguage = EditorState.transactionExtender.of((tr: Transaction) => {
    if (!tr.docChanged) return null;
    const before = languageOf(tr.startState.doc.line(1).text);
    const after = languageOf(tr.newDoc.line(1).text);
    return before === after ? null : { effects: language.reconfigure(languageSupport(after)) };
  });

  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLine(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        drawSelection(),
        bracketMatching(),
        history(),
        search({ top: true }),
        // Escape closes the search panel, then makes one selection of several, and only then is ours.
        keymap.of([...searchKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab, { key: 'Escape', run: escape.command }]),
        EditorView.domEventHandlers({
          keydown: (event) => {
            if (event.key !== 'Escape') escape.reset();
            return false;
          },
        }),
        syntaxHighlighting(classHighlighter),
        EditorState.phrases.of(options.phrases),
        EditorView.editorAttributes.of({ class: styles.editor }),
        theme,
        language.of(languageSupport(languageOf(options.text))),
        followLanguage,
        readOnly.of(readOnlyMode(options.readOnly)),
        wrap.of(options.wrap ? EditorView.lineWrapping : []),
        attributes.of(EditorView.contentAttributes.of(options.attributes)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          text = update.state.doc.toString();
          if (!settingText) options.onChange(text);
        }),
      ],
    }),
  });

  return {
    content: view.contentDOM,
    setText(given) {
      const next = lineFeeds(given);
      if (next === text) return;
      let start = 0;
      const shortest = Math.min(next.length, text.length);
      while (start < shortest && next.charCodeAt(start) === text.charCodeAt(start)) start += 1;
      let end = 0;
      while (end < shortest - start && next.charCodeAt(next.length - 1 - end) === text.charCodeAt(text.length - 1 - end)) end += 1;
      settingText = true;
      try {
        view.dispatch({ changes: { from: start, to: text.length - end, insert: next.slice(start, next.length - end) } });
      } finally {
        settingText = false;
      }
    },
    configure(next) {
      const effects = [];
      if (next.readOnly !== settings.readOnly) effects.push(readOnly.reconfigure(readOnlyMode(next.readOnly)));
      if (next.wrap !== settings.wrap) effects.push(wrap.reconfigure(next.wrap ? EditorView.lineWrapping : []));
      if (!sameAttributes(next.attributes, settings.attributes)) effects.push(attributes.reconfigure(EditorView.contentAttributes.of(next.attributes)));
      settings = next;
      if (effects.length > 0) view.dispatch({ effects });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

/** The text with LF line ends, as CodeMirror's document holds it (and gives it back after an edit). */
const lineFeeds = (text: string): string => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
