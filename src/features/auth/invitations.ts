import { atomWithQuery } from 'jotai-tanstack-query';
import { invitationsApi } from '../../api/invitations.ts';
import { portalStoreAtom } from '../../state/portal-store-atom.ts';

/*
 * Beside queries.ts rather than in it: only the sign-in screen reads an invitation, and queries.ts
 * loads with every portal page (the shell's guards, its preload).
 */

/** Not an organisation's data (no one is signed in yet): one key per invitation. */
export const invitationKeys = { summary: (invitationId: string) => ['invitations', invitationId, 'summary'] as const };

/** `GET invitations/{id}/summary` for a sign-in page opened from an invitation: an atom per invitation shown. */
export function createInvitationSummaryAtom(invitationId: string) {
  return atomWithQuery((get) => {
    const store = get(portalStoreAtom);
    return {
      queryKey: invitationKeys.summary(invitationId),
      queryFn: () => invitationsApi.summary(store.api, invitationId),
    };
  });
}
