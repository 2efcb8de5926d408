import type { ScriptProfile } from '../../api/script-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { archiveScriptProfile } from './profile-actions.ts';
import { SCRIPT_PROFILE_TEXTS, scriptProfileTitle } from './texts.ts';

const T = SCRIPT_PROFILE_TEXTS.archive;

// The modal shows the server's message itself, beside the field the user is in.
const inModal = () => undefined;

/**
 * §7.4, typed to confirm `archive {title}`: one request however fast Archive is pressed, the notice
 * once the server said yes, a refusal shown in the modal, which stays open (upstream has no error
 * handling). The lists and an open details panel refetch and show the profile archived.
 */
export function ArchiveScriptProfileModal({ profile, onClose }: { readonly profile: Pick<ScriptProfile, 'id' | 'title'>; readonly onClose: () => void }) {
  const { run } = useServerAction(archiveScriptProfile, { onError: inModal });
  const title = scriptProfileTitle(profile);
  async function confirm() {
    const outcome = await run({ profile });
    if (outcome.status === 'failed') throw outcome.error;
  }
  return (
    <ConfirmModal
      title={T.title(title)}
      open
      onClose={onClose}
      confirmLabel={T.confirm}
      progressLabel={T.progress}
      appearance="negative"
      onConfirm={confirm}
      confirmText={{ text: T.confirmText(title), before: T.confirmBefore, after: T.confirmAfter }}
    >
      <p>
        {T.body}
        <br />
        {T.irreversibleBefore}
        <strong>{T.irreversible}</strong>
        {T.irreversibleAfter}
      </p>
    </ConfirmModal>
  );
}
