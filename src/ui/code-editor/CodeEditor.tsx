import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type Ref } from 'react';
import type { CodeMirrorEditor } from './codemirror.ts';
import * as styles from './CodeEditor.css.ts';
import { languageOf } from './language.ts';
import { codeMirrorPhrases, CODE_EDITOR_TEXTS as T } from './texts.ts';

/** The editor's code (codemirror.ts), a file of its own. */
import { loadingPreview } from './preview.ts';

export type CodeMirrorModule = typeof import('./codemirror.ts');

/** The accessible name: a text, or the id of the element that names the editor. */
export type CodeEditorName = { readonly label: string; readonly labelledBy?: never } | { readonly labelledBy: string; readonly label?: never };

export type CodeEditorProps = CodeEditorName & {
  readonly value: string;
  /** The text after each edit (with LF line ends, whatever the value had). */
  readonly onChange?: ((value: string) => void) | undefined;
  /** Shown, selectable, searchable and reached by Tab, but not editable. */
  readonly readOnly?: boolean | undefined;
  /** Ids of the elements describing the editor (help, error). */
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean | undefined;
  readonly required?: boolean | undefined;
  /** Focus left the editor (its search panel is part of it). */
  readonly onBlur?: ((event: { readonly relatedTarget: EventTarget | null }) => void) | undefined;
  /** Long lines wrap instead of scrolling sideways. */
  readonly wrap?: boolean | undefined;
  /** CSS sizes the editor keeps between; it scrolls inside. Default 12rem to 32rem. */
  readonly height?: { readonly min?: string | undefined; readonly max?: string | undefined } | undefined;
  /** The id of the element that holds focus. */
  readonly id?: string | undefined;
  /** That element (the editor's textbox, or the plain text area while it loads): `focus()` it. */
  readonly ref?: Ref<HTMLElement> | undefined;
};

const MIN_HEIGHT = '12rem';
const MAX_HEIGHT = '32rem';
/** Texts given to onChange that the value has not come back as yet (React renders a few behind at most). */
const PENDING_LIMIT = 16;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One download of the editor's code, shared by every editor; a failed one is tried again by the next editor that mounts. */
function moduleLoader(load: () => Promise<CodeMirrorModule>) {
  let loaded: CodeMirrorModule | undefined;
  let pending: Promise<CodeMirrorModule> | undefined;
  return {
    loaded: () => loaded,
    load(): Promise<CodeMirrorModule> {
      pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * A code editor over `load` (the editor's module). `CodeEditor` is the one screens use; tests build
 * others over a module that arrives late or never.
 */
export function createCodeEditor(load: () => Promise<CodeMirrorModule>) {
  const loader = moduleLoader(load);

  /**
   * A code editor (CodeMirror 6, loaded when the first editor renders): line numbers, syntax
   * highlighting chosen from the interpreter line (shell, Python, else plain), search (Ctrl/Cmd-F),
   * undo, Tab to indent; Escape then Tab leaves it by keyboard. Until its code is in, the text shows
   * read only in a plain text area of the same size; if the code cannot be loaded, that text area
   * edits the value, with a message saying so.
   */
  function CodeEditor(props: CodeEditorProps) {
    const { value, readOnly = false, describedBy, invalid = false, required = false, wrap = false, height, id } = props;
    const [module, setModule] = useState(loader.loaded);
    const [failed, setFailed] = useState(false);
    const messageId = useId();
    const host = useRef<HTMLDivElement>(null);
    const plain = useRef<HTMLTextAreaElement>(null);
    const editor = useRef<CodeMirrorEditor>(undefined);
    // Texts this editor reported that the value has not come back as yet: React may render a value
    // one or two edits behind the editor, which must not undo those edits.
    const reported = useRef<string[]>([]);
    const focusWhenReady = useRef(false);

    const attributes: Record<string, string> = {};
    const describedByAll = [describedBy, failed ? messageId : undefined].filter(Boolean).join(' ');
    if (id) attributes.id = id;
    if (props.label !== undefined) attributes['aria-label'] = props.label;
    if (props.labelledBy !== undefined) attributes['aria-labelledby'] = props.labelledBy;
    if (describedByAll) attributes['aria-describedby'] = describedByAll;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';

    const latest = useRef({ props, attributes });
    useLayoutEffect(() => {
      latest.current = { props, attributes };
    });

    useEffect(() => {
      if (module) return;
      let live = true;
      loader.load().then(
        (loaded) => {
          if (!live) return;
          // The plain text area goes: the editor takes its focus.
          focusWhenReady.current = plain.current?.matches(':focus') ?? false;
          setModule(loaded);
        },
        () => {
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [module]);

    // In a layout effect, so the ref below gets the editor's textbox in the same commit.
    useLayoutEffect(() => {
      const parent = host.current;
      if (!module || !parent) return;
      const { props: current, attributes: initial } = latest.current;
      const created = module.createEditor({
        parent,
        text: current.value,
        readOnly: current.readOnly ?? false,
        wrap: current.wrap ?? false,
        attributes: initial,
        phrases: codeMirrorPhrases(),
        languageOf,
        onChange: (text) => {
          reported.current.push(text);
          if (reported.current.length > PENDING_LIMIT) reported.current.shift();
          latest.current.props.onChange?.(text);
        },
      });
      editor.current = created;
      reported.current = [];
      if (focusWhenReady.current) created.focus();
      focusWhenReady.current = false;
      return () => {
        editor.current = undefined;
        created.destroy();
      };
    }, [module]);

    // The ref gets what holds focus: the editor's textbox, or the plain text area before (or instead of) it.
    const { ref } = props;
    useLayoutEffect(() => {
      assignRef(ref, editor.current?.content ?? plain.current);
      return () => assignRef(ref, null);
    }, [ref, module]);

    useEffect(() => {
      const current = editor.current;
      if (!current) return;
      const index = reported.current.indexOf(value);
      if (index >= 0) {
        reported.current.splice(0, index + 1);
        return;
      }
      reported.current = [];
      current.setText(value);
    }, [value]);

    // Compares with what the editor has: changes only what changed.
    useEffect(() => {
      editor.current?.configure({ readOnly, wrap, attributes: latest.current.attributes });
    });

    const leave = (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget;
      // Not when focus moves within (to the search panel), nor when the plain text area makes way for the editor.
      if ((next instanceof Node && event.currentTarget.contains(next)) || !event.currentTarget.isConnected || focusWhenReady.current) return;
      latest.current.props.onBlur?.({ relatedTarget: next });
    };

    return (
      <div onBlur={leave}>
        <div
          className={styles.frame}
          style={{ minHeight: height?.min ?? MIN_HEIGHT, maxHeight: height?.max ?? MAX_HEIGHT }}
          data-invalid={invalid || undefined}
        >
          {module ? (
            <div ref={host} className={styles.host} />
          ) : (
            <textarea
              {...attributes}
              ref={plain}
              className={styles.plain}
              // While the editor's code loads, its start only: a text area laying out a megabyte of
              // text was a long task of 300-400 ms before the editor replaced it.
              value={failed ? value : loadingPreview(value)}
              readOnly={readOnly || !failed}
              onChange={(event) => latest.current.props.onChange?.(event.target.value)}
              wrap={wrap ? 'soft' : 'off'}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
            />
          )}
        </div>
        {failed ? (
          <p id={messageId} className={styles.message}>
            {T.loadFailed}
          </p>
        ) : null}
      </div>
    );
  }
  /**
   * Starts loading the editor's code ahead of its first render (a details panel whose Code tab may
   * be opened next): its evaluation, a long task on a slow machine, then happens before the click.
   */
  return Object.assign(CodeEditor, { preload: () => void loader.load().catch(() => undefined) });
}

export const CodeEditor = createCodeEditor(() => import('./codemirror.ts'));
