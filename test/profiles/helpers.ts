/**
 * The profile screens' tests' shared pieces (removal, upgrade and reboot profiles, screens profiles.md
 * §3–§5): each type's texts and columns, what the simulator holds (asked directly with a token, so
 * the screen's own requests stay apart in the log: the tests never use the screen's cookie session),
 * the rows as a person reads them, menus, panels and facts, and the legacy calls' parameters.
 */
import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import dayjs from 'dayjs';
import { computeAccessibleName } from 'dom-accessibility-api';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import type { RebootProfile } from '../../src/api/reboot-profiles.ts';
import type { RemovalProfile } from '../../src/api/removal-profiles.ts';
import type { RepositoryProfile } from '../../src/api/repository-profiles.ts';
import type { UpgradeProfile } from '../../src/api/upgrade-profiles.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { renderPortal, WELCOME_KEY } from '../helpers/portal.ts';
import { createNamespace, requests, signIn, tokenFor, type RecordedRequest, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';

export { PROFILE_SHOWCASE } from '../../demo/server/showcase.ts';
export type { RebootProfile, RemovalProfile, UpgradeProfile };

// Every answer travels over HTTP from the simulator; with two test pages sharing two cores, one can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 8000 });

export type Screen = ReturnType<typeof screenOf>;
export type ProfileType = 'removal' | 'upgrade' | 'reboot';
export type AnyProfile = RemovalProfile | UpgradeProfile | RebootProfile;

/** A fresh namespace, signed in (the portal's cookie), the welcome modal already seen. */
export async function signedIn(options: SimulatorOptions = {}): Promise<SimNamespace> {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace(options);
  await signIn(ns);
  return ns;
}

// ------------------------------------------------------------------------------------ the server's view

const tokens = new WeakMap<SimNamespace, Promise<string>>();
/** The admin's bearer token in acme (one per namespace). */
export function adminToken(ns: SimNamespace): Promise<string> {
  let token = tokens.get(ns);
  if (!token) {
    token = tokenFor(ns);
    tokens.set(ns, token);
  }
  return token;
}

/** The admin's token in another organisation. */
export async function tokenIn(ns: SimNamespace, account: 'globex' | 'initech'): Promise<string> {
  const switched = await fetch(`${ns.apiBase}switch-account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(ns)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: account }),
  });
  expect(switched.status).to.equal(200);
  return ((await switched.json()) as { token: string }).token;
}

/** A legacy action's answer, as the server gives it (GET, parameters in the query). */
export async function serverLegacy<T>(ns: SimNamespace, action: string, params: Record<string, string> = {}, token?: string): Promise<T> {
  const query = new URLSearchParams({ action, version: '2011-08-01', ...params });
  const response = await fetch(`${ns.legacyApiBase}?${query}`, { headers: { authorization: `Bearer ${token ?? (await adminToken(ns))}` } });
  expect(response.status, `${action}: ${await response.clone().text()}`).to.equal(200);
  return response.json() as Promise<T>;
}

/** A REST call of the simulator with the admin's token; the answer's JSON (or null for a 204). */
export async function serverRest<T>(ns: SimNamespace, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${ns.apiBase}${path}`, {
    method,
    headers: { authorization: `Bearer ${token ?? (await adminToken(ns))}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).to.equal(true);
  return (response.status === 204 ? null : response.json()) as Promise<T>;
}

/** The reboot profiles' page size the tests ask for: never one the screen asks for (1,000), so the log keeps them apart. */
const PROBE_LIMIT = '999';

export const serverRemovals = (ns: SimNamespace, token?: string) => serverLegacy<RemovalProfile[]>(ns, 'GetRemovalProfiles', {}, token);
export const serverUpgrades = (ns: SimNamespace, token?: string) => serverLegacy<UpgradeProfile[]>(ns, 'GetUpgradeProfiles', {}, token);
export async function serverReboots(ns: SimNamespace, token?: string): Promise<RebootProfile[]> {
  const page = await serverRest<{ count: number; results: RebootProfile[] }>(ns, 'GET', `rebootprofiles?limit=${PROBE_LIMIT}&offset=0`, undefined, token);
  expect(page.results.length, 'one page holds every reboot profile').to.equal(page.count);
  return page.results;
}

/** Every profile of a type as the server lists it, in its order. */
export function serverProfiles(type: ProfileType, ns: SimNamespace, token?: string): Promise<AnyProfile[]> {
  if (type === 'removal') return serverRemovals(ns, token);
  if (type === 'upgrade') return serverUpgrades(ns, token);
  return serverReboots(ns, token);
}

/** One profile by id, as the server has it now. */
export async function serverProfile<P extends AnyProfile>(type: ProfileType, ns: SimNamespace, id: number): Promise<P> {
  const found = (await serverProfiles(type, ns)).find((profile) => profile.id === id);
  expect(found, `${type} profile ${id} on the server`).to.exist;
  return found as P;
}

/** The access groups' titles by name (GetAccessGroups). */
export async function groupTitles(ns: SimNamespace): Promise<Map<string, string>> {
  const groups = await serverLegacy<{ name: string; title: string }[]>(ns, 'GetAccessGroups');
  return new Map(groups.map((group) => [group.name, group.title]));
}

// ------------------------------------------------------------------------------------ the request log

/** The screen's requests of a legacy action (its name is the recorded path), oldest first. */
export const legacyCalls = (ns: SimNamespace, action: string) => requests(ns, { path: action });

/** The screen's `GET rebootprofiles` list requests (not the tests' look-ups). */
export async function rebootListRequests(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns, { method: 'GET', path: 'rebootprofiles' })).filter((request) => request.query['limit'] !== PROBE_LIMIT);
}

/** A legacy request's parameters without `action` and `version`, sorted by name. */
export function legacyParams(request: RecordedRequest): Record<string, string> {
  const params = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
  const all: Record<string, string> = { ...request.query };
  for (const [name, value] of params) all[name] = value;
  delete all['action'];
  delete all['version'];
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

/** Sorted by name, as `legacyParams` gives them. */
export const sortedParams = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));

/** The requests of every profile-changing call of a type since the log was last cleared. */
export async function changeCalls(ns: SimNamespace, type: ProfileType): Promise<RecordedRequest[]> {
  const all = await requests(ns);
  if (type === 'reboot') return all.filter((request) => request.method !== 'GET' && request.path.startsWith('rebootprofiles'));
  const Type = type === 'removal' ? 'Removal' : 'Upgrade';
  const actions = [`Create${Type}Profile`, `Edit${Type}Profile`, `Remove${Type}Profile`, `Associate${Type}Profile`, `Disassociate${Type}Profile`];
  return all.filter((request) => actions.includes(request.path));
}

// ---------------------------------------------------------------------------------------- the types

export interface TypeTexts {
  readonly type: ProfileType;
  readonly route: string;
  readonly heading: string;
  readonly element: string;
  readonly columns: readonly string[];
  readonly add: string;
  readonly searchLabel: string;
  readonly noMatch: (search: string) => string;
  readonly empty: { readonly title: string; readonly body: string; readonly link: string; readonly href: string };
  /** The load call a fault matches. */
  readonly listCall: { readonly method: 'GET'; readonly path: string };
  /** The remove item's accessible name in the row menu. */
  readonly removeItem: (title: string) => string;
  readonly removeTitle: string;
  readonly removed: { readonly title: string; readonly message: (title: string) => string };
}

export const TYPES: Record<ProfileType, TypeTexts> = {
  removal: {
    type: 'removal',
    route: '/profiles/removal',
    heading: 'Removal profiles',
    element: 'landscape-removal-profiles',
    columns: ['Name', 'Access group', 'Tags', 'Removal timeframe', 'Associated', 'Actions'],
    add: 'Add removal profile',
    searchLabel: 'Search removal profiles',
    noMatch: (search) => `No removal profiles found with the search: "${search}"`,
    empty: {
      title: 'No removal profiles found',
      body: 'You haven\u2019t added any removal profiles yet.',
      link: 'How to manage computers in Landscape',
      href: 'https://ubuntu.com/landscape/docs/managing-computers',
    },
    listCall: { method: 'GET', path: 'GetRemovalProfiles' },
    removeItem: (title) => `Remove "${title}" profile`,
    removeTitle: 'Remove removal profile',
    removed: { title: 'Removal profile removed', message: (title) => `Removal profile ${title} has been removed` },
  },
  upgrade: {
    type: 'upgrade',
    route: '/profiles/upgrade',
    heading: 'Upgrade profiles',
    element: 'landscape-upgrade-profiles',
    columns: ['Name', 'Access group', 'Tags', 'Associated', 'Actions'],
    add: 'Add upgrade profile',
    searchLabel: 'Search upgrade profiles',
    noMatch: (search) => `No upgrade profiles found with the search: "${search}"`,
    empty: {
      title: 'No upgrade profiles found',
      body: 'You haven\u2019t added any upgrade profiles yet.',
      link: 'How to manage computers in Landscape',
      href: 'https://ubuntu.com/landscape/docs/managing-computers',
    },
    listCall: { method: 'GET', path: 'GetUpgradeProfiles' },
    removeItem: (title) => `Remove "${title}" upgrade profile`,
    removeTitle: 'Remove upgrade profile',
    removed: { title: 'Upgrade profile removed', message: (title) => `Upgrade profile "${title}" removed successfully` },
  },
  reboot: {
    type: 'reboot',
    route: '/profiles/reboot',
    heading: 'Reboot profiles',
    element: 'landscape-reboot-profiles',
    columns: ['name', 'access group', 'Tags', 'associated', 'scheduled reboot', 'Actions'],
    add: 'Add reboot profile',
    searchLabel: 'Search reboot profiles',
    noMatch: (search) => `No profiles found with the search: "${search}"`,
    empty: {
      title: 'You don\'t have any Reboot profiles yet',
      body: 'Regular reboots keep your system healthy and secure by applying the latest updates. They also help maintain Livepatch coverage. Add a reboot profile to automate this process for your instances.',
      link: 'Learn more about Livepatch.',
      href: 'https://ubuntu.com/security/livepatch/docs',
    },
    listCall: { method: 'GET', path: 'rebootprofiles' },
    removeItem: (title) => `Remove "${title}" profile`,
    removeTitle: 'Remove reboot profile',
    removed: { title: 'Reboot profile removed', message: (title) => `Reboot profile "${title}" removed successfully` },
  },
};

// ------------------------------------------------------------------------------- what a person reads

const DAY_NAMES: Record<string, string> = { su: 'Sunday', mo: 'Monday', tu: 'Tuesday', we: 'Wednesday', th: 'Thursday', fr: 'Friday', sa: 'Saturday' };
const WEEK = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
/** "Monday", "Monday and Friday", "Monday, Tuesday and Friday" (upgrade, §3.4). */
const daysAnd = (days: readonly string[]) => {
  const names = WEEK.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day]!);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
/** With an Oxford comma (reboot, §4.4). */
const daysOxford = (days: readonly string[]) => {
  const names = WEEK.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day]!);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
};
const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** An upgrade profile's schedule in words (§3.4, with its zone). */
export function upgradeWords(profile: Pick<UpgradeProfile, 'every' | 'on_days' | 'at_hour' | 'at_minute'>): string {
  const minute = Number(profile.at_minute);
  const days = profile.on_days ?? [];
  if (profile.every === 'hour') return `Every hour at ${plural(minute, 'minute', 'minutes')} past${days.length > 0 ? ` on ${daysAnd(days)}` : ''} (UTC)`;
  if (days.length === 7) return `Every day at ${clock(Number(profile.at_hour), minute)} UTC`;
  return `Every ${daysAnd(days)} at ${clock(Number(profile.at_hour), minute)} UTC`;
}

/** A reboot profile's schedule in words (§4.4, with its time and zone). */
export const rebootWords = (profile: Pick<RebootProfile, 'on_days' | 'at_hour' | 'at_minute'>) =>
  `Every week on ${daysOxford(profile.on_days ?? [])} at ${clock(profile.at_hour!, profile.at_minute!)} UTC`;

/** 'MMM DD, YYYY, HH:mm' in the browser's zone, then the zone's short name (DateTime). */
const zoneOf = (time: string) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(time)).find((part) => part.type === 'timeZoneName')!.value;
export const shownTime = (time: string) => `${dayjs(time).format('MMM DD, YYYY, HH:mm')} ${zoneOf(time)}`;

const tagsText = (profile: AnyProfile) => (profile.all_computers ? 'All instances' : profile.tags.length === 0 ? '---' : profile.tags.join(', '));

/** How many instances: `---` without an association, else `{n} instance(s)`. */
export function associatedText(profile: AnyProfile): string {
  if (!profile.all_computers && profile.tags.length === 0) return '---';
  const n = 'num_computers' in profile ? profile.num_computers! : (profile as RemovalProfile).computers!.num_associated_computers!;
  return plural(n, 'instance', 'instances');
}

/** What a server profile's row shows, cell by cell (the actions cell: its button's name). */
export function expectedRow(type: ProfileType, profile: AnyProfile, groups: Map<string, string>): string[] {
  const group = groups.get(profile.access_group) ?? profile.access_group;
  const menu = `${profile.title} profile actions`;
  if (type === 'removal') {
    const removal = profile as RemovalProfile;
    const name = removal.name === removal.title ? removal.title : `${removal.title}${removal.name}`;
    return [name, group, tagsText(profile), plural(removal.days_without_exchange, 'day', 'days'), associatedText(profile), menu];
  }
  if (type === 'upgrade') {
    const upgrade = profile as UpgradeProfile;
    const name = upgrade.name === upgrade.title ? upgrade.title : `${upgrade.title}${upgrade.name}`;
    return [name, group, tagsText(profile), associatedText(profile), menu];
  }
  const reboot = profile as RebootProfile;
  return [reboot.title, group, tagsText(profile), associatedText(profile), reboot.next_run ? shownTime(reboot.next_run) : '---', menu];
}

/** The rows a table shows, cell by cell (the actions cell: its menu button's name). */
export function shownRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll(':scope > td, :scope > th')].map((cell, index, cells) =>
      index === cells.length - 1 ? (cell.querySelector('button')?.getAttribute('aria-label') ?? '') : (cell.textContent ?? ''),
    ),
  );
}

/** The table's headers. */
export const headers = (table: HTMLElement) => [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);

/** The titles of the rows shown (their open buttons' text). */
export const shownTitles = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td button, th button')?.textContent ?? '');

/** The profiles table, once it shows the current answer (not busy) and its row menus are in. */
export async function settledTable(screen: Screen, type: ProfileType): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: TYPES[type].heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

/** Waits until the table shows exactly these profiles' rows. */
export async function expectRows(screen: Screen, type: ProfileType, profiles: readonly AnyProfile[], groups: Map<string, string>): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: TYPES[type].heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(shownRows(table)).to.deep.equal(profiles.map((profile) => expectedRow(type, profile, groups)));
    return table;
  });
}

/** A row's cells by their column headers (the actions cell: its menu button's name). */
export function rowCells(table: HTMLElement, title: string): Record<string, string> {
  const names = headers(table);
  const row = shownRows(table)[shownTitles(table).indexOf(title)];
  if (!row) throw new Error(`no row "${title}" in ${shownTitles(table).join(' | ')}`);
  return Object.fromEntries(names.map((name, index) => [name ?? '', row[index] ?? '']));
}

/** The row of a profile by its title. */
export function rowOf(table: HTMLElement, title: string): HTMLElement {
  const row = [...table.querySelectorAll('tbody tr')].find((candidate) => candidate.querySelector('td button, th button')?.textContent === title);
  if (!row) throw new Error(`no row "${title}" in ${shownTitles(table).join(' | ')}`);
  return row as HTMLElement;
}

/** Opens a row's menu (by the profile's title); the menu. */
export async function openRowMenu(screen: Screen, title: string): Promise<HTMLElement> {
  (await screen.findByRole('button', { name: `${title} profile actions` })).click();
  return screen.findByRole('menu', { name: `${title} profile actions` });
}

/** Chooses an item of a row's menu by its accessible name. */
export async function rowAction(screen: Screen, title: string, item: string | RegExp): Promise<void> {
  within(await openRowMenu(screen, title)).getByRole('menuitem', { name: item }).click();
}

/** The side panel (a non-modal dialog) of this title. */
export const findPanel = (screen: Screen, title: string) => screen.findByRole('dialog', { name: title });

/** A details fact's value (`<dt>` label, its `<dd>`) inside `scope`. */
export function fact(scope: HTMLElement, label: string): HTMLElement {
  const term = [...scope.querySelectorAll('dt')].find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`no "${label}" in ${[...scope.querySelectorAll('dt')].map((dt) => dt.textContent).join(', ')}`);
  return term.nextElementSibling as HTMLElement;
}

/** Every fact in `scope`: label → text. */
export function facts(scope: HTMLElement): Record<string, string> {
  return Object.fromEntries([...scope.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

/** The portal at a type's route, once its heading is shown. */
export async function openType(ns: SimNamespace, type: ProfileType, query = '') {
  // Seen before each mount: leavePortal forgets it after each test.
  localStorage.setItem(WELCOME_KEY, 'true');
  const rendered = await renderPortal(ns, `${TYPES[type].route}${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: TYPES[type].heading });
  return rendered;
}

/** The portal at a type's route, once its table is settled. */
export async function openList(ns: SimNamespace, type: ProfileType, query = '') {
  const rendered = await openType(ns, type, query);
  const table = await settledTable(rendered.screen, type);
  return { ...rendered, table };
}

/** `<landscape-root>` with one profiles element. */
export async function renderElement(ns: SimNamespace, type: ProfileType) {
  const element = document.createElement(TYPES[type].element);
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">${element}</landscape-root>`,
    'landscape-root',
  );
  root.store.browser = { assign: () => undefined };
  return { root, element, screen: screenOf(element) };
}

// -------------------------------------------------------------------------------------------- forms

/** Replaces a field's text with real key presses. */
export async function retype(input: HTMLElement, text: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  (input as HTMLInputElement).focus();
  (input as HTMLInputElement).select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
}

/** Picks a tag in the association's Tags field. */
export async function pickTag(form: HTMLElement, tag: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  const scope = within(form);
  const input = scope.getByRole('combobox', { name: 'Tags' });
  input.focus();
  await sendKeys({ type: tag });
  (await scope.findByRole('option', { name: tag })).click();
  await scope.findByRole('button', { name: `Remove ${tag}` });
  // The typed text goes once a value is chosen; the list stays open for more: close it.
  await sendKeys({ press: 'Escape' });
}

/** Removes a chosen tag. */
export async function unpickTag(form: HTMLElement, tag: string): Promise<void> {
  const scope = within(form);
  scope.getByRole('button', { name: `Remove ${tag}` }).click();
  await waitFor(() => expect(scope.queryByRole('button', { name: `Remove ${tag}` })).to.equal(null));
}

/** The chosen tags' chips, in order. */
export const chosenTags = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')!.slice('Remove '.length));

/** A checkbox or radio by its name, checked or not. */
export const isChecked = (form: HTMLElement, role: 'checkbox' | 'radio', name: string | RegExp) => (within(form).getByRole(role, { name }) as HTMLInputElement).checked;

/** The weekdays ticked in the Days group, Sunday first. */
export function tickedDays(form: HTMLElement): string[] {
  const group = within(form).getByRole('group', { name: /^Days/ });
  return within(group)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => within(group).getByText((_, element) => element?.localName === 'label' && element.getAttribute('for') === box.id).textContent!);
}

/** Sets the Days group to exactly these weekday names. */
export async function setDays(form: HTMLElement, names: readonly string[]): Promise<void> {
  const group = within(form).getByRole('group', { name: /^Days/ });
  for (const box of within(group).getAllByRole('checkbox') as HTMLInputElement[]) {
    const name = within(group).getByText((_, element) => element?.localName === 'label' && element.getAttribute('for') === box.id).textContent!;
    if (box.checked !== names.includes(name)) box.click();
  }
  await waitFor(() => expect(tickedDays(form)).to.deep.equal(WEEK.map((day) => DAY_NAMES[day]!).filter((name) => names.includes(name))));
}

/** The field's value by its label (text, number). */
export const valueOf = (form: HTMLElement, role: 'textbox' | 'spinbutton', name: string | RegExp) => (within(form).getByRole(role, { name }) as HTMLInputElement).value;

/** A field's (or a group's) error message, '' when it has none. */
export function fieldError(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const root = control.getRootNode() as ShadowRoot | Document;
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

// ---------------------------------------------------------------------------- repository profiles

export type { RepositoryProfile };

/** A distribution as GetDistributions sends it (what the form's Pockets tab reads). */
export interface ServerDistribution {
  name: string;
  access_group: string;
  series: { name: string; pockets: { id: number; name: string }[] }[];
}

/** An APT source as GetAPTSources sends it. */
export interface ServerAptSource {
  id: number;
  name: string;
  line: string;
  gpg_key: string | null;
  access_group: string;
}

/** The repository profiles screen (profiles.md §1), its texts verbatim. */
export const REPOSITORY = {
  route: '/profiles/repositories',
  heading: 'Repository profiles',
  element: 'landscape-repository-profiles',
  columns: ['Title', 'Description', 'Access group', 'Tags', 'Actions'],
  add: 'Add repository profile',
  searchLabel: 'Search repository profiles',
  noMatch: (search: string) => `No repository profiles found with the search "${search}"`,
  empty: {
    title: 'No repository profiles found',
    body: 'You haven\u2019t added any repository profiles yet.',
    link: 'How to manage repositories in Landscape',
    href: 'https://ubuntu.com/landscape/docs/manage-repositories-web-portal',
  },
  editItem: (title: string) => `Edit "${title}" profile`,
  removeItem: (title: string) => `Remove "${title}" repository profile`,
  editPanel: (title: string) => `Edit ${title}`,
  removeTitle: 'Remove repository profile',
  removed: { title: 'Repository profile removed', message: (title: string) => `Repository profile "${title}" removed successfully` },
  added: { title: 'Repository profile created', message: (title: string) => `Repository profile "${title}" created successfully` },
  saved: { title: (title: string) => `You have successfully edited ${title}`, message: 'The repository profile details have been updated.' },
} as const;

/** Every repository profile in the server's order (asked with the probe's page size, never the screen's). */
export async function serverRepositoryProfiles(ns: SimNamespace, token?: string): Promise<RepositoryProfile[]> {
  const page = await serverRest<{ count: number; results: RepositoryProfile[] }>(ns, 'GET', `repositoryprofiles?limit=${PROBE_LIMIT}&offset=0`, undefined, token);
  expect(page.results.length, 'one page holds every repository profile').to.equal(page.count);
  return page.results;
}

/** One repository profile by id, as the server has it now. */
export async function serverRepositoryProfile(ns: SimNamespace, id: number): Promise<RepositoryProfile> {
  const found = (await serverRepositoryProfiles(ns)).find((profile) => profile.id === id);
  expect(found, `repository profile ${id} on the server`).to.exist;
  return found!;
}

export const serverDistributions = (ns: SimNamespace) => serverLegacy<ServerDistribution[]>(ns, 'GetDistributions');
export const serverAptSources = (ns: SimNamespace) => serverLegacy<ServerAptSource[]>(ns, 'GetAPTSources');

/** The screen's `GET repositoryprofiles` list requests (not the tests' look-ups). */
export async function repositoryListRequests(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns, { method: 'GET', path: 'repositoryprofiles' })).filter((request) => request.query['limit'] !== PROBE_LIMIT);
}

/** The screen's repository-profile-changing requests (POST, PUT, RemoveRepositoryProfile) since the log was last cleared. */
export async function repositoryChangeCalls(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns)).filter(
    (request) => request.path === 'RemoveRepositoryProfile' || (request.method !== 'GET' && request.path.startsWith('repositoryprofiles')),
  );
}

/** What a repository profile's row shows, cell by cell (the actions cell: its button's name). */
export function repositoryRow(profile: RepositoryProfile, groups: Map<string, string>): string[] {
  const title = profile.name === profile.title ? profile.title : `${profile.title}${profile.name}`;
  const tags = profile.all_computers ? 'All instances' : profile.tags.length === 0 ? '---' : profile.tags.join(', ');
  return [title, profile.description === '' ? '---' : profile.description, groups.get(profile.access_group) ?? profile.access_group, tags, `${profile.title} profile actions`];
}

/** The repository profiles table, once it shows the current answer (not busy). */
export function settledRepositoryTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: REPOSITORY.heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

/** Waits until the table shows exactly these repository profiles' rows. */
export function expectRepositoryRows(screen: Screen, profiles: readonly RepositoryProfile[], groups: Map<string, string>): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: REPOSITORY.heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(shownRows(table)).to.deep.equal(profiles.map((profile) => repositoryRow(profile, groups)));
    return table;
  });
}

/** The portal at /profiles/repositories, once its heading is shown. */
export async function openRepositoryRoute(ns: SimNamespace, query = '') {
  localStorage.setItem(WELCOME_KEY, 'true');
  const rendered = await renderPortal(ns, `${REPOSITORY.route}${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: REPOSITORY.heading });
  return rendered;
}

/** The portal at /profiles/repositories, once its table is settled. */
export async function openRepositoryList(ns: SimNamespace, query = '') {
  const rendered = await openRepositoryRoute(ns, query);
  const table = await settledRepositoryTable(rendered.screen);
  return { ...rendered, table };
}

/** `<landscape-root>` with `landscape-repository-profiles`. */
export async function renderRepositoryElement(ns: SimNamespace) {
  const element = document.createElement(REPOSITORY.element);
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">${element}</landscape-root>`,
    'landscape-root',
  );
  root.store.browser = { assign: () => undefined };
  return { root, element, screen: screenOf(element) };
}

/** The repository profile form's tab of this name, chosen; its panel once shown. */
export async function chooseTab(form: HTMLElement, name: 'Details' | 'Pockets' | 'APT sources'): Promise<HTMLElement> {
  const tab = within(form).getByRole('tab', { name });
  tab.click();
  await waitFor(() => expect(tab.getAttribute('aria-selected')).to.equal('true'));
  return within(form).getByRole('tabpanel', { name });
}

/** The selected tab's name. */
export function selectedTab(form: HTMLElement): string {
  const tab = within(form).getAllByRole('tab').find((candidate) => candidate.getAttribute('aria-selected') === 'true');
  // Its label (a count beside it is not part of its name).
  return tab ? computeAccessibleName(tab) : '';
}

/**
 * The Pockets tab as a person reads it: per distribution, per series, its pockets' labels with `*`
 * after a ticked one (`ubuntu / noble: release*, updates`).
 */
export function pocketTree(panel: HTMLElement): string[] {
  const lines: string[] = [];
  const root = panel.getRootNode() as Document | ShadowRoot;
  const nameOf = (group: Element) => root.getElementById(group.getAttribute('aria-labelledby')!)!.textContent;
  const outer = within(panel)
    .queryAllByRole('group')
    .filter((group) => !panel.contains(group.parentElement!.closest('[role="group"]')));
  for (const distribution of outer) {
    const distributionName = nameOf(distribution);
    for (const series of [...distribution.querySelectorAll('[role="group"]')]) {
      const seriesName = nameOf(series);
      const pockets = [...series.querySelectorAll('input[type="checkbox"]')].map((box) => {
        const label = root.querySelector(`label[for="${CSS.escape(box.id)}"]`)!.textContent;
        return `${label}${(box as HTMLInputElement).checked ? '*' : ''}`;
      });
      lines.push(`${distributionName} / ${seriesName}: ${pockets.join(', ')}`);
    }
  }
  return lines;
}

/** The APT sources tab as a person reads it: each source's name (its checkbox's label), whether it is ticked, its line. */
export function aptSourceList(panel: HTMLElement): { name: string; checked: boolean; line: string }[] {
  return (within(panel).queryAllByRole('checkbox') as HTMLInputElement[]).map((box) => {
    const root = box.getRootNode() as Document | ShadowRoot;
    const name = root.querySelector(`label[for="${CSS.escape(box.id)}"]`)!.textContent ?? '';
    const line = root.getElementById(box.getAttribute('aria-describedby')!)!.textContent ?? '';
    return { name, checked: box.checked, line };
  });
}

/** A tab's search: typed, then applied with Enter. */
export async function searchTab(panel: HTMLElement, label: 'Search for pockets' | 'Search for APT sources', text: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  const box = within(panel).getByRole('searchbox', { name: label }) as HTMLInputElement;
  box.focus();
  box.select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

// ------------------------------------------------------------------------------------ package profiles

/** A package profile's constraint as the server holds it (profiles.md §2.9). */
export interface ServerConstraint {
  id: number;
  constraint: string;
  package: string;
  rule: string;
  version: string;
}

/** A package profile as `GET packageprofiles` sends it (constraints and compliance included). */
export interface ServerPackageProfile {
  id: number;
  name: string;
  title: string;
  description: string;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  version: string;
  constraints: ServerConstraint[];
  computers: { constrained: number[]; 'non-compliant': number[]; pending: number[] };
}

/** The package profiles screen (profiles.md §2), its texts as the screen says them. */
export const PACKAGE = {
  route: '/profiles/package',
  heading: 'Package profiles',
  element: 'landscape-package-profiles',
  columns: ['Name', 'Description', 'Access group', 'Tags', 'Not compliant', 'Pending', 'Associated', 'Actions'],
  add: 'Add package profile',
  searchLabel: 'Search package profiles',
  noMatch: (search: string) => `No package profiles found with the search "${search}"`,
  empty: {
    title: 'No package profiles found',
    body: 'You haven\u2019t added any package profiles yet.',
    link: 'How to manage packages in Landscape',
    href: 'https://ubuntu.com/landscape/docs/managing-packages',
  },
  help: {
    notCompliant: 'These instances are not compliant with the profile. They do not have a pending activity to become compliant.',
    pending: 'These instances are not compliant with the profile. They do have a pending activity to apply its constraints.',
  },
  openItem: (title: string) => `Open "${title}" profile details`,
  editItem: (title: string) => `Edit "${title}" profile`,
  constraintsItem: (title: string) => `Change package constraints of "${title}"`,
  duplicateItem: (title: string) => `Duplicate "${title}" profile`,
  removeItem: (title: string) => `Remove "${title}" profile`,
  editPanel: (title: string) => `Edit "${title}" profile`,
  duplicatePanel: (title: string) => `Duplicate "${title}" profile`,
  editorPanel: (title: string) => `Change "${title}" profile's constraints`,
  addConstraintsPanel: (title: string) => `Add package constraints to "${title}" profile`,
  removeTitle: 'Remove package profile',
  removed: { title: 'Package profile removed', message: (title: string) => `Package profile "${title}" removed successfully` },
  added: { title: 'Profile added', message: (title: string) => `Profile "${title}" added successfully` },
  duplicated: { title: 'Profile duplicated', message: (title: string) => `Profile "${title}" duplicated successfully` },
  saved: { title: 'Package profile updated', message: (title: string) => `Package profile "${title}" updated successfully` },
  sources: { instance: 'From an instance\u2019s packages', material: 'From a CSV file', manual: 'Enter manually' },
  atLeastOne: 'Error: Package profiles must have at least one package constraint.',
  kinds: { depends: 'Depends on', conflicts: 'Conflicts with' } as Record<string, string>,
  rules: { '': 'Any', '>=': 'Newer or equal to', '>': 'Newer than', '=': 'Equal to', '<': 'Older than', '<=': 'Older or equal to' } as Record<string, string>,
} as const;

/** The probe's marker: the tests' own look-ups carry it, so the screen's requests stay apart in the log. */
const PACKAGE_PROBE = 'test-probe';
/** The constraints page the tests ask for: never one the screen asks for (20, 50, 100). */
const CONSTRAINTS_PROBE_LIMIT = '1000';

/** Every package profile of the organisation, as the server lists them. */
export async function serverPackageProfiles(ns: SimNamespace, token?: string): Promise<ServerPackageProfile[]> {
  return (await serverRest<{ result: ServerPackageProfile[] }>(ns, 'GET', `packageprofiles?probe=${PACKAGE_PROBE}`, undefined, token)).result;
}

/** One package profile by id, as the server has it now. */
export async function serverPackageProfile(ns: SimNamespace, id: number): Promise<ServerPackageProfile> {
  const found = (await serverPackageProfiles(ns)).find((profile) => profile.id === id);
  expect(found, `package profile ${id} on the server`).to.exist;
  return found!;
}

/** A profile's constraints as the server reads them back (`GET …/constraints?limit=1000`). */
export async function serverConstraints(ns: SimNamespace, name: string): Promise<ServerConstraint[]> {
  const page = await serverRest<{ count: number; results: ServerConstraint[] }>(
    ns,
    'GET',
    `packageprofiles/${encodeURIComponent(name)}/constraints?limit=${CONSTRAINTS_PROBE_LIMIT}&offset=0`,
  );
  expect(page.results.length, 'one page holds every constraint').to.equal(page.count);
  return page.results;
}

/** Constraints without their ids: what two profiles' copies share. */
export const constraintValues = (constraints: readonly ServerConstraint[]) =>
  constraints.map(({ constraint, package: pkg, rule, version }) => ({ constraint, package: pkg, rule, version }));

/** The screen's `GET packageprofiles` list requests (not the tests' look-ups). */
export async function packageListRequests(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns, { method: 'GET', path: 'packageprofiles' })).filter((request) => request.query['probe'] !== PACKAGE_PROBE);
}

/** The screen's requests of a profile's constraints list (not the tests' look-ups). */
export async function constraintListRequests(ns: SimNamespace, name: string): Promise<RecordedRequest[]> {
  return (await requests(ns, { method: 'GET', path: `packageprofiles/${name}/constraints` })).filter((request) => request.query['limit'] !== CONSTRAINTS_PROBE_LIMIT);
}

/** The screen's package-profile-changing requests (POST, PUT, DELETE, RemovePackageProfile) since the log was last cleared. */
export async function packageChangeCalls(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns)).filter(
    (request) => request.path === 'RemovePackageProfile' || (request.method !== 'GET' && request.path.startsWith('packageprofiles')),
  );
}

/** `{n} instance(s)`. */
export const instancesText = (n: number) => plural(n, 'instance', 'instances');

/** What a package profile's row shows, cell by cell (the actions cell: its button's name). */
export function packageRow(profile: ServerPackageProfile, groups: Map<string, string>): string[] {
  const title = profile.name === profile.title ? profile.title : `${profile.title}${profile.name}`;
  const tags = profile.all_computers ? 'All instances' : profile.tags.length === 0 ? '---' : profile.tags.join(', ');
  const associated = !profile.all_computers && profile.tags.length === 0 ? '---' : instancesText(profile.computers.constrained.length);
  return [
    title,
    profile.description === '' ? '---' : profile.description,
    groups.get(profile.access_group) ?? profile.access_group,
    tags,
    instancesText(profile.computers['non-compliant'].length),
    instancesText(profile.computers.pending.length),
    associated,
    `${profile.title} profile actions`,
  ];
}

/** A header's own words: without its help button and the help's tooltip (Not compliant, Pending). */
function headerWords(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const extra of copy.querySelectorAll('button, [role="tooltip"]')) extra.remove();
  return copy.textContent ?? '';
}

/** The package profiles table's headers, each in its own words. */
export const packageHeaders = (table: HTMLElement) => [...table.querySelectorAll('thead th')].map(headerWords);

/** A package profile's row's cells by their headers' words (the actions cell: its menu button's name). */
export function packageCells(table: HTMLElement, title: string): Record<string, string> {
  const names = packageHeaders(table);
  const row = shownRows(table)[shownTitles(table).indexOf(title)];
  if (!row) throw new Error(`no row "${title}" in ${shownTitles(table).join(' | ')}`);
  return Object.fromEntries(names.map((name, index) => [name, row[index] ?? '']));
}

/** The package profiles table, once it shows the current answer (not busy). */
export function settledPackageTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: PACKAGE.heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

/** Waits until the table shows exactly these package profiles' rows. */
export function expectPackageRows(screen: Screen, profiles: readonly ServerPackageProfile[], groups: Map<string, string>): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: PACKAGE.heading });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(shownRows(table)).to.deep.equal(profiles.map((profile) => packageRow(profile, groups)));
    return table;
  });
}

/** The portal at /profiles/package, once its heading is shown. */
export async function openPackageRoute(ns: SimNamespace, query = '') {
  localStorage.setItem(WELCOME_KEY, 'true');
  const rendered = await renderPortal(ns, `${PACKAGE.route}${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: PACKAGE.heading });
  return rendered;
}

/** The portal at /profiles/package, once its table is settled. */
export async function openPackageList(ns: SimNamespace, query = '') {
  const rendered = await openPackageRoute(ns, query);
  const table = await settledPackageTable(rendered.screen);
  return { ...rendered, table };
}

/** `<landscape-root>` with `landscape-package-profiles`. */
export async function renderPackageElement(ns: SimNamespace) {
  const element = document.createElement(PACKAGE.element);
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">${element}</landscape-root>`,
    'landscape-root',
  );
  root.store.browser = { assign: () => undefined };
  return { root, element, screen: screenOf(element) };
}

/** Chooses a file on a file input as a person's file picker would (React hears the change). */
export function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Chooses an option of a native `<select>` by its value, as a person's choice would (React hears the change). */
export function chooseValue(select: HTMLElement, value: string): void {
  const element = select as HTMLSelectElement;
  expect([...element.options].map((option) => option.value), `the options of ${element.getAttribute('aria-label') ?? element.id}`).to.include(value);
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The text of whatever describes a control (`aria-describedby`: its help, its error), joined by spaces. */
export function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '');
  const root = control.getRootNode() as ShadowRoot | Document;
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

/** A typed constraint row's controls (§2.3.1), by the row's number from the top. */
export function constraintRow(scope: HTMLElement, index: number) {
  const row = within(scope);
  const name = `Constraint ${index}`;
  return {
    constraint: row.getByRole('combobox', { name: `Constraint, ${name}` }) as HTMLSelectElement,
    package: row.getByRole('textbox', { name: `Package, ${name}` }) as HTMLInputElement,
    rule: row.getByRole('combobox', { name: `Rule, ${name}` }) as HTMLSelectElement,
    version: row.getByRole('textbox', { name: `Version, ${name}` }) as HTMLInputElement,
  };
}

/** Fills a typed constraint row: its kind, package, rule and version (typed with real keys). */
export async function fillConstraintRow(scope: HTMLElement, index: number, values: { constraint: string; package: string; rule?: string; version?: string }): Promise<void> {
  const row = constraintRow(scope, index);
  chooseValue(row.constraint, values.constraint);
  await retype(row.package, values.package);
  chooseValue(row.rule, values.rule ?? '');
  await retype(row.version, values.version ?? '');
  await waitFor(() =>
    expect([row.constraint.value, row.package.value, row.rule.value, row.version.value]).to.deep.equal([values.constraint, values.package, values.rule ?? '', values.version ?? '']),
  );
}
