/**
 * The store-level prefetch (src/state/prefetch.ts) against the simulator: `me` and a list started
 * before anything renders land in the very cache entries the atoms read (one request each), nothing
 * signed-in starts without a session, and a sign-out cancels a list still on its way.
 */
import { expect } from '@open-wc/testing';
import type { Atom } from 'jotai/vanilla';
import { activityListQuery } from '../../src/features/activities/queries.ts';
import { createListQueryAtoms, prefetchList } from '../../src/features/lists/list-query.ts';
import { createPortalStore } from '../../src/state/index.ts';
import { meQueryAtom, signOut } from '../../src/state/auth.ts';
import { prefetchAbout, prefetchAuth, whenSignedIn, type Session } from '../../src/state/prefetch.ts';
import { aboutCachedAtom, aboutQueryAtom } from '../../src/state/environment.ts';
import type { PortalStore } from '../../src/state/store.ts';
import { waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, signIn, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';

const FIRST_PAGE = { limit: 20, offset: 0 };

async function storeFor(options: SimulatorOptions, signedIn: boolean): Promise<{ ns: SimNamespace; store: PortalStore }> {
  const ns = await createNamespace(options);
  if (signedIn) await signIn(ns);
  return { ns, store: createPortalStore({ apiBase: ns.apiBase, legacyApiBase: ns.legacyApiBase }) };
}

/** Subscribes as a mounted component would, until the value passes `check`. */
async function observe<T>(store: PortalStore, atom: Atom<T>, check: (value: T) => boolean): Promise<() => void> {
  const unsubscribe = store.jotai.sub(atom, () => undefined);
  await waitFor(() => expect(check(store.jotai.get(atom)), JSON.stringify(store.jotai.get(atom))).to.equal(true));
  return unsubscribe;
}

/** Starts `me`, and the first page of activities once the session's token is known. */
function prefetchActivities(store: PortalStore): Session[] {
  const started: Session[] = [];
  whenSignedIn(store, (session) => {
    started.push(session);
    prefetchList(store, session.account, activityListQuery, FIRST_PAGE);
  });
  prefetchAuth(store);
  return started;
}

describe('store-level prefetch', () => {
  it('me and the list, started before any reader, are each requested once: the readers find them', async () => {
    const { ns, store } = await storeFor({ latencyMs: 150 }, true);
    const started = prefetchActivities(store);
    // Both readers subscribe only now, while the requests are on their way.
    const list = createListQueryAtoms(activityListQuery, FIRST_PAGE).listAtom;
    const stopMe = await observe(store, meQueryAtom, (me) => me.isSuccess);
    const stopList = await observe(store, list, (result) => result.isSuccess && result.data.results.length > 0);
    expect(started.map((session) => session.account)).to.deep.equal(['acme']);
    // Counted after both answered: a second request would have left when the readers subscribed.
    expect(await requests(ns, { path: 'me' })).to.have.length(1);
    expect(await requests(ns, { path: 'activities' })).to.have.length(1);
    stopMe();
    stopList();
  });

  it('starts nothing signed-in without a session: me answers that nobody is signed in', async () => {
    const { ns, store } = await storeFor({}, false);
    const started = prefetchActivities(store);
    const stop = await observe(store, meQueryAtom, (me) => me.isSuccess);
    expect(started).to.deep.equal([]);
    expect((await requests(ns)).map((request) => request.path)).to.deep.equal(['me']);
    stop();
  });

  it('starts at once when the session is known already, without asking me again', async () => {
    const { ns, store } = await storeFor({}, true);
    prefetchAuth(store);
    const stop = await observe(store, meQueryAtom, (me) => me.isSuccess);
    const started = prefetchActivities(store);
    expect(started.map((session) => session.account)).to.deep.equal(['acme']);
    await waitFor(() => expect(store.queryClient.isFetching()).to.equal(0));
    expect(await requests(ns, { path: 'me' })).to.have.length(1);
    expect(await requests(ns, { path: 'activities' })).to.have.length(1);
    stop();
  });

  it('a sign-out cancels a list still on its way: no answer is kept, nothing is asked again', async () => {
    const { ns, store } = await storeFor({ latencyMs: 400 }, true);
    prefetchActivities(store);
    await waitFor(async () => expect(await requests(ns, { path: 'activities' })).to.have.length(1));
    const key = ['account', 'acme', ...activityListQuery.key(FIRST_PAGE)];
    expect(store.queryClient.getQueryState(key)?.fetchStatus).to.equal('fetching');
    await signOut(store);
    expect(store.queryClient.getQueryState(key), 'the list is gone from the cache').to.equal(undefined);
    expect(store.queryClient.isFetching()).to.equal(0);
    // The logout left after the list and has been answered (same latency): the list's answer came and went.
    const calls = (await requests(ns)).map((request) => request.path).filter((path) => path !== 'login');
    expect(calls).to.deep.equal(['me', 'activities', 'logout']);
    expect(store.queryClient.getQueryData(key)).to.equal(undefined);
    expect(await requests(ns, { path: 'activities' })).to.have.length(1);
  });

  it('a failed prefetch waits for a reader that asks, not one that only looks at the cache: one request', async () => {
    const { ns, store } = await storeFor({ faults: [{ method: 'GET', path: 'about', status: 500, body: { message: 'Boom' } }] }, true);
    prefetchAbout(store);
    await waitFor(async () => expect(await requests(ns, { path: 'about' })).to.have.length(1));
    // The navigation's notice looks first (aboutCachedAtom), then the navigation asks (aboutQueryAtom).
    const stopLooking = store.jotai.sub(aboutCachedAtom, () => undefined);
    await waitFor(() => expect(store.queryClient.isFetching()).to.equal(1));
    const stopAsking = await observe(store, aboutQueryAtom, (about) => about.isError);
    expect(store.jotai.get(aboutCachedAtom).isError, 'the looker sees the failure too').to.equal(true);
    await waitFor(() => expect(store.queryClient.isFetching()).to.equal(0));
    expect(await requests(ns, { path: 'about' })).to.have.length(1);
    stopLooking();
    stopAsking();
  });
});
