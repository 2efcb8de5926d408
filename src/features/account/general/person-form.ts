/**
 * Account › General's form, its pure parts (admin-account.md §5.3): the values from `GET person`, the
 * yup schema with the file's messages, whether anything changed, and the `POST person` body.
 *
 *   personValues(person)                 // the form's starting values (and its baseline after a save)
 *   personChanges(values, person, rules) // { name?, email?, timezone, preferred_account? }
 */
import { object, string, type InferType } from 'yup';
import type { Person, PersonChanges } from '../../../api/person.ts';
import type { Draft } from '../../../ui/form/useForm.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

const M = ACCOUNT_TEXTS.general;

/** A message read when a value is checked, not when this module loads (the host may change texts). */
const m = (key: 'required' | 'invalidEmail') => () => M[key];

export const personSchema = object({
  name: string().trim().required(m('required')),
  email: string().trim().required(m('required')).email(m('invalidEmail')),
  timezone: string().required(m('required')),
  preferred_account: string().default(''),
});

export type PersonValues = InferType<typeof personSchema>;

export function personValues(person: Person): Draft<PersonValues> {
  return {
    name: person.name,
    email: person.email,
    timezone: person.timezone,
    preferred_account: person.preferred_account ?? '',
  };
}

/** What the form may change: a person without a password changes neither name nor email (theirs come from the provider). */
export interface EditableFields {
  readonly identity: boolean;
  readonly preferredAccount: boolean;
}

/** The `POST person` body: every field the person may change, as the form has it (an empty default organisation clears it). */
export function personChanges(values: Draft<PersonValues>, fields: EditableFields): PersonChanges {
  return {
    ...(fields.identity ? { name: (values.name ?? '').trim(), email: (values.email ?? '').trim() } : {}),
    timezone: values.timezone ?? '',
    ...(fields.preferredAccount ? { preferred_account: values.preferred_account ?? '' } : {}),
  };
}

/** Whether saving would change anything: Save changes is enabled only then. */
export function hasPersonChanges(values: Draft<PersonValues>, person: Person, fields: EditableFields): boolean {
  const now = personChanges(values, fields);
  const before = personChanges(personValues(person), fields);
  return (Object.keys(now) as (keyof PersonChanges)[]).some((key) => now[key] !== before[key]);
}
