/**
 * The instance page's Info tab actions (screens/instance-actions.md §2): the bar per operating system
 * and the Actions menu it collapses into, Edit (with the security-profile tag check), Restart and
 * Shutdown (now or scheduled in the user's zone), Remove from Landscape, Sanitize, Delete instance
 * (WSL) and Associate employee, each against the simulator over HTTP. Then a hostile instance title in
 * the typed confirmations.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { allElements, expectContainedIn, expectInert, type Hostile } from '../hardening/hostile.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

/** An Ubuntu server without an employee. */
const SERVER = 1;
/** A Windows host with WSL instances (5002, 5003). */
const HOST = 5001;
const WSL_CHILD = 5002;
/** Desktops: 4301 is associated with employee 320, 4304 with none. */
const WITH_EMPLOYEE = 4301;
const EMPLOYEE = 320;
const WITHOUT_EMPLOYEE = 4304;

/** Wide enough for the bar (the page is wider than 60rem beside the navigation); the runner's default after. */
const WIDE = { width: 1400, height: 900 };
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

// Run script (issue 25): Ubuntu instances only, WSL children included.
const UBUNTU_ACTIONS = ['Edit', 'Run script', 'Remove from Landscape', 'Sanitize', 'Restart', 'Associate employee', 'Shutdown'];

const barLabel = (title: string) => `${title} instance actions`;

/** The action bar, once shown. */
const findBar = async (screen: Screen, title: string) => within(await screen.findByRole('toolbar', { name: barLabel(title) }));

const buttonNames = (scope: Screen) => scope.getAllByRole('button').map((button) => button.textContent);

const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

/** Sends a REST call to the simulator with the admin's token, as a setup step or a check. */
async function serverCall(ns: SimNamespace, token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${ns.apiBase}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Selects a field's whole text and deletes it with a real key press. */
async function clearField(field: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  field.focus();
  field.select();
  await sendKeys({ press: 'Backspace' });
}

/** Replaces a field's text by typing over it. */
async function replaceText(field: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  field.focus();
  field.select();
  await sendKeys({ type: text });
}

/** Opens the Edit side panel from the bar; its form. */
async function openEdit(screen: Screen, title: string) {
  (await findBar(screen, title)).getByRole('button', { name: 'Edit' }).click();
  const form = await screen.findByRole('form', { name: 'Edit instance' });
  return { form, scope: within(form) };
}

/**
 * The UTC time (API form) that wall-clock `value` ('YYYY-MM-DDTHH:mm') stands for in `zone`, worked out
 * here with Intl alone: the zone's offset at the first guess, then at the corrected one.
 */
function expectedUtc(value: string, zone: string): string {
  const [date, time] = value.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const reading = Date.UTC(year, month - 1, day, hour, minute);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const wallAt = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']! % 24, parts['minute']!);
  };
  let instant = reading - (wallAt(reading) - reading);
  instant = reading - (wallAt(instant) - instant);
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

describe('instance page: Info tab actions', () => {
  let ns: SimNamespace;
  let token: string;
  before(async () => {
    await setViewport(WIDE);
  });
  after(async () => {
    await setViewport(DEFAULT_VIEWPORT);
  });
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(async () => {
    restoreLocation();
    forgetWelcome();
    await setViewport(WIDE);
  });

  it('offers the actions the operating system allows, and is accessible with the bar and with a modal', async () => {
    const server = await serverInstance(ns, token, SERVER);
    const { portal, screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
    const bar = await findBar(screen, server.title);
    expect(buttonNames(bar)).to.deep.equal(UBUNTU_ACTIONS);
    // Wide: the menu it collapses into is not shown.
    expect(screen.queryByRole('button', { name: barLabel(server.title), expanded: false })).to.equal(null);
    await expect(portal).to.be.accessible();
    bar.getByRole('button', { name: 'Restart' }).click();
    await screen.findByRole('dialog', { name: 'Restart instance' });
    await expect(portal).to.be.accessible();

    // A Windows host: no restart, shutdown or sanitize.
    restoreLocation();
    const host = await serverInstance(ns, token, HOST);
    const hostPage = await openPage(ns, `/instances/${HOST}`, host.title);
    expect(buttonNames(await findBar(hostPage.screen, host.title))).to.deep.equal(['Edit', 'Remove from Landscape', 'Associate employee']);

    // A WSL instance: deleted from its host, never sanitized.
    restoreLocation();
    const child = await serverInstance(ns, token, WSL_CHILD);
    const childPage = await openPage(ns, `/instances/${HOST}/${WSL_CHILD}`, child.title);
    expect(buttonNames(await findBar(childPage.screen, child.title))).to.deep.equal([
      'Delete instance',
      'Edit',
      'Run script',
      'Remove from Landscape',
      'Restart',
      'Associate employee',
      'Shutdown',
    ]);
  });

  it('offers Associate employee only with the feature employee-management', async () => {
    await setOptions(ns, { features: { 'employee-management': false } });
    const server = await serverInstance(ns, token, SERVER);
    const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
    expect(buttonNames(await findBar(screen, server.title))).to.deep.equal(UBUNTU_ACTIONS.filter((name) => name !== 'Associate employee'));
  });

  it('collapses into one Actions menu on a narrow page, which offers the same actions and opens them', async () => {
    await setViewport({ width: 500, height: 800 });
    const server = await serverInstance(ns, token, SERVER);
    const { portal, screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
    const menuButton = await screen.findByRole('button', { name: barLabel(server.title) });
    expect(menuButton.textContent).to.equal('Actions');
    expect(menuButton.getAttribute('aria-haspopup')).to.equal('menu');
    expect(screen.queryByRole('toolbar')).to.equal(null);
    for (const name of UBUNTU_ACTIONS) expect(screen.queryByRole('button', { name })).to.equal(null);
    menuButton.click();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).to.deep.equal(UBUNTU_ACTIONS);
    await expect(portal).to.be.accessible();
    within(menu).getByRole('menuitem', { name: 'Shutdown' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Shut down instance' });
    expect(within(dialog).getByRole('button', { name: 'Shutdown' })).to.exist;
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

    (await screen.findByRole('button', { name: barLabel(server.title) })).click();
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }).click();
    expect(await screen.findByRole('form', { name: 'Edit instance' })).to.exist;
  });

  describe('Edit', () => {
    it('sends only what changed: a new title, the comment cleared, a typed tag added', async () => {
      expect((await serverCall(ns, token, 'PUT', `computers/${SERVER}`, { comment: 'Racked in row 4' })).ok).to.equal(true);
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      const { form, scope } = await openEdit(screen, server.title);
      const title = scope.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
      expect(title.value).to.equal(server.title);
      const comment = scope.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
      expect(comment.value).to.equal('Racked in row 4');
      await replaceText(title, 'web-renamed-01');
      await clearField(comment);
      const tags = scope.getByRole('combobox', { name: 'Tags' });
      await typeInto(tags, 'night-shift');
      expect(await screen.findByRole('option', { name: 'Add tag "night-shift"' })).to.exist;
      await sendKeys({ press: 'Enter' });
      const chosen = await scope.findByRole('list', { name: /Tags/ });
      await waitFor(() => expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal([...server.tags, 'night-shift']));

      await clearRequests(ns);
      scope.getByRole('button', { name: 'Save changes' }).click();
      const notice = await findNotification(screen, 'Instance updated');
      expect(notice.textContent).to.contain(`Instance "${server.title}" updated successfully`);
      const puts = await requests(ns, { method: 'PUT' });
      expect(puts.map((call) => [call.path, call.body])).to.deep.equal([
        [`computers/${SERVER}`, { title: 'web-renamed-01', comment: '', tags: [...server.tags, 'night-shift'] }],
      ]);
      await waitFor(() => expect(form.isConnected).to.equal(false));
      expect(await screen.findByRole('heading', { level: 1, name: 'web-renamed-01' })).to.exist;
      const saved = await serverInstance(ns, token, SERVER);
      expect([saved.title, saved.comment, saved.tags]).to.deep.equal(['web-renamed-01', '', [...server.tags, 'night-shift']]);
    });

    it('refuses an empty title and an invalid typed tag before sending anything', async () => {
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      const { scope } = await openEdit(screen, server.title);
      await clearRequests(ns);
      await clearField(scope.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement);
      scope.getByRole('button', { name: 'Save changes' }).click();
      expect(await scope.findByText('This field is required')).to.exist;

      const tags = scope.getByRole('combobox', { name: 'Tags' });
      await typeInto(tags, '9lives');
      await screen.findByRole('option', { name: 'Add tag "9lives"' });
      await sendKeys({ press: 'Enter' });
      expect(await scope.findByText('Tag must starts with a letter')).to.exist;
      await clearField(tags as HTMLInputElement);
      await typeInto(tags, 'has.dot');
      await screen.findByRole('option', { name: 'Add tag "has.dot"' });
      await sendKeys({ press: 'Enter' });
      expect(await scope.findByText('Tag can only contain letters, numbers, hyphens, and underscores')).to.exist;
      const chips = within(scope.getByRole('list', { name: /Tags/ })).getAllByRole('listitem').map((item) => item.textContent);
      expect(chips).to.deep.equal([...server.tags]);
      expect(await requests(ns, { method: 'PUT' })).to.deep.equal([]);
    });

    it("keeps the typed title and shows the server's message when the server refuses", async () => {
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      const { form, scope } = await openEdit(screen, server.title);
      const title = scope.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
      await replaceText(title, 'db-renamed-02');
      await setOptions(ns, {
        faults: [{ method: 'PUT', path: `computers/${SERVER}`, status: 409, times: 1, body: { error: 'Conflict', message: 'Someone else edited this instance.' } }],
      });
      scope.getByRole('button', { name: 'Save changes' }).click();
      expect(await scope.findByText('Someone else edited this instance.')).to.exist;
      expect(form.isConnected).to.equal(true);
      expect(title.value).to.equal('db-renamed-02');
      expect((await serverInstance(ns, token, SERVER)).title).to.equal(server.title);
      // Nothing is lost: the same values save once the server agrees.
      scope.getByRole('button', { name: 'Save changes' }).click();
      await findNotification(screen, 'Instance updated');
      expect(await screen.findByRole('heading', { level: 1, name: 'db-renamed-02' })).to.exist;
    });

    it('asks before adding a tag that brings the instance into an active security profile', async () => {
      const server = await serverInstance(ns, token, SERVER);
      const profiles = (await api<{ results: SecurityProfile[] }>(ns, token, 'security-profiles?status=active&limit=100&offset=0')).results;
      // A profile of the whole organisation or of the instance's group, by tags the instance has none of.
      const profile = profiles.find(
        (item) =>
          !item.all_computers &&
          item.tags.length > 0 &&
          (item.access_group === 'global' || item.access_group === server.access_group) &&
          !item.tags.some((tag) => server.tags.includes(tag)),
      )!;
      expect(profile, 'an active profile not covering the instance').to.exist;
      const tag = profile.tags[0]!;
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      const { scope } = await openEdit(screen, server.title);
      await typeInto(scope.getByRole('combobox', { name: 'Tags' }), tag);
      const listbox = await screen.findByRole('listbox', { name: 'Tags' });
      within(listbox)
        .getAllByRole('option')
        .find((option) => option.textContent === tag || option.textContent === `Add tag "${tag}"`)!
        .click();
      await waitFor(() => expect(within(scope.getByRole('list', { name: /Tags/ })).getAllByRole('listitem').map((item) => item.textContent)).to.include(tag));
      await clearRequests(ns);
      const save = scope.getByRole('button', { name: 'Save changes' });
      save.click();
      let dialog = await screen.findByRole('dialog', { name: `Add ${tag} tag to ${server.title} instance` });
      const table = within(dialog).getByRole('table', { name: 'Profiles the new tags associate' });
      expect(within(table).getByText(profile.title)).to.exist;
      within(dialog).getByRole('button', { name: 'Cancel' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: `Add ${tag} tag to ${server.title} instance` })).to.equal(null));
      expect(await requests(ns, { method: 'PUT' })).to.deep.equal([]);

      save.click();
      dialog = await screen.findByRole('dialog', { name: `Add ${tag} tag to ${server.title} instance` });
      within(dialog).getByRole('button', { name: 'Add tags' }).click();
      await findNotification(screen, 'Instance updated');
      const puts = await requests(ns, { method: 'PUT' });
      expect(puts.map((call) => [call.path, call.body])).to.deep.equal([[`computers/${SERVER}`, { tags: [...server.tags, tag] }]]);
    });
  });

  describe('Restart and Shutdown', () => {
    it('restarts as soon as possible: one request however fast it is pressed, and a notice with View details', async () => {
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      (await findBar(screen, server.title)).getByRole('button', { name: 'Restart' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Restart instance' });
      expect(dialog.textContent).to.contain(`This will restart "${server.title}" instance.`);
      const asap = within(dialog).getByRole('checkbox', { name: 'Deliver as soon as possible' }) as HTMLInputElement;
      expect(asap.checked).to.equal(true);
      expect((within(dialog).getByRole('textbox', { name: /Schedule time/ }) as HTMLInputElement).disabled).to.equal(true);
      await clearRequests(ns);
      const restart = within(dialog).getByRole('button', { name: 'Restart' });
      restart.click();
      restart.click();
      const notice = await findNotification(screen, `You queued "${server.title}" to be restarted`);
      expect(within(notice).getByRole('button', { name: 'View details' })).to.exist;
      await waitFor(() => expect(dialog.isConnected).to.equal(false));
      const calls = await requests(ns, { path: 'RebootComputers' });
      expect(calls).to.have.length(1);
      expect(calls[0]!.query).to.include({ 'computer_ids.1': String(SERVER) });
      expect(calls[0]!.query).to.not.have.property('deliver_after');
      expect(calls[0]!.query).to.not.have.property('computer_ids.2');
    });

    it("restarts at a time typed in the user's zone, sent as UTC; a time in the past is refused first", async () => {
      const zone = 'Asia/Tokyo';
      const server = await serverInstance(ns, token, SERVER);
      const { root, screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      root.setAttribute('time-zone', zone);
      (await findBar(screen, server.title)).getByRole('button', { name: 'Restart' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Restart instance' });
      within(dialog).getByRole('checkbox', { name: 'Deliver as soon as possible' }).click();
      const time = within(dialog).getByRole('textbox', { name: /Schedule time/ }) as HTMLInputElement;
      await waitFor(() => expect(time.disabled).to.equal(false));
      expect(within(dialog).getByText(`In your time zone, ${zone}.`, { exact: false })).to.exist;
      await clearRequests(ns);
      await replaceText(time, '2020-01-01 09:30');
      within(dialog).getByRole('button', { name: 'Restart' }).click();
      expect(await within(dialog).findByText('Date must be in the future')).to.exist;
      expect(await requests(ns, { path: 'RebootComputers' })).to.deep.equal([]);

      const wall = `${new Date().getUTCFullYear() + 2}-06-15T14:30`;
      await replaceText(time, wall.replace('T', ' '));
      within(dialog).getByRole('button', { name: 'Restart' }).click();
      await findNotification(screen, `You queued "${server.title}" to be restarted`);
      const [call] = await requests(ns, { path: 'RebootComputers' });
      // 14:30 in Tokyo (UTC+9) is 05:30 UTC.
      expect(call!.query).to.include({ 'computer_ids.1': String(SERVER), deliver_after: expectedUtc(wall, zone) });
      expect(expectedUtc(wall, zone)).to.equal(`${wall.slice(0, 10)}T05:30:00Z`);
    });

    it("keeps the shutdown modal with the server's message when refused, and shuts down on the next try", async () => {
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      (await findBar(screen, server.title)).getByRole('button', { name: 'Shutdown' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Shut down instance' });
      expect(dialog.textContent).to.contain(`This will shut down "${server.title}" instance.`);
      await setOptions(ns, { faults: [{ path: 'ShutdownComputers', status: 409, times: 1, body: { error: 'Conflict', message: 'The instance is busy.' } }] });
      within(dialog).getByRole('button', { name: 'Shutdown' }).click();
      expect(await within(dialog).findByText('The instance is busy.')).to.exist;
      expect(dialog.isConnected).to.equal(true);
      await clearRequests(ns);
      within(dialog).getByRole('button', { name: 'Shutdown' }).click();
      await findNotification(screen, `You queued "${server.title}" to be shut down`);
      await waitFor(() => expect(dialog.isConnected).to.equal(false));
      const calls = await requests(ns, { path: 'ShutdownComputers' });
      expect(calls.map((call) => call.query['computer_ids.1'])).to.deep.equal([String(SERVER)]);
    });
  });

  describe('Remove, Sanitize and Delete', () => {
    it('removes from Landscape once the exact text is typed, then goes to the instances list', async () => {
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      (await findBar(screen, server.title)).getByRole('button', { name: 'Remove from Landscape' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Remove instance from Landscape' });
      const remove = within(dialog).getByRole('button', { name: 'Remove' });
      const field = within(dialog).getByRole('textbox', { name: `Type remove ${server.title} to confirm` }) as HTMLInputElement;
      expect(isDisabled(remove)).to.equal(true);
      await typeInto(field, `Remove ${server.title}`);
      expect(isDisabled(remove)).to.equal(true);
      await replaceText(field, `remove ${server.title.slice(0, -1)}`);
      expect(isDisabled(remove)).to.equal(true);
      await typeInto(field, server.title.slice(-1));
      await waitFor(() => expect(isDisabled(remove)).to.equal(false));
      await clearRequests(ns);
      remove.click();
      await waitForPath('/instances');
      // The list says what happened: the notice survives the move it caused.
      await screen.findByRole('heading', { level: 1, name: 'Instances' });
      await screen.findByRole('table', { name: /Instances/ });
      await findNotification(screen, `You have successfully removed ${server.title} from Landscape.`);
      const [call] = await requests(ns, { path: 'RemoveComputers' });
      expect(call!.query).to.include({ 'computer_ids.1': String(SERVER) });
      expect((await serverCall(ns, token, 'GET', `computers/${SERVER}`)).status).to.equal(404);
    });

    it('sanitizes once the exact text is typed: the title is sent to be checked', async () => {
      const server = await serverInstance(ns, token, SERVER);
      const { screen } = await openPage(ns, `/instances/${SERVER}`, server.title);
      (await findBar(screen, server.title)).getByRole('button', { name: 'Sanitize' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Sanitize instance' });
      const sanitize = within(dialog).getByRole('button', { name: 'Sanitize' });
      expect(isDisabled(sanitize)).to.equal(true);
      await typeInto(within(dialog).getByRole('textbox', { name: `Type sanitize ${server.title} to confirm` }), `sanitize ${server.title}`);
      await waitFor(() => expect(isDisabled(sanitize)).to.equal(false));
      await clearRequests(ns);
      sanitize.click();
      const notice = await findNotification(screen, `You have successfully initiated Sanitization for ${server.title}`);
      expect(within(notice).getByRole('button', { name: 'View details' })).to.exist;
      await waitFor(() => expect(dialog.isConnected).to.equal(false));
      const posts = await requests(ns, { method: 'POST' });
      expect(posts.map((call) => [call.path, call.body])).to.deep.equal([[`computers/${SERVER}/sanitize`, { computer_title: server.title }]]);
    });

    it("deletes a WSL instance from its page, then goes to its host's page, whose WSL list no longer has it", async () => {
      const child = await serverInstance(ns, token, WSL_CHILD);
      const host = await serverInstance(ns, token, HOST);
      const { screen } = await openPage(ns, `/instances/${HOST}/${WSL_CHILD}`, child.title);
      (await findBar(screen, child.title)).getByRole('button', { name: 'Delete instance' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Delete instance' });
      expect(dialog.textContent).to.contain(`This will permanently delete the instance ${child.title} from both the Windows host machine and Landscape.`);
      await clearRequests(ns);
      within(dialog).getByRole('button', { name: 'Delete' }).click();
      await waitForPath(`/instances/${HOST}`);
      await screen.findByRole('heading', { level: 1, name: host.title });
      await findNotification(screen, `You queued ${child.title} to be deleted.`);
      const [call] = await requests(ns, { path: 'DeleteChildComputers' });
      expect(call!.query).to.include({ 'computer_ids.1': String(WSL_CHILD) });
      screen.getByRole('tab', { name: 'WSL' }).click();
      const table = await screen.findByRole('table', { name: 'WSL instances' });
      await waitFor(() => {
        const links = within(table).getAllByRole('link').map((link) => link.textContent);
        expect(links).to.not.include(child.title);
        expect(links).to.have.length(host.children!.length - 1);
      });
    });
  });

  describe('Associate employee', () => {
    it('searches from 3 characters, picks an employee and associates it', async () => {
      const instance = await serverInstance(ns, token, WITHOUT_EMPLOYEE);
      expect(instance.employee_id ?? null).to.equal(null);
      const found = await api<{ results: { id: number; name: string }[] }>(ns, token, 'employees?search=Aisha&limit=20&offset=0');
      const employee = found.results[0]!;
      const { screen } = await openPage(ns, `/instances/${WITHOUT_EMPLOYEE}`, instance.title);
      (await findBar(screen, instance.title)).getByRole('button', { name: 'Associate employee' }).click();
      const panel = await screen.findByRole('dialog', { name: `Associate employee with ${instance.title}` });
      const form = within(await within(panel).findByRole('form', { name: `Associate employee with ${instance.title}` }));
      const mode = form.getByRole('combobox', { name: 'Associate or disassociate an employee' }) as HTMLSelectElement;
      expect([...mode.options].map((option) => [option.textContent, option.disabled])).to.deep.equal([
        ['Associate', false],
        ['Disassociate', true],
      ]);
      const search = form.getByRole('searchbox', { name: 'Employee' }) as HTMLInputElement;
      expect(search.placeholder).to.equal('Search for employees');
      await clearRequests(ns);

      // Nothing picked: said, and nothing sent.
      form.getByRole('button', { name: 'Associate' }).click();
      expect(await form.findByText('Choose an employee.')).to.exist;

      await typeInto(search, employee.name.slice(0, 2));
      expect(form.getByText('Min 3. characters')).to.exist;
      // Past the typing delay (200 ms): still no search for two characters.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await requests(ns, { path: 'employees' })).to.deep.equal([]);

      await typeInto(search, employee.name.slice(2));
      const results = await form.findByRole('group', { name: 'Employees found' });
      const choice = await within(results).findByRole('button', { name: new RegExp(`^${employee.name}`) });
      expect(choice.getAttribute('aria-pressed')).to.equal('false');
      // The results of a shorter search may already list the employee: the last search is the whole name.
      await waitFor(async () => expect((await requests(ns, { path: 'employees' })).at(-1)?.query['search']).to.equal(employee.name));
      const searches = await requests(ns, { path: 'employees' });
      expect(searches.every((call) => String(call.query['search']).length >= 3)).to.equal(true);
      // Read again each time: the last search's answer may render the results anew after the first showed them.
      const pick = () => within(form.getByRole('group', { name: 'Employees found' })).getByRole('button', { name: new RegExp(`^${employee.name}`) });
      await waitFor(() => expect(pick().isConnected).to.equal(true));
      pick().click();
      await waitFor(() => expect(pick().getAttribute('aria-pressed')).to.equal('true'));
      const chosen = within(form.getByRole('region', { name: 'Chosen employee' }));
      expect(chosen.getByText(employee.name)).to.exist;
      expect(chosen.getByRole('button', { name: `Clear ${employee.name}` })).to.exist;

      form.getByRole('button', { name: 'Associate' }).click();
      await findNotification(screen, `You have successfully associated ${employee.name}`);
      const posts = await requests(ns, { method: 'POST' });
      expect(posts.map((call) => [call.path, call.body])).to.deep.equal([[`employees/${employee.id}/computers`, { computer_id: WITHOUT_EMPLOYEE }]]);
      expect((await serverInstance(ns, token, WITHOUT_EMPLOYEE)).employee_id).to.equal(employee.id);
    });

    it('says when no employee matches the search', async () => {
      const instance = await serverInstance(ns, token, WITHOUT_EMPLOYEE);
      const { screen } = await openPage(ns, `/instances/${WITHOUT_EMPLOYEE}`, instance.title);
      (await findBar(screen, instance.title)).getByRole('button', { name: 'Associate employee' }).click();
      const form = within(await screen.findByRole('form', { name: `Associate employee with ${instance.title}` }));
      await typeInto(form.getByRole('searchbox', { name: 'Employee' }), 'zzqx');
      expect(await form.findByText('No employees found by "zzqx"')).to.exist;
      expect(form.queryByRole('group', { name: 'Employees found' })).to.equal(null);
    });

    it("disassociates the instance's own employee", async () => {
      const instance = await serverInstance(ns, token, WITH_EMPLOYEE);
      expect(instance.employee_id).to.equal(EMPLOYEE);
      const employee = await api<{ name: string }>(ns, token, `employees/${EMPLOYEE}`);
      const { screen } = await openPage(ns, `/instances/${WITH_EMPLOYEE}`, instance.title);
      (await findBar(screen, instance.title)).getByRole('button', { name: 'Associate employee' }).click();
      const form = within(await screen.findByRole('form', { name: `Associate employee with ${instance.title}` }));
      const current = await form.findByRole('region', { name: 'Associated employee' });
      expect(within(current).getByText(employee.name)).to.exist;
      const mode = form.getByRole('combobox', { name: 'Associate or disassociate an employee' }) as HTMLSelectElement;
      mode.value = 'disassociate';
      mode.dispatchEvent(new Event('change', { bubbles: true }));
      const submit = await form.findByRole('button', { name: 'Disassociate' });
      expect(form.queryByRole('searchbox', { name: 'Employee' })).to.equal(null);
      await clearRequests(ns);
      submit.click();
      await findNotification(screen, `You have successfully disassociated ${employee.name}`);
      const deletes = await requests(ns, { method: 'DELETE' });
      expect(deletes.map((call) => call.path)).to.deep.equal([`employees/${EMPLOYEE}/computers/${WITH_EMPLOYEE}`]);
      expect((await serverInstance(ns, token, WITH_EMPLOYEE)).employee_id).to.equal(null);
    });
  });
});

describe('instance page: Info tab actions with a hostile instance title', () => {
  const hostile: Hostile = { label: 'markup with a right-to-left override', value: '\u202E<img src=x onerror=alert(1)>' };
  let ns: SimNamespace;
  let token: string;
  let alerted: unknown[];
  const realAlert = window.alert;
  before(async () => {
    await setViewport(WIDE);
  });
  after(async () => {
    await setViewport(DEFAULT_VIEWPORT);
  });
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
    alerted = [];
    window.alert = (message?: unknown) => {
      alerted.push(message);
    };
    delete window.__hostileRan;
    // The server's own record, so that what is typed to confirm is checked against it.
    expect((await serverCall(ns, token, 'PUT', `computers/${SERVER}`, { title: hostile.value })).ok).to.equal(true);
  });
  afterEach(() => {
    window.alert = realAlert;
    restoreLocation();
    forgetWelcome();
  });

  const noScript = () => {
    expect(alerted, 'the markup ran').to.deep.equal([]);
    expectInert();
  };

  it('shows the title as text in the remove confirmation, which accepts exactly that title', async () => {
    const { portal, screen } = await openPage(ns, `/instances/${SERVER}`, hostile.value);
    (await findBar(screen, hostile.value)).getByRole('button', { name: 'Remove from Landscape' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Remove instance from Landscape' });
    const body = within(dialog).getByText((_, element) => element?.localName === 'p' && element.textContent!.startsWith(`Removing this ${hostile.value} will`));
    expectContainedIn(dialog, body, hostile, ' will delete all associated data');
    const field = within(dialog).getByRole('textbox', { name: `Type remove ${hostile.value} to confirm` }) as HTMLInputElement;
    // What to type is isolated from the words after it: the override cannot reverse "to confirm".
    expectContainedIn(dialog, field.labels![0]!, hostile, ' to confirm');
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    // The markup without its override is not the title.
    await typeInto(field, `remove ${hostile.value.slice(1)}`);
    expect(isDisabled(remove)).to.equal(true);
    await replaceText(field, `remove ${hostile.value}`);
    await waitFor(() => expect(isDisabled(remove)).to.equal(false));
    noScript();
    await clearRequests(ns);
    remove.click();
    await waitForPath('/instances');
    const notice = await findNotification(screen, `You have successfully removed ${hostile.value} from Landscape.`);
    // As text, in its card (the notices' sentences do not isolate the title from their own words).
    expectContainedIn(document.body, notice, hostile);
    noScript();
    expect((await requests(ns, { path: 'RemoveComputers' }))[0]!.query).to.include({ 'computer_ids.1': String(SERVER) });
    expect(allElements(portal).some((element) => element.localName === 'img')).to.equal(false);
    expect(currentPortalPath()).to.equal('/instances');
  });

  it('shows the title as text in the sanitize confirmation, and sends exactly that title', async () => {
    const { screen } = await openPage(ns, `/instances/${SERVER}`, hostile.value);
    (await findBar(screen, hostile.value)).getByRole('button', { name: 'Sanitize' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Sanitize instance' });
    const body = within(dialog).getByText((_, element) => element?.localName === 'p' && element.textContent!.startsWith('Sanitization will permanently delete'));
    expectContainedIn(dialog, body, hostile, ', making its data completely irrecoverable');
    const sanitize = within(dialog).getByRole('button', { name: 'Sanitize' });
    const field = within(dialog).getByRole('textbox', { name: `Type sanitize ${hostile.value} to confirm` }) as HTMLInputElement;
    expectContainedIn(dialog, field.labels![0]!, hostile, ' to confirm');
    await typeInto(field, `sanitize ${hostile.value}`);
    await waitFor(() => expect(isDisabled(sanitize)).to.equal(false));
    await clearRequests(ns);
    sanitize.click();
    const notice = await findNotification(screen, `You have successfully initiated Sanitization for ${hostile.value}`);
    expectContainedIn(document.body, notice, hostile);
    noScript();
    const [post] = await requests(ns, { method: 'POST' });
    expect(post!.body).to.deep.equal({ computer_title: hostile.value });
  });
});
