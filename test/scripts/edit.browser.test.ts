/**
 * Edit script (screens §1.5): the form opens with the server's title, code and attachments; a changed
 * code is confirmed first ("Submit new version of "{title}"", with the profiles it affects and the
 * instances they reach for a script that profiles run), then ONE EditScript POST; a removed attachment
 * goes (RemoveScriptAttachment) before the EditScript, a file added in its slot after it; the notice;
 * and leaving the form with changes asks "Discard changes?".
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { panelHasChanges } from '../../src/state/side-panel.ts';
import { findNotification, queryAllNotifications, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import {
  chooseFiles,
  editorIn,
  editorText,
  fileOf,
  findPanel,
  formBody,
  fromBase64,
  legacyCalls,
  openRowMenu,
  openScripts,
  SCRIPT_SHOWCASE,
  scriptCode,
  serverGet,
  serverScript,
  serverScripts,
  slotInput,
  type Screen,
  type Script,
} from './helpers.ts';

interface ProfileUsage {
  id: number;
  title: string;
  tags: string[];
  all_computers: boolean;
  computers: { num_associated_computers: number };
}

/** The Edit form of a script, opened from its row's menu. */
async function editFrom(screen: Screen, script: Script) {
  const menu = await openRowMenu(screen, script.title);
  within(menu).getByRole('menuitem', { name: `Edit ${script.title} script` }).click();
  const panel = await findPanel(screen, `Edit "${script.title}" script`);
  const form = await within(panel).findByRole('form', { name: `Edit "${script.title}" script` });
  const editor = await editorIn(form);
  await waitFor(() => expect(editorText(editor)).to.equal(scriptCode(script)));
  return { panel, form, editor, title: within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement };
}

/** The list searching the script's title, its Edit form open from the row's menu. */
async function openEdit(ns: SimNamespace, script: Script) {
  const rendered = await openScripts(ns, `/scripts?${new URLSearchParams({ search: script.title })}`);
  return { ...rendered, ...(await editFrom(rendered.screen, script)) };
}

/** Adds a line at the end of the editor's text, as a person types it. */
async function appendLine(editor: HTMLElement, line: string) {
  editor.focus();
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'End' });
  await sendKeys({ up: 'Control' });
  await sendKeys({ type: line });
}

describe('Edit script', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it("opens with the script's title, code and attachments (download and remove each), and no access group", async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const { form, title } = await openEdit(ns, script);
    expect(title.value).to.equal(script.title);
    for (const attachment of script.attachments!) {
      expect(within(form).getByRole('button', { name: `Download ${attachment.filename}` })).to.exist;
      expect(within(form).getByRole('button', { name: `Remove ${attachment.filename} attachment` })).to.exist;
    }
    // Five attachments: no slot left for a file.
    expect(form.querySelectorAll('input[type="file"]:not([hidden])')).to.have.length(0);
    expect(within(form).queryByRole('combobox', { name: 'Access group' })).to.equal(null);
    expect(within(form).getByRole('button', { name: 'Submit new version' })).to.exist;
  });

  it('passes axe with the form open on a short script', async () => {
    const script = (await serverScripts(ns)).results.find((candidate) => scriptCode(candidate).split('\n').length < 8)!;
    expect(script, 'a script of a few lines').to.exist;
    const { portal } = await openEdit(ns, script);
    // label-content-name-mismatch is left out: the "Populate from file" button's name is the add
    // form's failing case (add.browser.test.ts), reported once.
    await expect(portal).to.be.accessible({ ignoredRules: ['label-content-name-mismatch'] });
  });

  it('asks before a new version, then sends ONE EditScript POST with the code and title, and says so', async () => {
    // No profile runs it: the confirmation's body alone.
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    expect(script.script_profiles).to.deep.equal([]);
    const { screen, panel, form, editor } = await openEdit(ns, script);
    await appendLine(editor, '# edited in a test');
    const code = `${scriptCode(script)}# edited in a test`;
    await waitFor(() => expect(editorText(editor)).to.equal(code));
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Submit new version' }).click();
    const dialog = await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` });
    expect(within(dialog).getByText('All future script runs will be done using the latest version of the code.')).to.exist;
    expect(within(dialog).queryByRole('table')).to.equal(null);
    // Nothing sent before it is confirmed; Cancel keeps the form as it was.
    expect(await legacyCalls(ns, 'EditScript')).to.deep.equal([]);
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect(editorText(editor)).to.equal(code);

    within(form).getByRole('button', { name: 'Submit new version' }).click();
    const again = await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` });
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(again).getByRole('button', { name: 'Submit new version' });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, `You have successfully submitted a new version of ${script.title}`);
    expect(notice.textContent).to.contain('All its associated profiles will now be run using this new version.');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await legacyCalls(ns, 'EditScript');
    expect(calls).to.have.length(1);
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.query).to.deep.equal({ action: 'EditScript', version: '2011-08-01' });
    const body = formBody(calls[0]!);
    expect(body.get('script_id')).to.equal(String(script.id));
    expect(body.get('title')).to.equal(script.title);
    expect(fromBase64(body.get('code')!)).to.equal(code);
    expect(await legacyCalls(ns, 'RemoveScriptAttachment')).to.deep.equal([]);
    const after = await serverScript(ns, script.id);
    expect(after.version_number).to.equal(script.version_number + 1);
    expect(scriptCode(after)).to.equal(code);
    expect(queryAllNotifications(screen, 'You have successfully submitted')).to.have.length(1);
  });

  it('names the profiles a new version affects, with the instances each reaches', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.withProfiles);
    const profiles = (await serverGet<{ results: ProfileUsage[] }>(ns, `scripts/${script.id}/script-profiles`)).results;
    expect(profiles).to.have.length(2);
    const { screen, form, editor } = await openEdit(ns, script);
    await appendLine(editor, '# affects the profiles');
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Submit new version' }).click();
    const dialog = await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` });
    expect(
      within(dialog).getByText(
        'All future script runs will be done using the latest version of the code. Submitting these changes will affect the following profiles:',
      ),
    ).to.exist;
    const table = await within(dialog).findByRole('table', { name: 'Affected profiles' });
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal(['active profiles', 'associated instances']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).to.deep.equal(profiles.map((profile) => [profile.title, `${profile.computers.num_associated_computers.toLocaleString('en-US')} instances`]));
    // Each count leads to the instances with the profile's tags.
    const link = within(table).getAllByRole('link')[0]!;
    const query = new URL(link.getAttribute('href')!, location.href).searchParams.get('query');
    expect(query).to.equal(profiles[0]!.tags.map((tag) => `tag:${tag}`).join(' OR '));
    expect(dialog.querySelector('script, img')).to.equal(null);
    // Asked only now that the confirmation is open.
    expect((await requests(ns)).map((request) => `${request.method} ${request.path}`)).to.deep.equal([`GET scripts/${script.id}/script-profiles`]);
    within(dialog).getByRole('button', { name: 'Submit new version' }).click();
    await findNotification(screen, `You have successfully submitted a new version of ${script.title}`);
    expect(await legacyCalls(ns, 'EditScript')).to.have.length(1);
  });

  it('removes an attachment before the new version, and adds a file in the freed slot after it', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const removed = script.attachments![0]!.filename;
    const { screen, form, editor } = await openEdit(ns, script);
    within(form).getByRole('button', { name: `Remove ${removed} attachment` }).click();
    await waitFor(() => expect(within(form).queryByRole('button', { name: `Remove ${removed} attachment` })).to.equal(null));
    // The freed slot is the fifth: the four left fill the first ones.
    chooseFiles(slotInput(form, 'fifth attachment'), [fileOf('agent-v2.yaml', 'interval: 30\n')]);
    await within(form).findByRole('button', { name: 'Remove agent-v2.yaml attachment' });
    await appendLine(editor, '# agent v2');
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Submit new version' }).click();
    const dialog = await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` });
    within(dialog).getByRole('button', { name: 'Submit new version' }).click();
    await findNotification(screen, `You have successfully submitted a new version of ${script.title}`);
    const order = (await requests(ns)).map((request) => request.path).filter((path) => /Script/.test(path));
    expect(order).to.deep.equal(['RemoveScriptAttachment', 'EditScript', 'CreateScriptAttachment']);
    const [remove] = await legacyCalls(ns, 'RemoveScriptAttachment');
    expect({ ...remove!.query, ...Object.fromEntries(remove!.body ? new URLSearchParams(remove!.body as string) : []) }).to.include({
      script_id: String(script.id),
      filename: removed,
    });
    const after = await serverScript(ns, script.id);
    expect(after.attachments!.map((attachment) => attachment.filename)).to.deep.equal([...script.attachments!.slice(1).map((attachment) => attachment.filename), 'agent-v2.yaml']);
  });

  it('removes an attachment alone without a new version', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const removed = script.attachments![4]!.filename;
    const { screen, form } = await openEdit(ns, script);
    within(form).getByRole('button', { name: `Remove ${removed} attachment` }).click();
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Submit new version' }).click();
    within(await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` })).getByRole('button', { name: 'Submit new version' }).click();
    await findNotification(screen, `You have successfully submitted a new version of ${script.title}`);
    expect(await legacyCalls(ns, 'EditScript')).to.deep.equal([]);
    expect(await legacyCalls(ns, 'RemoveScriptAttachment')).to.have.length(1);
    const after = await serverScript(ns, script.id);
    expect(after.version_number).to.equal(script.version_number);
    expect(after.attachments!.map((attachment) => attachment.filename)).to.not.include(removed);
  });

  it('asks "Discard changes?" when the form is closed with a changed code; Keep editing keeps it, Discard closes', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.manyVersions);
    const { root, screen, panel, editor } = await openEdit(ns, script);
    // Unchanged: it closes at once.
    within(panel).getByRole('button', { name: 'Close side panel' }).click();
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).to.equal(null);

    const second = await editFrom(screen, script);
    await appendLine(second.editor, 'echo changed');
    await waitFor(() => expect(editorText(second.editor)).to.equal(`${scriptCode(script)}echo changed`));
    // The form has told the panel it holds a change (as it has long before a person reaches ×).
    await waitFor(() => expect(panelHasChanges(root.store)).to.equal(true));
    within(second.panel).getByRole('button', { name: 'Close side panel' }).click();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    within(ask).getByRole('button', { name: 'Keep editing' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).to.equal(null));
    expect(second.panel.isConnected).to.equal(true);
    expect(editorText(second.editor)).to.equal(`${scriptCode(script)}echo changed`);

    within(second.panel).getByRole('button', { name: 'Close side panel' }).click();
    within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }).click();
    await waitFor(() => expect(second.panel.isConnected).to.equal(false));
    expect(await legacyCalls(ns, 'EditScript')).to.deep.equal([]);
    expect((await serverScript(ns, script.id)).version_number).to.equal(script.version_number);
    expect(editor.isConnected).to.equal(false);
  });

  it('sends the title as changed, trimmed, when only the title changes', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.manyVersions);
    const { screen, form, title } = await openEdit(ns, script);
    title.select();
    await typeInto(title, '  Check disk usage (renamed)  ');
    within(form).getByRole('button', { name: 'Submit new version' }).click();
    within(await screen.findByRole('dialog', { name: `Submit new version of "${script.title}"` })).getByRole('button', { name: 'Submit new version' }).click();
    await findNotification(screen, 'You have successfully submitted a new version of Check disk usage (renamed)');
    const [call] = await legacyCalls(ns, 'EditScript');
    expect(formBody(call!).get('title')).to.equal('Check disk usage (renamed)');
    expect(fromBase64(formBody(call!).get('code')!)).to.equal(scriptCode(script));
    expect((await serverScript(ns, script.id)).title).to.equal('Check disk usage (renamed)');
  });
});
