import { registerTexts } from '../../../state/texts.ts';
import { LOGIN_TEXTS } from '../../auth/texts.ts';
import { formatCount } from '../../../lib/numbers.ts';

/** SPEC §9: the portal's version string. */
export const PORTAL_VERSION = '1.14.0';

export const FEEDBACK_URL = 'https://discourse.ubuntu.com/c/project/landscape/';

/** The shell's texts. Navigation labels live in ../routes.ts with the paths they lead to. */
export const LAYOUT_TEXTS = registerTexts('shell.layout', {
  brand: 'Landscape',
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  accountNavigation: 'Account',
  userNavigation: 'User',
  menu: 'Menu',
  account: 'Account',
  unknownUser: 'Unknown user',
  alerts: 'Alerts',
  signOut: 'Sign out',
  signingOut: LOGIN_TEXTS.signingOut,
  overLimit: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'profile' : 'profiles'} over the instance limit`,
  overLimitFailed: 'The security profiles over the instance limit could not be counted.',
  version: `Version ${PORTAL_VERSION}`,
  previewNote: 'This is a preview of the new Landscape web portal.',
  feedback: 'Share your feedback',
  classicDashboard: 'Switch to classic dashboard',
  welcomeTitle: 'Landscape web portal (Preview)',
  welcomeText:
    'Welcome to the preview of the new Landscape web portal. Some pages are still being built; ' +
    'you can switch back to the classic dashboard at any time with "Switch to classic dashboard" ' +
    'at the bottom of the navigation.',
  welcomeDismiss: 'Got it!',
} as const);
