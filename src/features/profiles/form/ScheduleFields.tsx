import type { JSX } from 'react';
import type { WeekdayCode } from '../../../api/upgrade-profiles.ts';
import { CheckboxListField } from '../../../ui/form/CheckboxListField.tsx';
import { NumberField, RadioGroupField, type FieldBinding } from '../../../ui/form/index.ts';
import { WEEKDAYS, weekdayName } from '../schedule.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import * as styles from './ProfileForm.css.ts';

const T = PROFILE_TEXTS.schedule;

/** The weekdays a schedule runs on, Sunday first (§3.3, §4.3). */
export function DaysField({ binding, required = true, help }: { readonly binding: FieldBinding<readonly WeekdayCode[] | undefined>; readonly required?: boolean; readonly help?: string | undefined }): JSX.Element {
  return (
    <>
      <CheckboxListField<WeekdayCode>
        {...binding}
        label={T.days.label}
        required={required}
        options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
      />
      {help ? <p className={styles.help}>{help}</p> : null}
    </>
  );
}

/**
 * The time a schedule runs at, in UTC (the zone said in the labels, upstream does not say it): the
 * hour and the minute, or the minute alone for an hourly schedule.
 */
export function TimeFields({ hour, minute }: { readonly hour?: FieldBinding<number | undefined> | undefined; readonly minute: FieldBinding<number | undefined> }): JSX.Element {
  return (
    <div className={styles.row}>
      {hour ? (
        <div className={styles.short}>
          <NumberField {...hour} label={T.hour.label} placeholder="HH" min={0} max={23} step={1} required />
        </div>
      ) : null}
      <div className={styles.short}>
        <NumberField {...minute} label={T.minute.label} placeholder="MM" min={0} max={59} step={1} required />
      </div>
    </div>
  );
}

/**
 * When the delivery expires (hours) and whether it is spread over a window of minutes (§3.3): No
 * clears the window (sent as 0, so an existing one is really turned off).
 */
export function DeliveryWindowFields({
  expires,
  randomise,
  window,
  expiresHelp,
}: {
  readonly expires: FieldBinding<number | undefined>;
  readonly randomise: FieldBinding<string | undefined>;
  readonly window: FieldBinding<number | undefined>;
  readonly expiresHelp: string;
}): JSX.Element {
  return (
    <>
      <NumberField {...expires} label={T.expires.label} help={expiresHelp} min={0} step={1} required />
      <RadioGroupField
        {...randomise}
        label={T.randomise.label}
        options={[
          { value: 'no', label: T.randomise.no },
          { value: 'yes', label: T.randomise.yes },
        ]}
      />
      {randomise.value === 'yes' ? <NumberField {...window} label={T.window.label} min={0} max={43_200} step={1} required /> : null}
    </>
  );
}
