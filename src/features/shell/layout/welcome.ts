/** SPEC §9: where the dismissal is remembered. */
export const WELCOME_DISMISSED_KEY = '_landscape_isWelcomePopupClosed';

/** Storage can be switched off or throw (private modes, sandboxed frames): then it is simply not remembered. */
export function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    window.localStorage.setItem(WELCOME_DISMISSED_KEY, 'true');
  } catch {
    // Not remembered: the welcome shows again next time, which is all that is lost.
  }
}
