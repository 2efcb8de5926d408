/**
 * Account › General (`/account/general`, screens admin-account.md §5), against the simulator over
 * HTTP: the person's details in the form, saved with one `POST person` whose answer the navigation
 * shows; the file's messages before sending; a refusal keeps what was typed; the default organisation
 * cleared; Change password (self-hosted) with its rules, a refusal kept in the panel, success; SaaS
 * (no password change, the email fixed); a person without a password (time zone only); a failed load.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../elements/index.ts';
import { findNotification, mount, queryAllNotifications, screenOf, setFieldValue, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, renderPortal } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, startSessionFor, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

/** The demo person without a password (demo/server/README.md). */
const SSO_EMAIL = 'grace@example.com';

interface ServerPerson {
  readonly name: string;
  readonly email: string;
  readonly timezone: string;
  readonly preferred_account: string | null;
}

async function serverPerson(ns: SimNamespace, email?: string): Promise<ServerPerson> {
  const token = await tokenFor(ns, email);
  const response = await fetch(`${ns.apiBase}person`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(200);
  return response.json() as Promise<ServerPerson>;
}

async function openGeneral(ns: SimNamespace) {
  const rendered = await renderPortal(ns, '/account/general');
  await rendered.screen.findByRole('heading', { level: 1, name: 'General' });
  const form = await rendered.screen.findByRole('form', { name: 'Your details' });
  return { ...rendered, form: within(form), formElement: form };
}

const select = (element: HTMLElement, value: string) => {
  const control = element as HTMLSelectElement;
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('Account › General', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 800, height: 600 });
  });

  it("shows the person's details; one save sends them, the notice follows the server's yes, and the navigation shows the new name", async () => {
    const { form, portal, screen } = await openGeneral(ns);
    const name = form.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    expect(name.value).to.equal('Ada Admin');
    const email = form.getByRole('combobox', { name: /^Email address/ }) as HTMLSelectElement;
    expect([...email.options].map((option) => option.value)).to.deep.equal(['admin@example.com', 'ada@acme.example', 'ada.lovelace@globex.example']);
    expect(email.value).to.equal('admin@example.com');
    const zone = form.getByRole('combobox', { name: /^Timezone/ }) as HTMLSelectElement;
    expect(zone.value).to.equal('Europe/London');
    expect(zone.options.length).to.be.greaterThan(400);
    expect(zone.selectedOptions[0]!.textContent).to.match(/^\(GMT \+0[01]:00( BST| GMT)?\) Europe\/London$/);
    const organisation = form.getByRole('combobox', { name: /^Default organization/ }) as HTMLSelectElement;
    // initech opens at its own address: it cannot be the default.
    expect([...organisation.options].map((option) => option.textContent)).to.deep.equal(['None', 'Acme Corporation', 'Globex']);
    expect(organisation.value).to.equal('acme');
    const current = form.getByLabelText(/^Current/) as HTMLInputElement;
    expect(current.disabled).to.equal(true);
    expect(current.value).to.equal('****************');
    expect(form.getByRole('button', { name: 'Change password' })).to.exist;
    const save = form.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).to.equal(true);
    await expect(portal).to.be.accessible();

    await clearRequests(ns);
    setFieldValue(name, 'Ada Admin Lovelace');
    select(email, 'ada@acme.example');
    select(zone, 'Asia/Tokyo');
    await waitFor(() => expect(save.disabled).to.equal(false));
    await setOptions(ns, { latencyMs: 300 });
    save.click();
    save.click();
    await findNotification(screen, 'User details updated successfully');
    await setOptions(ns, { latencyMs: 0 });
    const posts = await requests(ns, { method: 'POST', path: 'person' });
    expect(posts.map((request) => request.body)).to.deep.equal([
      { name: 'Ada Admin Lovelace', email: 'ada@acme.example', timezone: 'Asia/Tokyo', preferred_account: 'acme' },
    ]);
    // Her address changed: the demo user is now found by it.
    expect(await serverPerson(ns, 'ada@acme.example')).to.include({ name: 'Ada Admin Lovelace', email: 'ada@acme.example', timezone: 'Asia/Tokyo' });
    await waitFor(() => expect(save.disabled).to.equal(true));
    // The navigation's account link names the person as the server now does.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Ada Admin Lovelace/ }).length).to.be.greaterThan(0));
    expect(currentPortalPath()).to.equal('/account/general');
  });

  it('says what is missing before sending anything, and a refusal keeps every value with the server’s message', async () => {
    const { form, formElement } = await openGeneral(ns);
    await clearRequests(ns);
    const name = form.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    setFieldValue(name, '');
    const save = form.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).to.equal(false));
    save.click();
    expect(await form.findByText('This field is required')).to.exist;
    expect(await requests(ns, { method: 'POST', path: 'person' })).to.have.length(0);

    setFieldValue(name, 'Countess of Lovelace');
    const zone = form.getByRole('combobox', { name: /^Timezone/ }) as HTMLSelectElement;
    select(zone, 'America/Chicago');
    await setOptions(ns, { faults: [{ method: 'POST', path: 'person', status: 400, body: { error: 'InvalidName', message: 'That name is taken by a ghost.' }, times: 1 }] });
    save.click();
    expect(await within(formElement).findByText('That name is taken by a ghost.')).to.exist;
    expect(name.value).to.equal('Countess of Lovelace');
    expect(zone.value).to.equal('America/Chicago');
    expect((await serverPerson(ns)).name).to.equal('Ada Admin');
    expect(queryAllNotifications(screenOf(document.querySelector('landscape-portal')!), 'updated')).to.have.length(0);
    // Saved again, it goes.
    save.click();
    await waitFor(async () => expect((await serverPerson(ns)).name).to.equal('Countess of Lovelace'));
  });

  it('clears the default organisation (the empty value is sent, upstream drops it)', async () => {
    const { form } = await openGeneral(ns);
    select(form.getByRole('combobox', { name: /^Default organization/ }), '');
    await clearRequests(ns);
    const save = form.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).to.equal(false));
    save.click();
    await waitFor(async () => expect((await serverPerson(ns)).preferred_account).to.equal(null));
    const [post] = await requests(ns, { method: 'POST', path: 'person' });
    expect((post!.body as { preferred_account: string }).preferred_account).to.equal('');
  });

  it('changes the password in its panel: the rules ticked as typed, a wrong current password kept with the message, then success', async () => {
    const { form, screen, root } = await openGeneral(ns);
    const errors: unknown[] = [];
    const log = console.log;
    const warn = console.warn;
    const error = console.error;
    console.log = console.warn = console.error = (...args: unknown[]) => errors.push(args);
    try {
      form.getByRole('button', { name: 'Change password' }).click();
      const panel = await screen.findByRole('dialog', { name: 'Change password' });
      const inPanel = within(panel);
      const current = (await inPanel.findByLabelText(/^Current password/)) as HTMLInputElement;
      const next = inPanel.getByLabelText(/^New password/) as HTMLInputElement;
      expect(current.type).to.equal('password');
      expect(next.type).to.equal('password');
      const rules = inPanel.getByRole('list', { name: 'Password must contain' });
      const ruleTexts = () => within(rules).getAllByRole('listitem').map((item) => item.textContent!.replace(/^•/, ''));
      expect(ruleTexts()).to.deep.equal([
        '8-50 characters: not met',
        'Lower case letters (a-z): not met',
        'Upper case letters (A-Z): not met',
        'Numbers (0-9): not met',
      ]);
      setFieldValue(next, 'abc');
      await waitFor(() => expect(ruleTexts()[1]).to.equal('Lower case letters (a-z): met'));
      await clearRequests(ns);
      inPanel.getByRole('button', { name: 'Save changes' }).click();
      expect(await inPanel.findByText('This field is required')).to.exist;
      expect(await inPanel.findByText('Password must be at least 8 characters long')).to.exist;
      expect(await requests(ns, { method: 'PUT', path: 'password' })).to.have.length(0);

      setFieldValue(current, 'not-my-password');
      setFieldValue(next, 'Brand-new-Passw0rd');
      inPanel.getByRole('button', { name: 'Save changes' }).click();
      expect(await inPanel.findByText('The current password is incorrect.')).to.exist;
      expect(current.value).to.equal('not-my-password');
      expect(next.value).to.equal('Brand-new-Passw0rd');

      setFieldValue(current, 'landscape-demo');
      await expect(panel).to.be.accessible();
      inPanel.getByRole('button', { name: 'Save changes' }).click();
      const notice = await findNotification(screen, 'Password changed successfully');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).to.equal(null));
      expect(notice.textContent).not.to.contain('Passw0rd');
      const puts = await requests(ns, { method: 'PUT', path: 'password' });
      expect(puts.map((request) => request.body)).to.deep.equal([
        { password: 'not-my-password', new_password: 'Brand-new-Passw0rd' },
        { password: 'landscape-demo', new_password: 'Brand-new-Passw0rd' },
      ]);
      // Never in an address: neither the page's nor a request's.
      expect(location.href).not.to.contain('Passw0rd');
      for (const request of await requests(ns)) expect(JSON.stringify(request.query)).not.to.contain('Passw0rd');
      const login = await fetch(`${ns.apiBase}login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Brand-new-Passw0rd' }),
      });
      expect(login.status).to.equal(200);
      expect(root).to.exist;
    } finally {
      console.log = log;
      console.warn = warn;
      console.error = error;
    }
    expect(JSON.stringify(errors)).not.to.contain('Passw0rd');
  });

  it('on SaaS: no password to change here, the email address is fixed, and Ubuntu One is named', async () => {
    await setOptions(ns, { selfHosted: false });
    const { form, screen, portal } = await openGeneral(ns);
    expect(screen.getByText(/^listed from/)).to.exist;
    expect(form.queryByRole('button', { name: 'Change password' })).to.equal(null);
    const links = screen.getAllByRole('link', { name: /Ubuntu One/ });
    expect(links.length).to.be.greaterThan(1);
    for (const link of links) expect(link.getAttribute('href')).to.equal('https://login.ubuntu.com/');
    expect(form.getByText(/To change your password, go to/)).to.exist;
    await expect(portal).to.be.accessible();
  });

  it('shows a failed load with Try again, which loads it', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'person', status: 500, body: { error: 'Boom', message: 'The person service is down.' }, times: 1 }] });
    const rendered = await renderPortal(ns, '/account/general');
    expect(await rendered.screen.findByText('The person service is down.')).to.exist;
    (await rendered.screen.findByRole('button', { name: 'Try again' })).click();
    expect(await rendered.screen.findByRole('form', { name: 'Your details' })).to.exist;
  });
});

describe('Account › General for a person without a password', () => {
  it('shows their name and email read-only and saves the time zone alone', async () => {
    const ns = await createNamespace();
    await startSessionFor(ns, SSO_EMAIL);
    const root = await mount(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-account></landscape-account></landscape-root>`,
      'landscape-root',
    );
    const element = root.querySelector('landscape-account')!;
    const screen = screenOf(element);
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    const name = form.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    expect(name.readOnly).to.equal(true);
    expect(name.value).to.equal('Grace Hopper');
    expect((form.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).readOnly).to.equal(true);
    expect(form.queryByLabelText(/^Current/)).to.equal(null);
    expect(form.queryByRole('combobox', { name: /^Default organization/ })).to.equal(null);
    select(form.getByRole('combobox', { name: /^Timezone/ }), 'Europe/Paris');
    await clearRequests(ns);
    const save = form.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).to.equal(false));
    save.click();
    await findNotification(screen, 'User details updated successfully');
    const [post] = await requests(ns, { method: 'POST', path: 'person' });
    expect(post!.body).to.deep.equal({ timezone: 'Europe/Paris' });
    expect((await serverPerson(ns, SSO_EMAIL)).timezone).to.equal('Europe/Paris');
    await expect(element).to.be.accessible();
  });
});
