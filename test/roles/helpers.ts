/**
 * Helpers of the Settings › Roles tests (screens admin-account.md §2), against the simulator over HTTP.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { computeAccessibleName } from 'dom-accessibility-api';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { requests, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export type Screen = ReturnType<typeof within>;

export interface ServerRole {
  readonly name: string;
  readonly description: string;
  readonly permissions: string[];
  readonly global_permissions: string[];
  readonly persons: string[];
  readonly access_groups: string[];
}

/** The roles as the simulator holds them (legacy GetRoles with a token of the namespace). */
export async function serverRoles(ns: SimNamespace): Promise<ServerRole[]> {
  const token = await tokenFor(ns);
  const response = await fetch(`${ns.legacyApiBase}?action=GetRoles&version=2011-08-01`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(200);
  return response.json() as Promise<ServerRole[]>;
}

export const serverRole = async (ns: SimNamespace, name: string): Promise<ServerRole | undefined> => (await serverRoles(ns)).find((role) => role.name === name);

/** A role read back, its lists sorted, for comparing with what was expected. */
export async function readBack(ns: SimNamespace, name: string) {
  const role = await serverRole(ns, name);
  expect(role, `role ${name} on the server`).to.exist;
  return {
    permissions: [...role!.permissions].sort(),
    global_permissions: [...role!.global_permissions].sort(),
    access_groups: [...role!.access_groups].sort(),
  };
}

/** The calls that change roles. */
export const CHANGES = ['CreateRole', 'AddPermissionsToRole', 'RemovePermissionsFromRole', 'AddAccessGroupsToRole', 'RemoveAccessGroupsFromRole', 'RemoveRole'];

/** The legacy calls of an action, as their parameters (action and version left out), list parameters sorted. */
export async function legacyCalls(ns: SimNamespace, action: string): Promise<Record<string, string | string[]>[]> {
  return (await requests(ns, { path: action })).map(({ query }) => {
    const { action: _action, version: _version, ...rest } = query;
    const lists: Record<string, string[]> = {};
    const plain: Record<string, string> = {};
    for (const [key, value] of Object.entries(rest)) {
      const list = /^(.+)\.\d+$/.exec(key)?.[1];
      if (list) (lists[list] ??= []).push(value);
      else plain[key] = value;
    }
    return { ...plain, ...Object.fromEntries(Object.entries(lists).map(([key, values]) => [key, values.sort()])) };
  });
}

/** Every role-changing call the namespace received. */
export async function changeCalls(ns: SimNamespace): Promise<string[]> {
  const all = await Promise.all(CHANGES.map(async (action) => (await requests(ns, { path: action })).map(() => action)));
  return all.flat();
}

export async function openRoles(ns: SimNamespace) {
  const rendered = await renderPortal(ns, '/settings/roles');
  await rendered.screen.findByRole('heading', { level: 1, name: 'Roles' });
  return rendered;
}

export async function rolesTable(screen: Screen): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Roles' });
}

/** The row of the role named `name` (its first cell starts with the name). */
export async function rowOf(screen: Screen, name: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const rows = [...(await rolesTable(screen)).querySelectorAll<HTMLElement>('tbody tr')];
    const row = rows.find((candidate) => candidate.querySelector('td')?.querySelector('span')?.textContent === name);
    if (!row) throw new Error(`no row for "${name}"`);
    return row;
  });
}

/** The text of each cell of a row. */
export const cells = (row: HTMLElement): string[] => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');

/** The role names in the list, in order. */
export async function listedNames(screen: Screen): Promise<string[]> {
  const rows = [...(await rolesTable(screen)).querySelectorAll('tbody tr')];
  return rows.map((row) => row.querySelector('td span')?.textContent ?? '');
}

/** Opens a role's actions menu and picks `item` (Edit or Remove). */
export async function rowAction(screen: Screen, name: string, item: 'Edit' | 'Remove'): Promise<void> {
  const row = await rowOf(screen, name);
  within(row).getByRole('button', { name: `${name} role actions` }).click();
  const menu = await screen.findByRole('menu');
  within(menu).getByRole('menuitem', { name: `${item} "${name}" role` }).click();
}

export function findPanel(screen: Screen, title: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title });
}

/** The panel's form, once its permissions and access groups are in. */
export async function formIn(panel: HTMLElement): Promise<HTMLElement> {
  await within(panel).findByRole('group', { name: 'Access Groups' });
  return panel;
}

/** The checkbox whose accessible name is `name`. */
export function box(panel: HTMLElement, name: string): HTMLInputElement {
  const found = [...panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((input) => computeAccessibleName(input) === name);
  if (found.length !== 1) throw new Error(`${found.length} checkboxes named "${name}"`);
  return found[0]!;
}

/** The names of the checked boxes of a matrix block or the tree. */
export function ticked(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((input) => input.checked).map((input) => computeAccessibleName(input));
}

/** Text without the isolation marks a server string gets in a sentence. */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u2066-\u2069]/g, '');

export { expect };
