import type { SecurityProfile } from '../../api/security-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { archiveProfile } from './profile-actions.ts';
import { quotedName, SECURITY_PROFILE_TEXTS } from './texts.ts';

const T = SECURITY_PROFILE_TEXTS.archiveModal;

export interface ArchiveProfileModalProps {
  readonly profile: Pick<SecurityProfile, 'id' | 'name' | 'title'>;
  readonly open: boolean;
  readonly onClose: () => void;
}

// The modal shows the server's message itself, beside the field the user is in.
const inModal = () => undefined;

/**
 * SPEC §5: Archive is enabled only when 'archive {name}' is typed exactly (the profile's name, not
 * its title) and not while the request runs; Enter submits. The notice comes once the server said
 * yes; a failure keeps the modal open with the server's message.
 */
export function ArchiveProfileModal({ profile, open, onClose }: ArchiveProfileModalProps) {
  const { run } = useServerAction(archiveProfile, { onError: inModal });
  async function confirm() {
    const outcome = await run({ profile });
    if (outcome.status === 'failed') throw outcome.error;
  }
  return (
    <ConfirmModal
      title={T.title(quotedName(profile))}
      open={open}
      onClose={onClose}
      confirmLabel={T.confirm}
      progressLabel={T.progress}
      appearance="negative"
      onConfirm={confirm}
      confirmText={{ text: T.confirmText(profile.name), before: T.confirmBefore, after: T.confirmAfter }}
    >
      <p>{T.body}</p>
    </ConfirmModal>
  );
}
