/**
 * The instances list's actions on a selection (screens/instance-actions.md §1): the toolbar and why a
 * button is unavailable, Restart and Shutdown, Remove from Landscape, Assign access group, Assign tags
 * (with the security-profile check), the bulk Upgrade panel's exclusions across its tabs, and the
 * pending instances' review (reject, approve). Then hostile strings in the pending instances' review
 * and in the tags table. Everything against the simulator over HTTP.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { Instance } from '../../src/api/instances.ts';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { allElements, expectContainedIn, expectInert, HOSTILE } from '../hardening/hostile.ts';
import { api, bodyRows, EMPTY, legacy, listRequests, settledTable, shownTitles, type Screen } from './helpers.ts';

interface Page<T> {
  count: number;
  results: T[];
}

interface PendingInstance {
  id: number;
  title: string;
  hostname: string;
}

interface UsnFix {
  name: string;
  current_id: number;
  computer_ids: number[];
}

// Run script (issue 25) needs a selected instance that can run scripts (Ubuntu).
const ACTIONS = ['Restart', 'Shutdown', 'Upgrade', 'Run script', 'Assign access group', 'Assign tags', 'Remove from Landscape'];
const SELECT_FIRST = 'Select instances first.';
const NO_UPGRADES = 'No selected instance has upgrades.';
const NOTHING_LEFT = 'Everything is left out: tick an instance, package or notice to upgrade.';
/** The first page of the list as the portal asks for it. */
const FIRST_PAGE = 'computers?limit=20&offset=0&root_only=true&with_alerts=true&with_upgrades=true';

/** Upgrades on offer, as the toolbar judges them: counts, or an upgrade alert. */
const offersUpgrades = (instance: Instance) =>
  (instance.upgrades?.regular ?? 0) > 0 ||
  (instance.upgrades?.security ?? 0) > 0 ||
  (instance.alerts ?? []).some((alert) => alert.type === 'SecurityUpgradesAlert' || alert.type === 'PackageUpgradesAlert');

const unavailable = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

/** The text of what describes an element (`aria-describedby`), in its own root; '' without one. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby');
  if (!ids) return '';
  const root = element.getRootNode() as ShadowRoot | Document;
  return ids
    .split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The list at a path, once its table shows the rows. */
async function openList(ns: SimNamespace, path = '/instances') {
  const rendered = await renderPortal(ns, path);
  const table = await settledTable(rendered.screen);
  // The actions load once the list is idle after its first paint.
  await rendered.screen.findByRole('toolbar', { name: 'Instance actions' });
  return { ...rendered, table };
}

const toolbar = (screen: Screen) => within(screen.getByRole('toolbar', { name: 'Instance actions' }));

/** Ticks the rows of these titles. */
async function select(table: HTMLElement, titles: readonly string[]) {
  for (const title of titles) {
    const box = within(table).getByRole('checkbox', { name: `Select ${title}` }) as HTMLInputElement;
    box.click();
    await waitFor(() => expect(box.checked).to.equal(true));
  }
}

/** No row ticked, and every action unavailable again. */
async function expectSelectionCleared(screen: Screen) {
  await waitFor(() => {
    const table = screen.getByRole('table', { name: 'Instances' });
    expect(within(table).queryAllByRole('checkbox', { checked: true })).to.have.length(0);
    for (const name of ACTIONS) expect(unavailable(toolbar(screen).getByRole('button', { name })), `${name} after the action`).to.equal(true);
  });
}

/** The text of a row's cell under a column header. */
function cellOf(table: HTMLElement, title: string, header: string): string {
  const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header}: ${headers.join(', ')}`);
  const row = within(table).getByRole('checkbox', { name: `Select ${title}` }).closest('tr')!;
  return row.children[index]!.textContent ?? '';
}

/** Opens a toolbar side panel; the panel (a non-modal dialog). */
async function openPanel(screen: Screen, button: string, title = button) {
  toolbar(screen).getByRole('button', { name: button }).click();
  return screen.findByRole('dialog', { name: title });
}

/** A table once every row is in (rows land a few dozen a frame; it is aria-busy until then). */
async function rowsIn(table: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return table;
}

const checkbox = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name }) as HTMLInputElement;

async function untick(scope: HTMLElement, name: string) {
  const box = await within(scope).findByRole('checkbox', { name });
  expect((box as HTMLInputElement).checked, `${name} starts ticked`).to.equal(true);
  box.click();
  await waitFor(() => expect((box as HTMLInputElement).checked).to.equal(false));
}

async function upgradePosts(ns: SimNamespace) {
  return requests(ns, { method: 'POST', path: 'computers/upgrade-packages' });
}

describe('instances list: actions on a selection', () => {
  let ns: SimNamespace;
  let instances: Instance[];
  const title = (id: number) => instances.find((instance) => instance.id === id)!.title;
  beforeEach(async () => {
    ns = await signedInNamespace();
    instances = (await api<Page<Instance>>(ns, FIRST_PAGE)).results;
  });
  afterEach(async () => {
    await resetMouse();
    leavePortal();
  });

  it('keeps every action unavailable, saying why, until rows are selected; Upgrade needs a selected instance with upgrades', async () => {
    const withUpgrades = instances.filter(offersUpgrades);
    const upToDate = instances.filter((instance) => !offersUpgrades(instance));
    expect(withUpgrades.length, 'instances with upgrades on the first page').to.be.at.least(2);
    expect(upToDate.length, 'instances without upgrades on the first page').to.be.at.least(2);
    const { portal, screen, table } = await openList(ns);
    const bar = toolbar(screen);
    expect(bar.getAllByRole('button').map((button) => button.textContent)).to.deep.equal(ACTIONS);
    for (const name of ACTIONS) {
      const button = bar.getByRole('button', { name });
      expect(unavailable(button), `${name} with nothing selected`).to.equal(true);
      // Focusable, and why it is unavailable is its description.
      expect(button.hasAttribute('disabled')).to.equal(false);
      expect(description(button)).to.equal(SELECT_FIRST);
    }
    // Pressed anyway: nothing opens.
    bar.getByRole('button', { name: 'Restart' }).click();
    bar.getByRole('button', { name: 'Assign tags' }).click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('dialog')).to.equal(null);

    // The reason shows as a tooltip while the pointer is on the button.
    // Once the pending instances' notice above the toolbar is in: nothing moves the button any more.
    await findNotification(screen, 'Pending instances');
    const restart = bar.getByRole('button', { name: 'Restart' });
    restart.scrollIntoView({ block: 'center' });
    const box = restart.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    const tooltip = (restart.getRootNode() as ShadowRoot).getElementById(restart.getAttribute('aria-describedby')!)!;
    await waitFor(() => expect(tooltip.matches(':popover-open')).to.equal(true));
    expect(tooltip.getAttribute('role')).to.equal('tooltip');
    expect(tooltip.textContent).to.equal(SELECT_FIRST);
    await resetMouse();

    await select(table, withUpgrades.slice(0, 2).map((instance) => instance.title));
    await waitFor(() => {
      for (const name of ACTIONS) {
        const button = bar.getByRole('button', { name });
        expect(unavailable(button), `${name} with two selected`).to.equal(false);
        expect(description(button)).to.equal('');
      }
    });
    expect(screen.getByText('2 instances selected')).to.exist;
    await expect(portal).to.be.accessible();

    // Only instances without upgrades: everything but Upgrade.
    for (const instance of withUpgrades.slice(0, 2)) within(table).getByRole('checkbox', { name: `Select ${instance.title}` }).click();
    await waitFor(() => expect(within(table).queryAllByRole('checkbox', { checked: true })).to.have.length(0));
    await select(table, upToDate.slice(0, 2).map((instance) => instance.title));
    await waitFor(() => {
      const upgrade = bar.getByRole('button', { name: 'Upgrade' });
      expect(unavailable(upgrade)).to.equal(true);
      expect(description(upgrade)).to.equal(NO_UPGRADES);
      for (const name of ACTIONS.filter((action) => action !== 'Upgrade')) expect(unavailable(bar.getByRole('button', { name })), name).to.equal(false);
    });
    bar.getByRole('button', { name: 'Upgrade' }).click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('dialog', { name: 'Upgrades' })).to.equal(null);

    // One with upgrades among them: Upgrade is offered, and its panel says which have none.
    await select(table, [withUpgrades[0]!.title]);
    await waitFor(() => expect(unavailable(bar.getByRole('button', { name: 'Upgrade' }))).to.equal(false));
    const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
    await within(panel).findByRole('checkbox', { name: withUpgrades[0]!.title });
    expect(panel.textContent).to.contain('You selected 3 instances:');
    expect(panel.textContent).to.contain('No upgrades for 2 instances needed.');
    // Only the instance with upgrades is listed.
    expect(within(panel).queryByRole('checkbox', { name: upToDate[0]!.title })).to.equal(null);
    await expect(portal).to.be.accessible();
  });

  describe('Restart, Shutdown and Remove', () => {
    it('restarts two instances with one request however fast it is confirmed, then clears the selection', async () => {
      const { screen, table } = await openList(ns);
      await select(table, [title(1), title(2)]);
      toolbar(screen).getByRole('button', { name: 'Restart' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Restarting selected instances' });
      expect(dialog.textContent).to.contain('Are you sure you want to restart 2 instances?');
      expect((within(dialog).getByRole('checkbox', { name: 'Deliver as soon as possible' }) as HTMLInputElement).checked).to.equal(true);
      expect(within(dialog).getByRole('textbox', { name: /Schedule time/ })).to.exist;
      await clearRequests(ns);
      const confirm = within(dialog).getByRole('button', { name: 'Restart' });
      confirm.click();
      confirm.click();
      const notice = await findNotification(screen, 'Selected instances have been queued for reboot.');
      expect(notice.textContent).to.contain('2 instances have been queued in Activities for reboot.');
      await waitFor(() => expect(dialog.isConnected).to.equal(false));
      const calls = await requests(ns, { path: 'RebootComputers' });
      expect(calls).to.have.length(1);
      expect(calls[0]!.query).to.include({ 'computer_ids.1': '1', 'computer_ids.2': '2' });
      expect(calls[0]!.query).to.not.have.property('computer_ids.3');
      expect(calls[0]!.query).to.not.have.property('deliver_after');
      await expectSelectionCleared(screen);
    });

    it("keeps the shutdown modal with the server's message when refused, and shuts down on the next try", async () => {
      const { screen, table } = await openList(ns);
      await select(table, [title(3), title(4)]);
      toolbar(screen).getByRole('button', { name: 'Shutdown' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Shutting down selected instances' });
      expect(dialog.textContent).to.contain('Are you sure you want to shutdown 2 instances?');
      await setOptions(ns, { faults: [{ path: 'ShutdownComputers', status: 409, times: 1, body: { error: 'Conflict', message: 'Two instances are busy.' } }] });
      within(dialog).getByRole('button', { name: 'Shutdown' }).click();
      expect(await within(dialog).findByText('Two instances are busy.')).to.exist;
      expect(dialog.isConnected).to.equal(true);
      // Refused: the selection stays.
      expect((within(table).getByRole('checkbox', { name: `Select ${title(3)}` }) as HTMLInputElement).checked).to.equal(true);
      expect(screen.queryByText('Selected instances have been queued for shutdown.')).to.equal(null);
      await clearRequests(ns);
      within(dialog).getByRole('button', { name: 'Shutdown' }).click();
      const notice = await findNotification(screen, 'Selected instances have been queued for shutdown.');
      expect(notice.textContent).to.contain('2 instances have been queued in Activities for shutdown.');
      const calls = await requests(ns, { path: 'ShutdownComputers' });
      expect(calls.map((call) => [call.query['computer_ids.1'], call.query['computer_ids.2']])).to.deep.equal([['3', '4']]);
      await expectSelectionCleared(screen);
    });

    it('removes two instances once "remove instances" is typed: they leave the list and the server', async () => {
      const { screen, table } = await openList(ns);
      const removed = [title(5), title(6)];
      await select(table, removed);
      toolbar(screen).getByRole('button', { name: 'Remove from Landscape' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Remove 2 instances from Landscape' });
      const remove = within(dialog).getByRole('button', { name: 'Remove' });
      const field = within(dialog).getByRole('textbox', { name: 'Type remove instances to confirm' }) as HTMLInputElement;
      const disabled = () => remove.hasAttribute('disabled') || remove.getAttribute('aria-disabled') === 'true';
      expect(disabled()).to.equal(true);
      await typeInto(field, 'remove instance');
      expect(disabled()).to.equal(true);
      await clearRequests(ns);
      // Not sent while the text does not match.
      remove.click();
      expect(await requests(ns, { path: 'RemoveComputers' })).to.deep.equal([]);
      await typeInto(field, 's');
      await waitFor(() => expect(disabled()).to.equal(false));
      remove.click();
      await findNotification(screen, 'You have successfully removed 2 instances from Landscape.');
      await waitFor(() => expect(dialog.isConnected).to.equal(false));
      const calls = await requests(ns, { path: 'RemoveComputers' });
      expect(calls).to.have.length(1);
      expect(calls[0]!.query).to.include({ 'computer_ids.1': '5', 'computer_ids.2': '6' });
      await waitFor(() => {
        const shown = shownTitles(screen.getByRole('table', { name: 'Instances' }));
        for (const gone of removed) expect(shown).to.not.include(gone);
        expect(shown).to.include(title(7));
      });
      for (const id of [5, 6]) {
        const response = await fetch(`${ns.apiBase}computers/${id}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
        expect(response.status, `computers/${id}`).to.equal(404);
      }
      await expectSelectionCleared(screen);
    });
  });

  describe('Assign access group and Assign tags', () => {
    it('moves two instances of different groups to a group picked from global; the column shows its title', async () => {
      const groups = await legacy<{ name: string; title: string }[]>(ns, 'GetAccessGroups');
      const [first, second] = [instances.find((item) => item.id === 1)!, instances.find((item) => item.id === 2)!];
      expect(first.access_group).to.not.equal(second.access_group);
      const target = groups.find((group) => group.name !== 'global' && group.name !== first.access_group && group.name !== second.access_group)!;
      const { screen, table } = await openList(ns);
      await select(table, [first.title, second.title]);
      const panel = await openPanel(screen, 'Assign access group');
      const field = (await within(panel).findByRole('combobox', { name: 'Access group' })) as HTMLSelectElement;
      // No group shared by the selection: the root group to start with.
      expect(field.value).to.equal('global');
      expect([...field.options].map((option) => option.textContent)).to.deep.equal(groups.map((group) => group.title));
      field.value = target.name;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Assign' }).click();
      const notice = await findNotification(screen, 'Access group changed');
      expect(notice.textContent).to.contain(`Access group for 2 instances successfully changed to ${target.title}`);
      await waitFor(() => expect(panel.isConnected).to.equal(false));
      const calls = await requests(ns, { path: 'ChangeComputersAccessGroup' });
      expect(calls).to.have.length(1);
      expect(calls[0]!.query).to.include({ query: 'id:1 OR id:2', access_group: target.name });
      await waitFor(() => {
        const current = screen.getByRole('table', { name: 'Instances' });
        expect(cellOf(current, first.title, 'Access group')).to.equal(target.title);
        expect(cellOf(current, second.title, 'Access group')).to.equal(target.title);
      });
      await expectSelectionCleared(screen);
    });

    it('starts on the group the selection shares', async () => {
      const [a, b] = instances.filter((item) => item.access_group === 'staging');
      const { screen, table } = await openList(ns);
      await select(table, [a!.title, b!.title]);
      const panel = await openPanel(screen, 'Assign access group');
      expect(((await within(panel).findByRole('combobox', { name: 'Access group' })) as HTMLSelectElement).value).to.equal('staging');
    });

    it('refuses to assign no tag, shows a tag every selected instance has as ticked and fixed, and adds the one picked', async () => {
      const [first, second] = [instances.find((item) => item.id === 1)!, instances.find((item) => item.id === 6)!];
      const shared = first.tags.find((tag) => second.tags.includes(tag))!;
      const onlyFirst = first.tags.find((tag) => !second.tags.includes(tag))!;
      expect(shared, 'a tag both have').to.exist;
      const profiles = (await api<Page<SecurityProfile>>(ns, 'security-profiles?status=active&limit=100&offset=0')).results;
      const allTags = (await api<Page<string>>(ns, 'tags?limit=1000&offset=0')).results;
      // A tag neither has, of no active profile: no confirmation.
      const plain = allTags.find((tag) => !first.tags.includes(tag) && !second.tags.includes(tag) && !profiles.some((profile) => profile.tags.includes(tag)))!;
      const { screen, table } = await openList(ns);
      await select(table, [first.title, second.title]);
      const panel = await openPanel(screen, 'Assign tags');
      const tags = await rowsIn(await within(panel).findByRole('table', { name: 'Tags' }));
      expect(panel.textContent).to.contain('Adding tags will associate the instance with the profiles that tag is linked to.');
      const sharedBox = checkbox(tags, shared);
      expect(sharedBox.checked).to.equal(true);
      expect(sharedBox.disabled).to.equal(true);
      expect(sharedBox.closest('tr')!.textContent).to.contain('All');
      expect(checkbox(tags, onlyFirst).checked).to.equal(false);
      expect(checkbox(tags, onlyFirst).closest('tr')!.textContent).to.contain('1 of 2');
      expect(checkbox(tags, plain).closest('tr')!.textContent).to.contain('None');

      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Assign' }).click();
      expect(await within(panel).findByText('Choose at least one tag.')).to.exist;
      expect(await requests(ns, { path: 'AddTagsToComputers' })).to.deep.equal([]);

      // The search filters as typed.
      await typeInto(within(panel).getByRole('searchbox', { name: 'Search tags' }), plain);
      await waitFor(() => {
        const names = bodyRows(tags).map((row) => row.children[1]!.textContent ?? '');
        expect(names).to.include(plain);
        expect(names.every((name) => name.toLowerCase().includes(plain.toLowerCase())), names.join(', ')).to.equal(true);
      });
      checkbox(tags, plain).click();
      await waitFor(() => expect(checkbox(tags, plain).checked).to.equal(true));
      await waitFor(() => expect(within(panel).queryByText('Choose at least one tag.')).to.equal(null));
      within(panel).getByRole('button', { name: 'Assign' }).click();
      const notice = await findNotification(screen, 'Tags assigned');
      expect(notice.textContent).to.contain('Tags successfully assigned to 2 instances');
      await waitFor(() => expect(panel.isConnected).to.equal(false));
      const calls = await requests(ns, { path: 'AddTagsToComputers' });
      expect(calls).to.have.length(1);
      expect(calls[0]!.query).to.include({ query: 'id:1 OR id:6', 'tags.1': plain });
      expect(calls[0]!.query).to.not.have.property('tags.2');
      await expectSelectionCleared(screen);
      await waitFor(() => expect(cellOf(screen.getByRole('table', { name: 'Instances' }), first.title, 'Tags')).to.contain(plain));
    });

    it('keeps the tags picked before a search changed what the table shows, and sends them all', async () => {
      const [first, second] = [instances.find((item) => item.id === 1)!, instances.find((item) => item.id === 6)!];
      const profiles = (await api<Page<SecurityProfile>>(ns, 'security-profiles?status=active&limit=100&offset=0')).results;
      const allTags = (await api<Page<string>>(ns, 'tags?limit=1000&offset=0')).results;
      const plain = allTags.filter((tag) => !first.tags.includes(tag) && !second.tags.includes(tag) && !profiles.some((profile) => profile.tags.includes(tag)));
      // Two tags, neither a part of the other: a search for one hides the other.
      const [a, b] = [plain[0]!, plain.find((tag) => !tag.includes(plain[0]!) && !plain[0]!.includes(tag))!];
      const { screen, table } = await openList(ns);
      await select(table, [first.title, second.title]);
      const panel = await openPanel(screen, 'Assign tags');
      const tags = await rowsIn(await within(panel).findByRole('table', { name: 'Tags' }));
      checkbox(tags, a).click();
      await waitFor(() => expect(checkbox(tags, a).checked).to.equal(true));
      const search = within(panel).getByRole('searchbox', { name: 'Search tags' }) as HTMLInputElement;
      await typeInto(search, b);
      await waitFor(() => expect(within(tags).queryByRole('checkbox', { name: a })).to.equal(null));
      checkbox(tags, b).click();
      await waitFor(() => expect(checkbox(tags, b).checked).to.equal(true));
      // The search emptied: the first pick is still there.
      search.select();
      await sendKeys({ press: 'Backspace' });
      await waitFor(() => expect(checkbox(tags, a).checked, `${a} is still picked`).to.equal(true));
      expect(checkbox(tags, b).checked).to.equal(true);
      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Assign' }).click();
      await findNotification(screen, 'Tags assigned');
      const [call] = await requests(ns, { path: 'AddTagsToComputers' });
      expect([call!.query['tags.1'], call!.query['tags.2']].sort()).to.deep.equal([a, b].sort());
      expect(call!.query).to.not.have.property('tags.3');
    });

    it('asks before a tag brings the instances into an active security profile; Cancel sends nothing', async () => {
      const [first, second] = [instances.find((item) => item.id === 1)!, instances.find((item) => item.id === 6)!];
      const profiles = (await api<Page<SecurityProfile>>(ns, 'security-profiles?status=active&limit=100&offset=0')).results;
      // A profile of the whole organisation, by tags neither instance has.
      const profile = profiles.find(
        (item) => !item.all_computers && item.access_group === 'global' && item.tags.length > 0 && !item.tags.some((tag) => first.tags.includes(tag) || second.tags.includes(tag)),
      )!;
      expect(profile, 'an active profile covering neither').to.exist;
      const tag = profile.tags[0]!;
      const { screen, table } = await openList(ns);
      await select(table, [first.title, second.title]);
      const panel = await openPanel(screen, 'Assign tags');
      const tags = await rowsIn(await within(panel).findByRole('table', { name: 'Tags' }));
      await typeInto(within(panel).getByRole('searchbox', { name: 'Search tags' }), tag);
      await waitFor(() => checkbox(tags, tag).click());
      await waitFor(() => expect(checkbox(tags, tag).checked).to.equal(true));
      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Assign' }).click();
      let dialog = await screen.findByRole('dialog', { name: `Add ${tag} tag to 2 instances` });
      const affected = within(dialog).getByRole('table', { name: 'Profiles the new tags associate' });
      expect(within(affected).getByText(profile.title)).to.exist;
      within(dialog).getByRole('button', { name: 'Cancel' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: `Add ${tag} tag to 2 instances` })).to.equal(null));
      expect(await requests(ns, { path: 'AddTagsToComputers' })).to.deep.equal([]);
      // The pick is kept.
      expect(checkbox(tags, tag).checked).to.equal(true);

      within(panel).getByRole('button', { name: 'Assign' }).click();
      dialog = await screen.findByRole('dialog', { name: `Add ${tag} tag to 2 instances` });
      within(dialog).getByRole('button', { name: 'Add tags' }).click();
      await findNotification(screen, 'Tags assigned');
      const calls = await requests(ns, { path: 'AddTagsToComputers' });
      expect(calls.map((call) => [call.query['query'], call.query['tags.1']])).to.deep.equal([['id:1 OR id:6', tag]]);
    });
  });

  describe('Upgrade', () => {
    /** 8 and 11 have few upgrades, security ones among them; 18 security ones only. */
    const A = 8;
    const B = 11;
    const C = 18;

    it('sends the exclusions of every tab together: an instance, a package everywhere, a package on one instance', async () => {
      const ofB = (await api<Page<{ id: number; name: string }>>(ns, `computers/${B}/packages?upgrade=true&limit=5&offset=0`)).results;
      const packages = (
        await api<Page<{ id: number; name: string; computers: { id: number }[] }>>(
          ns,
          `packages?${new URLSearchParams({ query: `id:${A} OR id:${B} OR id:${C}`, upgrade: 'true', limit: '5', offset: '0' })}`,
        )
      ).results;
      const onB = ofB[0]!;
      const everywhere = packages.find((pkg) => pkg.id !== onB.id && pkg.computers.some((computer) => computer.id === A))!;
      expect(everywhere, 'a package of the Packages tab on instance A').to.exist;

      const { screen, table } = await openList(ns);
      await select(table, [title(A), title(B), title(C)]);
      const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
      expect(panel.textContent).to.contain('You selected 3 instances:');
      expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(['Instances', 'Packages', 'USNs']);
      // Instances tab: C left out.
      await untick(panel, title(C));
      // B's own list: one package left out on B only.
      within(panel).getByRole('button', { name: `Show the packages of ${title(B)}` }).click();
      await untick(panel, onB.name);
      // Packages tab: one package left out everywhere.
      within(panel).getByRole('tab', { name: 'Packages' }).click();
      await untick(panel, everywhere.name);
      expect(panel.textContent).to.contain('3 exclusions on the tabs.');
      // Back on the Instances tab: nothing was lost.
      within(panel).getByRole('tab', { name: 'Instances' }).click();
      await waitFor(() => expect(checkbox(panel, title(C)).checked).to.equal(false));
      expect(checkbox(panel, title(A)).checked).to.equal(true);

      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Upgrade' }).click();
      const notice = await findNotification(screen, 'You queued packages to be upgraded');
      expect(notice.textContent).to.contain('Packages on 2 instances will be upgraded and are queued in Activities');
      expect(within(notice).getByRole('button', { name: 'View details' })).to.exist;
      await waitFor(() => expect(panel.isConnected).to.equal(false));
      const posts = await upgradePosts(ns);
      expect(posts).to.have.length(1);
      expect(posts[0]!.body).to.deep.equal({
        computers: [
          { id: A, exclude_packages: [everywhere.id] },
          { id: B, exclude_packages: [everywhere.id, onB.id].sort((x, y) => x - y) },
        ],
      });
      await expectSelectionCleared(screen);
    });

    it("leaves a package out on one instance from the package's own list, beside a package left out everywhere", async () => {
      const ids = [3, 4, 7];
      const packages = (
        await api<Page<{ id: number; name: string; computers: { id: number }[] }>>(
          ns,
          `packages?${new URLSearchParams({ query: ids.map((id) => `id:${id}`).join(' OR '), upgrade: 'true', limit: '5', offset: '0' })}`,
        )
      ).results;
      // A package several of them upgrade, and another one.
      const shared = packages.find((pkg) => pkg.computers.length > 1)!;
      expect(shared, 'a package of the first five on several instances').to.exist;
      const everywhere = packages.find((pkg) => pkg.id !== shared.id)!;
      const onOne = shared.computers.at(-1)!.id;

      const { screen, table } = await openList(ns);
      await select(table, ids.map(title));
      const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
      within(panel).getByRole('tab', { name: 'Packages' }).click();
      (await within(panel).findByRole('button', { name: `Instances of ${shared.name}` })).click();
      await untick(panel, title(onOne));
      await untick(panel, everywhere.name);
      // The package's other instances still get it.
      for (const other of shared.computers.filter((computer) => computer.id !== onOne)) expect(checkbox(panel, title(other.id)).checked, title(other.id)).to.equal(true);
      expect(panel.textContent).to.contain('2 exclusions on the tabs.');

      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Upgrade' }).click();
      await findNotification(screen, 'Packages on 3 instances will be upgraded and are queued in Activities');
      const posts = await upgradePosts(ns);
      expect(posts).to.have.length(1);
      expect(posts[0]!.body).to.deep.equal({
        computers: ids.map((id) => ({ id, exclude_packages: (id === onOne ? [everywhere.id, shared.id] : [everywhere.id]).sort((x, y) => x - y) })),
      });
    });

    it('leaves out, per instance, the packages a USN unticked would upgrade there, as the server says', async () => {
      const ids = `${A},${B}`;
      const usns = (await api<Page<{ usn: string }>>(ns, `usns?${new URLSearchParams({ computer_ids: ids, show_packages: 'false', limit: '5', offset: '0' })}`)).results;
      const usn = usns[0]!.usn;
      const fixes = await api<UsnFix[]>(ns, `usns/${usn}?computer_ids=${ids}`);
      expect(fixes.length, `USN-${usn} fixes something`).to.be.greaterThan(0);
      const excludedOn = (id: number) => [...new Set(fixes.filter((fix) => fix.computer_ids.includes(id)).map((fix) => fix.current_id))].sort((x, y) => x - y);

      const { screen, table } = await openList(ns);
      await select(table, [title(A), title(B)]);
      const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
      within(panel).getByRole('tab', { name: 'USNs' }).click();
      await untick(panel, `USN-${usn}`);
      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Upgrade' }).click();
      await findNotification(screen, 'You queued packages to be upgraded');
      const asked = await requests(ns, { method: 'GET', path: `usns/${usn}` });
      expect(asked.map((call) => call.query['computer_ids'])).to.deep.equal([ids]);
      const posts = await upgradePosts(ns);
      expect(posts).to.have.length(1);
      expect(posts[0]!.body).to.deep.equal({
        computers: [
          { id: A, exclude_packages: excludedOn(A) },
          { id: B, exclude_packages: excludedOn(B) },
        ],
      });
    });

    it('says so and sends nothing when everything is left out', async () => {
      const { screen, table } = await openList(ns);
      await select(table, [title(A), title(B)]);
      const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
      await untick(panel, title(A));
      await untick(panel, title(B));
      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Upgrade' }).click();
      expect(await within(panel).findByText(NOTHING_LEFT)).to.exist;
      expect(await upgradePosts(ns)).to.deep.equal([]);
      expect(panel.isConnected).to.equal(true);
      expect((within(table).getByRole('checkbox', { name: `Select ${title(A)}` }) as HTMLInputElement).checked).to.equal(true);
    });

    it("says when a tab's list could not be loaded, with the server's message, and Try again loads it", async () => {
      await setOptions(ns, { faults: [{ method: 'GET', path: 'packages', status: 500, times: 1, body: { error: 'Boom', message: 'The package index is rebuilding.' } }] });
      const { screen, table } = await openList(ns);
      await select(table, [title(A), title(B)]);
      const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
      within(panel).getByRole('tab', { name: 'Packages' }).click();
      const alert = await within(panel).findByRole('alert');
      expect(alert.textContent).to.contain('This list could not be loaded.');
      expect(alert.textContent).to.contain('The package index is rebuilding.');
      await expect(panel).to.be.accessible();
      within(alert).getByRole('button', { name: 'Try again' }).click();
      await waitFor(() => expect(within(panel).queryByRole('alert')).to.equal(null));
      // The message goes as the list loads again; its rows come with the answer.
      await waitFor(() => expect(within(panel).getAllByRole('checkbox').length).to.be.greaterThan(0));
      expect(within(panel).getByRole('button', { name: /^Show \d+ more$/ })).to.exist;
      expect(await requests(ns, { method: 'GET', path: 'packages' })).to.have.length(2);
    });

    it("keeps the panel, the server's message and the exclusions when refused; the same upgrade goes on the next try", async () => {
      const packages = (
        await api<Page<{ id: number; name: string }>>(ns, `packages?${new URLSearchParams({ query: `id:${A} OR id:${B}`, upgrade: 'true', limit: '5', offset: '0' })}`)
      ).results;
      const left = packages[0]!;
      const { screen, table } = await openList(ns);
      await select(table, [title(A), title(B)]);
      const panel = await openPanel(screen, 'Upgrade', 'Upgrades');
      within(panel).getByRole('tab', { name: 'Packages' }).click();
      await untick(panel, left.name);
      await setOptions(ns, {
        faults: [{ method: 'POST', path: 'computers/upgrade-packages', status: 409, times: 1, body: { error: 'Conflict', message: 'An upgrade is already queued.' } }],
      });
      await clearRequests(ns);
      within(panel).getByRole('button', { name: 'Upgrade' }).click();
      expect(await within(panel).findByText('An upgrade is already queued.')).to.exist;
      expect(panel.isConnected).to.equal(true);
      expect(checkbox(panel, left.name).checked).to.equal(false);
      expect(panel.textContent).to.contain('1 exclusion on the tabs.');
      expect(screen.queryByText('You queued packages to be upgraded')).to.equal(null);
      within(panel).getByRole('button', { name: 'Upgrade' }).click();
      await findNotification(screen, 'You queued packages to be upgraded');
      const posts = await upgradePosts(ns);
      const expected = { computers: [{ id: A, exclude_packages: [left.id] }, { id: B, exclude_packages: [left.id] }] };
      expect(posts.map((post) => post.body)).to.deep.equal([expected, expected]);
    });
  });
});

describe('instances list: pending instances', () => {
  let ns: SimNamespace;
  let pending: PendingInstance[];
  const ORGANISATION = 'Acme Corporation';
  beforeEach(async () => {
    ns = await signedInNamespace();
    pending = await legacy<PendingInstance[]>(ns, 'GetPendingComputers');
  });
  afterEach(leavePortal);

  const countText = (count: number) => `You currently have ${count} pending ${count === 1 ? 'instance' : 'instances'} awaiting your review and approval.`;

  async function openReview(screen: Screen) {
    const notice = await findNotification(screen, 'Pending instances');
    within(notice).getByRole('button', { name: 'Review Pending Instances' }).click();
    const panel = await screen.findByRole('dialog', { name: 'Review Pending Instances' });
    const table = await rowsIn(await within(panel).findByRole('table', { name: 'Pending instances' }));
    return { notice, panel, table };
  }

  it('counts them, lists them for review, and rejects one: the count drops', async () => {
    expect(pending.length).to.be.greaterThan(1);
    const { portal, screen } = await openList(ns);
    const notice = await findNotification(screen, countText(pending.length));
    expect(notice.textContent).to.contain('Pending instances');
    const { panel, table } = await openReview(screen);
    expect(within(panel).getByRole('link', { name: 'Org. settings' })).to.exist;
    expect(within(panel).getByRole('link', { name: 'learn more (opens in a new tab)' }).getAttribute('href')).to.equal('https://ubuntu.com/landscape/docs/managing-computers');
    expect(within(panel).getByRole('link', { name: 'Org. settings' }).getAttribute('href')).to.equal('/portal-test/settings/general');
    for (const name of ['Name', 'Hostname', 'Access group', 'Tags', 'Pending since']) expect(within(table).getByRole('columnheader', { name })).to.exist;
    expect(within(table).getByRole('checkbox', { name: 'Toggle all instances' })).to.exist;
    expect(bodyRows(table)).to.have.length(pending.length);
    const reject = within(panel).getByRole('button', { name: 'Reject' });
    expect(unavailable(reject)).to.equal(true);
    await expect(portal).to.be.accessible();

    const gone = pending.at(-1)!;
    within(table).getByRole('checkbox', { name: `Toggle ${gone.title} instance` }).click();
    await waitFor(() => expect(unavailable(reject)).to.equal(false));
    reject.click();
    const dialog = await screen.findByRole('dialog', { name: 'Reject pending instances' });
    expect(dialog.textContent).to.contain(`This will reject 1 selected instance to add to your ${ORGANISATION} organization.`);
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Reject' }).click();
    await findNotification(screen, 'You have rejected 1 pending instance');
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await requests(ns, { path: 'RejectPendingComputers' });
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.include({ 'computer_ids.1': String(gone.id) });
    expect(calls[0]!.query).to.not.have.property('computer_ids.2');
    await findNotification(screen, countText(pending.length - 1));
    expect((await legacy<PendingInstance[]>(ns, 'GetPendingComputers')).map((item) => item.id)).to.not.include(gone.id);
  });

  it('approves two into global: the list then shows them', async () => {
    const picked = pending.filter((item) => /^[a-z0-9-]+$/.test(item.title)).slice(0, 2);
    expect(picked).to.have.length(2);
    // A search only the approved instances will match: nothing before.
    const query = picked.map((item) => item.title).join(' OR ');
    const { screen } = await openList(ns, `/instances?${new URLSearchParams({ query })}`);
    expect(await screen.findByText(EMPTY)).to.exist;
    const { panel, table: review } = await openReview(screen);
    for (const item of picked) within(review).getByRole('checkbox', { name: `Toggle ${item.title} instance` }).click();
    const approve = within(panel).getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(unavailable(approve)).to.equal(false));
    approve.click();
    const group = (await within(panel).findByRole('combobox', { name: 'Access group' })) as HTMLSelectElement;
    expect(group.value).to.equal('global');
    expect(within(panel).getByRole('button', { name: 'Back' })).to.exist;
    within(panel).getByRole('button', { name: 'Approve' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Approve pending instances' });
    expect(dialog.textContent).to.contain(`This will approve 2 selected instances to add to your ${ORGANISATION} organization.`);
    await clearRequests(ns);
    const lists = (await listRequests(ns)).length;
    within(dialog).getByRole('button', { name: 'Approve' }).click();
    await findNotification(screen, 'You have approved 2 pending instances');
    const calls = await requests(ns, { path: 'AcceptPendingComputers' });
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.include({ 'computer_ids.1': String(picked[0]!.id), 'computer_ids.2': String(picked[1]!.id), access_group: 'global' });
    // The list asked again by itself, and shows them.
    await waitFor(() => expect(shownTitles(screen.getByRole('table', { name: 'Instances' })).sort()).to.deep.equal(picked.map((item) => item.title).sort()));
    expect((await listRequests(ns)).length).to.be.greaterThan(lists);
    await findNotification(screen, countText(pending.length - 2));
  });

  it('says when the pending instances could not be checked; the list still works, and Try again checks again', async () => {
    await setOptions(ns, { faults: [{ path: 'GetPendingComputers', status: 500, body: { error: 'Boom', message: 'The pending store is down.' } }] });
    const { screen, table } = await openList(ns);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).to.contain('The pending instances could not be checked.'));
    expect(alert.textContent).to.contain('The pending store is down.');
    expect(screen.queryByRole('button', { name: 'Review Pending Instances' })).to.equal(null);
    expect(bodyRows(table).length).to.equal(20);
    const first = shownTitles(table)[0]!;
    await select(table, [first]);
    await waitFor(() => expect(unavailable(toolbar(screen).getByRole('button', { name: 'Restart' }))).to.equal(false));

    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await findNotification(screen, countText(pending.length));
    expect(screen.queryByText('The pending instances could not be checked.', { exact: false })).to.equal(null);
  });
});

describe('instances list actions: hostile strings', () => {
  let ns: SimNamespace;
  let alerted: unknown[];
  const realAlert = window.alert;
  beforeEach(async () => {
    ns = await signedInNamespace();
    alerted = [];
    window.alert = (message?: unknown) => {
      alerted.push(message);
    };
    delete window.__hostileRan;
  });
  afterEach(() => {
    window.alert = realAlert;
    leavePortal();
  });

  it('shows the hostile title of a pending instance as text in the review table', async () => {
    const pending = await legacy<PendingInstance[]>(ns, 'GetPendingComputers');
    const hostile = pending.find((item) => item.title.includes('<'))!;
    expect(hostile, 'the seed has a pending instance with markup in its title').to.exist;
    const { portal, screen } = await openList(ns);
    (await findNotification(screen, 'Pending instances')).querySelector('button')!.click();
    const panel = await screen.findByRole('dialog', { name: 'Review Pending Instances' });
    const table = await rowsIn(await within(panel).findByRole('table', { name: 'Pending instances' }));
    const box = within(table).getByRole('checkbox', { name: `Toggle ${hostile.title} instance` });
    const row = box.closest('tr')!;
    const cell = [...row.children].find((item) => item.textContent === hostile.title)!;
    expect(cell, 'a cell showing the whole title').to.exist;
    expectContainedIn(table, cell, { label: 'markup and right-to-left override', value: hostile.title });
    expect(alerted, 'the markup ran').to.deep.equal([]);
    expect(allElements(portal).some((element) => element.localName === 'img')).to.equal(false);
    // Selectable by that name, and the confirmation counts it.
    box.click();
    const reject = within(panel).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(reject.getAttribute('aria-disabled')).to.equal(null));
    reject.click();
    const dialog = await screen.findByRole('dialog', { name: 'Reject pending instances' });
    expect(dialog.textContent).to.contain('This will reject 1 selected instance');
    expectInert();
  });

  for (const hostile of HOSTILE) {
    it(`shows a hostile tag name as text in the Assign tags table: ${hostile.label}`, async () => {
      const tags = (await api<Page<string>>(ns, 'tags?limit=1000&offset=0')).results;
      await setOptions(ns, { faults: [{ method: 'GET', path: 'tags', status: 200, body: { count: tags.length + 1, next: null, previous: null, results: [hostile.value, ...tags] } }] });
      const { portal, screen, table } = await openList(ns);
      await select(table, shownTitles(table).slice(0, 2));
      const panel = await openPanel(screen, 'Assign tags');
      const tagTable = await rowsIn(await within(panel).findByRole('table', { name: 'Tags' }));
      const row = bodyRows(tagTable)[0]!;
      const box = within(row).getByRole('checkbox');
      expect(box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent).to.equal(hostile.value);
      const cell = row.children[1]!;
      // A tag that shows nothing shows nothing here (no fallback: a tag has no other name; the server's
      // tag rule, a letter first, keeps such a tag from being made).
      expect(cell.textContent).to.equal(hostile.blank ? '' : hostile.value);
      expectContainedIn(tagTable, cell, hostile);
      expect(row.textContent).to.contain('None');
      expect(alerted, 'the markup ran').to.deep.equal([]);
      expect(allElements(portal).some((element) => element.localName === 'img')).to.equal(false);
      expectInert();
    });
  }
});
