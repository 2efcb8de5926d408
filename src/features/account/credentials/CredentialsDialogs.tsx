import { useState, type JSX } from 'react';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { useClipboard } from '../../../ui/copy/use-clipboard.ts';
import { visuallyHidden } from '../../../ui/list/shared.css.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { isolate } from '../../../lib/display-name.ts';
import { ServerSentence } from '../../../ui/server-text/ServerSentence.tsx';
import { generateCredentials } from '../actions.ts';
import * as styles from '../Account.css.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

const T = ACCOUNT_TEXTS.credentials;

// The modal shows the server's message itself.
const inModal = () => undefined;

export interface GenerateCredentialsModalProps {
  readonly account: string;
  /** The organisation's title, as its card shows it. */
  readonly title: string;
  /** It has keys already: they stop working (said before confirming, §7.2). */
  readonly regenerate: boolean;
  readonly onClose: () => void;
}

/**
 * Generate / Regenerate API credentials for an organisation (admin-account.md §7.2): one request
 * however fast it is confirmed; the modal stays open with the server's message if it refuses, and
 * closes once it said yes, with a notice that names the organisation, never a key.
 */
export function GenerateCredentialsModal({ account, title, regenerate, onClose }: GenerateCredentialsModalProps): JSX.Element {
  const { run } = useServerAction(generateCredentials, { onError: inModal });
  // The title in the sentences isolated (bidi): a right-to-left title never turns the words after it.
  const named = isolate(title);
  const label = regenerate ? T.regenerateFor(named) : T.generateFor(named);
  return (
    <ConfirmModal
      title={label}
      open
      onClose={onClose}
      confirmLabel={regenerate ? T.regenerate : T.generate}
      progressLabel={T.generating}
      appearance={regenerate ? 'negative' : 'primary'}
      focusCancel={regenerate}
      onConfirm={async () => {
        const outcome = await run({ account, title, regenerate });
        if (outcome.status === 'failed') throw outcome.error;
      }}
    >
      <p>
        {regenerate ? T.regenerateWarning : null}
        <ServerSentence text={T.createsNew(named)} />
      </p>
    </ConfirmModal>
  );
}

/*
 * The keys' Show and Copy, loaded with the list (ApiCredentialsScreen.tsx shows the keys plain and
 * masked until they are in): with the confirmation, out of the core every element loads.
 */

function CopyButton({ value, name }: { readonly value: string; readonly name: string }): JSX.Element {
  const { outcome, copy } = useClipboard();
  return (
    <>
      <Button aria-label={name} onClick={() => void copy(value)}>
        {T.copy}
      </Button>
      {/* Always present, so that the change of its text is announced; it never holds the key. */}
      <span role="status" className={styles.copyStatus}>
        {outcome === 'copied' ? T.copied : outcome === 'failed' ? T.copyFailed : ''}
      </span>
    </>
  );
}

export function AccessKey({ value, title }: { readonly value: string; readonly title: string }): JSX.Element {
  return (
    <span className={styles.keyLine}>
      <code className={styles.code}>{value}</code>
      <CopyButton value={value} name={T.copyAccessName(title)} />
    </span>
  );
}

/** Masked until Show: hidden, the key is not in the page at all (nor read by a screen reader). */
export function SecretKey({ value, title }: { readonly value: string; readonly title: string }): JSX.Element {
  const [shown, setShown] = useState(false);
  return (
    <span className={styles.keyLine}>
      {shown ? (
        <code className={styles.code}>{value}</code>
      ) : (
        <code className={styles.code}>
          <span aria-hidden="true">{'•'.repeat(16)}</span>
          <span className={visuallyHidden}>{T.masked}</span>
        </code>
      )}
      <Button aria-label={shown ? T.hideName(title) : T.showName(title)} onClick={() => setShown((value) => !value)}>
        {shown ? T.hide : T.show}
      </Button>
      <CopyButton value={value} name={T.copySecretName(title)} />
    </span>
  );
}

