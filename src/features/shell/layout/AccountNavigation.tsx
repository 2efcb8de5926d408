import { Link, useLocation } from 'wouter';
import { ACCOUNT_NAVIGATION, ariaCurrent } from '../routes.ts';
import * as styles from './AccountNavigation.css.ts';
import { LAYOUT_TEXTS as T } from './texts.ts';

/** SPEC §2: on wide screens, the account pages' own navigation above the screen. */
export function AccountNavigation() {
  const [location] = useLocation();
  return (
    <nav aria-label={T.accountNavigation} className={styles.nav}>
      <ul className={styles.list}>
        {ACCOUNT_NAVIGATION.map((link) => (
          <li key={link.path}>
            <Link
              href={link.path}
              className={styles.tab}
              aria-current={ariaCurrent(link.path, location)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
