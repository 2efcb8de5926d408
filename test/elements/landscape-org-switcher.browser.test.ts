import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, recordEvents, screenOf, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { expectSameBoxes, LONG_TITLE, measureSelector, renameOrganisation } from '../helpers/organisation-selector.ts';
import { expectFocusOn } from '../ui/harness.tsx';

async function renderSwitcher(ns: SimNamespace) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
      <landscape-org-switcher></landscape-org-switcher>
      <landscape-login></landscape-login>
    </landscape-root>`,
    'landscape-root',
  );
  const switcher = root.querySelector('landscape-org-switcher')!;
  return { root, switcher, screen: screenOf(switcher), login: screenOf(root.querySelector('landscape-login')!) };
}

type Screen = Awaited<ReturnType<typeof renderSwitcher>>['screen'];

/** The dropdown's button, named "Organisation: {current title}". */
function dropdown(screen: Screen) {
  return screen.findByRole('button', { name: /^Organisation: / });
}

/** Chooses an organisation by clicking its option, as a person would. */
async function choose(screen: Screen, title: string) {
  (await dropdown(screen)).click();
  (await screen.findByRole('option', { name: title })).click();
}

describe('landscape-org-switcher', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });

  it('offers the organisations without a subdomain, by title', async () => {
    await signIn(ns);
    const { screen } = await renderSwitcher(ns);
    const button = await dropdown(screen);
    expect(button.getAttribute('aria-label')).to.equal('Organisation: Acme Corporation');
    // The label stands above the button, which shows the organisation alone.
    expect(button.textContent).to.equal('Acme Corporation');
    expect(screen.getByText('Organisation')).to.exist;
    button.click();
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).to.deep.equal(['Acme Corporation', 'Globex']);
    expect(options.map((option) => option.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
  });

  it('keeps its width and its options theirs with a long organisation title, cut short with the whole title in `title`', async () => {
    /** In a header that sizes it to its content, as the classic dashboard's does. */
    async function inHeader(namespace: SimNamespace) {
      const { root, switcher } = await renderSwitcher(namespace);
      const header = root.parentElement!;
      // Set through the CSSOM (the page's CSP allows no style attributes in markup).
      header.style.display = 'flex';
      header.style.alignItems = 'flex-start';
      header.style.width = '1200px';
      return measureSelector(switcher.shadowRoot as unknown as HTMLElement);
    }
    await signIn(ns);
    const ordinary = await inHeader(ns);
    const other = await createNamespace();
    await signIn(other);
    await renameOrganisation(other, LONG_TITLE);
    expectSameBoxes(await inHeader(other), ordinary);
  });

  it('is a read-only label for a user with one organisation', async () => {
    await signIn(ns, 'auditor@example.com');
    const { screen } = await renderSwitcher(ns);
    await screen.findByText('Acme Corporation');
    expect(screen.queryByRole('button')).to.equal(null);
  });

  it('renders nothing while signed out', async () => {
    const { screen, login } = await renderSwitcher(ns);
    await login.findByRole('heading', { name: 'Sign in to Landscape' });
    expect(screen.queryByText('Organisation')).to.equal(null);
  });

  it('switches organisation, takes the new token, refetches cached queries and fires the event', async () => {
    await signIn(ns);
    const { root, screen, login } = await renderSwitcher(ns);
    const switched = recordEvents(root, 'landscape-account-switched');
    await dropdown(screen);
    await login.findByText('Ada Admin');
    const computersKey = ['computers', { limit: 1 }];
    await root.store.queryClient.fetchQuery({
      queryKey: computersKey,
      queryFn: () => root.store.api.request<{ count: number }>('GET', 'computers', { limit: 1 }),
    });
    const acmeCount = root.store.queryClient.getQueryData<{ count: number }>(computersKey)?.count;
    await clearRequests(ns);
    await choose(screen, 'Globex');
    await waitFor(() => expect(switched).to.deep.equal([{ account: 'globex' }]));
    expect((await dropdown(screen)).getAttribute('aria-label')).to.equal('Organisation: Globex');
    const [post] = await requests(ns, { path: 'switch-account' });
    expect(post?.method).to.equal('POST');
    expect(post?.body).to.deep.equal({ account_name: 'globex' });
    // Every cached query was fetched again, with the new organisation's token.
    expect(await requests(ns, { path: 'me' })).to.have.length(1);
    const [computers] = await requests(ns, { path: 'computers' });
    expect(computers?.authorization).to.equal(true);
    const globexCount = root.store.queryClient.getQueryData<{ count: number }>(computersKey)?.count;
    expect(globexCount).to.be.a('number').and.not.equal(acmeCount);
  });

  it('moves through the options with the keyboard without switching; Enter switches and confirms', async () => {
    await signIn(ns);
    await setOptions(ns, { latencyMs: 200 });
    const { root, screen } = await renderSwitcher(ns);
    const notes = recordEvents(root, 'landscape-notify');
    const button = await dropdown(screen);
    await clearRequests(ns);
    button.focus();
    await sendKeys({ press: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox', { name: 'Organisation' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(listbox.getAttribute('aria-activedescendant')).to.equal(screen.getByRole('option', { name: 'Globex' }).id));
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowDown' });
    // Moving is not choosing. A switch would show at once (it is busy from the moment it starts, in the
    // same event), so its absence right after the keys is proof, not a race with the request.
    expect(screen.queryByText('Switching organisation...')).to.equal(null);
    expect(button.closest('[aria-busy]')?.getAttribute('aria-busy')).to.equal('false');
    expect(await requests(ns, { path: 'switch-account' })).to.have.length(0);
    expect(button.getAttribute('aria-label')).to.equal('Organisation: Acme Corporation');
    await sendKeys({ press: 'Enter' });
    expect((await screen.findByRole('status')).textContent).to.equal('Switching organisation...');
    expect(screen.getByText('Switching organisation...').parentElement!.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal('Organisation: Globex'));
    await waitFor(() => expect(notes).to.deep.include({ type: 'positive', title: 'Success', message: 'You have switched to Globex.' }));
    const posts = await requests(ns, { path: 'switch-account' });
    expect(posts.map((post) => post.body)).to.deep.equal([{ account_name: 'globex' }]);
    expectFocusOn(button);
  });

  it("keeps the current organisation and shows the server's message when switching fails", async () => {
    await signIn(ns);
    await setOptions(ns, {
      faults: [{ path: 'switch-account', status: 500, body: { error: 'Boom', message: 'Organisation service unavailable.' } }],
    });
    const { root, screen } = await renderSwitcher(ns);
    const notes = recordEvents(root, 'landscape-notify');
    const switched = recordEvents(root, 'landscape-account-switched');
    await choose(screen, 'Globex');
    expect((await screen.findByRole('alert')).textContent).to.equal('Organisation service unavailable.');
    expect((await dropdown(screen)).getAttribute('aria-label')).to.equal('Organisation: Acme Corporation');
    expect(switched).to.have.length(0);
    expect(notes).to.deep.equal([{ type: 'negative', title: 'Error', message: 'Organisation service unavailable.' }]);
  });

  it('a 401 signs the user out, drops cached data except the auth user and fires landscape-signed-out', async () => {
    await signIn(ns);
    await setOptions(ns, {
      faults: [{ path: 'switch-account', status: 401, body: { error: 'Unauthorized', message: 'Your session has expired.' } }],
    });
    const { root, screen, login } = await renderSwitcher(ns);
    const signedOut = recordEvents(root, 'landscape-signed-out');
    await dropdown(screen);
    await login.findByText('Ada Admin');
    // Some signed-in data in the cache, to see it dropped.
    await root.store.queryClient.fetchQuery({
      queryKey: ['computers', { limit: 1 }],
      queryFn: () => root.store.api.request('GET', 'computers', { limit: 1 }),
    });
    expect(root.store.queryClient.getQueryData(['computers', { limit: 1 }])).to.have.property('count');
    await choose(screen, 'Globex');
    await login.findByRole('heading', { name: 'Sign in to Landscape' });
    expect(signedOut).to.have.length(1);
    expect(screen.queryByRole('button', { name: /^Organisation/ })).to.equal(null);
    const keys = root.store.queryClient.getQueryCache().getAll().map((query) => query.queryKey.join('/'));
    expect(keys.filter((key) => key !== 'auth/me' && key !== 'login/methods')).to.deep.equal([]);
  });

  it('is accessible as a dropdown and as a label', async () => {
    await signIn(ns);
    const first = await renderSwitcher(ns);
    const button = await dropdown(first.screen);
    await expect(first.switcher).to.be.accessible();
    button.click();
    await first.screen.findByRole('listbox');
    await expect(first.switcher).to.be.accessible();
    const other = await createNamespace();
    await signIn(other, 'auditor@example.com');
    const second = await renderSwitcher(other);
    await second.screen.findByText('Acme Corporation');
    await expect(second.switcher).to.be.accessible();
  });
});
