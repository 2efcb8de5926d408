import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from 'yup';
import type { AuthState } from '../../api/auth.ts';
import type { Preferences } from '../../api/preferences.ts';
import { authKeys, authUserAtom, setAccountTitle } from '../../state/auth.ts';
import { createPortalStore } from '../../state/index.ts';
import {
  auditRetentionText,
  formValues,
  hasChanges,
  orgSettingsSchema,
  preferencesPatch,
  shownRetention,
  type OrgSettingsDraft,
} from './org-settings.ts';
import { ORG_SETTINGS_TEXTS } from './texts.ts';

const M = ORG_SETTINGS_TEXTS.messages;

const acme: Preferences = {
  title: 'Acme Corporation',
  registration_password: 'acme-fleet-key',
  auto_register_new_computers: true,
  audit_retention_period: 365,
};

/** The first message per field, as the form shows them; {} when the values are valid. */
function errors(values: Partial<OrgSettingsDraft>): Record<string, string> {
  try {
    orgSettingsSchema.validateSync({ ...formValues(acme), ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    assert.ok(error instanceof ValidationError);
    const found: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in found)) found[inner.path] = inner.message;
    return found;
  }
}

const keyError = (registration_password: string | undefined) => errors({ use_registration_key: true, registration_password }).registration_password;

describe('org settings form values', () => {
  it('starts from the preferences: "Use registration key" is whether the server has a key', () => {
    assert.deepEqual(formValues(acme), {
      title: 'Acme Corporation',
      use_registration_key: true,
      registration_password: 'acme-fleet-key',
      auto_register_new_computers: true,
    });
    assert.deepEqual(formValues({ ...acme, registration_password: null, auto_register_new_computers: false }), {
      title: 'Acme Corporation',
      use_registration_key: false,
      registration_password: '',
      auto_register_new_computers: false,
    });
    assert.equal(formValues({ ...acme, registration_password: '' }).use_registration_key, false);
  });
});

describe('org settings schema (SPEC §5, messages without a trailing period)', () => {
  it('requires the title; spaces alone are no title', () => {
    assert.deepEqual(errors({ title: '' }), { title: 'This field is required' });
    assert.deepEqual(errors({ title: '   ' }), { title: M.required });
    assert.deepEqual(errors({ title: undefined }), { title: M.required });
    assert.deepEqual(errors({ title: 'A' }), {});
  });

  it('requires a key of at least 3 characters while one is used', () => {
    assert.equal(keyError(''), 'This field is required');
    assert.equal(keyError(undefined), M.required);
    assert.equal(keyError('ab'), 'Registration key must be at least 3 characters');
    assert.equal(keyError('abc'), undefined);
  });

  it('refuses ";", "#" and trailing whitespace (space or tab); a leading space is fine', () => {
    const message = 'The key cannot contain trailing spaces or ; or # symbols';
    assert.equal(keyError('ab;c'), message);
    assert.equal(keyError(';abc'), message);
    assert.equal(keyError('abc#'), message);
    assert.equal(keyError('abcd '), message);
    assert.equal(keyError('abcd\t'), message);
    assert.equal(keyError('   '), message);
    assert.equal(keyError(' abcd'), undefined);
    assert.equal(keyError('ab cd'), undefined);
    // Too short is said first.
    assert.equal(keyError('a;'), M.keyLength);
  });

  it('checks nothing of the key while none is used', () => {
    assert.deepEqual(errors({ use_registration_key: false, registration_password: 'a;' }), {});
    assert.deepEqual(errors({ use_registration_key: false, registration_password: '' }), {});
  });
});

describe('org settings changes and the PATCH body', () => {
  const baseline = formValues(acme);
  it('sees no change in the loaded values, nor in a title that differs by surrounding spaces', () => {
    assert.equal(hasChanges(baseline, baseline), false);
    assert.equal(hasChanges({ ...baseline, title: ' Acme Corporation ' }, baseline), false);
    assert.equal(hasChanges({ ...baseline, title: 'Acme Ltd' }, baseline), true);
    assert.equal(hasChanges({ ...baseline, auto_register_new_computers: false }, baseline), true);
    assert.equal(hasChanges({ ...baseline, registration_password: 'other-key' }, baseline), true);
    assert.equal(hasChanges({ ...baseline, use_registration_key: false }, baseline), true);
  });

  it('a key typed and switched off again is no change', () => {
    const keyless = formValues({ ...acme, registration_password: null });
    assert.equal(hasChanges({ ...keyless, registration_password: 'typed' }, keyless), false);
    assert.equal(hasChanges({ ...keyless, use_registration_key: true, registration_password: 'typed' }, keyless), true);
  });

  it('sends every value explicitly: the key, or null when none is used', () => {
    assert.deepEqual(preferencesPatch({ title: 'Acme Ltd', use_registration_key: true, registration_password: ' new', auto_register_new_computers: false }), {
      title: 'Acme Ltd',
      registration_password: ' new',
      auto_register_new_computers: false,
    });
    assert.deepEqual(preferencesPatch({ title: 'Acme', use_registration_key: false, registration_password: 'still-typed', auto_register_new_computers: true }), {
      title: 'Acme',
      registration_password: null,
      auto_register_new_computers: true,
    });
  });
});

describe('audit retention period', () => {
  it('is shown only for a self-hosted server that sends it', () => {
    assert.equal(shownRetention('self-hosted', acme), 365);
    assert.equal(shownRetention('saas', acme), undefined);
    const { audit_retention_period: _omitted, ...withoutRetention } = acme;
    assert.equal(shownRetention('self-hosted', withoutRetention), undefined);
  });

  it('reads "N days", or "Infinite" for -1 and 0', () => {
    assert.equal(auditRetentionText(365), '365 days');
    assert.equal(auditRetentionText(1), '1 day');
    assert.equal(auditRetentionText(1000), '1,000 days');
    assert.equal(auditRetentionText(0), 'Infinite');
    assert.equal(auditRetentionText(-1), 'Infinite');
  });
});

describe('setAccountTitle', () => {
  it("gives the signed-in user's account the new title, leaving the others and the rest of the user", () => {
    const store = createPortalStore({ apiBase: 'http://127.0.0.1:9/api/v2/' });
    const user: AuthState = {
      name: 'Ada',
      current_account: 'acme',
      token: 't',
      accounts: [
        { name: 'acme', title: 'Acme Corporation', subdomain: null },
        { name: 'globex', title: 'Globex', subdomain: null },
      ],
    };
    store.queryClient.setQueryData(authKeys.me, user);
    setAccountTitle(store, 'acme', 'Acme Ltd');
    const updated = store.jotai.get(authUserAtom);
    assert.deepEqual(updated?.accounts, [
      { name: 'acme', title: 'Acme Ltd', subdomain: null },
      { name: 'globex', title: 'Globex', subdomain: null },
    ]);
    assert.equal(updated?.token, 't');
    // Nothing to change: the cached user stays the same object.
    const before = store.queryClient.getQueryData(authKeys.me);
    setAccountTitle(store, 'acme', 'Acme Ltd');
    setAccountTitle(store, 'unknown', 'X');
    assert.equal(store.queryClient.getQueryData(authKeys.me), before);
  });

  it('leaves a signed-out state alone', () => {
    const store = createPortalStore({ apiBase: 'http://127.0.0.1:9/api/v2/' });
    store.queryClient.setQueryData(authKeys.me, {});
    setAccountTitle(store, 'acme', 'Acme Ltd');
    assert.deepEqual(store.queryClient.getQueryData(authKeys.me), {});
  });
});
