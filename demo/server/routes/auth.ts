/**
 * Environment and sign-in (API.md "Environment and auth"): about, login methods, password sign-in,
 * the OIDC and Ubuntu One redirect flows (completed locally, no network), `me`, logout, switching
 * organisation, the classic dashboard link and invitation summaries.
 */
import { ApiError, badRequest, notFound, ok, type Reply } from '../http.ts';
import type { Organisation, User } from '../model.ts';
import {
  endSession,
  findOrganisation,
  issueToken,
  randomId,
  sessionCookieName,
  startSession,
  type Namespace,
  type PendingSignIn,
} from '../namespace.ts';
import { FEATURES, type FeatureKey } from '../options.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { ADMIN_EMAIL } from '../seed.ts';

const PACKAGE_VERSION = '1.14.0';
const REVISION = 'sim-2b7e4c1';
const CLASSIC_DASHBOARD_URL = '/classic/';
/** Where the portal handles sign-in callbacks in the demo (`landscape-portal base-path`). */
const PORTAL_BASE = '/new_dashboard/';
/** Login screens are shown before anyone is known; they describe this organisation. */
const DEFAULT_LOGIN_ORG = 'acme';

function authState(ns: Namespace, user: User, account: string, token: string, returnTo: PendingSignIn['returnTo'] = null) {
  return {
    email: user.email,
    name: user.name,
    token,
    current_account: account,
    has_password: user.password !== null,
    accounts: user.accounts.map((name, index) => {
      const org = findOrganisation(ns, name)!;
      return {
        name: org.name,
        title: org.title,
        subdomain: org.subdomain,
        classic_dashboard_url: CLASSIC_DASHBOARD_URL,
        default: index === 0,
      };
    }),
    features: (Object.keys(FEATURES) as FeatureKey[]).map((key) => ({
      key,
      enabled: ns.options.features[key],
      name: FEATURES[key].name,
      description: FEATURES[key].description,
    })),
    self_hosted: ns.options.selfHosted,
    return_to: returnTo,
  };
}

function sessionCookie(ns: Namespace, sessionId: string): string {
  return `${sessionCookieName(ns)}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`;
}

/**
 * Signs `user` in with a fresh cookie session and answers with the auth state. A sign-in started from
 * an invitation of one of the user's organisations opens in that organisation; an unknown one is
 * ignored (sign-in goes on as without it).
 */
function signIn(ctx: RouteContext, user: User, pending?: PendingSignIn): Reply {
  const invitation = pending?.invitationId ? ctx.ns.data.invitations.find((candidate) => candidate.id === pending.invitationId) : undefined;
  const account = invitation && user.accounts.includes(invitation.account) ? invitation.account : undefined;
  const session = startSession(ctx.ns, user, account);
  const returnTo = pending?.returnTo ?? null;
  return {
    status: 200,
    body: authState(ctx.ns, user, session.account, session.token, returnTo),
    headers: { 'set-cookie': sessionCookie(ctx.ns, session.id) },
  };
}

function loginOrganisation(ctx: RouteContext): Organisation {
  return ctx.principal?.org ?? findOrganisation(ctx.ns, DEFAULT_LOGIN_ORG)!;
}

function readReturnTo(ctx: RouteContext): PendingSignIn['returnTo'] {
  const url = ctx.query.string('return_to');
  return url ? { url, external: ctx.query.boolean('external') ?? false } : null;
}

/** The invitation a sign-in is started with, kept until it completes. */
function readInvitationId(ctx: RouteContext): string | null {
  return ctx.query.string('invitation_id') || null;
}

function adminUser(ns: Namespace): User {
  return ns.data.users.find((user) => user.email === ADMIN_EMAIL)!;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const authRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^about$/,
    auth: 'none',
    handle: ({ ns }) => ok({ self_hosted: ns.options.selfHosted, package_version: PACKAGE_VERSION, revision: REVISION }),
  },
  {
    method: 'GET',
    pattern: /^login\/methods$/,
    auth: 'none',
    handle: (ctx) => {
      const org = loginOrganisation(ctx);
      return ok({
        oidc: {
          available: ctx.ns.options.oidcAvailable,
          configurations: org.oidcProviders.map(({ id, enabled, configuration }) => ({
            id,
            name: configuration.name,
            provider: configuration.provider,
            enabled,
          })),
        },
        password: { available: true, enabled: true },
        pam: { available: false, enabled: false },
        standalone_oidc: { available: false, enabled: false },
        ubuntu_one: { available: true, enabled: org.preferences.ubuntu_one_enabled },
      });
    },
  },
  {
    method: 'POST',
    pattern: /^login$/,
    auth: 'none',
    handle: (ctx) => {
      const email = ctx.body.string('email', { trim: true });
      const password = ctx.body.string('password');
      if (!email) throw badRequest('Enter your email address.');
      if (!EMAIL_PATTERN.test(email)) throw badRequest(`"${email}" is not a valid email address.`);
      if (!password) throw badRequest('Enter your password.');
      const user = ctx.ns.data.users.find((candidate) => candidate.email === email.toLowerCase());
      if (!user || user.password !== password) {
        throw new ApiError(401, 'InvalidCredentials', 'Invalid email or password.');
      }
      return signIn(ctx, user);
    },
  },
  {
    method: 'GET',
    pattern: /^me$/,
    auth: 'none',
    handle: ({ ns, principal }) => {
      if (!principal) return ok({});
      const token = principal.grant?.token ?? principal.session?.token;
      return ok(token ? authState(ns, principal.user, principal.org.name, token) : {});
    },
  },
  {
    method: 'POST',
    pattern: /^logout$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { grant } = signedIn(ctx);
      if (grant?.sessionId) endSession(ctx.ns, grant.sessionId);
      if (grant) ctx.ns.tokens.delete(grant.token);
      if (ctx.cookieSession) endSession(ctx.ns, ctx.cookieSession.id);
      return {
        status: 200,
        body: {},
        headers: { 'set-cookie': `${sessionCookieName(ctx.ns)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^switch-account$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { user, grant, session } = signedIn(ctx);
      const account = ctx.body.requiredString('account_name');
      if (!user.accounts.includes(account)) {
        throw new ApiError(403, 'Forbidden', `You are not a member of the organisation "${account}".`);
      }
      const next = issueToken(ctx.ns, user, account, grant?.sessionId ?? null);
      // The browser session follows, so `me` reports the new organisation.
      if (session) {
        session.account = account;
        session.token = next.token;
      }
      return ok({ token: next.token });
    },
  },
  {
    method: 'GET',
    pattern: /^classic_dashboard_url$/,
    auth: 'bearer',
    handle: () => ok({ url: CLASSIC_DASHBOARD_URL }),
  },
  {
    method: 'GET',
    pattern: /^auth\/start$/,
    auth: 'none',
    handle: (ctx) => {
      const providers = loginOrganisation(ctx).oidcProviders;
      const id = ctx.query.integer('id');
      const provider = id === undefined ? providers.find((candidate) => candidate.enabled) : providers.find((candidate) => candidate.id === id);
      if (id !== undefined && !provider) throw badRequest(`There is no identity provider with id ${id}.`, 'UnknownProvider');
      if (!provider) throw badRequest('Sign-in with OpenID Connect is not available.', 'OidcUnavailable');
      if (!provider.enabled) throw badRequest(`The identity provider "${provider.configuration.name}" is disabled.`, 'ProviderDisabled');
      const state = randomId();
      const code = `demo-${randomId(12)}`;
      ctx.ns.pendingSignIns.set(state, { kind: 'oidc', code, returnTo: readReturnTo(ctx), invitationId: readInvitationId(ctx) });
      const location = `${PORTAL_BASE}handle-auth/oidc?${new URLSearchParams({ code, state })}`;
      return ok({ location });
    },
  },
  {
    method: 'GET',
    pattern: /^auth\/handle-code$/,
    auth: 'none',
    handle: (ctx) => {
      const code = ctx.query.requiredString('code');
      const state = ctx.query.requiredString('state');
      const pending = ctx.ns.pendingSignIns.get(state);
      if (!pending || pending.kind !== 'oidc' || pending.code !== code) {
        throw badRequest('This sign-in link is invalid or has expired. Please sign in again.', 'InvalidAuthorizationCode');
      }
      ctx.ns.pendingSignIns.delete(state);
      return signIn(ctx, adminUser(ctx.ns), pending);
    },
  },
  {
    method: 'GET',
    pattern: /^auth\/ubuntu-one\/start$/,
    auth: 'none',
    handle: (ctx) => {
      if (!loginOrganisation(ctx).preferences.ubuntu_one_enabled) {
        throw badRequest('Sign-in with Ubuntu One is disabled.', 'UbuntuOneDisabled');
      }
      const nonce = randomId();
      ctx.ns.pendingSignIns.set(nonce, { kind: 'ubuntu-one', code: '', returnTo: readReturnTo(ctx), invitationId: readInvitationId(ctx) });
      const response = new URLSearchParams({
        'openid.mode': 'id_res',
        'openid.identity': 'https://login.ubuntu.com/+id/AdaAdmin',
        'openid.response_nonce': nonce,
      });
      return ok({ location: `${PORTAL_BASE}handle-auth/ubuntu-one?${response}` });
    },
  },
  {
    method: 'GET',
    pattern: /^auth\/ubuntu-one\/complete$/,
    auth: 'none',
    handle: (ctx) => {
      const address = ctx.query.requiredString('url');
      let response: URLSearchParams;
      try {
        response = new URL(address, ctx.url.origin).searchParams;
      } catch {
        throw badRequest('"url" must be the address the browser returned to.');
      }
      if (response.get('openid.mode') === 'cancel') throw badRequest('Sign-in with Ubuntu One was canceled.', 'SignInCanceled');
      const nonce = response.get('openid.response_nonce') ?? '';
      const pending = ctx.ns.pendingSignIns.get(nonce);
      if (response.get('openid.mode') !== 'id_res' || !pending || pending.kind !== 'ubuntu-one') {
        throw badRequest('The Ubuntu One response is invalid or has expired. Please sign in again.', 'InvalidOpenIdResponse');
      }
      ctx.ns.pendingSignIns.delete(nonce);
      return signIn(ctx, adminUser(ctx.ns), pending);
    },
  },
  {
    method: 'GET',
    pattern: /^invitations\/(?<id>[^/]+)\/summary$/,
    auth: 'none',
    handle: ({ ns, params }) => {
      const invitation = ns.data.invitations.find((candidate) => candidate.id === params['id']);
      const org = invitation && findOrganisation(ns, invitation.account);
      if (!invitation || !org) throw notFound('This invitation does not exist or has expired.', 'InvitationNotFound');
      return ok({ account_title: org.title, secure_id: invitation.secure_id });
    },
  },
];
