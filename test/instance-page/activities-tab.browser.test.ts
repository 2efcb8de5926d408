import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { waitFor } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, type SimNamespace } from '../helpers/simulator.ts';
import { forgetWelcome, openPage, serverInstance, signedIn } from './helpers.ts';

/** The `query` of every activities list request, oldest first. */
async function activityQueries(ns: SimNamespace): Promise<(string | undefined)[]> {
  return (await requests(ns, { method: 'GET', path: 'activities' })).map((request) => request.query['query'] as string | undefined);
}

describe('instance page: Activities tab', () => {
  let ns: SimNamespace;
  let title: string;
  beforeEach(async () => {
    let token: string;
    ({ ns, token } = await signedIn());
    title = (await serverInstance(ns, token, 6)).title;
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it("shows the instance's activities without the Instance column", async () => {
    await clearRequests(ns);
    const { screen } = await openPage(ns, '/instances/6?tab=activities', title);
    expect(screen.getByRole('tab', { name: 'Activities' }).getAttribute('aria-selected')).to.equal('true');
    const table = await screen.findByRole('table', { name: 'Activities' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(0));
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).to.include('Description');
    expect(headers).to.not.include('Instance');
    expect(within(table).queryAllByRole('link', { name: /^Instance \d+$/ })).to.deep.equal([]);
    expect(await activityQueries(ns)).to.deep.equal(['computer:id:6']);
  });

  it('asks for no activities while the Info tab is shown', async () => {
    await clearRequests(ns);
    const { screen } = await openPage(ns, '/instances/6', title);
    expect(screen.getByRole('tab', { name: 'Info' }).getAttribute('aria-selected')).to.equal('true');
    await screen.findByRole('group', { name: 'Details' });
    screen.getByRole('tab', { name: 'Activities' }).click();
    await waitForPath('/instances/6?tab=activities');
    await screen.findByRole('table', { name: 'Activities' });
    // The first activities request is the tab's own.
    await waitFor(async () => expect(await activityQueries(ns)).to.deep.equal(['computer:id:6']));
  });

  it('moves between tabs with the arrow keys, Home and End, writing the tab in the address', async () => {
    const { screen } = await openPage(ns, '/instances/6', title);
    const info = screen.getByRole('tab', { name: 'Info' });
    const activities = screen.getByRole('tab', { name: 'Activities' });
    expect(info.tabIndex).to.equal(0);
    expect(activities.tabIndex).to.equal(-1);
    expect(screen.getByRole('tablist', { name: 'Instance sections' })).to.exist;

    info.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitForPath('/instances/6?tab=activities');
    expect(deepActiveElement()).to.equal(activities);
    expect(activities.getAttribute('aria-selected')).to.equal('true');
    expect(activities.tabIndex).to.equal(0);
    const panel = screen.getByRole('tabpanel', { name: 'Activities' });
    expect(panel.id).to.equal(activities.getAttribute('aria-controls'));
    await within(panel).findByRole('table', { name: 'Activities' });

    await sendKeys({ press: 'Home' });
    await waitForPath('/instances/6');
    expect(deepActiveElement()).to.equal(info);
    await within(screen.getByRole('tabpanel', { name: 'Info' })).findByRole('group', { name: 'Details' });

    // End shows the last tab; Right from the last wraps to Info, Left from Info to the last.
    const tabs = screen.getAllByRole('tab');
    const last = tabs[tabs.length - 1]!;
    await sendKeys({ press: 'End' });
    await waitFor(() => expect(last.getAttribute('aria-selected')).to.equal('true'));
    expect(new URLSearchParams(window.location.search).get('tab')).to.not.equal(null);
    await sendKeys({ press: 'ArrowRight' });
    await waitForPath('/instances/6');
    expect(deepActiveElement()).to.equal(info);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => expect(last.getAttribute('aria-selected')).to.equal('true'));
    expect(deepActiveElement()).to.equal(last);
  });

  it('keeps the list state in the address on the tab; Info clears it, Back brings it back', async function () {
    // Under load its waits add up: a test cut off by the timeout would go on in the background and
    // its Back would then leave the page of the tests that follow.
    this.timeout(30_000);
    await clearRequests(ns);
    const { screen } = await openPage(ns, '/instances/6?tab=activities&status=failed&tab=junk', title);
    await screen.findByRole('table', { name: 'Activities' });
    await waitForPath('/instances/6?tab=activities&status=failed');
    await waitFor(async () => expect(await activityQueries(ns)).to.deep.equal(['status:failed computer:id:6']));
    expect(screen.getByRole('button', { name: /^Remove Status filter/ })).to.exist;

    screen.getByRole('tab', { name: 'Info' }).click();
    await waitForPath('/instances/6');
    await screen.findByRole('group', { name: 'Details' });
    history.back();
    await waitForPath('/instances/6?tab=activities&status=failed');
    await screen.findByRole('table', { name: 'Activities' });
    expect(screen.getByRole('button', { name: /^Remove Status filter/ })).to.exist;
  });

  it('a tab the instance does not show (WSL on Ubuntu) shows Info; it and any activities filter are dropped', async () => {
    await clearRequests(ns);
    const { screen } = await openPage(ns, '/instances/6?tab=wsl&utm=mail&status=failed', title);
    await waitForPath('/instances/6?utm=mail');
    expect(screen.getByRole('tab', { name: 'Info' }).getAttribute('aria-selected')).to.equal('true');
    screen.getByRole('tab', { name: 'Activities' }).click();
    await waitForPath('/instances/6?utm=mail&tab=activities');
    await waitFor(async () => expect(await activityQueries(ns)).to.deep.equal(['computer:id:6']));
  });

  it('is accessible with the Activities tab shown', async () => {
    const { portal, screen } = await openPage(ns, '/instances/6?tab=activities', title);
    const table = await screen.findByRole('table', { name: 'Activities' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
    await expect(portal).to.be.accessible();
  });
});
