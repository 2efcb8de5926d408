import { registerTexts } from '../../state/texts.ts';
/** UI texts of the sign-in screen. SPEC does not show the login form; these follow the public portal. */
export const LOGIN_TEXTS = registerTexts('auth', {
  title: 'Sign in to Landscape',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  oidc: (name: string) => `Sign in with ${name}`,
  /** The name of a provider whose own name shows nothing (issue 11: the button stays reachable). */
  providerFallback: (id: number) => `provider ${id}`,
  ubuntuOne: 'Sign in with Ubuntu One',
  enterprise: 'Enterprise login',
  noMethods: 'No sign-in method is available. Contact your administrator.',
  retry: 'Try again',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  /** While the logout request runs, on every Sign out button (the login widget's, the sidebar's). */
  signingOut: 'Signing out...',
  unknownUser: 'Unknown user',
  badLocation: 'The server sent an invalid sign-in address.',
  /** A sign-in page opened from an invitation (SPEC §7); upstream writes the apostrophe straight. */
  invited: (accountTitle: string) => `You've been invited to ${accountTitle}`,
  /** The organisation of an invitation whose title shows nothing. */
  invitedAccountFallback: 'an organisation',
} as const);
