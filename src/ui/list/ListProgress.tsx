import type { JSX } from 'react';
import { LOADING_TEXT } from '../placeholders.tsx';
import * as styles from './ListProgress.css.ts';

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
          {LOADING_TEXT}
        </>
      ) : null}
    </span>
  );
}
