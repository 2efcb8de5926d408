import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import type { SimNamespace } from '../helpers/simulator.ts';
import { api, applyChoices, chipTexts, chooseOption, lastListRequest, listRequests, settledTable, shownTitles } from './helpers.ts';

interface Profile {
  id: number;
  title: string;
  associated_instances: number;
  last_run_results: { passing: number; failing: number };
}

async function profileRow(screen: ReturnType<typeof within>, title: string) {
  const table = await screen.findByRole('table', { name: 'Security profiles' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return within(table).getByRole('row', { name: new RegExp(`^${title} `) });
}

const count = (value: number) => value.toLocaleString('en-US');

describe('portal instances screen', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('reads its list state from the address, normalising it and keeping foreign parameters', async () => {
    const { screen } = await renderPortal(
      ns,
      '/instances?utm=mail&status=offline&os=noble,hardy&tags=db,cache&groupBy=parent&pageSize=50&currentPage=abc&sort=DROP',
    );
    await settledTable(screen);
    // hardy is not an OS choice; sort is not this list's: it stays as written (DESIGN.md "Address bar").
    await waitForPath('/instances?utm=mail&groupBy=parent&os=noble&pageSize=50&status=offline&tags=db%2Ccache&sort=DROP');
    expect(await lastListRequest(ns, 1)).to.deep.equal({
      query: 'alert:computer-offline distribution:noble (tag:db OR tag:cache)',
      limit: '50',
      offset: '0',
      root_only: 'true',
      with_alerts: 'true',
      with_upgrades: 'true',
    });
    expect(chipTexts(screen)).to.deep.equal(['Status: Offline', 'OS: Ubuntu 24.04 LTS', 'Tag: db', 'Tag: cache']);
    expect(await listRequests(ns)).to.have.length(1);
  });

  it('writes filter and paging changes to the address; Back and Forward restore the list', async function () {
    // Under load its waits add up: a test cut off by the timeout would go on in the background and
    // its Back would then leave the page of the tests that follow.
    this.timeout(30_000);
    const { screen } = await renderPortal(ns, '/instances');
    await settledTable(screen);
    await chooseOption(screen, /^Status/, 'Security upgrades');
    await waitForPath('/instances?status=security-upgrades');
    await applyChoices(screen, 'Availability zone', ['eu-west-1b']);
    await waitForPath('/instances?availabilityZones=eu-west-1b&status=security-upgrades');
    await settledTable(screen);
    screen.getByRole('button', { name: /next page/i }).click();
    await waitForPath('/instances?availabilityZones=eu-west-1b&currentPage=2&status=security-upgrades');
    // The last request is the second page of both filters (waited for as such: under load a list
    // request of an earlier state can still be the newest when the count is first reached).
    await waitFor(async () =>
      expect((await listRequests(ns)).at(-1)).to.include({
        query: 'alert:security-upgrades availability-zone:eu-west-1b',
        offset: '20',
      }),
    );
    history.back();
    await waitForPath('/instances?availabilityZones=eu-west-1b&status=security-upgrades');
    await waitFor(() => expect((screen.getByLabelText('Page number') as HTMLInputElement).value).to.equal('1'));
    history.back();
    await waitForPath('/instances?status=security-upgrades');
    await waitFor(() => expect(chipTexts(screen)).to.deep.equal(['Status: Security upgrades']));
    history.forward();
    await waitForPath('/instances?availabilityZones=eu-west-1b&status=security-upgrades');
    await waitFor(() => expect(chipTexts(screen)).to.deep.equal(['Status: Security upgrades', 'Availability z.: eu-west-1b']));
  });

  it('applies a query in the address as given', async () => {
    const { screen, portal } = await renderPortal(ns, '/instances?query=security-profile%3A2%3Afail');
    await settledTable(screen);
    expect((await lastListRequest(ns, 1)).query).to.equal('security-profile:2:fail');
    expect(chipTexts(screen)).to.deep.equal(['Query: security-profile:2:fail']);
    await waitForPath('/instances?query=security-profile%3A2%3Afail');
    await expect(portal).to.be.accessible();
  });

  it("lands on the instances a profile's pass count links to, filtered and readable", async () => {
    const profiles = await api<{ results: Profile[] }>(ns, 'security-profiles?status=active&limit=20&offset=0');
    const web = profiles.results.find((profile) => profile.title === 'Web tier hardening')!;
    const passing = web.last_run_results.passing;
    const { screen, portal } = await renderPortal(ns, '/profiles/security');
    const row = await profileRow(screen, web.title);
    within(row).getByRole('link', { name: `${count(passing)} passed` }).click();
    await waitForPath(`/instances?query=security-profile%3A${web.id}%3Apass`);
    const table = await settledTable(screen);
    expect((await lastListRequest(ns, 1)).query).to.equal(`security-profile:${web.id}:pass`);
    expect(screen.getByText(`Showing ${Math.min(20, passing)} of ${passing.toLocaleString('en-US')} results`)).to.exist;
    expect(shownTitles(table).every((title) => title !== '')).to.equal(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Instances' })).to.exist;
    expect(chipTexts(screen)).to.deep.equal([`Query: security-profile:${web.id}:pass`]);
    await expect(portal).to.be.accessible();
  });

  it("lands on a profile's associated instances from its count", async () => {
    const profiles = await api<{ results: Profile[] }>(ns, 'security-profiles?status=active&limit=20&offset=0');
    const db = profiles.results.find((profile) => profile.title === 'Database DISA STIG')!;
    const { screen } = await renderPortal(ns, '/profiles/security');
    const row = await profileRow(screen, db.title);
    within(row).getByRole('link', { name: `${count(db.associated_instances)} instances` }).click();
    await waitForPath(`/instances?query=profile%3Asecurity%3A${db.id}`);
    const table = await settledTable(screen);
    expect((await lastListRequest(ns, 1)).query).to.equal(`profile:security:${db.id}`);
    expect(screen.getByText(`Showing 20 of ${db.associated_instances.toLocaleString('en-US')} results`)).to.exist;
    // The profile covers db-tagged instances: each row shows the tag.
    for (const tags of [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '')) expect(tags).to.contain('db');
  });

  it("an activity's Instance link leads to that instance's page, under the Instances breadcrumb", async () => {
    const { screen } = await renderPortal(ns, '/activities');
    const link = (await screen.findAllByRole('link', { name: /^Instance \d+$/ }))[0]!;
    const id = link.textContent!.replace('Instance ', '');
    link.click();
    await waitForPath(`/instances/${id}`);
    const crumbs = await screen.findByRole('navigation', { name: /breadcrumb/i });
    within(crumbs).getByRole('link', { name: 'Instances' }).click();
    await waitForPath('/instances');
    await settledTable(screen);
  });
});
