import type { ReactNode } from 'react';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { PROFILE_TEXTS } from './texts.ts';

const T = PROFILE_TEXTS.remove;

/** A type's removal confirmation (profiles.md §1.2, §3.2, §4.2, §5.2): the same from its list and its details (§8.5). */
export interface RemoveTexts {
  readonly title: string;
  /** What will happen; the kit adds "This action is irreversible." unless `irreversible` is false. */
  readonly body: ReactNode;
  /** False when the body already says so (reboot's, §4.2): the sentence is not added twice. */
  readonly irreversible?: boolean;
  /** What must be typed, e.g. `remove nightly`. */
  readonly phrase: string;
}

export interface RemoveProfileModalProps<P> {
  readonly profile: P;
  readonly texts: RemoveTexts;
  readonly action: ServerAction<P, void>;
  readonly onClose: () => void;
}

// The modal shows the server's message itself, beside the field the user is in.
const inModal = () => undefined;

/**
 * The typed-confirmation removal (profiles.md §0.4): Remove stays disabled until the phrase is typed
 * exactly; one request however fast it is pressed; the notice once the server said yes, and the
 * modal closes; a refusal is shown in the modal, which stays open with what was typed.
 */
export function RemoveProfileModal<P>({ profile, texts, action, onClose }: RemoveProfileModalProps<P>) {
  const { run } = useServerAction(action, { onError: inModal });
  async function confirm() {
    const outcome = await run(profile);
    if (outcome.status === 'failed') throw outcome.error;
  }
  return (
    <ConfirmModal
      title={texts.title}
      open
      onClose={onClose}
      confirmLabel={T.confirm}
      progressLabel={T.progress}
      appearance="negative"
      onConfirm={confirm}
      confirmText={{ text: texts.phrase, before: T.before, after: T.after }}
    >
      <p>
        {/* A sentence quoting a title marked with `isolate`: the title in its own <bdi>. */}
        {typeof texts.body === 'string' ? <ServerSentence text={texts.body} /> : texts.body}
        {texts.irreversible === false ? null : (
          <>
            {T.irreversibleBefore}
            <strong>{T.irreversible}</strong>
            {T.irreversibleAfter}
          </>
        )}
      </p>
    </ConfirmModal>
  );
}
