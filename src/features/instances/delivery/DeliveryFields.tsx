import { DateTimeField, NumberField, RadioGroupField, type FieldBinding } from '../../../ui/form/index.ts';
import { DELIVERY_TEXTS as T } from './texts.ts';

type DeliveryField = 'delivery' | 'deliver_after' | 'randomize' | 'deliver_delay_window';

/** Any field binding: each field below reads its own kind of value. */
type AnyBinding = Omit<FieldBinding<unknown>, 'onValueChange'> & { onValueChange(value: never): void };

/** What the fields need of a form whose values include DeliveryValues (any such useForm form). */
interface DeliveryForm {
  readonly values: { readonly delivery?: unknown; readonly randomize?: unknown };
  field(name: DeliveryField): AnyBinding;
}

/**
 * The delivery options of an instance action's form: when, in which zone, and over which window
 * (`randomize` false: no window, for an action the API cannot spread, such as a script run).
 */
export function DeliveryFields({ form, zone, randomize = true }: { readonly form: DeliveryForm; readonly zone: string; readonly randomize?: boolean }) {
  const { values } = form;
  const bind = <T,>(name: DeliveryField) => form.field(name) as unknown as FieldBinding<T>;
  return (
    <>
      <RadioGroupField
        {...bind<string | undefined>('delivery')}
        label={T.deliveryTime}
        options={[
          { value: 'asap', label: T.asSoonAsPossible },
          { value: 'scheduled', label: T.scheduled },
        ]}
      />
      {values.delivery === 'scheduled' ? (
        <DateTimeField {...bind<string | undefined>('deliver_after')} label={T.scheduledTime} help={T.inZone(zone)} required />
      ) : null}
      {randomize ? (
        <RadioGroupField
          {...bind<string | undefined>('randomize')}
          label={T.randomize}
          options={[
            { value: 'no', label: T.no },
            { value: 'yes', label: T.yes },
          ]}
        />
      ) : null}
      {randomize && values.randomize === 'yes' ? (
        <NumberField {...bind<number | undefined>('deliver_delay_window')} label={T.window} help={T.windowHelp} min={0} step={1} required />
      ) : null}
    </>
  );
}
