import * as styles from './LandscapeMark.css.ts';

/**
 * The Landscape mark: hills under a sun in a rounded square. Decorative, since the word "Landscape"
 * always stands beside it. Its colours are theme variables (`--landscape-color-brand`,
 * `--landscape-color-brand-text`); its size is the caller's (1em by default).
 */
export function LandscapeMark({ className }: { readonly className?: string }) {
  return (
    <svg
      className={className ? `${styles.mark} ${className}` : styles.mark}
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
    >
      <rect className={styles.tile} width="24" height="24" rx="5" />
      <circle className={styles.figure} cx="16.5" cy="7.5" r="2.5" />
      <path className={styles.figure} d="M0 17.5c3-4.5 6.5-6 10-3.5 2.5-3 6.5-3.5 14 .5V19a5 5 0 0 1-5 5H5a5 5 0 0 1-5-5z" />
      <path className={styles.ridge} d="M2.5 20.5c4-3 9-3.25 13.5-.75 2.25-1 4.25-1 6 0" />
    </svg>
  );
}
