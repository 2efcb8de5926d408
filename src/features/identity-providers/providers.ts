import { boolean, object, string, type InferType } from 'yup';
import { ApiError, MALFORMED_RESPONSE } from '../../api/errors.ts';
import { displayName } from '../../lib/display-name.ts';
import type { OidcProviderBody, OidcProviderDetails, SupportedProvider } from '../../api/identity-providers.ts';
import type { Draft } from '../../ui/form/index.ts';
import { FORM_TEXTS } from '../../ui/form/texts.ts';
import { IDENTITY_PROVIDER_TEXTS as T } from './texts.ts';

/** One row of the list (SPEC §3 identity provider): an OIDC configuration, or Ubuntu One. */
export interface IdentityProvider {
  readonly id: number;
  readonly name: string;
  readonly provider: string;
  readonly enabled: boolean;
}

export const UBUNTU_ONE = 'ubuntu-one';

/** A provider's name: as the server gives it, or "Identity provider {id}" when it shows nothing. */
export function providerName(provider: Pick<IdentityProvider, 'id' | 'name'>): string {
  return displayName(provider.name, T.unnamed(provider.id));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = () => new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');

function isConfiguration(value: unknown): value is IdentityProvider {
  return (
    isRecord(value) &&
    typeof value['id'] === 'number' &&
    typeof value['name'] === 'string' &&
    typeof value['provider'] === 'string' &&
    typeof value['enabled'] === 'boolean'
  );
}

/**
 * The list from a `login/methods` answer (API.md "Identity providers"): Ubuntu One first when it is
 * available, then every OIDC configuration, enabled or not. A method the answer leaves out counts as
 * unavailable; a part it sends in another shape makes the whole answer malformed (an error, never a
 * row with holes).
 */
export function identityProviders(methods: unknown): IdentityProvider[] {
  if (!isRecord(methods)) throw malformed();
  const rows: IdentityProvider[] = [];
  const ubuntuOne = methods['ubuntu_one'];
  if (ubuntuOne !== undefined) {
    if (!isRecord(ubuntuOne) || typeof ubuntuOne['available'] !== 'boolean' || typeof ubuntuOne['enabled'] !== 'boolean') throw malformed();
    if (ubuntuOne['available']) rows.push({ id: -1, name: 'Ubuntu One', provider: UBUNTU_ONE, enabled: ubuntuOne['enabled'] });
  }
  const oidc = methods['oidc'];
  if (oidc !== undefined) {
    const configurations = isRecord(oidc) ? (oidc['configurations'] ?? []) : undefined;
    if (!Array.isArray(configurations) || !configurations.every(isConfiguration)) throw malformed();
    rows.push(...configurations.map(({ id, name, provider, enabled }) => ({ id, name, provider, enabled })));
  }
  return rows;
}

/**
 * Why `row`'s Enabled cannot be cleared: it is the only enabled identity provider of the list (Ubuntu
 * One and every OIDC configuration count; the password method is not an identity provider). Undefined
 * when it can.
 */
export function lastEnabledReason(rows: readonly IdentityProvider[], row: Pick<IdentityProvider, 'id' | 'provider'>): string | undefined {
  const enabled = rows.filter((item) => item.enabled);
  return enabled.length === 1 && enabled[0]!.id === row.id && enabled[0]!.provider === row.provider ? T.form.lastEnabled : undefined;
}

/**
 * Why Delete is unavailable for a row, or undefined: Ubuntu One cannot be deleted (SPEC §6), and the
 * only enabled provider cannot go either, as it cannot be switched off (at least one stays active).
 */
export function deleteUnavailableReason(rows: readonly IdentityProvider[], row: Pick<IdentityProvider, 'id' | 'provider'>): string | undefined {
  if (row.provider === UBUNTU_ONE) return T.actions.ubuntuOneNotDeletable;
  return lastEnabledReason(rows, row);
}

/** The kinds an organisation can add: `auth/supported-providers` without Ubuntu One (switched in preferences). */
export function choosableProviders(supported: readonly SupportedProvider[]): SupportedProvider[] {
  return supported.filter((provider) => provider.provider_slug !== UBUNTU_ONE);
}

/** The icon a provider is shown with (SPEC §3: these four have their own; any other the default). */
export type ProviderIconKind = 'okta' | 'ubuntu-one' | 'standalone' | 'google' | 'default';

const OWN_ICONS: readonly ProviderIconKind[] = ['okta', 'ubuntu-one', 'standalone', 'google'];

export function providerIconKind(provider: string): ProviderIconKind {
  return OWN_ICONS.find((kind) => kind === provider) ?? 'default';
}

/** An address a provider can be reached at: http or https, as the server requires. */
export function isWebUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}

/**
 * The provider form: every field required, the issuer a web address; an edit's secret may stay empty
 * (the stored one is kept). Messages are SPEC §5's generic ones ('{field} is a required field',
 * '{field} must be a valid URL'). Built per form, so the field names are the texts of the moment.
 */
export const providerSchema = (kind: 'add' | 'edit' = 'add') =>
  object({
    enabled: boolean().defined(),
    name: string().trim().label(T.form.name).required(FORM_TEXTS.required),
    client_id: string().trim().label(T.form.clientId).required(FORM_TEXTS.required),
    // A secret is sent as typed: spaces may belong to it.
    client_secret: kind === 'add' ? string().label(T.form.clientSecret).required(FORM_TEXTS.required) : string().label(T.form.clientSecret).default(''),
    issuer: string()
      .trim()
      .label(T.form.issuer)
      .required(FORM_TEXTS.required)
      .test('url', FORM_TEXTS.invalidUrl, (value) => !value || isWebUrl(value)),
  });

export type ProviderFormValues = InferType<ReturnType<typeof providerSchema>>;

/** A new provider's form: enabled, every text empty. */
export const newProviderValues = (): Draft<ProviderFormValues> => ({ enabled: true, name: '', client_id: '', client_secret: '', issuer: '' });

/** An existing provider's form, from `GET auth/oidc-providers/{id}`: its secret is write-only, so empty. */
export function providerValues(details: OidcProviderDetails): Draft<ProviderFormValues> {
  const { name, client_id, issuer } = details.configuration;
  return { enabled: details.enabled, name, client_id, client_secret: '', issuer };
}

/**
 * API.md: the POST and PATCH body, every field explicit (an edit sends the whole configuration), but
 * an edit's secret left empty, which is left out: the server keeps the one it holds.
 */
export function providerBody(provider: string, values: ProviderFormValues): OidcProviderBody {
  return {
    enabled: values.enabled,
    configuration: {
      provider,
      name: values.name,
      issuer: values.issuer,
      client_id: values.client_id,
      ...(values.client_secret === '' ? {} : { client_secret: values.client_secret }),
    },
  };
}

/** The Ubuntu One form: only Enabled. */
export const ubuntuOneSchema = object({ enabled: boolean().defined() });
