import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import * as styles from './ErrorScreen.css.ts';

/** SPEC §2 "General": the generic error screen. */
export const ERROR_TEXTS = {
  title: 'Unexpected error occured',
  text: 'Please try again or contact our support team.',
  retry: 'Try again',
} as const;

export function ErrorScreen({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div className={styles.screen} role="alert" part="base">
      <h2 className={styles.title}>{ERROR_TEXTS.title}</h2>
      <p className={styles.text}>{ERROR_TEXTS.text}</p>
      <Button onClick={onRetry}>{ERROR_TEXTS.retry}</Button>
    </div>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  /** Called on retry, e.g. to reset failed queries before rendering again. */
  readonly onReset?: () => void;
}

/** Uncaught render errors show the unexpected-error screen (SPEC §8) instead of a blank element. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Landscape element failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        onRetry={() => {
          this.props.onReset?.();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
