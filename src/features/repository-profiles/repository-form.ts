import { array, boolean, number, object, string, type InferType } from 'yup';
import { GLOBAL_ACCESS_GROUP } from '../../api/access-groups.ts';
import type { AptSource, Distribution } from '../../api/repositories.ts';
import type { RepositoryProfile, RepositoryProfileBody } from '../../api/repository-profiles.ts';
import type { Draft } from '../../ui/form/index.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';

/**
 * §1.3: the title is required on add and edit (an empty one is refused), any title (1.14's
 * lower-case slug rule on the title blocked editing existing profiles, §8); the rest optional.
 */
export const repositoryFormSchema = object({
  title: string().trim().required(PROFILE_TEXTS.form.required),
  description: string().ensure(),
  access_group: string().required(PROFILE_TEXTS.form.required),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
  pockets: array(number().required()).required(),
  apt_sources: array(number().required()).required(),
});

export type RepositoryFormValues = InferType<typeof repositoryFormSchema>;

export const addValues = (): Draft<RepositoryFormValues> => ({
  title: '',
  description: '',
  access_group: GLOBAL_ACCESS_GROUP,
  all_computers: false,
  tags: [],
  pockets: [],
  apt_sources: [],
});

/** An edit's values: the profile's, its pockets by id. */
export const editValues = (profile: RepositoryProfile): RepositoryFormValues => ({
  title: profile.title,
  description: profile.description,
  access_group: profile.access_group,
  all_computers: profile.all_computers,
  tags: [...profile.tags],
  pockets: profile.pockets.map((pocket) => pocket.id),
  apt_sources: [...profile.apt_sources],
});

/**
 * What add and edit send: every field, `""` and `[]` included, so an edit clears what was emptied
 * (upstream 1.14 drops them, §8). An add for all instances sends no tags; an edit sends the tags the
 * form holds (kept while all instances is checked, as the server keeps them).
 */
export function bodyOf(values: RepositoryFormValues, kind: 'add' | 'edit'): RepositoryProfileBody {
  return {
    title: values.title.trim(),
    description: values.description,
    access_group: values.access_group,
    all_computers: values.all_computers,
    tags: kind === 'add' && values.all_computers ? [] : [...values.tags],
    pockets: [...new Set(values.pockets)],
    apt_sources: [...new Set(values.apt_sources)],
  };
}

/** Whether `text` holds `wanted` (already lower-cased): plain text, never a pattern (upstream's crash, §1.3.1). */
const holds = (text: string, wanted: string) => text.toLocaleLowerCase().includes(wanted);

/**
 * §1.3 Pockets: the distributions and series that have pockets; with a search (trimmed, any case,
 * plain text), a distribution whose name matches with all its series, else a series whose name
 * matches with all its pockets, else the pockets whose names match.
 */
export function filterPockets(distributions: readonly Distribution[], search: string): readonly Distribution[] {
  const wanted = search.trim().toLocaleLowerCase();
  const shown: Distribution[] = [];
  for (const distribution of distributions) {
    const withPockets = distribution.series.filter((series) => series.pockets.length > 0);
    const series =
      wanted === '' || holds(distribution.name, wanted)
        ? withPockets
        : withPockets
            .map((one) => (holds(one.name, wanted) ? one : { ...one, pockets: one.pockets.filter((pocket) => holds(pocket.name, wanted)) }))
            .filter((one) => one.pockets.length > 0);
    if (series.length > 0) shown.push({ ...distribution, series });
  }
  return shown;
}

/** §1.3 APT sources: those whose name or line holds the search (trimmed, any case, plain text). */
export function filterAptSources(sources: readonly AptSource[], search: string): readonly AptSource[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return sources;
  return sources.filter((source) => holds(source.name, wanted) || holds(source.line, wanted));
}
