import type { JSX } from 'react';
import { Button } from '../button/Button.tsx';
import { ExternalLink } from '../link/ExternalLink.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  readonly title: string;
  readonly text?: string;
  /** The heading's level in the page's outline. Default 2 (under the page's h1). */
  readonly headingLevel?: 2 | 3 | 4;
  /** An external page, such as the documentation; opens in a new tab. */
  readonly link?: { readonly label: string; readonly href: string };
  /** The first thing to do, such as "Add identity provider"; an external page (`href`) opens in a new tab. */
  readonly action?: { readonly label: string; readonly onClick: () => void } | { readonly label: string; readonly href: string };
}

/** What a screen shows when there is nothing yet: a title, a sentence, a docs link and the first action. */
export function EmptyState({ title, text, headingLevel = 2, link, action }: EmptyStateProps): JSX.Element {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.emptyState}>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {link ? (
        <p className={styles.text}>
          <ExternalLink href={link.href}>{link.label}</ExternalLink>
        </p>
      ) : null}
      {action ? (
        <div>
          {'href' in action ? (
            <ExternalLink href={action.href} asButton>
              {action.label}
            </ExternalLink>
          ) : (
            <Button appearance="primary" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
