/**
 * The signed-in person's own settings (admin-account.md §5.5, §7.3): `GET person` and `POST person`
 * (name, email, time zone, default organisation), `PUT password` (self-hosted only), and the API
 * credentials: `GET credentials` (one entry per organisation of theirs, keys empty until generated) and
 * `POST credentials {account}` (a new key pair, the old one dropped). Stored on the namespace's copy of
 * the user (data.ts forkData), so a change is seen by `me` and the next sign-in.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, badRequest, ok } from '../http.ts';
import type { Organisation, User } from '../model.ts';
import { findOrganisation, type Namespace } from '../namespace.ts';
import { renamePerson, rolesOf } from '../roles.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';

/** The zones the server knows: the IANA ones Node's ICU lists, and UTC. */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);

/** The roles a person holds in an organisation (roles.ts: its roles' persons). */
function rolesIn(ns: Namespace, org: Organisation, user: User): string[] {
  return rolesOf(ns.data, org)
    .filter((role) => role.persons.includes(user.email))
    .map((role) => role.name);
}

function organisationsOf(ns: Namespace, user: User): Organisation[] {
  return user.accounts.flatMap((name) => findOrganisation(ns, name) ?? []);
}

/** admin-account.md §5.5's UserDetails. */
export function serializePerson(ns: Namespace, user: User) {
  return {
    email: user.email,
    name: user.name,
    preferred_account: user.preferred_account,
    accounts: organisationsOf(ns, user).map((org) => ({ name: org.name, title: org.title, roles: rolesIn(ns, org, user) })),
    allowable_emails: user.allowable_emails,
    oidc_identities: user.password === null ? [{ issuer: 'https://acme.okta.example', subject: user.identity }] : [],
    timezone: user.timezone,
    identity: user.identity,
    last_login_host: '198.51.100.23',
    last_login_time: new Date(ns.data.anchor - 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

/** Replaces the namespace's record of the user (records may be shared with the frozen seed). */
function saveUser(ns: Namespace, next: User): User {
  const index = ns.data.users.findIndex((candidate) => candidate.id === next.id);
  ns.data.users[index] = next;
  return next;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `POST person`: each field sent changes; an empty `preferred_account` (or null) clears it. */
function updatePerson(ctx: RouteContext) {
  const { user } = signedIn(ctx);
  const name = ctx.body.string('name', { trim: true });
  const email = ctx.body.string('email', { trim: true });
  const timezone = ctx.body.string('timezone', { trim: true });
  const preferred = ctx.body.has('preferred_account') ? (ctx.body.string('preferred_account', { trim: true }) ?? '') : undefined;
  if (name !== undefined && name === '') throw badRequest('Name is required.', 'InvalidName');
  if (name !== undefined && name.length > 255) throw badRequest('Name must be at most 255 characters long.', 'InvalidName');
  if (email !== undefined) {
    if (!EMAIL_PATTERN.test(email)) throw badRequest(`"${email}" is not a valid email address.`, 'InvalidEmail');
    if (!user.allowable_emails.includes(email.toLowerCase())) {
      throw badRequest(`"${email}" is not one of your verified email addresses.`, 'EmailNotAllowed');
    }
    if (!ctx.ns.options.selfHosted && email.toLowerCase() !== user.email) {
      throw new ApiError(403, 'Forbidden', 'Your email address is managed by Ubuntu One.');
    }
  }
  if (timezone !== undefined && !TIME_ZONES.has(timezone)) throw badRequest(`"${timezone}" is not a known time zone.`, 'InvalidTimezone');
  if (preferred) {
    const org = findOrganisation(ctx.ns, preferred);
    if (!org || !user.accounts.includes(preferred)) throw badRequest(`You are not a member of the organisation "${preferred}".`, 'UnknownAccount');
    if (org.subdomain !== null) throw badRequest(`"${org.title}" opens at its own address and cannot be the default organisation.`, 'SubdomainAccount');
  }
  const renamed = email !== undefined && email.toLowerCase() !== user.email;
  // The roles are made (from the people's current emails) before the address changes, then follow it.
  if (renamed) for (const org of organisationsOf(ctx.ns, user)) rolesOf(ctx.ns.data, org);
  const next = saveUser(ctx.ns, {
    ...user,
    ...(name === undefined ? {} : { name }),
    ...(email === undefined ? {} : { email: email.toLowerCase() }),
    ...(timezone === undefined ? {} : { timezone }),
    ...(preferred === undefined ? {} : { preferred_account: preferred || null }),
  });
  if (renamed) for (const org of organisationsOf(ctx.ns, next)) renamePerson(ctx.ns.data, org, user.email, next.email);
  return ok(serializePerson(ctx.ns, next));
}

/** The password rules of admin-account.md §5.4, in its messages; the first broken one, else undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (password.length > 50) return 'Password must be at most 50 characters long';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  return undefined;
}

/** `PUT password {password, new_password}`: self-hosted only, for a person who has one. */
function changePassword(ctx: RouteContext) {
  const { user } = signedIn(ctx);
  if (!ctx.ns.options.selfHosted) throw new ApiError(403, 'Forbidden', 'Your password is managed by Ubuntu One.');
  if (user.password === null) throw badRequest('You sign in through an identity provider and have no password to change.', 'NoPassword');
  const current = ctx.body.string('password', { required: true }) as string;
  const next = ctx.body.string('new_password', { required: true }) as string;
  if (current !== user.password) throw badRequest('The current password is incorrect.', 'InvalidPassword');
  const problem = passwordProblem(next);
  if (problem) throw badRequest(`${problem}.`, 'InvalidPassword');
  saveUser(ctx.ns, { ...user, password: next });
  return ok({});
}

const KEY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SECRET_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const randomKey = (letters: string, length: number) => [...randomBytes(length)].map((byte) => letters[byte % letters.length]).join('');

/** Where the legacy API answers for this namespace (what the credentials are for). */
function endpointOf(ctx: RouteContext): string {
  return `${ctx.url.origin}${ctx.url.pathname.replace(/v2\/credentials$/, '')}`;
}

function credentialsEntry(ctx: RouteContext, user: User, org: Organisation) {
  const keys = user.credentials[org.name];
  const endpoint = endpointOf(ctx);
  return {
    account_name: org.name,
    account_title: org.title,
    endpoint,
    access_key: keys?.access_key ?? '',
    secret_key: keys?.secret_key ?? '',
    exports: keys
      ? [`export LANDSCAPE_API_KEY="${keys.access_key}"`, `export LANDSCAPE_API_SECRET="${keys.secret_key}"`, `export LANDSCAPE_API_URI="${endpoint}"`].join('\n')
      : '',
  };
}

function generateCredentials(ctx: RouteContext) {
  const { user } = signedIn(ctx);
  const account = ctx.body.requiredString('account');
  if (!user.accounts.includes(account) || !findOrganisation(ctx.ns, account)) {
    throw new ApiError(403, 'Forbidden', `You are not a member of the organisation "${account}".`);
  }
  const keys = { access_key: randomKey(KEY_LETTERS, 20), secret_key: randomKey(SECRET_LETTERS, 40) };
  saveUser(ctx.ns, { ...user, credentials: { ...user.credentials, [account]: keys } });
  return ok({ ...keys, account_name: account });
}

export const personRoutes: Route[] = [
  { method: 'GET', pattern: /^person$/, auth: 'bearer', handle: (ctx) => ok(serializePerson(ctx.ns, signedIn(ctx).user)) },
  { method: 'POST', pattern: /^person$/, auth: 'bearer', handle: updatePerson },
  { method: 'PUT', pattern: /^password$/, auth: 'bearer', handle: changePassword },
  {
    method: 'GET',
    pattern: /^credentials$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { user } = signedIn(ctx);
      return ok({ credentials: organisationsOf(ctx.ns, user).map((org) => credentialsEntry(ctx, user, org)) });
    },
  },
  { method: 'POST', pattern: /^credentials$/, auth: 'bearer', handle: generateCredentials },
];
