import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { ApiError } from '../../api/errors.ts';
import { HostContext } from '../../state/react.tsx';
import { Button } from '../button/Button.tsx';
import { retryFailedLoads } from '../component-loader.ts';
import { ServerText } from '../server-text/ServerText.tsx';
import * as styles from './ErrorScreen.css.ts';
import { UI_TEXTS } from '../texts.ts';

/** SPEC §2 "General": the generic error screen. */

export interface ErrorScreenProps {
  readonly onRetry: () => void;
  /**
   * What failed. A failed call's message (the server's, or what went wrong on the way) is shown below
   * the generic text; any other error's message is a program's, not the user's, and is not shown.
   */
  readonly error?: unknown;
}

export function ErrorScreen({ onRetry, error }: ErrorScreenProps) {
  const message = error instanceof ApiError ? error.message : undefined;
  return (
    <div className={styles.screen} role="alert" part="base">
      <h2 className={styles.title}>{UI_TEXTS.error.title}</h2>
      <p className={styles.text}>{UI_TEXTS.error.text}</p>
      {message ? (
        <p className={styles.message}>
          <ServerText text={message} />
        </p>
      ) : null}
      <Button onClick={onRetry}>{UI_TEXTS.error.retry}</Button>
    </div>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  /** Called on retry, e.g. to reset failed queries before rendering again. */
  readonly onReset?: () => void;
}

/**
 * Uncaught render errors show the unexpected-error screen (SPEC §8) instead of a blank element, and
 * are reported (src/state/error-reports.ts) from the element they happened in.
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  static override contextType = HostContext;
  declare context: ContextType<typeof HostContext>;
  override state: { failed: boolean; error: unknown } = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Landscape element failed to render', error, info.componentStack);
    this.context?.store.errors.report({ kind: 'render', error, origin: this.context.host });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        error={this.state.error}
        onRetry={() => {
          // A screen's or a panel's code that failed to download is asked for again too.
          retryFailedLoads();
          this.props.onReset?.();
          this.setState({ failed: false, error: undefined });
        }}
      />
    );
  }
}
