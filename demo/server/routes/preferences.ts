/**
 * Organisation preferences (API.md): the General settings (title, registration key, auto-register,
 * the audit retention a self-hosted server reports), and `ubuntu_one`, which switches sign-in with
 * Ubuntu One on or off (it shows in `login/methods`).
 */
import { badRequest, ok, type Params } from '../http.ts';
import type { Organisation, Preferences } from '../model.ts';
import type { Namespace } from '../namespace.ts';
import { signedIn, type Route } from '../router.ts';

/** The title is the organisation's own (`me` lists it as the account's title); SaaS sends no retention. */
function serialize(ns: Namespace, org: Organisation) {
  const { registration_password, auto_register_new_computers, audit_retention_period } = org.preferences;
  return {
    title: org.title,
    registration_password,
    auto_register_new_computers,
    ...(ns.options.selfHosted ? { audit_retention_period } : {}),
  };
}

/** SPEC.md §5's registration key rules, as the server enforces them. */
function registrationKeyProblem(key: string): string | null {
  if (key.length < 3) return 'Registration key must be at least 3 characters';
  if (/[;#]/.test(key) || /\s$/.test(key)) return 'The key cannot contain trailing spaces or ; or # symbols';
  return null;
}

/** The registration key to store; null or '' removes it (the organisation then uses none). */
function readRegistrationPassword(body: Params): string | null | undefined {
  const value = body.raw('registration_password');
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const key = body.string('registration_password')!;
  const problem = registrationKeyProblem(key);
  if (problem) throw badRequest(problem);
  return key;
}

export const preferenceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^preferences$/,
    auth: 'bearer',
    handle: (ctx) => ok(serialize(ctx.ns, signedIn(ctx).org)),
  },
  {
    method: 'PATCH',
    pattern: /^preferences$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const { body } = ctx;
      // Every field is read (and refused) before anything changes: a PATCH applies whole or not at all.
      const title = body.has('title') ? body.requiredString('title') : undefined;
      const changes: Partial<Preferences> = {
        registration_password: readRegistrationPassword(body),
        auto_register_new_computers: body.boolean('auto_register_new_computers'),
        audit_retention_period: body.integer('audit_retention_period', { min: -1 }),
        ubuntu_one_enabled: body.boolean('ubuntu_one'),
      };
      if (title !== undefined) org.title = title;
      // Replace rather than edit: the seeded preferences object is shared between namespaces.
      org.preferences = {
        ...org.preferences,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      };
      return ok(serialize(ctx.ns, org));
    },
  },
];
