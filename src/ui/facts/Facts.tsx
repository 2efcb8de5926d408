import type { ReactNode } from 'react';
import * as styles from './Facts.css.ts';

/** A details panel's facts: label and value pairs in two columns (one, in a narrow container). */
export function Facts({ children }: { readonly children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One fact: its label, then its value. */
export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A heading between groups of facts. */
export function FactsSection({ children }: { readonly children: ReactNode }) {
  return <h3 className={styles.section}>{children}</h3>;
}
