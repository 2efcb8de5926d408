import { useId, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { ListError } from '../../ui/list/ListError.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import * as styles from './Overview.css.ts';

/** A card's data: loaded, loading (no data yet), or failed with what to show and how to ask again. */
export interface CardStatus<T> {
  readonly data: T | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  /** Asking again after a failure is under way. */
  readonly retrying: boolean;
  retry(): void;
}

export interface OverviewCardProps<T> {
  readonly title: string;
  /** Above the server's message when the card's data could not be loaded. */
  readonly loadFailed: string;
  readonly status: CardStatus<T>;
  /** The card's whole list, offered in every state. */
  readonly link: { readonly label: string; readonly path: string };
  /** The loaded content. */
  readonly children: (data: T) => ReactNode;
}

/**
 * One card of the overview, a region named by its heading. It loads and fails on its own: its own
 * 'Loading...', or the server's message with 'Try again', never blanking the page or another card.
 */
export function OverviewCard<T>({ title, loadFailed, status, link, children }: OverviewCardProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (status.isError) {
    body = <ListError title={loadFailed} message={errorMessage(status.error)} onRetry={status.retry} retrying={status.retrying} />;
  } else if (status.data === undefined) {
    body = <LoadingScreen />;
  } else {
    body = children(status.data);
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {body}
      <p className={`${styles.text} ${styles.footer}`}>
        <AppLink path={link.path}>{link.label}</AppLink>
      </p>
    </section>
  );
}
