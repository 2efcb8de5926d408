import { mixed, number, string } from 'yup';
import { apiTime, utcToZoned, zonedToUtc } from '../../../lib/zoned-time.ts';
import { DELIVERY_TEXTS as T } from './texts.ts';

/**
 * When an instance action is delivered (screens §4.1): as soon as possible or at a time the user
 * types in their time zone, sent as the matching UTC time; optionally spread over a window of
 * minutes. The form's fields, their checks and the request's parameters.
 */
export interface DeliveryValues {
  readonly delivery: 'asap' | 'scheduled';
  /** A wall clock ('YYYY-MM-DDTHH:mm') in the user's zone. */
  readonly deliver_after?: string | undefined;
  readonly randomize: 'no' | 'yes';
  readonly deliver_delay_window?: number | undefined;
}

/** The delivery's parameters as the API takes them (the window's name differs for snaps). */
export interface DeliveryParams {
  readonly deliver_after?: string;
  readonly deliver_delay_window?: number;
}

/** A minute from now, in the zone: what "Scheduled" starts with. */
export function initialDelivery(zone: string, now = Date.now()): DeliveryValues {
  return { delivery: 'asap', deliver_after: utcToZoned(now + 60_000, zone), randomize: 'no', deliver_delay_window: 0 };
}

/** The yup fields of the delivery options, read in `zone`; `now` is read as the form is checked. */
export function deliverySchema(zone: string, now: () => number = Date.now) {
  return {
    delivery: mixed<'asap' | 'scheduled'>().oneOf(['asap', 'scheduled']).required(),
    deliver_after: string().when('delivery', ([delivery], schema) =>
      delivery === 'scheduled'
        ? schema
            .required(T.timeRequired)
            // One message at a time: an empty field is only "required", an invalid one only "invalid".
            .test('valid', T.timeInvalid, (value) => !value || zonedToUtc(value, zone) !== null)
            .test('future', T.timePast, (value) => {
              const instant = value ? zonedToUtc(value, zone) : null;
              return instant === null || instant > now();
            })
        : schema.notRequired(),
    ),
    randomize: mixed<'no' | 'yes'>().oneOf(['no', 'yes']).required(),
    deliver_delay_window: number().when('randomize', ([randomize], schema) =>
      randomize === 'yes'
        ? schema.typeError(T.windowRequired).required(T.windowRequired).integer(T.windowWhole).min(0, T.windowMin)
        : schema.notRequired(),
    ),
  };
}

/** The request's delivery parameters for checked values: only what differs from "at once, all together". */
export function deliveryParams(values: DeliveryValues, zone: string): DeliveryParams {
  const instant = values.delivery === 'scheduled' ? zonedToUtc(values.deliver_after ?? '', zone) : null;
  return {
    ...(instant === null ? {} : { deliver_after: apiTime(instant) }),
    ...(values.randomize === 'yes' && values.deliver_delay_window !== undefined ? { deliver_delay_window: values.deliver_delay_window } : {}),
  };
}
