import { expect, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { clearRequests, requests, type SimNamespace } from '../helpers/simulator.ts';
import { forgetWelcome, serverInstance, signedIn } from './helpers.ts';

const BUSY = 6;

async function renderInstance(ns: SimNamespace, attributes: { instanceId?: number; tab?: string } = {}) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">
      <landscape-instance instance-id=${attributes.instanceId ?? ''} tab=${attributes.tab ?? ''}></landscape-instance>
    </landscape-root>`,
    'landscape-root',
  );
  const element = root.querySelector('landscape-instance')! as HTMLElement & { tab?: string; instanceId?: number };
  return { root, element, screen: screenOf(element) };
}

describe('landscape-instance', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(forgetWelcome);

  it('shows the instance with its tabs, the tab in the element, never in the address', async () => {
    const instance = await serverInstance(ns, token, BUSY);
    const address = window.location.href;
    const { element, screen } = await renderInstance(ns, { instanceId: BUSY, tab: 'processes' });
    expect(await screen.findByRole('heading', { level: 2, name: instance.title })).to.exist;
    expect(screen.getByRole('region', { name: `Instance ${BUSY}` })).to.exist;
    expect(screen.getByRole('tab', { name: 'Processes' }).getAttribute('aria-selected')).to.equal('true');
    await screen.findByRole('table', { name: 'Processes' });
    screen.getByRole('tab', { name: 'Packages' }).click();
    const packages = await screen.findByRole('table', { name: 'Packages' });
    await waitFor(() => expect(packages.getAttribute('aria-busy')).to.not.equal('true'));
    // A search is the element's own state too.
    expect(window.location.href).to.equal(address);
    // A new `tab` shows that tab.
    element.tab = 'hardware';
    await screen.findByRole('region', { name: 'System' });
    expect(window.location.href).to.equal(address);
    await expect(element).to.be.accessible();
  });

  it('shows Info for a tab the instance does not offer, and says when the instance does not exist', async () => {
    const { screen } = await renderInstance(ns, { instanceId: BUSY, tab: 'wsl' });
    await screen.findByRole('tab', { name: 'Info' });
    expect(screen.getByRole('tab', { name: 'Info' }).getAttribute('aria-selected')).to.equal('true');

    await clearRequests(ns);
    const missing = await renderInstance(ns, { instanceId: 999_999 });
    expect(await missing.screen.findByRole('heading', { name: 'Instance not found' })).to.exist;
    expect(missing.screen.getByText('Instance 999999 does not exist.')).to.exist;
  });

  it('asks for an instance id when it has none', async () => {
    await clearRequests(ns);
    const { screen } = await renderInstance(ns);
    expect(await screen.findByText('Set instance-id to the id of the instance to show.')).to.exist;
    expect((await requests(ns, { path: 'computers' })).length).to.equal(0);
    expect(within(screen.getByRole('region', { name: 'Instance' })).queryByRole('tablist')).to.equal(null);
  });
});
