import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ServerText } from '../server-text/ServerText.tsx';
import * as styles from './Page.css.ts';
import { UI_TEXTS } from '../texts.ts';

/** One step of a breadcrumb; with a path it links there. */
export interface Crumb {
  readonly label: string;
  readonly path?: string;
}

export interface PageProps {
  readonly title: string;
  /** Pages above this one; those with a path are links (relative to the router's base). */
  readonly parents?: readonly Crumb[];
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * A portal page: breadcrumb, title, actions, then content. Titles and crumbs are often server strings
 * (an instance's title): isolated, and wrapping rather than widening the page. The breadcrumb shows only under a parent:
 * a trail of one item, the page itself, would say nothing the heading does not.
 */
export function Page({ title, parents = [], actions, children }: PageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {parents.length > 0 ? (
          <nav className={styles.breadcrumb} aria-label={UI_TEXTS.breadcrumb}>
            <ol className={styles.crumbs}>
              {parents.map((parent, index) => (
                <li key={`${index}-${parent.label}`} className={styles.crumb}>
                  {parent.path ? (
                    <Link href={parent.path}>
                      <ServerText text={parent.label} />
                    </Link>
                  ) : (
                    <ServerText text={parent.label} />
                  )}
                </li>
              ))}
              <li className={styles.crumb} aria-current="page">
                <ServerText text={title} />
              </li>
            </ol>
          </nav>
        ) : null}
        <h1 className={styles.title}>
          <ServerText text={title} />
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
