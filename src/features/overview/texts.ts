import { registerTexts } from '../../state/texts.ts';
import { RECENT_DAYS, type ActivityCountKey, type InstanceCountKey } from './counts.ts';

/** What a count says after its number: one, or several. */
export interface CountLabel {
  readonly one: string;
  readonly other: string;
}

/** The text after a count's number, agreeing with it. */
export const countLabel = (count: number, label: CountLabel): string => (count === 1 ? label.one : label.other);

/** SPEC.md does not show the overview's contents: these texts are the portal's own. */
export const OVERVIEW_TEXTS = registerTexts('overview', {
  instances: {
    title: 'Instances',
    loadFailed: 'The instance counts could not be loaded.',
    counts: {
      total: { one: 'instance', other: 'instances' },
      offline: { one: 'offline instance', other: 'offline instances' },
      securityUpgrades: { one: 'instance with security upgrades', other: 'instances with security upgrades' },
      packageUpgrades: { one: 'instance with package upgrades', other: 'instances with package upgrades' },
      rebootRequired: { one: 'instance requiring a reboot', other: 'instances requiring a reboot' },
    } satisfies Record<InstanceCountKey, CountLabel>,
    viewAll: 'View all instances',
  },
  activities: {
    title: 'Activities',
    loadFailed: 'The activity counts could not be loaded.',
    counts: {
      unapproved: { one: 'unapproved activity', other: 'unapproved activities' },
      inProgress: { one: 'activity in progress', other: 'activities in progress' },
      failedRecently: {
        one: `failed activity in the last ${RECENT_DAYS} days`,
        other: `failed activities in the last ${RECENT_DAYS} days`,
      },
    } satisfies Record<ActivityCountKey, CountLabel>,
    viewAll: 'View all activities',
  },
  securityProfiles: {
    title: 'Security profiles',
    loadFailed: 'The security profiles could not be loaded.',
    overLimit: { one: 'profile over the instance limit', other: 'profiles over the instance limit' } satisfies CountLabel,
    /** The list of active profiles with their last audit's pass rate. */
    activeList: 'Active security profiles',
    noneActive: 'No active security profiles.',
    viewAll: 'View security profiles',
  },
} as const);
