import type { ReactNode } from 'react';
import { ExternalIcon } from '../icons.tsx';
import { visuallyHidden } from '../list/shared.css.ts';
import { UI_TEXTS } from '../texts.ts';
import * as styles from './ExternalLink.css.ts';

/** `href` when it is an address on the web (http or https): a server's link is text otherwise. */
export const webAddress = (href: string | null | undefined): string | null => (href && /^https?:\/\//i.test(href) ? href : null);

/** A link to a page outside Landscape (documentation, Ubuntu Pro): a new tab, said and shown. */
export function ExternalLink({ href, className, children }: { readonly href: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <a className={className ?? styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {UI_TEXTS.newTab}</span>
      {className ? null : <ExternalIcon className={styles.icon} />}
    </a>
  );
}
