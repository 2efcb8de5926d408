/**
 * Add script (screens §1.5): the code editor starts with `#!/bin/bash` in the form's value; what the
 * form refuses before sending anything (no title, no interpreter line, attachments over 1 MB or with
 * one name twice); a create as ONE `CreateScript` POST with the code base64-encoded in its form body,
 * then one `CreateScriptAttachment` per file, the notice and the new row; a title the server refuses
 * (the title of an active script) with everything typed kept; a double press; Populate from file;
 * and the editor left by keyboard (Escape, then Tab).
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { findNotification, queryAllNotifications, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import {
  bytesOfBase64,
  chooseFiles,
  editorIn,
  editorText,
  fileOf,
  findPanel,
  formBody,
  fromBase64,
  legacyCalls,
  openScripts,
  SCRIPT_SHOWCASE,
  serverScript,
  serverScripts,
  slotInput,
  type Screen,
} from './helpers.ts';

const REQUIRED = 'This field is required';
const INTERPRETER = 'The code must start with an interpreter line, like #!/bin/bash.';

/** The Add script panel's form, once its editor is in. */
async function openAdd(screen: Screen) {
  within(screen.getByRole('toolbar', { name: 'Scripts actions' })).getByRole('button', { name: 'Add script' }).click();
  const panel = await findPanel(screen, 'Add script');
  const form = await within(panel).findByRole('form', { name: 'Add script' });
  const editor = await editorIn(form);
  const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
  return { panel, form, editor, title, submit: () => within(form).getByRole('button', { name: 'Create script' }).click() };
}

async function press(key: string, modifier?: 'Control' | 'Shift') {
  if (modifier) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  if (modifier) await sendKeys({ up: modifier });
}

/** Replaces the editor's whole text by typing. */
async function retypeCode(editor: HTMLElement, text: string) {
  editor.focus();
  await press('a', 'Control');
  await sendKeys({ type: text });
}

/** The field's error message: what describes it, its `aria-invalid`. */
function errorOf(field: HTMLElement): string {
  const root = field.getRootNode() as ShadowRoot;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

/** The create calls the server got. */
const creates = (ns: SimNamespace) => legacyCalls(ns, 'CreateScript');

describe('Add script', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('starts with #!/bin/bash in the editor and global as the access group; an empty title is refused and nothing sent', async () => {
    const { screen } = await openScripts(ns);
    const { form, editor, title, submit } = await openAdd(screen);
    expect(editorText(editor)).to.equal('#!/bin/bash\n');
    expect(editor.querySelector('.cm-line')!.textContent).to.equal('#!/bin/bash');
    expect(editor.getAttribute('contenteditable')).to.equal('true');
    expect(within(form).getByRole('textbox', { name: 'Code' })).to.equal(editor);
    const group = within(form).getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement;
    expect(group.value).to.equal('global');
    expect(within(form).getByRole('group', { name: 'List of attachments' }).textContent).to.contain(
      'Attachments that will be sent along with the script. You can attach up to 5 files, for a maximum of 1.00MB. Filenames must be unique.',
    );
    expect(['first attachment', 'second attachment', 'third attachment', 'fourth attachment', 'fifth attachment'].map((label) => slotInput(form, label).type)).to.deep.equal(
      Array(5).fill('file'),
    );
    await clearRequests(ns);
    submit();
    await waitFor(() => expect(errorOf(title)).to.equal(REQUIRED));
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    expect(deepActiveElement()).to.equal(title);
    expect(await requests(ns)).to.deep.equal([]);
  });

  it('passes axe with the form open', async () => {
    const { portal, screen } = await openScripts(ns);
    await openAdd(screen);
    await expect(portal).to.be.accessible();
  });

  it('refuses code without an interpreter line, saying so; nothing sent', async () => {
    const { screen } = await openScripts(ns);
    const { editor, title, submit } = await openAdd(screen);
    await typeInto(title, 'No interpreter');
    await retypeCode(editor, 'echo "no shebang"');
    await waitFor(() => expect(editorText(editor)).to.equal('echo "no shebang"'));
    await clearRequests(ns);
    submit();
    await waitFor(() => expect(errorOf(editor)).to.equal(INTERPRETER));
    expect(editor.getAttribute('aria-invalid')).to.equal('true');
    expect(await requests(ns)).to.deep.equal([]);
  });

  it('creates with ONE CreateScript POST, the code base64 in its form body, then one CreateScriptAttachment per file; says so; the list shows it', async () => {
    const { screen } = await openScripts(ns);
    const { panel, form, editor, title, submit } = await openAdd(screen);
    const name = 'Rotate nginx logs (test)';
    await typeInto(title, name);
    editor.focus();
    await press('End', 'Control');
    await sendKeys({ type: 'echo "héllo wörld ✓"' });
    const code = '#!/bin/bash\necho "héllo wörld ✓"';
    await waitFor(() => expect(editorText(editor)).to.equal(code));
    (within(form).getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement).value = 'servers';
    within(form).getByRole('combobox', { name: 'Access group' }).dispatchEvent(new Event('change', { bubbles: true }));
    const notes = fileOf('notes.txt', 'read me\n');
    const binary = fileOf('blob.bin', new Uint8Array([0, 1, 2, 0xff, 0xfe, 0x80, 0x0a, 0x0d]));
    chooseFiles(slotInput(form, 'first attachment'), [notes]);
    await within(form).findByRole('button', { name: 'Remove notes.txt attachment' });
    chooseFiles(slotInput(form, 'second attachment'), [binary]);
    await within(form).findByRole('button', { name: 'Remove blob.bin attachment' });

    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 200 });
    submit();
    within(form).getByRole('button', { name: /Create script|Creating/ }).click();
    const notice = await findNotification(screen, 'Script added');
    expect(notice.textContent).to.contain(`"${name}" script added successfully`);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));

    const [create, ...others] = await creates(ns);
    expect(others, 'one CreateScript').to.deep.equal([]);
    expect(create!.method).to.equal('POST');
    expect(create!.query).to.deep.equal({ action: 'CreateScript', version: '2011-08-01' });
    const body = formBody(create!);
    expect([...body.keys()].sort()).to.deep.equal(['access_group', 'code', 'script_type', 'title']);
    expect(body.get('title')).to.equal(name);
    expect(body.get('script_type')).to.equal('V2');
    expect(body.get('access_group')).to.equal('servers');
    expect(fromBase64(body.get('code')!)).to.equal(code);

    const created = (await serverScripts(ns, { search: name })).results[0]!;
    expect(created.title).to.equal(name);
    const uploads = await legacyCalls(ns, 'CreateScriptAttachment');
    expect(uploads.map((call) => call.method)).to.deep.equal(['POST', 'POST']);
    const files = uploads.map((call) => formBody(call));
    expect(files.map((file) => file.get('script_id'))).to.deep.equal([String(created.id), String(created.id)]);
    const sent = files.map((file) => file.get('file')!.split('$$') as [string, string]);
    expect(sent.map(([filename]) => filename)).to.deep.equal(['notes.txt', 'blob.bin']);
    expect(fromBase64(sent[0]![1])).to.equal('read me\n');
    expect([...bytesOfBase64(sent[1]![1])]).to.deep.equal([0, 1, 2, 0xff, 0xfe, 0x80, 0x0a, 0x0d]);
    // CreateScript first, its attachments after.
    const order = (await requests(ns)).map((request) => request.path).filter((path) => path.startsWith('Create'));
    expect(order).to.deep.equal(['CreateScript', 'CreateScriptAttachment', 'CreateScriptAttachment']);

    const server = await serverScript(ns, created.id);
    expect(server.access_group).to.equal('servers');
    expect(`#!${server.interpreter}\n${server.code}`).to.equal(code);
    expect(server.attachments!.map((attachment) => attachment.filename)).to.deep.equal(['notes.txt', 'blob.bin']);
    // The newest script is the list's first row.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Scripts' }).querySelector('tbody tr button')?.textContent).to.equal(name));
    expect(queryAllNotifications(screen, 'Script added')).to.have.length(1);
  });

  it('refuses attachments over 1 MB in all before sending anything', async () => {
    const { screen } = await openScripts(ns);
    const { form, editor, title, submit } = await openAdd(screen);
    await typeInto(title, 'Too large');
    editor.focus();
    await press('End', 'Control');
    await sendKeys({ type: 'echo big' });
    chooseFiles(slotInput(form, 'first attachment'), [fileOf('one.bin', 600_000)]);
    await within(form).findByRole('button', { name: 'Remove one.bin attachment' });
    chooseFiles(slotInput(form, 'second attachment'), [fileOf('two.bin', 600_000)]);
    await within(form).findByRole('button', { name: 'Remove two.bin attachment' });
    await clearRequests(ns);
    submit();
    const attachments = within(form).getByRole('group', { name: 'List of attachments' });
    await within(attachments).findByText('Attachments can total at most 1.00MB; the new ones total 1.1 MB.');
    expect(await requests(ns)).to.deep.equal([]);
    // Removing one makes it acceptable.
    within(form).getByRole('button', { name: 'Remove two.bin attachment' }).click();
    await waitFor(() => expect(within(attachments).queryByText(/^Attachments can total at most/)).to.equal(null));
    submit();
    await findNotification(screen, 'Script added');
    expect(await creates(ns)).to.have.length(1);
    expect(await legacyCalls(ns, 'CreateScriptAttachment')).to.have.length(1);
  });

  it('refuses two attachments of one name before sending anything', async () => {
    const { screen } = await openScripts(ns);
    const { form, editor, title, submit } = await openAdd(screen);
    await typeInto(title, 'Same names');
    editor.focus();
    await press('End', 'Control');
    await sendKeys({ type: 'cat "$LANDSCAPE_ATTACHMENTS/notes.txt"' });
    chooseFiles(slotInput(form, 'first attachment'), [fileOf('notes.txt', 'one')]);
    await within(form).findAllByRole('button', { name: 'Remove notes.txt attachment' });
    chooseFiles(slotInput(form, 'second attachment'), [fileOf('notes.txt', 'two')]);
    await waitFor(() => expect(within(form).getAllByRole('button', { name: 'Remove notes.txt attachment' })).to.have.length(2));
    await clearRequests(ns);
    submit();
    await within(form).findByText('Filenames must be unique: notes.txt is attached twice.');
    expect(await requests(ns)).to.deep.equal([]);
  });

  it("shows the server's refusal of a title an active script has, keeping the title and the code", async () => {
    const taken = await serverScript(ns, SCRIPT_SHOWCASE.manyVersions);
    const { screen } = await openScripts(ns);
    const { panel, form, editor, title, submit } = await openAdd(screen);
    await typeInto(title, taken.title);
    editor.focus();
    await press('End', 'Control');
    await sendKeys({ type: 'df -h' });
    const code = '#!/bin/bash\ndf -h';
    await waitFor(() => expect(editorText(editor)).to.equal(code));
    submit();
    expect(await within(form).findByText(`A script titled "${taken.title}" already exists.`)).to.exist;
    expect(panel.isConnected).to.equal(true);
    expect(title.value).to.equal(taken.title);
    expect(editorText(editor)).to.equal(code);
    expect(queryAllNotifications(screen, 'Script added')).to.have.length(0);
    expect(await creates(ns)).to.have.length(1);
    // Another title goes through, with the code kept.
    title.select();
    await typeInto(title, `${taken.title} (copy)`);
    submit();
    await findNotification(screen, `"${taken.title} (copy)" script added successfully`);
    const calls = await creates(ns);
    expect(calls).to.have.length(2);
    expect(fromBase64(formBody(calls[1]!).get('code')!)).to.equal(code);
  });

  it('sends one CreateScript however fast Create script is pressed', async () => {
    const { screen } = await openScripts(ns);
    const { form, editor, title } = await openAdd(screen);
    await typeInto(title, 'Pressed twice');
    editor.focus();
    await press('End', 'Control');
    await sendKeys({ type: 'true' });
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 400 });
    const button = within(form).getByRole('button', { name: 'Create script' });
    button.click();
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-busy')).to.equal('true'));
    button.click();
    await findNotification(screen, '"Pressed twice" script added successfully');
    await setOptions(ns, { latencyMs: 0 });
    expect(await creates(ns)).to.have.length(1);
    expect((await serverScripts(ns, { search: 'Pressed twice' })).count).to.equal(1);
  });

  it("populates the code from a file, and an empty title from the file's name", async () => {
    const { screen } = await openScripts(ns);
    const { form, editor, title } = await openAdd(screen);
    const picker = form.querySelector<HTMLInputElement>('input[type="file"][hidden]')!;
    expect(within(form).getByRole('button', { name: 'Populate from file' })).to.exist;
    chooseFiles(picker, [fileOf('backup-db.sh', '#!/bin/sh\r\necho backup\r\n')]);
    await waitFor(() => expect(editorText(editor)).to.equal('#!/bin/sh\necho backup\n'));
    expect(title.value).to.equal('backup-db');
    // A title already typed stays.
    title.select();
    await typeInto(title, 'My title');
    chooseFiles(picker, [fileOf('other.py', '#!/usr/bin/python3\nprint(1)\n')]);
    await waitFor(() => expect(editorText(editor)).to.equal('#!/usr/bin/python3\nprint(1)\n'));
    expect(title.value).to.equal('My title');
    expect(editor.dataset['language']).to.equal('python');
  });

  it('is reached and left by keyboard: Tab into the editor, type, Escape then Tab to the next field', async () => {
    const { screen } = await openScripts(ns);
    const { form, editor, title } = await openAdd(screen);
    title.focus();
    await sendKeys({ type: 'Keyboard script' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expectFocusOn(editor));
    await press('End', 'Control');
    await sendKeys({ type: 'echo typed' });
    // Tab indents inside the editor.
    await sendKeys({ press: 'Tab' });
    expectFocusOn(editor);
    await waitFor(() => expect(editorText(editor)).to.equal('#!/bin/bash\n  echo typed'));
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Tab' });
    const group = within(form).getByRole('combobox', { name: 'Access group' });
    await waitFor(() => expectFocusOn(group));
    // The panel stayed open: Escape left the editor, not the panel.
    expect(form.isConnected).to.equal(true);
  });
});
