import type { Administrator, Invitation } from '../../api/administrators.ts';
import { displayName } from '../../lib/display-name.ts';
import { defineListParams, option, page, pageSize, text, type ListParamsOf } from '../../lib/list-params.ts';
import { ADMINISTRATOR_TEXTS as T } from './texts.ts';

/** The role every account has (§1.8, §10: the organisation keeps one administrator holding it). */
export const GLOBAL_ADMIN = 'GlobalAdmin';

/** How long an invitation stays valid when the server does not say (§1.7: 14 days). */
export const INVITATION_LIFETIME_MS = 14 * 24 * 3600 * 1000;

/**
 * The administrators list's state (§1.2): the search and the page, in the address on the portal
 * (`search`, `currentPage`, `pageSize`). The server answers every administrator at once; the search
 * and the pages are the page's own.
 */
export const administratorListParams = defineListParams(
  {
    search: text({ chip: () => T.chips.search }),
    currentPage: page(),
    pageSize: pageSize(),
  },
  { chipOrder: ['search'] },
);

export type AdministratorListState = ListParamsOf<typeof administratorListParams>;

export const ADMINISTRATORS_TABS = ['administrators', 'invites'] as const;
export type AdministratorsTab = (typeof ADMINISTRATORS_TABS)[number];

/** The portal's `?tab=` (absent: administrators). */
export const administratorsTabParams = defineListParams({ tab: option({ values: ['invites'] }) });

/** The tab a value names (an attribute, the address): anything but `invites` is the administrators. */
export const tabOf = (value: string | undefined | null): AdministratorsTab => (value === 'invites' ? 'invites' : 'administrators');

/** A person's name in controls and sentences: their name, else their email when the name shows nothing. */
export const personName = (person: { readonly name: string; readonly email: string }): string => displayName(person.name, person.email);

/** §1.2: the search is a case-insensitive substring of the email, the name or any role name. */
export function filterAdministrators(administrators: readonly Administrator[], search: string): readonly Administrator[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return administrators;
  return administrators.filter((administrator) =>
    [administrator.email, administrator.name, ...administrator.roles].some((text) => text.toLocaleLowerCase().includes(wanted)),
  );
}

/** One page of `rows` (1-based); the last page when `currentPage` is past it. */
export function pageOf<R>(rows: readonly R[], currentPage: number, size: number): readonly R[] {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, currentPage), last);
  return rows.slice((current - 1) * size, current * size);
}

/** Whether two role lists hold the same roles, whatever their order. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((role) => set.has(role));
}

/**
 * Why `administrator` cannot be removed (§10 guard rails, as the server refuses them): they are the
 * signed-in person, or the last administrator holding GlobalAdmin; undefined when they can.
 */
export function removalGuard(administrator: Administrator, all: readonly Administrator[], selfEmail: string | undefined): string | undefined {
  if (selfEmail !== undefined && administrator.email.toLowerCase() === selfEmail.toLowerCase()) return T.guard.self;
  if (administrator.roles.includes(GLOBAL_ADMIN) && all.filter((other) => other.roles.includes(GLOBAL_ADMIN)).length === 1) {
    return T.guard.lastGlobalAdmin(personName(administrator));
  }
  return undefined;
}

/** When the invitation stops being valid: the server's expiry, else its creation + 14 days (§1.3). */
export function expiryOf(invitation: Invitation): string {
  return invitation.expiry ?? new Date(Date.parse(invitation.creation_time) + INVITATION_LIFETIME_MS).toISOString();
}

/** §1.3: newest first by creation time. */
export function newestFirst(invitations: readonly Invitation[]): readonly Invitation[] {
  return [...invitations].sort((a, b) => Date.parse(b.creation_time) - Date.parse(a.creation_time));
}

/** The pending invitation of `email` (case-insensitive), if any: the invite form names its invitee. */
export function invitationOf(invitations: readonly Invitation[], email: string): Invitation | undefined {
  const wanted = email.trim().toLowerCase();
  return wanted === '' ? undefined : invitations.find((invitation) => invitation.email.toLowerCase() === wanted);
}

/** §1.3's possessive: a name ending in "s" takes the apostrophe alone. */
export const endsInS = (name: string): boolean => /s$/i.test(name.trim());
