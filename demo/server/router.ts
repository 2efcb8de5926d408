/**
 * Routing inside one namespace: match a REST path or a legacy action to its handler, authenticate the
 * caller as the route requires, and turn thrown ApiErrors into error replies.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError, errorReply, notFound, Params, parseCookies, type Reply } from './http.ts';
import type { Organisation, User } from './model.ts';
import {
  findOrganisation,
  sessionCookieName,
  type Namespace,
  type Session,
  type TokenGrant,
} from './namespace.ts';

/**
 * - `bearer`: a live `Authorization: Bearer` token is required (every signed-in call);
 * - `session`: the bearer token or, when none is sent, the session cookie (API.md: `auth/*` calls rely
 *   on the same-origin cookie);
 * - `none`: anyone; the caller is still identified when possible (`me`, `login/methods`).
 */
export type AuthMode = 'bearer' | 'session' | 'none';

export interface Principal {
  user: User;
  org: Organisation;
  grant: TokenGrant | null;
  session: Session | null;
}

export interface RouteContext {
  ns: Namespace;
  url: URL;
  /** Named groups of the route pattern. */
  params: Record<string, string>;
  query: Params;
  body: Params;
  principal: Principal | null;
  /** The session named by the cookie, if it is live. */
  cookieSession: Session | null;
}

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Matched against the path relative to the API base, e.g. /^activities\/(?<id>\d+)$/. */
  pattern: RegExp;
  auth: AuthMode;
  handle: Handler;
}

/** A legacy `?action=` call; they all need a bearer token. */
export type LegacyActions = Record<string, Handler>;

const LEGACY_API_VERSION = '2011-08-01';

function unauthorized(): ApiError {
  return new ApiError(401, 'Unauthorized', 'Your session has expired. Please sign in again.');
}

/** The signed-in caller; routes with `bearer`/`session` auth always have one. */
export function signedIn(ctx: RouteContext): Principal {
  if (!ctx.principal) throw unauthorized();
  return ctx.principal;
}

function principalFor(ns: Namespace, userId: number, account: string, grant: TokenGrant | null, session: Session | null): Principal | null {
  const user = ns.data.users.find((candidate) => candidate.id === userId);
  const org = findOrganisation(ns, account);
  if (!user || !org || !user.accounts.includes(account)) return null;
  return { user, org, grant, session };
}

interface Caller {
  cookieSession: Session | null;
  /** undefined: no Authorization header; null: one that is not a live token. */
  grant: TokenGrant | null | undefined;
}

function identify(ns: Namespace, req: IncomingMessage): Caller {
  const sessionId = parseCookies(req.headers.cookie).get(sessionCookieName(ns));
  const cookieSession = (sessionId !== undefined && ns.sessions.get(sessionId)) || null;
  const header = req.headers.authorization;
  if (header === undefined) return { cookieSession, grant: undefined };
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return { cookieSession, grant: (token !== undefined && ns.tokens.get(token)) || null };
}

function authenticate(ns: Namespace, caller: Caller, mode: AuthMode): Principal | null {
  const { grant, cookieSession } = caller;
  const fromGrant = grant ? principalFor(ns, grant.userId, grant.account, grant, ns.sessions.get(grant.sessionId ?? '') ?? null) : null;
  const fromCookie = cookieSession
    ? principalFor(ns, cookieSession.userId, cookieSession.account, ns.tokens.get(cookieSession.token) ?? null, cookieSession)
    : null;
  switch (mode) {
    case 'bearer':
      if (!fromGrant) throw unauthorized();
      return fromGrant;
    case 'session': {
      const principal = grant === undefined ? fromCookie : fromGrant;
      if (!principal) throw unauthorized();
      return principal;
    }
    case 'none':
      return fromGrant ?? fromCookie;
  }
}

async function run(handler: Handler, ctx: RouteContext): Promise<Reply> {
  try {
    return await handler(ctx);
  } catch (error) {
    if (error instanceof ApiError) return errorReply(error);
    throw error;
  }
}

function guard(build: () => RouteContext | Reply): RouteContext | Reply {
  try {
    return build();
  } catch (error) {
    if (error instanceof ApiError) return errorReply(error);
    throw error;
  }
}

const isReply = (value: RouteContext | Reply): value is Reply => 'status' in value;

export interface IncomingApiRequest {
  req: IncomingMessage;
  method: string;
  url: URL;
  /** The parsed JSON body (undefined when empty; always undefined for the legacy API). */
  body: unknown;
  /** Legacy calls: the parameters, query and form body merged (legacyParameters); absent: the query. */
  legacyParams?: URLSearchParams;
}

/** Serves one REST call; `path` is relative to the REST base. */
export async function dispatchRest(ns: Namespace, routes: readonly Route[], path: string, request: IncomingApiRequest): Promise<Reply> {
  const candidates = routes
    .map((route) => ({ route, match: route.pattern.exec(path) }))
    .filter((candidate) => candidate.match !== null);
  if (candidates.length === 0) return errorReply(notFound(`There is no API endpoint at "${path}".`));
  const chosen = candidates.find((candidate) => candidate.route.method === request.method);
  if (!chosen) {
    const allowed = [...new Set(candidates.map((candidate) => candidate.route.method))].join(', ');
    return {
      ...errorReply(new ApiError(405, 'MethodNotAllowed', `${request.method} is not allowed on "${path}". Use ${allowed}.`)),
      headers: { allow: allowed },
    };
  }
  const ctx = guard(() => {
    const caller = identify(ns, request.req);
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(request.method);
    return {
      ns,
      url: request.url,
      params: { ...chosen.match!.groups },
      query: Params.query(request.url.searchParams),
      body: hasBody ? Params.body(request.body) : Params.body(undefined),
      principal: authenticate(ns, caller, chosen.route.auth),
      cookieSession: caller.cookieSession,
    };
  });
  return isReply(ctx) ? ctx : run(chosen.route.handle, ctx);
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The parameters of a legacy call. GET: the query string. POST (screens README: calls carrying script
 * code, attachments or secrets): the query string merged with the form-encoded body, where a name in
 * both takes the body's values (every value of that name, so `tags.1` lists merge name by name). A
 * POST with any other body type (JSON above all) is refused: the legacy API reads forms only.
 */
export function legacyParameters(method: string, contentType: string | undefined, bodyText: string, url: URL): URLSearchParams {
  if (method !== 'POST' || bodyText === '') return url.searchParams;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== FORM_TYPE) {
    const sent = type === '' ? 'no content type' : type;
    throw new ApiError(
      415,
      'UnsupportedMediaType',
      `The legacy API takes POST parameters form-encoded (${FORM_TYPE}), not ${sent}. Send JSON to the REST API (/api/v2/) instead.`,
    );
  }
  const body = new URLSearchParams(bodyText);
  const merged = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (!body.has(name)) merged.append(name, value);
  for (const [name, value] of body) merged.append(name, value);
  return merged;
}

/**
 * Serves one legacy call: `GET <legacy base>?action=X&version=2011-08-01&...`, or the same as a POST
 * with (some of) the parameters form-encoded in the body; `request.legacyParams` are the merged
 * parameters (legacyParameters). Handlers read them from `ctx.query` and `ctx.url.searchParams` (a URL
 * carrying them, so numbered lists like `computer_ids.1` posted in a body read as they do in a GET).
 */
export async function dispatchLegacy(ns: Namespace, actions: LegacyActions, request: IncomingApiRequest): Promise<Reply> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return {
      ...errorReply(new ApiError(405, 'MethodNotAllowed', `The legacy API takes GET or POST requests, not ${request.method}.`)),
      headers: { allow: 'GET, POST' },
    };
  }
  const search = request.legacyParams ?? request.url.searchParams;
  let url = request.url;
  if (search !== request.url.searchParams) {
    url = new URL(request.url);
    url.search = search.toString();
  }
  const action = search.get('action');
  const version = search.get('version');
  const ctx = guard(() => {
    if (!action) throw new ApiError(400, 'MissingAction', 'The "action" parameter is required.');
    if (!Object.hasOwn(actions, action)) throw new ApiError(400, 'UnknownAction', `Unknown action "${action}".`);
    if (!version) throw new ApiError(400, 'MissingVersion', `The "version" parameter is required (${LEGACY_API_VERSION}).`);
    if (version !== LEGACY_API_VERSION) {
      throw new ApiError(400, 'UnsupportedVersion', `Unsupported API version "${version}". Use ${LEGACY_API_VERSION}.`);
    }
    const caller = identify(ns, request.req);
    return {
      ns,
      url,
      params: {},
      query: Params.query(url.searchParams),
      body: Params.body(undefined),
      principal: authenticate(ns, caller, 'bearer'),
      cookieSession: caller.cookieSession,
    };
  });
  return isReply(ctx) ? ctx : run(actions[action!]!, ctx);
}
