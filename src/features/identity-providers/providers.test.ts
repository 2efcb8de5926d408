import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from 'yup';
import { MALFORMED_RESPONSE } from '../../api/errors.ts';
import {
  choosableProviders,
  deleteUnavailableReason,
  identityProviders,
  isWebUrl,
  lastEnabledReason,
  newProviderValues,
  providerBody,
  providerIconKind,
  providerSchema,
  providerValues,
} from './providers.ts';

const on = { available: true, enabled: true };
const off = { available: true, enabled: false };
const okta = { id: 1, name: 'Okta', provider: 'okta', enabled: true };
const azure = { id: 3, name: 'Azure', provider: 'azure', enabled: false };

const LAST = 'At least one identity provider must be active on the Landscape account.';

describe('identityProviders', () => {
  it('lists Ubuntu One first when available, then every configuration, enabled or not', () => {
    const rows = identityProviders({
      oidc: { available: false, configurations: [okta, { ...azure, extra: 'ignored' }] },
      password: on,
      pam: { available: false, enabled: false },
      standalone_oidc: { available: false, enabled: false },
      ubuntu_one: off,
    });
    assert.deepEqual(rows, [{ id: -1, name: 'Ubuntu One', provider: 'ubuntu-one', enabled: false }, okta, azure]);
  });

  it('leaves Ubuntu One out when it is not available, and reads missing methods as none', () => {
    assert.deepEqual(identityProviders({ ubuntu_one: { available: false, enabled: true }, oidc: { available: true, configurations: [okta] } }), [okta]);
    assert.deepEqual(identityProviders({ oidc: { available: true } }), []);
    assert.deepEqual(identityProviders({}), []);
  });

  it('refuses an answer in another shape as malformed', () => {
    for (const answer of [
      null,
      'methods',
      [],
      { ubuntu_one: true },
      { ubuntu_one: { available: 'yes', enabled: true } },
      { oidc: [] },
      { oidc: { configurations: {} } },
      { oidc: { configurations: [{ ...okta, id: '1' }] } },
      { oidc: { configurations: [{ ...okta, enabled: 1 }] } },
      { oidc: { configurations: [null] } },
    ]) {
      assert.throws(() => identityProviders(answer), { message: MALFORMED_RESPONSE }, JSON.stringify(answer));
    }
  });
});

describe('lastEnabledReason', () => {
  const ubuntuOne = { id: -1, name: 'Ubuntu One', provider: 'ubuntu-one', enabled: true };

  it('locks the only enabled provider, Ubuntu One and configurations counted alike', () => {
    assert.equal(lastEnabledReason([ubuntuOne, { ...okta, enabled: false }], ubuntuOne), LAST);
    assert.equal(lastEnabledReason([{ ...ubuntuOne, enabled: false }, okta, azure], okta), LAST);
  });

  it('leaves it free when another is enabled, when the provider is disabled, or when none is', () => {
    assert.equal(lastEnabledReason([ubuntuOne, okta], okta), undefined);
    assert.equal(lastEnabledReason([ubuntuOne, okta], ubuntuOne), undefined);
    assert.equal(lastEnabledReason([okta, azure], azure), undefined);
    assert.equal(lastEnabledReason([azure], azure), undefined);
    assert.equal(lastEnabledReason([], okta), undefined);
  });

  it('tells Ubuntu One from a configuration with the same id', () => {
    assert.equal(lastEnabledReason([{ id: -1, name: 'Odd', provider: 'okta', enabled: true }], ubuntuOne), undefined);
  });
});

describe('the row actions and the choice', () => {
  it('Delete is unavailable for Ubuntu One only', () => {
    const rows = [
      { id: -1, name: 'Ubuntu One', provider: 'ubuntu-one', enabled: false },
      { id: 1, name: 'Okta', provider: 'okta', enabled: true },
      { id: 2, name: 'Google', provider: 'google', enabled: false },
    ];
    assert.equal(deleteUnavailableReason(rows, rows[0]!), 'Ubuntu One cannot be deleted. Edit it to disable it instead.');
    // The only enabled provider cannot go; a disabled one can.
    assert.equal(deleteUnavailableReason(rows, rows[1]!), 'At least one identity provider must be active on the Landscape account.');
    assert.equal(deleteUnavailableReason(rows, rows[2]!), undefined);
    const twoEnabled = rows.map((row) => ({ ...row, enabled: row.id !== 2 }));
    assert.equal(deleteUnavailableReason(twoEnabled, twoEnabled[1]!), undefined);
  });

  it('offers every supported provider but Ubuntu One, in the server order', () => {
    const kind = (slug: string) => ({ provider_slug: slug, provider_label: slug, redirect_uri: '/cb', supported_features: [] });
    assert.deepEqual(
      choosableProviders([kind('okta'), kind('ubuntu-one'), kind('google'), kind('other')]).map((item) => item.provider_slug),
      ['okta', 'google', 'other'],
    );
  });

  it('gives okta, ubuntu-one, standalone and google their icons, anything else the default', () => {
    assert.deepEqual(
      ['okta', 'ubuntu-one', 'standalone', 'google', 'azure', '', 'Okta', 'toString'].map(providerIconKind),
      ['okta', 'ubuntu-one', 'standalone', 'google', 'default', 'default', 'default', 'default'],
    );
  });
});

describe('the provider form', () => {
  async function errors(values: object): Promise<string[]> {
    try {
      await providerSchema().validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      if (error instanceof ValidationError) return error.errors;
      throw error;
    }
  }

  it("says '{field} is a required field' for each empty field", async () => {
    assert.deepEqual(await errors(newProviderValues()), [
      'Name is a required field',
      'Client ID is a required field',
      'Client Secret is a required field',
      'Issuer is a required field',
    ]);
    assert.deepEqual(await errors({ ...newProviderValues(), name: '   ', client_id: 'x', client_secret: 's', issuer: 'https://a.example' }), [
      'Name is a required field',
    ]);
  });

  it("says 'Issuer must be a valid URL' for anything but an http(s) address", async () => {
    const valid = { enabled: true, name: 'Okta', client_id: 'id', client_secret: 's', issuer: 'https://acme.okta.com' };
    assert.deepEqual(await errors(valid), []);
    assert.deepEqual(await errors({ ...valid, issuer: 'http://localhost:8080/realms/staff' }), []);
    for (const issuer of ['acme.okta.com', 'ftp://acme.example', 'javascript:alert(1)', 'https://']) {
      assert.deepEqual(await errors({ ...valid, issuer }), ['Issuer must be a valid URL'], issuer);
    }
    assert.equal(isWebUrl('https://sso.example.com/realms/a'), true);
  });

  it('sends every field explicitly, the secret as typed and the texts trimmed', async () => {
    const values = await providerSchema().validate({
      enabled: false,
      name: ' Staff SSO ',
      client_id: ' landscape ',
      client_secret: ' s3cret ',
      issuer: ' https://sso.example.com ',
    });
    assert.deepEqual(providerBody('okta', values), {
      enabled: false,
      configuration: { provider: 'okta', name: 'Staff SSO', issuer: 'https://sso.example.com', client_id: 'landscape', client_secret: ' s3cret ' },
    });
  });

  it("an edit's secret may stay empty, and is then left out of the body: the server keeps its own", async () => {
    const valid = { enabled: true, name: 'Okta', client_id: 'id', client_secret: '', issuer: 'https://acme.okta.com' };
    assert.deepEqual(await errors(valid), ['Client Secret is a required field']);
    const values = await providerSchema('edit').validate(valid);
    assert.deepEqual(providerBody('okta', values), {
      enabled: true,
      configuration: { provider: 'okta', name: 'Okta', issuer: 'https://acme.okta.com', client_id: 'id' },
    });
    const replaced = await providerSchema('edit').validate({ ...valid, client_secret: 'n3w' });
    assert.equal(providerBody('okta', replaced).configuration.client_secret, 'n3w');
  });

  it('fills an edit from the provider the server sent, the secret left empty (write-only)', () => {
    const details = {
      id: 4,
      enabled: false,
      redirect_uri: 'https://landscape.example/handle-auth/oidc',
      configuration: { provider: 'google', name: 'G', issuer: 'https://accounts.google.com', client_id: 'c', scopes: ['openid'] },
    };
    assert.deepEqual(providerValues(details), { enabled: false, name: 'G', client_id: 'c', client_secret: '', issuer: 'https://accounts.google.com' });
    assert.deepEqual(newProviderValues(), { enabled: true, name: '', client_id: '', client_secret: '', issuer: '' });
  });
});
