import { useMemo, useState } from 'react';
import { object } from 'yup';
import { effectiveZone } from '../../../lib/zoned-time.ts';
import { useForm } from '../../../ui/form/index.ts';
import { useDateDisplay } from '../../../ui/time/DateTime.tsx';
import { deliveryParams, deliverySchema, initialDelivery, type DeliveryParams } from './delivery.ts';

/**
 * A form of delivery options alone (as soon as possible or at a time in the user's zone, randomised
 * or not), checked with the delivery's messages; `onSubmit` gets the request's parameters (the time
 * in UTC). Without one, the buttons check the values themselves (`form.check()`).
 */
export function useDeliveryForm(onSubmit: (delivery: DeliveryParams) => Promise<void> = async () => undefined) {
  const zone = effectiveZone(useDateDisplay().timeZone);
  const schema = useMemo(() => object(deliverySchema(zone)), [zone]);
  const [initialValues] = useState(() => initialDelivery(zone));
  const form = useForm({ schema, initialValues, onSubmit: (values) => onSubmit(deliveryParams(values, zone)) });
  return { form, zone };
}
