import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, waitFor } from '../helpers/dom.ts';
import { restoreLocation } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

const FIXES = 1;
const LIVEPATCH_DISABLED = 4;
const NO_KERNEL = 9;

interface ServerKernel {
  installed: { id: number; version: string; version_rounded: string } | null;
  upgrades: { id: number; version_rounded: string }[];
  downgrades: { id: number }[];
  smart_status: string;
  message: string;
}

function fact(screen: Screen, label: string): string {
  const term = screen.getAllByRole('term').find((item) => item.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

describe('instance page: Kernel tab', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it('shows the running kernel, its Livepatch status and coverage, and the patches since the last restart', async () => {
    const instance = await serverInstance(ns, token, FIXES);
    const kernel = await api<ServerKernel>(ns, token, `computers/${FIXES}/livepatch/kernel`);
    const { portal, screen } = await openPage(ns, `/instances/${FIXES}?tab=kernel`, instance.title);
    await screen.findByRole('heading', { level: 2, name: 'Kernel overview' });
    expect(fact(screen, 'current kernel version')).to.equal(kernel.installed!.version_rounded);
    expect(fact(screen, 'kernel status')).to.contain(kernel.smart_status);
    await waitFor(() => expect(fact(screen, 'livepatch coverage')).to.match(/^(Expires on |Expired|Livepatch is disabled)/));
    const table = await screen.findByRole('table', { name: 'Patches discovered since last restart' });
    const [first] = within(table).getAllByRole('link');
    expect(first!.getAttribute('href')).to.match(/^https:\/\/cve\.mitre\.org\/cgi-bin\/cvename\.cgi\?name=CVE-/);
    await expect(portal).to.be.accessible();
  });

  it('says what is not covered where Livepatch is off, and when no kernel is known', async () => {
    const disabled = await serverInstance(ns, token, LIVEPATCH_DISABLED);
    const { screen } = await openPage(ns, `/instances/${LIVEPATCH_DISABLED}?tab=kernel`, disabled.title);
    await screen.findByRole('heading', { level: 2, name: 'Kernel overview' });
    expect(fact(screen, 'kernel status')).to.contain('Not covered by Livepatch');
    await waitFor(() => expect(fact(screen, 'livepatch coverage')).to.equal('Livepatch is disabled'));

    restoreLocation();
    const none = await serverInstance(ns, token, NO_KERNEL);
    const kernel = await api<ServerKernel>(ns, token, `computers/${NO_KERNEL}/livepatch/kernel`);
    const other = await openPage(ns, `/instances/${NO_KERNEL}?tab=kernel`, none.title);
    expect(await other.screen.findByRole('heading', { level: 2, name: 'Kernel information unavailable' })).to.exist;
    expect(other.screen.getByText(kernel.message || 'No kernel information available')).to.exist;
  });

  it('upgrades the kernel and restarts once confirmed: one request, the queued notice', async () => {
    const instance = await serverInstance(ns, token, FIXES);
    const kernel = await api<ServerKernel>(ns, token, `computers/${FIXES}/livepatch/kernel`);
    expect(kernel.upgrades.length, 'a newer kernel').to.be.greaterThan(0);
    const { screen } = await openPage(ns, `/instances/${FIXES}?tab=kernel`, instance.title);
    (await screen.findByRole('button', { name: 'Upgrade kernel' })).click();
    const form = await screen.findByRole('form', { name: 'Upgrade kernel' });
    within(form).getByRole('button', { name: 'Upgrade and Restart' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Upgrading kernel and restarting instance' });
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    confirm.click();
    confirm.click();
    await findNotification(screen, `You queued kernel upgrade for "${instance.title}"`);
    await setOptions(ns, { latencyMs: 0 });
    const posts = await requests(ns, { method: 'POST' });
    expect(posts.map((post) => [post.path, post.body])).to.deep.equal([
      [`computers/${FIXES}/kernel/upgrade`, { kernel_package_id: kernel.upgrades[0]!.id, reboot_after: true }],
    ]);
  });

  it("restarts the instance; a refusal keeps the confirmation with the server's message", async () => {
    const instance = await serverInstance(ns, token, FIXES);
    const { screen } = await openPage(ns, `/instances/${FIXES}?tab=kernel`, instance.title);
    (await screen.findByRole('button', { name: 'Restart instance' })).click();
    const form = await screen.findByRole('form', { name: `Restart ${instance.title}` });
    await setOptions(ns, { faults: [{ method: 'POST', path: `computers/${FIXES}/restart`, status: 409, times: 1, body: { error: 'Conflict', message: 'A restart is already queued.' } }] });
    within(form).getByRole('button', { name: 'Restart' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Restarting instance' });
    within(dialog).getByRole('button', { name: 'Restart' }).click();
    await within(dialog).findByText('A restart is already queued.');
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Restart' }).click();
    await findNotification(screen, `You queued "${instance.title}" to be restarted.`);
    const [post] = await requests(ns, { method: 'POST' });
    expect([post!.path, post!.body]).to.deep.equal([`computers/${FIXES}/restart`, {}]);
  });
});
