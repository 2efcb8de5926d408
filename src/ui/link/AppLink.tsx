import { createContext, useCallback, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useEmit, useStore } from '../../state/react.tsx';

const InPortalContext = createContext(false);

/** The portal wraps its screens in this: links route in place instead of leaving the page. */
export const InPortalProvider = InPortalContext.Provider;

/** `portal-url` + a portal path, e.g. `/new_dashboard/` + `/instances/6`. */
export function portalHref(portalUrl: string, path: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export interface AppLinkProps {
  /** A portal path, e.g. `/instances/6`. */
  readonly path: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * A link to a portal page. Inside the portal it routes in place. In a widget elsewhere it is a real
 * link to `portal-url` + path that first fires the cancelable `landscape-navigate` (DESIGN.md): a
 * host that cancels it handles the navigation itself.
 */
export function AppLink({ path, children, className }: AppLinkProps) {
  const inPortal = useContext(InPortalContext);
  const store = useStore();
  const emit = useEmit();
  if (inPortal) {
    return (
      <Link href={path} className={className}>
        {children}
      </Link>
    );
  }
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new tab, new window) are the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!emit('landscape-navigate', { path }, true)) event.preventDefault();
  }
  return (
    <a href={portalHref(store.config().portalUrl, path)} className={className} onClick={follow}>
      {children}
    </a>
  );
}

/**
 * Goes to a portal page from code (a notification's action), as AppLink's link would: in place
 * inside the portal; elsewhere after the cancelable `landscape-navigate`, to `portal-url` + path.
 */
export function usePortalNavigate(): (path: string) => void {
  const inPortal = useContext(InPortalContext);
  const store = useStore();
  const emit = useEmit();
  const [, navigate] = useLocation();
  return useCallback(
    (path: string) => {
      if (inPortal) navigate(path);
      else if (emit('landscape-navigate', { path }, true)) store.browser.assign(portalHref(store.config().portalUrl, path));
    },
    [inPortal, navigate, emit, store],
  );
}
