import type { Script } from '../../api/scripts.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { archiveScript, deleteScript } from './script-actions.ts';
import { SCRIPT_TEXTS as T, scriptTitle } from './texts.ts';

export type ScriptConfirmKind = 'archive' | 'delete';

export interface ScriptConfirmModalProps {
  readonly kind: ScriptConfirmKind;
  readonly script: Pick<Script, 'id' | 'title' | 'script_profiles'>;
  readonly onClose: () => void;
  /** After the server said yes (e.g. the details panel closes or shows the new state). */
  readonly onDone?: () => void;
}

// The modal shows the server's message itself and stays open for another try (upstream closes it).
const inModal = () => undefined;

/**
 * §1.3: archive or delete a script, typed to confirm (`archive {title}`, `delete {title}`). A script
 * that profiles run names them, and the button says both go. One request however fast it is pressed;
 * the notice only once the server said yes.
 */
export function ScriptConfirmModal({ kind, script, onClose, onDone }: ScriptConfirmModalProps) {
  const { run } = useServerAction(kind === 'archive' ? archiveScript : deleteScript, { onError: inModal });
  const title = scriptTitle(script);
  const profiles = script.script_profiles ?? [];
  const texts = kind === 'archive' ? T.archive : T.remove;
  async function confirm() {
    const outcome = await run({ script });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') onDone?.();
  }
  const list =
    profiles.length > 0 ? (
      <ul>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ServerText text={profile.title} />
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <ConfirmModal
      title={texts.title(title)}
      open
      onClose={onClose}
      confirmLabel={profiles.length > 0 ? texts.confirmWithProfiles : texts.confirm}
      progressLabel={texts.progress}
      appearance="negative"
      onConfirm={confirm}
      confirmText={{ text: texts.phrase(title), before: T.confirmBefore, after: T.confirmAfter }}
    >
      {kind === 'archive' ? (
        <>
          <p>{T.archive.body}</p>
          {list ? (
            <>
              <p>{T.archive.profilesIntro}</p>
              {list}
              <p>{T.archive.profilesOutro}</p>
            </>
          ) : null}
        </>
      ) : list ? (
        <>
          <p>{T.remove.bodyWithProfiles}</p>
          {list}
          <p>{T.remove.profilesOutro}</p>
        </>
      ) : (
        <p>{T.remove.body}</p>
      )}
      <p>
        {T.irreversible.before}
        <strong>{T.irreversible.strong}</strong>
        {T.irreversible.after}
      </p>
    </ConfirmModal>
  );
}
