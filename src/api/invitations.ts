import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/*
 * A sign-in call (API.md, Environment and auth) in a module of its own rather than in auth.ts: only
 * the sign-in screen asks for it, and auth.ts is in every page's first load.
 */

/** API.md: `GET invitations/{id}/summary`, what a sign-in page says of an invitation. */
export interface InvitationSummary {
  readonly account_title: string;
  readonly secure_id: string;
}

function checkedInvitation(answer: unknown): InvitationSummary {
  const summary = answer as Partial<Record<keyof InvitationSummary, unknown>> | null;
  if (!summary || typeof summary !== 'object' || typeof summary.account_title !== 'string' || typeof summary.secure_id !== 'string') {
    throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  }
  return { account_title: summary.account_title, secure_id: summary.secure_id };
}

export const invitationsApi = {
  /** Read before anyone is signed in, like the other sign-in calls: no bearer token. */
  summary: async (api: ApiClient, invitationId: string): Promise<InvitationSummary> =>
    checkedInvitation(await api.request<unknown>('GET', `invitations/${encodeURIComponent(invitationId)}/summary`, {}, { auth: false })),
};
