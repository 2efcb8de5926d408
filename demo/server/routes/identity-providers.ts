/**
 * Identity providers (API.md "Identity providers"): the supported provider kinds and the OIDC
 * providers of the signed-in organisation. Like every `auth/*` call these rely on the session cookie
 * when no bearer token is sent. Ubuntu One is not a provider record: preferences switch it on and off.
 */
import { findById, replaceById } from '../data.ts';
import { badRequest, notFound, ok, Params } from '../http.ts';
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

function readProviderSlug(configuration: Params): string | undefined {
  const slug = configuration.string('provider', { trim: true });
  if (slug === undefined) return undefined;
  if (slug === 'ubuntu-one') {
    throw badRequest('Ubuntu One is switched on and off in the organisation preferences, not added as a provider.');
  }
  if (!SUPPORTED_PROVIDERS.some((provider) => provider.slug === slug)) {
    throw badRequest(`"${slug}" is not a supported identity provider.`);
  }
  return slug;
}

function readIssuer(configuration: Params): string | undefined {
  const issuer = configuration.string('issuer', { trim: true });
  if (issuer === undefined) return undefined;
  const protocol = URL.canParse(issuer) ? new URL(issuer).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw badRequest('"issuer" must be a valid URL.');
  return issuer;
}

/** Reads the configuration fields; on create every field but scopes is required. */
function readConfiguration(configuration: Params, creating: boolean): Partial<OidcConfiguration> {
  const required = (name: string): string | undefined =>
    creating || configuration.has(name) ? configuration.requiredString(name) : undefined;
  const provider = readProviderSlug(configuration);
  if (creating && provider === undefined) throw badRequest('"provider" is required.');
  const issuer = readIssuer(configuration);
  if (creating && issuer === undefined) throw badRequest('"issuer" is required.');
  const fields: Partial<OidcConfiguration> = {
    provider,
    name: required('name'),
    issuer,
    client_id: required('client_id'),
    client_secret: required('client_secret'),
    scopes: configuration.stringArray('scopes') ?? (creating ? DEFAULT_SCOPES : undefined),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
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
      const enabled = ctx.body.boolean('enabled') ?? true;
      const configuration = readConfiguration(ctx.body.object('configuration', { required: true })!, true) as OidcConfiguration;
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
      const enabled = ctx.body.boolean('enabled') ?? current.enabled;
      const changes = readConfiguration(ctx.body.object('configuration') ?? Params.body(undefined), false);
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
