import { array, boolean, number, object, string, type InferType } from 'yup';
import type { Draft } from '../../ui/form/index.ts';
import { GLOBAL_ACCESS_GROUP } from '../../api/access-groups.ts';
import type { NewRemovalProfile, RemovalProfile } from '../../api/removal-profiles.ts';
import { REMOVAL_PROFILE_TEXTS } from './texts.ts';

const T = REMOVAL_PROFILE_TEXTS.form;

/** §5.3: the removal timeframe is a whole number of days, at least 1, below 2^31. */
export const MAX_TIMEFRAME = 2_147_483_647;

/** §5.3, with its messages; the title is required on an edit too (an empty one would be refused). */
export const removalFormSchema = object({
  title: string().trim().required(T.required),
  days_without_exchange: number()
    .typeError(T.integer)
    .required(T.required)
    .integer(T.integer)
    .min(1, T.atLeast)
    .max(MAX_TIMEFRAME, T.tooLarge),
  access_group: string().required(T.required),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
});

export type RemovalFormValues = InferType<typeof removalFormSchema>;

export const addValues = (): Draft<RemovalFormValues> => ({ title: '', days_without_exchange: undefined, access_group: GLOBAL_ACCESS_GROUP, all_computers: false, tags: [] });

export const editValues = (profile: RemovalProfile): RemovalFormValues => ({
  title: profile.title,
  days_without_exchange: profile.days_without_exchange,
  access_group: profile.access_group,
  all_computers: profile.all_computers,
  tags: [...profile.tags],
});

/** What an add sends: every value; the tags only when not all instances (§5.3). */
export const newProfile = (values: RemovalFormValues): NewRemovalProfile => ({
  title: values.title.trim(),
  days_without_exchange: values.days_without_exchange,
  access_group: values.access_group,
  all_computers: values.all_computers,
  tags: values.all_computers ? [] : values.tags,
});
