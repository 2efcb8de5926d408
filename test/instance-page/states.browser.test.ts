import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { forgetWelcome, openPage, serverInstance, signedIn } from './helpers.ts';

describe('instance page: not found and failures', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it("says an unknown instance is not found, with the server's message and a way back", async () => {
    const { portal, screen } = await openPage(ns, '/instances/999999', 'Instance not found');
    expect(screen.getByText('Instance 999999 does not exist.')).to.exist;
    expect(screen.queryByRole('tablist')).to.equal(null);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(['Instances', 'Instance not found']);
    await expect(portal).to.be.accessible();
    screen.getByRole('link', { name: 'Go to instances' }).click();
    await waitForPath('/instances');
  });

  it('says an address without an instance id is not found, and asks nothing', async () => {
    const { screen } = await openPage(ns, '/instances/web-01', 'Instance not found');
    expect(screen.getByText('"web-01" is not an instance id.')).to.exist;
    expect(await requests(ns, { path: 'computers/web-01' })).to.deep.equal([]);
  });

  it("shows a failed load with the server's message, and loads again with Try again", async () => {
    const instance = await serverInstance(ns, token, 6);
    await clearRequests(ns);
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'computers/6', status: 500, body: { error: 'Boom', message: 'The database is resting.' }, times: 1 }],
    });
    const { portal, screen } = await renderPortal(ns, '/instances/6');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.include('The instance could not be loaded.');
    expect(alert.textContent).to.include('The database is resting.');
    expect(screen.getByRole('heading', { level: 1, name: 'Instance 6' })).to.exist;
    await expect(portal).to.be.accessible();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await screen.findByRole('heading', { level: 1, name: instance.title });
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    // One failed answer, one retry: nothing else asked again.
    expect(await requests(ns, { method: 'GET', path: 'computers/6' })).to.have.length(2);
  });

  it('shows an answer it cannot read as an error, with Try again', async () => {
    const instance = await serverInstance(ns, token, 6);
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6', malformed: true, times: 1 }] });
    const { screen } = await renderPortal(ns, '/instances/6');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.include('The server sent a response that could not be read.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await screen.findByRole('heading', { level: 1, name: instance.title });
  });

  it('treats a well-formed answer that is not an instance as malformed', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6', status: 200, body: { id: 6, title: 42 } }] });
    const { screen } = await renderPortal(ns, '/instances/6');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.include('The server sent a response that could not be read.');
  });

  it("keeps the page's heading the same element from loading to loaded, so focus stays on it", async () => {
    const instance = await serverInstance(ns, token, 6);
    await setOptions(ns, { latencyMs: 300 });
    const { screen } = await renderPortal(ns, '/instances/6');
    const loading = await screen.findByRole('heading', { level: 1, name: 'Instance 6' });
    expect(screen.getByRole('status').textContent).to.equal('Loading...');
    const loaded = await screen.findByRole('heading', { level: 1, name: instance.title });
    expect(loaded).to.equal(loading);
  });
});
