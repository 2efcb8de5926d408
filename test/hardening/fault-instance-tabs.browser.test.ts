/**
 * Fault battery, instance tabs: the action calls of the instance page's tabs (Packages, Snaps,
 * Processes, Kernel, Security issues, Users, WSL) and the Info tab's and the instances list's actions
 * fault-instance-actions does not cover (Shutdown, the pending instances' Reject, Associate and
 * Disassociate employee). Each call fails once per fault kind while the user acts; each case: a visible
 * message (the server's for a 500), what was typed or picked kept, the panel or modal still open, no
 * success notice and nothing uncaught; then the same action succeeds once the fault is gone, with the
 * request it sent and, where cheap, what the server then holds.
 *
 * A call several screens send has one case (DeleteChildComputers: the WSL tab's; the Info tab's Delete
 * instance of a WSL instance sends the same). POST packages and POST snaps have two: the action forms
 * and the install forms are forms of their own. The list's Upgrade panel never sends
 * `computers/usns/upgrade-packages` (its USNs tab turns into package exclusions of
 * `computers/upgrade-packages`, fault-instance-actions' case): nothing to cover.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { Instance } from '../../src/api/instances.ts';
import { findNotification, setFieldValue, typeInto, waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import {
  describeCall,
  expectFailureShown,
  legacyGet,
  openInstance,
  openInstanceList,
  PAIRS,
  selectRows,
  serverGet,
  serverSend,
} from './action-battery.ts';
import { deepText, FAULT_KINDS, faultFor, tally, type FaultKind } from './helpers.ts';

configure({ asyncUtilTimeout: 5000 });

const BATTERY = 'fault battery, instance tabs';

// At the file's end: every call's cases counted.
after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

/** An Ubuntu server with plain package, snap and process names (6's are hostile). */
const SERVER = 1;
/** Kernel upgrades and downgrades offered, three of each: one per fault kind. */
const KERNEL = 2;
/** Local users with plain names (1's are hostile), none locked. */
const USERS = 6;
/** A Windows host with two WSL instances (5002 the default), and one with three (one deleted per kind). */
const HOST = 5001;
const HOST_OF_THREE = 5009;
/** A desktop without an employee; a desktop associated with employee 320. */
const WITHOUT_EMPLOYEE = 4304;
const WITH_EMPLOYEE = 4301;
const EMPLOYEE = 320;
/** The employee the Associate case picks (Aisha Costa). */
const PICKED_EMPLOYEE = 2;

const kindIndex = (kind: FaultKind) => FAULT_KINDS.indexOf(kind);

/** A name a role query can match as written (no markup, controls or hostile characters). */
const plain = (name: string) => /^[\p{L}\p{N}_.+:/' -]+$/u.test(name);

interface Page<T> {
  count: number;
  results: T[];
}

interface ServerPackage {
  id: number;
  name: string;
  status: string;
  current_version: string | null;
  available_version: string | null;
}

interface ServerSnap {
  held_until: string | null;
  snap: { name: string };
}

interface ServerProcess {
  pid: number;
  name: string;
}

interface ServerKernel {
  installed: { id: number } | null;
  upgrades: { id: number; version_rounded: string }[];
  downgrades: { id: number; version_rounded: string }[];
}

interface ServerUser {
  username: string;
  name: string | null;
  enabled: boolean;
  uid: number;
}

interface ServerChild {
  id: number;
  title: string;
  is_default_child: boolean | null;
}

/** The instance's page on a tab, once its heading is shown. */
async function openTab(ns: SimNamespace, token: string, id: number, query: string) {
  const instance = await serverGet<Instance>(ns, token, `computers/${id}`);
  const rendered = await renderPortal(ns, `/instances/${id}?${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: instance.title });
  return { ...rendered, instance };
}

/** A table of the page once its rows are in. */
async function settledTable(screen: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return table;
}

/** Picks an option of a native select as a person would (React hears the change). */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replaces a text field's content by typing over it. */
async function retype(field: HTMLInputElement, text: string): Promise<void> {
  field.select();
  await typeInto(field, text);
}

/** Randomises the delivery over a window of `minutes` (the delivery options of the tabs' forms). */
async function randomise(form: HTMLElement, minutes: string): Promise<HTMLInputElement> {
  within(form).getByRole('radio', { name: 'Yes' }).click();
  const window = (await within(form).findByRole('spinbutton', { name: /Time window/ })) as HTMLInputElement;
  setFieldValue(window, minutes);
  return window;
}

const checked = (box: HTMLElement) => (box as HTMLInputElement).checked;

// ---------------------------------------------------------------------------------------------- Packages

const packagesOf = (ns: SimNamespace, token: string, query: string) =>
  serverGet<Page<ServerPackage>>(ns, token, `computers/${SERVER}/packages?limit=20&offset=0&${query}`);

const UPGRADE_PACKAGES = { method: 'GET', path: 'UpgradePackages' };
describeCall(BATTERY, UPGRADE_PACKAGES, async ({ ns, token, kind, uncaught }) => {
  // The first upgrade on offer (one upgraded by an earlier kind is no longer offered).
  const pkg = (await packagesOf(ns, token, 'upgrade=true')).results.find((item) => plain(item.name) && !(item.available_version ?? '').includes('ubuntu-pro'))!;
  expect(pkg, 'an upgrade on offer').to.exist;
  const { portal, screen } = await openTab(ns, token, SERVER, 'tab=packages&status=upgrade');
  await settledTable(screen, 'Packages');
  screen.getByRole('button', { name: `Actions for ${pkg.name}` }).click();
  (await screen.findByRole('menuitem', { name: 'Upgrade' })).click();
  const form = await screen.findByRole('form', { name: `Upgrade ${pkg.name}` });
  const window = await randomise(form, '30');
  await setOptions(ns, { faults: [faultFor(UPGRADE_PACKAGES, kind)] });
  within(form).getByRole('button', { name: 'Upgrade' }).click();
  await expectFailureShown(form, UPGRADE_PACKAGES, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect(window.value, 'the time window').to.equal('30');
  expect(deepText(portal)).to.not.contain('to be upgraded');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Upgrade' }).click();
  await findNotification(screen, `You queued ${pkg.name} Package to be upgraded.`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, UPGRADE_PACKAGES)).at(-1)!.query).to.include({ query: `id:${SERVER}`, 'packages.1': pkg.name, deliver_delay_window: '30' });
  expect((await packagesOf(ns, token, 'upgrade=true')).results.map((item) => item.name)).to.not.include(pkg.name);
});

const PACKAGES = { method: 'POST', path: 'packages' };
describeCall(
  BATTERY,
  PACKAGES,
  async ({ ns, token, kind, uncaught }) => {
    // The first installed package not held (one held by an earlier kind is).
    const pkg = (await packagesOf(ns, token, 'installed=true')).results.find((item) => plain(item.name) && item.status !== 'held')!;
    const { portal, root, screen } = await openTab(ns, token, SERVER, 'tab=packages');
    root.setAttribute('time-zone', 'Asia/Tokyo');
    const table = await settledTable(screen, 'Packages');
    within(table).getByRole('button', { name: pkg.name }).click();
    const details = await screen.findByRole('dialog', { name: 'Package details' });
    within(details).getByRole('button', { name: 'Hold' }).click();
    const form = await screen.findByRole('form', { name: `Hold ${pkg.name}` });
    within(form).getByRole('radio', { name: 'Scheduled' }).click();
    const time = (await within(form).findByRole('textbox', { name: /Scheduled time/ })) as HTMLInputElement;
    setFieldValue(time, '12/31/2030, 09:30');
    const typed = time.value;
    await setOptions(ns, { faults: [faultFor(PACKAGES, kind)] });
    within(form).getByRole('button', { name: 'Hold' }).click();
    await expectFailureShown(form, PACKAGES, kind, uncaught);
    expect(form.isConnected, 'the panel closed').to.equal(true);
    expect(time.value, 'the scheduled time').to.equal(typed);
    expect(deepText(portal)).to.not.contain('to be held');

    await setOptions(ns, { faults: [] });
    within(form).getByRole('button', { name: 'Hold' }).click();
    await findNotification(screen, `You queued ${pkg.name} Package to be held.`);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    // 09:30 in Tokyo (UTC+9) is 00:30 UTC.
    expect((await requests(ns, PACKAGES)).at(-1)!.body).to.deep.equal({
      action: 'hold',
      computer_ids: [SERVER],
      package_ids: [pkg.id],
      deliver_after: '2030-12-31T00:30:00Z',
    });
    expect((await packagesOf(ns, token, 'held=true')).results.map((item) => item.name)).to.include(pkg.name);
  },
  'hold',
);

describeCall(
  BATTERY,
  PACKAGES,
  async ({ ns, token, kind, uncaught }) => {
    const search = 'python3';
    // The first package found not installed yet (one installed by an earlier kind is).
    const found = await serverGet<Page<ServerPackage>>(
      ns,
      token,
      `computers/${SERVER}/packages?${new URLSearchParams({ limit: '50', offset: '0', search, available: 'true', installed: 'false', upgrade: 'false', held: 'false' })}`,
    );
    const pkg = found.results.find((item) => plain(item.name))!;
    const { portal, screen } = await openTab(ns, token, SERVER, 'tab=packages');
    await settledTable(screen, 'Packages');
    within(screen.getByRole('toolbar', { name: 'Package actions' })).getByRole('button', { name: 'Install' }).click();
    const form = await screen.findByRole('form', { name: 'Install packages' });
    await typeInto(within(form).getByRole('searchbox', { name: 'Search for available packages' }), search);
    const results = await within(form).findByRole('group', { name: 'Packages found' });
    within(results).getByRole('checkbox', { name: pkg.name }).click();
    await within(form).findByRole('button', { name: `Remove ${pkg.name}` });
    await setOptions(ns, { faults: [faultFor(PACKAGES, kind)] });
    within(form).getByRole('button', { name: 'Install packages' }).click();
    await expectFailureShown(form, PACKAGES, kind, uncaught);
    expect(form.isConnected, 'the panel closed').to.equal(true);
    expect(within(form).queryByRole('button', { name: `Remove ${pkg.name}` }), 'the package chosen').to.not.equal(null);
    expect(checked(within(form).getByRole('checkbox', { name: pkg.name })), 'the package ticked').to.equal(true);
    expect(deepText(portal)).to.not.contain('to be installed');

    await setOptions(ns, { faults: [] });
    within(form).getByRole('button', { name: 'Install packages' }).click();
    await findNotification(screen, `You queued package ${pkg.name} to be installed.`);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    expect((await requests(ns, PACKAGES)).at(-1)!.body).to.deep.equal({ action: 'install', computer_ids: [SERVER], package_ids: [pkg.id] });
    expect((await packagesOf(ns, token, `installed=true&search=${pkg.name}`)).results.map((item) => item.name)).to.include(pkg.name);
  },
  'install',
);

const DOWNGRADE = { method: 'POST', path: `computers/${SERVER}/packages/installed` };
describeCall(BATTERY, DOWNGRADE, async ({ ns, token, kind, uncaught }) => {
  // The packages of the first page with older versions: each kind another one.
  const installed = (await packagesOf(ns, token, 'installed=true')).results.filter((item) => plain(item.name) && item.status !== 'held');
  const candidates: { pkg: ServerPackage; version: string }[] = [];
  for (const pkg of installed) {
    const versions = await serverGet<{ results: { version: string }[] }>(ns, token, `computers/${SERVER}/packages/installed/${pkg.name}/downgrades`);
    if (versions.results.length > 0) candidates.push({ pkg, version: versions.results.at(-1)!.version });
    if (candidates.length > kindIndex(kind)) break;
  }
  const { pkg, version } = candidates[kindIndex(kind)]!;
  const { portal, screen } = await openTab(ns, token, SERVER, 'tab=packages');
  await settledTable(screen, 'Packages');
  screen.getByRole('button', { name: `Actions for ${pkg.name}` }).click();
  (await screen.findByRole('menuitem', { name: 'Downgrade' })).click();
  const form = await screen.findByRole('form', { name: `Downgrade ${pkg.name}` });
  const select = (await within(form).findByRole('combobox', { name: /New version/ })) as HTMLSelectElement;
  choose(select, version);
  await setOptions(ns, { faults: [faultFor(DOWNGRADE, kind)] });
  within(form).getByRole('button', { name: 'Downgrade' }).click();
  await expectFailureShown(form, DOWNGRADE, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect(select.value, 'the version picked').to.equal(version);
  expect(deepText(portal)).to.not.contain('to be downgraded');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Downgrade' }).click();
  await findNotification(screen, `You queued ${pkg.name} Package to be downgraded.`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, DOWNGRADE)).at(-1)!.body).to.deep.equal({ package_name: pkg.name, package_version: version });
  const after = (await packagesOf(ns, token, `installed=true&search=${pkg.name}`)).results.find((item) => item.name === pkg.name)!;
  expect(after.current_version).to.equal(version);
});

// ------------------------------------------------------------------------------------------------- Snaps

const snapsOf = (ns: SimNamespace, token: string) => serverGet<Page<ServerSnap>>(ns, token, `computers/${SERVER}/snaps/installed?limit=20&offset=0`);

const SNAPS = { method: 'POST', path: 'snaps' };
describeCall(
  BATTERY,
  SNAPS,
  async ({ ns, token, kind, uncaught }) => {
    // The first snap not held (one held by an earlier kind is).
    const name = (await snapsOf(ns, token)).results.find((snap) => !snap.held_until && plain(snap.snap.name))!.snap.name;
    const { portal, screen } = await openTab(ns, token, SERVER, 'tab=snaps');
    const table = await settledTable(screen, 'Snaps');
    within(table).getByRole('button', { name }).click();
    const details = await screen.findByRole('dialog', { name: `${name} details` });
    within(details).getByRole('button', { name: 'Hold' }).click();
    const form = await screen.findByRole('form', { name: `Hold ${name}` });
    const window = await randomise(form, '20');
    await setOptions(ns, { faults: [faultFor(SNAPS, kind)] });
    within(form).getByRole('button', { name: 'Hold' }).click();
    await expectFailureShown(form, SNAPS, kind, uncaught);
    expect(form.isConnected, 'the panel closed').to.equal(true);
    expect(window.value, 'the time window').to.equal('20');
    expect(checked(within(form).getByRole('radio', { name: 'Indefinitely' })), 'hold indefinitely').to.equal(true);
    expect(deepText(portal)).to.not.contain('to be held');

    await setOptions(ns, { faults: [] });
    within(form).getByRole('button', { name: 'Hold' }).click();
    await findNotification(screen, `You queued ${name} to be held.`);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    expect((await requests(ns, SNAPS)).at(-1)!.body).to.deep.equal({
      action: 'hold',
      computer_ids: [SERVER],
      snaps: [{ name, time: 'forever' }],
      deliver_after_window: 20,
    });
    expect((await snapsOf(ns, token)).results.find((snap) => snap.snap.name === name)!.held_until).to.not.equal(null);
  },
  'hold',
);

describeCall(
  BATTERY,
  SNAPS,
  async ({ ns, token, kind, uncaught }) => {
    const prefix = 'k';
    const installed = (await snapsOf(ns, token)).results.map((snap) => snap.snap.name);
    // The first snap of the store by that prefix not installed (one installed by an earlier kind is).
    const store = await serverGet<Page<{ name: string }>>(ns, token, `computers/${SERVER}/snaps/available?name_startswith=${prefix}`);
    const name = store.results.map((snap) => snap.name).find((item) => !installed.includes(item))!;
    const { portal, screen } = await openTab(ns, token, SERVER, 'tab=snaps');
    await settledTable(screen, 'Snaps');
    within(screen.getByRole('toolbar', { name: 'Snap actions' })).getByRole('button', { name: 'Install' }).click();
    const form = await screen.findByRole('form', { name: 'Install snaps' });
    await typeInto(within(form).getByRole('searchbox', { name: 'Search for available snaps' }), prefix);
    (await within(form).findByRole('button', { name: `Add ${name}` })).click();
    const release = (await within(form).findByRole('combobox', { name: 'Release' })) as HTMLSelectElement;
    expect(release.value).to.equal('latest/stable');
    within(form).getByRole('button', { name: 'Add' }).click();
    await within(form).findByRole('button', { name: `Remove ${name}` });
    await setOptions(ns, { faults: [faultFor(SNAPS, kind)] });
    within(form).getByRole('button', { name: 'Install snaps' }).click();
    await expectFailureShown(form, SNAPS, kind, uncaught);
    expect(form.isConnected, 'the panel closed').to.equal(true);
    expect(within(form).queryByRole('button', { name: `Remove ${name}` }), 'the snap chosen').to.not.equal(null);
    expect(deepText(portal)).to.not.contain('to be installed');

    await setOptions(ns, { faults: [] });
    within(form).getByRole('button', { name: 'Install snaps' }).click();
    await findNotification(screen, `You queued snap ${name} to be installed.`);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    expect((await requests(ns, SNAPS)).at(-1)!.body).to.deep.equal({ action: 'install', computer_ids: [SERVER], snaps: [{ name, channel: 'latest/stable' }] });
    expect((await snapsOf(ns, token)).results.map((snap) => snap.snap.name)).to.include(name);
  },
  'install',
);

// --------------------------------------------------------------------------------------------- Processes

/** End process or Kill process of one process, from the selection. */
function describeSignal(signal: 'terminate' | 'kill', button: string, done: string) {
  const call = { method: 'POST', path: `processes/${signal}` };
  describeCall(BATTERY, call, async ({ ns, token, kind, uncaught }) => {
    const processesOf = () => serverGet<Page<ServerProcess>>(ns, token, `computers/${SERVER}/processes?limit=20&offset=0`);
    // A process of the first page (one an earlier kind ended has left the list).
    const process = (await processesOf()).results.filter((item) => plain(item.name))[3]!;
    const { portal, screen } = await openTab(ns, token, SERVER, 'tab=processes');
    const table = await settledTable(screen, 'Processes');
    const box = within(table).getByRole('checkbox', { name: `Select process ${process.name} (PID ${process.pid})` });
    box.click();
    await waitFor(() => expect(checked(box)).to.equal(true));
    within(screen.getByRole('toolbar', { name: 'Process actions' })).getByRole('button', { name: button }).click();
    const dialog = await screen.findByRole('dialog', { name: `${button} ${process.name}` });
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    within(dialog).getByRole('button', { name: button }).click();
    await expectFailureShown(dialog, call, kind, uncaught);
    expect(dialog.isConnected, 'the modal closed').to.equal(true);
    expect(checked(within(table).getByRole('checkbox', { name: `Select process ${process.name} (PID ${process.pid})` })), 'the selection').to.equal(true);
    expect(deepText(portal)).to.not.contain(`to be ${done}`);

    await setOptions(ns, { faults: [] });
    within(dialog).getByRole('button', { name: button }).click();
    await findNotification(screen, `You queued process ${process.name} to be ${done}.`);
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect((await requests(ns, call)).at(-1)!.body).to.deep.equal({ computer_id: SERVER, pids: [process.pid] });
    expect((await processesOf()).results.map((item) => item.pid)).to.not.include(process.pid);
  });
}
describeSignal('terminate', 'End process', 'ended');
describeSignal('kill', 'Kill process', 'killed');

// ------------------------------------------------------------------------------------------------ Kernel

const kernelOf = (ns: SimNamespace, token: string) => serverGet<ServerKernel>(ns, token, `computers/${KERNEL}/livepatch/kernel`);

/**
 * Upgrade or downgrade the kernel, and restart after: one step per kind (the oldest upgrade, the
 * newest downgrade), so the next kind still has one to pick.
 */
function describeKernelChange(direction: 'upgrade' | 'downgrade') {
  const call = { method: 'POST', path: `computers/${KERNEL}/kernel/${direction}` };
  const label = direction === 'upgrade' ? 'Upgrade kernel' : 'Downgrade kernel';
  describeCall(BATTERY, call, async ({ ns, token, kind, uncaught }) => {
    const before = await kernelOf(ns, token);
    const offered = direction === 'upgrade' ? before.upgrades : before.downgrades;
    expect(offered.length, `a kernel to ${direction} to`).to.be.greaterThan(0);
    const target = direction === 'upgrade' ? offered.at(-1)! : offered[0]!;
    const { portal, screen, instance } = await openTab(ns, token, KERNEL, 'tab=kernel');
    (await screen.findByRole('button', { name: label })).click();
    const form = await screen.findByRole('form', { name: label });
    const select = within(form).queryByRole('combobox', { name: /new version/ }) as HTMLSelectElement | null;
    if (select) choose(select, String(target.id));
    const window = await randomise(form, '10');
    within(form).getByRole('button', { name: `${direction === 'upgrade' ? 'Upgrade' : 'Downgrade'} and Restart` }).click();
    const dialog = await screen.findByRole('dialog', { name: `${direction === 'upgrade' ? 'Upgrading' : 'Downgrading'} kernel and restarting instance` });
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    within(dialog).getByRole('button', { name: 'Confirm' }).click();
    await expectFailureShown(dialog, call, kind, uncaught);
    expect(dialog.isConnected, 'the modal closed').to.equal(true);
    expect(form.isConnected, 'the panel closed').to.equal(true);
    expect(window.value, 'the time window').to.equal('10');
    if (select) expect(select.value, 'the kernel picked').to.equal(String(target.id));
    const notice = direction === 'upgrade' ? `You queued kernel upgrade for "${instance.title}"` : `You queued kernel downgrade for instance "${instance.title}"`;
    expect(deepText(portal)).to.not.contain(notice);

    await setOptions(ns, { faults: [] });
    within(dialog).getByRole('button', { name: 'Confirm' }).click();
    await findNotification(screen, notice);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    expect((await requests(ns, call)).at(-1)!.body).to.deep.equal({ kernel_package_id: target.id, reboot_after: true, deliver_delay_window: 10 });
    expect((await kernelOf(ns, token)).installed!.id).to.equal(target.id);
  });
}
describeKernelChange('upgrade');
describeKernelChange('downgrade');

const KERNEL_RESTART = { method: 'POST', path: `computers/${SERVER}/restart` };
describeCall(BATTERY, KERNEL_RESTART, async ({ ns, token, kind, uncaught }) => {
  const { portal, screen, instance } = await openTab(ns, token, SERVER, 'tab=kernel');
  (await screen.findByRole('button', { name: 'Restart instance' })).click();
  const form = await screen.findByRole('form', { name: `Restart ${instance.title}` });
  const window = await randomise(form, '5');
  within(form).getByRole('button', { name: 'Restart' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Restarting instance' });
  await setOptions(ns, { faults: [faultFor(KERNEL_RESTART, kind)] });
  within(dialog).getByRole('button', { name: 'Restart' }).click();
  await expectFailureShown(dialog, KERNEL_RESTART, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect(window.value, 'the time window').to.equal('5');
  expect(deepText(portal)).to.not.contain('to be restarted');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Restart' }).click();
  await findNotification(screen, `You queued "${instance.title}" to be restarted.`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, KERNEL_RESTART)).at(-1)!.body).to.deep.equal({ deliver_delay_window: 5 });
});

// --------------------------------------------------------------------------------------- Security issues

const usnsOf = (ns: SimNamespace, token: string) =>
  serverGet<Page<{ usn: string }>>(ns, token, `usns?computer_ids=${SERVER}&limit=20&offset=0&show_packages=false`);

const USN_UPGRADE = { method: 'POST', path: `computers/${SERVER}/usns/upgrade-packages` };
describeCall(BATTERY, USN_UPGRADE, async ({ ns, token, kind, uncaught }) => {
  // The newest notice (one upgraded by an earlier kind no longer affects the instance).
  const [{ usn }] = (await usnsOf(ns, token)).results as [{ usn: string }];
  const { portal, screen } = await openTab(ns, token, SERVER, 'tab=security-issues');
  const table = await settledTable(screen, 'Security issues');
  const box = within(table).getByRole('checkbox', { name: `Select USN-${usn}` });
  box.click();
  await waitFor(() => expect(checked(box)).to.equal(true));
  within(screen.getByRole('toolbar', { name: 'Security issue actions' })).getByRole('button', { name: 'Upgrade' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade affected packages' });
  await setOptions(ns, { faults: [faultFor(USN_UPGRADE, kind)] });
  within(dialog).getByRole('button', { name: 'Upgrade' }).click();
  await expectFailureShown(dialog, USN_UPGRADE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(checked(within(table).getByRole('checkbox', { name: `Select USN-${usn}` })), 'the selection').to.equal(true);
  expect(deepText(portal)).to.not.contain('You queued packages to be upgraded');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Upgrade' }).click();
  await findNotification(screen, 'You queued packages to be upgraded');
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, USN_UPGRADE)).at(-1)!.body).to.deep.equal({ usns: [usn] });
  expect((await usnsOf(ns, token)).results.map((item) => item.usn)).to.not.include(usn);
});

const USN_REMOVE = { method: 'POST', path: `computers/${SERVER}/usns/remove-packages` };
describeCall(BATTERY, USN_REMOVE, async ({ ns, token, kind, uncaught }) => {
  // The newest notice (one whose packages an earlier kind removed no longer affects the instance).
  const [{ usn }] = (await usnsOf(ns, token)).results as [{ usn: string }];
  const { portal, screen } = await openTab(ns, token, SERVER, 'tab=security-issues');
  const table = await settledTable(screen, 'Security issues');
  const row = within(table).getByRole('checkbox', { name: `Select USN-${usn}` }).closest('tr')!;
  within(row).getByRole('button', { name: 'Show packages' }).click();
  (await within(row).findByRole('button', { name: 'Uninstall packages' })).click();
  const dialog = await screen.findByRole('dialog', { name: 'Uninstall USN packages' });
  await setOptions(ns, { faults: [faultFor(USN_REMOVE, kind)] });
  within(dialog).getByRole('button', { name: 'Uninstall' }).click();
  await expectFailureShown(dialog, USN_REMOVE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(deepText(portal)).to.not.contain('You queued packages to be uninstalled');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Uninstall' }).click();
  await findNotification(screen, 'You queued packages to be uninstalled');
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, USN_REMOVE)).at(-1)!.body).to.deep.equal({ usns: usn });
  expect((await usnsOf(ns, token)).results.map((item) => item.usn)).to.not.include(usn);
});

// ------------------------------------------------------------------------------------------------- Users

const usersOf = async (ns: SimNamespace, token: string) =>
  (await serverGet<Page<ServerUser>>(ns, token, `users?computer_id=${USERS}&limit=5000&offset=0`)).results;

/** The people's accounts (and `ubuntu`), enabled: the users the cases act on. */
const people = (users: readonly ServerUser[]) => users.filter((user) => user.enabled && user.uid >= 1000 && user.uid < 65534);

/** The Users tab narrowed to one user by the search. */
async function openUsers(ns: SimNamespace, token: string, username?: string) {
  const opened = await openTab(ns, token, USERS, 'tab=users');
  const table = await opened.screen.findByRole('table', { name: 'Users' });
  if (username !== undefined) {
    await typeInto(opened.screen.getByRole('searchbox', { name: 'Search users' }), username);
    opened.screen.getByRole('button', { name: 'Search' }).click();
    await within(table).findByRole('checkbox', { name: `Select ${username}` });
  }
  return { ...opened, table };
}

/** Ticks a user's row; the box. */
async function selectUser(table: HTMLElement, username: string): Promise<HTMLElement> {
  const box = within(table).getByRole('checkbox', { name: `Select ${username}` });
  box.click();
  await waitFor(() => expect(checked(box)).to.equal(true));
  return box;
}

const ADD_USER = { method: 'POST', path: 'users' };
describeCall(BATTERY, ADD_USER, async ({ ns, token, kind, uncaught }) => {
  const username = `fault-${kind}`;
  const { portal, screen } = await openUsers(ns, token);
  within(screen.getByRole('toolbar', { name: 'User actions' })).getByRole('button', { name: 'Add user' }).click();
  const form = await screen.findByRole('form', { name: 'Add new user' });
  const fields = {
    username: within(form).getByRole('textbox', { name: /Username/ }) as HTMLInputElement,
    name: within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement,
  };
  await typeInto(fields.username, username);
  await typeInto(fields.name, `Added after ${kind}`);
  const [pass, confirm] = within(form).getAllByLabelText(/passphrase/i, { selector: 'input' }) as HTMLInputElement[];
  await typeInto(pass!, 's3cret-Pass');
  await typeInto(confirm!, 's3cret-Pass');
  const primary = within(form).getByRole('combobox', { name: /Primary Group/ }) as HTMLSelectElement;
  choose(primary, 'users');
  await setOptions(ns, { faults: [faultFor(ADD_USER, kind)] });
  within(form).getByRole('button', { name: 'Add user' }).click();
  await expectFailureShown(form, ADD_USER, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect([fields.username.value, fields.name.value, pass!.value, confirm!.value, primary.value], 'what was typed').to.deep.equal([
    username,
    `Added after ${kind}`,
    's3cret-Pass',
    's3cret-Pass',
    'users',
  ]);
  expect(deepText(portal)).to.not.contain('to be added');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Add user' }).click();
  await findNotification(screen, `You queued user ${username} to be added.`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, ADD_USER)).at(-1)!.body).to.include({
    username,
    name: `Added after ${kind}`,
    password: 's3cret-Pass',
    primary_groupname: 'users',
  });
  expect((await usersOf(ns, token)).map((user) => user.username)).to.include(username);
});

const EDIT_USER = { method: 'PUT', path: 'users' };
describeCall(BATTERY, EDIT_USER, async ({ ns, token, kind, uncaught }) => {
  const username = 'ubuntu';
  const { portal, screen, table } = await openUsers(ns, token, username);
  within(table).getByRole('button', { name: `Edit ${username}` }).click();
  const form = await screen.findByRole('form', { name: 'Edit user' });
  const name = (await within(form).findByRole('textbox', { name: /^Name/ })) as HTMLInputElement;
  const location = within(form).getByRole('textbox', { name: /^Location/ }) as HTMLInputElement;
  await retype(name, `Edited after ${kind}`);
  await retype(location, `Rack ${kind}`);
  await setOptions(ns, { faults: [faultFor(EDIT_USER, kind)] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await expectFailureShown(form, EDIT_USER, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect([name.value, location.value], 'what was typed').to.deep.equal([`Edited after ${kind}`, `Rack ${kind}`]);
  expect(deepText(portal)).to.not.contain('to be updated');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await findNotification(screen, `You queued user ${username} to be updated.`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, EDIT_USER)).at(-1)!.body).to.include({ username, name: `Edited after ${kind}`, location: `Rack ${kind}` });
  expect((await usersOf(ns, token)).find((user) => user.username === username)!.name).to.equal(`Edited after ${kind}`);
});

const USER_GROUPS = { method: 'POST', path: `computers/${USERS}/usergroups/update_bulk` };
describeCall(BATTERY, USER_GROUPS, async ({ ns, token, kind, uncaught }) => {
  const username = 'ubuntu';
  const groupsOf = async () => (await serverGet<{ groups: { name: string }[] }>(ns, token, `computers/${USERS}/users/${username}/groups`)).groups.map((group) => group.name);
  const all = (await serverGet<{ groups: { name: string }[] }>(ns, token, `computers/${USERS}/groups`)).groups.map((group) => group.name);
  const current = await groupsOf();
  // A group the user is not in (one an earlier kind joined it to, it is).
  const join = all.find((group) => group !== username && !current.includes(group))!;
  const { portal, screen, table } = await openUsers(ns, token, username);
  within(table).getByRole('button', { name: `Edit ${username}` }).click();
  const form = await screen.findByRole('form', { name: 'Edit user' });
  const groups = await within(form).findByRole('group', { name: 'Additional Groups' });
  within(groups).getByRole('checkbox', { name: join }).click();
  await waitFor(() => expect(checked(within(groups).getByRole('checkbox', { name: join }))).to.equal(true));
  await setOptions(ns, { faults: [faultFor(USER_GROUPS, kind)] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await expectFailureShown(form, USER_GROUPS, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect(checked(within(groups).getByRole('checkbox', { name: join })), 'the group ticked').to.equal(true);
  expect(deepText(portal)).to.not.contain('to be updated');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await findNotification(screen, `You queued user ${username} to be updated.`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, USER_GROUPS)).at(-1)!.body).to.deep.equal({ action: 'add', computer_id: USERS, usernames: [username], groupnames: [join] });
  expect(await groupsOf()).to.include(join);
});

/** Lock or Unlock one user from the selection. */
function describeLock(lock: boolean) {
  const call = { method: 'POST', path: lock ? 'users/lock' : 'users/unlock' };
  const verb = lock ? 'Lock' : 'Unlock';
  describeCall(BATTERY, call, async ({ ns, token, kind, uncaught }) => {
    // Lock: a user not locked yet (one an earlier kind locked is). Unlock: that user, locked first.
    const username = lock ? people(await usersOf(ns, token))[0]!.username : 'ubuntu';
    if (!lock) await serverSend(ns, token, 'POST', 'users/lock', { computer_ids: [USERS], usernames: [username] });
    const { portal, screen, table } = await openUsers(ns, token, username);
    await selectUser(table, username);
    within(screen.getByRole('toolbar', { name: 'User actions' })).getByRole('button', { name: verb }).click();
    const dialog = await screen.findByRole('dialog', { name: `${verb} user ${username}` });
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    within(dialog).getByRole('button', { name: verb }).click();
    await expectFailureShown(dialog, call, kind, uncaught);
    expect(dialog.isConnected, 'the modal closed').to.equal(true);
    expect(checked(within(table).getByRole('checkbox', { name: `Select ${username}` })), 'the selection').to.equal(true);
    expect(deepText(portal)).to.not.contain(`to be ${lock ? 'locked' : 'unlocked'}`);

    await setOptions(ns, { faults: [] });
    within(dialog).getByRole('button', { name: verb }).click();
    await findNotification(screen, `You queued user ${username} to be ${lock ? 'locked' : 'unlocked'}.`);
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect((await requests(ns, call)).at(-1)!.body).to.deep.equal({ computer_ids: [USERS], usernames: [username] });
    expect((await usersOf(ns, token)).find((user) => user.username === username)!.enabled).to.equal(!lock);
  });
}
describeLock(true);
describeLock(false);

const DELETE_USERS = { method: 'DELETE', path: 'users' };
describeCall(BATTERY, DELETE_USERS, async ({ ns, token, kind, uncaught }) => {
  // A user still there (one an earlier kind deleted is not).
  const username = people(await usersOf(ns, token))[0]!.username;
  const { portal, screen, table } = await openUsers(ns, token, username);
  await selectUser(table, username);
  within(screen.getByRole('toolbar', { name: 'User actions' })).getByRole('button', { name: 'Delete' }).click();
  const dialog = await screen.findByRole('dialog', { name: `Delete ${username}` });
  const home = within(dialog).getByRole('checkbox', { name: 'Delete the home folders as well' });
  home.click();
  await waitFor(() => expect(checked(home)).to.equal(true));
  await setOptions(ns, { faults: [faultFor(DELETE_USERS, kind)] });
  within(dialog).getByRole('button', { name: 'Delete' }).click();
  await expectFailureShown(dialog, DELETE_USERS, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(checked(within(dialog).getByRole('checkbox', { name: 'Delete the home folders as well' })), 'the home folders ticked').to.equal(true);
  expect(checked(within(table).getByRole('checkbox', { name: `Select ${username}` })), 'the selection').to.equal(true);
  expect(deepText(portal)).to.not.contain('to be deleted');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Delete' }).click();
  await findNotification(screen, `You queued user ${username} to be deleted.`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, DELETE_USERS)).at(-1)!.query).to.include({ computer_ids: String(USERS), usernames: username, delete_home: 'true' });
  expect((await usersOf(ns, token)).map((user) => user.username)).to.not.include(username);
});

// --------------------------------------------------------------------------------------------------- WSL

const childrenOf = async (ns: SimNamespace, token: string, host: number) => (await serverGet<{ children: ServerChild[] }>(ns, token, `computers/${host}`)).children;

const INSTALL_WSL = { method: 'POST', path: `computers/${HOST}/children` };
describeCall(BATTERY, INSTALL_WSL, async ({ ns, token, kind, uncaught }) => {
  // A custom image (the server does not create the instance: the same name installs again).
  const name = `fault-${kind}`;
  const url = `https://example.com/${kind}/rootfs.tar.gz`;
  const { portal, screen } = await openTab(ns, token, HOST, 'tab=wsl');
  await screen.findByRole('table', { name: 'WSL instances' });
  within(screen.getByRole('toolbar', { name: 'WSL instance actions' })).getByRole('button', { name: 'Create new instance' }).click();
  const form = await screen.findByRole('form', { name: 'Install new WSL instance' });
  choose((await within(form).findByRole('combobox', { name: /Instance type/ })) as HTMLSelectElement, '__custom__');
  const fields = {
    name: (await within(form).findByRole('textbox', { name: /Instance name/ })) as HTMLInputElement,
    url: within(form).getByRole('textbox', { name: /Rootfs URL/ }) as HTMLInputElement,
  };
  await typeInto(fields.name, name);
  await typeInto(fields.url, url);
  await setOptions(ns, { faults: [faultFor(INSTALL_WSL, kind)] });
  within(form).getByRole('button', { name: 'Install' }).click();
  await expectFailureShown(form, INSTALL_WSL, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect([fields.name.value, fields.url.value], 'what was typed').to.deep.equal([name, url]);
  expect(deepText(portal)).to.not.contain('You queued a new WSL instance to be installed');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Install' }).click();
  await findNotification(screen, 'You queued a new WSL instance to be installed');
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, INSTALL_WSL)).at(-1)!.body).to.deep.equal({ computer_name: name, rootfs_url: url });
});

const SET_DEFAULT = { method: 'GET', path: 'SetDefaultChildComputer' };
describeCall(BATTERY, SET_DEFAULT, async ({ ns, token, kind, uncaught }) => {
  // A WSL instance that is not the default (an earlier kind made another one the default).
  const child = (await childrenOf(ns, token, HOST)).find((item) => !item.is_default_child)!;
  const { portal, screen } = await openTab(ns, token, HOST, 'tab=wsl');
  await screen.findByRole('table', { name: 'WSL instances' });
  screen.getByRole('button', { name: `Actions for ${child.title}` }).click();
  (await screen.findByRole('menuitem', { name: 'Set default instance' })).click();
  const dialog = await screen.findByRole('dialog', { name: 'Set default instance' });
  await setOptions(ns, { faults: [faultFor(SET_DEFAULT, kind)] });
  within(dialog).getByRole('button', { name: 'Set default' }).click();
  await expectFailureShown(dialog, SET_DEFAULT, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(deepText(portal)).to.not.contain('to be set as the default instance');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Set default' }).click();
  await findNotification(screen, `You queued ${child.title} to be set as the default instance`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, SET_DEFAULT)).at(-1)!.query).to.include({ child_id: String(child.id), parent_id: String(HOST) });
  expect((await childrenOf(ns, token, HOST)).find((item) => item.id === child.id)!.is_default_child).to.equal(true);
});

const DELETE_WSL = { method: 'GET', path: 'DeleteChildComputers' };
describeCall(BATTERY, DELETE_WSL, async ({ ns, token, kind, uncaught }) => {
  // The host's first WSL instance still there (one an earlier kind deleted is gone).
  const [child] = (await childrenOf(ns, token, HOST_OF_THREE)) as [ServerChild];
  const { portal, screen } = await openTab(ns, token, HOST_OF_THREE, 'tab=wsl');
  await screen.findByRole('table', { name: 'WSL instances' });
  screen.getByRole('button', { name: `Actions for ${child.title}` }).click();
  (await screen.findByRole('menuitem', { name: 'Delete instance' })).click();
  const dialog = await screen.findByRole('dialog', { name: 'Delete instance' });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `delete ${child.title}`);
  const remove = within(dialog).getByRole('button', { name: 'Delete' });
  await waitFor(() => expect(remove.hasAttribute('disabled')).to.equal(false));
  await setOptions(ns, { faults: [faultFor(DELETE_WSL, kind)] });
  remove.click();
  await expectFailureShown(dialog, DELETE_WSL, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value, 'what was typed').to.equal(`delete ${child.title}`);
  expect(deepText(portal)).to.not.contain('to be deleted');

  await setOptions(ns, { faults: [] });
  remove.click();
  await findNotification(screen, `You queued ${child.title} to be deleted.`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, DELETE_WSL)).at(-1)!.query).to.include({ 'computer_ids.1': String(child.id) });
  expect((await childrenOf(ns, token, HOST_OF_THREE)).map((item) => item.id)).to.not.include(child.id);
});

// ------------------------------------------------------------------------------------- Info tab and list

const SHUTDOWN = { method: 'GET', path: 'ShutdownComputers' };
describeCall(BATTERY, SHUTDOWN, async ({ ns, token, kind, uncaught }) => {
  const ids = PAIRS[kind];
  const instances = await Promise.all(ids.map((id) => serverGet<Instance>(ns, token, `computers/${id}`)));
  const { portal, screen, table, bar } = await openInstanceList(ns);
  await selectRows(table, instances.map((instance) => instance.title));
  bar.getByRole('button', { name: 'Shutdown' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Shutting down selected instances' });
  await setOptions(ns, { faults: [faultFor(SHUTDOWN, kind)] });
  within(dialog).getByRole('button', { name: 'Shutdown' }).click();
  await expectFailureShown(dialog, SHUTDOWN, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  for (const instance of instances) expect(checked(within(table).getByRole('checkbox', { name: `Select ${instance.title}` })), `${instance.title} selected`).to.equal(true);
  expect(deepText(portal)).to.not.contain('queued for shutdown');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Shutdown' }).click();
  await findNotification(screen, 'Selected instances have been queued for shutdown.');
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  const query = (await requests(ns, SHUTDOWN)).at(-1)!.query;
  expect(query).to.include({ 'computer_ids.1': String(ids[0]), 'computer_ids.2': String(ids[1]) });
  expect(query).to.not.have.property('deliver_after');
});

const REJECT = { method: 'GET', path: 'RejectPendingComputers' };
describeCall(BATTERY, REJECT, async ({ ns, token, kind, uncaught }) => {
  // The first pending instance still pending (one an earlier kind rejected is gone).
  const pending = (await legacyGet<{ id: number; title: string }[]>(ns, token, 'GetPendingComputers')).find((item) => plain(item.title))!;
  expect(pending, 'a pending instance left').to.exist;
  const { portal, screen } = await openInstanceList(ns);
  const notice = await findNotification(screen, 'Pending instances');
  within(notice).getByRole('button', { name: 'Review Pending Instances' }).click();
  const panel = await screen.findByRole('dialog', { name: 'Review Pending Instances' });
  const review = await within(panel).findByRole('table', { name: 'Pending instances' });
  await waitFor(() => expect(review.getAttribute('aria-busy')).to.not.equal('true'));
  within(review).getByRole('checkbox', { name: `Toggle ${pending.title} instance` }).click();
  const reject = within(panel).getByRole('button', { name: 'Reject' });
  await waitFor(() => expect(reject.getAttribute('aria-disabled')).to.equal(null));
  reject.click();
  const dialog = await screen.findByRole('dialog', { name: 'Reject pending instances' });
  await setOptions(ns, { faults: [faultFor(REJECT, kind)] });
  within(dialog).getByRole('button', { name: 'Reject' }).click();
  await expectFailureShown(dialog, REJECT, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect(checked(within(review).getByRole('checkbox', { name: `Toggle ${pending.title} instance` })), 'the selection').to.equal(true);
  expect(deepText(portal)).to.not.contain('You have rejected');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Reject' }).click();
  await findNotification(screen, 'You have rejected 1 pending instance');
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  expect((await requests(ns, REJECT)).at(-1)!.query).to.include({ 'computer_ids.1': String(pending.id) });
  expect((await legacyGet<{ id: number }[]>(ns, token, 'GetPendingComputers')).map((item) => item.id)).to.not.include(pending.id);
});

const ASSOCIATE = { method: 'POST', path: `employees/${PICKED_EMPLOYEE}/computers` };
describeCall(BATTERY, ASSOCIATE, async ({ ns, token, kind, uncaught }) => {
  // An earlier kind's success associated them: undone first, so the instance has no employee again.
  if ((await serverGet<Instance>(ns, token, `computers/${WITHOUT_EMPLOYEE}`)).employee_id === PICKED_EMPLOYEE) {
    await serverSend(ns, token, 'DELETE', `employees/${PICKED_EMPLOYEE}/computers/${WITHOUT_EMPLOYEE}`);
  }
  const instance = await serverGet<Instance>(ns, token, `computers/${WITHOUT_EMPLOYEE}`);
  const employee = await serverGet<{ id: number; name: string }>(ns, token, `employees/${PICKED_EMPLOYEE}`);
  const { portal, screen, bar } = await openInstance(ns, WITHOUT_EMPLOYEE, instance.title);
  bar.getByRole('button', { name: 'Associate employee' }).click();
  const form = await screen.findByRole('form', { name: `Associate employee with ${instance.title}` });
  await typeInto(within(form).getByRole('searchbox', { name: 'Employee' }), employee.name);
  const found = await within(form).findByRole('group', { name: 'Employees found' });
  within(found).getByRole('button', { name: new RegExp(`^${employee.name}`) }).click();
  await within(form).findByRole('region', { name: 'Chosen employee' });
  await setOptions(ns, { faults: [faultFor(ASSOCIATE, kind)] });
  within(form).getByRole('button', { name: 'Associate' }).click();
  await expectFailureShown(form, ASSOCIATE, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect(deepText(within(form).getByRole('region', { name: 'Chosen employee' })), 'the employee picked').to.contain(employee.name);
  expect(deepText(portal)).to.not.contain('You have successfully associated');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Associate' }).click();
  await findNotification(screen, `You have successfully associated ${employee.name}`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect((await requests(ns, ASSOCIATE)).at(-1)!.body).to.deep.equal({ computer_id: WITHOUT_EMPLOYEE });
  expect((await serverGet<Instance>(ns, token, `computers/${WITHOUT_EMPLOYEE}`)).employee_id).to.equal(PICKED_EMPLOYEE);
});

const DISASSOCIATE = { method: 'DELETE', path: `employees/${EMPLOYEE}/computers/${WITH_EMPLOYEE}` };
describeCall(BATTERY, DISASSOCIATE, async ({ ns, token, kind, uncaught }) => {
  // An earlier kind's success disassociated them: associated again first.
  if ((await serverGet<Instance>(ns, token, `computers/${WITH_EMPLOYEE}`)).employee_id !== EMPLOYEE) {
    await serverSend(ns, token, 'POST', `employees/${EMPLOYEE}/computers`, { computer_id: WITH_EMPLOYEE });
  }
  const instance = await serverGet<Instance>(ns, token, `computers/${WITH_EMPLOYEE}`);
  const employee = await serverGet<{ name: string }>(ns, token, `employees/${EMPLOYEE}`);
  const { portal, screen, bar } = await openInstance(ns, WITH_EMPLOYEE, instance.title);
  bar.getByRole('button', { name: 'Associate employee' }).click();
  const form = await screen.findByRole('form', { name: `Associate employee with ${instance.title}` });
  await within(form).findByRole('region', { name: 'Associated employee' });
  const mode = within(form).getByRole('combobox', { name: 'Associate or disassociate an employee' }) as HTMLSelectElement;
  choose(mode, 'disassociate');
  const submit = await within(form).findByRole('button', { name: 'Disassociate' });
  await setOptions(ns, { faults: [faultFor(DISASSOCIATE, kind)] });
  submit.click();
  await expectFailureShown(form, DISASSOCIATE, kind, uncaught);
  expect(form.isConnected, 'the panel closed').to.equal(true);
  expect(mode.value, 'disassociate chosen').to.equal('disassociate');
  expect(deepText(portal)).to.not.contain('You have successfully disassociated');

  await setOptions(ns, { faults: [] });
  const sent = (await requests(ns, DISASSOCIATE)).length;
  within(form).getByRole('button', { name: 'Disassociate' }).click();
  await findNotification(screen, `You have successfully disassociated ${employee.name}`);
  await waitFor(() => expect(form.isConnected).to.equal(false));
  expect(await requests(ns, DISASSOCIATE), 'one DELETE for the employee the instance has').to.have.length(sent + 1);
  expect((await serverGet<Instance>(ns, token, `computers/${WITH_EMPLOYEE}`)).employee_id).to.equal(null);
});
