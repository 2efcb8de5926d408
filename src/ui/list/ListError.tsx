import type { JSX } from 'react';
import { Button } from '../button/Button.tsx';
import * as styles from './ListError.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface ListErrorProps {
  /** What could not be loaded; default 'The list could not be loaded.' */
  readonly title?: string;
  /** The server's message (rendered as text). */
  readonly message: string;
  readonly onRetry: () => void;
  /** A retry is under way: the button shows it and cannot be pressed again. */
  readonly retrying?: boolean;
}

/**
 * In place of a list's table and footer when it could not be loaded (an error answer, a malformed
 * one, no answer), or of what a list's filter needed: the server's message and 'Try again'. Never the empty message or a results count,
 * which would claim there is nothing to show.
 */
export function ListError({ title = T.loadFailed, message, onRetry, retrying = false }: ListErrorProps): JSX.Element {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      <Button
        aria-busy={retrying || undefined}
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {T.tryAgain}
      </Button>
    </div>
  );
}
