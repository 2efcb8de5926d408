import { useAtomValue } from 'jotai/react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useAccessContext } from '../access.ts';
import { currentGroup, isVisible, shownRequirements } from '../guards.ts';
import { ariaCurrent, NAVIGATION, type NavLink } from '../routes.ts';
import { CountBadge } from '../../../ui/badge/CountBadge.tsx';
import { overLimitCountAtom } from '../../security-profiles/over-limit.ts';
import { ChevronDownIcon, ExternalIcon } from '../../../ui/icons.tsx';
import { NavIcon, type NavIconName } from '../../../ui/nav-icons.tsx';
import * as styles from './SideNavigation.css.ts';
import { LAYOUT_TEXTS as T } from './texts.ts';


interface PortalLinkProps {
  readonly link: NavLink;
  readonly location: string;
  /** Top-level links have an icon; links in a group have none and line up with the group's label. */
  readonly icon?: NavIconName;
  /** Security profiles over the instance limit, for the link that shows them. */
  readonly overLimit: number;
}

function PortalLink({ link, location, icon, overLimit }: PortalLinkProps) {
  const badge = link.badge === 'security-over-limit' ? overLimit : 0;
  return (
    <Link
      href={link.path}
      className={icon ? styles.item : styles.subitem}
      aria-current={ariaCurrent(link.path, location)}
      // The badge shows a bare number; the link's name says what it counts.
      aria-label={badge ? `${link.label}, ${T.overLimit(badge)}` : undefined}
    >
      {icon ? <NavIcon name={icon} className={styles.icon} /> : null}
      <span className={styles.label}>{link.label}</span>
      {badge ? <CountBadge count={badge} className={styles.badge} /> : null}
    </Link>
  );
}

function NavGroup({
  label,
  icon,
  expanded,
  onToggle,
  onIntent,
  children,
}: {
  readonly label: string;
  readonly icon: NavIconName;
  readonly expanded: boolean;
  readonly onToggle: () => void;
  /** The pointer came over the toggle or it took focus: the group may open next. */
  readonly onIntent?: () => void;
  readonly children: ReactNode;
}) {
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <NavIcon name={icon} className={styles.icon} />
        <span className={styles.label}>{label}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.sublist} hidden={!expanded}>
        {children}
      </ul>
    </>
  );
}

/**
 * The portal's side navigation (SPEC §2): items the user may not open are left out, and stay out
 * while access is still unknown, so nothing flashes in and out.
 */
export function SideNavigation() {
  const [location] = useLocation();
  // Security profiles over the limit, for the Security badge (its request is also the security
  // profiles screen's first page: the portal's preload starts it with `me`).
  const overLimit = useAtomValue(overLimitCountAtom);
  const open = currentGroup(location);
  // Groups the user opened or closed by hand; entering a group's page opens it again.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const [seenGroup, setSeenGroup] = useState(open);
  if (seenGroup !== open) {
    setSeenGroup(open);
    if (open !== undefined && toggled[open] === false) {
      const { [open]: _reopened, ...rest } = toggled;
      setToggled(rest);
    }
  }

  const expanded = (label: string) => toggled[label] ?? label === open;
  const toggle = (label: string) =>
    setToggled((current) => ({ ...current, [label]: !(current[label] ?? label === open) }));
  // Groups that were open or about to open: what their entries depend on (`about`, `login/methods`)
  // is asked for then, and stays asked; a closed group's entries ask for nothing (issue 12).
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  const ask = (label: string) => setAsked((current) => (current.has(label) ? current : new Set(current).add(label)));
  const context = useAccessContext(shownRequirements((label) => expanded(label) || asked.has(label)));

  return (
    <nav aria-label={T.mainNavigation} className={styles.nav}>
      <ul className={styles.list}>
        {NAVIGATION.map((entry) => {
          if (entry.kind === 'link') {
            if (!isVisible(entry.link.requires, context)) return null;
            return (
              <li key={entry.link.path}>
                <PortalLink link={entry.link} location={location} icon={entry.icon} overLimit={overLimit} />
              </li>
            );
          }
          if (entry.kind === 'group') {
            const links = entry.links.filter((link) => isVisible(link.requires, context));
            if (links.length === 0) return null;
            return (
              <li key={entry.label}>
                <NavGroup
                  label={entry.label}
                  icon={entry.icon}
                  expanded={expanded(entry.label)}
                  onToggle={() => {
                    ask(entry.label);
                    toggle(entry.label);
                  }}
                  onIntent={() => ask(entry.label)}
                >
                  {links.map((link) => (
                    <li key={link.path}>
                      <PortalLink link={link} location={location} overLimit={overLimit} />
                    </li>
                  ))}
                </NavGroup>
              </li>
            );
          }
          return (
            <li key={entry.label}>
              <NavGroup label={entry.label} icon={entry.icon} expanded={expanded(entry.label)} onToggle={() => toggle(entry.label)}>
                {entry.links.map((link) => (
                  <li key={link.href}>
                    <a className={styles.subitem} href={link.href} target="_blank" rel="noopener noreferrer">
                      <span className={styles.label}>{link.label}</span>
                      <ExternalIcon className={styles.externalIcon} />
                    </a>
                  </li>
                ))}
              </NavGroup>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
