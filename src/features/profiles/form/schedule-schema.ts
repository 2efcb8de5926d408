import { array, mixed, number, string } from 'yup';
import type { WeekdayCode } from '../../../api/upgrade-profiles.ts';
import { WEEKDAYS } from '../schedule.ts';
import { PROFILE_TEXTS } from '../texts.ts';

const T = PROFILE_TEXTS.schedule;

/** §3.6 limits: the delivery window in minutes at most 30 days. */
export const MAX_DELAY_WINDOW = 43_200;

/** Days, each a weekday code; at least one when `required` (weekly schedules). */
export const daysSchema = (required: () => boolean) =>
  array(mixed<WeekdayCode>().oneOf([...WEEKDAYS]).required())
    .required()
    .test('days', T.days.required, (days) => !required() || (days?.length ?? 0) > 0);

/** A whole number field with its required, integer and range messages. */
const wholeNumber = (messages: { readonly required: string; readonly integer: string }) => number().typeError(messages.integer).required(messages.required).integer(messages.integer);

export const hourSchema = () => wholeNumber(T.hour).min(0, T.hour.range).max(23, T.hour.range);

export const minuteSchema = () => wholeNumber(T.minute).min(0, T.minute.range).max(59, T.minute.range);

export const expiresSchema = () => number().typeError(T.expires.integer).required(T.expires.integer).integer(T.expires.integer).min(0, T.expires.atLeast);

/** 'yes' randomises the delivery over `deliver_delay_window` minutes. */
export const randomiseSchema = () => string().oneOf(['no', 'yes']).required();

/**
 * The delivery window (§3.3): only when randomised; a whole number of minutes from 0 to 43,200 and
 * shorter than the expiry (`deliver_within` hours).
 */
export const windowSchema = () =>
  number()
    .typeError(T.window.integer)
    .when('randomise', {
      is: 'yes',
      then: (schema) =>
        schema
          .required(T.window.required)
          .integer(T.window.integer)
          .min(0, T.window.atLeast)
          .max(MAX_DELAY_WINDOW, T.window.max)
          .test({
            name: 'shorter',
            test(value, context) {
              const hours = (context.parent as { readonly deliver_within?: unknown }).deliver_within;
              if (typeof hours !== 'number' || !Number.isFinite(hours) || value === undefined) return true;
              return value < hours * 60 || context.createError({ message: T.window.shorter(value, hours) });
            },
          }),
      otherwise: (schema) => schema.notRequired(),
    });
