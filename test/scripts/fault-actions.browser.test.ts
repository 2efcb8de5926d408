/**
 * Fault battery, script actions (test/hardening/action-battery.ts): Archive, Delete (redact), Create
 * (with an attachment after it), Edit and Run, each call failing once per fault kind (500 with a
 * message, a malformed answer, a dropped connection) while the user acts. Each case: a visible message
 * (the server's for a 500), the modal or form still open with what was typed or picked, no success
 * notice, nothing uncaught; then the same action succeeds once the fault is gone, with the request it
 * sent and what the server then holds.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { Script } from '../../src/api/scripts.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { describeCall, expectFailureShown, serverGet } from '../hardening/action-battery.ts';
import { deepText, faultFor, tally, type Call } from '../hardening/helpers.ts';
import { chooseFiles, editorIn, editorText, fileOf, formBody, fromBase64, scriptCode, slotInput } from './helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const BATTERY = 'fault battery, script actions';

// At the file's end: every call's cases counted.
after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

interface Page<T> {
  count: number;
  results: T[];
}

/** A title a role query can match as written. */
const plain = (title: string) => /^[\p{L}\p{N} ._:/()'-]+$/u.test(title);

/**
 * The first active script without profiles, with a plain title, of an access group; one an earlier
 * kind archived or deleted is no longer active.
 */
async function activeScript(ns: SimNamespace, token: string, group = 'servers'): Promise<Script> {
  const page = await serverGet<Page<Script>>(ns, token, 'scripts?script_type=active&limit=1000&offset=0');
  const script = page.results.find((item) => item.access_group === group && (item.script_profiles ?? []).length === 0 && plain(item.title));
  expect(script, 'an active script to act on').to.exist;
  return script!;
}

/** The list searching the script, its row's menu item chosen. */
async function fromRowMenu(ns: SimNamespace, script: Script, item: string) {
  const rendered = await renderPortal(ns, `/scripts?${new URLSearchParams({ search: script.title })}`);
  (await rendered.screen.findByRole('button', { name: `${script.title} actions` })).click();
  (await rendered.screen.findByRole('menuitem', { name: item })).click();
  return rendered;
}

/** Types at the end of the code editor. */
async function typeAtEnd(editor: HTMLElement, text: string) {
  editor.focus();
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'End' });
  await sendKeys({ up: 'Control' });
  await sendKeys({ type: text });
}

/** The call as the simulator names it for this script (`scripts/7:archive`). */
const onScript = (method: string, id: number, verb: string): Call => ({ method, path: `scripts/${id}:${verb}` });

// ------------------------------------------------------------------------------------- Archive, Delete

for (const [verb, action, done] of [
  ['archive', 'Archive', 'Script archived'],
  ['redact', 'Delete', 'Script removed'],
] as const) {
  describeCall(BATTERY, { method: 'POST', path: `scripts/{id}:${verb}` }, async ({ ns, token, kind, uncaught }) => {
    const script = await activeScript(ns, token);
    const call = onScript('POST', script.id, verb);
    const { portal, screen } = await fromRowMenu(ns, script, `${action} ${script.title} script`);
    const dialog = await screen.findByRole('dialog', { name: `${action} ${script.title}` });
    const field = within(dialog).getByRole('textbox') as HTMLInputElement;
    const phrase = `${action.toLowerCase()} ${script.title}`;
    await typeInto(field, phrase);
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    within(dialog).getByRole('button', { name: action }).click();
    await expectFailureShown(dialog, call, kind, uncaught);
    expect(dialog.isConnected, 'the modal closed').to.equal(true);
    expect(field.value, 'the phrase typed').to.equal(phrase);
    expect(deepText(portal)).to.not.contain(done);
    expect((await serverGet<Script>(ns, token, `scripts/${script.id}`)).status).to.equal('ACTIVE');

    await setOptions(ns, { faults: [] });
    within(dialog).getByRole('button', { name: action }).click();
    await findNotification(screen, done);
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect((await serverGet<Script>(ns, token, `scripts/${script.id}`)).status).to.equal(verb === 'archive' ? 'ARCHIVED' : 'REDACTED');
  });
}

// ------------------------------------------------------------------------------------------------ Create

const CREATE: Call = { method: 'POST', path: 'CreateScript' };
describeCall(BATTERY, CREATE, async ({ ns, token, kind, uncaught }) => {
  const { portal, screen } = await renderPortal(ns, '/scripts');
  (await screen.findByRole('button', { name: 'Add script' })).click();
  const form = await screen.findByRole('form', { name: 'Add script' });
  const editor = await editorIn(form);
  const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
  const name = `Battery script ${kind}`;
  await typeInto(title, name);
  await typeAtEnd(editor, `echo ${kind}`);
  const code = `#!/bin/bash\necho ${kind}`;
  await waitFor(() => expect(editorText(editor)).to.equal(code));
  await setOptions(ns, { faults: [faultFor(CREATE, kind)] });
  within(form).getByRole('button', { name: 'Create script' }).click();
  await expectFailureShown(form, CREATE, kind, uncaught);
  expect(form.isConnected, 'the form closed').to.equal(true);
  expect(title.value, 'the title').to.equal(name);
  expect(editorText(editor), 'the code').to.equal(code);
  expect(deepText(portal)).to.not.contain('Script added');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Create script' }).click();
  await findNotification(screen, `"${name}" script added successfully`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  const sent = formBody((await requests(ns, CREATE)).at(-1)!);
  expect(fromBase64(sent.get('code')!)).to.equal(code);
  const found = await serverGet<Page<Script>>(ns, token, `scripts?${new URLSearchParams({ search: name, limit: '1000', offset: '0' })}`);
  expect(found.results.map((script) => script.title)).to.deep.equal([name]);
});

const ATTACH: Call = { method: 'POST', path: 'CreateScriptAttachment' };
describeCall(BATTERY, ATTACH, async ({ ns, token, kind, uncaught }) => {
  const { portal, screen } = await renderPortal(ns, '/scripts');
  (await screen.findByRole('button', { name: 'Add script' })).click();
  const form = await screen.findByRole('form', { name: 'Add script' });
  const editor = await editorIn(form);
  const name = `Attached ${kind}`;
  await typeInto(within(form).getByRole('textbox', { name: 'Title' }), name);
  await typeAtEnd(editor, 'cat "$LANDSCAPE_ATTACHMENTS/notes.txt"');
  chooseFiles(slotInput(form, 'first attachment'), [fileOf('notes.txt', `notes for ${kind}\n`)]);
  await within(form).findByRole('button', { name: 'Remove notes.txt attachment' });
  await setOptions(ns, { faults: [faultFor(ATTACH, kind)] });
  within(form).getByRole('button', { name: 'Create script' }).click();
  await expectFailureShown(form, ATTACH, kind, uncaught);
  // The script exists; the form says the file was not attached, and keeps it.
  expect(deepText(form)).to.contain('The script was created, but notes.txt was not attached');
  expect(within(form).getByRole('button', { name: 'Remove notes.txt attachment' })).to.exist;
  expect(deepText(portal)).to.not.contain('Script added');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Create script' }).click();
  await findNotification(screen, `"${name}" script added successfully`);
  // One script, with its attachment: the retry created no second one.
  expect(await requests(ns, CREATE).then((calls) => calls.filter((call) => formBody(call).get('title') === name))).to.have.length(1);
  const found = await serverGet<Page<Script>>(ns, token, `scripts?${new URLSearchParams({ search: name, limit: '1000', offset: '0' })}`);
  expect(found.results.map((script) => [script.title, script.attachments!.map((attachment) => attachment.filename)])).to.deep.equal([[name, ['notes.txt']]]);
});

// -------------------------------------------------------------------------------------------------- Edit

const EDIT: Call = { method: 'POST', path: 'EditScript' };
describeCall(BATTERY, EDIT, async ({ ns, token, kind, uncaught }) => {
  const script = await activeScript(ns, token);
  const { portal, screen } = await fromRowMenu(ns, script, `Edit ${script.title} script`);
  const form = await screen.findByRole('form', { name: `Edit "${script.title}" script` });
  const editor = await editorIn(form);
  await waitFor(() => expect(editorText(editor)).to.equal(scriptCode(script)));
  await typeAtEnd(editor, `# after ${kind}`);
  const code = `${scriptCode(script)}# after ${kind}`;
  await waitFor(() => expect(editorText(editor)).to.equal(code));
  within(form).getByRole('button', { name: 'Submit new version' }).click();
  const dialog = await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` });
  await setOptions(ns, { faults: [faultFor(EDIT, kind)] });
  within(dialog).getByRole('button', { name: 'Submit new version' }).click();
  await expectFailureShown(dialog, EDIT, kind, uncaught);
  expect(dialog.isConnected, 'the confirmation closed').to.equal(true);
  expect(form.isConnected, 'the form closed').to.equal(true);
  expect(editorText(editor), 'the code').to.equal(code);
  expect(deepText(portal)).to.not.contain('You have successfully submitted');
  expect((await serverGet<Script>(ns, token, `scripts/${script.id}`)).version_number).to.equal(script.version_number);

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Submit new version' }).click();
  await findNotification(screen, `You have successfully submitted a new version of ${script.title}`);
  const after = await serverGet<Script>(ns, token, `scripts/${script.id}`);
  expect(after.version_number).to.equal(script.version_number + 1);
  expect(scriptCode(after)).to.equal(code);
});

// --------------------------------------------------------------------------------------------------- Run

const EXECUTE: Call = { method: 'GET', path: 'ExecuteScript' };
describeCall(BATTERY, EXECUTE, async ({ ns, token, kind, uncaught }) => {
  const script = await activeScript(ns, token);
  const { portal, screen } = await fromRowMenu(ns, script, `Run script ${script.title}`);
  const form = await screen.findByRole('form', { name: `Run "${script.title}" script` });
  within(form).getByRole('radio', { name: 'Instance names' }).click();
  const target = 'k8s-node-prod-apse1-001';
  await typeInto(await within(form).findByRole('combobox', { name: 'Instances' }), target);
  (await within(await within(form).findByRole('listbox', { name: 'Instances' })).findByRole('option', { name: target })).click();
  await within(form).findByRole('button', { name: `Remove ${target}` });
  const username = within(form).getByRole('textbox', { name: 'Run as user' }) as HTMLInputElement;
  username.select();
  await typeInto(username, `user-${kind}`);
  await setOptions(ns, { faults: [faultFor(EXECUTE, kind)] });
  within(form).getByRole('button', { name: 'Run script' }).click();
  await expectFailureShown(form, EXECUTE, kind, uncaught);
  expect(form.isConnected, 'the form closed').to.equal(true);
  expect(username.value, 'the user').to.equal(`user-${kind}`);
  expect(within(form).getByRole('button', { name: `Remove ${target}` }), 'the instance chosen').to.exist;
  expect(deepText(portal)).to.not.contain('Script execution queued');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Run script' }).click();
  await findNotification(screen, 'Script execution queued');
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, EXECUTE)).at(-1)!.query).to.include({ query: 'id:1', script_id: String(script.id), username: `user-${kind}` });
});
