import { expect, fixture, html } from '@open-wc/testing';
import { LandscapeRoot } from '../../elements/landscape-root.ts';

describe('landscape-root', () => {
  it('configures its store from attributes, and back to the defaults when they go', async () => {
    const root = await fixture<LandscapeRoot>(html`<landscape-root api-base="/x/v2/" portal-url="/portal/"></landscape-root>`);
    expect(root.store.config()).to.deep.equal({ apiBase: '/x/v2/', legacyApiBase: '/api/', portalUrl: '/portal/' });
    root.removeAttribute('api-base');
    expect(root.store.config().apiBase).to.equal('/api/v2/');
  });

  it('properties reflect to attributes and configure the store', async () => {
    const root = await fixture<LandscapeRoot>(html`<landscape-root></landscape-root>`);
    root.apiBase = '/other/v2/';
    root.legacyApiBase = '/other/';
    root.portalUrl = '/new_dashboard/';
    expect(root.getAttribute('api-base')).to.equal('/other/v2/');
    expect(root.store.config()).to.deep.equal({ apiBase: '/other/v2/', legacyApiBase: '/other/', portalUrl: '/new_dashboard/' });
    expect(root.apiBase).to.equal('/other/v2/');
    root.portalUrl = null;
    expect(root.hasAttribute('portal-url')).to.equal(false);
    expect(root.portalUrl).to.equal('/');
  });

  it('honours properties and the token set before the tag was defined', async () => {
    class Later extends LandscapeRoot {}
    const early = document.createElement('landscape-root-later') as LandscapeRoot;
    (early as unknown as { apiBase: string }).apiBase = '/early/v2/';
    (early as unknown as { token: string }).token = 'early-token';
    document.body.append(early);
    customElements.define('landscape-root-later', Later);
    expect(early.store.config().apiBase).to.equal('/early/v2/');
    expect(early.token).to.equal('early-token');
    expect(early.getAttribute('api-base')).to.equal('/early/v2/');
    early.remove();
  });

  it('renders only its children and keeps them', async () => {
    const root = await fixture<LandscapeRoot>(html`<landscape-root><p>Host content</p></landscape-root>`);
    expect(root.querySelector('p')?.textContent).to.equal('Host content');
    expect(getComputedStyle(root).display).to.equal('contents');
    expect(root.shadowRoot?.querySelector('slot')).to.exist;
  });
});
