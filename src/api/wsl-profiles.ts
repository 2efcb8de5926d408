import type { ApiClient } from './client.ts';
import { absentOr, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';
import { asCompliance, isComplianceOrAbsent, isProfileBase, malformed, type Association, type Compliance, type ProfileBase } from './profile-common.ts';

/**
 * WSL profiles (screens profiles.md §6.6, `child-instance-profiles`, v2 by name, self-hosted only):
 * the image the Windows hosts install as a WSL instance (a store image by name, or a custom one from
 * `image_source`) and its cloud-init file, which the API sends masked (`********`).
 */
export interface WslProfile extends ProfileBase {
  readonly name: string;
  readonly description: string;
  readonly image_name: string;
  /** The custom image's URL or path; null for a store image. */
  readonly image_source: string | null;
  /** `********` when the profile has a cloud-init file (never its text), else null. */
  readonly cloud_init_contents: string | null;
  readonly computers?: Compliance | null;
}

/**
 * What Add and Duplicate send (§6.3): the image, a store one by its name alone or a custom one with
 * its `image_source`; the cloud-init file as base64 of its UTF-8 bytes, only when there is one.
 */
export interface WslProfileCreate extends Association {
  readonly title: string;
  readonly description: string;
  readonly access_group: string;
  readonly image_name: string;
  readonly image_source?: string;
  readonly cloud_init_contents?: string;
}

/** What an edit sends (§6.4): every editable field, `""` and `[]` included, so clearing works. */
export interface WslProfileEdit extends Association {
  readonly title: string;
  readonly description: string;
  readonly access_group: string;
}

export function isWslProfile(value: unknown): value is WslProfile {
  return (
    isProfileBase(value) &&
    isString(value['name']) &&
    absentOr(isString)(value['description']) &&
    isString(value['image_name']) &&
    absentOr(isString)(value['image_source']) &&
    absentOr(isString)(value['cloud_init_contents']) &&
    isComplianceOrAbsent(value['computers'])
  );
}

/** The fields the screens read filled in: a missing description is "", missing compliance lists are empty. */
const normalised = (profile: WslProfile): WslProfile => ({
  ...profile,
  description: profile.description ?? '',
  image_source: profile.image_source ?? null,
  cloud_init_contents: profile.cloud_init_contents ?? null,
  computers: asCompliance(profile.computers) ?? null,
});

const profileOf = (answer: unknown): WslProfile => (isWslProfile(answer) ? normalised(answer) : malformed());

/** A profile's cloud-init file is set (the API sends it as `********`, never its text). */
export const hasCloudInit = (profile: Pick<WslProfile, 'cloud_init_contents'>): boolean => profile.cloud_init_contents !== null && profile.cloud_init_contents !== '';

/** The server's default page (1,000) asked for explicitly: the list says when there are more. */
export const WSL_PROFILES_LIMIT = 1000;

const path = (name: string) => `child-instance-profiles/${encodeURIComponent(name)}`;

export const wslProfilesApi = {
  list: async (api: ApiClient): Promise<Paginated<WslProfile>> => {
    const page = asPaginated(await api.request('GET', 'child-instance-profiles', { limit: WSL_PROFILES_LIMIT, offset: 0 }), isWslProfile);
    return { ...page, results: page.results.map(normalised) };
  },
  create: async (api: ApiClient, body: WslProfileCreate): Promise<WslProfile> => profileOf(await api.request('POST', 'child-instance-profiles', { ...body })),
  edit: async (api: ApiClient, name: string, body: WslProfileEdit): Promise<WslProfile> => profileOf(await api.request('PATCH', path(name), { ...body })),
  remove: async (api: ApiClient, name: string): Promise<void> => {
    await api.request('DELETE', path(name));
  },
};
