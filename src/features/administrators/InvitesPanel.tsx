import { useMemo, useRef, useState, type JSX } from 'react';
import { administratorsApi, type Invitation } from '../../api/administrators.ts';
import { errorMessage } from '../../api/errors.ts';
import { isolate } from '../../lib/display-name.ts';
import { useFocusRescue } from '../../ui/action/useFocusRescue.ts';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { firstTabbable } from '../../ui/focus.ts';
import { ListError, Table, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { visuallyHidden } from '../../ui/list/shared.css.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { inWidget } from '../../ui/widget/landmark.ts';
import { useListQuery } from '../lists/index.ts';
import { endsInS, expiryOf, newestFirst, personName } from './administrators.ts';
import * as styles from './Administrators.css.ts';
import { administratorKeys, invitationsQuery } from './queries.ts';
import { ADMINISTRATOR_TEXTS as T } from './texts.ts';

const named = (invitation: Invitation) => isolate(personName(invitation));

/** §1.3 Revoke: `DELETE invitations/{id}`; the invitations refetched. */
const revokeInvitation: ServerAction<Invitation, void> = {
  run: ({ store }, invitation) => administratorsApi.revoke(store.api, invitation.id),
  invalidates: () => [administratorKeys.invitations],
  notice: (_done, invitation) => ({
    type: 'positive',
    title: T.invites.revoked,
    message: T.invites.revokedMessage(named(invitation), endsInS(personName(invitation))),
  }),
};

/** §1.3 Resend: `POST invitations/{id}`; the invitations refetched (a new creation time). */
const resendInvitation: ServerAction<Invitation, void> = {
  run: ({ store }, invitation) => administratorsApi.resend(store.api, invitation.id),
  invalidates: () => [administratorKeys.invitations],
  notice: (_done, invitation) => ({ type: 'positive', title: T.invites.resent, message: T.invites.resentMessage(named(invitation)) }),
};

/** What an invitation's button asks to confirm. */
interface Confirming {
  readonly kind: 'revoke' | 'resend';
  readonly invitation: Invitation;
}

/**
 * §1.3 the Invites tab (loaded when first shown): the pending invitations newest first, with when
 * each was sent and when it expires (the server's expiry, else 14 days after it was sent), each time
 * with its zone; Revoke and Resend each confirmed, one request, the notice and the list refetched
 * once the server said yes. A failed list says so with Try again, never "no invitations".
 */
export function InvitesTab({ widgetName }: { readonly widgetName?: string | undefined }): JSX.Element {
  const { result, settled } = useListQuery(invitationsQuery, null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // A revoked row takes its buttons with it: focus goes to the list's first control, not the page.
  useFocusRescue(container, () => (container.current ? firstTabbable(container.current) : null));
  const rows = useMemo(() => newestFirst(result.data ?? []), [result.data]);

  const columns = useMemo<Column<Invitation>[]>(
    () => [
      { id: 'name', header: T.invites.columns.name, minWidth: '10rem', cell: (invitation) => <ServerText text={invitation.name} fallback={invitation.email} /> },
      {
        id: 'email',
        header: T.invites.columns.email,
        minWidth: '12rem',
        cell: (invitation) => (
          <span className={styles.email}>
            <ServerText text={invitation.email} />
          </span>
        ),
      },
      {
        id: 'invited',
        header: T.invites.columns.invited,
        minWidth: '8rem',
        cell: (invitation) => (
          <span className={styles.time}>
            <DateTime value={invitation.creation_time} />
          </span>
        ),
      },
      {
        id: 'expires',
        header: T.invites.columns.expires,
        minWidth: '8rem',
        cell: (invitation) => (
          <span className={styles.time}>
            <DateTime value={expiryOf(invitation)} />
          </span>
        ),
      },
      {
        id: 'actions',
        // §1.3: no header text on the last column; read, not shown.
        header: <span className={visuallyHidden}>{T.invites.columns.actions}</span>,
        wrap: 'never',
        sticky: 'end',
        cell: (invitation) => {
          const name = personName(invitation);
          return (
            <div className={styles.inviteButtons}>
              <Button aria-label={T.invites.revokeTitle(name)} onClick={() => setConfirming({ kind: 'revoke', invitation })}>
                {T.invites.revoke}
              </Button>
              <Button aria-label={T.invites.resendTitle(name)} onClick={() => setConfirming({ kind: 'resend', invitation })}>
                {T.invites.resend}
              </Button>
            </div>
          );
        },
      },
    ],
    [],
  );

  let body: JSX.Element;
  if (result.isError) {
    body = <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  } else if (result.isPending) {
    body = <LoadingScreen />;
  } else {
    body = (
      <Table<Invitation>
        caption={T.invites.caption}
        columns={columns}
        rows={rows}
        rowId={(invitation) => String(invitation.id)}
        empty={T.invites.empty}
        busy={!settled || result.isFetching}
        regionLabel={widgetName ? inWidget(T.invites.tableRegion, widgetName) : undefined}
      />
    );
  }

  return (
    <div ref={container} className={listStyles.screen}>
      <p className={styles.note}>{T.invites.note}</p>
      {body}
      {confirming?.kind === 'revoke' ? <RevokeModal invitation={confirming.invitation} onClose={() => setConfirming(null)} /> : null}
      {confirming?.kind === 'resend' ? <ResendModal invitation={confirming.invitation} onClose={() => setConfirming(null)} /> : null}
    </div>
  );
}

// The modal shows the server's message itself and stays open for another try.
const inModal = () => undefined;

interface InvitationModalProps {
  readonly invitation: Invitation;
  readonly onClose: () => void;
}

/** One request however fast the button is pressed; a refusal stays in the modal. */
function useConfirmed(action: ServerAction<Invitation, void>, invitation: Invitation) {
  const { run } = useServerAction(action, { onError: inModal });
  return async () => {
    const outcome = await run(invitation);
    if (outcome.status === 'failed') throw outcome.error;
  };
}

/** §1.3 Revoke: `Revoke invitation for {name}`, what it prevents; `DELETE invitations/{id}`. */
function RevokeModal({ invitation, onClose }: InvitationModalProps): JSX.Element {
  const confirm = useConfirmed(revokeInvitation, invitation);
  const name = isolate(personName(invitation));
  return (
    <ConfirmModal
      title={T.invites.revokeTitle(name)}
      open
      onClose={onClose}
      confirmLabel={T.invites.revokeConfirm}
      progressLabel={T.invites.revoking}
      appearance="negative"
      onConfirm={confirm}
    >
      <p>
        <ServerSentence text={T.invites.revokeBody(name)} />
      </p>
    </ConfirmModal>
  );
}

/** §1.3 Resend: `Resend invitation for {name}`, a new email; `POST invitations/{id}`. */
function ResendModal({ invitation, onClose }: InvitationModalProps): JSX.Element {
  const confirm = useConfirmed(resendInvitation, invitation);
  const name = isolate(personName(invitation));
  return (
    <ConfirmModal
      title={T.invites.resendTitle(name)}
      open
      onClose={onClose}
      confirmLabel={T.invites.resendConfirm}
      progressLabel={T.invites.resending}
      appearance="primary"
      onConfirm={confirm}
    >
      <p>
        <ServerSentence text={T.invites.resendBody(name)} />
      </p>
    </ConfirmModal>
  );
}
