import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { NotificationArea } from '../../../ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../../ui/side-panel/SidePanel.tsx';
import { useSidePanelCovers } from '../../../ui/side-panel/useSidePanel.ts';
import { OrganisationSwitcher } from '../../organisations/OrganisationSwitcher.tsx';
import { isCurrent } from '../routes.ts';
import { AccountLinks } from './AccountLinks.tsx';
import { AccountNavigation } from './AccountNavigation.tsx';
import { MenuIcon } from '../../../ui/icons.tsx';
import { LandscapeMark } from '../../../ui/brand/LandscapeMark.tsx';
import { lazyPiece } from '../../../ui/lazy-piece.tsx';
import * as styles from './Layout.css.ts';
import { SideNavigation } from './SideNavigation.tsx';
import { SidebarFooter } from './SidebarFooter.tsx';
import { NavigationNotice } from './NavigationNotice.tsx';
import { LAYOUT_TEXTS as T } from './texts.ts';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../ui/media-query.ts';
import { wasDismissed } from './welcome.ts';

const ACCOUNT_PATH = '/account';

/** After the first paint, and only for who has not dismissed it yet. */
const WelcomeModal = lazyPiece(() => import('./WelcomeModal.tsx').then((module) => module.WelcomeModal), { idle: true });

/**
 * The layout around every signed-in screen (SPEC §2): a dark sidebar with the organisation selector,
 * the navigation, the account links and the footer; the screen beside it. Under 620px the sidebar
 * becomes a menu behind a "Menu" button in a top bar.
 */
export function Layout({ children }: { readonly children: ReactNode }) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [welcome] = useState(() => !wasDismissed());

  // Any change of page, or of layout, closes the menu.
  const [seen, setSeen] = useState({ location, narrow });
  if (seen.location !== location || seen.narrow !== narrow) {
    setSeen({ location, narrow });
    setMenuOpen(false);
  }

  const main = useRef<HTMLElement>(null);

  function skipToMain() {
    main.current?.focus();
  }

  function closeMenu() {
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!narrow || !menuOpen || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeMenu();
  }

  // The open menu covers the page: Escape closes it wherever focus is (the body, after a click on
  // nothing), not only inside it. A dropdown inside that closed on this Escape has prevented it.
  const drawerOpen = narrow && menuOpen;
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // What the open menu, or a side panel on a narrow screen, covers is inert: Tab cannot reach its
  // links, nor Enter follow them, nor a screen reader read them as if they were in front.
  const panelCovers = useSidePanelCovers();
  const behind = drawerOpen || panelCovers;

  // Following a link closes the menu, also the link to the page already shown.
  function click(event: MouseEvent<HTMLDivElement>) {
    if (narrow && event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
  }

  return (
    <div className={styles.shell({ narrow })} part="base">
      {/* A button, not a fragment link: `#id` cannot reach into a shadow root, and would add the
          fragment to the portal's address. */}
      <button type="button" className={styles.skipLink} onClick={skipToMain} inert={behind}>
        {T.skipToContent}
      </button>
      {/* The banner: brand, organisation selector, navigation, account links and footer. */}
      <header className={styles.sidebar({ narrow })} part="navigation" onKeyDown={keyDown} inert={panelCovers}>
        {narrow ? (
          <div className={styles.topBar}>
            <span className={styles.topBarBrand}>
              <LandscapeMark className={styles.brandMark} />
              {T.brand}
            </span>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon className={styles.menuIcon} />
              {T.menu}
            </button>
          </div>
        ) : null}
        <div id={panelId} className={styles.panel({ narrow })} hidden={narrow && !menuOpen} onClick={click}>
          {narrow ? null : (
            <span className={styles.brand}>
              <LandscapeMark className={styles.brandMark} />
              {T.brand}
            </span>
          )}
          <div className={styles.organisation}>
            <OrganisationSwitcher fill />
          </div>
          <SideNavigation />
          {narrow ? null : <NavigationNotice />}
          <AccountLinks narrow={narrow} />
          <SidebarFooter />
        </div>
      </header>
      <div className={styles.content} inert={behind}>
        {!narrow && isCurrent(ACCOUNT_PATH, location) ? <AccountNavigation /> : null}
        {/* Behind the closed menu it would go unseen: on a narrow screen it stands above the screen. */}
        {narrow ? <NavigationNotice /> : null}
        <main ref={main} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <SidePanelHost />
      <NotificationArea />
      {welcome ? <WelcomeModal /> : null}
    </div>
  );
}
