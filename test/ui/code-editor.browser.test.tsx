/**
 * The code editor (src/ui/code-editor): CodeMirror in a shadow root as every element renders, under a
 * `style-src 'self'` policy for the whole file (no inline `<style>`: its sheets are adopted), typing,
 * a value replaced from outside, read only, highlighting by interpreter line, search, the keyboard
 * (Tab indents, Escape then Tab leaves), names and descriptions, axe, light and dark, a 1 MB text,
 * the plain text area while the code loads and instead of it when it cannot, and CodeField in a form.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { string, object } from 'yup';
import * as codemirror from '../../src/ui/code-editor/codemirror.ts';
import { CodeEditor, CodeField, CODE_EDITOR_TEXTS } from '../../src/ui/code-editor/index.ts';
import { createCodeEditor, type CodeEditorProps, type CodeMirrorModule } from '../../src/ui/code-editor/CodeEditor.tsx';
import { setTexts } from '../../src/state/texts.ts';
import { Form, SubmitButton, useForm } from '../../src/ui/form/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { deepActiveElement, expectFocusOn } from './harness.tsx';
import { announced, clickOn } from './form/helpers.ts';
import { renderList } from './list/helpers.ts';

// The demo's policy for styles, from here on for every test of the file.
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} (${event.sourceFile}:${event.lineNumber})`));
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "style-src 'self'";
document.head.append(policy);

const PYTHON = '#!/usr/bin/python3\nimport os\n\ndef main():\n    print("hello")\n';
const SHELL = '#!/bin/sh\nimport os\nif true; then echo "hello"; fi\n';

const VALUE_LABEL = 'Value';

/** An editor whose value lives in the view's state, shown in an output, with buttons around it. */
function editorView(initial: string, props: Partial<CodeEditorProps> = {}, Editor = CodeEditor) {
  const blurs: (EventTarget | null)[] = [];
  function View() {
    const [value, setValue] = useState(initial);
    const [wrap, setWrap] = useState(false);
    const [shown, setShown] = useState(true);
    return (
      <div>
        <button type="button">Before</button>
        {shown ? (
          <Editor
            label="Script"
            value={value}
            onChange={setValue}
            onBlur={(event) => blurs.push(event.relatedTarget)}
            wrap={wrap}
            {...(props as object)}
          />
        ) : null}
        <button type="button" onClick={() => setValue(PYTHON)}>
          Populate from file
        </button>
        <button type="button" onClick={() => setWrap(!wrap)}>
          Wrap
        </button>
        <button type="button" onClick={() => setShown(false)}>
          Remove
        </button>
        <output aria-label={VALUE_LABEL}>{value}</output>
      </div>
    );
  }
  return { View, blurs };
}

async function render(initial: string, props: Partial<CodeEditorProps> = {}) {
  const { View, blurs } = editorView(initial, props);
  const rendered = await renderList(View);
  const content = await editorContent(rendered.element);
  return { ...rendered, blurs, content, root: rendered.element.shadowRoot!, value: () => rendered.screen.getByRole('status', { name: VALUE_LABEL }).textContent };
}

/** The editor's textbox, once CodeMirror is in. */
async function editorContent(element: Element): Promise<HTMLElement> {
  return waitFor(() => {
    const content = element.shadowRoot?.querySelector<HTMLElement>('.cm-content');
    if (!content) throw new Error('no editor yet');
    return content;
  });
}

/** The text the editor shows, line by line (only the lines it renders). */
const shownText = (content: HTMLElement) => [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');

/** The highlighting classes of the token showing `text`. */
function tokenClasses(content: HTMLElement, text: string): string {
  const token = [...content.querySelectorAll('.cm-line span')].find((span) => span.textContent === text);
  return token?.className ?? '';
}

async function press(key: string, modifier?: 'Control' | 'Shift') {
  if (modifier) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  if (modifier) await sendKeys({ up: modifier });
}

describe('the code editor', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  it('renders in the shadow root with its sheets adopted, no <style> element, and nothing refused by the style policy', async () => {
    const { root, content } = await render(SHELL);
    expect(root.querySelectorAll('style').length).to.equal(0);
    expect(document.querySelectorAll('style').length).to.equal(0);
    // The shared sheet and CodeMirror's own.
    expect(root.adoptedStyleSheets.length).to.equal(2);
    expect(getComputedStyle(root.querySelector('.cm-editor')!).display).to.equal('flex');
    expect(getComputedStyle(root.querySelector('.cm-gutters')!).borderRightStyle).to.equal('solid');
    expect(shownText(content)).to.equal(SHELL);
    expect(violations).to.deep.equal([]);
  });

  it('gives the textbox its name, description, invalid and required state, and passes axe', async () => {
    const { element, content } = await render(SHELL, { describedBy: 'script-help', invalid: true, required: true });
    expect(content.getAttribute('role')).to.equal('textbox');
    expect(announced(content).name).to.equal('Script');
    expect(content.getAttribute('aria-describedby')).to.equal('script-help');
    expect(content.getAttribute('aria-invalid')).to.equal('true');
    expect(content.getAttribute('aria-required')).to.equal('true');
    expect(content.hasAttribute('aria-readonly')).to.equal(false);
    await expect(element).to.be.accessible();
  });

  it('reports what is typed, and keeps the same editor while it is', async () => {
    const { content, value } = await render(SHELL);
    content.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' # quick typing' });
    await waitFor(() => expect(value()).to.equal(SHELL.replace('#!/bin/sh', '#!/bin/sh # quick typing')));
    expect(content.isConnected).to.equal(true);
    expectFocusOn(content);
  });

  it('keeps what was typed when the value comes back some edits late', async () => {
    // A screen whose state lags behind the editor (React renders a value after more keys came in).
    function Lagging() {
      const [value, setValue] = useState('echo ');
      return (
        <div>
          <CodeEditor label="Script" value={value} onChange={(text) => setTimeout(() => setValue(text), 30)} />
          <output aria-label={VALUE_LABEL}>{value}</output>
        </div>
      );
    }
    const { element, screen } = await renderList(Lagging);
    const content = await editorContent(element);
    content.focus();
    await sendKeys({ press: 'End' });
    // Keys keep coming while the late values arrive.
    for (const key of 'one two three four') {
      await sendKeys({ type: key });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await waitFor(() => expect(screen.getByRole('status', { name: VALUE_LABEL }).textContent).to.equal('echo one two three four'));
    expect(shownText(content)).to.equal('echo one two three four');
  });

  it('takes a value replaced from outside, which the highlighting follows, and undo brings the old text back', async () => {
    const { screen, content, value } = await render(SHELL);
    expect(content.dataset.language).to.equal('shell');
    expect(tokenClasses(content, 'import')).to.equal('');
    await clickOn(screen.getByRole('button', { name: 'Populate from file' }));
    await waitFor(() => expect(shownText(content)).to.equal(PYTHON));
    expect(content.dataset.language).to.equal('python');
    expect(tokenClasses(content, 'import')).to.equal('tok-keyword');
    expect(value()).to.equal(PYTHON);
    // Typing after it: the editor goes on from where its cursor is, and the value follows.
    content.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' -u' });
    await waitFor(() => expect(value()).to.equal(PYTHON.replace('python3', 'python3 -u')));
  });

  it('highlights a Python keyword as one where shell has none, and a shell keyword as one', async () => {
    const python = await render(PYTHON);
    expect(python.content.dataset.language).to.equal('python');
    expect(tokenClasses(python.content, 'import')).to.equal('tok-keyword');
    expect(tokenClasses(python.content, 'def')).to.equal('tok-keyword');
    expect(tokenClasses(python.content, 'main')).to.contain('tok-definition');
    expect(tokenClasses(python.content, '"hello"')).to.equal('tok-string');
    const shell = await render(SHELL);
    expect(shell.content.dataset.language).to.equal('shell');
    expect(tokenClasses(shell.content, 'import')).to.equal('');
    expect(tokenClasses(shell.content, 'if')).to.equal('tok-keyword');
    expect(tokenClasses(shell.content, '"hello"')).to.equal('tok-string');
    // A keyword has a colour of its own, not the text's.
    const keyword = [...shell.content.querySelectorAll('.tok-keyword')][0]!;
    expect(getComputedStyle(keyword).color).to.not.equal(getComputedStyle(shell.content).color);
    const perl = await render('#!/usr/bin/perl\nprint "hello";\n');
    expect(perl.content.dataset.language).to.equal(undefined);
    expect(perl.content.querySelectorAll('.cm-line span[class^="tok-"]').length).to.equal(0);
  });

  it('changes language as the interpreter line is typed', async () => {
    const { content, value } = await render('#!/usr/bin/python\nimport os\n');
    expect(tokenClasses(content, 'import')).to.equal('tok-keyword');
    content.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'ista' });
    await waitFor(() => expect(value()).to.equal('#!/usr/bin/pythonista\nimport os\n'));
    await waitFor(() => expect(tokenClasses(content, 'import')).to.equal(''));
    expect(content.dataset.language).to.equal(undefined);
  });

  it('searches with Ctrl-F in its own panel (axe passes), finds the text, and Escape closes the panel', async () => {
    const { element, root, content, blurs } = await render(`${SHELL}echo needle\n`);
    content.focus();
    await press('f', 'Control');
    const find = await waitFor(() => {
      const field = root.querySelector<HTMLInputElement>('.cm-search input[name="search"]');
      if (!field) throw new Error('no search panel');
      return field;
    });
    expectFocusOn(find);
    expect(announced(find).name).to.equal(CODE_EDITOR_TEXTS.search.find);
    await sendKeys({ type: 'needle' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(root.querySelector('.cm-searchMatch-selected')?.textContent).to.equal('needle'));
    await expect(element).to.be.accessible();
    find.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(root.querySelector('.cm-search')).to.equal(null));
    expectFocusOn(content);
    // Moving into its search panel and back is not leaving the editor.
    expect(blurs).to.deep.equal([]);
  });

  it('names its search panel from the ui.codeEditor texts', async () => {
    setTexts({ ui: { codeEditor: { search: { find: 'Suchen', next: 'Weiter' } } } });
    try {
      const { root, content } = await render(SHELL);
      content.focus();
      await press('f', 'Control');
      const find = await waitFor(() => root.querySelector<HTMLInputElement>('.cm-search input[name="search"]')!);
      expect(announced(find).name).to.equal('Suchen');
      expect(root.querySelector('.cm-search button[name="next"]')?.textContent).to.equal('Weiter');
    } finally {
      setTexts(undefined);
    }
  });

  it('indents with Tab; Escape then Tab moves on to what follows, Escape then Shift-Tab to what precedes', async () => {
    const { screen, content, value, blurs } = await render('echo hi\n');
    content.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(value()).to.equal('  echo hi\n'));
    expectFocusOn(content);

    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Tab' });
    const after = screen.getByRole('button', { name: 'Populate from file' });
    expectFocusOn(after);
    expect(blurs).to.deep.equal([after]);
    expect(value()).to.equal('  echo hi\n');

    content.focus();
    await sendKeys({ press: 'Escape' });
    await press('Tab', 'Shift');
    expectFocusOn(screen.getByRole('button', { name: 'Before' }));

    // Another key between them: Tab indents again.
    content.focus();
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Tab' });
    expectFocusOn(content);
    await waitFor(() => expect(value()).to.equal('    echo hi\n'));
  });

  it('keeps its first Escape (a side panel around stays open) and lets a second one through', async () => {
    const { content } = await render('echo hi\n');
    const seen: boolean[] = [];
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') seen.push(event.defaultPrevented);
    };
    document.addEventListener('keydown', listener);
    try {
      content.focus();
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
    } finally {
      document.removeEventListener('keydown', listener);
    }
    expect(seen).to.deep.equal([true, false]);
  });

  it('lets Tab move focus for good after Ctrl-M (CodeMirror\'s tab-focus mode)', async () => {
    const { screen, content, value } = await render('echo hi\n');
    content.focus();
    await press('m', 'Control');
    await sendKeys({ press: 'Tab' });
    expectFocusOn(screen.getByRole('button', { name: 'Populate from file' }));
    expect(value()).to.equal('echo hi\n');
  });

  it('read only: reached by Tab, refuses edits, lets Tab through, and still searches', async () => {
    const { screen, root, content, value } = await render(`${SHELL}echo needle\n`, { readOnly: true });
    expect(content.getAttribute('aria-readonly')).to.equal('true');
    expect(content.getAttribute('contenteditable')).to.equal('false');
    screen.getByRole('button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expectFocusOn(content);
    await sendKeys({ type: 'xyz' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    expect(value()).to.equal(`${SHELL}echo needle\n`);
    expect(shownText(content)).to.equal(`${SHELL}echo needle\n`);

    await press('f', 'Control');
    const find = await waitFor(() => root.querySelector<HTMLInputElement>('.cm-search input[name="search"]')!);
    expect(root.querySelector('.cm-search input[name="replace"]')).to.equal(null);
    await sendKeys({ type: 'needle' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(root.querySelector('.cm-searchMatch-selected')?.textContent).to.equal('needle'));
    expectFocusOn(find);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expectFocusOn(content));
    await sendKeys({ press: 'Tab' });
    expectFocusOn(screen.getByRole('button', { name: 'Populate from file' }));
  });

  it('wraps long lines when asked, without a new editor', async () => {
    const { screen, content } = await render(`echo ${'word '.repeat(200)}\n`);
    expect(content.classList.contains('cm-lineWrapping')).to.equal(false);
    const scroller = content.closest<HTMLElement>('.cm-scroller')!;
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    await clickOn(screen.getByRole('button', { name: 'Wrap' }));
    await waitFor(() => expect(content.classList.contains('cm-lineWrapping')).to.equal(true));
    await waitFor(() => expect(scroller.scrollWidth).to.equal(scroller.clientWidth));
    expect(content.isConnected).to.equal(true);
  });

  it('follows light and dark, and a forced theme, without a new editor', async () => {
    const { element, root, content } = await render(SHELL);
    const editor = root.querySelector('.cm-editor')!;
    const keyword = content.querySelector('.tok-keyword')!;
    const colours = () => ({ background: getComputedStyle(editor).backgroundColor, text: getComputedStyle(editor).color, keyword: getComputedStyle(keyword).color });
    const light = colours();
    expect(light.background).to.equal('rgb(255, 255, 255)');
    expect(light.text).to.equal('rgb(17, 17, 17)');

    await emulateMedia({ colorScheme: 'dark' });
    await waitFor(() => expect(colours().background).to.equal('rgb(31, 31, 31)'));
    const dark = colours();
    expect(dark.text).to.equal('rgb(242, 242, 242)');
    expect(dark.keyword).to.not.equal(light.keyword);
    await expect(element).to.be.accessible();

    await emulateMedia({ colorScheme: 'light' });
    await waitFor(() => expect(colours()).to.deep.equal(light));
    element.setAttribute('theme', 'dark');
    await waitFor(() => expect(colours()).to.deep.equal(dark));
    expect(content.isConnected).to.equal(true);
    expect(root.querySelector('.cm-content')).to.equal(content);
  });

  it('loads a 1 MB text of 21,000 lines, renders only the lines in view, and scrolls to the end', async () => {
    const lines = Array.from({ length: 21_000 }, (_, index) => `echo "line ${index + 1}: ${'x'.repeat(34)}"`);
    const text = `${lines.join('\n')}\n`;
    expect(text.length).to.be.greaterThan(1_000_000);
    const { content, value } = await render(text);
    expect(content.querySelectorAll('.cm-line').length).to.be.lessThan(500);
    const scroller = content.closest<HTMLElement>('.cm-scroller')!;
    // It scrolls inside its maximum height, not the page.
    expect(scroller.clientHeight).to.be.lessThan(600);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(shownText(content)).to.contain('line 21000:'));
    expect(content.querySelectorAll('.cm-line').length).to.be.lessThan(500);
    // And by keyboard: Ctrl-Home, then Ctrl-End.
    content.focus();
    await press('Home', 'Control');
    await waitFor(() => expect(shownText(content)).to.contain('line 1:'));
    await press('End', 'Control');
    await waitFor(() => expect(shownText(content)).to.contain('line 21000:'));
    expect(value()?.length).to.equal(text.length);
  });

  it('is gone once unmounted', async () => {
    const { screen, root } = await render(SHELL);
    await clickOn(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(root.querySelector('.cm-editor')).to.equal(null));
  });
});

describe('the code editor before and without its code', () => {
  it('shows the text read only in a text area of the same size, named as the editor, which hands focus over', async () => {
    let arrive: (() => void) | undefined;
    const Late = createCodeEditor(() => new Promise<CodeMirrorModule>((resolve) => (arrive = () => resolve(codemirror))));
    const { View, blurs } = editorView(SHELL, {}, Late);
    const { element, screen } = await renderList(View);
    const plain = (await screen.findByRole('textbox', { name: 'Script' })) as HTMLTextAreaElement;
    expect(plain.localName).to.equal('textarea');
    expect(plain.readOnly).to.equal(true);
    expect(plain.value).to.equal(SHELL);
    const frame = plain.parentElement!;
    const height = frame.getBoundingClientRect().height;
    plain.focus();
    // The download starts as the editor mounts; the code arrives now.
    await waitFor(() => expect(arrive).to.be.a('function'));
    arrive?.();
    const content = await editorContent(element);
    expect(frame.getBoundingClientRect().height).to.equal(height);
    await waitFor(() => expectFocusOn(content));
    expect(blurs).to.deep.equal([]);
  });

  it('edits the value in a plain text area when the code cannot be loaded, and says so; the next editor tries again', async () => {
    let attempts = 0;
    const Offline = createCodeEditor(() => {
      attempts += 1;
      return Promise.reject(new Error('offline'));
    });
    const { View } = editorView('echo hi\n', {}, Offline);
    const { element, screen } = await renderList(View);
    const message = await screen.findByText(CODE_EDITOR_TEXTS.loadFailed);
    const plain = screen.getByRole('textbox', { name: 'Script' }) as HTMLTextAreaElement;
    expect(plain.readOnly).to.equal(false);
    expect(announced(plain).description).to.equal(message.textContent);
    plain.focus();
    plain.setSelectionRange(plain.value.length, plain.value.length);
    await sendKeys({ type: 'echo bye' });
    await waitFor(() => expect(screen.getByRole('status', { name: VALUE_LABEL }).textContent).to.equal('echo hi\necho bye'));
    await expect(element).to.be.accessible();
    expect(attempts).to.equal(1);
    await renderList(View);
    await waitFor(() => expect(attempts).to.equal(2));
  });
});

describe('CodeField', () => {
  const schema = object({ code: string().label('Code').required() });

  function ScriptForm({ readOnly = false }: { readonly readOnly?: boolean }) {
    const form = useForm({ schema, initialValues: { code: '' }, onSubmit: async () => undefined });
    return (
      <Form form={form} aria-label="Script">
        <CodeField {...form.field('code')} label="Code" required readOnly={readOnly} />
        <SubmitButton progressLabel="Saving...">Save</SubmitButton>
      </Form>
    );
  }

  it('is named by its label, described by the keyboard help, focused with its error on submit, and passes axe', async () => {
    const { element, screen } = await renderList(ScriptForm);
    const content = await editorContent(element);
    expect(announced(content)).to.deep.equal({ name: 'Code', description: CODE_EDITOR_TEXTS.keyboardHelp });
    expect(content.getAttribute('aria-required')).to.equal('true');
    await clickOn(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expectFocusOn(content));
    expect(content.getAttribute('aria-invalid')).to.equal('true');
    expect(announced(content).description).to.equal(`Code is a required field ${CODE_EDITOR_TEXTS.keyboardHelp}`);
    await expect(element).to.be.accessible();
    await sendKeys({ type: 'echo hi' });
    await waitFor(() => expect(content.hasAttribute('aria-invalid')).to.equal(false));
  });

  it('shows its error once left, and a click on its label focuses the editor', async () => {
    const { element, screen } = await renderList(ScriptForm);
    const content = await editorContent(element);
    await clickOn(screen.getByText('Code'));
    expectFocusOn(content);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Tab' });
    expectFocusOn(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Code is a required field');
  });

  it('read only has no keyboard help: Tab goes through it', async () => {
    const { element } = await renderList(() => <ScriptForm readOnly />);
    const content = await editorContent(element);
    expect(announced(content).description).to.equal('');
    expect(deepActiveElement()).to.not.equal(content);
  });
});

describe('the style policy of this file', () => {
  it('refused nothing the editors did, and does refuse an inline <style>', async () => {
    expect(violations).to.deep.equal([]);
    const probe = document.createElement('style');
    probe.textContent = '.probe { color: red }';
    document.head.append(probe);
    await waitFor(() => expect(violations.length).to.equal(1));
    probe.remove();
    expect(violations[0]).to.match(/^style-src/);
  });
});
