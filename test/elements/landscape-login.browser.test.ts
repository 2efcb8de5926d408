import { expect, html } from '@open-wc/testing';
import { nothing } from 'lit';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, recordEvents, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

const PASSWORD = 'landscape-demo';

async function renderLogin(ns: SimNamespace, invitationId?: string) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
      <landscape-login invitation-id=${invitationId ?? nothing}></landscape-login>
    </landscape-root>`,
    'landscape-root',
  );
  const login = root.querySelector('landscape-login')!;
  const screen = screenOf(login);
  await screen.findByRole('heading', { name: 'Sign in to Landscape' });
  return { root, login, screen };
}

/** The simulator's seeded invitation, to Initech (demo/server/README.md). */
const INVITATION = '5f0c1a9e3b7d4c28';
const INVITED = "You've been invited to Initech";

/** The paragraph saying `text`, whole. */
const sentence = (text: string) => (_content: string, element: Element | null) => element?.localName === 'p' && element.textContent === text;

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Node, second: Node) => (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** Replaces full-page navigation with a list of the addresses the element asked to go to. */
function captureNavigation(root: LandscapeRoot): string[] {
  const visited: string[] = [];
  root.store.browser = { assign: (url) => visited.push(url) };
  return visited;
}

/** Adds an enabled OIDC provider to the admin's organisation (acme, which the sign-in screen describes). */
async function addProvider(ns: SimNamespace, name: string): Promise<void> {
  const response = await fetch(`${ns.apiBase}auth/oidc-providers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(ns)}` },
    body: JSON.stringify({
      enabled: true,
      configuration: { provider: 'okta', name, issuer: 'https://sso.example.com', client_id: 'portal', client_secret: 'secret' },
    }),
  });
  expect(response.status).to.equal(201);
}

interface LineBox {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly text: string;
}

/**
 * The lines the text under `element` is laid out on, top to bottom: its words' boxes, those sharing
 * a vertical band merged into one line with the words in it.
 */
function lineBoxes(element: Element): LineBox[] {
  const lines: { top: number; bottom: number; left: number; right: number; text: string }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const box = range.getBoundingClientRect();
      const middle = (box.top + box.bottom) / 2;
      const line = lines.find((candidate) => middle > candidate.top && middle < candidate.bottom);
      if (line) {
        line.left = Math.min(line.left, box.left);
        line.right = Math.max(line.right, box.right);
        line.text += ` ${word[0]}`;
      } else {
        lines.push({ top: box.top, bottom: box.bottom, left: box.left, right: box.right, text: word[0] });
      }
    }
  }
  return lines.sort((a, b) => a.top - b.top);
}

describe('landscape-login', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });

  it('offers every enabled sign-in method', async () => {
    const { screen } = await renderLogin(ns);
    await screen.findByLabelText('Email');
    expect(screen.getByLabelText('Password')).to.exist;
    expect(screen.getByRole('button', { name: 'Sign in' })).to.exist;
    expect(screen.getByRole('button', { name: 'Sign in with Okta' })).to.exist;
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).to.exist;
    expect(screen.getByRole('button', { name: 'Sign in with Ubuntu One' })).to.exist;
    expect(screen.queryByRole('button', { name: /Azure/ })).to.equal(null);
  });

  it('shows only what login/methods offers', async () => {
    await setOptions(ns, { oidcAvailable: false });
    const { screen } = await renderLogin(ns);
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: /Okta/ })).to.equal(null);
  });

  it('offers Enterprise login alone when the server has only standalone OIDC', async () => {
    const methods = {
      oidc: { available: false, configurations: [] },
      password: { available: false, enabled: false },
      pam: { available: false, enabled: false },
      standalone_oidc: { available: true, enabled: true },
      ubuntu_one: { available: true, enabled: false },
    };
    await setOptions(ns, { faults: [{ path: 'login/methods', status: 200, body: methods }] });
    const { root, screen } = await renderLogin(ns);
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Enterprise login' })).click();
    expect(screen.queryByLabelText('Email')).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Sign in with Ubuntu One' })).to.equal(null);
    await waitFor(() => expect(visited).to.have.length(1));
    const [start] = await requests(ns, { path: 'auth/start' });
    expect(start?.query).to.not.have.property('id');
  });

  it('says so when the server offers no sign-in method', async () => {
    await setOptions(ns, { faults: [{ path: 'login/methods', status: 200, body: {} }] });
    const { screen } = await renderLogin(ns);
    await screen.findByText('No sign-in method is available. Contact your administrator.');
  });

  it('validates before sending anything', async () => {
    const { screen } = await renderLogin(ns);
    await clearRequests(ns);
    (await screen.findByRole('button', { name: 'Sign in' })).click();
    await screen.findByText('Email is a required field');
    expect(screen.getByText('Password is a required field')).to.exist;
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).to.equal('true');
    await typeInto(screen.getByLabelText('Email'), 'not-an-email');
    screen.getByRole('button', { name: 'Sign in' }).click();
    await screen.findByText('Email must be a valid email');
    expect(await requests(ns, { path: 'login' })).to.have.length(0);
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    const { screen } = await renderLogin(ns);
    await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), 'wrong-password');
    screen.getByRole('button', { name: 'Sign in' }).click();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('Invalid email or password.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).to.equal('admin@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).to.equal('wrong-password');
  });

  it("shows a 500's error body message", async () => {
    await setOptions(ns, {
      faults: [{ method: 'POST', path: 'login', status: 500, body: { error: 'Boom', message: 'Sign-in is down for maintenance.' } }],
    });
    const { screen } = await renderLogin(ns);
    await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), PASSWORD);
    screen.getByRole('button', { name: 'Sign in' }).click();
    expect((await screen.findByRole('alert')).textContent).to.contain('Sign-in is down for maintenance.');
  });

  it('signs in, fires landscape-signed-in and shows who is signed in', async () => {
    const { root, screen } = await renderLogin(ns);
    const signedIn = recordEvents(root, 'landscape-signed-in');
    await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), PASSWORD);
    screen.getByRole('button', { name: 'Sign in' }).click();
    await screen.findByText('Ada Admin');
    expect(signedIn).to.deep.equal([
      { user: { name: 'Ada Admin', email: 'admin@example.com', currentAccount: 'acme' } },
    ]);
  });

  it('cannot be submitted twice', async () => {
    await setOptions(ns, { latencyMs: 300 });
    const { screen } = await renderLogin(ns);
    await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), PASSWORD);
    const button = screen.getByRole('button', { name: 'Sign in' });
    const form = button.closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).to.equal('true'));
    // Busy, it keeps focus (aria-disabled, not disabled); pressing it or submitting again sends nothing.
    button.click();
    form.requestSubmit();
    await screen.findByText('Ada Admin', {}, { timeout: 3000 });
    expect(await requests(ns, { path: 'login' })).to.have.length(1);
  });

  it('shows an error, not a blank screen, for a malformed login/methods answer', async () => {
    await setOptions(ns, { faults: [{ path: 'login/methods', malformed: true, times: 1 }] });
    const { screen } = await renderLogin(ns);
    expect((await screen.findByRole('alert')).textContent).to.contain('could not be read');
    screen.getByRole('button', { name: 'Try again' }).click();
    await screen.findByLabelText('Email');
  });

  it('starts OIDC through auth/start and goes where the server says', async () => {
    const { root, screen } = await renderLogin(ns);
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Sign in with Okta' })).click();
    await waitFor(() => expect(visited).to.have.length(1));
    const [start] = await requests(ns, { path: 'auth/start' });
    expect(start?.query.id).to.be.a('string');
    expect(start?.query.return_to).to.equal(window.location.pathname + window.location.search);
    expect(start?.authorization).to.equal(false);
    expect(new URL(visited[0]!, location.href).pathname).to.contain('handle-auth/oidc');
  });

  it("wraps a long provider's button label as one centred text, not \"Sign in with\" beside the name", async () => {
    const name = 'Contoso Corporate Single Sign-On for Europe, the Middle East and Africa';
    await addProvider(ns, name);
    const { root, screen } = await renderLogin(ns);
    // A narrow card, so the label needs several lines.
    root.style.display = 'block';
    root.style.width = '300px';
    const button = await screen.findByRole('button', { name: `Sign in with ${name}` });
    expect(button.textContent).to.equal(`Sign in with ${name}`);
    const lines = lineBoxes(button);
    expect(lines.length, 'the label wraps').to.be.at.least(2);
    // One flow of text: the name goes on from the line of "Sign in with", not in a column of its own.
    expect(lines[0]!.text).to.match(/^Sign in with Contoso/);
    const style = getComputedStyle(button);
    const contentLeft = button.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const contentRight = button.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    // Every line centred in the button.
    for (const line of lines) {
      expect(Math.abs(line.left - contentLeft - (contentRight - line.right)), `"${line.text}" is not centred`).to.be.at.most(2);
    }
  });

  it('starts Ubuntu One through auth/ubuntu-one/start', async () => {
    const { root, screen } = await renderLogin(ns);
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Sign in with Ubuntu One' })).click();
    await waitFor(() => expect(visited).to.have.length(1));
    expect(await requests(ns, { path: 'auth/ubuntu-one/start' })).to.have.length(1);
  });

  it('says whose invitation it is above the sign-in methods, asked without a bearer token, and OIDC carries it', async () => {
    const { root, login, screen } = await renderLogin(ns, INVITATION);
    const invited = await screen.findByText(sentence(INVITED));
    const email = await screen.findByLabelText('Email');
    const okta = screen.getByRole('button', { name: 'Sign in with Okta' });
    expect(precedes(invited, email), 'the invitation is above the password form').to.equal(true);
    expect(precedes(invited, okta), 'the invitation is above the providers').to.equal(true);
    // The organisation's title is server text: isolated from the sentence around it.
    expect(invited.querySelector('bdi')?.textContent).to.equal('Initech');
    const asked = await requests(ns, { path: `invitations/${INVITATION}/summary` });
    expect(asked.map((request) => [request.method, request.authorization])).to.deep.equal([['GET', false]]);
    await expect(login).to.be.accessible();

    const visited = captureNavigation(root);
    okta.click();
    await waitFor(() => expect(visited).to.have.length(1));
    const [start] = await requests(ns, { path: 'auth/start' });
    expect(start?.query.invitation_id).to.equal(INVITATION);
    expect(start?.query.id).to.equal('1');
  });

  it('passes the invitation on to Ubuntu One and Enterprise login', async () => {
    const { root, screen } = await renderLogin(ns, INVITATION);
    await screen.findByText(sentence(INVITED));
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Sign in with Ubuntu One' })).click();
    await waitFor(() => expect(visited).to.have.length(1));
    const [ubuntuOne] = await requests(ns, { path: 'auth/ubuntu-one/start' });
    expect(ubuntuOne?.query.invitation_id).to.equal(INVITATION);

    const methods = {
      oidc: { available: false, configurations: [] },
      password: { available: false, enabled: false },
      pam: { available: false, enabled: false },
      standalone_oidc: { available: true, enabled: true },
      ubuntu_one: { available: false, enabled: false },
    };
    const other = await createNamespace({ faults: [{ path: 'login/methods', status: 200, body: methods }] });
    const enterprise = await renderLogin(other, INVITATION);
    const otherVisits = captureNavigation(enterprise.root);
    (await enterprise.screen.findByRole('button', { name: 'Enterprise login' })).click();
    await waitFor(() => expect(otherVisits).to.have.length(1));
    const [start] = await requests(other, { path: 'auth/start' });
    expect(start?.query.invitation_id).to.equal(INVITATION);
  });

  it('says so when the invitation does not exist or has expired, and signs in as without one', async () => {
    const { root, screen } = await renderLogin(ns, 'expired-2f9a');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.equal('This invitation does not exist or has expired.');
    // Asking again would not change the server's answer.
    expect(screen.queryByRole('button', { name: 'Try again' })).to.equal(null);
    expect(screen.queryByText("You've been invited to", { exact: false })).to.equal(null);
    const visited = captureNavigation(root);
    screen.getByRole('button', { name: 'Sign in with Okta' }).click();
    await waitFor(() => expect(visited).to.have.length(1));
    const [start] = await requests(ns, { path: 'auth/start' });
    expect(start?.query).to.not.have.property('invitation_id');
    await typeInto(screen.getByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), PASSWORD);
    screen.getByRole('button', { name: 'Sign in' }).click();
    await screen.findByText('Ada Admin');
  });

  it('shows an error with Try again, not a blank screen, for a malformed invitation summary; sign-in stays usable', async () => {
    await setOptions(ns, { faults: [{ path: `invitations/${INVITATION}/summary`, malformed: true, times: 1 }] });
    const { screen } = await renderLogin(ns, INVITATION);
    expect((await screen.findByRole('alert')).textContent).to.contain('could not be read');
    expect(screen.getByRole('button', { name: 'Sign in with Okta' }).hasAttribute('disabled')).to.equal(false);
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-disabled')).to.not.equal('true');
    screen.getByRole('button', { name: 'Try again' }).click();
    await screen.findByText(sentence(INVITED));
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Try again' })).to.equal(null);
  });

  it('asks for no invitation without one, and sends none on', async () => {
    const { root, screen } = await renderLogin(ns);
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Sign in with Okta' })).click();
    await waitFor(() => expect(visited).to.have.length(1));
    const [start] = await requests(ns, { path: 'auth/start' });
    expect(start?.query).to.not.have.property('invitation_id');
    expect((await requests(ns)).filter((request) => request.path.startsWith('invitations/'))).to.deep.equal([]);
  });

  it('refuses a javascript: location from the server', async () => {
    await setOptions(ns, {
      faults: [{ path: 'auth/ubuntu-one/start', status: 200, body: { location: 'javascript:alert(1)' } }],
    });
    const { root, screen } = await renderLogin(ns);
    const visited = captureNavigation(root);
    (await screen.findByRole('button', { name: 'Sign in with Ubuntu One' })).click();
    expect((await screen.findByRole('alert')).textContent).to.contain('invalid sign-in address');
    expect(visited).to.deep.equal([]);
  });

  it('signs out with logout and fires landscape-signed-out', async () => {
    await signIn(ns);
    const root = await mount<LandscapeRoot>(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-login></landscape-login></landscape-root>`,
      'landscape-root',
    );
    const screen = screenOf(root.querySelector('landscape-login')!);
    const signedOut = recordEvents(root, 'landscape-signed-out');
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await screen.findByRole('heading', { name: 'Sign in to Landscape' });
    expect(signedOut).to.have.length(1);
    const [logout] = await requests(ns, { path: 'logout' });
    expect(logout?.method).to.equal('POST');
    expect(logout?.authorization).to.equal(true);
  });

  it('Sign out: a double-click sends one logout, and the button says "Signing out..." while it runs, keeping focus', async () => {
    await signIn(ns);
    const root = await mount<LandscapeRoot>(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-login></landscape-login></landscape-root>`,
      'landscape-root',
    );
    const login = root.querySelector('landscape-login')!;
    const screen = screenOf(login);
    const button = await screen.findByRole('button', { name: 'Sign out' });
    await setOptions(ns, { latencyMs: 400 });
    await clearRequests(ns);
    button.focus();
    button.click();
    button.click();
    await waitFor(() => expect(button.textContent).to.equal('Signing out...'));
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    // Not disabled: focus stays on it while it runs.
    expect(login.shadowRoot!.activeElement).to.equal(button);
    await expect(login).to.be.accessible();
    button.click();
    await screen.findByRole('heading', { name: 'Sign in to Landscape' }, { timeout: 5000 });
    expect(await requests(ns, { path: 'logout' })).to.have.length(1);
  });

  it("keeps the user signed in and shows the server's message when sign-out fails; the button is back", async () => {
    await signIn(ns);
    await setOptions(ns, { faults: [{ path: 'logout', status: 503, body: { error: 'Unavailable', message: 'Sign-out is down for maintenance.' } }] });
    const root = await mount<LandscapeRoot>(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-login></landscape-login></landscape-root>`,
      'landscape-root',
    );
    const notes = recordEvents(root, 'landscape-notify');
    const screen = screenOf(root.querySelector('landscape-login')!);
    const button = await screen.findByRole('button', { name: 'Sign out' });
    button.click();
    await waitFor(() => expect(notes.map((note) => note.message)).to.include('Sign-out is down for maintenance.'));
    // Visible in the widget itself, which may be alone on its page with no notification area.
    expect((await screen.findByRole('alert')).textContent).to.equal('Sign-out is down for maintenance.');
    expect(notes).to.have.length(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).to.equal('false'));
    expect(button.textContent).to.equal('Sign out');
    expect(screen.getByText('Ada Admin')).to.exist;
    expect(screen.queryByRole('heading', { name: 'Sign in to Landscape' })).to.equal(null);
  });

  it('is accessible signed out, with errors, and signed in', async () => {
    const { login, screen } = await renderLogin(ns);
    await screen.findByLabelText('Email');
    await expect(login).to.be.accessible();
    screen.getByRole('button', { name: 'Sign in' }).click();
    await screen.findByText('Email is a required field');
    await expect(login).to.be.accessible();
    await typeInto(screen.getByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), PASSWORD);
    screen.getByRole('button', { name: 'Sign in' }).click();
    await screen.findByText('Ada Admin');
    await expect(login).to.be.accessible();
  });

  it('can be used with the keyboard alone', async () => {
    const { root, screen } = await renderLogin(ns);
    const signedIn = recordEvents(root, 'landscape-signed-in');
    (await screen.findByLabelText('Email')).focus();
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ type: 'admin@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: PASSWORD });
    await sendKeys({ press: 'Enter' });
    await screen.findByText('Ada Admin');
    expect(signedIn).to.have.length(1);
  });
});
