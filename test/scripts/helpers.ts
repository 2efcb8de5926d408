/**
 * The scripts tests' shared pieces: what the simulator holds (asked directly with the admin's token,
 * in pages of PROBE_LIMIT, which the screen never asks for, so its own requests stay apart in the
 * log), the screen's requests (legacy form bodies read back), the list's rows and menus, the code
 * editor's text, files for the attachment slots, and mounting `landscape-scripts`.
 */
import { EditorView } from '@codemirror/view';
import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { computeAccessibleName } from 'dom-accessibility-api';
import dayjs from 'dayjs';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import type { Script, ScriptVersion, ScriptVersionSummary } from '../../src/api/scripts.ts';
import type { PortalStore } from '../../src/state/store.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { requests, tokenFor, type RecordedRequest, type SimNamespace } from '../helpers/simulator.ts';

export { SCRIPT_SHOWCASE } from '../../demo/server/showcase.ts';
export type { Script, ScriptVersion, ScriptVersionSummary };

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 8000 });

export type Screen = ReturnType<typeof screenOf>;

/** The page size of the tests' own look-ups: the simulator's largest, never one the screen asks for. */
export const PROBE_LIMIT = '1000';

/** The list's texts (screens §1.2, the feature's texts.ts). */
export const EMPTY = 'No scripts found according to your search parameters.';
export const COLUMNS = ['Name', 'Status', 'Access group', 'Associated profiles', 'Created', 'Last modified', 'Actions'];
export const ARCHIVED_REASON = 'This script is archived: it can no longer be edited or run.';

export interface Page<T> {
  readonly count: number;
  readonly results: T[];
}

/** A GET of the simulator's REST API with the admin's token (or `token`), as the server answers it. */
export async function serverGet<T>(ns: SimNamespace, path: string, token?: string): Promise<T> {
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${token ?? (await tokenFor(ns))}` } });
  expect(response.status, `GET ${path}`).to.equal(200);
  return response.json() as Promise<T>;
}

/** The bytes of a REST answer (an attachment). */
export async function serverBytes(ns: SimNamespace, path: string): Promise<Uint8Array> {
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  expect(response.status, `GET ${path}`).to.equal(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** A legacy action's answer, as the server gives it. */
export async function serverLegacy<T>(ns: SimNamespace, action: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams({ action, version: '2011-08-01', ...params });
  const response = await fetch(`${ns.legacyApiBase}?${query}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  expect(response.status, action).to.equal(200);
  return response.json() as Promise<T>;
}

export interface ScriptFilters {
  readonly script_type?: 'active' | 'v2' | 'archived' | 'redacted';
  readonly search?: string;
  readonly parent_access_group?: string;
}

/** Every script the simulator lists for the filters, in its order (one page of PROBE_LIMIT holds them all). */
export async function serverScripts(ns: SimNamespace, filters: ScriptFilters = {}, token?: string): Promise<Page<Script>> {
  const query = new URLSearchParams({ script_type: 'active', ...filters, limit: PROBE_LIMIT, offset: '0' });
  const page = await serverGet<Page<Script>>(ns, `scripts?${query}`, token);
  expect(page.results.length, 'one page holds every script').to.equal(page.count);
  return page;
}

export const serverScript = (ns: SimNamespace, id: number) => serverGet<Script>(ns, `scripts/${id}`);

/** The access groups' titles by name (GetAccessGroups). */
export async function groupTitles(ns: SimNamespace): Promise<Map<string, string>> {
  const groups = await serverLegacy<{ name: string; title: string }[]>(ns, 'GetAccessGroups');
  return new Map(groups.map((group) => [group.name, group.title]));
}

/** The screen's `GET scripts` requests (not the tests' look-ups), oldest first: their query parameters. */
export async function listRequests(ns: SimNamespace): Promise<Record<string, string>[]> {
  return (await requests(ns, { method: 'GET', path: 'scripts' })).map((request) => request.query).filter((query) => query['limit'] !== PROBE_LIMIT);
}

/** Waits for the list's `count`th request, and gives it. */
export async function nthListRequest(ns: SimNamespace, count: number): Promise<Record<string, string>> {
  let found: Record<string, string> | undefined;
  await waitFor(async () => {
    const all = await listRequests(ns);
    if (all.length < count) throw new Error(`${all.length} list requests, waiting for ${count}`);
    found = all[count - 1];
  });
  return found!;
}

/** A list request's parameters as the simulator records them. */
export const listQuery = (scriptType: string, limit: number, offset: number, search?: string): Record<string, string> => ({
  script_type: scriptType,
  limit: String(limit),
  offset: String(offset),
  ...(search === undefined ? {} : { search }),
});

/** The requests of a legacy action (its name is the recorded path), oldest first. */
export const legacyCalls = (ns: SimNamespace, action: string) => requests(ns, { path: action });

/** The parameters a legacy POST carried in its form body. */
export function formBody(request: RecordedRequest): URLSearchParams {
  expect(typeof request.body, `${request.path}'s body is its form text`).to.equal('string');
  return new URLSearchParams(request.body as string);
}

/** UTF-8 text from base64, strictly. */
export function fromBase64(text: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
}

/** Base64 of UTF-8 text, as the legacy API takes code. */
export function toBase64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

/** Bytes of base64. */
export const bytesOfBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The text a person sees for a script: `#!{interpreter}` then the body (screens §1.4). */
export const scriptCode = (script: { readonly interpreter?: string | null; readonly code?: string | null }) =>
  `#!${script.interpreter}\n${script.code ?? ''}`;

/** SPEC's 'MMM DD, YYYY, HH:mm' in the browser's zone (dayjs), then that zone's short name. */
const zoneOf = (time: string) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(time)).find((part) => part.type === 'timeZoneName')!.value;
export const shownTime = (time: string) => `${dayjs(time).format('MMM DD, YYYY, HH:mm')} ${zoneOf(time)}`;

/** What a row shows, cell by cell (the actions cell: its menu button's name). */
export interface ShownRow {
  readonly name: string;
  readonly status: string;
  readonly accessGroup: string;
  readonly profiles?: string;
  readonly created: string;
  readonly lastModified: string;
  readonly menu: string;
}

const STATUS = { ACTIVE: 'Active', ARCHIVED: 'Archived', REDACTED: 'Redacted' } as const;

/** A "time + person" cell: `<time datetime>` with its text, then the person. */
function personTime(cell: Element): string {
  const time = cell.querySelector('time');
  const datetime = time?.getAttribute('datetime') ?? '';
  return `${Date.parse(datetime)}|${time?.textContent ?? ''}|${cell.textContent!.slice((time?.textContent ?? '').length)}`;
}

const expectedPersonTime = (time: string, person: { name: string } | null | undefined) => `${Date.parse(time)}|${shownTime(time)}|${person?.name || '---'}`;

/** The rows a table shows. */
export function shownRows(table: HTMLElement): ShownRow[] {
  const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const profiles = headers.includes('Associated profiles');
  return [...table.querySelectorAll('tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll(':scope > td')];
    expect(cells.length, 'a cell per column').to.equal(headers.length);
    const [name, status, group, ...rest] = cells as Element[];
    const [profileCell, created, modified, actions] = profiles ? rest : [undefined, ...rest];
    return {
      name: name!.textContent!,
      status: status!.textContent!,
      accessGroup: group!.textContent!,
      ...(profiles ? { profiles: profileCell!.textContent! } : {}),
      created: personTime(created!),
      lastModified: personTime(modified!),
      menu: actions!.querySelector('button')?.getAttribute('aria-label') ?? '',
    };
  });
}

/** What a server script's row shows (`profiles`: with the Associated profiles column). */
export function expectedRow(script: Script, groups: Map<string, string>, profiles = true): ShownRow {
  const titles = (script.script_profiles ?? []).map((profile) => profile.title);
  const title = script.title.trim() === '' ? `Script ${script.id}` : script.title;
  return {
    name: title,
    status: STATUS[script.status],
    accessGroup: groups.get(script.access_group) ?? script.access_group,
    ...(profiles ? { profiles: titles.length === 0 ? '---' : titles.length <= 2 ? titles.join(',') : `${titles.slice(0, 2).join(',')}+${titles.length - 2}` } : {}),
    created: expectedPersonTime(script.created_at, script.created_by),
    lastModified: expectedPersonTime(script.last_edited_at, script.last_edited_by),
    menu: `${title} actions`,
  };
}

/** The scripts table once it shows the current request's rows (not busy). */
export async function settledTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Scripts' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

/** Waits until the table shows these scripts' rows, settled. */
export async function expectRows(screen: Screen, scripts: readonly Script[], groups: Map<string, string>, profiles = true): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Scripts' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(shownRows(table)).to.deep.equal(scripts.map((script) => expectedRow(script, groups, profiles)));
    return table;
  });
}

/** Opens a row's menu (by the script's title); the menu. */
export async function openRowMenu(screen: Screen, title: string): Promise<HTMLElement> {
  (await screen.findByRole('button', { name: `${title} actions` })).click();
  return screen.findByRole('menu', { name: `${title} actions` });
}

/** The menu items' accessible names, in order. */
export const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => computeAccessibleName(item));

/** The text of what describes an element (`aria-describedby`), in its own root; '' without one. */
export function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby');
  if (!ids) return '';
  const root = element.getRootNode() as ShadowRoot | Document;
  return ids
    .split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The code editor's textbox inside `scope`, once CodeMirror is in. */
export async function editorIn(scope: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const content = scope.querySelector<HTMLElement>('.cm-content');
    if (!content) throw new Error('no code editor yet');
    return content;
  });
}

/** The whole text the editor holds (CodeMirror's document: every line, rendered or not). */
export function editorText(content: HTMLElement): string {
  const view = EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no CodeMirror view on this element');
  return view.state.doc.toString();
}

/** The text the editor's rendered lines show. */
export const shownLines = (content: HTMLElement) => [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');

/** A file of `size` bytes (a repeated letter) or of the given content. */
export function fileOf(name: string, content: number | string | Uint8Array): File {
  const body = typeof content === 'number' ? new Uint8Array(content).fill(0x61) : content;
  return new File([body as BlobPart], name);
}

/** Chooses files on a file input as a person's file picker would (React hears the change). */
export function chooseFiles(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The file input of an empty attachment slot, by its label ("first attachment"…). */
export const slotInput = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { selector: 'input[type="file"]' }) as HTMLInputElement;

/** Downloads recorded instead of reaching the browser. */
export function captureDownloads(store: PortalStore): { file: Blob; name: string }[] {
  const saved: { file: Blob; name: string }[] = [];
  store.downloads = { save: (file, name) => saved.push({ file, name }) };
  return saved;
}

/** The portal at /scripts (or with a query), once its table is settled. */
export async function openScripts(ns: SimNamespace, path = '/scripts') {
  const rendered = await renderPortal(ns, path);
  await rendered.screen.findByRole('heading', { level: 1, name: 'Scripts' });
  const table = await settledTable(rendered.screen);
  return { ...rendered, table };
}

/** `<landscape-root>` with one `landscape-scripts`. */
export async function renderScripts(ns: SimNamespace) {
  const element = document.createElement('landscape-scripts');
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">${element}</landscape-root>`,
    'landscape-root',
  );
  const visited: string[] = [];
  root.store.browser = { assign: (url) => visited.push(url) };
  return { root, element, screen: screenOf(element), visited };
}

/** The side panel (a non-modal dialog) of this title. */
export const findPanel = (screen: Screen, title: string) => screen.findByRole('dialog', { name: title });

/** The admin's token in another organisation. */
export async function tokenIn(ns: SimNamespace, account: string): Promise<string> {
  const switched = await fetch(`${ns.apiBase}switch-account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(ns)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: account }),
  });
  expect(switched.status).to.equal(200);
  return ((await switched.json()) as { token: string }).token;
}
