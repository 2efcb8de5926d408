/**
 * A script's details panel (screens §1.4): Info's facts against the server's script, an attachment's
 * Download saving the very bytes the server keeps (a binary one), the Code tab's read-only editor,
 * the version history (paged on the server), one version's code and "Use as new version" (one
 * EditScript with that version's code and title, then a notice), an archived script's notice, and a
 * deleted script's notice alone, with no code anywhere.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { findNotification, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import {
  ARCHIVED_REASON,
  captureDownloads,
  description,
  editorIn,
  editorText,
  findPanel,
  formBody,
  fromBase64,
  groupTitles,
  openScripts,
  SCRIPT_SHOWCASE,
  scriptCode,
  serverBytes,
  serverGet,
  serverScript,
  shownTime,
  toBase64,
  type Page,
  type Script,
  type ScriptVersion,
  type ScriptVersionSummary,
} from './helpers.ts';

/** The value (`<dd>`) a label (`<dt>`) gives, within `scope`. */
function factValue(scope: HTMLElement, label: string): HTMLElement {
  const term = [...scope.querySelectorAll('dt')].find((item) => item.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no fact labelled ${label}`);
  return value;
}

const byWhom = (time: string, name: string | undefined) => `${shownTime(time)}, by ${name}`;

/** The list (with a status and a search that finds the script), the script's details panel open. */
async function openDetails(ns: SimNamespace, script: Script, status = '') {
  const query = new URLSearchParams({ search: script.title, ...(status ? { status } : {}) });
  const rendered = await openScripts(ns, `/scripts?${query}`);
  (await within(rendered.table).findByRole('button', { name: script.title })).click();
  const panel = await findPanel(rendered.screen, script.title);
  return { ...rendered, panel };
}

async function openTab(panel: HTMLElement, name: string): Promise<HTMLElement> {
  within(panel).getByRole('tab', { name }).click();
  return within(panel).findByRole('tabpanel', { name });
}

/** A new version through the API, as another administrator's edit. */
async function editOnServer(ns: SimNamespace, id: number, code: string) {
  const body = new URLSearchParams({ action: 'EditScript', version: '2011-08-01', script_id: String(id), code: toBase64(code) });
  const response = await fetch(ns.legacyApiBase, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(ns)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(response.status).to.equal(200);
}

describe('script details panel', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it("shows Info as the server describes the script: version, status, the access group's title, who created and edited it when, attachments; accessible", async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const groups = await groupTitles(ns);
    const { panel } = await openDetails(ns, script);
    const info = await within(panel).findByRole('tabpanel', { name: 'Info' });
    expect([...info.querySelectorAll('dt')].map((term) => term.textContent)).to.deep.equal([
      'Name',
      'Version',
      'Status',
      'Access group',
      'Date created',
      'Last modified',
      'Attachments',
      'Associated profiles',
    ]);
    expect(factValue(info, 'Name').textContent).to.equal(script.title);
    expect(factValue(info, 'Version').textContent).to.equal(String(script.version_number));
    expect(factValue(info, 'Status').textContent).to.equal('Active');
    expect(groups.get(script.access_group)).to.not.equal(script.access_group);
    await waitFor(() => expect(factValue(info, 'Access group').textContent).to.equal(groups.get(script.access_group)));
    expect(factValue(info, 'Date created').textContent).to.equal(byWhom(script.created_at, script.created_by?.name));
    expect(factValue(info, 'Last modified').textContent).to.equal(byWhom(script.last_edited_at, script.last_edited_by?.name));
    const attachments = within(factValue(info, 'Attachments')).getAllByRole('listitem');
    expect(attachments.map((item) => item.querySelector('bdi')!.textContent)).to.deep.equal(script.attachments!.map((attachment) => attachment.filename));
    for (const attachment of script.attachments!) {
      expect(within(info).getByRole('button', { name: `Download ${attachment.filename}` }).textContent).to.equal('Download');
    }
    expect(factValue(info, 'Associated profiles').textContent).to.equal('---');
    // An active script's actions, all available.
    const toolbar = within(panel).getByRole('toolbar', { name: `${script.title} actions` });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      `Run script ${script.title}`,
      `Edit ${script.title} script`,
      `Archive ${script.title} script`,
      `Delete ${script.title} script`,
    ]);
    for (const button of within(toolbar).getAllByRole('button')) expect(button.getAttribute('aria-disabled'), button.textContent!).to.equal(null);
  });

  it('passes axe with the details panel open on Info', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const { portal, panel } = await openDetails(ns, script);
    await within(panel).findByRole('tabpanel', { name: 'Info' });
    await expect(portal).to.be.accessible();
  });

  it('lists the profiles of a script that has some', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.withProfiles);
    const { panel } = await openDetails(ns, script);
    const info = await within(panel).findByRole('tabpanel', { name: 'Info' });
    expect(factValue(info, 'Associated profiles').textContent).to.equal(script.script_profiles!.map((profile) => profile.title).join(', '));
    expect(factValue(info, 'Attachments').textContent).to.equal('---');
  });

  it('saves an attachment with the bytes the server keeps, a binary PNG whole, under its name', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const png = script.attachments!.find((attachment) => attachment.filename.endsWith('.png'))!;
    const gzip = script.attachments!.find((attachment) => attachment.filename.endsWith('.gz'))!;
    const { root, panel } = await openDetails(ns, script);
    const saved = captureDownloads(root.store);
    const expected = await serverBytes(ns, `scripts/${script.id}/attachments/${png.id}`);
    // A real PNG: its signature, and bytes no text decoding keeps.
    expect([...expected.slice(0, 8)]).to.deep.equal([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await clearRequests(ns);
    (await within(panel).findByRole('button', { name: `Download ${png.filename}` })).click();
    await waitFor(() => expect(saved).to.have.length(1));
    expect(saved[0]!.name).to.equal(png.filename);
    expect(new Uint8Array(await saved[0]!.file.arrayBuffer())).to.deep.equal(expected);
    expect((await requests(ns)).map((request) => `${request.method} ${request.path}`)).to.deep.equal([`GET scripts/${script.id}/attachments/${png.id}`]);

    within(panel).getByRole('button', { name: `Download ${gzip.filename}` }).click();
    await waitFor(() => expect(saved).to.have.length(2));
    expect(saved[1]!.name).to.equal(gzip.filename);
    expect(new Uint8Array(await saved[1]!.file.arrayBuffer())).to.deep.equal(await serverBytes(ns, `scripts/${script.id}/attachments/${gzip.id}`));
  });

  it("says the server's message when a download fails, and saves nothing", async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.fiveAttachments);
    const first = script.attachments![0]!;
    const { root, screen, panel } = await openDetails(ns, script);
    const saved = captureDownloads(root.store);
    await setOptions(ns, { faults: [{ method: 'GET', path: `scripts/${script.id}/attachments/${first.id}`, status: 404, body: { error: 'AttachmentNotFound', message: 'That attachment is gone.' } }] });
    (await within(panel).findByRole('button', { name: `Download ${first.filename}` })).click();
    const notice = await findNotification(screen, 'Error');
    expect(notice.textContent, "the server's message").to.contain('That attachment is gone.');
    expect(saved).to.deep.equal([]);
  });

  it('shows the interpreter line and the code in a read-only editor: typing changes nothing', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.python);
    const { panel } = await openDetails(ns, script);
    const code = await openTab(panel, 'Code');
    expect(within(code).getByRole('heading', { name: 'Code preview' })).to.exist;
    const content = await editorIn(code);
    expect(content.getAttribute('role')).to.equal('textbox');
    expect(content.getAttribute('contenteditable')).to.equal('false');
    const expected = scriptCode(script);
    expect(expected.startsWith(`#!${script.interpreter}\n`)).to.equal(true);
    await waitFor(() => expect(editorText(content)).to.equal(expected));
    expect(content.querySelector('.cm-line')!.textContent).to.equal(`#!${script.interpreter}`);
    content.focus();
    await sendKeys({ type: 'rm -rf /' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Backspace' });
    expect(editorText(content)).to.equal(expected);
    expect(content.textContent).to.not.contain('rm -rf /');
  });

  it('lists the versions as the server pages them, opens one with its code, and makes it the newest version with one EditScript', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.manyVersions);
    const versions = await serverGet<Page<ScriptVersionSummary>>(ns, `scripts/${script.id}/versions?limit=1000&offset=0`);
    expect(versions.count).to.equal(12);
    const old = await serverGet<ScriptVersion>(ns, `scripts/${script.id}/versions/3`);
    const { screen, panel } = await openDetails(ns, script);
    await clearRequests(ns);
    const history = await openTab(panel, 'Version history');
    const table = await within(history).findByRole('table', { name: 'Versions' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal(['Version', 'Created']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).to.deep.equal(versions.results.map((version) => [String(version.version_number), byWhom(version.created_at, version.created_by?.name)]));
    expect((await requests(ns, { method: 'GET', path: `scripts/${script.id}/versions` })).map((request) => request.query)).to.deep.equal([{ limit: '20', offset: '0' }]);

    within(table).getByRole('button', { name: 'Open version 3' }).click();
    await within(panel).findByRole('heading', { name: old.title });
    const code = await editorIn(panel);
    await waitFor(() => expect(editorText(code)).to.equal(scriptCode(old)));
    expect(factValue(panel, 'Author').textContent).to.equal(byWhom(old.created_at, old.creator_name ?? undefined));
    expect(await requests(ns, { method: 'GET', path: `scripts/${script.id}/versions/3` })).to.have.length(1);

    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Use as new version' }).click();
    const dialog = await screen.findByRole('dialog', { name: `Submit new version of ${old.title}` });
    expect(dialog.textContent).to.contain('All future script runs will be done using the latest version of the code.');
    // Cancel sends nothing.
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect(await requests(ns, { path: 'EditScript' })).to.deep.equal([]);

    within(panel).getByRole('button', { name: 'Use as new version' }).click();
    const again = await screen.findByRole('dialog', { name: `Submit new version of ${old.title}` });
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(again).getByRole('button', { name: 'Submit new version' });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, `You have successfully submitted a new version of ${old.title}`);
    expect(notice.textContent).to.contain("The code of version 3 is now the script's latest version.");
    await setOptions(ns, { latencyMs: 0 });
    const calls = await requests(ns, { path: 'EditScript' });
    expect(calls).to.have.length(1);
    expect(calls[0]!.method).to.equal('POST');
    const body = formBody(calls[0]!);
    expect(body.get('script_id')).to.equal(String(script.id));
    expect(body.get('title')).to.equal(old.title);
    expect(fromBase64(body.get('code')!)).to.equal(scriptCode(old));
    expect(calls[0]!.query['code']).to.equal(undefined);
    // Back on the history, which now starts with the new version.
    const after = await serverScript(ns, script.id);
    expect(after.version_number).to.equal(13);
    expect(scriptCode(after)).to.equal(scriptCode(old));
    const table2 = await within(panel).findByRole('table', { name: 'Versions' });
    await waitFor(() => expect(table2.querySelector('tbody tr td')?.textContent).to.equal('13'));
  });

  it('pages a history of more than 20 versions on the server', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.manyVersions);
    // Nine more versions: 21 in all.
    for (let edit = 1; edit <= 9; edit += 1) await editOnServer(ns, script.id, `${scriptCode(script)}# edit ${edit}\n`);
    const versions = await serverGet<Page<ScriptVersionSummary>>(ns, `scripts/${script.id}/versions?limit=1000&offset=0`);
    expect(versions.count).to.equal(21);
    const { panel } = await openDetails(ns, script);
    await clearRequests(ns);
    const history = await openTab(panel, 'Version history');
    const table = await within(history).findByRole('table', { name: 'Versions' });
    const numbers = () => [...table.querySelectorAll('tbody tr td:first-child')].map((cell) => Number(cell.textContent));
    await waitFor(() => expect(numbers()).to.deep.equal(versions.results.slice(0, 20).map((version) => version.version_number)));
    within(history).getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(numbers()).to.deep.equal([versions.results[20]!.version_number]));
    expect((await requests(ns, { method: 'GET', path: `scripts/${script.id}/versions` })).map((request) => request.query)).to.deep.equal([
      { limit: '20', offset: '0' },
      { limit: '20', offset: '20' },
    ]);
  });

  it('says an archived script was archived, by whom and when, above its tabs; its Run and Edit say why not, and a version cannot be reused', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.archived);
    expect(script.status).to.equal('ARCHIVED');
    const { portal, panel } = await openDetails(ns, script, 'archived');
    const notice = await within(panel).findByText((_, element) => element?.getAttribute('part') === 'notification');
    expect(notice.textContent).to.equal(`Script archived: The script was archived by ${script.last_edited_by!.name} on ${shownTime(script.last_edited_at)}`);
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(['Info', 'Code', 'Version history']);
    const toolbar = within(panel).getByRole('toolbar', { name: `${script.title} actions` });
    for (const name of [`Run script ${script.title}`, `Edit ${script.title} script`]) {
      const button = within(toolbar).getByRole('button', { name });
      expect(button.getAttribute('aria-disabled'), name).to.equal('true');
      expect(description(button)).to.equal(ARCHIVED_REASON);
    }
    expect(within(toolbar).queryByRole('button', { name: `Archive ${script.title} script` })).to.equal(null);
    const code = await openTab(panel, 'Code');
    await waitFor(async () => expect(editorText(await editorIn(code))).to.equal(scriptCode(script)));

    const history = await openTab(panel, 'Version history');
    const table = await within(history).findByRole('table', { name: 'Versions' });
    (await within(table).findByRole('button', { name: 'Open version 1' })).click();
    await within(panel).findByRole('button', { name: 'Back' });
    await editorIn(panel);
    expect(within(panel).queryByRole('button', { name: 'Use as new version' })).to.equal(null);
    await expect(portal).to.be.accessible();
  });

  it('shows a deleted script only as deleted, by whom and when: no tabs, no actions, no code anywhere', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.redacted);
    expect(script.status).to.equal('REDACTED');
    const version = await serverGet<ScriptVersion>(ns, `scripts/${script.id}/versions/1`);
    expect(version.code, 'the server keeps no code of it').to.equal('');
    const { panel } = await openDetails(ns, script, 'redacted');
    const notice = await within(panel).findByText((_, element) => element?.getAttribute('part') === 'notification');
    expect(notice.textContent).to.equal(`Script deleted: The script was deleted by ${script.last_edited_by!.name} on ${shownTime(script.last_edited_at)}`);
    // The panel's body is the notice alone.
    const body = notice.parentElement!;
    expect(body.children).to.have.length(1);
    expect(within(panel).queryByRole('tablist')).to.equal(null);
    expect(within(panel).queryByRole('toolbar')).to.equal(null);
    expect(panel.querySelector('.cm-editor, textarea, pre, code')).to.equal(null);
    expect(panel.textContent).to.not.contain('#!');
  });
});
