import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { restoreLocation } from '../helpers/portal.ts';
import { clearRequests, requests, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

const FIXES = 1;
const WINDOWS_HOST = 5001;

/** A tab's count as shown, and what it says to screen readers (its description). */
function badgeOf(screen: Screen, name: string): { shown: string; description: string } {
  const tab = screen.getByRole('tab', { name });
  const shown = tab.querySelector('[aria-hidden="true"]')?.textContent ?? '';
  const ids = (tab.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const root = tab.getRootNode() as ShadowRoot;
  return { shown, description: ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ') };
}

describe('instance page: tab counts', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it("counts an Ubuntu instance's upgrades, security issues and Livepatch fixes beside their tabs", async () => {
    const instance = await serverInstance(ns, token, FIXES);
    const upgrades = instance.upgrades!.regular + instance.upgrades!.security;
    const usns = await api<{ count: number }>(ns, token, `usns?computer_ids=${FIXES}&limit=1&offset=0`);
    const info = await api<{ livepatch_info: { json: { output: { Status: { Livepatch: { Fixes: unknown[] } }[] } } } }>(ns, token, `computers/${FIXES}/livepatch/info`);
    const fixes = info.livepatch_info.json.output.Status[0]!.Livepatch.Fixes.length;
    const { portal, screen } = await openPage(ns, `/instances/${FIXES}`, instance.title);
    await waitFor(() => expect(badgeOf(screen, 'Packages')).to.deep.equal({ shown: String(upgrades), description: `${upgrades} upgrades available` }));
    await waitFor(() => expect(badgeOf(screen, 'Security issues')).to.deep.equal({ shown: String(usns.count), description: `${usns.count} security issues` }));
    await waitFor(() => expect(badgeOf(screen, 'Kernel')).to.deep.equal({ shown: String(fixes), description: `${fixes} Livepatch fixes` }));
    await expect(portal).to.be.accessible();
  });

  it('asks nothing for the counts of a Windows host', async () => {
    const host = await serverInstance(ns, token, WINDOWS_HOST);
    await clearRequests(ns);
    const { screen } = await openPage(ns, `/instances/${WINDOWS_HOST}`, host.title);
    await screen.findByRole('group', { name: 'Details' });
    for (const tab of screen.getAllByRole('tab')) expect(tab.getAttribute('aria-describedby')).to.equal(null);
    const calls = (await requests(ns, { method: 'GET' })).map((call) => call.path);
    expect(calls.filter((path) => path === 'usns' || path.endsWith('/livepatch/info'))).to.deep.equal([]);
  });
});
