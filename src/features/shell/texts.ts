export const PORTAL_TEXTS = {
  signInFailed: 'Sign-in failed',
  backToLogin: 'Back to sign in',
  missingCode: 'The sign-in response is incomplete: it has no code or state. Start the sign-in again.',
  documentTitle: (title: string) => `${title} | Landscape`,
} as const;
