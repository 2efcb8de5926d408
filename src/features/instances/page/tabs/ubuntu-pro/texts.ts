import { registerTexts } from '../../../../../state/texts.ts';

/** Texts of the instance page's Ubuntu Pro tab (screens §4.6). */
export const UBUNTU_PRO_TEXTS = registerTexts('instances.ubuntuPro', {
  notAttachedTitle: 'No Ubuntu Pro entitlement',
  notAttachedText:
    'This computer is not currently attached to an Ubuntu Pro entitlement, which provides additional security updates and other benefits from Canonical.',
  learnMore: 'Learn more about Ubuntu Pro',
  attach: 'Attach Ubuntu Pro',
  accountHeading: 'Account information',
  listedFrom: 'listed from ',
  dashboard: 'Ubuntu Pro Dashboard',
  account: 'Account',
  subscription: 'Subscription',
  validUntil: 'Valid Until',
  supportLevel: 'Technical Support Level',
  servicesHeading: 'Services',
  servicesCaption: 'Ubuntu Pro services',
  columns: { name: 'Name', entitled: 'Entitled', status: 'Status', description: 'Description' },
  noServices: 'You have no services.',
  /** Ubuntu Pro information whose shown parts are not what the tab expects. */
  unreadable: 'The Ubuntu Pro information of this instance could not be read.',
} as const);

export const UBUNTU_PRO_URL = 'https://ubuntu.com/pro';
export const UBUNTU_PRO_DASHBOARD_URL = 'https://ubuntu.com/pro/dashboard';
