/**
 * WSL profiles (screens profiles.md §0, §6) on /profiles/wsl and in `landscape-wsl-profiles`, against
 * the simulator over HTTP:
 * - the list: its eight columns (Name with the name muted, Description, Access group by its title,
 *   Tags, Not compliant and Pending linked to `wsl-profile:{id}:…`, Associated linked to
 *   `profile:wsl:{id}`), one request with `limit=1000&offset=0`; the empty state (initech); a failed
 *   list with the server's message and Try again; SaaS sends the route to env-error;
 * - add with a store image and cloud-init typed in the editor (the body's base64 decodes to the UTF-8
 *   text); a custom image (the reserved-name message and nothing sent; back to a store image sends no
 *   stale `image_source`); the cloud-init kinds cleared on each switch, a `.yml` file and the 1 MiB rule;
 * - duplicate (a custom image copied, no cloud-init, the help saying so); edit (every editable field,
 *   the last tag cleared; the description cannot be emptied); removal typed with the name, one request
 *   per double click; a refusal kept in the open panel with every value;
 * - the details (the image source as text, cloud-init `Set (hidden)` / `N/A`, the counts linked);
 *   hostile strings (seed 6) as text; axe on the list, the forms and the details.
 */
import { EditorView } from '@codemirror/view';
import { expect, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import type { WslProfile } from '../../src/api/wsl-profiles.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { findNotification, mount, queryNotification, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, waitForPath, WELCOME_KEY } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type RecordedRequest, type SimNamespace } from '../helpers/simulator.ts';
import { allElements, expectInert, isIsolated, textHolder } from '../hardening/hostile.ts';
import {
  chosenTags,
  fact,
  facts,
  fieldError,
  findPanel,
  groupTitles,
  pickTag,
  retype,
  rowAction,
  rowOf,
  serverRest,
  shownRows,
  shownTitles,
  signedIn,
  tokenIn,
  unpickTag,
  type Screen,
} from './helpers.ts';

// ------------------------------------------------------------------------------------------- helpers

const T = {
  route: '/profiles/wsl',
  heading: 'WSL profiles',
  add: 'Add WSL profile',
  columns: ['Name', 'Description', 'Access group', 'Tags', 'Not compliant', 'Pending', 'Associated', 'Actions'],
  empty: {
    title: 'No WSL profiles found',
    body: 'You haven\u2019t added any WSL profiles yet.',
    link: 'How to manage WSL profiles in Landscape',
    href: 'https://ubuntu.com/landscape/docs/manage-wsl-instances-in-landscape',
  },
  noMatch: (search: string) => `No WSL profiles found with the search "${search}"`,
  help: {
    notCompliant: 'These instances are not compliant with the profile. They do not have a pending activity to become compliant.',
    pending: 'These instances are not compliant with the profile. They do have a pending activity to apply its constraints.',
  },
  required: 'This field is required',
  reserved: "Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'",
  tooLarge: 'File size must be less than 1MB',
  warning: 'Once the profile is added, you cannot modify the RootFS image or Cloud-init file.',
  editUnavailable: 'You cannot edit RootFS image or Cloud-init file. To modify these fields, create a new profile.',
  duplicateHelp: 'The cloud-init file of the profile duplicated cannot be read back: the duplicate gets no cloud-init unless you give one here.',
} as const;

/** A count as the screens say it. */
const instances = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'instance' : 'instances'}`;

/** The tests' own page size, never the screen's (1,000): the log keeps their look-ups apart. */
const PROBE_LIMIT = '999';

async function serverWslProfiles(ns: SimNamespace, token?: string): Promise<WslProfile[]> {
  const page = await serverRest<{ count: number; results: WslProfile[] }>(ns, 'GET', `child-instance-profiles?limit=${PROBE_LIMIT}&offset=0`, undefined, token);
  expect(page.results.length).to.equal(page.count);
  return page.results;
}

async function serverWslProfile(ns: SimNamespace, id: number): Promise<WslProfile> {
  const found = (await serverWslProfiles(ns)).find((profile) => profile.id === id);
  expect(found, `WSL profile ${id} on the server`).to.exist;
  return found!;
}

/** The screen's list requests (not the tests' look-ups). */
const listRequests = async (ns: SimNamespace) =>
  (await requests(ns, { method: 'GET', path: 'child-instance-profiles' })).filter((request) => request.query['limit'] !== PROBE_LIMIT);

/** The screen's WSL-profile-changing requests since the log was last cleared. */
const changeCalls = async (ns: SimNamespace): Promise<RecordedRequest[]> =>
  (await requests(ns)).filter((request) => request.method !== 'GET' && request.path.startsWith('child-instance-profiles'));

const calls = (list: readonly RecordedRequest[]) => list.map((request) => `${request.method} ${request.path}`);

/** The header's words (its help button's `?` left out). */
function headerWords(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const extra of copy.querySelectorAll('button, [role="tooltip"]')) extra.remove();
  return copy.textContent ?? '';
}
const headers = (table: HTMLElement) => [...table.querySelectorAll('thead th')].map(headerWords);

/** What a profile's row shows, cell by cell (the actions cell: its menu button's name). */
function expectedRow(profile: WslProfile, groups: Map<string, string>): string[] {
  const tags = profile.all_computers ? 'All instances' : profile.tags.length === 0 ? '---' : profile.tags.join(', ');
  const associated = !profile.all_computers && profile.tags.length === 0 ? '---' : instances(profile.computers!.constrained.length);
  return [
    profile.name === profile.title ? profile.title : `${profile.title}${profile.name}`,
    profile.description === '' ? '---' : profile.description,
    groups.get(profile.access_group) ?? profile.access_group,
    tags,
    instances(profile.computers!['non-compliant'].length),
    instances(profile.computers!.pending.length),
    associated,
    `${profile.title} profile actions`,
  ];
}

function settledTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: T.heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

function expectRows(screen: Screen, profiles: readonly WslProfile[], groups: Map<string, string>): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: T.heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(shownRows(table)).to.deep.equal(profiles.map((profile) => expectedRow(profile, groups)));
    return table;
  });
}

/** The portal at /profiles/wsl, once its heading is shown. */
async function openRoute(ns: SimNamespace, query = '') {
  localStorage.setItem(WELCOME_KEY, 'true');
  const rendered = await renderPortal(ns, `${T.route}${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: T.heading });
  return rendered;
}

async function openList(ns: SimNamespace) {
  const rendered = await openRoute(ns);
  return { ...rendered, table: await settledTable(rendered.screen) };
}

/** The link in a row's cell (by its column), or null. */
function cellLink(table: HTMLElement, title: string, column: string): HTMLAnchorElement | null {
  const cell = rowOf(table, title).querySelectorAll(':scope > td, :scope > th')[T.columns.indexOf(column as never)]!;
  return cell.querySelector('a');
}

const hrefQuery = (link: Element) => new URL(link.getAttribute('href')!, location.href).searchParams.get('query');

/** Chooses an option of a native `<select>` by its value, as a person's choice would. */
function chooseValue(select: HTMLElement, value: string): void {
  const element = select as HTMLSelectElement;
  expect([...element.options].map((option) => option.value)).to.include(value);
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Chooses an option of a native `<select>` by its label. */
function chooseLabel(select: HTMLElement, label: string): void {
  const option = [...(select as HTMLSelectElement).options].find((candidate) => candidate.textContent === label);
  expect(option, `option "${label}"`).to.exist;
  chooseValue(select, option!.value);
}

const optionLabels = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent);
const selectedLabel = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';

function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The form's fields. */
function fields(form: HTMLElement) {
  const scope = within(form);
  return {
    title: scope.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    description: scope.getByRole('textbox', { name: 'Description' }) as HTMLInputElement,
    group: scope.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement,
    rootfs: scope.getByRole('combobox', { name: 'RootFS image' }) as HTMLSelectElement,
    imageName: () => scope.queryByRole('textbox', { name: 'Image name' }) as HTMLInputElement | null,
    imageUrl: () => scope.queryByRole('textbox', { name: 'RootFS image URL' }) as HTMLInputElement | null,
    cloudInit: scope.getByRole('combobox', { name: 'Cloud-init' }) as HTMLSelectElement,
    file: () => scope.queryByLabelText(/^Upload cloud-init/, { selector: 'input[type="file"]' }) as HTMLInputElement | null,
    all: scope.getByRole('checkbox', { name: 'Associate to all instances' }) as HTMLInputElement,
  };
}

async function openAdd(screen: Screen) {
  screen.getAllByRole('button', { name: T.add })[0]!.click();
  const panel = await findPanel(screen, T.add);
  const form = await within(panel).findByRole('form', { name: T.add });
  // The store images are in.
  await waitFor(() => expect(fields(form).rootfs.disabled).to.equal(false));
  return { panel, form, submit: within(form).getByRole('button', { name: T.add }) };
}

/** The code editor's textbox inside `scope`, once CodeMirror is in. */
function editorIn(scope: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const content = scope.querySelector<HTMLElement>('.cm-content');
    if (!content) throw new Error('no code editor yet');
    return content;
  });
}

/** The whole text the editor holds. */
function editorText(content: HTMLElement): string {
  return EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement)!.state.doc.toString();
}

/** Types lines into the editor, each at the start of its line (no indentation carried over). */
async function typeLines(content: HTMLElement, lines: readonly string[]) {
  content.focus();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await sendKeys({ press: 'Enter' });
    await sendKeys({ type: line });
  }
}

const decoded = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

/** Waits until the profile of this title exists on the server; it. */
async function madeProfile(ns: SimNamespace, title: string): Promise<WslProfile> {
  let made: WslProfile | undefined;
  await waitFor(async () => {
    made = (await serverWslProfiles(ns)).find((profile) => profile.title === title);
    expect(made, `"${title}" on the server`).to.exist;
  });
  return made!;
}

function openDetails(screen: Screen, table: HTMLElement, profile: WslProfile) {
  within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
  return findPanel(screen, profile.title);
}

/** No element a server string could have made exists under `scope`. */
function expectNoMarkupElements(scope: Element | ShadowRoot) {
  const made = allElements(scope).filter((element) => ['img', 'script', 'iframe', 'b', 'i'].includes(element.localName));
  expect(made.map((element) => element.outerHTML.slice(0, 80))).to.deep.equal([]);
}

// ------------------------------------------------------------------------------------------------ list

describe('WSL profiles list', () => {
  // The seed, read only: one namespace for the tests that change nothing.
  let ns: SimNamespace;
  let groups: Map<string, string>;
  let server: WslProfile[];
  before(async () => {
    ns = await signedIn();
    groups = await groupTitles(ns);
    server = await serverWslProfiles(ns);
  });
  afterEach(leavePortal);

  it('shows the eight columns and every profile with its counts linked, from one request of 1,000; accessible', async () => {
    expect(server.map((profile) => profile.id)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    const before = (await listRequests(ns)).length;
    const { portal, screen, table } = await openList(ns);
    await waitFor(() => expect(headers(table)).to.deep.equal(T.columns));
    await expectRows(screen, server, groups);
    const first = rowOf(table, 'Stock Ubuntu 24.04');
    expect(shownRows(table)[0]).to.deep.equal([
      'Stock Ubuntu 24.04stock-ubuntu-24-04',
      'The image from the store',
      'Global access',
      'All instances',
      instances(server[0]!.computers!['non-compliant'].length),
      instances(server[0]!.computers!.pending.length),
      instances(server[0]!.computers!.constrained.length),
      'Stock Ubuntu 24.04 profile actions',
    ]);
    expect(server[0]!.computers!.constrained.length, 'the seed’s Windows hosts').to.equal(159);
    // The name under the title, muted.
    const button = within(first).getByRole('button', { name: 'Open "Stock Ubuntu 24.04" profile details' });
    const name = button.nextElementSibling as HTMLElement;
    expect(name.textContent).to.equal('stock-ubuntu-24-04');
    expect(getComputedStyle(name).color).to.not.equal(getComputedStyle(button).color);

    for (const profile of server) {
      const nonCompliant = cellLink(table, profile.title, 'Not compliant');
      const pending = cellLink(table, profile.title, 'Pending');
      const associated = cellLink(table, profile.title, 'Associated');
      if (profile.computers!['non-compliant'].length === 0) expect(nonCompliant, profile.title).to.equal(null);
      else expect(hrefQuery(nonCompliant!), profile.title).to.equal(`wsl-profile:${profile.id}:non-compliant`);
      if (profile.computers!.pending.length === 0) expect(pending, profile.title).to.equal(null);
      else expect(hrefQuery(pending!), profile.title).to.equal(`wsl-profile:${profile.id}:pending`);
      if (!profile.all_computers && profile.tags.length === 0) expect(associated, profile.title).to.equal(null);
      else expect(hrefQuery(associated!), profile.title).to.equal(`profile:wsl:${profile.id}`);
    }
    expect(cellLink(table, 'Stock Ubuntu 24.04', 'Associated')!.getAttribute('href')).to.match(/instances\?query=profile%3Awsl%3A1$/);
    // The help of the compliance headers.
    const help = await within(table).findByRole('button', { name: 'About Not compliant' });
    help.focus();
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).to.equal(T.help.notCompliant));
    await sendKeys({ press: 'Escape' });
    within(table).getByRole('button', { name: 'About Pending' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).to.equal(T.help.pending));
    await sendKeys({ press: 'Escape' });

    const sent = (await listRequests(ns)).slice(before);
    expect(sent, 'one list request').to.have.length(1);
    expect(sent[0]!.query).to.deep.equal({ limit: '1000', offset: '0' });
    await expect(portal).to.be.accessible();
  });

  it('searches title, name, description and tags in the page; no match says so, verbatim', async () => {
    const { screen } = await openList(ns);
    for (const [text, ids] of [
      ['GOLDEN', [8]],
      ['finance-analysts', [2]],
      ['focal', [3]],
      ['research', [4]],
    ] as const) {
      const box = screen.getByRole('searchbox', { name: 'Search WSL profiles' }) as HTMLInputElement;
      box.select();
      await typeInto(box, text);
      await sendKeys({ press: 'Enter' });
      await waitForPath(`${T.route}?${new URLSearchParams({ search: text })}`);
      await expectRows(screen, server.filter((profile) => (ids as readonly number[]).includes(profile.id)), groups);
    }
    const box = screen.getByRole('searchbox', { name: 'Search WSL profiles' }) as HTMLInputElement;
    box.select();
    await typeInto(box, 'no profile is called this');
    await sendKeys({ press: 'Enter' });
    const table = await settledTable(screen);
    await waitFor(() => expect(table.querySelector('tbody')!.textContent).to.equal(T.noMatch('no profile is called this')));
    expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
  });

  it('shows the empty state verbatim for an organisation without any (initech)', async () => {
    const own = await signedIn();
    expect(await serverWslProfiles(own, await tokenIn(own, 'initech'))).to.deep.equal([]);
    const { root, portal, screen } = await openList(own);
    await switchAccount(root.store, 'initech');
    const heading = await screen.findByRole('heading', { level: 2, name: T.empty.title });
    expect(heading.nextElementSibling!.textContent).to.equal(T.empty.body);
    const link = screen.getByRole('link', { name: new RegExp(`^${T.empty.link}`) });
    expect(link.getAttribute('href')).to.equal(T.empty.href);
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(portal).to.be.accessible();
    const adds = screen.getAllByRole('button', { name: T.add });
    expect(adds).to.have.length(1);
  });

  it("says a failed list with the server's message and Try again, never the empty state; Try again loads it", async () => {
    const own = await signedIn({ faults: [{ method: 'GET', path: 'child-instance-profiles', status: 500, times: 1, body: { error: 'Boom', message: 'The <b>profile</b> store is down.' } }] });
    const { portal, screen } = await openRoute(own);
    const alert = await waitFor(() => screen.getAllByRole('alert').find((candidate) => candidate.textContent!.includes('could not be loaded'))!);
    expect(alert.textContent).to.equal('The list could not be loaded.The <b>profile</b> store is down.Try again');
    expect(alert.querySelector('b')).to.equal(null);
    expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(portal).to.be.accessible();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await expectRows(screen, server, groups);
  });

  it('on SaaS the route goes to env-error', async () => {
    const saas = await signedIn({ selfHosted: false });
    localStorage.setItem(WELCOME_KEY, 'true');
    const { screen } = await renderPortal(saas, T.route);
    await waitForPath('/env-error');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('table', { name: T.heading })).to.equal(null);
  });

  it('the element alone shows the same list, the page\u2019s address untouched', async () => {
    const address = location.href;
    const element = document.createElement('landscape-wsl-profiles');
    await mount<LandscapeRoot>(html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>${element}</landscape-root>`, 'landscape-root');
    const screen = screenOf(element);
    await expectRows(screen, server, groups);
    expect(location.href).to.equal(address);
    await expect(element).to.be.accessible();
  });
});

// ------------------------------------------------------------------------------------------------- add

describe('WSL profiles: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('a store image with cloud-init typed in the editor: the warning, one POST per double click, base64 of the UTF-8 text, the notice after the yes', async function () {
    // The whole flow in one test (the editor's code loaded, lines typed key by key, an axe check, a
    // slowed save): the clean-clone run, under load, went past the default 10 s.
    this.timeout(20_000);
    const groups = await groupTitles(ns);
    const { portal, screen, table } = await openList(ns);
    const { form, submit } = await openAdd(screen);
    const f = fields(form);
    expect(optionLabels(f.rootfs)).to.deep.equal(['Select', 'Ubuntu', 'Ubuntu 20.04', 'Ubuntu 22.04', 'Ubuntu 24.04', 'From URL']);
    expect(optionLabels(f.cloudInit)).to.deep.equal(['Select', 'From a file', 'Plain text']);
    expect(f.group.value).to.equal('global');
    expect(within(form).queryByText(T.warning)).to.equal(null);
    // Nothing chosen: the required fields say so, without a period; nothing sent.
    await clearRequests(ns);
    submit.click();
    await waitFor(() => expect(fieldError(f.title)).to.equal(T.required));
    expect(fieldError(f.description)).to.equal(T.required);
    expect(fieldError(f.rootfs)).to.equal(T.required);
    expect(await changeCalls(ns)).to.deep.equal([]);

    await typeInto(f.title, 'Lab Ubuntu 22.04');
    await typeInto(f.description, 'For the lab PCs');
    chooseLabel(f.rootfs, 'Ubuntu 22.04');
    await within(form).findByText(T.warning);
    expect(f.imageName(), 'no custom fields for a store image').to.equal(null);
    chooseLabel(f.cloudInit, 'Plain text');
    const editor = await editorIn(form);
    expect(within(form).getByRole('textbox', { name: 'Cloud init configuration' })).to.equal(editor);
    // Chosen, the text is required.
    submit.click();
    await waitFor(() => expect(fieldError(editor)).to.equal(T.required));
    expect(await changeCalls(ns)).to.deep.equal([]);
    const lines = ['#cloud-config', 'runcmd: [echo, "Grüße aus dem Labor"]', 'timezone: Europe/Berlin'];
    await typeLines(editor, lines);
    await waitFor(() => expect(editorText(editor)).to.equal(lines.join('\n')));
    await pickTag(form, 'finance');
    await expect(portal).to.be.accessible();

    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    submit.click();
    submit.click();
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, 'added successfully')).to.equal(null);
    const made = await madeProfile(ns, 'Lab Ubuntu 22.04');
    const notice = await findNotification(screen, 'Profile "Lab Ubuntu 22.04" added successfully');
    expect(notice.textContent).to.include(`It has been associated with ${instances(made.computers!.constrained.length)}`);
    await setOptions(ns, { latencyMs: 0 });
    const sent = await changeCalls(ns);
    expect(calls(sent), 'one request for a double click').to.deep.equal(['POST child-instance-profiles']);
    const body = sent[0]!.body as Record<string, unknown>;
    expect(decoded(body['cloud_init_contents'] as string)).to.equal(lines.join('\n'));
    expect(body).to.deep.equal({
      title: 'Lab Ubuntu 22.04',
      description: 'For the lab PCs',
      access_group: 'global',
      image_name: 'Ubuntu-22.04',
      cloud_init_contents: body['cloud_init_contents'],
      all_computers: false,
      tags: ['finance'],
    });
    expect(made).to.deep.include({ image_name: 'Ubuntu-22.04', image_source: null, cloud_init_contents: '********', tags: ['finance'] });
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(expectedRow(made, groups)));
    // The notice outlives the panel it came from.
    await waitFor(() => expect(form.isConnected).to.equal(false));
    expect(queryNotification(screen, 'Profile "Lab Ubuntu 22.04" added successfully')).to.not.equal(null);
  });

  it('a custom image: the reserved names refused with the message and nothing sent; back to a store image sends no stale image_source', async () => {
    const { screen } = await openList(ns);
    const { form, submit } = await openAdd(screen);
    const f = fields(form);
    await typeInto(f.title, 'Custom then store');
    await typeInto(f.description, 'Changed its mind');
    chooseLabel(f.rootfs, 'From URL');
    const name = await waitFor(() => f.imageName()!);
    const url = f.imageUrl()!;
    expect(within(form).getByText('The file path must be reachable by the affected WSL instances.')).to.exist;
    await clearRequests(ns);
    submit.click();
    await waitFor(() => expect(fieldError(name)).to.equal(T.required));
    expect(fieldError(url)).to.equal(T.required);
    await typeInto(url, 'https://images.example/wsl/custom.tar.gz');
    for (const reserved of ['Ubuntu', 'ubuntu-preview', 'UBUNTU-24.04']) {
      await retype(name, reserved);
      submit.click();
      await waitFor(() => expect(fieldError(name), reserved).to.equal(T.reserved));
    }
    expect(await changeCalls(ns), 'nothing sent while invalid').to.deep.equal([]);
    await expect(screen.getByRole('dialog', { name: T.add })).to.be.accessible();

    // Back to a store image: the URL typed is not sent.
    chooseLabel(f.rootfs, 'Ubuntu 24.04');
    await waitFor(() => expect(f.imageName()).to.equal(null));
    submit.click();
    await findNotification(screen, 'Profile "Custom then store" added successfully');
    const sent = await changeCalls(ns);
    expect(calls(sent)).to.deep.equal(['POST child-instance-profiles']);
    expect(sent[0]!.body).to.deep.equal({
      title: 'Custom then store',
      description: 'Changed its mind',
      access_group: 'global',
      image_name: 'Ubuntu-24.04',
      all_computers: false,
      tags: [],
    });
    expect(await madeProfile(ns, 'Custom then store')).to.deep.include({ image_name: 'Ubuntu-24.04', image_source: null });
  });

  it('a custom image and a .yml file: switching the cloud-init kind clears the other value; over 1 MiB is refused; the file’s text sent', async () => {
    const { screen } = await openList(ns);
    const { form, submit } = await openAdd(screen);
    const f = fields(form);
    await typeInto(f.title, 'Golden from file');
    await typeInto(f.description, 'Custom image with a cloud-init file');
    chooseLabel(f.rootfs, 'From URL');
    await typeInto(await waitFor(() => f.imageName()!), 'Acme-Golden-Test');
    await typeInto(f.imageUrl()!, 'https://images.acme.example/wsl/test.tar.gz');
    within(form).getByRole('checkbox', { name: 'Associate to all instances' }).click();

    // Text typed, then a file: the text is gone when the editor comes back.
    chooseLabel(f.cloudInit, 'Plain text');
    const editor = await editorIn(form);
    await typeLines(editor, ['#cloud-config', 'hostname: typed']);
    chooseLabel(f.cloudInit, 'From a file');
    const input = await waitFor(() => f.file()!);
    expect(input.getAttribute('accept')).to.equal('.yaml,.yml');
    expect(within(form).getByText(/^You can use a cloud-init configuration YAML file under 1MB/)).to.exist;
    await clearRequests(ns);
    submit.click();
    await waitFor(() => expect(fieldError(input)).to.equal(T.required));
    // Another type of file is refused as it is chosen.
    chooseFile(input, new File(['#cloud-config\n'], 'init.txt'));
    await waitFor(() => expect(fieldError(input)).to.equal('This type of file is not accepted. Choose a .yaml or .yml file.'));
    // Over 1 MiB.
    chooseFile(input, new File([`#cloud-config\n# ${'x'.repeat(1024 * 1024)}`], 'big.yaml'));
    await waitFor(() => expect(within(form).getByText('big.yaml')).to.exist);
    submit.click();
    await waitFor(() => expect(fieldError(input)).to.equal(T.tooLarge));
    expect(await changeCalls(ns)).to.deep.equal([]);
    const text = '#cloud-config\nusers:\n  - name: zoë\n    gecos: "Zoë 🧪"\n';
    chooseFile(input, new File([text], 'init.yml'));
    await waitFor(() => expect(within(form).getByText('init.yml')).to.exist);
    // A file, then text: the editor starts empty; back to a file: none chosen.
    chooseLabel(f.cloudInit, 'Plain text');
    await waitFor(() => expect(editorText(form.querySelector<HTMLElement>('.cm-content') ?? editor)).to.equal(''));
    chooseLabel(f.cloudInit, 'From a file');
    await waitFor(() => expect(within(form).queryByText('init.yml')).to.equal(null));
    const again = await waitFor(() => f.file()!);
    chooseFile(again, new File([text], 'init.yml'));
    await waitFor(() => expect(within(form).getByText('init.yml')).to.exist);
    await expect(screen.getByRole('dialog', { name: T.add })).to.be.accessible();

    submit.click();
    await findNotification(screen, 'Profile "Golden from file" added successfully');
    const sent = await changeCalls(ns);
    expect(calls(sent)).to.deep.equal(['POST child-instance-profiles']);
    const body = sent[0]!.body as Record<string, unknown>;
    expect(decoded(body['cloud_init_contents'] as string)).to.equal(text);
    expect(body).to.deep.equal({
      title: 'Golden from file',
      description: 'Custom image with a cloud-init file',
      access_group: 'global',
      image_name: 'Acme-Golden-Test',
      image_source: 'https://images.acme.example/wsl/test.tar.gz',
      cloud_init_contents: body['cloud_init_contents'],
      all_computers: true,
      tags: [],
    });
  });

  it('a refusal shows in the open panel with every value kept, no notice; the same press then adds', async () => {
    const { screen } = await openList(ns);
    const { form, submit } = await openAdd(screen);
    const f = fields(form);
    await typeInto(f.title, 'Refused at first');
    await typeInto(f.description, 'Kept');
    chooseValue(f.group, 'desktops');
    chooseLabel(f.rootfs, 'From URL');
    await typeInto(await waitFor(() => f.imageName()!), 'Kept-Image');
    await typeInto(f.imageUrl()!, 'https://images.example/kept.tar.gz');
    chooseLabel(f.cloudInit, 'Plain text');
    const editor = await editorIn(form);
    await typeLines(editor, ['#cloud-config', 'hostname: kept']);
    await pickTag(form, 'engineering');
    await setOptions(ns, { faults: [{ method: 'POST', path: 'child-instance-profiles', status: 400, times: 1, body: { error: 'X', message: 'Nope' } }] });
    await clearRequests(ns);
    submit.click();
    await within(form).findByText('Nope');
    expect(form.isConnected).to.equal(true);
    expect([f.title.value, f.description.value, f.group.value, selectedLabel(f.rootfs), f.imageName()!.value, f.imageUrl()!.value, selectedLabel(f.cloudInit)]).to.deep.equal([
      'Refused at first',
      'Kept',
      'desktops',
      'From URL',
      'Kept-Image',
      'https://images.example/kept.tar.gz',
      'Plain text',
    ]);
    expect(editorText(editor)).to.equal('#cloud-config\nhostname: kept');
    expect(chosenTags(form)).to.deep.equal(['engineering']);
    expect(queryNotification(screen, 'added successfully')).to.equal(null);
    expect((await serverWslProfiles(ns)).some((profile) => profile.title === 'Refused at first')).to.equal(false);

    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
    submit.click();
    await findNotification(screen, 'Profile "Refused at first" added successfully');
    const sent = await changeCalls(ns);
    expect(calls(sent)).to.deep.equal(['POST child-instance-profiles', 'POST child-instance-profiles']);
    expect(sent[1]!.body).to.deep.equal(sent[0]!.body);
    expect(await madeProfile(ns, 'Refused at first')).to.deep.include({ access_group: 'desktops', image_name: 'Kept-Image', cloud_init_contents: '********' });
  });
});

// ------------------------------------------------------------------------------ duplicate, edit, remove

describe('WSL profiles: duplicate, edit and remove', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('duplicates a custom image as "{title} (copy)": the image copied, no cloud-init (said in the form); the POST and the notice', async () => {
    const source = await serverWslProfile(ns, 8);
    expect(source).to.deep.include({ image_source: 'https://images.acme.example/wsl/acme-golden-2025.04.tar.gz', cloud_init_contents: '********' });
    const { screen } = await openList(ns);
    await rowAction(screen, source.title, `Duplicate "${source.title}" profile`);
    const panel = await findPanel(screen, `Duplicate "${source.title}" profile`);
    const form = await within(panel).findByRole('form', { name: `Duplicate "${source.title}" profile` });
    const f = fields(form);
    expect(f.title.value).to.equal(`${source.title} (copy)`);
    expect(f.description.value).to.equal(source.description);
    expect(selectedLabel(f.rootfs)).to.equal('From URL');
    expect(f.imageName()!.value).to.equal(source.image_name);
    expect(f.imageUrl()!.value).to.equal(source.image_source);
    expect(selectedLabel(f.cloudInit)).to.equal('Select');
    // The help says why there is none, as the select's description.
    const described = (f.cloudInit.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => (form.getRootNode() as ShadowRoot).getElementById(id)?.textContent);
    expect(described).to.include(T.duplicateHelp);
    expect(within(form).getByText(T.warning)).to.exist;
    expect(chosenTags(form)).to.deep.equal(source.tags);
    await expect(panel).to.be.accessible();
    await clearRequests(ns);
    const submit = within(form).getByRole('button', { name: 'Duplicate WSL profile' });
    expect(submit.textContent).to.equal('Duplicate');
    submit.click();
    submit.click();
    const notice = await findNotification(screen, `Profile "${source.title}" duplicated successfully`);
    const copy = await madeProfile(ns, `${source.title} (copy)`);
    expect(notice.textContent).to.include(`It has been associated with ${instances(copy.computers!.constrained.length)}`);
    const sent = await changeCalls(ns);
    expect(calls(sent)).to.deep.equal(['POST child-instance-profiles']);
    expect(sent[0]!.body).to.deep.equal({
      title: `${source.title} (copy)`,
      description: source.description,
      access_group: source.access_group,
      image_name: source.image_name,
      image_source: source.image_source,
      all_computers: false,
      tags: source.tags,
    });
    expect(copy).to.deep.include({ image_name: source.image_name, image_source: source.image_source, cloud_init_contents: null });
    expect(await serverWslProfile(ns, 8)).to.deep.equal(source);
  });

  it('edits: the image and cloud-init shown disabled; the description cannot be emptied; the last tag cleared as []; --- then in Tags', async () => {
    const groups = await groupTitles(ns);
    const profile = await serverWslProfile(ns, 2);
    expect(profile).to.deep.include({ tags: ['finance'], image_name: 'Ubuntu-22.04', cloud_init_contents: null });
    const { screen, table } = await openList(ns);
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const form = await within(panel).findByRole('form', { name: `Edit "${profile.title}" profile` });
    const f = fields(form);
    expect(f.title.value).to.equal(profile.title);
    expect(f.group.disabled).to.equal(false);
    expect(within(form).getByText(T.editUnavailable)).to.exist;
    expect(within(form).getByText('Editing unavailable')).to.exist;
    expect(f.rootfs.disabled).to.equal(true);
    await waitFor(() => expect(selectedLabel(f.rootfs)).to.equal('Ubuntu 22.04'));
    expect(f.cloudInit.disabled).to.equal(true);
    expect(selectedLabel(f.cloudInit)).to.equal('Not set');
    expect(f.imageName()).to.equal(null);
    expect(chosenTags(form)).to.deep.equal(['finance']);
    await expect(panel).to.be.accessible();

    await clearRequests(ns);
    await retype(f.description, '');
    const save = within(form).getByRole('button', { name: 'Save changes' });
    save.click();
    await waitFor(() => expect(fieldError(f.description)).to.equal(T.required));
    expect(await changeCalls(ns)).to.deep.equal([]);
    await typeInto(f.description, 'Now for everyone in desktops');
    chooseValue(f.group, 'desktops');
    await unpickTag(form, 'finance');
    save.click();
    save.click();
    await findNotification(screen, `WSL profile "${profile.title}" updated successfully`);
    const sent = await changeCalls(ns);
    expect(calls(sent), 'one request for a double click').to.deep.equal([`PATCH child-instance-profiles/${profile.name}`]);
    expect(sent[0]!.body).to.deep.equal({ title: profile.title, description: 'Now for everyone in desktops', access_group: 'desktops', all_computers: false, tags: [] });
    const saved = await serverWslProfile(ns, profile.id);
    expect(saved).to.deep.include({ description: 'Now for everyone in desktops', access_group: 'desktops', tags: [] });
    await waitFor(() => expect(shownRows(table)[1]).to.deep.equal(expectedRow(saved, groups)));
    expect(shownRows(table)[1]!.slice(1, 4)).to.deep.equal(['Now for everyone in desktops', groups.get('desktops'), '---']);
    expect(shownRows(table)[1]![6]).to.equal('---');
  });

  it('removes typed with the name: the count said right, the instances kept; one request per double click; the notice; the row gone', async () => {
    const profile = await serverWslProfile(ns, 2);
    const { portal, screen, table } = await openList(ns);
    await rowAction(screen, profile.title, `Remove "${profile.title}" profile`);
    const modal = await screen.findByRole('dialog', { name: 'Remove WSL profile' });
    const count = profile.computers!.constrained.length;
    expect(within(modal).getByText(/^Removing/).textContent).to.equal(
      `Removing "${profile.title}" WSL profile will not remove the WSL child instances associated with it. The profile is associated with ${instances(count)}. This action is irreversible.`,
    );
    const field = within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }) as HTMLInputElement;
    expect(field.placeholder).to.equal(`remove ${profile.name}`);
    const confirm = within(modal).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    for (const wrong of [`remove ${profile.title}`, `Remove ${profile.name}`, `remove ${profile.name} `]) {
      await retype(field, wrong);
      await waitFor(() => expect(field.value).to.equal(wrong));
      expect(confirm.disabled, wrong).to.equal(true);
    }
    await retype(field, `remove ${profile.name}`);
    await waitFor(() => expect(confirm.disabled).to.equal(false));
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, 'WSL profile removed');
    expect(notice.textContent).to.include(`WSL profile "${profile.title}" removed successfully.`);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    expect(calls(await changeCalls(ns)), 'one request for a double click').to.deep.equal([`DELETE child-instance-profiles/${profile.name}`]);
    await waitFor(() => expect(shownTitles(table)).to.not.include(profile.title));
    expect((await serverWslProfiles(ns)).map((candidate) => candidate.id)).to.not.include(profile.id);
  });
});

// ----------------------------------------------------------------------------------------------- details

describe('WSL profiles: details and hostile strings', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
    delete window.__hostileRan;
  });
  afterEach(leavePortal);

  it('shows the facts: the image, its source as text, cloud-init set or N/A, the counts linked, the association; Edit with Back; accessible', async () => {
    const golden = await serverWslProfile(ns, 8);
    const stock = await serverWslProfile(ns, 1);
    const { screen, table } = await openList(ns);
    let panel = await openDetails(screen, table, golden);
    await waitFor(() =>
      expect(facts(panel)).to.deep.include({
      Title: golden.title,
      Name: golden.name,
      'Access group': 'Global access',
      Description: golden.description,
      'RootFS image source': golden.image_source,
      'Cloud-init': 'Set (hidden)',
      'Not compliant': instances(golden.computers!['non-compliant'].length),
      Pending: instances(golden.computers!.pending.length),
      Tags: 'windows',
        'Associated instances': instances(golden.computers!.constrained.length),
      }),
    );
    expect(fact(panel, 'RootFS image source').querySelector('a'), 'a source is never a link').to.equal(null);
    expect(hrefQuery(fact(panel, 'Not compliant').querySelector('a')!)).to.equal('wsl-profile:8:non-compliant');
    expect(hrefQuery(fact(panel, 'Pending').querySelector('a')!)).to.equal('wsl-profile:8:pending');
    expect(hrefQuery(fact(panel, 'Associated instances').querySelector('a')!)).to.equal('profile:wsl:8');
    const toolbar = within(panel).getByRole('toolbar', { name: `${golden.title} profile actions` });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      `Edit "${golden.title}" profile`,
      `Duplicate "${golden.title}" profile`,
      `Remove "${golden.title}" profile`,
    ]);
    await expect(panel).to.be.accessible();

    // Edit from the details: the custom image's fields disabled, cloud-init set; Back returns.
    within(toolbar).getByRole('button', { name: `Edit "${golden.title}" profile` }).click();
    const edit = await findPanel(screen, `Edit "${golden.title}" profile`);
    const f = fields(await within(edit).findByRole('form', { name: `Edit "${golden.title}" profile` }));
    expect(selectedLabel(f.rootfs)).to.equal('From URL');
    expect([f.imageName()!.value, f.imageName()!.disabled, f.imageUrl()!.value, f.imageUrl()!.disabled]).to.deep.equal([golden.image_name, true, golden.image_source, true]);
    expect(selectedLabel(f.cloudInit)).to.equal('Set (hidden)');
    within(edit).getByRole('button', { name: 'Back' }).click();
    panel = await findPanel(screen, golden.title);

    panel = await openDetails(screen, table, stock);
    await waitFor(() => expect(fact(panel, 'RootFS image name').textContent).to.equal('Ubuntu-24.04'));
    expect(facts(panel)['Cloud-init']).to.equal('N/A');
    expect(Object.keys(facts(panel))).to.not.include('RootFS image source');
    expect(within(panel).getByText('This profile has been associated with all instances.')).to.exist;
  });

  it('shows the hostile profile (seed 6) as text in the list, the details, the edit form and the removal modal', async () => {
    const profile = await serverWslProfile(ns, 6);
    expect(profile.title).to.contain('<img').and.to.contain('\u202E');
    expect(profile.description).to.contain('<script>');
    expect(profile.image_source).to.match(/^javascript:/);
    const { portal, screen, table } = await openList(ns);
    const cells = [...rowOf(table, profile.title).querySelectorAll<HTMLElement>(':scope > td, :scope > th')];
    expect(cells[0]!.querySelector('button')!.textContent).to.equal(profile.title);
    expect(cells[1]!.textContent).to.equal(profile.description);
    expect(cells[3]!.textContent).to.equal(profile.tags.join(', '));
    expect(isIsolated(textHolder(cells[0]!, profile.title), cells[0]!)).to.equal(true);
    expect(isIsolated(textHolder(cells[1]!, profile.description), cells[1]!)).to.equal(true);
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();

    const panel = await openDetails(screen, table, profile);
    await waitFor(() => expect(fact(panel, 'RootFS image source').textContent).to.equal(profile.image_source));
    expect(fact(panel, 'Description').textContent).to.equal(profile.description);
    expect(fact(panel, 'RootFS image name').textContent).to.equal('Hostile-Image');
    expect(fact(panel, 'Cloud-init').textContent).to.equal('Set (hidden)');
    expect(allElements(panel).filter((element) => element.localName === 'a' && (element.getAttribute('href') ?? '').startsWith('javascript:'))).to.deep.equal([]);
    expect(isIsolated(textHolder(fact(panel, 'RootFS image source'), profile.image_source!), fact(panel, 'RootFS image source'))).to.equal(true);
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();

    within(panel).getByRole('button', { name: `Edit "${profile.title}" profile` }).click();
    const edit = await findPanel(screen, `Edit "${profile.title}" profile`);
    const f = fields(await within(edit).findByRole('form', { name: `Edit "${profile.title}" profile` }));
    expect([f.title.value, f.description.value, f.imageUrl()!.value]).to.deep.equal([profile.title, profile.description, profile.image_source]);
    expect(chosenTags(edit)).to.deep.equal(profile.tags);
    expectNoMarkupElements(portal.shadowRoot!);
    within(edit).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(edit.isConnected).to.equal(false));

    await rowAction(screen, profile.title, `Remove "${profile.title}" profile`);
    const modal = await screen.findByRole('dialog', { name: 'Remove WSL profile' });
    const body = within(modal).getByText(/^Removing/);
    expect(body.textContent).to.include(`Removing "${profile.title}" WSL profile`);
    expect(isIsolated(textHolder(body, profile.title), body)).to.equal(true);
    expect(textHolder(body, profile.title).textContent).to.not.include('WSL profile will not');
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
  });
});
