import { Link } from 'wouter';
import { Page } from '../../../ui/page/Page.tsx';
import { useAccessContext } from '../access.ts';
import { isVisible } from '../guards.ts';
import { hubLinks, pageHeading } from './headings.ts';
import * as styles from './screens.css.ts';
import { SCREEN_TEXTS as T } from './texts.ts';
import type { ScreenProps } from './types.ts';

/** A group's index page (/profiles, /repositories, /settings, /account): links to the group's pages this user may open. */
export function HubScreen({ route, params }: ScreenProps) {
  const all = hubLinks(route.path);
  const context = useAccessContext(all.map((link) => link.requires));
  const { title, parents } = pageHeading(route, params);
  const links = all.filter((link) => isVisible(link.requires, context));
  return (
    <Page title={title} parents={parents}>
      <ul className={styles.hubList} aria-label={T.hubPages(title)}>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className={styles.hubLink}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
