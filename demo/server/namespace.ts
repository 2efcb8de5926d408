/**
 * A namespace is one isolated simulated server: its own copy of the data, options, sign-in sessions,
 * armed faults and request log. The demo uses the `default` namespace; each browser test makes its own.
 */
import { randomBytes } from 'node:crypto';
import { forkData, seedData } from './data.ts';
import type { Organisation, SimData, User } from './model.ts';
import { addManyProfiles } from './profile-seed.ts';
import { keepOnlyGlobalAccessGroup } from './access-groups.ts';
import { resolveOptions, type ResolvedOptions, type SimulatorOptions } from './options.ts';

/** A browser sign-in, identified by the session cookie. */
export interface Session {
  id: string;
  userId: number;
  account: string;
  /** The bearer token `me` hands out; switch-account replaces it. */
  token: string;
}

/** A live bearer token, bound to one user and one organisation. */
export interface TokenGrant {
  token: string;
  userId: number;
  account: string;
  /** The session that issued it (logout ends both); null for tokens minted by the control API. */
  sessionId: string | null;
}

/** An OIDC or Ubuntu One sign-in started but not completed yet. */
export interface PendingSignIn {
  kind: 'oidc' | 'ubuntu-one';
  /** The OIDC authorization code expected with the state (unused for Ubuntu One). */
  code: string;
  returnTo: { url: string; external: boolean } | null;
  /** The invitation the sign-in was started with (`invitation_id`), if any. */
  invitationId: string | null;
}

export interface RecordedRequest {
  method: string;
  /** Relative to the API base ('activities', 'security-profiles/3:archive'); the action for legacy calls. */
  path: string;
  api: 'rest' | 'legacy';
  query: Record<string, string>;
  /**
   * The JSON body parsed (its text when it is not JSON); a legacy call's body is kept as its raw
   * text (form-encoded: `new URLSearchParams(body)` reads it); null without a body.
   */
  body: unknown;
  /** Whether an Authorization header was sent. */
  authorization: boolean;
}

export interface Namespace {
  id: string;
  options: ResolvedOptions;
  data: SimData;
  sessions: Map<string, Session>;
  tokens: Map<string, TokenGrant>;
  pendingSignIns: Map<string, PendingSignIn>;
  requests: RecordedRequest[];
  /** What the elements reported to `error-reports` (their `error-report-url`), oldest first. */
  errorReports: unknown[];
}

export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

export function createNamespace(id: string, options: SimulatorOptions = {}): Namespace {
  const resolved = resolveOptions(options);
  const data = forkData(seedData(), { oidcProviders: resolved.oidcAvailable });
  if (resolved.manyProfiles) addManyProfiles(data);
  if (resolved.onlyGlobalAccessGroup) keepOnlyGlobalAccessGroup(data);
  return {
    id,
    options: resolved,
    data,
    sessions: new Map(),
    tokens: new Map(),
    pendingSignIns: new Map(),
    requests: [],
    errorReports: [],
  };
}

export function findOrganisation(ns: Namespace, name: string): Organisation | undefined {
  return ns.data.organisations.find((org) => org.name === name);
}

export function findUser(ns: Namespace, predicate: (user: User) => boolean): User | undefined {
  return ns.data.users.find(predicate);
}

/** Mints a bearer token for a user in an organisation. */
export function issueToken(ns: Namespace, user: User, account: string, sessionId: string | null): TokenGrant {
  const grant: TokenGrant = { token: randomId(24), userId: user.id, account, sessionId };
  ns.tokens.set(grant.token, grant);
  return grant;
}

/** Signs a user in: a new session (for the cookie) with its first token, in `account` (default: the user's first). */
export function startSession(ns: Namespace, user: User, account = user.accounts[0]!): Session {
  const id = randomId();
  const grant = issueToken(ns, user, account, id);
  const session: Session = { id, userId: user.id, account, token: grant.token };
  ns.sessions.set(id, session);
  return session;
}

/** Ends a session and revokes every token it issued. */
export function endSession(ns: Namespace, sessionId: string): void {
  ns.sessions.delete(sessionId);
  for (const [token, grant] of ns.tokens) {
    if (grant.sessionId === sessionId) ns.tokens.delete(token);
  }
}

export function sessionCookieName(ns: Namespace): string {
  return `landscape_session_${ns.id}`;
}
