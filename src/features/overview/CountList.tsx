import { AppLink } from '../../ui/link/AppLink.tsx';
import * as styles from './Overview.css.ts';
import { formatCount } from '../../lib/numbers.ts';
import { countLabel, type CountLabel } from './texts.ts';

export interface CountItem {
  readonly key: string;
  readonly count: number;
  readonly label: CountLabel;
  /** The list of exactly what was counted. */
  readonly path: string;
}

/**
 * Counts as links to what they count, each named in full ('437 offline instances'): the number
 * large, then what it counts.
 */
export function CountList({ items }: { readonly items: readonly CountItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <AppLink path={item.path} className={styles.countLink}>
            <span className={styles.number}>{formatCount(item.count)}</span>{' '}
            <span className={styles.label}>{countLabel(item.count, item.label)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
