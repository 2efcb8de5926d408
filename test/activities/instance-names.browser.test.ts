/**
 * Issue 22, point 5: an activity's instance is named after the instance, not "Instance 2575": the
 * page's instances asked for in one request per page, cached; one the server does not return (or a
 * failed request) says "Instance {id}".
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { renderActivities } from './helpers.ts';

interface Page<T> {
  readonly count: number;
  readonly results: T[];
}

async function get<T>(ns: SimNamespace, path: string): Promise<T> {
  return (await (await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } })).json()) as T;
}

/** The instance ids of the activities on a page, each once, in order. */
const idsOf = (activities: readonly { computer_id?: number | null }[]) =>
  [...new Set(activities.map((activity) => activity.computer_id).filter((id): id is number => !!id))].sort((a, b) => a - b);

/** Each instance link of the table: its id (from its address) and its text. */
function instanceLinks(table: HTMLElement): [string, string][] {
  return [...table.querySelectorAll('a')]
    .filter((link) => /\/instances\/\d+$/.test(link.href))
    .map((link) => [/\/instances\/(\d+)$/.exec(link.href)![1]!, link.textContent ?? '']);
}

const namesRequests = async (ns: SimNamespace) =>
  (await requests(ns, { method: 'GET', path: 'computers' })).filter((request) => /^id:\d+( OR id:\d+)*$/.test(request.query['query'] ?? ''));

describe('activities: instances by name', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it("names each row's instance as the server does, in one request per page, and asks again for no page it has", async () => {
    const first = await get<Page<{ computer_id: number | null }>>(ns, 'activities?limit=20&offset=0');
    const ids = idsOf(first.results);
    const instances = await get<Page<{ id: number; title: string }>>(ns, `computers?limit=${ids.length}&offset=0&query=${encodeURIComponent(ids.map((id) => `id:${id}`).join(' OR '))}`);
    const titles = new Map(instances.results.map((instance) => [String(instance.id), instance.title]));
    expect(titles.size, 'the seeded page names instances').to.be.greaterThan(0);
    await clearRequests(ns);

    const { screen } = await renderActivities(ns);
    const table = await screen.findByRole('table', { name: 'Activities' });
    await waitFor(() => {
      const links = instanceLinks(table);
      expect(links.length).to.be.greaterThan(0);
      for (const [id, text] of links) expect(text, `instance ${id}`).to.equal(titles.get(id) ?? `Instance ${id}`);
    });
    // Cut to one line in its column, the name is still drawn as a link is (underlined).
    const name = table.querySelector('a[href*="/instances/"] bdi')!;
    expect(getComputedStyle(name).textDecorationLine).to.equal('underline');
    const asked = await namesRequests(ns);
    expect(asked.map((request) => [request.query['query'], request.query['limit']])).to.deep.equal([
      [ids.map((id) => `id:${id}`).join(' OR '), String(ids.length)],
    ]);

    // The next page: one request for its instances; back to the first: none (cached).
    screen.getByRole('button', { name: 'Next page' }).click();
    await waitFor(async () => expect(await namesRequests(ns)).to.have.length(2));
    screen.getByRole('button', { name: 'Previous page' }).click();
    await waitFor(() => expect(instanceLinks(table).map(([id]) => Number(id))).to.include(ids[0]));
    await waitFor(() => {
      for (const [id, text] of instanceLinks(table)) expect(text).to.equal(titles.get(id) ?? `Instance ${id}`);
    });
    expect(await namesRequests(ns)).to.have.length(2);
  });

  it('says "Instance {id}" for an instance the server does not return, and opens the details with the names it has', async () => {
    const first = await get<Page<{ id: number; summary: string; computer_id: number | null }>>(ns, 'activities?limit=20&offset=0');
    const ids = idsOf(first.results);
    const [missing, ...named] = ids;
    const instances = await get<Page<{ id: number; title: string }>>(ns, `computers?limit=${named.length}&offset=0&query=${encodeURIComponent(named.map((id) => `id:${id}`).join(' OR '))}`);
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 200, body: instances }] });
    await clearRequests(ns);
    const { screen } = await renderActivities(ns);
    const table = await screen.findByRole('table', { name: 'Activities' });
    const title = instances.results[0]!.title;
    await waitFor(() => expect(instanceLinks(table).map(([, text]) => text)).to.include(title));
    expect(instanceLinks(table).filter(([id]) => Number(id) === missing).map(([, text]) => text)).to.deep.include(`Instance ${missing}`);

    // The details of a named row say the same name, without another request.
    await clearRequests(ns);
    const activity = first.results.find((item) => item.computer_id === instances.results[0]!.id)!;
    (await screen.findByRole('button', { name: activity.summary })).click();
    const panel = await screen.findByRole('dialog', { name: activity.summary });
    await waitFor(() => expect(within(panel).getByRole('link', { name: title })).to.exist);
    expect(await requests(ns, { method: 'GET', path: 'computers' })).to.have.length(0);
  });

  it('a failed names request leaves "Instance {id}" and the list as it is, without an error', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 500, body: { error: 'Boom', message: 'Instances are down.' } }] });
    await clearRequests(ns);
    const { screen } = await renderActivities(ns);
    const table = await screen.findByRole('table', { name: 'Activities' });
    await waitFor(async () => expect(await requests(ns, { method: 'GET', path: 'computers' })).to.have.length(1));
    const links = instanceLinks(table);
    expect(links.length).to.be.greaterThan(0);
    for (const [id, text] of links) expect(text).to.equal(`Instance ${id}`);
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it("one instance's activities ask for no names (the Instance column is hidden)", async () => {
    const { screen } = await renderActivities(ns, [{ instanceId: 6 }]);
    await screen.findByRole('table', { name: 'Activities' });
    await waitFor(async () => expect(await requests(ns, { method: 'GET', path: 'activities' })).to.have.length(1));
    expect(await requests(ns, { method: 'GET', path: 'computers' })).to.have.length(0);
  });
});
