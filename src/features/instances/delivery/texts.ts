import { registerTexts } from '../../../state/texts.ts';

/** Texts of the delivery options of instance actions (screens §4.1; the zone and the checks are ours). */
export const DELIVERY_TEXTS = registerTexts('instances.delivery', {
  deliveryTime: 'Delivery time',
  asSoonAsPossible: 'As soon as possible',
  scheduled: 'Scheduled',
  scheduledTime: 'Scheduled time',
  /** Under the scheduled time: the zone it is read in. */
  inZone: (zone: string) => `In your time zone, ${zone}.`,
  timeRequired: 'Enter the time to deliver at.',
  timeInvalid: 'Enter a valid date and time.',
  timePast: 'The scheduled time must be in the future.',
  randomize: 'Randomise delivery over a time window',
  no: 'No',
  yes: 'Yes',
  window: 'Time window',
  windowHelp: 'Time in minutes',
  windowRequired: 'Enter the time window in minutes.',
  windowMin: 'Delivery delay must be greater than or equal to 0',
  windowWhole: 'Enter a whole number of minutes.',
} as const);
