import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { GLOBAL_ACCESS_GROUP } from '../../api/access-groups.ts';
import type { WslProfile, WslProfileCreate, WslProfileEdit } from '../../api/wsl-profiles.ts';
import { textToBase64 } from '../../lib/base64.ts';
import type { Draft, FileValue } from '../../ui/form/index.ts';
import { WSL_PROFILE_FORM_TEXTS } from './form-texts.ts';

const T = WSL_PROFILE_FORM_TEXTS.form;
const required = T.required;

/** The RootFS choice of a custom image (name and URL); no store image is called so (`#` is no WSL name's). */
export const FROM_URL = '#from-url';

/** Where the cloud-init file comes from (§6.3 `Cloud-init`): none, a file, or text typed in the editor. */
export type CloudInitKind = '' | 'file' | 'text';

/** The largest cloud-init file, in bytes of UTF-8 (§6.7 `MAX_FILE_SIZE_MB = 1`, read as 1 MiB, as the server does). */
export const MAX_CLOUD_INIT_BYTES = 1024 * 1024;

/** What a custom image may not be called (the store's images), ignoring case (§6.3). */
export const RESERVED_IMAGE_NAME = /^(ubuntu|ubuntu-preview|ubuntu-\d\d\.\d\d)$/i;

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** Text as the API takes a file: base64 of its UTF-8 bytes (one helper for every file the API takes). */
export const base64Text = textToBase64;

const tooLarge = (text: string) => utf8Bytes(text) > MAX_CLOUD_INIT_BYTES;
const isCustom = (image: unknown) => image === FROM_URL;

/**
 * §6.3 Add and Duplicate: name, description and access group required; the RootFS image required
 * (a custom one: its name, not a store image's, and its URL); the cloud-init file optional, but once
 * its kind is chosen, the file or the text is required and at most 1 MiB.
 */
export const addSchema = object({
  title: string().trim().required(required),
  description: string().trim().required(required),
  access_group: string().required(required),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
  image: string().required(required),
  image_name: string().when('image', ([image], field) =>
    isCustom(image) ? field.trim().required(required).test('reserved', T.reservedName, (value) => !RESERVED_IMAGE_NAME.test(value ?? '')) : field.ensure(),
  ),
  image_source: string().when('image', ([image], field) => (isCustom(image) ? field.trim().required(required) : field.ensure())),
  cloud_init: string<CloudInitKind>().oneOf(['', 'file', 'text']).ensure(),
  cloud_init_file: mixed<FileValue>().test('file', '', function check(value) {
    if (this.parent.cloud_init !== 'file') return true;
    if (!value) return this.createError({ message: required });
    return tooLarge(value.text) ? this.createError({ message: T.tooLarge }) : true;
  }),
  cloud_init_text: string()
    .ensure()
    .test('text', '', function check(value) {
      if (this.parent.cloud_init !== 'text') return true;
      if (value.trim() === '') return this.createError({ message: required });
      return tooLarge(value) ? this.createError({ message: T.tooLarge }) : true;
    }),
});

/** §6.4 Edit: name, description and access group (all required, all editable) and the association. */
export const editSchema = object({
  title: string().trim().required(required),
  description: string().trim().required(required),
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
  image: '',
  image_name: '',
  image_source: '',
  cloud_init: '',
  cloud_init_file: undefined,
  cloud_init_text: '',
});

/**
 * A duplicate's values (§6.3): `{title} (copy)`, the description, group, association and image
 * (a store one by name, a custom one with its name and URL); no cloud-init, which the API only sends
 * masked: the user may give one.
 */
export const duplicateValues = (source: WslProfile): Draft<AddValues> => {
  const custom = source.image_source !== null && source.image_source !== '';
  return {
    ...addValues(),
    title: T.copy(source.title),
    description: source.description,
    access_group: source.access_group,
    all_computers: source.all_computers,
    tags: [...source.tags],
    image: custom ? FROM_URL : source.image_name,
    image_name: custom ? source.image_name : '',
    image_source: custom ? (source.image_source ?? '') : '',
  };
};

export const editValues = (profile: WslProfile): Draft<EditValues> => ({
  title: profile.title,
  description: profile.description,
  access_group: profile.access_group,
  all_computers: profile.all_computers,
  tags: [...profile.tags],
});

const association = (values: { readonly all_computers: boolean; readonly tags: readonly string[] }) => ({
  all_computers: values.all_computers,
  tags: values.all_computers ? [] : [...values.tags],
});

/** The cloud-init text of the kind chosen, none when no kind is (a value of the other kind is never sent). */
function cloudInitOf(values: AddValues): string | undefined {
  if (values.cloud_init === 'file') return values.cloud_init_file?.text;
  if (values.cloud_init === 'text') return values.cloud_init_text;
  return undefined;
}

/**
 * What Add and Duplicate send (§6.3): a store image by its name alone (no `image_source` left from a
 * URL typed before, 1.14's stale value), a custom one's name and URL; the cloud-init file of the kind
 * chosen, as base64 of its UTF-8 bytes.
 */
export function createBody(values: AddValues): WslProfileCreate {
  const custom = isCustom(values.image);
  const cloudInit = cloudInitOf(values);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    access_group: values.access_group,
    image_name: custom ? (values.image_name ?? '').trim() : values.image,
    ...(custom ? { image_source: (values.image_source ?? '').trim() } : {}),
    ...(cloudInit === undefined ? {} : { cloud_init_contents: base64Text(cloudInit) }),
    ...association(values),
  };
}

/** What an edit sends (§6.4): every editable field, `""` and `[]` included, so clearing works. */
export function editBody(values: EditValues): WslProfileEdit {
  return { title: values.title.trim(), description: values.description.trim(), access_group: values.access_group, ...association(values) };
}
