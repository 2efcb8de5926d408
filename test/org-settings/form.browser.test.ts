import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setFieldValue, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { description, formOf, present, patchAtServer, renderOrgSettings, replaceText, saveEnabled } from './helpers.ts';

const REQUIRED = 'This field is required';
const KEY_LENGTH = 'Registration key must be at least 3 characters';
const KEY_CHARACTERS = 'The key cannot contain trailing spaces or ; or # symbols';

describe('landscape-org-settings: the form', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it("shows 'Loading...', then the organisation's preferences, the key masked with show and hide", async () => {
    await setOptions(ns, { latencyMs: 300 });
    const { element, screen } = await renderOrgSettings(ns);
    expect((await screen.findByRole('status')).textContent).to.equal('Loading...');
    const fields = await formOf(screen);
    expect(fields.title.value).to.equal('Acme Corporation');
    expect(fields.useKey.checked).to.equal(true);
    expect(fields.autoRegister.checked).to.equal(true);
    const key = fields.key()!;
    expect(key.value).to.equal('acme-fleet-key');
    expect(key.type).to.equal('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).to.equal('false');
    show.click();
    await waitFor(() => expect(key.type).to.equal('text'));
    expect(show.getAttribute('aria-pressed')).to.equal('true');
    show.click();
    await waitFor(() => expect(key.type).to.equal('password'));
    // Self-hosted (the simulator's default): the retention period, read-only.
    const retention = fields.retention()!;
    expect(retention.value).to.equal('365 days');
    expect(retention.readOnly).to.equal(true);
    expect(description(fields.autoRegister)).to.equal('New computers are accepted as they register, without waiting for approval.');
    expect(fields.save.disabled).to.equal(true);
    expect(screen.getByRole('region', { name: 'Organisation settings' })).to.equal(element.shadowRoot!.querySelector('[part="base"]'));
    await expect(element).to.be.accessible();
  });

  it("requires the title: 'This field is required', spaces alone too; Save then focuses it and sends nothing", async () => {
    const { element, screen } = await renderOrgSettings(ns);
    const { title, save } = await formOf(screen);
    await replaceText(title, '');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(description(title)).to.equal(REQUIRED));
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    await replaceText(title, '   ');
    await waitFor(() => expect(description(title)).to.equal(REQUIRED));
    await saveEnabled(save, true);
    const patchesBefore = (await requests(ns, { method: 'PATCH' })).length;
    save.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expectFocusOn(title));
    await expect(element).to.be.accessible();
    await replaceText(title, 'A');
    await waitFor(() => expect(description(title)).to.equal(''));
    expect(title.hasAttribute('aria-invalid')).to.equal(false);
    expect((await requests(ns, { method: 'PATCH' })).length).to.equal(patchesBefore);
  });

  it('checks the registration key as SPEC §5 says, at its boundaries', async () => {
    const { element, screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    const key = fields.key()!;
    await replaceText(key, '');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(description(key)).to.equal(REQUIRED));
    expect(key.getAttribute('aria-required')).to.equal('true');

    const typed: [string, string][] = [
      ['ab', KEY_LENGTH],
      ['abc', ''],
      ['ab;c', KEY_CHARACTERS],
      ['#abc', KEY_CHARACTERS],
      ['abcd ', KEY_CHARACTERS],
      [' abcd', ''],
      ['ab cd', ''],
      // Too short is said first.
      ['a;', KEY_LENGTH],
    ];
    for (const [text, message] of typed) {
      await replaceText(key, text);
      await waitFor(() => expect(description(key), JSON.stringify(text)).to.equal(message));
    }
    await expect(element).to.be.accessible();
    // A tab cannot be typed into a field (it moves focus): set as a paste would.
    setFieldValue(key, 'abcd\t');
    await waitFor(() => expect(description(key)).to.equal(KEY_CHARACTERS));
    setFieldValue(key, 'abcd');
    await waitFor(() => expect(description(key)).to.equal(''));
  });

  it('shows the key only while "Use registration key" is on, and then requires one', async () => {
    await patchAtServer(ns, await tokenFor(ns), { registration_password: null });
    await clearRequests(ns);
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    expect(fields.useKey.checked).to.equal(false);
    expect(fields.key()).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Show password' })).to.equal(null);

    fields.useKey.click();
    const key = await present(fields.key);
    expect(key.value).to.equal('');
    await saveEnabled(fields.save, true);
    fields.save.click();
    await waitFor(() => expect(description(key)).to.equal(REQUIRED));
    expectFocusOn(key);
    expect(await requests(ns, { method: 'PATCH' })).to.deep.equal([]);

    // Off again: nothing to check, nothing changed.
    fields.useKey.click();
    await waitFor(() => expect(fields.key()).to.equal(null));
    await saveEnabled(fields.save, false);
  });

  it('enables "Save changes" only while the values differ from the loaded ones', async () => {
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    expect(fields.save.disabled).to.equal(true);

    await replaceText(fields.title, 'Acme Ltd');
    await saveEnabled(fields.save, true);
    await replaceText(fields.title, 'Acme Corporation');
    await saveEnabled(fields.save, false);

    fields.autoRegister.click();
    await saveEnabled(fields.save, true);
    fields.autoRegister.click();
    await saveEnabled(fields.save, false);

    await replaceText(fields.key()!, 'acme-fleet-key2');
    await saveEnabled(fields.save, true);
    await replaceText(fields.key()!, 'acme-fleet-key');
    await saveEnabled(fields.save, false);

    // Off, then on again with the same key: the same as loaded.
    fields.useKey.click();
    await saveEnabled(fields.save, true);
    fields.useKey.click();
    await saveEnabled(fields.save, false);
  });

  it('is usable with the keyboard alone, in document order', async () => {
    const { screen } = await renderOrgSettings(ns);
    const fields = await formOf(screen);
    const retention = fields.retention()!;
    const order = [fields.useKey, fields.key()!, screen.getByRole('button', { name: 'Show password' }), fields.autoRegister, retention];
    fields.title.focus();
    for (const next of order) {
      await sendKeys({ press: 'Tab' });
      expectFocusOn(next);
    }
    // Space toggles a checkbox; Save is then reachable and enabled.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expectFocusOn(fields.autoRegister);
    await sendKeys({ press: 'Space' });
    expect(fields.autoRegister.checked).to.equal(false);
    await saveEnabled(fields.save, true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expectFocusOn(fields.save);
  });
});
