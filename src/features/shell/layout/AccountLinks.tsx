import { useAtomValue } from 'jotai/react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { authUserAtom } from '../../../state/auth.ts';
import { ActionButton } from '../../../ui/action/ActionButton.tsx';
import { useSignOut } from '../../auth/useSignOut.ts';
import { ACCOUNT_NAVIGATION, ariaCurrent, isCurrent } from '../routes.ts';
import * as styles from './AccountLinks.css.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { NavIcon } from '../../../ui/nav-icons.tsx';
import * as nav from './SideNavigation.css.ts';
import { LAYOUT_TEXTS as T } from './texts.ts';

const ACCOUNT_PATH = '/account';
const ACCOUNT_GENERAL_PATH = '/account/general';
const ALERTS_PATH = '/alerts';

/** Ends the session; the portal then shows /login by itself. */
function SignOutButton({ className, withIcon }: { readonly className: string; readonly withIcon: boolean }) {
  const { signOut: leave, pending } = useSignOut();

  return (
    <ActionButton bare className={className} onClick={leave} busy={pending} busyLabel={T.signingOut}>
      {withIcon ? <NavIcon name="signOut" className={nav.icon} /> : null}
      <span className={nav.label}>{T.signOut}</span>
    </ActionButton>
  );
}

/**
 * SPEC §2 "Account links": the user's name, Alerts and Sign out; on narrow screens an "Account"
 * accordion with the account pages and Sign out.
 */
export function AccountLinks({ narrow }: { readonly narrow: boolean }) {
  const user = useAtomValue(authUserAtom);
  const [location] = useLocation();
  const name = user?.name || T.unknownUser;
  const listId = useId();
  const [expanded, setExpanded] = useState(() => isCurrent(ACCOUNT_PATH, location));

  if (!narrow) {
    return (
      <nav aria-label={T.userNavigation} className={styles.section}>
        <ul className={nav.list}>
          <li>
            <Link href={ACCOUNT_GENERAL_PATH} className={nav.item} aria-current={ariaCurrent(ACCOUNT_GENERAL_PATH, location)}>
              <NavIcon name="account" className={nav.icon} />
              <span className={`${nav.label} ${styles.userName}`}>{name}</span>
            </Link>
          </li>
          <li>
            <Link href={ALERTS_PATH} className={nav.item} aria-current={ariaCurrent(ALERTS_PATH, location)}>
              <NavIcon name="alerts" className={nav.icon} />
              <span className={nav.label}>{T.alerts}</span>
            </Link>
          </li>
          <li>
            <SignOutButton className={nav.item} withIcon />
          </li>
        </ul>
      </nav>
    );
  }

  return (
    <nav aria-label={T.userNavigation} className={styles.section}>
      <span className={styles.signedInAs}>{name}</span>
      <button
        type="button"
        className={nav.groupToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        <NavIcon name="account" className={nav.icon} />
        <span className={nav.label}>{T.account}</span>
        <ChevronDownIcon className={nav.chevron} />
      </button>
      <ul id={listId} className={nav.sublist} hidden={!expanded}>
        {ACCOUNT_NAVIGATION.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className={nav.subitem} aria-current={ariaCurrent(link.path, location)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton className={nav.subitem} withIcon={false} />
        </li>
      </ul>
    </nav>
  );
}
