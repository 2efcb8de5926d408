/**
 * Identity providers (API.md "Identity providers"): the supported provider kinds and the OIDC
 * providers of the signed-in organisation. Like every `auth/*` call these rely on the session cookie
 * when no bearer token is sent. Ubuntu One is not a provider record: preferences switch it on and off.
 * Providers belong to an organisation and live as long as the server (or its namespace). A refused
 * body is a 400 `{ error: 'InvalidField', message }` whose message starts with the field's name.
 */
import { findById, replaceById } from '../data.ts';
import { badRequest, notFound, ok, type ApiError, type Params } from '../http.ts';
import type { OidcConfiguration, OidcProvider, Organisation } from '../model.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';

interface SupportedProvider {
  slug: string;
  label: string;
  features: string[];
}

const SUPPORTED_PROVIDERS: SupportedProvider[] = [
  { slug: 'okta', label: 'Okta', features: ['sign-in', 'group-sync'] },
  { slug: 'google', label: 'Google', features: ['sign-in'] },
  { slug: 'azure', label: 'Microsoft Entra ID', features: ['sign-in', 'group-sync'] },
  { slug: 'keycloak', label: 'Keycloak', features: ['sign-in', 'group-sync'] },
  { slug: 'auth0', label: 'Auth0', features: ['sign-in'] },
  { slug: 'ubuntu-one', label: 'Ubuntu One', features: ['sign-in'] },
  { slug: 'other', label: 'Other OpenID Connect provider', features: ['sign-in'] },
];

const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

function redirectUri(ctx: RouteContext, provider: string): string {
  return `${ctx.url.origin}/new_dashboard/handle-auth/${provider === 'ubuntu-one' ? 'ubuntu-one' : 'oidc'}`;
}

function serialize(ctx: RouteContext, provider: OidcProvider) {
  return {
    id: provider.id,
    enabled: provider.enabled,
    redirect_uri: redirectUri(ctx, provider.configuration.provider),
    configuration: provider.configuration,
  };
}

function getProvider(org: Organisation, id: string | undefined): OidcProvider {
  const provider = findById(org.oidcProviders, Number(id));
  if (!provider) throw notFound(`Identity provider ${id} does not exist.`, 'ProviderNotFound');
  return provider;
}

/** A 400 naming the field, as the real server words its validation errors. */
function invalidField(message: string): ApiError {
  return badRequest(message, 'InvalidField');
}

/** A string field of the configuration: absent is undefined, present must be a non-blank string. */
function readText(configuration: Record<string, unknown>, field: string, required: boolean): string | undefined {
  const value = configuration[field];
  if (value === undefined || value === null) {
    if (required) throw invalidField(`${field} is a required field`);
    return undefined;
  }
  if (typeof value !== 'string') throw invalidField(`${field} must be a string`);
  const text = field === 'client_secret' ? value : value.trim();
  if (text.trim() === '') throw invalidField(`${field} is a required field`);
  return text;
}

function readProviderSlug(configuration: Record<string, unknown>, required: boolean): string | undefined {
  const slug = readText(configuration, 'provider', required);
  if (slug === undefined) return undefined;
  if (slug === 'ubuntu-one') {
    throw invalidField('provider cannot be ubuntu-one: Ubuntu One is switched on and off in the organisation preferences');
  }
  if (!SUPPORTED_PROVIDERS.some((provider) => provider.slug === slug)) {
    throw invalidField(`provider "${slug}" is not a supported identity provider`);
  }
  return slug;
}

function readIssuer(configuration: Record<string, unknown>, required: boolean): string | undefined {
  const issuer = readText(configuration, 'issuer', required);
  if (issuer === undefined) return undefined;
  const protocol = URL.canParse(issuer) ? new URL(issuer).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw invalidField('issuer must be a valid URL');
  return issuer;
}

function readScopes(configuration: Record<string, unknown>): string[] | undefined {
  const scopes = configuration['scopes'];
  if (scopes === undefined || scopes === null) return undefined;
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
    throw invalidField('scopes must be a list of strings');
  }
  return scopes as string[];
}

/**
 * The body's `configuration` (API.md): on create every field but scopes is required; an edit changes
 * the fields it sends. Each problem is a 400 naming its field.
 */
function readConfiguration(body: Params, creating: boolean): Partial<OidcConfiguration> {
  const raw = body.raw('configuration');
  if (raw === undefined || raw === null) {
    if (creating) throw invalidField('configuration is a required field');
    return {};
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidField('configuration must be an object');
  const configuration = raw as Record<string, unknown>;
  const fields: Partial<OidcConfiguration> = {
    provider: readProviderSlug(configuration, creating),
    name: readText(configuration, 'name', creating),
    issuer: readIssuer(configuration, creating),
    client_id: readText(configuration, 'client_id', creating),
    client_secret: readText(configuration, 'client_secret', creating),
    scopes: readScopes(configuration) ?? (creating ? DEFAULT_SCOPES : undefined),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function readEnabled(body: Params): boolean | undefined {
  const enabled = body.raw('enabled');
  if (enabled === undefined || enabled === null) return undefined;
  if (typeof enabled !== 'boolean') throw invalidField('enabled must be true or false');
  return enabled;
}

export const identityProviderRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^auth\/supported-providers$/,
    auth: 'session',
    handle: (ctx) =>
      ok({
        results: SUPPORTED_PROVIDERS.map((provider) => ({
          provider_slug: provider.slug,
          provider_label: provider.label,
          redirect_uri: redirectUri(ctx, provider.slug),
          supported_features: provider.features,
        })),
      }),
  },
  {
    method: 'GET',
    pattern: /^auth\/oidc-providers\/(?<id>\d+)$/,
    auth: 'session',
    handle: (ctx) => ok(serialize(ctx, getProvider(signedIn(ctx).org, ctx.params['id']))),
  },
  {
    method: 'POST',
    pattern: /^auth\/oidc-providers$/,
    auth: 'session',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const enabled = readEnabled(ctx.body) ?? true;
      const configuration = readConfiguration(ctx.body, true) as OidcConfiguration;
      const provider: OidcProvider = { id: ctx.ns.data.nextId.oidcProvider, enabled, configuration };
      ctx.ns.data.nextId.oidcProvider += 1;
      org.oidcProviders.push(provider);
      return { status: 201, body: serialize(ctx, provider) };
    },
  },
  {
    method: 'PATCH',
    pattern: /^auth\/oidc-providers\/(?<id>\d+)$/,
    auth: 'session',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const current = getProvider(org, ctx.params['id']);
      const enabled = readEnabled(ctx.body) ?? current.enabled;
      const changes = readConfiguration(ctx.body, false);
      const updated: OidcProvider = { ...current, enabled, configuration: { ...current.configuration, ...changes } };
      replaceById(org.oidcProviders, updated);
      return ok(serialize(ctx, updated));
    },
  },
  {
    method: 'DELETE',
    pattern: /^auth\/oidc-providers\/(?<id>\d+)$/,
    auth: 'session',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const provider = getProvider(org, ctx.params['id']);
      org.oidcProviders.splice(org.oidcProviders.indexOf(provider), 1);
      return { status: 204 };
    },
  },
];
