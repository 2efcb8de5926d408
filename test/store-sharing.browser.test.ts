import { expect, fixture, html } from '@open-wc/testing';
import '../elements/landscape-login.ts';
import '../elements/landscape-org-switcher.ts';
import { screenOf, waitFor } from './helpers/dom.ts';
import { clearRequests, createNamespace, requests, signIn } from './helpers/simulator.ts';

// This file imports no landscape-root on purpose: it is defined late, mid-test.
describe('store sharing', () => {
  it('two widgets in one root make one request for the same data', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    await clearRequests(ns);
    await import('../elements/landscape-root.ts');
    const root = await fixture(html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
      <landscape-login></landscape-login>
      <landscape-login></landscape-login>
      <landscape-org-switcher></landscape-org-switcher>
    </landscape-root>`);
    const [first, second] = [...root.querySelectorAll('landscape-login')];
    await screenOf(first!).findByText('Ada Admin');
    await screenOf(second!).findByText('Ada Admin');
    await screenOf(root.querySelector('landscape-org-switcher')!).findByRole('button', { name: 'Organisation: Acme Corporation' });
    expect(await requests(ns, { path: 'me' })).to.have.length(1);
  });

  it('waits for a root defined late, so no widget binds to the page-wide store', async () => {
    const ns = await createNamespace();
    // A tag name not yet defined stands for a root whose script has not loaded.
    const host = await fixture(html`<div></div>`);
    const late = document.createElement('landscape-root');
    late.setAttribute('api-base', ns.apiBase);
    late.setAttribute('legacy-api-base', ns.legacyApiBase);
    late.append(document.createElement('landscape-login'));
    host.append(late);
    const login = late.querySelector('landscape-login')!;
    const { LandscapeRoot } = await import('../elements/landscape-root.ts');
    expect(customElements.get('landscape-root')).to.equal(LandscapeRoot);
    await screenOf(login).findByRole('heading', { name: 'Sign in to Landscape' });
    await waitFor(async () => expect(await requests(ns, { path: 'login/methods' })).to.have.length(1));
  });

  it('a widget outside any root uses the page-wide default store', async () => {
    const lone = await fixture(html`<landscape-login></landscape-login>`);
    await screenOf(lone).findByRole('heading', { name: 'Sign in to Landscape' });
    const other = await fixture(html`<landscape-login></landscape-login>`);
    await screenOf(other).findByRole('heading', { name: 'Sign in to Landscape' });
    const defaults = await requests({ id: 'default', apiBase: '/api/v2/', legacyApiBase: '/api/' }, { path: 'login/methods' });
    expect(defaults.length).to.be.greaterThan(0);
  });

  it('two roots keep separate stores', async () => {
    await import('../elements/landscape-root.ts');
    const [a, b] = [await createNamespace(), await createNamespace()];
    await signIn(a);
    const page = await fixture(html`<div>
      <landscape-root api-base=${a.apiBase} legacy-api-base=${a.legacyApiBase}><landscape-login></landscape-login></landscape-root>
      <landscape-root api-base=${b.apiBase} legacy-api-base=${b.legacyApiBase}><landscape-login></landscape-login></landscape-root>
    </div>`);
    const [first, second] = [...page.querySelectorAll('landscape-login')];
    await screenOf(first!).findByText('Ada Admin');
    await screenOf(second!).findByRole('heading', { name: 'Sign in to Landscape' });
  });
});
