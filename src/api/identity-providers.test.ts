import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeApi } from './fake-api.ts';
import { MALFORMED_RESPONSE } from './errors.ts';
import { identityProvidersApi } from './identity-providers.ts';
import { preferencesApi } from './preferences.ts';

const details = {
  id: 4,
  enabled: true,
  redirect_uri: 'https://landscape.example/handle-auth/oidc',
  configuration: { provider: 'okta', name: 'Okta', issuer: 'https://acme.okta.com', client_id: 'c', client_secret: 's', scopes: ['openid'] },
};

const body = {
  enabled: false,
  configuration: { provider: 'okta', name: 'Okta', issuer: 'https://acme.okta.com', client_id: 'c', client_secret: 's' },
};

const noBearer = { auth: false };

describe('identityProvidersApi', () => {
  it('reads the supported providers without a bearer token, refusing another shape', async () => {
    const okta = { provider_slug: 'okta', provider_label: 'Okta', redirect_uri: '/cb', supported_features: ['sign-in'] };
    const { api, calls } = fakeApi({ results: [okta] });
    assert.deepEqual(await identityProvidersApi.supported(api), [okta]);
    assert.deepEqual(calls, [['GET', 'auth/supported-providers', {}, noBearer]]);
    for (const answer of [[okta], { results: [{ ...okta, supported_features: 'sign-in' }] }, { results: [{ ...okta, provider_label: null }] }, null]) {
      await assert.rejects(identityProvidersApi.supported(fakeApi(answer).api), { message: MALFORMED_RESPONSE });
    }
  });

  it('reads one provider without its secret, refusing one without what names it or with a field of another kind', async () => {
    const { api, calls } = fakeApi(details);
    const { client_secret: _secret, ...kept } = details.configuration;
    assert.deepEqual(await identityProvidersApi.get(api, 4), { ...details, configuration: kept });
    assert.deepEqual(calls, [['GET', 'auth/oidc-providers/4', {}, noBearer]]);
    const { scopes: _scopes, ...withoutScopes } = kept;
    assert.deepEqual(await identityProvidersApi.get(fakeApi({ ...details, configuration: { ...withoutScopes, client_secret: 's' } }).api, 4), {
      ...details,
      configuration: withoutScopes,
    });
    for (const answer of [
      {},
      { ...details, id: '4' },
      { ...details, enabled: 'yes' },
      { ...details, redirect_uri: 5 },
      { ...details, configuration: { ...details.configuration, name: undefined } },
      { ...details, configuration: { ...details.configuration, provider: null } },
      { ...details, configuration: { ...details.configuration, scopes: 'openid' } },
    ]) {
      await assert.rejects(identityProvidersApi.get(fakeApi(answer).api, 4), { message: MALFORMED_RESPONSE });
    }
  });

  it('reads a provider whose client id, issuer or redirect URL the server leaves out, as empty', async () => {
    const { client_secret: _secret, client_id: _id, issuer: _issuer, ...named } = details.configuration;
    const { redirect_uri: _uri, ...rest } = details;
    assert.deepEqual(await identityProvidersApi.get(fakeApi({ ...rest, configuration: named }).api, 4), {
      ...details,
      redirect_uri: '',
      configuration: { ...named, client_id: '', issuer: '' },
    });
  });

  it('never keeps the secret the server sends, whatever its kind', async () => {
    for (const client_secret of ['s3cret', 42, null]) {
      const read = await identityProvidersApi.get(fakeApi({ ...details, configuration: { ...details.configuration, client_secret } }).api, 4);
      assert.equal(JSON.stringify(read).includes('s3cret'), false);
      assert.equal('client_secret' in read.configuration, false);
    }
  });

  it('creates, updates and deletes with the body as given', async () => {
    const { client_secret: _secret, ...kept } = details.configuration;
    const created = fakeApi(details);
    assert.deepEqual(await identityProvidersApi.create(created.api, body), { ...details, configuration: kept });
    const updated = fakeApi(details);
    assert.deepEqual(await identityProvidersApi.update(updated.api, 4, body), { ...details, configuration: kept });
    const deleted = fakeApi(undefined);
    assert.equal(await identityProvidersApi.delete(deleted.api, 4), undefined);
    assert.deepEqual(
      [...created.calls, ...updated.calls, ...deleted.calls],
      [
        ['POST', 'auth/oidc-providers', body, noBearer],
        ['PATCH', 'auth/oidc-providers/4', body, noBearer],
        ['DELETE', 'auth/oidc-providers/4', {}, noBearer],
      ],
    );
    await assert.rejects(identityProvidersApi.create(fakeApi({ id: 5 }).api, body), { message: MALFORMED_RESPONSE });
  });

  it('switches Ubuntu One through the preferences', async () => {
    const { api, calls } = fakeApi({});
    await preferencesApi.setUbuntuOne(api, false);
    assert.deepEqual(calls, [['PATCH', 'preferences', { ubuntu_one: false }]]);
  });
});
