import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, restoreLocation, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { requests, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { firstInstanceLink, lastListRequest, listQueries } from './helpers.ts';


describe('portal activities screen', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('reads its list state from the address and normalises it, keeping foreign parameters', async () => {
    const { screen } = await renderPortal(ns, '/activities?utm=mail&status=failed&pageSize=7&currentPage=abc&sort=DROP&query=type%3Axyz');
    await screen.findByRole('table', { name: 'Activities' });
    // sort is not a parameter of the activities list: like utm, it stays as written (DESIGN.md "Address bar").
    await waitForPath('/activities?utm=mail&status=failed&query=type%3Axyz&sort=DROP');
    const request = await lastListRequest(ns, 1);
    expect(request).to.deep.equal({ query: 'type:xyz status:failed', limit: '20', offset: '0' });
    expect(await listQueries(ns)).to.have.length(1);
  });

  it('writes filter and paging changes to the address; Back and Forward restore the list', async function () {
    // Under load its waits add up: a test cut off by the timeout would go on in the background and
    // its Back would then leave the page of the tests that follow.
    this.timeout(30_000);
    const { screen } = await renderPortal(ns, '/activities');
    await screen.findByRole('table', { name: 'Activities' });
    (await screen.findByRole('button', { name: /^Status/ })).click();
    (await screen.findByRole('option', { name: 'Failed' })).click();
    await waitForPath('/activities?status=failed');
    screen.getByRole('button', { name: /next page/i }).click();
    await waitForPath('/activities?currentPage=2&status=failed');
    expect(await lastListRequest(ns, 3)).to.deep.equal({ query: 'status:failed', limit: '20', offset: '20' });
    const pageInput = screen.getByLabelText('Page number') as HTMLInputElement;
    await waitFor(() => expect(pageInput.value).to.equal('2'));
    // Going back shows earlier lists again (from the cache: no new request is needed).
    history.back();
    await waitForPath('/activities?status=failed');
    await waitFor(() => expect(pageInput.value).to.equal('1'));
    history.back();
    await waitForPath('/activities');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove Status filter/ })).to.equal(null));
    history.forward();
    await waitForPath('/activities?status=failed');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Remove Status filter/ })).to.exist);
  });

  it('makes one request per list change at page size 100', async () => {
    const { screen } = await renderPortal(ns, '/activities?pageSize=100');
    await screen.findByRole('table', { name: 'Activities' });
    await waitFor(async () => expect(await listQueries(ns)).to.have.length(1));
    (screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).click();
    await screen.findByText('100 activities selected');
    screen.getByRole('button', { name: /next page/i }).click();
    await waitForPath('/activities?currentPage=2&pageSize=100');
    await lastListRequest(ns, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listQueries(ns), 'no duplicate or looping requests').to.have.length(2);
    expect(screen.queryAllByRole('checkbox', { checked: true })).to.have.length(0);
  });

  it('opens an activity handed over through navigation state once, then forgets it', async () => {
    const response = await fetch(`${ns.apiBase}activities?limit=1`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
    const activity = ((await response.json()) as { results: { summary: string }[] }).results[0]!;
    const { screen } = await renderPortal(ns, '/activities', { activity, other: 'kept' });
    await screen.findByRole('dialog', { name: activity.summary });
    expect(history.state).to.deep.equal({ other: 'kept' });
    restoreLocation();
    const reloaded = await renderPortal(ns, '/activities', history.state);
    await reloaded.screen.findByRole('table', { name: 'Activities' });
    expect(reloaded.screen.queryByRole('dialog')).to.equal(null);
  });

  it('links instances in place inside the portal', async () => {
    const { screen } = await renderPortal(ns, '/activities');
    const table = await screen.findByRole('table', { name: 'Activities' });
    const { link, id } = await firstInstanceLink(table);
    link.click();
    await waitForPath(`/instances/${id}`);
    await screen.findByRole('heading', { level: 1, name: `Instance ${id}` });
    expect(await requests(ns, { path: 'activities' })).to.have.length.greaterThan(0);
  });
});

