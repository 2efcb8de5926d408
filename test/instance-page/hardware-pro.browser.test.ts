import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

/** The instances of the simulator's showcase (demo/server/showcase.ts) the cases open. */
const BUSY = 6;
const NO_HARDWARE = 15;
const NETWORK_TEXT = 17;
const PRO_FAILURE = 14;
const NO_PRO_INFO = 16;
const WINDOWS_HOST = 5001;

interface ServerInstance {
  id: number;
  title: string;
  children: { id: number; title: string }[];
  grouped_hardware: {
    system: { model: string; serial: string };
    cpu: { model: string; cache: Record<string, string> }[];
    memory: { size: string };
  } | null;
  ubuntu_pro_info?: { result: string; account: { name: string }; contract: { name: string }; services: { name: string; status?: string }[] };
}

/** A section of the tab: its region by its heading. */
const section = (screen: Screen, name: string) => within(screen.getByRole('region', { name }));

/** The value a label shows within a scope. */
function valueOf(scope: ReturnType<typeof within>, label: string): string {
  const term = scope.getAllByRole('term').find((item: HTMLElement) => item.textContent === label);
  if (!term) throw new Error(`no fact labelled ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('instance page: Hardware and Ubuntu Pro tabs', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it("shows every section of the instance's hardware report from its own answer, with no call of its own", async () => {
    const instance = await api<ServerInstance>(ns, token, `computers/${BUSY}?with_grouped_hardware=true`);
    const hardware = instance.grouped_hardware!;
    await clearRequests(ns);
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=hardware`, instance.title);
    expect(screen.getByRole('tab', { name: 'Hardware' }).getAttribute('aria-selected')).to.equal('true');
    await screen.findByRole('region', { name: 'System' });
    const system = section(screen, 'System');
    expect(valueOf(system, 'MODEL')).to.equal(hardware.system.model);
    expect(valueOf(system, 'SERIAL NUMBER')).to.equal(hardware.system.serial);
    const processor = section(screen, 'Processor');
    expect(valueOf(processor, 'MODEL')).to.equal(hardware.cpu[0]!.model);
    for (const [level, size] of Object.entries(hardware.cpu[0]!.cache)) expect(valueOf(processor, level)).to.equal(size);
    expect(valueOf(section(screen, 'Memory'), 'SIZE')).to.equal(hardware.memory.size);
    // Upstream's five, then what it leaves out.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 5)).to.deep.equal(['System', 'Processor', 'Memory', 'Network', 'Multimedia']);
    expect(headings).to.include.members(['Storage', 'Display', 'PCI devices']);
    // The page's one answer carries the report: the tab asks for nothing more (the page's own
    // calls besides: the Kernel tab's count of Livepatch fixes).
    const calls = (await requests(ns, { method: 'GET' })).map((request) => request.path);
    expect(calls.filter((path) => path.startsWith('computers/') && path !== `computers/${BUSY}/livepatch/info`)).to.deep.equal([`computers/${BUSY}`]);
    const [pageCall] = await requests(ns, { method: 'GET', path: `computers/${BUSY}` });
    expect(pageCall!.query).to.include({ with_grouped_hardware: 'true', with_annotations: 'true' });
    await expect(portal).to.be.accessible();
  });

  it('says when there is no hardware report, and that a WSL instance has none', async () => {
    const instance = await serverInstance(ns, token, NO_HARDWARE);
    const { screen } = await openPage(ns, `/instances/${NO_HARDWARE}?tab=hardware`, instance.title);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hardware information unavailable' })).to.exist;
    expect(screen.getByText('Your hardware reporting monitor may be turned off.')).to.exist;

    restoreLocation();
    const host = await api<ServerInstance>(ns, token, `computers/${WINDOWS_HOST}`);
    const child = await serverInstance(ns, token, host.children[0]!.id);
    const wsl = await openPage(ns, `/instances/${WINDOWS_HOST}/${child.id}?tab=hardware`, child.title);
    expect(await wsl.screen.findByRole('heading', { level: 2, name: 'Hardware information unavailable' })).to.exist;
    expect(wsl.screen.getByText('Hardware information is not available for WSL instances.')).to.exist;
  });

  it('shows a network report the client sent as text', async () => {
    const instance = await serverInstance(ns, token, NETWORK_TEXT);
    const { screen } = await openPage(ns, `/instances/${NETWORK_TEXT}?tab=hardware`, instance.title);
    const network = await screen.findByRole('region', { name: 'Network' });
    expect(network.textContent).to.contain('could not be read');
    expect(within(network).queryAllByRole('term')).to.deep.equal([]);
  });

  it('shows a malformed part of the report as unreadable, and the rest', async () => {
    const instance = await api<ServerInstance & Record<string, unknown>>(ns, token, `computers/${BUSY}?with_grouped_hardware=true`);
    const body = { ...instance, grouped_hardware: { ...instance.grouped_hardware, cpu: 'lots', memory: { size: { gib: 32 } } } };
    await setOptions(ns, { faults: [{ method: 'GET', path: `computers/${BUSY}`, status: 200, body }] });
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=hardware`, instance.title);
    expect(section(screen, 'Processor').getByText('This part of the hardware report could not be read.')).to.exist;
    expect(section(screen, 'Memory').getByText('This part of the hardware report could not be read.')).to.exist;
    expect(valueOf(section(screen, 'System'), 'MODEL')).to.equal(instance.grouped_hardware!.system.model);
  });

  it('shows the Ubuntu Pro account and its services', async () => {
    const instance = await api<ServerInstance>(ns, token, `computers/${BUSY}`);
    const pro = instance.ubuntu_pro_info!;
    expect(pro.result).to.equal('success');
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=ubuntu-pro`, instance.title);
    await screen.findByRole('region', { name: 'Account information' });
    const account = section(screen, 'Account information');
    expect(valueOf(account, 'Account')).to.equal(pro.account.name);
    expect(valueOf(account, 'Subscription')).to.equal(pro.contract.name);
    expect(account.getByRole('link', { name: 'Ubuntu Pro Dashboard (opens in a new tab)' }).getAttribute('href')).to.equal('https://ubuntu.com/pro/dashboard');
    const table = screen.getByRole('table', { name: 'Ubuntu Pro services' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')!.textContent)).to.deep.equal(pro.services.map((service) => service.name));
    await expect(portal).to.be.accessible();
  });

  for (const [id, why] of [
    [PRO_FAILURE, 'a failure'],
    [NO_PRO_INFO, 'nothing said'],
  ] as const) {
    it(`offers to attach Ubuntu Pro where it is not attached (${why})`, async () => {
      const instance = await serverInstance(ns, token, id);
      const { portal, screen } = await openPage(ns, `/instances/${id}?tab=ubuntu-pro`, instance.title);
      expect(await screen.findByRole('heading', { level: 2, name: 'No Ubuntu Pro entitlement' })).to.exist;
      expect(screen.getByRole('link', { name: 'Learn more about Ubuntu Pro (opens in a new tab)' }).getAttribute('href')).to.equal('https://ubuntu.com/pro');
      expect(screen.getByRole('link', { name: 'Attach Ubuntu Pro (opens in a new tab)' }).getAttribute('href')).to.equal('https://ubuntu.com/pro/dashboard');
      await expect(portal).to.be.accessible();
    });
  }

  it("offers a Windows host's tabs only: Info, WSL once built, Activities and Ubuntu Pro", async () => {
    const host = await serverInstance(ns, token, WINDOWS_HOST);
    const { screen } = await openPage(ns, `/instances/${WINDOWS_HOST}?tab=hardware`, host.title);
    // Hardware is not a Windows host's tab: the address says Info.
    await waitForPath(`/instances/${WINDOWS_HOST}`);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).to.not.include('Hardware');
    expect(tabs).to.include.members(['Info', 'Activities', 'Ubuntu Pro']);
  });
});
