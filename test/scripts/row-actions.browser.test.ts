/**
 * The scripts list's row actions (screens §1.3): the menu per status (an archived script's Run and
 * Edit unavailable with the reason, a deleted one only viewed), Archive and Delete typed to confirm
 * with the profiles that go with the script, one request however fast it is confirmed, the notice
 * only once the server said yes, the list updated, and a refusal kept in the modal with the server's
 * message. Then the row menu by keyboard.
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
  ARCHIVED_REASON,
  description,
  EMPTY,
  menuItems,
  openRowMenu,
  openScripts,
  SCRIPT_SHOWCASE,
  serverScript,
  serverScripts,
  type Screen,
} from './helpers.ts';

const names = (title: string) => ({
  view: `View details for ${title} script`,
  run: `Run script ${title}`,
  edit: `Edit ${title} script`,
  archive: `Archive ${title} script`,
  delete: `Delete ${title} script`,
});

const disabled = (item: HTMLElement) => item.getAttribute('aria-disabled') === 'true';

/** The list searching a script's title, once its row is shown. */
async function openWith(ns: SimNamespace, title: string, status = '') {
  const query = new URLSearchParams({ search: title, ...(status ? { status } : {}) });
  const rendered = await openScripts(ns, `/scripts?${query}`);
  await rendered.screen.findByRole('button', { name: `${title} actions` });
  return rendered;
}

async function openConfirm(screen: Screen, title: string, action: 'Archive' | 'Delete') {
  const menu = await openRowMenu(screen, title);
  within(menu).getByRole('menuitem', { name: `${action} ${title} script` }).click();
  return screen.findByRole('dialog', { name: `${action} ${title}` });
}

describe('scripts list: row actions', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('offers every action on an active script, none unavailable', async () => {
    const script = (await serverScripts(ns)).results[0]!;
    const { screen } = await openScripts(ns);
    const menu = await openRowMenu(screen, script.title);
    const all = names(script.title);
    expect(menuItems(menu)).to.deep.equal([all.view, all.run, all.edit, all.archive, all.delete]);
    for (const item of within(menu).getAllByRole('menuitem')) expect(disabled(item), item.textContent!).to.equal(false);
    // Destructive ones last.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.dataset['destructive'] ?? '')).to.deep.equal(['', '', '', 'true', 'true']);
  });

  it('passes axe with a row menu open', async () => {
    const script = (await serverScripts(ns)).results[0]!;
    const { portal, screen } = await openScripts(ns);
    await openRowMenu(screen, script.title);
    await expect(portal).to.be.accessible();
  });

  it("offers an archived script's Run and Edit unavailable, saying why, and no Archive; Delete stays", async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.archived);
    expect(script.status).to.equal('ARCHIVED');
    const { screen } = await openWith(ns, script.title, 'archived');
    const menu = await openRowMenu(screen, script.title);
    const all = names(script.title);
    expect(menuItems(menu)).to.deep.equal([all.view, all.run, all.edit, all.delete]);
    for (const name of [all.run, all.edit]) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(disabled(item), name).to.equal(true);
      expect(description(item)).to.equal(ARCHIVED_REASON);
      expect(item.textContent).to.contain(ARCHIVED_REASON);
    }
    expect(disabled(within(menu).getByRole('menuitem', { name: all.view }))).to.equal(false);
    expect(disabled(within(menu).getByRole('menuitem', { name: all.delete }))).to.equal(false);
    // Pressed anyway: nothing opens, the menu stays.
    within(menu).getByRole('menuitem', { name: all.run }).click();
    within(menu).getByRole('menuitem', { name: all.edit }).click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(menu.isConnected).to.equal(true);
  });

  it('offers a deleted script only its details', async () => {
    const script = await serverScript(ns, SCRIPT_SHOWCASE.redacted);
    expect(script.status).to.equal('REDACTED');
    const { screen } = await openWith(ns, script.title, 'redacted');
    const menu = await openRowMenu(screen, script.title);
    expect(menuItems(menu)).to.deep.equal([names(script.title).view]);
  });

  describe('Archive', () => {
    it('names the profiles that go with it, asks for "archive {title}", sends one request however fast it is confirmed, and says so once done', async () => {
      const script = await serverScript(ns, SCRIPT_SHOWCASE.withProfiles);
      const profiles = (script.script_profiles ?? []).map((profile) => profile.title);
      expect(profiles, 'the showcase script has two profiles').to.have.length(2);
      const { screen } = await openWith(ns, script.title);
      const dialog = await openConfirm(screen, script.title, 'Archive');
      expect(within(dialog).getByRole('heading', { name: `Archive ${script.title}` })).to.exist;
      const paragraphs = [...dialog.querySelectorAll('p')].map((p) => p.textContent);
      expect(paragraphs).to.include.members([
        'Archiving the script will prevent it from running in the future.',
        'The script is associated with the following profiles:',
        'If you archive the script and the profiles, they won’t be able to run in the future.',
        'This action is irreversible.',
      ]);
      expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(profiles);
      // The hostile profile's title is text.
      expect(dialog.querySelector('script, img')).to.equal(null);
      const confirm = within(dialog).getByRole('button', { name: 'Archive both script and profiles' }) as HTMLButtonElement;
      expect(confirm.disabled).to.equal(true);
      const field = within(dialog).getByRole('textbox', { name: `Type archive ${script.title} to confirm` });
      await typeInto(field, `archive ${script.title.toLowerCase()}`);
      expect(confirm.disabled, 'a phrase not typed exactly').to.equal(true);
      (field as HTMLInputElement).select();
      await typeInto(field, `archive ${script.title}`);
      await waitFor(() => expect(confirm.disabled).to.equal(false));

      await clearRequests(ns);
      await setOptions(ns, { latencyMs: 400 });
      confirm.click();
      confirm.click();
      await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal('true'));
      confirm.click();
      // Not before the server said yes.
      expect(queryAllNotifications(screen, 'Script archived')).to.have.length(0);
      const notice = await findNotification(screen, 'Script archived');
      expect(notice.textContent).to.contain(`"${script.title}" script archived successfully`);
      await setOptions(ns, { latencyMs: 0 });
      await waitFor(() => expect(dialog.isConnected).to.equal(false));
      expect(await requests(ns, { method: 'POST', path: `scripts/${script.id}:archive` })).to.have.length(1);
      expect((await serverScript(ns, script.id)).status).to.equal('ARCHIVED');
      // The active list no longer has it.
      await screen.findByText(EMPTY);
      expect(queryAllNotifications(screen, 'Script archived')).to.have.length(1);
    });

    it('says "Archive" for a script without profiles, and its body has no list', async () => {
      const script = (await serverScripts(ns)).results.find((candidate) => (candidate.script_profiles ?? []).length === 0)!;
      const { screen } = await openWith(ns, script.title);
      const dialog = await openConfirm(screen, script.title, 'Archive');
      expect(within(dialog).queryByRole('list')).to.equal(null);
      expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).to.include.members([
        'Archiving the script will prevent it from running in the future.',
        'This action is irreversible.',
      ]);
      await typeInto(within(dialog).getByRole('textbox'), `archive ${script.title}`);
      within(dialog).getByRole('button', { name: 'Archive' }).click();
      await findNotification(screen, `"${script.title}" script archived successfully`);
      expect((await serverScript(ns, script.id)).status).to.equal('ARCHIVED');
    });

    it("keeps the modal open with the server's message when refused; nothing said, nothing archived", async () => {
      const script = await serverScript(ns, SCRIPT_SHOWCASE.withProfiles);
      const { screen } = await openWith(ns, script.title);
      const dialog = await openConfirm(screen, script.title, 'Archive');
      const field = within(dialog).getByRole('textbox') as HTMLInputElement;
      await typeInto(field, `archive ${script.title}`);
      await setOptions(ns, {
        faults: [{ method: 'POST', path: `scripts/${script.id}:archive`, status: 409, times: 1, body: { error: 'Conflict', message: 'A run of this script is <em>in progress</em>.' } }],
      });
      within(dialog).getByRole('button', { name: 'Archive both script and profiles' }).click();
      const message = await within(dialog).findByText('A run of this script is <em>in progress</em>.');
      expect(message).to.exist;
      expect(dialog.querySelector('em')).to.equal(null);
      expect(dialog.isConnected).to.equal(true);
      expect(field.value).to.equal(`archive ${script.title}`);
      expect(queryAllNotifications(screen, 'Script archived')).to.have.length(0);
      expect((await serverScript(ns, script.id)).status).to.equal('ACTIVE');
      // The row is still there, active.
      expect(screen.getByRole('button', { name: `${script.title} actions` })).to.exist;

      within(dialog).getByRole('button', { name: 'Archive both script and profiles' }).click();
      await findNotification(screen, 'Script archived');
      expect((await serverScript(ns, script.id)).status).to.equal('ARCHIVED');
    });
  });

  describe('Delete', () => {
    it('names the profiles, asks for "delete {title}", sends one redact however fast it is confirmed, and says "Script removed"', async () => {
      const script = await serverScript(ns, SCRIPT_SHOWCASE.withProfiles);
      const profiles = (script.script_profiles ?? []).map((profile) => profile.title);
      const { screen } = await openWith(ns, script.title);
      const dialog = await openConfirm(screen, script.title, 'Delete');
      expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).to.include.members([
        'Deleting the script will remove the contents from Landscape. The script is associated with the following profiles:',
        'If you delete the script, the script and its profiles won’t be able to run in the future.',
        'This action is irreversible.',
      ]);
      expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(profiles);
      const confirm = within(dialog).getByRole('button', { name: 'Delete both script and profiles' }) as HTMLButtonElement;
      await typeInto(within(dialog).getByRole('textbox', { name: `Type delete ${script.title} to confirm` }), `archive ${script.title}`);
      expect(confirm.disabled, 'the archive phrase does not delete').to.equal(true);
      (within(dialog).getByRole('textbox') as HTMLInputElement).select();
      await typeInto(within(dialog).getByRole('textbox'), `delete ${script.title}`);
      await waitFor(() => expect(confirm.disabled).to.equal(false));
      await clearRequests(ns);
      await setOptions(ns, { latencyMs: 400 });
      confirm.click();
      confirm.click();
      expect(queryAllNotifications(screen, 'Script removed')).to.have.length(0);
      const notice = await findNotification(screen, 'Script removed');
      expect(notice.textContent).to.contain(`"${script.title}" script removed successfully`);
      await setOptions(ns, { latencyMs: 0 });
      expect(await requests(ns, { method: 'POST', path: `scripts/${script.id}:redact` })).to.have.length(1);
      expect(await requests(ns, { method: 'POST', path: `scripts/${script.id}:archive` })).to.have.length(0);
      const after = await serverScript(ns, script.id);
      expect(after.status).to.equal('REDACTED');
      await screen.findByText(EMPTY);
    });

    it('says "Delete" for an archived script without profiles, which it may delete', async () => {
      const script = (await serverScripts(ns, { script_type: 'archived' })).results.find((candidate) => (candidate.script_profiles ?? []).length === 0)!;
      const { screen } = await openWith(ns, script.title, 'archived');
      const dialog = await openConfirm(screen, script.title, 'Delete');
      expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).to.include('Deleting the script will remove the contents from Landscape.');
      expect(within(dialog).queryByRole('list')).to.equal(null);
      await typeInto(within(dialog).getByRole('textbox'), `delete ${script.title}`);
      within(dialog).getByRole('button', { name: 'Delete' }).click();
      await findNotification(screen, `"${script.title}" script removed successfully`);
      expect((await serverScript(ns, script.id)).status).to.equal('REDACTED');
    });

    it("keeps the modal open with the server's message when refused; nothing said, nothing deleted", async () => {
      const script = await serverScript(ns, SCRIPT_SHOWCASE.withProfiles);
      const { screen } = await openWith(ns, script.title);
      const dialog = await openConfirm(screen, script.title, 'Delete');
      await typeInto(within(dialog).getByRole('textbox'), `delete ${script.title}`);
      await setOptions(ns, { faults: [{ method: 'POST', path: `scripts/${script.id}:redact`, status: 400, body: { error: 'ScriptNotActive', message: `Script "${script.title}" is already deleted.` } }] });
      within(dialog).getByRole('button', { name: 'Delete both script and profiles' }).click();
      expect(await within(dialog).findByText(`Script "${script.title}" is already deleted.`)).to.exist;
      expect(dialog.isConnected).to.equal(true);
      expect(queryAllNotifications(screen, 'Script removed')).to.have.length(0);
      expect((await serverScript(ns, script.id)).status).to.equal('ACTIVE');
    });
  });

  it('works by keyboard: the menu opens on its first item, arrows reach Archive, Enter opens the confirmation, typed and confirmed', async () => {
    const script = (await serverScripts(ns)).results.find((candidate) => (candidate.script_profiles ?? []).length === 0)!;
    const { screen } = await openWith(ns, script.title);
    const button = screen.getByRole('button', { name: `${script.title} actions` });
    button.focus();
    await sendKeys({ press: 'Enter' });
    const menu = await screen.findByRole('menu', { name: `${script.title} actions` });
    const all = names(script.title);
    await waitFor(() => expectFocusOn(within(menu).getByRole('menuitem', { name: all.view })));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expectFocusOn(within(menu).getByRole('menuitem', { name: all.run })));
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    // Round from the first to the last.
    await waitFor(() => expectFocusOn(within(menu).getByRole('menuitem', { name: all.delete })));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expectFocusOn(button);

    await sendKeys({ press: 'ArrowDown' });
    await screen.findByRole('menu');
    for (let step = 0; step < 3; step += 1) await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expectFocusOn(screen.getByRole('menuitem', { name: all.archive })));
    await sendKeys({ press: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: `Archive ${script.title}` });
    const field = within(dialog).getByRole('textbox', { name: `Type archive ${script.title} to confirm` });
    await waitFor(() => expect(deepActiveElement()).to.equal(field));
    await sendKeys({ type: `archive ${script.title}` });
    await sendKeys({ press: 'Enter' });
    await findNotification(screen, `"${script.title}" script archived successfully`);
    expect((await serverScript(ns, script.id)).status).to.equal('ARCHIVED');
  });
});
