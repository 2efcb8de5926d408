import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Account, AuthUser } from '../../api/auth.ts';
import { organisationChoice } from './organisations.ts';

const acme: Account = { name: 'acme', title: 'Acme Corporation', subdomain: null };
const globex: Account = { name: 'globex', title: 'Globex', subdomain: null };
const initech: Account = { name: 'initech', title: 'Initech', subdomain: 'initech' };

const user = (current: string, accounts: Account[]): AuthUser => ({ current_account: current, accounts });

describe('organisationChoice', () => {
  it('offers a dropdown of the accounts without a subdomain', () => {
    assert.deepEqual(organisationChoice(user('acme', [acme, globex, initech])), {
      kind: 'select',
      current: 'acme',
      options: [acme, globex],
    });
  });

  it('shows a label on a subdomain account', () => {
    assert.deepEqual(organisationChoice(user('initech', [acme, globex, initech])), {
      kind: 'label',
      current: initech,
      title: 'Initech',
    });
  });

  it('shows a label with one choice', () => {
    assert.equal(organisationChoice(user('acme', [acme, initech])).kind, 'label');
    assert.equal(organisationChoice(user('acme', [acme])).kind, 'label');
  });

  it('shows nothing without a user, and the account name when the list lacks it', () => {
    assert.deepEqual(organisationChoice(null), { kind: 'none' });
    assert.deepEqual(organisationChoice(user('ghost', [])), { kind: 'label', current: undefined, title: 'ghost' });
  });

  it('tolerates a missing accounts list', () => {
    assert.equal(organisationChoice({ current_account: 'acme' }).kind, 'label');
  });
});
