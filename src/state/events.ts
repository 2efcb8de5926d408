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
