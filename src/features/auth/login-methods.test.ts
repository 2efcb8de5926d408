import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../api/errors.ts';
import { signInOptions } from './login-methods.ts';

const on = { available: true, enabled: true };
const off = { available: true, enabled: false };
const none = { available: false, enabled: false };

describe('signInOptions', () => {
  it('offers each enabled method', () => {
    const options = signInOptions({
      oidc: {
        available: true,
        configurations: [
          { id: 1, name: 'Okta', provider: 'okta', enabled: true },
          { id: 2, name: 'Azure', provider: 'azure', enabled: false },
        ],
      },
      password: on,
      pam: none,
      standalone_oidc: on,
      ubuntu_one: on,
    });
    assert.deepEqual(options, {
      oidcAvailable: true,
      password: true,
      oidc: [{ id: 1, name: 'Okta', provider: 'okta', enabled: true }],
      ubuntuOne: true,
      enterprise: true,
    });
  });

  it('hides disabled or unavailable methods', () => {
    assert.deepEqual(
      signInOptions({ oidc: { available: false, configurations: [{ id: 1, name: 'Okta', provider: 'okta', enabled: true }] }, password: off, pam: none, standalone_oidc: off, ubuntu_one: none }),
      { oidcAvailable: false, password: false, oidc: [], ubuntuOne: false, enterprise: false },
    );
  });

  it('treats PAM as the password form', () => {
    assert.equal(signInOptions({ pam: on }).password, true);
  });

  it('reads a partial answer as "not available" and a non-object as malformed', () => {
    assert.deepEqual(signInOptions({}), { oidcAvailable: false, password: false, oidc: [], ubuntuOne: false, enterprise: false });
    assert.throws(() => signInOptions('oops'), ApiError);
    assert.throws(() => signInOptions(null), ApiError);
  });
});
