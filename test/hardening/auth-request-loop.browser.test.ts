/**
 * Issue 11: a request loop in the UI fails a test. One user action (a filter change) on each main
 * screen, then the calls that reached the simulator are counted: none may be sent more than twice.
 */
import { expect } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

configure({ asyncUtilTimeout: 8000 });

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Nothing on its way, over several frames in a row: a loop that refetches at once is caught fetching. */
async function quiet(root: LandscapeRoot): Promise<void> {
  await waitFor(async () => {
    for (let frames = 0; frames < 5; frames += 1) {
      expect(root.store.queryClient.isFetching(), 'still fetching').to.equal(0);
      await frame();
    }
  });
}

/** How often each call (method and path) reached the simulator. */
async function callCounts(ns: SimNamespace): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const request of await requests(ns)) {
    const key = `${request.method} ${request.path}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const SCREENS = [
  { path: '/activities', option: 'Failed', after: '/activities?status=failed', list: 'activities' },
  { path: '/profiles/security', option: 'All', after: '/profiles/security?status=all', list: 'security-profiles' },
  { path: '/instances', option: 'Offline', after: '/instances?status=offline', list: 'computers' },
] as const;

describe('hardening: no request loop for one user action', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  for (const { path, option, after, list } of SCREENS) {
    it(`${path}: a Status filter change sends no call more than twice`, async () => {
      const { root, screen } = await renderPortal(ns, path);
      await screen.findByRole('button', { name: /^Status/ });
      await quiet(root);
      await clearRequests(ns);
      screen.getByRole('button', { name: /^Status/ }).click();
      (await screen.findByRole('option', { name: option })).click();
      await waitForPath(after);
      await waitFor(async () => expect((await requests(ns, { path: list })).length).to.be.greaterThan(0));
      await quiet(root);
      const counts = await callCounts(ns);
      const repeated = Object.entries(counts).filter(([, count]) => count > 2);
      expect(repeated, JSON.stringify(counts)).to.deep.equal([]);
    });
  }
});
