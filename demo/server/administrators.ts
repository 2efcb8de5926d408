/**
 * Administrators and their invitations (admin-account.md §1, Settings › Administrators): who
 * administers an organisation (roles.ts `administratorsOf`, less those removed in this namespace),
 * their roles (the roles whose `persons` hold their email), and the rules of the calls that change
 * them: InviteAdministrator (Landscape's API docs: with no roles, GlobalAdmin), DisableAdministrator,
 * `PUT administrators/{id}` and the invitations' `GET`, `DELETE` and `POST` (resend).
 *
 * Guard rails a real server keeps too: nobody removes themselves, and the organisation always keeps
 * an administrator holding GlobalAdmin (neither removing nor a change of roles takes the last one).
 */
import { createHash } from 'node:crypto';
import { ApiError, badRequest, notFound } from './http.ts';
import type { Invitation, Organisation, SimData, User } from './model.ts';
import { administratorsOf, GLOBAL_ADMIN, rolesOf } from './roles.ts';
import { INVITATION_LIFETIME } from './seed.ts';
import { iso } from './time.ts';

/** An administrator as legacy `GetAdministrators` and `PUT administrators/{id}` answer them. */
export interface AdministratorReply {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

/** An invitation as `GET invitations` lists it. */
export interface InvitationReply {
  id: number;
  secure_id: string;
  /** The organisation's title (upstream's mock: `"account": "Onward, Inc"`). */
  account: string;
  name: string;
  email: string;
  creation_time: string;
  expiry: string;
}

/** The people removed per namespace, by organisation name (person ids). */
const removed = new WeakMap<SimData, Map<string, Set<number>>>();

function removedFrom(data: SimData, org: Organisation): Set<number> {
  let byOrg = removed.get(data);
  if (!byOrg) removed.set(data, (byOrg = new Map()));
  let ids = byOrg.get(org.name);
  if (!ids) byOrg.set(org.name, (ids = new Set()));
  return ids;
}

/** Everyone who could be one of the organisation's administrators, by email: its users, then its activities' creators. */
function peopleOf(data: SimData, org: Organisation): Map<string, { id: number; name: string }> {
  const people = new Map<string, { id: number; name: string }>();
  for (const user of data.users) if (user.accounts.includes(org.name)) people.set(user.email, { id: user.id, name: user.name });
  for (const activity of org.activities) {
    const creator = activity.creator;
    if (creator && !people.has(creator.email)) people.set(creator.email, { id: creator.id, name: creator.name });
  }
  return people;
}

/** The organisation's administrators in this namespace (administratorsOf's order), each with their roles (GetRoles' order). */
export function administratorsIn(data: SimData, org: Organisation): AdministratorReply[] {
  const people = peopleOf(data, org);
  const gone = removedFrom(data, org);
  const roles = rolesOf(data, org);
  return administratorsOf(data, org).flatMap((email) => {
    const person = people.get(email);
    if (!person || gone.has(person.id)) return [];
    return [{ id: person.id, name: person.name, email, roles: roles.filter((role) => role.persons.includes(email)).map((role) => role.name) }];
  });
}

const holdsGlobalAdmin = (administrator: AdministratorReply): boolean => administrator.roles.includes(GLOBAL_ADMIN);

function lastGlobalAdmin(administrator: AdministratorReply): ApiError {
  return new ApiError(
    400,
    'LastGlobalAdmin',
    `${administrator.name} is the last administrator with the ${GLOBAL_ADMIN} role: give it to another administrator first.`,
  );
}

/** Whether the administrator is the only one holding GlobalAdmin. */
function isLastGlobalAdmin(all: readonly AdministratorReply[], administrator: AdministratorReply): boolean {
  return holdsGlobalAdmin(administrator) && all.filter(holdsGlobalAdmin).length === 1;
}

/**
 * DisableAdministrator: the administrator leaves the organisation and every role of it. Refused for
 * the caller themselves, the last administrator holding GlobalAdmin, and an email that is no
 * administrator of it.
 */
export function disableAdministrator(data: SimData, org: Organisation, caller: User, email: string): AdministratorReply {
  const all = administratorsIn(data, org);
  const wanted = email.trim().toLowerCase();
  const administrator = all.find((candidate) => candidate.email.toLowerCase() === wanted);
  if (!administrator) throw notFound(`There is no administrator with the email address "${email}" in this account.`, 'UnknownAdministrator');
  if (administrator.email === caller.email) throw new ApiError(400, 'CannotDisableSelf', 'You can\u2019t remove yourself from this account.');
  if (isLastGlobalAdmin(all, administrator)) throw lastGlobalAdmin(administrator);
  removedFrom(data, org).add(administrator.id);
  for (const role of rolesOf(data, org)) role.persons = role.persons.filter((person) => person !== administrator.email);
  return administrator;
}

/** The roles named (each once, in the order given); unknown ones refused as the role calls refuse them. */
function knownRoles(data: SimData, org: Organisation, names: readonly string[]): string[] {
  const roles = rolesOf(data, org);
  const unique = [...new Set(names)];
  const unknown = unique.filter((name) => !roles.some((role) => role.name === name));
  if (unknown.length > 0) throw notFound(`Unknown roles: ${unknown.join(', ')}.`, 'UnknownRole');
  return unique;
}

/**
 * `PUT administrators/{id}` `{ roles }`: exactly those roles (at least one, each known). Taking
 * GlobalAdmin from the last administrator holding it is refused.
 */
export function setAdministratorRoles(data: SimData, org: Organisation, id: number, names: readonly string[]): AdministratorReply {
  const all = administratorsIn(data, org);
  const administrator = all.find((candidate) => candidate.id === id);
  if (!administrator) throw notFound(`There is no administrator with the id ${id} in this account.`, 'UnknownAdministrator');
  if (names.length === 0) throw badRequest('"roles" must name at least one role.');
  const wanted = knownRoles(data, org, names);
  if (!wanted.includes(GLOBAL_ADMIN) && isLastGlobalAdmin(all, administrator)) throw lastGlobalAdmin(administrator);
  for (const role of rolesOf(data, org)) {
    const holds = role.persons.includes(administrator.email);
    if (wanted.includes(role.name) && !holds) role.persons = [...role.persons, administrator.email];
    if (!wanted.includes(role.name) && holds) role.persons = role.persons.filter((person) => person !== administrator.email);
  }
  return administratorsIn(data, org).find((candidate) => candidate.id === id)!;
}

/** The organisation's pending invitations (not accepted), as they were sent. */
export function pendingInvitations(data: SimData, org: Organisation): Invitation[] {
  return data.invitations.filter((invitation) => invitation.account === org.name && !invitation.accepted && invitation.email !== undefined);
}

export function serializeInvitation(org: Organisation, invitation: Invitation): InvitationReply {
  const created = invitation.creation_time ?? iso(Date.now());
  return {
    id: Number(invitation.id),
    secure_id: invitation.secure_id,
    account: org.title,
    name: invitation.name ?? '',
    email: invitation.email ?? '',
    creation_time: created,
    expiry: invitation.expiry ?? iso(Date.parse(created) + INVITATION_LIFETIME),
  };
}

/** The pending invitation `{id}` of the organisation, else 404. */
export function findInvitation(data: SimData, org: Organisation, id: string): Invitation {
  const invitation = pendingInvitations(data, org).find((candidate) => candidate.id === id);
  if (!invitation) throw notFound(`There is no pending invitation with the id ${id} in this account.`, 'InvitationNotFound');
  return invitation;
}

/** A deliberately loose check, as a server's: something, an "@", a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InvitationRequest {
  name: string;
  email: string;
  roles: readonly string[];
}

/**
 * InviteAdministrator: a new pending invitation, valid 14 days, with the roles named (GlobalAdmin when
 * none is). Refused: no name, an email that is not one, an email already invited (pending) or already
 * an administrator of the organisation, unknown roles.
 */
export function inviteAdministrator(data: SimData, org: Organisation, request: InvitationRequest): Invitation {
  const name = request.name.trim();
  const email = request.email.trim();
  if (name === '') throw badRequest('"name" is required.');
  if (!EMAIL.test(email)) throw badRequest(`"${email}" is not a valid email address.`, 'InvalidEmail');
  const lower = email.toLowerCase();
  const invited = pendingInvitations(data, org).find((invitation) => invitation.email?.toLowerCase() === lower);
  if (invited) throw badRequest(`${invited.name ?? invited.email} (${invited.email}) has already been invited to this account.`, 'DuplicateInvitation');
  const administrator = administratorsIn(data, org).find((candidate) => candidate.email.toLowerCase() === lower);
  if (administrator) throw badRequest(`${administrator.name} (${administrator.email}) is already an administrator of this account.`, 'DuplicateAdministrator');
  const roles = request.roles.length === 0 ? [GLOBAL_ADMIN] : knownRoles(data, org, request.roles);
  const highest = Math.max(0, ...data.invitations.map((invitation) => (/^\d+$/.test(invitation.id) ? Number(invitation.id) : 0)));
  const id = Math.max(data.nextId.invitation ?? 0, highest + 1);
  data.nextId.invitation = id + 1;
  const now = Date.now();
  const invitation: Invitation = {
    id: String(id),
    secure_id: createHash('sha256').update(`invitation:${org.name}:${id}:${lower}`).digest('base64url').slice(0, 28),
    account: org.name,
    name,
    email,
    roles,
    creation_time: iso(now),
    expiry: iso(now + INVITATION_LIFETIME),
  };
  data.invitations.push(invitation);
  return invitation;
}

/** `POST invitations/{id}`: sent again, valid 14 days from now (a new record: the seed's are frozen). */
export function resendInvitation(data: SimData, org: Organisation, id: string): Invitation {
  const invitation = findInvitation(data, org, id);
  const now = Date.now();
  const resent: Invitation = { ...invitation, creation_time: iso(now), expiry: iso(now + INVITATION_LIFETIME) };
  data.invitations[data.invitations.indexOf(invitation)] = resent;
  return resent;
}

/** `DELETE invitations/{id}`: gone (its sign-in summary too). */
export function revokeInvitation(data: SimData, org: Organisation, id: string): void {
  const invitation = findInvitation(data, org, id);
  data.invitations.splice(data.invitations.indexOf(invitation), 1);
}
