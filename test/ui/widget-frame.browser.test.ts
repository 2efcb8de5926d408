/**
 * The widget frame around `landscape-activities` and `landscape-org-switcher` on a host page: the
 * sign-in gate in each state, distinct landmark names, and what a 401 leaves behind.
 */
import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { announcedAs, findNotification, mount, screenOf, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { landmarkViolations } from '../shell/landmarks.ts';

configure({ asyncUtilTimeout: 5000 });

/** A host page's main content with the widgets in it, as the intranet demo has them. */
async function renderWidgets(ns: SimNamespace, { instanceWidget = true } = {}) {
  const root = await mount<LandscapeRoot>(
    html`<main>
      <h1>Host page</h1>
      <landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
        <landscape-org-switcher></landscape-org-switcher>
        <landscape-activities></landscape-activities>
        ${instanceWidget ? html`<landscape-activities instance-id="6"></landscape-activities>` : null}
      </landscape-root>
    </main>`,
    'landscape-root',
  );
  const [fleet, instance] = [...root.querySelectorAll('landscape-activities')].map((element) => screenOf(element));
  return { root, switcher: screenOf(root.querySelector('landscape-org-switcher')!), fleet: fleet!, instance: instance! };
}

describe('widget frame', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });

  it('gives each widget its own landmark name', async () => {
    await signIn(ns);
    const { switcher, fleet, instance } = await renderWidgets(ns);
    const fleetRegion = await fleet.findByRole('region', { name: 'Activities' });
    const instanceRegion = await instance.findByRole('region', { name: 'Activities of instance 6' });
    await within(fleetRegion).findAllByRole('checkbox', { name: /^Select / });
    await within(instanceRegion).findAllByRole('checkbox', { name: /^Select / });
    const switcherRegion = await switcher.findByRole('region', { name: 'Organisation' });
    expect(await within(switcherRegion).findByRole('button', { name: 'Organisation: Acme Corporation' })).to.exist;
    expect(fleetRegion.getAttribute('part')).to.equal('base');
    expect(instanceRegion.getAttribute('part')).to.equal('base');
  });

  it('passes axe landmark rules signed in, with both activities widgets', async () => {
    await signIn(ns);
    const { fleet, instance, switcher } = await renderWidgets(ns);
    await fleet.findAllByRole('checkbox', { name: /^Select / });
    await instance.findAllByRole('checkbox', { name: /^Select / });
    await switcher.findByRole('button', { name: 'Organisation: Acme Corporation' });
    // Each widget's search and pagination landmarks carry the widget's name.
    expect(fleet.getByRole('search', { name: 'Search activities, Activities' })).to.exist;
    expect(fleet.getByRole('navigation', { name: 'Pagination, Activities' })).to.exist;
    expect(instance.getByRole('search', { name: 'Search activities, Activities of instance 6' })).to.exist;
    expect(instance.getByRole('navigation', { name: 'Pagination, Activities of instance 6' })).to.exist;
    expect(await landmarkViolations()).to.deep.equal([]);
    // With one widget's details panel open too.
    const table = instance.getByRole('table', { name: 'Activities' });
    within(table).getAllByRole('button')[0]!.click();
    await instance.findByRole('dialog');
    expect(await landmarkViolations()).to.deep.equal([]);
  });

  it('passes axe landmark rules with both activities widgets narrow, their tables scrolling in their own regions', async () => {
    await signIn(ns);
    const { root, fleet, instance } = await renderWidgets(ns);
    for (const element of root.querySelectorAll('landscape-activities')) (element as HTMLElement).style.width = '360px';
    await fleet.findAllByRole('checkbox', { name: /^Select / });
    await instance.findAllByRole('checkbox', { name: /^Select / });
    await fleet.findByRole('region', { name: 'Activities table, Activities' });
    await instance.findByRole('region', { name: 'Activities table, Activities of instance 6' });
    expect(await landmarkViolations()).to.deep.equal([]);
  });

  it('says "Sign in to see activities." while signed out, inside its landmark, and sends no signed-in call', async () => {
    const { switcher, fleet } = await renderWidgets(ns);
    const region = await fleet.findByRole('region', { name: 'Activities' });
    await within(region).findByText('Sign in to see activities.');
    // The switcher's code may still be on its way (the widgets knew sooner): it then shows nothing.
    await waitFor(() => expect(switcher.queryByRole('region')).to.equal(null));
    expect(await landmarkViolations()).to.deep.equal([]);
    expect((await requests(ns)).filter((request) => request.authorization)).to.deep.equal([]);
  });

  it("shows 'Loading...' while the auth state loads", async () => {
    await signIn(ns);
    await setOptions(ns, { latencyMs: 400 });
    const { fleet } = await renderWidgets(ns);
    const region = await fleet.findByRole('region', { name: 'Activities' });
    expect(within(region).getByRole('status').textContent).to.equal('Loading...');
    await within(region).findAllByRole('checkbox', { name: /^Select / }, { timeout: 5000 });
  });

  it('shows the error screen when me fails; Try again fetches it again', async () => {
    await signIn(ns);
    await setOptions(ns, { faults: [{ method: 'GET', path: 'me', status: 500 }] });
    const { fleet, instance } = await renderWidgets(ns);
    await fleet.findByRole('heading', { name: 'Unexpected error occured' });
    await instance.findByRole('heading', { name: 'Unexpected error occured' });
    expect(fleet.queryByText('Sign in to see activities.')).to.equal(null);
    const before = (await requests(ns, { path: 'me' })).length;
    await setOptions(ns, { faults: [] });
    fleet.getByRole('button', { name: 'Try again' }).click();
    await fleet.findAllByRole('checkbox', { name: /^Select / });
    // One store: the other widget recovers with it.
    await instance.findAllByRole('checkbox', { name: /^Select / });
    expect(await requests(ns, { path: 'me' })).to.have.length(before + 1);
  });

  it("after a 401: the server's message, the signed-out text, and no further signed-in call", async () => {
    await signIn(ns);
    const { root, fleet } = await renderWidgets(ns);
    await fleet.findAllByRole('checkbox', { name: /^Select / });
    // The page's instances by name have been asked for: nothing of the widget is still on its way.
    await waitFor(async () => expect(await requests(ns, { path: 'computers' })).to.have.length(1));
    // A call no widget makes, to find it in the log.
    await setOptions(ns, {
      faults: [{ path: 'computers/0', status: 401, body: { error: 'Unauthorized', message: 'Your session has expired.' } }],
    });
    await root.store.api.request('GET', 'computers/0').catch(() => undefined);
    expect(announcedAs(await findNotification(fleet, 'Your session has expired.'))).to.equal('assertive');
    await fleet.findByText('Sign in to see activities.');
    const log = await requests(ns);
    const expiry = log.findIndex((request) => request.path === 'computers/0');
    expect(log.slice(expiry + 1).filter((request) => request.authorization).map((r) => r.path)).to.deep.equal([]);
  });
});
