import { expect } from '@open-wc/testing';
import { createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { formOf, patchAtServer, renderOrgSettings } from './helpers.ts';

const LOAD_FAILED = 'The organisation settings could not be loaded.';
const MALFORMED = 'The server sent a response that could not be read.';

/** A `GET preferences` answered 200 with this body, once. */
const answerOnce = (body: unknown) => ({ faults: [{ method: 'GET', path: 'preferences', status: 200, body, times: 1 }] });

describe('landscape-org-settings: loading', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it("shows the server's message and Try again when the preferences fail to load, never an empty form", async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'preferences', status: 500, body: { error: 'Down', message: 'Preferences are <b>down</b>.' }, times: 1 }],
    });
    const { element, screen } = await renderOrgSettings(ns);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain(LOAD_FAILED);
    expect(alert.textContent).to.contain('Preferences are <b>down</b>.');
    expect(alert.querySelector('b')).to.equal(null);
    expect(screen.queryByRole('form')).to.equal(null);
    expect(screen.queryByRole('textbox')).to.equal(null);
    await expect(element).to.be.accessible();

    screen.getByRole('button', { name: 'Try again' }).click();
    const fields = await formOf(screen);
    expect(fields.title.value).to.equal('Acme Corporation');
    expect(screen.queryByText(LOAD_FAILED)).to.equal(null);
    expect(await requests(ns, { method: 'GET', path: 'preferences' })).to.have.length(2);
  });

  it('treats an unreadable answer, or one without a field the form shows, as a failure', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'preferences', malformed: true, times: 1 }] });
    const first = await renderOrgSettings(ns);
    expect((await first.screen.findByRole('alert')).textContent).to.contain(MALFORMED);
    first.root.remove();

    for (const body of [
      { registration_password: null, auto_register_new_computers: true },
      { title: 'Acme', registration_password: 3, auto_register_new_computers: true },
      { title: 'Acme', registration_password: null },
    ]) {
      await setOptions(ns, answerOnce(body));
      const { root, screen } = await renderOrgSettings(ns);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent, JSON.stringify(body)).to.contain(MALFORMED);
      expect(screen.getByRole('button', { name: 'Try again' })).to.exist;
      root.remove();
    }
  });

  it('shows the audit retention period of a self-hosted server: days, or Infinite for -1 and 0', async () => {
    const token = await tokenFor(ns);
    for (const [days, text] of [
      [90, '90 days'],
      [1, '1 day'],
      [-1, 'Infinite'],
      [0, 'Infinite'],
    ] as const) {
      await patchAtServer(ns, token, { audit_retention_period: days });
      const { root, screen } = await renderOrgSettings(ns);
      const fields = await formOf(screen);
      const retention = fields.retention()!;
      expect(retention.value).to.equal(text);
      expect(retention.readOnly).to.equal(true);
      root.remove();
    }
  });

  it('shows no retention period on SaaS, nor where a self-hosted server sends none', async () => {
    const saas = await createNamespace({ selfHosted: false });
    await signIn(saas);
    // A SaaS server that sent one anyway: still not shown.
    await setOptions(saas, answerOnce({ title: 'Acme', registration_password: null, auto_register_new_computers: true, audit_retention_period: 30 }));
    const onSaas = await renderOrgSettings(saas);
    // The form shows once the deployment mode is known, with or without the retention period.
    const saasFields = await formOf(onSaas.screen);
    expect(saasFields.retention()).to.equal(null);
    await expect(onSaas.element).to.be.accessible();
    onSaas.root.remove();

    await setOptions(ns, answerOnce({ title: 'Acme', registration_password: null, auto_register_new_computers: true }));
    const selfHosted = await renderOrgSettings(ns);
    const fields = await formOf(selfHosted.screen);
    expect(fields.retention()).to.equal(null);
    expect(fields.title.value).to.equal('Acme');
  });

  it('says what it needs while no one is signed in', async () => {
    const signedOut = await createNamespace();
    const { screen } = await renderOrgSettings(signedOut);
    await screen.findByText('Sign in to see the organisation settings.');
    expect(await requests(signedOut, { path: 'preferences' })).to.deep.equal([]);
  });
});
