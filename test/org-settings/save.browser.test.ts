import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { findNotification, queryNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { formOf, patchAtServer, patchBodies, present, renderOrgSettings, replaceText, saveEnabled } from './helpers.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** The preferences as the server now holds them. */
async function serverPreferences(ns: SimNamespace, token: string): Promise<Record<string, unknown>> {
  return (await fetch(`${ns.apiBase}preferences`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<Record<string, unknown>>;
}

describe('landscape-org-settings: saving', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
    token = await tokenFor(ns);
  });

  it('sends a new title with every value explicit, confirms once the server said yes, and the selector shows it at once', async () => {
    const { root, element, screen, switcher } = await renderOrgSettings(ns);
    const notices = recordEvents(root, 'landscape-notify');
    const fields = await formOf(screen);
    expect((await switcher.findByRole('button', { name: /^Organisation: / })).textContent).to.equal('Acme Corporation');
    await clearRequests(ns);

    await replaceText(fields.title, 'Acme Ltd');
    // Enter in a field submits, as Save does.
    await sendKeys({ press: 'Enter' });
    const notice = await findNotification(screen, 'The changes to Acme Ltd are saved.');
    expect(notice.textContent).to.contain('Organisation settings saved');
    expect(await patchBodies(ns)).to.deep.equal([
      { title: 'Acme Ltd', registration_password: 'acme-fleet-key', auto_register_new_computers: true },
    ]);
    expect(notices).to.deep.equal([{ type: 'positive', title: 'Organisation settings saved', message: 'The changes to Acme Ltd are saved.' }]);

    // The selector beside it, from the answer: no second look at `me`, no reload.
    const selector = await switcher.findByRole('button', { name: 'Organisation: Acme Ltd' });
    expect(selector.textContent).to.equal('Acme Ltd');
    selector.click();
    expect((await switcher.findAllByRole('option')).map((option) => option.textContent)).to.deep.equal(['Acme Ltd', 'Globex']);
    await sendKeys({ press: 'Escape' });
    // The answer is the new baseline: nothing to save, and no refetch of the preferences either.
    await saveEnabled(fields.save, false);
    expect((await requests(ns)).map((request) => `${request.method} ${request.path}`)).to.deep.equal(['PATCH preferences']);
    await expect(element).to.be.accessible();
  });

  it('keeps keyboard focus in the form when Save is disabled after saving', async () => {
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    fields.autoRegister.focus();
    await sendKeys({ press: 'Space' });
    await saveEnabled(fields.save, true);
    fields.save.focus();
    await sendKeys({ press: 'Enter' });
    await findNotification(screen, 'The changes to Acme Corporation are saved.');
    await saveEnabled(fields.save, false);
    await waitFor(() => expectFocusOn(fields.title));
    expect(await patchBodies(ns)).to.deep.equal([{ title: 'Acme Corporation', registration_password: 'acme-fleet-key', auto_register_new_computers: false }]);
    expect((await serverPreferences(ns, token)).auto_register_new_computers).to.equal(false);
  });

  it('turns the registration key on with a key', async () => {
    await patchAtServer(ns, token, { registration_password: null });
    await clearRequests(ns);
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    fields.useKey.click();
    await typeInto(await present(fields.key), ' fleet-key');
    fields.save.click();
    await findNotification(screen, 'The changes to Acme Corporation are saved.');
    expect(await patchBodies(ns)).to.deep.equal([
      { title: 'Acme Corporation', registration_password: ' fleet-key', auto_register_new_computers: true },
    ]);
    expect((await serverPreferences(ns, token)).registration_password).to.equal(' fleet-key');
    await saveEnabled(fields.save, false);
    expect(fields.useKey.checked).to.equal(true);
  });

  it('turns the registration key off: null, which clears it on the server', async () => {
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    await clearRequests(ns);
    fields.useKey.click();
    await waitFor(() => expect(fields.key()).to.equal(null));
    fields.save.click();
    await findNotification(screen, 'The changes to Acme Corporation are saved.');
    expect(await patchBodies(ns)).to.deep.equal([{ title: 'Acme Corporation', registration_password: null, auto_register_new_computers: true }]);
    expect((await serverPreferences(ns, token)).registration_password).to.equal(null);
    await saveEnabled(fields.save, false);
    // On again: a change, since the server now has no key.
    fields.useKey.click();
    await saveEnabled(fields.save, true);
  });

  it('sends auto-register switched off and on', async () => {
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    await clearRequests(ns);
    fields.autoRegister.click();
    fields.save.click();
    await findNotification(screen, 'The changes to Acme Corporation are saved.');
    await saveEnabled(fields.save, false);
    fields.autoRegister.click();
    await saveEnabled(fields.save, true);
    fields.save.click();
    await waitFor(async () => expect(await patchBodies(ns)).to.have.length(2));
    expect((await patchBodies(ns)).map((body) => (body as { auto_register_new_computers: boolean }).auto_register_new_computers)).to.deep.equal([
      false,
      true,
    ]);
    await saveEnabled(fields.save, false);
  });

  it('is busy while saving and sends one request however often it is pressed', async () => {
    const { element, screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 600 });
    await replaceText(fields.title, 'Acme Ltd');
    fields.save.click();
    await waitFor(() => expect(fields.save.textContent).to.equal('Saving...'));
    expect(fields.save.getAttribute('aria-busy')).to.equal('true');
    expect(fields.save.getAttribute('aria-disabled')).to.equal('true');
    fields.save.click();
    fields.title.focus();
    await sendKeys({ press: 'Enter' });
    expect(queryNotification(screen, 'are saved')).to.equal(null);
    await expect(element).to.be.accessible();
    await findNotification(screen, 'The changes to Acme Ltd are saved.');
    expect(fields.save.textContent).to.equal('Save changes');
    expect(await patchBodies(ns)).to.have.length(1);
  });

  it("keeps every value after a failed save, shows the server's message and no success notice", async () => {
    const { element, screen, switcher } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    await setOptions(ns, {
      faults: [{ method: 'PATCH', path: 'preferences', status: 409, body: { error: 'Conflict', message: 'The preferences changed meanwhile.' }, times: 1 }],
    });
    await replaceText(fields.title, 'Acme Ltd');
    await replaceText(fields.key()!, 'other-key');
    fields.autoRegister.click();
    fields.save.click();
    await findNotification(screen, 'The preferences changed meanwhile.');
    expect(queryNotification(screen, 'are saved')).to.equal(null);
    expect(fields.title.value).to.equal('Acme Ltd');
    expect(fields.key()!.value).to.equal('other-key');
    expect(fields.autoRegister.checked).to.equal(false);
    expect(fields.useKey.checked).to.equal(true);
    await saveEnabled(fields.save, true);
    expect((await switcher.findByRole('button', { name: /^Organisation: / })).textContent).to.equal('Acme Corporation');
    await expect(element).to.be.accessible();

    // The same values, sent again, are saved.
    fields.save.click();
    await findNotification(screen, 'The changes to Acme Ltd are saved.');
    const body = { title: 'Acme Ltd', registration_password: 'other-key', auto_register_new_computers: false };
    expect(await patchBodies(ns)).to.deep.equal([body, body]);
  });

  it('shows hostile titles as text, in the field, the notice and the selector', async () => {
    await patchAtServer(ns, token, { title: `${HOSTILE} A` });
    const { root, screen, switcher } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    expect(fields.title.value).to.equal(`${HOSTILE} A`);
    await switcher.findByText(`${HOSTILE} A`);
    fields.title.select();
    await typeInto(fields.title, `${HOSTILE} B`);
    fields.save.click();
    const notice = await findNotification(screen, `The changes to ${HOSTILE} B are saved.`);
    expect(notice.textContent).to.contain(HOSTILE);
    await switcher.findByText(`${HOSTILE} B`);
    for (const element of root.querySelectorAll('*')) expect(element.shadowRoot?.querySelector('img') ?? null).to.equal(null);
  });
});
