import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, TEST_BASE, waitForPath } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { serverProfiles } from '../security-profiles/helpers.ts';
import { activityCounts, countName, INSTANCE_COUNTS, listHref, loadedCard, serverCount, tokenIn } from './helpers.ts';

describe('overview cards', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ns = await signedInNamespace();
    token = await tokenFor(ns);
  });
  afterEach(leavePortal);

  it('counts the instances as the server does, each count a link to the list of what it counted', async () => {
    const { screen } = await renderPortal(ns, '/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).to.exist;
    const instances = await loadedCard(screen, 'Instances');
    // One request a count, asking for one instance (read before the test asks the server itself).
    const asked = await requests(ns, { method: 'GET', path: 'computers' });
    expect(asked.map((request) => request.query.query ?? '').sort()).to.deep.equal(INSTANCE_COUNTS.map((spec) => spec.query).sort());
    expect(asked.every((request) => request.query.limit === '1')).to.equal(true);
    for (const spec of INSTANCE_COUNTS) {
      const count = await serverCount(ns, token, 'computers', spec.query);
      const link = instances.getByRole('link', { name: countName(count, spec) });
      expect(link.getAttribute('href')).to.equal(listHref('instances', spec.query));
    }
    // Thousands are grouped (the seeded fleet has more than 5,000 instances).
    expect(instances.getByRole('link', { name: /^\d{1,3}(,\d{3})+ instances$/ })).to.exist;
    expect(instances.getByRole('link', { name: 'View all instances' }).getAttribute('href')).to.equal(`${TEST_BASE}instances`);

    instances.getByRole('link', { name: /offline instances?$/ }).click();
    await waitForPath('/instances?query=alert%3Acomputer-offline');
  });

  it('counts the activities that need attention, each linking to the activities it counted', async () => {
    const { screen } = await renderPortal(ns, '/overview');
    const activities = await loadedCard(screen, 'Activities');
    const asked = await requests(ns, { method: 'GET', path: 'activities' });
    expect(asked.map((request) => request.query.query).sort()).to.deep.equal(activityCounts().map((spec) => spec.query).sort());
    expect(asked.every((request) => request.query.limit === '1' && request.query.offset === '0')).to.equal(true);
    for (const spec of activityCounts()) {
      const count = await serverCount(ns, token, 'activities', spec.query);
      expect(count).to.be.above(1);
      const link = activities.getByRole('link', { name: countName(count, spec) });
      expect(link.getAttribute('href')).to.equal(listHref('activities', spec.query));
    }
    expect(activities.getByRole('link', { name: 'View all activities' }).getAttribute('href')).to.equal(`${TEST_BASE}activities`);

    // The activities screen applies the search as given.
    activities.getByRole('link', { name: /^[\d,]+ unapproved activit(y|ies)$/ }).click();
    await waitForPath('/activities?query=status%3Aunapproved');
    expect(await screen.findByRole('button', { name: /^Remove Query filter/ })).to.exist;
  });

  it("shows each active profile's last pass rate and the over-limit ones, from the sidebar badge's own request", async () => {
    const profiles = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    const over = profiles.filter((profile) => profile.associated_instances > 5000);
    expect(over.length).to.be.above(0);
    await clearRequests(ns);
    const { screen } = await renderPortal(ns, '/overview');
    const security = await loadedCard(screen, 'Security profiles');
    const list = security.getByRole('list', { name: 'Active security profiles' });
    expect(within(list).getAllByRole('listitem')).to.have.length(profiles.length);
    for (const profile of profiles) {
      const item = within(within(list).getByText(profile.title).closest('li')!);
      const { passing, failing } = profile.last_run_results;
      if (passing > 0) {
        expect(item.getByRole('link', { name: `${passing.toLocaleString('en-US')} passed` }).getAttribute('href')).to.equal(
          listHref('instances', `security-profile:${profile.id}:pass`),
        );
      }
      if (failing > 0) {
        expect(item.getByRole('link', { name: `${failing.toLocaleString('en-US')} failed` }).getAttribute('href')).to.equal(
          listHref('instances', `security-profile:${profile.id}:fail`),
        );
      }
      expect(item.queryByText('Over limit') !== null).to.equal(over.includes(profile));
    }
    const overLink = security.getByRole('link', {
      name: `${over.length} ${over.length === 1 ? 'profile' : 'profiles'} over the instance limit`,
    });
    expect(overLink.getAttribute('href')).to.equal(`${TEST_BASE}profiles/security`);

    // Everything else loaded, the sidebar's badge asked for too: still the one request of active profiles.
    await loadedCard(screen, 'Instances');
    await loadedCard(screen, 'Activities');
    expect(await requests(ns, { method: 'GET', path: 'security-profiles' })).to.have.length(1);

    overLink.click();
    await waitForPath('/profiles/security');
  });

  it('has no security profiles card, and asks nothing about security profiles, without usg-profiles', async () => {
    const plain = await createNamespace({ features: { 'usg-profiles': false } });
    await signIn(plain);
    const { screen } = await renderPortal(plain, '/overview');
    await loadedCard(screen, 'Instances');
    await loadedCard(screen, 'Activities');
    expect(screen.queryByRole('region', { name: 'Security profiles' })).to.equal(null);
    expect(await requests(plain, { path: 'security-profiles' })).to.have.length(0);
  });

  it("follows an organisation switch: the new organisation's counts, never the old ones", async () => {
    const globexToken = await tokenIn(ns, token, 'globex');
    const { root, screen } = await renderPortal(ns, '/overview');
    const acmeTotal = await serverCount(ns, token, 'computers', '');
    (await loadedCard(screen, 'Instances')).getByRole('link', { name: countName(acmeTotal, INSTANCE_COUNTS[0]!) });
    await loadedCard(screen, 'Activities');

    await switchAccount(root.store, 'globex');
    const instances = await loadedCard(screen, 'Instances');
    for (const spec of INSTANCE_COUNTS) {
      const count = await serverCount(ns, globexToken, 'computers', spec.query);
      await waitFor(() => instances.getByRole('link', { name: countName(count, spec) }));
    }
    const activities = await loadedCard(screen, 'Activities');
    for (const spec of activityCounts()) {
      const count = await serverCount(ns, globexToken, 'activities', spec.query);
      await waitFor(() => activities.getByRole('link', { name: countName(count, spec) }));
    }
    const globexTotal = await serverCount(ns, globexToken, 'computers', '');
    expect(globexTotal).to.not.equal(acmeTotal);
    expect(instances.queryByRole('link', { name: countName(acmeTotal, INSTANCE_COUNTS[0]!) })).to.equal(null);
  });

  it('is usable by keyboard: Tab reaches a count, Enter opens its list', async () => {
    const { screen } = await renderPortal(ns, '/overview');
    const instances = await loadedCard(screen, 'Instances');
    const total = instances.getByRole('link', { name: /^[\d,]+ instances$/ });
    const heading = screen.getByRole('heading', { level: 1, name: 'Overview' });
    // From the page's heading, the next stop is the first count.
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    await sendKeys({ press: 'Tab' });
    expect(screen.getByRole('link', { name: total.textContent! }).matches(':focus')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitForPath('/instances');
  });
});
