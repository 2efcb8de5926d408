/**
 * WSL profiles (profiles.md §6.6; `child-instance-profiles`, self-hosted only): the list, one profile,
 * create, edit, delete and `:reapply`, by `name`. A profile constrains the Windows hosts among its
 * associated instances (the hosts install its image as a WSL instance). On SaaS (`selfHosted: false`)
 * every call answers 404 `SelfHostedOnly`, as the endpoints do not exist there.
 */
import { findById, replaceById } from '../data.ts';
import { ApiError, badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, WslProfileRecord } from '../model.ts';
import { MASKED, cachedCompliance, checkTitleFree, complianceOf, uniqueName, type Compliance } from '../package-profiles.ts';
import { profileAssociatedInstances, readProfileTags } from '../profiles.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { findAccessGroup } from './instance-actions.ts';
import { getInstance } from './instances.ts';
import { MAX_CLOUD_INIT_BYTES, RESERVED_NAME, WSL_IMAGES, WSL_NAME, isWindowsHost } from './wsl.ts';

/** The list's page size without `limit` (profiles.md §6.6: 1,000). */
const DEFAULT_LIMIT = 1000;
const EDITABLE = ['title', 'description', 'access_group', 'all_computers', 'tags'] as const;
/** Strict base64: the standard alphabet, padded (what `btoa` gives; no `data:` prefix, no line breaks). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
export const RESERVED_NAME_MESSAGE = "Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'";
export const CLOUD_INIT_SIZE_MESSAGE = 'File size must be less than 1MB';

/** A WSL profile's salt for the compliance hash (package profiles use -id). */
export const wslSalt = (id: number): number => -1_000_000 - id;

/** `computers.constrained`: the Windows hosts among the associated instances; `:reapply` moves non-compliant ones to pending. */
export function wslProfileComputers(org: Organisation, profile: WslProfileRecord): Compliance {
  return cachedCompliance(org, profile, () => complianceOf(wslSalt(profile.id), profileAssociatedInstances(org, profile).filter(isWindowsHost), profile.reapplied));
}

/** The WslProfile of profiles.md §6.6; a cloud-init file is sent masked (`********`). */
export function serializeWslProfile(org: Organisation, profile: WslProfileRecord) {
  const computers = wslProfileComputers(org, profile);
  return {
    id: profile.id,
    name: profile.name,
    title: profile.title,
    description: profile.description,
    instance_type: 'WSL' as const,
    image_name: profile.image_name,
    image_source: profile.image_source,
    cloud_init_contents: profile.cloud_init === null ? null : MASKED,
    cloud_init_secret_name: profile.cloud_init_secret_name,
    access_group: profile.access_group,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
    computers: { constrained: [...computers.constrained], 'non-compliant': [...computers['non-compliant']], pending: [...computers.pending] },
  };
}

/** The name of the secret a profile's cloud-init file is kept in. */
export const cloudInitSecretName = (id: number): string => `child-instance-profile-${id}-cloud-init`;

/** Throws the 404 a SaaS server answers: the calls exist on self-hosted Landscape only. */
function selfHostedOnly(ctx: RouteContext): void {
  if (!ctx.ns.options.selfHosted) {
    throw new ApiError(404, 'SelfHostedOnly', 'WSL profiles are available on self-hosted Landscape only; this server is Landscape SaaS.');
  }
}

function getProfile(org: Organisation, name: string | undefined): WslProfileRecord {
  const profile = org.wslProfiles.find((candidate) => candidate.name === name);
  if (!profile) throw notFound(`WSL profile "${name}" does not exist.`, 'ProfileNotFound');
  return profile;
}

/** `cloud_init_contents`: base64 of the file, at most 1 MiB decoded → the text; `""` or absent: none. */
function readCloudInit(body: Params): string | null {
  const value = body.string('cloud_init_contents', { trim: true });
  if (value === undefined || value === '') return null;
  if (!BASE64.test(value)) {
    throw badRequest('"cloud_init_contents" must be the cloud-init file in base64 (A–Z, a–z, 0–9, + and /, padded with =), without a "data:" prefix.', 'InvalidCloudInit');
  }
  const bytes = Buffer.from(value, 'base64');
  if (bytes.byteLength > MAX_CLOUD_INIT_BYTES) throw badRequest(CLOUD_INIT_SIZE_MESSAGE, 'FileTooLarge');
  return bytes.toString('utf8');
}

/** The image: a store one (`wsl-instance-names`) without `image_source`, else a custom name and its URL. */
function readImage(body: Params): Pick<WslProfileRecord, 'image_name' | 'image_source'> {
  const name = body.requiredString('image_name');
  const source = body.string('image_source', { trim: true }) || null;
  if (source !== null) {
    if (RESERVED_NAME.test(name)) throw badRequest(RESERVED_NAME_MESSAGE, 'ReservedName');
    if (!WSL_NAME.test(name)) {
      throw badRequest(`"${name}" is not a valid WSL instance name: up to 64 letters, digits, ".", "_" and "-", starting with a letter or digit.`);
    }
  } else if (!WSL_IMAGES.some((image) => image.name === name)) {
    throw badRequest(
      `"${name}" is not one of the store's images (${WSL_IMAGES.map((image) => image.name).join(', ')}); a custom image needs an "image_source" (the RootFS image's URL).`,
      'UnknownImage',
    );
  }
  return { image_name: name, image_source: source };
}

/** `POST child-instance-profiles` → 201 and the WslProfile. */
function createProfile(ctx: RouteContext) {
  selfHostedOnly(ctx);
  const { org } = signedIn(ctx);
  const { body } = ctx;
  const title = body.requiredString('title');
  const description = body.requiredString('description');
  const accessGroup = findAccessGroup(org, body.requiredString('access_group')).name;
  const image = readImage(body);
  const cloudInit = readCloudInit(body);
  const allComputers = body.boolean('all_computers') ?? false;
  const tags = readProfileTags(body.stringArray('tags') ?? []);
  checkTitleFree(title, 'WSL', org.wslProfiles);
  const id = ctx.ns.data.nextId.wslProfile;
  const profile: WslProfileRecord = {
    id,
    name: uniqueName(title, 'wsl', id, org.wslProfiles),
    title,
    description,
    ...image,
    cloud_init: cloudInit,
    cloud_init_secret_name: cloudInit === null ? null : cloudInitSecretName(id),
    access_group: accessGroup,
    all_computers: allComputers,
    tags,
    reapplied: [],
  };
  ctx.ns.data.nextId.wslProfile += 1;
  org.wslProfiles.push(profile);
  return ok(serializeWslProfile(org, profile), 201);
}

/**
 * The image and the cloud-init file never change (profiles.md §6.4): sending them back unchanged is
 * accepted (`image_source` `""` or null for none, `cloud_init_contents` the mask, or `""`/null for
 * none); another value is 400 `ReadOnlyField`.
 */
function refuseImageChange(body: Params, profile: WslProfileRecord): void {
  const refuse = (field: string) => {
    throw badRequest(
      `The RootFS image and the cloud-init file of a WSL profile cannot be changed ("${field}" differs): create a new profile instead.`,
      'ReadOnlyField',
    );
  };
  const name = body.raw('image_name');
  if (name !== undefined && name !== profile.image_name) refuse('image_name');
  const source = body.raw('image_source');
  if (source !== undefined && (source === '' ? null : source) !== profile.image_source) refuse('image_source');
  const cloudInit = body.raw('cloud_init_contents');
  if (cloudInit !== undefined) {
    const none = cloudInit === null || cloudInit === '';
    if (profile.cloud_init === null ? !none : cloudInit !== MASKED) refuse('cloud_init_contents');
  }
}

/** `PATCH child-instance-profiles/{name} {title, description, access_group, all_computers, tags}` → the WslProfile. */
function editProfile(ctx: RouteContext) {
  selfHostedOnly(ctx);
  const { org } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['name']);
  const { body } = ctx;
  refuseImageChange(body, profile);
  if (!EDITABLE.some((field) => body.has(field))) throw badRequest(`Send at least one field to change: ${EDITABLE.join(', ')}.`);
  const title = body.has('title') ? body.requiredString('title') : profile.title;
  if (title !== profile.title) checkTitleFree(title, 'WSL', org.wslProfiles, profile.id);
  const tags = body.stringArray('tags');
  const updated: WslProfileRecord = {
    ...profile,
    title,
    description: body.has('description') ? body.requiredString('description') : profile.description,
    access_group: body.has('access_group') ? findAccessGroup(org, body.requiredString('access_group')).name : profile.access_group,
    all_computers: body.boolean('all_computers') ?? profile.all_computers,
    tags: tags === undefined ? profile.tags : readProfileTags(tags, profile.tags),
  };
  replaceById(org.wslProfiles, updated);
  return ok(serializeWslProfile(org, updated));
}

/**
 * `POST child-instance-profiles/{name}:reapply {computer_ids?}` → 200 and the WslProfile: the
 * profile is queued again on those hosts (each one it constrains, else 400 `NotConstrained`; none
 * given: all of them), so the non-compliant ones among them become pending.
 */
function reapplyProfile(ctx: RouteContext) {
  selfHostedOnly(ctx);
  const { org } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['name']);
  const computers = wslProfileComputers(org, profile);
  const ids = ctx.body.integerArray('computer_ids') ?? [];
  for (const id of ids) {
    const instance = getInstance(org, id);
    if (!computers.constrained.includes(instance.id)) {
      throw badRequest(`Instance ${instance.id} is not constrained by the WSL profile "${profile.title}".`, 'NotConstrained');
    }
  }
  const targets = ids.length === 0 ? computers.constrained : ids;
  const again = targets.filter((id) => computers['non-compliant'].includes(id) && !profile.reapplied.includes(id));
  const updated: WslProfileRecord = again.length === 0 ? profile : { ...profile, reapplied: [...profile.reapplied, ...again] };
  if (updated !== profile) replaceById(org.wslProfiles, updated);
  return ok(serializeWslProfile(org, updated));
}

export const wslProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^child-instance-profiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      selfHostedOnly(ctx);
      const { org } = signedIn(ctx);
      return ok(paginate(org.wslProfiles, ctx.query, ctx.url, (profile) => serializeWslProfile(org, profile), { defaultLimit: DEFAULT_LIMIT }));
    },
  },
  { method: 'POST', pattern: /^child-instance-profiles$/, auth: 'bearer', handle: createProfile },
  {
    method: 'GET',
    pattern: /^child-instance-profiles\/(?<name>[^/:]+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      selfHostedOnly(ctx);
      const { org } = signedIn(ctx);
      return ok(serializeWslProfile(org, getProfile(org, ctx.params['name'])));
    },
  },
  { method: 'PATCH', pattern: /^child-instance-profiles\/(?<name>[^/:]+)$/, auth: 'bearer', handle: editProfile },
  {
    method: 'DELETE',
    pattern: /^child-instance-profiles\/(?<name>[^/:]+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      selfHostedOnly(ctx);
      const { org } = signedIn(ctx);
      const profile = getProfile(org, ctx.params['name']);
      org.wslProfiles = org.wslProfiles.filter((candidate) => candidate.id !== profile.id);
      return { status: 204 };
    },
  },
  { method: 'POST', pattern: /^child-instance-profiles\/(?<name>[^/:]+):reapply$/, auth: 'bearer', handle: reapplyProfile },
];

/** The WSL profile `id` of the organisation (the instance search's terms), or undefined. */
export const wslProfileById = (org: Organisation, id: number): WslProfileRecord | undefined => findById(org.wslProfiles, id);
