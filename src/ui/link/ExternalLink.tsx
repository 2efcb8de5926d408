import type { ReactNode } from 'react';
import { button } from '../button/Button.css.ts';
import { ExternalIcon } from '../icons.tsx';
import { visuallyHidden } from '../list/shared.css.ts';
import { UI_TEXTS } from '../texts.ts';
import * as styles from './ExternalLink.css.ts';

/** `href` when it is an address on the web (http or https): a server's link is text otherwise. */
export const webAddress = (href: string | null | undefined): string | null => (href && /^https?:\/\//i.test(href) ? href : null);

export interface ExternalLinkProps {
  readonly href: string;
  /** Looks like the primary button (an empty state's first action), without the new-tab icon. */
  readonly asButton?: boolean;
  readonly children: ReactNode;
}

/** A link to a page outside Landscape (documentation, Ubuntu Pro): a new tab, said and shown. */
export function ExternalLink({ href, asButton = false, children }: ExternalLinkProps) {
  return (
    <a className={asButton ? button({ appearance: 'primary' }) : styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {UI_TEXTS.newTab}</span>
      {asButton ? null : <ExternalIcon className={styles.icon} />}
    </a>
  );
}
