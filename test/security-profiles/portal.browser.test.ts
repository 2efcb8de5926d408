import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { clearRequests, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { listRequests, serverProfiles } from './helpers.ts';

async function settled(screen: ReturnType<typeof within>) {
  const table = await screen.findByRole('table', { name: 'Security profiles' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return table;
}

describe('portal security profiles screen', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ns = await signedInNamespace();
    token = await tokenFor(ns);
  });
  afterEach(leavePortal);

  it('reads its list state from the address, normalising it and keeping foreign parameters', async () => {
    await clearRequests(ns);
    const { screen } = await renderPortal(ns, '/profiles/security?utm=mail&status=archived&search=%20audit%20&passRateFrom=20&passRateTo=90&pageSize=7');
    await settled(screen);
    // The search is sent trimmed; the address keeps what was written.
    await waitForPath('/profiles/security?utm=mail&search=+audit+&status=archived&passRateFrom=20&passRateTo=90');
    const requested = await listRequests(ns);
    expect(requested).to.deep.include({ search: 'audit', status: 'archived', pass_rate_from: '20', pass_rate_to: '90', limit: '20', offset: '0' });
    expect(screen.getByRole('button', { name: 'Pass rate, 2 set' })).to.exist;
  });

  it('a From above To is no range: both go back to their defaults', async () => {
    const { screen } = await renderPortal(ns, '/profiles/security?passRateFrom=80&passRateTo=20');
    await settled(screen);
    await waitForPath('/profiles/security');
  });

  it('writes filter changes to the address; Back restores the list', async function () {
    // Under load its waits add up: a test cut off by the timeout would go on in the background and
    // its Back would then leave the page of the tests that follow.
    this.timeout(30_000);
    const { screen } = await renderPortal(ns, '/profiles/security');
    await settled(screen);
    screen.getByRole('button', { name: /^Status/ }).click();
    (await screen.findByRole('option', { name: 'All' })).click();
    await waitForPath('/profiles/security?status=all');
    await typeInto(screen.getByRole('searchbox', { name: 'Search security profiles' }), 'web');
    await sendKeys({ press: 'Enter' });
    await waitForPath('/profiles/security?search=web&status=all');
    expect(screen.getByRole('button', { name: /^Remove Search filter/ })).to.exist;
    history.back();
    await waitForPath('/profiles/security?status=all');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove Search filter/ })).to.equal(null));
  });

  it('archiving the over-limit profile updates the list, its notice and the sidebar badge (one key family)', async () => {
    const over = (await serverProfiles(ns, token, 'status=active&limit=100&offset=0')).find((item) => item.associated_instances > 5000)!;
    const { screen } = await renderPortal(ns, '/profiles/security');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect((await within(navigation).findByRole('link', { name: /^Security, / })).textContent).to.equal('Security 1');
    await findNotification(screen, 'Profile exceeded associated instance limit:');
    const table = await settled(screen);
    const row = [...table.querySelectorAll('tbody tr')].find((item) => item.querySelector('td button')?.textContent === over.title)!;
    within(row as HTMLElement).getByRole('button', { name: `${over.title} profile actions` }).click();
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: `Archive "${over.title}" security profile` }).click();
    const dialog = await screen.findByRole('dialog', { name: `Archive "${over.title}" profile` });
    await typeInto(within(dialog).getByRole('textbox'), `archive ${over.name}`);
    within(dialog).getByRole('button', { name: 'Archive' }).click();
    await findNotification(screen, `You have archived "${over.title}" profile`);
    await waitFor(() => expect(within(navigation).getByRole('link', { name: 'Security' }).textContent).to.equal('Security'));
    await waitFor(() => expect(screen.queryByText('Profile exceeded associated instance limit:')).to.equal(null));
    await waitFor(async () => expect([...(await settled(screen)).querySelectorAll('tbody tr')].map((item) => item.querySelector('td button')?.textContent)).to.not.include(over.title));
  });

  it('links pass and fail counts to the instance list in place', async () => {
    const ran = (await serverProfiles(ns, token, 'status=active&limit=100&offset=0')).find((item) => item.last_run_results.passing > 0)!;
    const { screen } = await renderPortal(ns, '/profiles/security');
    await settled(screen);
    screen.getAllByRole('link', { name: `${ran.last_run_results.passing.toLocaleString('en-US')} passed` })[0]!.click();
    await waitForPath(`/instances?query=security-profile%3A${ran.id}%3Apass`);
  });

  it('is accessible with the list shown', async () => {
    const { portal, screen } = await renderPortal(ns, '/profiles/security');
    await settled(screen);
    await findNotification(screen, 'Profile exceeded associated instance limit:');
    await expect(portal).to.be.accessible();
  });
});
