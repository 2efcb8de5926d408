import type { NotificationType } from './notifications.ts';

/** The public events of DESIGN.md: name → detail. */
export interface LandscapeEventDetails {
  'landscape-navigate': { readonly path: string };
  'landscape-signed-in': {
    readonly user: { readonly name: string; readonly email: string; readonly currentAccount: string };
  };
  'landscape-signed-out': Record<string, never>;
  'landscape-account-switched': { readonly account: string };
  'landscape-notify': { readonly type: NotificationType; readonly title: string; readonly message: string };
  'landscape-error': LandscapeErrorDetail;
}

/** What failed, for a host's error reporting (src/state/error-reports.ts). */
export interface LandscapeErrorDetail {
  /**
   * 'render': a screen failed to render (the unexpected-error screen shows); 'request': a call failed
   * without a 4xx (5xx, no answer, an unreadable answer); 'uncaught', 'rejection': an error or an
   * unhandled rejection from the elements' code.
   */
  readonly kind: 'render' | 'request' | 'uncaught' | 'rejection';
  /** The error's message. */
  readonly message: string;
  /** The tag of the element it happened in. */
  readonly element: string;
  /** The portal's route (its path, without the query), while a portal is shown. */
  readonly route?: string;
  readonly stack?: string;
  /** A failed call: its method, its path under the API base (no query) or legacy action, and its status (0: no answer). */
  readonly request?: { readonly method: string; readonly path: string; readonly status: number };
  /** When, as an ISO 8601 time. */
  readonly time: string;
}

export type LandscapeEventName = keyof LandscapeEventDetails;

export type LandscapeEvent<K extends LandscapeEventName> = CustomEvent<LandscapeEventDetails[K]>;

declare global {
  interface GlobalEventHandlersEventMap {
    'landscape-navigate': LandscapeEvent<'landscape-navigate'>;
    'landscape-signed-in': LandscapeEvent<'landscape-signed-in'>;
    'landscape-signed-out': LandscapeEvent<'landscape-signed-out'>;
    'landscape-account-switched': LandscapeEvent<'landscape-account-switched'>;
    'landscape-notify': LandscapeEvent<'landscape-notify'>;
    'landscape-error': LandscapeEvent<'landscape-error'>;
  }
}

/** Bubbling, composed, so a host page hears it across every shadow boundary. Returns false when cancelled. */
export function dispatchLandscapeEvent<K extends LandscapeEventName>(
  target: EventTarget,
  type: K,
  detail: LandscapeEventDetails[K],
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
