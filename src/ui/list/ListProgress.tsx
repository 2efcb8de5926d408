import type { JSX } from 'react';
import * as styles from './ListProgress.css.ts';
import { UI_TEXTS } from '../texts.ts';

export interface ListProgressProps {
  readonly active: boolean;
}

/**
 * 'Loading...' with a spinner where the user acted (beside the pagination, by the filters). The live
 * region is always there, so the text is announced when it appears.
 */
export function ListProgress({ active }: ListProgressProps): JSX.Element {
  return (
    <span className={styles.progress} role="status">
      {active ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {UI_TEXTS.loading}
        </>
      ) : null}
    </span>
  );
}
