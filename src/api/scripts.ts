import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { bytesToBase64 } from '../lib/base64.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** Scripts (screens scripts-events-repositories-instance.md §1.7). */
export type ScriptStatus = 'ACTIVE' | 'ARCHIVED' | 'REDACTED';

export interface ScriptPerson {
  readonly id?: number | null;
  readonly name: string;
}

export interface ScriptAttachment {
  readonly id: number;
  readonly filename: string;
}

export interface ScriptProfileRef {
  readonly id: number;
  readonly title: string;
}

export interface Script {
  readonly id: number;
  readonly title: string;
  readonly version_number: number;
  readonly status: ScriptStatus;
  readonly access_group: string;
  readonly created_at: string;
  readonly created_by?: ScriptPerson | null;
  readonly last_edited_at: string;
  readonly last_edited_by?: ScriptPerson | null;
  /** The body after the interpreter line: the API keeps the shebang apart. */
  readonly code?: string | null;
  /** The interpreter line's path, without `#!`. */
  readonly interpreter?: string | null;
  readonly attachments?: readonly ScriptAttachment[] | null;
  readonly script_profiles?: readonly ScriptProfileRef[] | null;
  readonly time_limit?: number | null;
  readonly username?: string | null;
  readonly is_editable?: boolean | null;
  readonly is_executable?: boolean | null;
  readonly is_redactable?: boolean | null;
}

/** One version in a script's history (`GET scripts/{id}/versions`). */
export interface ScriptVersionSummary {
  readonly id: number;
  readonly version_number: number;
  readonly created_at: string;
  readonly created_by?: ScriptPerson | null;
  readonly title?: string | null;
}

/** One version whole (`GET scripts/{id}/versions/{number}`). */
export interface ScriptVersion {
  readonly id: number;
  readonly version_number: number;
  readonly created_at: string;
  readonly creator_name?: string | null;
  readonly title: string;
  readonly code?: string | null;
  readonly interpreter?: string | null;
}

/** The Status filter's values as the API names them: `v2` is every status. */
export type ScriptType = 'active' | 'v2' | 'archived' | 'redacted';

export interface ScriptListParams {
  readonly script_type: ScriptType;
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
  /** Only scripts an instance of this access group may run (the group and those above it). */
  readonly parent_access_group?: string;
}

/** A profile that runs a script, as the edit confirmation lists it (`GET scripts/{id}/script-profiles`). */
export interface ScriptProfileUsage {
  readonly id: number;
  readonly title: string;
  readonly all_computers?: boolean | null;
  readonly tags?: readonly string[] | null;
  readonly computers?: { readonly num_associated_computers?: number | null } | null;
}

export interface NewScript {
  /** The whole text, its interpreter line first. */
  readonly code: string;
  readonly title: string;
  readonly access_group: string;
}

export interface ScriptChanges {
  readonly code: string;
  readonly title: string;
}

export interface ScriptRun {
  readonly script_id: number;
  /** `tag:a OR tag:b` or `id:1 OR id:2`. */
  readonly query: string;
  readonly username: string;
  /** Seconds. */
  readonly time_limit: number;
  /** UTC `YYYY-MM-DDTHH:mm:ssZ`; absent: as soon as possible. */
  readonly deliver_after?: string;
}

const STATUSES: readonly string[] = ['ACTIVE', 'ARCHIVED', 'REDACTED'];

const isPerson = (value: unknown): boolean => isRecord(value) && isString(value['name']);

const isAttachment = (value: unknown): value is ScriptAttachment => isRecord(value) && isCount(value['id']) && isString(value['filename']);

const isProfileRef = (value: unknown): value is ScriptProfileRef => isRecord(value) && isCount(value['id']) && isString(value['title']);

const isListOf = (check: (item: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(check);

const isFlag = (value: unknown) => typeof value === 'boolean';

/** What the list, the details and the forms show of a script is checked; the rest may be left out. */
export function isScript(value: unknown): value is Script {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['title']) &&
    isCount(value['version_number']) &&
    isString(value['status']) &&
    STATUSES.includes(value['status']) &&
    isString(value['access_group']) &&
    isString(value['created_at']) &&
    isString(value['last_edited_at']) &&
    absentOr(isPerson)(value['created_by']) &&
    absentOr(isPerson)(value['last_edited_by']) &&
    absentOr(isString)(value['code']) &&
    absentOr(isString)(value['interpreter']) &&
    absentOr(isListOf(isAttachment))(value['attachments']) &&
    absentOr(isListOf(isProfileRef))(value['script_profiles']) &&
    absentOr(isCount)(value['time_limit']) &&
    absentOr(isString)(value['username']) &&
    absentOr(isFlag)(value['is_editable']) &&
    absentOr(isFlag)(value['is_executable']) &&
    absentOr(isFlag)(value['is_redactable'])
  );
}

function isVersionSummary(value: unknown): value is ScriptVersionSummary {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isCount(value['version_number']) &&
    isString(value['created_at']) &&
    absentOr(isPerson)(value['created_by']) &&
    absentOr(isString)(value['title'])
  );
}

function isVersion(value: unknown): value is ScriptVersion {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isCount(value['version_number']) &&
    isString(value['created_at']) &&
    isString(value['title']) &&
    absentOr(isString)(value['creator_name']) &&
    absentOr(isString)(value['code']) &&
    absentOr(isString)(value['interpreter'])
  );
}

function isProfileUsage(value: unknown): value is ScriptProfileUsage {
  return (
    isProfileRef(value) &&
    absentOr(isFlag)((value as unknown as Record<string, unknown>)['all_computers']) &&
    absentOr(isListOf(isString))((value as unknown as Record<string, unknown>)['tags'])
  );
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

const scriptOf = (answer: unknown): Script => (isScript(answer) ? answer : malformed());

/** `{results}` as documented; upstream's mock answers `{script_profiles}`: both are read. */
function profilesOf(answer: unknown): ScriptProfileUsage[] {
  const list = isRecord(answer) ? (answer['results'] ?? answer['script_profiles']) : undefined;
  return Array.isArray(list) && list.every(isProfileUsage) ? list : malformed();
}

/**
 * Text as the API stores code: carriage returns dropped (a file saved on Windows), then UTF-8 in
 * base64, so any character survives the form encoding.
 */
export function encodeCode(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text.replace(/\r/g, '')));
}

export { bytesToBase64 };

export const scriptsApi = {
  list: async (api: ApiClient, params: ScriptListParams, options: { readonly signal?: AbortSignal } = {}): Promise<Paginated<Script>> =>
    asPaginated(await api.request('GET', 'scripts', { ...params }, options), isScript),
  get: async (api: ApiClient, id: number): Promise<Script> => scriptOf(await api.request('GET', `scripts/${id}`)),
  versions: async (api: ApiClient, id: number, page: { readonly limit: number; readonly offset: number }): Promise<Paginated<ScriptVersionSummary>> =>
    asPaginated(await api.request('GET', `scripts/${id}/versions`, { ...page }), isVersionSummary),
  version: async (api: ApiClient, id: number, versionNumber: number): Promise<ScriptVersion> => {
    const answer = await api.request('GET', `scripts/${id}/versions/${versionNumber}`);
    return isVersion(answer) ? answer : malformed();
  },
  profiles: async (api: ApiClient, id: number): Promise<ScriptProfileUsage[]> => profilesOf(await api.request('GET', `scripts/${id}/script-profiles`)),
  /** An attachment's bytes, untouched (it may be binary). */
  attachment: async (api: ApiClient, id: number, attachmentId: number): Promise<Blob> =>
    api.request<Blob>('GET', `scripts/${id}/attachments/${attachmentId}`, {}, { responseType: 'blob' }),
  archive: async (api: ApiClient, id: number): Promise<void> => {
    await api.request('POST', `scripts/${id}:archive`);
  },
  /** What the screens call "Delete": the script's code is removed for good. */
  redact: async (api: ApiClient, id: number): Promise<void> => {
    await api.request('POST', `scripts/${id}:redact`);
  },
  create: async (api: ApiClient, script: NewScript): Promise<Script> =>
    scriptOf(
      await api.legacyPost('CreateScript', {
        code: encodeCode(script.code),
        title: script.title,
        script_type: 'V2',
        access_group: script.access_group,
      }),
    ),
  /** A new version; the answer is not read (its shape differs between versions of the server). */
  edit: async (api: ApiClient, id: number, changes: ScriptChanges): Promise<void> => {
    await api.legacyPost('EditScript', { script_id: id, code: encodeCode(changes.code), title: changes.title });
  },
  /** `file` is `{filename}$${base64 of the bytes}`, as the API reads it. */
  addAttachment: async (api: ApiClient, id: number, filename: string, bytes: Uint8Array): Promise<void> => {
    await api.legacyPost('CreateScriptAttachment', { script_id: id, file: `${filename}$$${bytesToBase64(bytes)}` });
  },
  removeAttachment: async (api: ApiClient, id: number, filename: string): Promise<void> => {
    await api.legacy('RemoveScriptAttachment', { script_id: id, filename });
  },
  run: async (api: ApiClient, run: ScriptRun): Promise<Activity> => {
    const answer = await api.legacy('ExecuteScript', { ...run });
    return isActivity(answer) ? answer : malformed();
  },
};
