import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString, isStringList } from './guards.ts';

/** An administrator as legacy `GetAdministrators` lists them (screens admin-account.md §1.6). */
export interface Administrator {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** Role names; absent or null: none listed. */
  readonly roles: readonly string[];
  /** Their IANA time zone, where the server gives it (the legacy call does not): the panel shows it then. */
  readonly timezone?: string;
}

/** A pending invitation as `GET invitations` lists it (§1.3; what the Invites tab shows is checked). */
export interface Invitation {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** ISO 8601. */
  readonly creation_time: string;
  /** When it stops being valid, where the server says (else the tab shows creation + 14 days). */
  readonly expiry?: string;
}

export interface InvitationRequest {
  readonly name: string;
  readonly email: string;
  /** None: the server gives GlobalAdmin (Landscape's API docs). */
  readonly roles: readonly string[];
}

const malformed = () => new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');

function toAdministrator(value: unknown): Administrator {
  if (
    !isRecord(value) ||
    !isCount(value['id']) ||
    !isString(value['name']) ||
    !isString(value['email']) ||
    !absentOr(isStringList)(value['roles']) ||
    !absentOr(isString)(value['timezone'])
  ) {
    throw malformed();
  }
  const timezone = value['timezone'] as string | null | undefined;
  return {
    id: value['id'],
    name: value['name'],
    email: value['email'],
    roles: (value['roles'] as readonly string[] | null | undefined) ?? [],
    ...(timezone ? { timezone } : {}),
  };
}

function toInvitation(value: unknown): Invitation {
  if (
    !isRecord(value) ||
    !isCount(value['id']) ||
    !isString(value['name']) ||
    !isString(value['email']) ||
    !isString(value['creation_time']) ||
    Number.isNaN(Date.parse(value['creation_time'])) ||
    !absentOr((expiry) => isString(expiry) && !Number.isNaN(Date.parse(expiry)))(value['expiry'])
  ) {
    throw malformed();
  }
  const expiry = value['expiry'] as string | null | undefined;
  return { id: value['id'], name: value['name'], email: value['email'], creation_time: value['creation_time'], ...(expiry ? { expiry } : {}) };
}

/** How many invitations one `GET invitations` asks for. */
const INVITATIONS_PAGE = 100;
/** Pages read at most (a server that keeps answering `next` is not followed forever). */
const MAX_INVITATION_PAGES = 20;

export const administratorsApi = {
  /**
   * Legacy `GetRoles`, read for the role pickers: the names alone (what they show). Not the roles
   * screen's module (src/api/roles.ts): with a fourth screen using it, it and its queries would join
   * the core every element loads.
   */
  roleNames: async (api: ApiClient): Promise<readonly string[]> => {
    const answer = await api.legacy<unknown>('GetRoles');
    if (!Array.isArray(answer) || !answer.every((role) => isRecord(role) && isString(role['name']))) throw malformed();
    return answer.map((role: Record<string, unknown>) => role['name'] as string);
  },
  /** Legacy `GetAdministrators`: every administrator of the organisation. */
  list: async (api: ApiClient): Promise<readonly Administrator[]> => {
    const answer = await api.legacy<unknown>('GetAdministrators');
    if (!Array.isArray(answer)) throw malformed();
    return answer.map(toAdministrator);
  },
  /** `PUT administrators/{id}` `{ roles }`: exactly these roles (at least one). */
  setRoles: async (api: ApiClient, id: number, roles: readonly string[]): Promise<void> => {
    await api.request<unknown>('PUT', `administrators/${id}`, { roles: [...roles] });
  },
  /** Legacy `DisableAdministrator(email)`: the administrator leaves the organisation. */
  disable: async (api: ApiClient, email: string): Promise<void> => {
    await api.legacy<unknown>('DisableAdministrator', { email });
  },
  /** Legacy `InviteAdministrator(name, email, roles.N)`: no roles sent when none is chosen (the server gives GlobalAdmin). */
  invite: async (api: ApiClient, request: InvitationRequest): Promise<void> => {
    await api.legacy<unknown>('InviteAdministrator', {
      name: request.name,
      email: request.email,
      ...(request.roles.length > 0 ? { roles: [...request.roles] } : {}),
    });
  },
  /** `GET invitations`: every pending invitation, page after page (usually one request). */
  invitations: async (api: ApiClient): Promise<readonly Invitation[]> => {
    const all: Invitation[] = [];
    for (let page = 0; page < MAX_INVITATION_PAGES; page += 1) {
      const answer = await api.request<unknown>('GET', 'invitations', { limit: INVITATIONS_PAGE, offset: page * INVITATIONS_PAGE });
      if (!isRecord(answer) || !isCount(answer['count']) || !Array.isArray(answer['results'])) throw malformed();
      const results = answer['results'].map(toInvitation);
      all.push(...results);
      if (results.length === 0 || all.length >= answer['count'] || !answer['next']) break;
    }
    return all;
  },
  /** `POST invitations/{id}`: the invitation sent again. */
  resend: async (api: ApiClient, id: number): Promise<void> => {
    await api.request<unknown>('POST', `invitations/${id}`);
  },
  /** `DELETE invitations/{id}`: the invitation revoked. */
  revoke: async (api: ApiClient, id: number): Promise<void> => {
    await api.request<unknown>('DELETE', `invitations/${id}`);
  },
};
