import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';


type Screen = Awaited<ReturnType<typeof renderPortal>>['screen'];

/** The table once it shows the current request's rows, and their descriptions. */
async function settledSummaries(screen: Screen): Promise<string[]> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Activities' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('button')?.textContent ?? '');
  });
}

/** What the server holds for an organisation's page, asked directly with that organisation's token. */
async function serverPage(ns: SimNamespace, account: string, offset: number) {
  const acmeToken = await tokenFor(ns);
  const switched = await fetch(`${ns.apiBase}switch-account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${acmeToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: account }),
  });
  const { token } = (await switched.json()) as { token: string };
  const response = await fetch(`${ns.apiBase}activities?limit=20&offset=${offset}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { count: number; results: { summary: string }[] };
}

describe('organisation switch and the list cache', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it("a Next page pressed during a switch ends on the new organisation's page, never the old one's", async () => {
    const { root, screen } = await renderPortal(ns, '/activities');
    const acmeFirst = await settledSummaries(screen);
    await setOptions(ns, { latencyMs: 300 });
    await clearRequests(ns);

    const switched = switchAccount(root.store, 'globex');
    screen.getByRole('button', { name: /next page/i }).click();
    await switched;
    await waitForPath('/activities?currentPage=2');
    const shown = await settledSummaries(screen);

    const log = await requests(ns, { method: 'GET', path: 'activities' });
    await setOptions(ns, { latencyMs: 0 });
    const [globexSecond, acmeSecond] = [await serverPage(ns, 'globex', 20), await serverPage(ns, 'acme', 20)];
    expect(globexSecond.results.map((row) => row.summary)).to.not.deep.equal(acmeSecond.results.map((row) => row.summary));
    expect(shown).to.deep.equal(globexSecond.results.map((row) => row.summary));
    expect(shown).to.not.deep.equal(acmeFirst);
    expect(screen.getByText(`Showing ${globexSecond.results.length} of ${globexSecond.count.toLocaleString('en-US')} results`)).to.exist;
    // The old organisation's page 2 (asked before the switch answered) and the new one's: no refetch of page 1.
    expect(log.map((request) => request.query.offset)).to.deep.equal(['20', '20']);
  });

  it("sends no request for an item of the old organisation after a switch (a closed panel's activity)", async () => {
    const { root, screen } = await renderPortal(ns, '/activities');
    await settledSummaries(screen);
    const first = (await screen.findByRole('table', { name: 'Activities' })).querySelector('tbody tr button') as HTMLButtonElement;
    first.click();
    await screen.findByRole('dialog', { name: first.textContent! });
    await waitFor(async () => expect((await requests(ns, { method: 'GET' })).some((request) => /^activities\/\d+$/.test(request.path))).to.equal(true));
    screen.getByRole('button', { name: 'Close side panel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await clearRequests(ns);

    await switchAccount(root.store, 'globex');
    await settledSummaries(screen);
    await waitFor(async () => expect(await requests(ns, { method: 'GET', path: 'activities' })).to.have.length(1));
    const after = await requests(ns, { method: 'GET' });
    expect(after.filter((request) => /^activities\/\d+$/.test(request.path))).to.deep.equal([]);
    expect(after.every((request) => request.path !== 'activities' || request.query.offset === '0')).to.equal(true);
  });

  it('closes a side panel showing an item of the old organisation', async () => {
    const { root, screen } = await renderPortal(ns, '/activities');
    await settledSummaries(screen);
    const first = (await screen.findByRole('table', { name: 'Activities' })).querySelector('tbody tr button') as HTMLButtonElement;
    first.click();
    await screen.findByRole('dialog', { name: first.textContent! });
    // The panel's own request for the item, before the switch, is not what this test is about.
    await waitFor(async () => expect((await requests(ns, { method: 'GET' })).some((request) => /^activities\/\d+$/.test(request.path))).to.equal(true));
    await clearRequests(ns);
    await switchAccount(root.store, 'globex');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await settledSummaries(screen);
    expect((await requests(ns, { method: 'GET' })).filter((request) => /^activities\/\d+$/.test(request.path))).to.deep.equal([]);
  });
});
