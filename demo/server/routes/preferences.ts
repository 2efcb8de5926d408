/**
 * Organisation preferences (API.md): general settings, and `ubuntu_one`, which switches sign-in with
 * Ubuntu One on or off (it shows in `login/methods`).
 */
import { badRequest, ok, type Params } from '../http.ts';
import type { Preferences } from '../model.ts';
import { signedIn, type Route } from '../router.ts';

function serialize(preferences: Preferences) {
  const { ubuntu_one_enabled: _ubuntuOne, ...fields } = preferences;
  return fields;
}

/** The registration key (SPEC.md §5 rules, as the server enforces them); null or '' removes it. */
function readRegistrationPassword(body: Params): string | null | undefined {
  const value = body.raw('registration_password');
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const key = body.string('registration_password')!;
  if (key.length < 3) throw badRequest('Registration key must be at least 3 characters');
  if (/[;#]/.test(key) || /\s$/.test(key)) throw badRequest('The key cannot contain trailing spaces or ; or # symbols');
  return key;
}

export const preferenceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^preferences$/,
    auth: 'bearer',
    handle: (ctx) => ok(serialize(signedIn(ctx).org.preferences)),
  },
  {
    method: 'PATCH',
    pattern: /^preferences$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const { body } = ctx;
      const changes: Partial<Preferences> = {
        title: body.has('title') ? body.requiredString('title') : undefined,
        registration_password: readRegistrationPassword(body),
        auto_register_new_computers: body.boolean('auto_register_new_computers'),
        audit_retention_period: body.integer('audit_retention_period', { min: -1 }),
        ubuntu_one_enabled: body.boolean('ubuntu_one'),
      };
      // Replace rather than edit: the seeded preferences object is shared between namespaces.
      org.preferences = {
        ...org.preferences,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      };
      return ok(serialize(org.preferences));
    },
  },
];
