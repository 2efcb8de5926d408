import { expect, html } from '@open-wc/testing';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, recordEvents, screenOf, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';

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

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('landscape-org-switcher', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });

  it('offers the organisations without a subdomain, by title', async () => {
    await signIn(ns);
    const { screen } = await renderSwitcher(ns);
    const select = (await screen.findByRole('combobox', { name: 'Organisation' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Acme Corporation', 'Globex']);
    expect(select.value).to.equal('acme');
  });

  it('is a read-only label for a user with one organisation', async () => {
    await signIn(ns, 'auditor@example.com');
    const { screen } = await renderSwitcher(ns);
    await screen.findByText('Acme Corporation');
    expect(screen.queryByRole('combobox')).to.equal(null);
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
    const select = (await screen.findByRole('combobox', { name: 'Organisation' })) as HTMLSelectElement;
    await login.findByText('Ada Admin');
    const computersKey = ['computers', { limit: 1 }];
    await root.store.queryClient.fetchQuery({
      queryKey: computersKey,
      queryFn: () => root.store.api.request<{ count: number }>('GET', 'computers', { limit: 1 }),
    });
    const acmeCount = root.store.queryClient.getQueryData<{ count: number }>(computersKey)?.count;
    await clearRequests(ns);
    choose(select, 'globex');
    await waitFor(() => expect(switched).to.deep.equal([{ account: 'globex' }]));
    expect(select.value).to.equal('globex');
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

  it("keeps the current organisation and shows the server's message when switching fails", async () => {
    await signIn(ns);
    await setOptions(ns, {
      faults: [{ path: 'switch-account', status: 500, body: { error: 'Boom', message: 'Organisation service unavailable.' } }],
    });
    const { root, screen } = await renderSwitcher(ns);
    const notes = recordEvents(root, 'landscape-notify');
    const switched = recordEvents(root, 'landscape-account-switched');
    const select = (await screen.findByRole('combobox', { name: 'Organisation' })) as HTMLSelectElement;
    choose(select, 'globex');
    expect((await screen.findByRole('alert')).textContent).to.equal('Organisation service unavailable.');
    expect(select.value).to.equal('acme');
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
    const select = (await screen.findByRole('combobox', { name: 'Organisation' })) as HTMLSelectElement;
    await login.findByText('Ada Admin');
    // Some signed-in data in the cache, to see it dropped.
    await root.store.queryClient.fetchQuery({
      queryKey: ['computers', { limit: 1 }],
      queryFn: () => root.store.api.request('GET', 'computers', { limit: 1 }),
    });
    expect(root.store.queryClient.getQueryData(['computers', { limit: 1 }])).to.have.property('count');
    choose(select, 'globex');
    await login.findByRole('heading', { name: 'Sign in to Landscape' });
    expect(signedOut).to.have.length(1);
    expect(screen.queryByRole('combobox')).to.equal(null);
    const keys = root.store.queryClient.getQueryCache().getAll().map((query) => query.queryKey.join('/'));
    expect(keys.filter((key) => key !== 'auth/me' && key !== 'login/methods')).to.deep.equal([]);
  });

  it('is accessible as a dropdown and as a label', async () => {
    await signIn(ns);
    const first = await renderSwitcher(ns);
    await first.screen.findByRole('combobox', { name: 'Organisation' });
    await expect(first.switcher).to.be.accessible();
    const other = await createNamespace();
    await signIn(other, 'auditor@example.com');
    const second = await renderSwitcher(other);
    await second.screen.findByText('Acme Corporation');
    await expect(second.switcher).to.be.accessible();
  });
});
