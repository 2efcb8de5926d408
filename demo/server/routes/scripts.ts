/**
 * Scripts (screens scripts-events-repositories-instance.md §1.7): the list, one script, its versions,
 * profiles and attachments, archive and redact (REST); create, edit, attachments and runs (legacy,
 * GET or POST with a form body, router.ts).
 */
import { queueAction, readDelivery } from '../actions.ts';
import { findById, replaceById } from '../data.ts';
import { accessGroupWithAncestors } from '../fleet.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, Script, ScriptAttachment, ScriptVersionRecord } from '../model.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import {
  archiveProfilesOfScript,
  DEFAULT_TIME_LIMIT,
  getScript,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  personOf,
  profilesOfScript,
  RUN_SCRIPT_TYPE,
  runnableInstances,
  serializeScript,
  serializeScriptProfile,
  statusWord,
} from '../scripts.ts';
import { iso } from '../time.ts';
import { findAccessGroup, selectByQuery } from './instance-actions.ts';
import { scriptProfilesEnabled } from './script-profiles.ts';

const SCRIPT_TYPES = ['active', 'v2', 'archived', 'redacted'] as const;
const STATUS_OF_TYPE = { active: 'ACTIVE', archived: 'ARCHIVED', redacted: 'REDACTED' } as const;

/** Strict base64: the standard alphabet, padded, canonical (so a typo is refused, not half-read). */
export function decodeBase64(name: string, text: string): Buffer {
  const invalid = () => badRequest(`"${name}" must be base64-encoded (A–Z, a–z, 0–9, + and /, padded with =).`);
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw invalid();
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64') !== text) throw invalid();
  return bytes;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The code as the API stores it: `code` is base64 of UTF-8 text whose first line is the interpreter
 * (`#!/bin/bash`); the interpreter is kept apart from the body (screens §1.4 Code tab).
 */
function readCode(params: Params): { interpreter: string; code: string } {
  const bytes = decodeBase64('code', params.string('code', { required: true })!);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw badRequest('"code" must be UTF-8 text, base64-encoded.');
  }
  const newline = text.indexOf('\n');
  const first = (newline < 0 ? text : text.slice(0, newline)).replace(/\r$/, '');
  const interpreter = /^#!\s*(\/\S.*?)\s*$/.exec(first)?.[1];
  if (interpreter === undefined) throw badRequest('The script must start with an interpreter line, like #!/bin/bash.', 'InvalidScript');
  return { interpreter, code: newline < 0 ? '' : text.slice(newline + 1) };
}

function refuseDuplicateTitle(org: Organisation, title: string, except?: number): void {
  const wanted = title.toLowerCase();
  if (org.scripts.some((script) => script.status === 'ACTIVE' && script.id !== except && script.title.toLowerCase() === wanted)) {
    throw badRequest(`A script titled "${title}" already exists.`, 'DuplicateTitle');
  }
}

/** Only active scripts change; the message says why another cannot. */
function requireActive(script: Script, doing: string): void {
  if (script.status !== 'ACTIVE') {
    throw badRequest(`Script "${script.title}" is ${statusWord(script)} and cannot be ${doing}.`, 'ScriptNotActive');
  }
}

function readScriptId(ctx: RouteContext): number {
  const id = ctx.query.integer('script_id', { min: 1 });
  if (id === undefined) throw badRequest('"script_id" is required.');
  return id;
}

function newVersion(ctx: RouteContext, fields: Pick<ScriptVersionRecord, 'code' | 'interpreter' | 'title'>, number: number, now: number): ScriptVersionRecord {
  const { user } = signedIn(ctx);
  const version: ScriptVersionRecord = { id: ctx.ns.data.nextId.scriptVersion, version_number: number, created_at: iso(now), created_by: personOf(user), ...fields };
  ctx.ns.data.nextId.scriptVersion += 1;
  return version;
}

/** Legacy `CreateScript(code, title, script_type=V2, access_group?, username?, time_limit?)` → the Script. */
function createScript(ctx: RouteContext) {
  const { org, user } = signedIn(ctx);
  const { query } = ctx;
  const title = query.requiredString('title');
  const type = query.string('script_type', { trim: true });
  if (type !== undefined && type.toUpperCase() !== 'V2') throw badRequest('"script_type" must be V2: only v2 scripts can be created.');
  const { interpreter, code } = readCode(query);
  const accessGroup = findAccessGroup(org, query.string('access_group', { trim: true }) || 'global').name;
  const username = query.string('username', { trim: true }) ?? '';
  const timeLimit = query.integer('time_limit', { min: 1 }) ?? DEFAULT_TIME_LIMIT;
  refuseDuplicateTitle(org, title);
  const now = Date.now();
  const version = newVersion(ctx, { code, interpreter, title }, 1, now);
  const script: Script = {
    id: ctx.ns.data.nextId.script,
    title,
    version_number: 1,
    created_by: personOf(user),
    created_at: iso(now),
    last_edited_by: personOf(user),
    last_edited_at: iso(now),
    status: 'ACTIVE',
    code,
    interpreter,
    access_group: accessGroup,
    time_limit: timeLimit,
    username,
    attachments: [],
    versions: [version],
  };
  ctx.ns.data.nextId.script += 1;
  org.scripts.push(script);
  return ok(serializeScript(org, script));
}

/** Legacy `EditScript(script_id, code?, title?)` → the Script; a new version when the code or title changes. */
function editScript(ctx: RouteContext) {
  const { org, user } = signedIn(ctx);
  const script = getScript(org, readScriptId(ctx));
  requireActive(script, 'edited');
  const title = ctx.query.has('title') ? ctx.query.requiredString('title') : script.title;
  const { interpreter, code } = ctx.query.has('code') ? readCode(ctx.query) : script;
  refuseDuplicateTitle(org, title, script.id);
  if (title === script.title && code === script.code && interpreter === script.interpreter) return ok(serializeScript(org, script));
  const now = Date.now();
  const version = newVersion(ctx, { code, interpreter, title }, script.version_number + 1, now);
  const updated: Script = {
    ...script,
    title,
    code,
    interpreter,
    version_number: version.version_number,
    last_edited_by: personOf(user),
    last_edited_at: iso(now),
    versions: [...script.versions, version],
  };
  replaceById(org.scripts, updated);
  return ok(serializeScript(org, updated));
}

const bytesOf = (attachments: readonly ScriptAttachment[]): number => attachments.reduce((sum, attachment) => sum + attachment.data.byteLength, 0);

/** Legacy `CreateScriptAttachment(script_id, file={filename}$${base64})` → the Script with the new attachment. */
function createAttachment(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const script = getScript(org, readScriptId(ctx));
  requireActive(script, 'given attachments');
  const file = ctx.query.string('file', { required: true })!;
  // Base64 never holds a "$", so the last "$$" ends the filename (which may hold one).
  const separator = file.lastIndexOf('$$');
  if (separator < 0) throw badRequest('"file" must be the filename, "$$" and the contents in base64: notes.txt$$aGVsbG8=.');
  const filename = file.slice(0, separator);
  if (filename.trim() === '') throw badRequest('An attachment needs a filename.', 'InvalidFilename');
  if (filename.includes('/') || filename.includes('\0')) {
    throw badRequest(`"${filename}" is not a valid filename: it must not contain "/".`, 'InvalidFilename');
  }
  const data = decodeBase64('file', file.slice(separator + 2));
  if (script.attachments.some((attachment) => attachment.filename === filename)) {
    throw badRequest(`Script "${script.title}" already has an attachment named "${filename}". Filenames must be unique.`, 'DuplicateFilename');
  }
  if (script.attachments.length >= MAX_ATTACHMENTS) {
    throw badRequest(`A script can have at most ${MAX_ATTACHMENTS} attachments. Remove one to add "${filename}".`, 'TooManyAttachments');
  }
  const total = bytesOf(script.attachments) + data.byteLength;
  if (total > MAX_ATTACHMENT_BYTES) {
    throw badRequest(
      `A script's attachments can total at most 1 MB (${MAX_ATTACHMENT_BYTES.toLocaleString('en-US')} bytes); with "${filename}" they would be ${total.toLocaleString('en-US')} bytes.`,
      'AttachmentsTooLarge',
    );
  }
  const attachment: ScriptAttachment = { id: ctx.ns.data.nextId.scriptAttachment, filename, data };
  ctx.ns.data.nextId.scriptAttachment += 1;
  const updated: Script = { ...script, attachments: [...script.attachments, attachment] };
  replaceById(org.scripts, updated);
  return ok(serializeScript(org, updated));
}

/** Legacy `RemoveScriptAttachment(script_id, filename)` → `{}`. */
function removeAttachment(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const script = getScript(org, readScriptId(ctx));
  const filename = ctx.query.string('filename', { required: true })!;
  requireActive(script, 'changed');
  if (!script.attachments.some((attachment) => attachment.filename === filename)) {
    throw notFound(`Script "${script.title}" has no attachment named "${filename}".`, 'AttachmentNotFound');
  }
  replaceById(org.scripts, { ...script, attachments: script.attachments.filter((attachment) => attachment.filename !== filename) });
  return ok({});
}

/**
 * Legacy `ExecuteScript(query, script_id, username, time_limit?, deliver_after?)` → the Activity. It
 * runs on the instances the query selects that can run the script: Ubuntu, not archived, in the
 * script's access group or one under it (the others are left out, as the run form warns).
 */
function executeScript(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const script = getScript(org, readScriptId(ctx));
  requireActive(script, 'run');
  const username = ctx.query.requiredString('username');
  ctx.query.integer('time_limit', { min: 1 });
  const delivery = readDelivery(ctx.query);
  const targets = runnableInstances(org, script, selectByQuery(ctx, org));
  if (targets.length === 0) {
    throw badRequest(
      `None of the selected instances can run this script: it runs on Ubuntu instances in the access group "${script.access_group}" and the groups under it.`,
      'NoComputers',
    );
  }
  return ok(
    queueAction(ctx, {
      type: RUN_SCRIPT_TYPE,
      summary: `Run script "${script.title}" as ${username}`,
      computerIds: targets.map((instance) => instance.id),
      delivery,
    }),
  );
}

/** `POST scripts/{id}:archive`: it stops running, and so do its profiles. */
function archiveScript(ctx: RouteContext) {
  const { org, user } = signedIn(ctx);
  const script = getScript(org, ctx.params['id']!);
  if (script.status !== 'ACTIVE') throw badRequest(`Script "${script.title}" is already ${statusWord(script)}.`, 'ScriptNotActive');
  const now = Date.now();
  replaceById(org.scripts, { ...script, status: 'ARCHIVED', last_edited_by: personOf(user), last_edited_at: iso(now) });
  archiveProfilesOfScript(org, script.id, now);
  return ok({});
}

/** `POST scripts/{id}:redact` (the UI's "Delete"): the code of every version and the attachments go for good. */
function redactScript(ctx: RouteContext) {
  const { org, user } = signedIn(ctx);
  const script = getScript(org, ctx.params['id']!);
  if (script.status === 'REDACTED') throw badRequest(`Script "${script.title}" is already deleted.`, 'ScriptNotActive');
  const now = Date.now();
  replaceById(org.scripts, {
    ...script,
    status: 'REDACTED',
    code: '',
    attachments: [],
    versions: script.versions.map((version) => ({ ...version, code: '' })),
    last_edited_by: personOf(user),
    last_edited_at: iso(now),
  });
  archiveProfilesOfScript(org, script.id, now);
  return ok({});
}

/** `attachment; filename="…"` with an ASCII fallback and the exact name in RFC 5987 form (any character). */
function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Organisations have no number of their own; the version record's `account_id` is the position in the seed. */
function accountId(ctx: RouteContext, org: Organisation): number {
  return ctx.ns.data.organisations.findIndex((candidate) => candidate.name === org.name) + 1;
}

export const scriptRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^scripts$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const type = ctx.query.oneOf('script_type', SCRIPT_TYPES) ?? 'active';
      const search = ctx.query.string('search', { trim: true })?.toLowerCase();
      const parent = ctx.query.string('parent_access_group', { trim: true });
      // The scripts an instance of that group may run: those of the group and of the groups above it.
      const groups = parent ? accessGroupWithAncestors(org.accessGroups, findAccessGroup(org, parent).name) : null;
      const results = org.scripts
        .filter(
          (script) =>
            (type === 'v2' || script.status === STATUS_OF_TYPE[type]) &&
            (!search || script.title.toLowerCase().includes(search)) &&
            (groups === null || groups.has(script.access_group)),
        )
        .sort((a, b) => b.last_edited_at.localeCompare(a.last_edited_at) || b.id - a.id);
      return ok(paginate(results, ctx.query, ctx.url, (script) => serializeScript(org, script)));
    },
  },
  {
    method: 'GET',
    pattern: /^scripts\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(serializeScript(org, getScript(org, ctx.params['id']!)));
    },
  },
  {
    method: 'GET',
    pattern: /^scripts\/(?<id>\d+)\/versions$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const script = getScript(org, ctx.params['id']!);
      return ok(
        paginate([...script.versions].reverse(), ctx.query, ctx.url, (version) => ({
          id: version.id,
          version_number: version.version_number,
          created_at: version.created_at,
          created_by: version.created_by,
          code: version.code,
          interpreter: version.interpreter,
          title: version.title,
        })),
      );
    },
  },
  {
    method: 'GET',
    pattern: /^scripts\/(?<id>\d+)\/versions\/(?<number>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const script = getScript(org, ctx.params['id']!);
      const number = Number(ctx.params['number']);
      const version = script.versions.find((candidate) => candidate.version_number === number);
      if (!version) throw notFound(`Script ${script.id} has no version ${number}.`, 'VersionNotFound');
      return ok({
        id: version.id,
        account_id: accountId(ctx, org),
        script_id: script.id,
        creator_name: version.created_by.name,
        creator_id: version.created_by.id,
        created_at: version.created_at,
        version_number: version.version_number,
        code: version.code,
        interpreter: version.interpreter,
        title: version.title,
      });
    },
  },
  {
    method: 'GET',
    pattern: /^scripts\/(?<id>\d+)\/script-profiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      scriptProfilesEnabled(ctx);
      const script = getScript(org, ctx.params['id']!);
      return ok({ results: profilesOfScript(org, script.id).map((profile) => serializeScriptProfile(org, profile)) });
    },
  },
  {
    method: 'GET',
    pattern: /^scripts\/(?<id>\d+)\/attachments\/(?<attachmentId>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const script = getScript(org, ctx.params['id']!);
      const attachment = findById(script.attachments, Number(ctx.params['attachmentId']));
      if (!attachment) throw notFound(`Script ${script.id} has no attachment ${ctx.params['attachmentId']}.`, 'AttachmentNotFound');
      return {
        status: 200,
        bytes: attachment.data,
        contentType: 'application/octet-stream',
        headers: { 'content-disposition': contentDisposition(attachment.filename) },
      };
    },
  },
  { method: 'POST', pattern: /^scripts\/(?<id>\d+):archive$/, auth: 'bearer', handle: archiveScript },
  { method: 'POST', pattern: /^scripts\/(?<id>\d+):redact$/, auth: 'bearer', handle: redactScript },
];

export const scriptActions: LegacyActions = {
  CreateScript: createScript,
  EditScript: editScript,
  CreateScriptAttachment: createAttachment,
  RemoveScriptAttachment: removeAttachment,
  ExecuteScript: executeScript,
};
