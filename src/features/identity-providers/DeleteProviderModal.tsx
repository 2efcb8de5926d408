import { useServerAction } from '../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { deleteProvider } from './actions.ts';
import { isolate } from '../../lib/display-name.ts';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { providerName, type IdentityProvider } from './providers.ts';
import { IDENTITY_PROVIDER_TEXTS } from './texts.ts';

const T = IDENTITY_PROVIDER_TEXTS.deleteModal;

// The modal shows the server's message itself and stays open for another try.
const inModal = () => undefined;

export interface DeleteProviderModalProps {
  readonly row: IdentityProvider;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** SPEC §2, §4: confirm or cancel; Delete is busy while the request runs; the notice once the server said yes. */
export function DeleteProviderModal({ row, open, onClose }: DeleteProviderModalProps) {
  const { run } = useServerAction(deleteProvider, { onError: inModal });
  async function confirm() {
    const outcome = await run({ row });
    if (outcome.status === 'failed') throw outcome.error;
  }
  return (
    <ConfirmModal
      title={T.title}
      open={open}
      onClose={onClose}
      confirmLabel={T.confirm}
      progressLabel={T.progress}
      appearance="negative"
      onConfirm={confirm}
    >
      <p>
        <ServerSentence text={T.body(isolate(providerName(row)))} />
      </p>
    </ConfirmModal>
  );
}
