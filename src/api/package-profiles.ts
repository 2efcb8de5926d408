import type { ApiClient } from './client.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';
import { isComplianceOrAbsent, isProfileBase, malformed, type Association, type Compliance, type ProfileBase } from './profile-common.ts';

/** What a constraint says of its package: the instances must have it, or must not. */
export type ConstraintKind = 'depends' | 'conflicts';

/** How the version is compared; '' is any version. */
export type ConstraintRule = '' | '>=' | '>' | '=' | '<' | '<=';

export const CONSTRAINT_KINDS: readonly ConstraintKind[] = ['depends', 'conflicts'];
export const CONSTRAINT_RULES: readonly ConstraintRule[] = ['', '>=', '>', '=', '<', '<='];

/** A rule as a package profile holds it (screens profiles.md §2.9). */
export interface PackageConstraint {
  readonly id: number;
  /** `depends` or `conflicts`; another word a newer server sends is shown as it is. */
  readonly constraint: string;
  readonly package: string;
  readonly rule: string;
  readonly version: string;
}

/** A rule as add and edit send it: every field, `""` included, so a rule goes back to "Any". */
export interface ConstraintBody {
  readonly constraint: ConstraintKind;
  readonly package: string;
  readonly rule: ConstraintRule;
  readonly version: string;
}

/** Package profiles (screens profiles.md §2, v2 by name). The list does not read their constraints. */
export interface PackageProfile extends ProfileBase {
  readonly name: string;
  readonly description: string;
  readonly computers?: Compliance | null;
}

/** Where a new profile's constraints come from (exactly one, §2.3, §2.5). */
export type ConstraintSource =
  | { readonly material: string }
  | { readonly source_computer_id: number }
  | { readonly constraints: readonly ConstraintBody[] }
  /** A duplicate: the source profile's `name` (upstream 1.14 sends its title, and copies nothing). */
  | { readonly copy_from: string };

export type PackageProfileCreate = Association & { readonly title: string; readonly description: string; readonly access_group: string } & ConstraintSource;

/** What an edit sends: every field (§2.4 has no access group), `""` and `[]` included, so clearing works. */
export interface PackageProfileEdit extends Association {
  readonly title: string;
  readonly description: string;
}

export function isPackageProfile(value: unknown): value is PackageProfile {
  return isProfileBase(value) && isString(value['name']) && absentOr(isString)(value['description']) && isComplianceOrAbsent(value['computers']);
}

export function isPackageConstraint(value: unknown): value is PackageConstraint {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['constraint']) &&
    isString(value['package']) &&
    absentOr(isString)(value['rule']) &&
    absentOr(isString)(value['version'])
  );
}

/** A profile with the fields the screens read filled in (`description` may be absent or null). */
const normalised = (profile: PackageProfile): PackageProfile => ({ ...profile, description: profile.description ?? '' });
const constraintOf = (constraint: PackageConstraint): PackageConstraint => ({ ...constraint, rule: constraint.rule ?? '', version: constraint.version ?? '' });

const profileOf = (answer: unknown): PackageProfile => (isPackageProfile(answer) ? normalised(answer) : malformed());

/** The constraints list's parameters (§2.7): a page, the package searched, the kind. */
export interface ConstraintListParams {
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
  readonly constraint_type?: ConstraintKind;
}

const path = (name: string) => `packageprofiles/${encodeURIComponent(name)}`;

export const packageProfilesApi = {
  /** Every profile (`{ "result": [...] }`, the API's singular key, not paged). */
  list: async (api: ApiClient): Promise<readonly PackageProfile[]> => {
    const answer = await api.request<unknown>('GET', 'packageprofiles');
    const profiles = isRecord(answer) ? answer['result'] : undefined;
    if (!Array.isArray(profiles) || !profiles.every(isPackageProfile)) return malformed();
    return profiles.map(normalised);
  },
  create: async (api: ApiClient, body: PackageProfileCreate): Promise<PackageProfile> => profileOf(await api.request('POST', 'packageprofiles', { ...body })),
  edit: async (api: ApiClient, name: string, body: PackageProfileEdit): Promise<PackageProfile> => profileOf(await api.request('PUT', path(name), { ...body })),
  remove: async (api: ApiClient, name: string): Promise<void> => {
    await api.legacy('RemovePackageProfile', { name });
  },
  constraints: async (api: ApiClient, name: string, params: ConstraintListParams): Promise<Paginated<PackageConstraint>> => {
    const page = asPaginated(await api.request('GET', `${path(name)}/constraints`, { ...params }), isPackageConstraint);
    return { ...page, results: page.results.map(constraintOf) };
  },
  /** The answer is not read: the editor shows the server's list again. */
  addConstraints: async (api: ApiClient, name: string, constraints: readonly ConstraintBody[]): Promise<void> => {
    await api.request('POST', `${path(name)}/constraints`, { constraints: [...constraints] });
  },
  editConstraint: async (api: ApiClient, name: string, id: number, body: ConstraintBody): Promise<void> => {
    await api.request('PUT', `${path(name)}/constraints/${id}`, { ...body });
  },
  removeConstraints: async (api: ApiClient, name: string, ids: readonly number[]): Promise<void> => {
    await api.request('DELETE', `${path(name)}/constraints`, { constraint_ids: ids.join(',') });
  },
};
