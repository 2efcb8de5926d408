import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { GLOBAL_ACCESS_GROUP } from '../../api/access-groups.ts';
import type { PackageProfile, PackageProfileCreate, PackageProfileEdit } from '../../api/package-profiles.ts';
import type { Draft, FileValue } from '../../ui/form/index.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import { bodyOfDraft, isDraftValid, parseConstraintFile, problemText, type ConstraintDraft } from './constraints.ts';
import { PACKAGE_PROFILE_FORM_TEXTS as T } from './form-texts.ts';
const required = PROFILE_TEXTS.form.required;

/** Where an added profile's constraints come from (§2.3 "Package constraints"). */
export type ConstraintSourceKind = '' | 'instance' | 'material' | 'manual';

/** How many of a file's problems are listed before "and N more". */
const LISTED_PROBLEMS = 5;

/** A file's problems in one message, each with its line (the first few, then how many more). */
export function fileMessage(file: FileValue | undefined): string | undefined {
  if (!file) return required;
  if (file.text.trim() === '') return T.form.emptyFile;
  const parsed = parseConstraintFile(file.text);
  if (!parsed.problems) return undefined;
  const listed = parsed.problems.slice(0, LISTED_PROBLEMS).map(problemText);
  const more = parsed.problems.length - listed.length;
  return [...listed, ...(more > 0 ? [T.csv.more(more)] : [])].join('\n');
}

const sourceIs = (kind: ConstraintSourceKind) => (source: unknown) => source === kind;

/**
 * §2.3 Add: name and description required, the constraints' source required, then its instance,
 * its file (each bad line reported by number, nothing sent) or its rows (each row's rule and version
 * checked together, at least one row).
 */
export const addSchema = object({
  title: string().trim().required(required),
  description: string().trim().required(required),
  access_group: string().required(required),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
  source: string().oneOf(['instance', 'material', 'manual'], required).required(required),
  instance: string().when('source', { is: sourceIs('instance'), then: (schema) => schema.required(required) }),
  file: mixed<FileValue>().test('file', '', function check(value) {
    if (this.parent.source !== 'material') return true;
    const message = fileMessage(value);
    return message === undefined ? true : this.createError({ message });
  }),
  constraints: mixed<readonly ConstraintDraft[]>().test('rows', '', function check(value) {
    if (this.parent.source !== 'manual') return true;
    const rows = value ?? [];
    if (rows.length === 0) return this.createError({ message: T.constraints.atLeastOne });
    // Each row's problems are shown in its cells; the block names none of its own.
    return rows.every(isDraftValid) ? true : this.createError({ message: T.constraints.required });
  }),
});

/** §2.4 Edit and §2.5 Duplicate: the name required (a profile without one cannot be told apart), the rest free. */
export const editSchema = object({
  title: string().trim().required(required),
  description: string().ensure(),
  access_group: string().required(required),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
});

export type AddValues = InferType<typeof addSchema>;
export type EditValues = InferType<typeof editSchema>;

export const addValues = (): Draft<AddValues> => ({
  title: '',
  description: '',
  access_group: GLOBAL_ACCESS_GROUP,
  all_computers: false,
  tags: [],
  source: undefined,
  instance: undefined,
  file: undefined,
  constraints: undefined,
});

/** An edit's values, or a duplicate's (`{title} (copy)`, the rest the source's). */
export const profileValues = (profile: PackageProfile, kind: 'edit' | 'duplicate'): Draft<EditValues> => ({
  title: kind === 'duplicate' ? T.form.copy(profile.title) : profile.title,
  description: profile.description,
  access_group: profile.access_group,
  all_computers: profile.all_computers,
  tags: [...profile.tags],
});

const association = (values: { readonly all_computers: boolean; readonly tags: readonly string[] }) => ({
  all_computers: values.all_computers,
  tags: values.all_computers ? [] : [...values.tags],
});

/**
 * What Add sends (§2.3): the profile and exactly one source: the instance's id as a number (1.14
 * sends the select's text), the file's text as `material`, or the rows trimmed, every field present.
 */
export function addBody(values: AddValues): PackageProfileCreate {
  const base = { title: values.title.trim(), description: values.description.trim(), access_group: values.access_group, ...association(values) };
  switch (values.source) {
    case 'instance':
      return { ...base, source_computer_id: Number(values.instance) };
    case 'material':
      return { ...base, material: values.file?.text ?? '' };
    default:
      return { ...base, constraints: (values.constraints ?? []).map(bodyOfDraft) };
  }
}

/** What Duplicate sends (§2.5): the source's `name` as `copy_from` (1.14 sends its title), and the values shown. */
export function duplicateBody(source: PackageProfile, values: EditValues): PackageProfileCreate {
  return { copy_from: source.name, title: values.title.trim(), description: values.description, access_group: values.access_group, ...association(values) };
}

/** What an edit sends (§2.4): every field, `""` and `[]` included, so clearing works. */
export function editBody(values: EditValues): PackageProfileEdit {
  return { title: values.title.trim(), description: values.description, all_computers: values.all_computers, tags: [...values.tags] };
}
