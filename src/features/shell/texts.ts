import { ABOUT_FAILED } from '../../ui/error/AboutError.tsx';

export const PORTAL_TEXTS = {
  signInFailed: 'Sign-in failed',
  backToLogin: 'Back to sign in',
  missingCode: 'The sign-in response is incomplete: it has no code or state. Start the sign-in again.',
  /** A guard's call failed: what could not be loaded (the server's message follows). */
  guardFailed: {
    about: ABOUT_FAILED,
    'login-methods': 'The sign-in methods could not be loaded.',
  },
  documentTitle: (title: string) => `${title} | Landscape`,
} as const;
