import { useAtomValue } from 'jotai/react';
import { useEffect, useState, type FormEvent, type JSX } from 'react';
import type { Administrator } from '../../api/administrators.ts';
import { errorMessage } from '../../api/errors.ts';
import { authUserAtom } from '../../state/auth.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { ReasonButton } from '../../ui/button/ReasonButton.tsx';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { isolate } from '../../lib/display-name.ts';
import { Fact, Facts } from '../../ui/facts/Facts.tsx';
import { TagsField } from '../../ui/form/TagsField.tsx';
import { ListError } from '../../ui/list/index.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { usePanelChanges } from '../../ui/side-panel/panel-changes.ts';
import { useCloseOwnPanel, useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useListQuery } from '../lists/index.ts';
import { removeAdministrator, saveRoles } from './actions.ts';
import { personName, removalGuard, sameRoles } from './administrators.ts';
import * as styles from './Administrators.css.ts';
import { administratorsQuery, roleNamesQuery } from './queries.ts';
import { ADMINISTRATOR_TEXTS } from './texts.ts';

const T = ADMINISTRATOR_TEXTS;

/**
 * §1.5 the administrator's panel (titled with their name): Remove at the top (unavailable, with its
 * reason, for yourself and the last administrator holding GlobalAdmin), what the server says of them
 * (name, email, their time zone where it gives one: no placeholders, upstream's bug 6), and their
 * roles to change. It reads the administrator from the list, so it shows the server's roles after
 * every change; once they are removed it closes, and the notice stays.
 */
export function AdministratorPanel({ id }: { readonly id: number }): JSX.Element | null {
  const administrators = useListQuery(administratorsQuery, null).result;
  const roles = useListQuery(roleNamesQuery, null).result;
  const closePanel = useCloseOwnPanel();
  const self = useAtomValue(authUserAtom)?.email;
  const [removing, setRemoving] = useState(false);
  const all = administrators.data;
  const administrator = all?.find((candidate) => candidate.id === id);
  const gone = all !== undefined && administrator === undefined;
  // Removed (here, or from the list behind): the panel has nothing to show.
  useEffect(() => {
    if (gone) closePanel();
  }, [gone, closePanel]);

  const failed = administrators.isError ? administrators : roles.isError ? roles : null;
  if (failed) {
    const retry = () => {
      if (administrators.isError) void administrators.refetch();
      if (roles.isError) void roles.refetch();
    };
    return <ListError message={errorMessage(failed.error)} retrying={administrators.isFetching || roles.isFetching} onRetry={retry} />;
  }
  if (!all || !roles.data) return <LoadingScreen />;
  if (!administrator) return null;
  const reason = removalGuard(administrator, all, self);
  const name = personName(administrator);
  return (
    <div className={styles.panel}>
      <div className={styles.panelTop}>
        <ReasonButton reason={reason} aria-label={T.actions.removeName(name)} onClick={() => setRemoving(true)}>
          {T.panel.remove}
        </ReasonButton>
      </div>
      <Facts>
        <Fact label={T.panel.name}>
          <ServerText text={administrator.name} />
        </Fact>
        <Fact label={T.panel.email}>
          <ServerText text={administrator.email} />
        </Fact>
        {administrator.timezone ? (
          <Fact label={T.panel.timezone}>
            <ServerText text={administrator.timezone} />
          </Fact>
        ) : null}
      </Facts>
      <RolesForm administrator={administrator} roles={roles.data} />
      {removing ? <RemoveAdministratorModal administrator={administrator} onClose={() => setRemoving(false)} onRemoved={closePanel} /> : null}
    </div>
  );
}

/**
 * §1.5 the roles (`Select roles`, at least one) with Cancel and Save changes: a choice equal to the
 * saved roles sends nothing and says so (HEAD's caution); otherwise one `PUT administrators/{id}`
 * however fast it is pressed, the notice, and the panel stays with the server's roles. A refusal shows
 * the server's message and keeps the choice.
 */
function RolesForm({ administrator, roles }: { readonly administrator: Administrator; readonly roles: readonly string[] }): JSX.Element {
  const panel = useSidePanel();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const action = useServerAction(saveRoles, { onError: (error) => setFailure(errorMessage(error)) });
  // The user's choice; null follows the server's (at first, after a save).
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const [tried, setTried] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const saved = administrator.roles;
  const current = draft ?? saved;
  const changed = draft !== null && !sameRoles(draft, saved);
  usePanelChanges(changed);
  const required = current.length === 0 && (tried || changed) ? T.roles.required : undefined;
  const name = personName(administrator);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action.pending) return;
    setFailure(undefined);
    if (!changed || draft === null) {
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    if (draft.length === 0) {
      setTried(true);
      return;
    }
    const outcome = await action.run({ administrator, roles: draft });
    if (outcome.status === 'succeeded') {
      setDraft(null);
      setTried(false);
    }
  };

  return (
    <form className={styles.form} aria-label={T.panel.form(name)} noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <InlineNotification type="negative">{failure}</InlineNotification> : null}
      {unchanged ? <InlineNotification type="caution">{T.panel.unchanged}</InlineNotification> : null}
      <TagsField
        label={T.panel.roles}
        placeholder={T.roles.placeholder}
        options={[...new Set([...roles, ...saved])]}
        value={current}
        onValueChange={(next) => {
          setDraft(next);
          setUnchanged(false);
          setFailure(undefined);
        }}
        error={required}
        required
        disabled={action.pending}
      />
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{T.panel.cancel}</Button>
        <Button type="submit" appearance="primary" aria-disabled={action.pending || undefined} aria-busy={action.pending || undefined}>
          {action.pending ? T.panel.saving : T.panel.save}
        </Button>
      </div>
    </form>
  );
}

// The modal shows the server's message itself and stays open for another try.
const inModal = () => undefined;

export interface RemoveAdministratorModalProps {
  readonly administrator: Administrator;
  readonly onClose: () => void;
  /** After the server said yes (the panel it was opened from closes). */
  readonly onRemoved?: () => void;
}

/**
 * §1.2 Remove (from the row's menu and from the panel, one set of texts: upstream's bug 5):
 * `DisableAdministrator(email)`, one request however fast Remove is pressed; the notice, and the
 * administrators and roles refetched, once the server said yes; a refusal stays in the modal.
 */
export function RemoveAdministratorModal({ administrator, onClose, onRemoved }: RemoveAdministratorModalProps): JSX.Element {
  const action = useServerAction(removeAdministrator, { onError: inModal });
  return (
    <ConfirmModal
      title={T.remove.title(isolate(personName(administrator)))}
      open
      onClose={onClose}
      confirmLabel={T.remove.confirm}
      progressLabel={T.remove.progress}
      appearance="negative"
      onConfirm={async () => {
        const outcome = await action.run(administrator);
        if (outcome.status === 'failed') throw outcome.error;
        if (outcome.status === 'succeeded') onRemoved?.();
      }}
    >
      <p>{T.remove.body}</p>
    </ConfirmModal>
  );
}
