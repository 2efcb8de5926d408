import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { proInfo } from './ubuntu-pro.ts';

const attached = {
  result: 'success',
  attached: true,
  expires: '2027-05-06T21:54:00Z',
  account: { id: 'a1', name: 'Acme Corporation' },
  contract: { id: 'c1', name: 'Ubuntu Pro', tech_support_level: 'standard' },
  services: [
    { name: 'esm-infra', available: 'yes', entitled: 'yes', status: 'enabled', description: 'Expanded Security Maintenance' },
    { name: 'anbox-cloud', available: 'yes', description: 'Scalable Android in the cloud' },
  ],
};

describe('proInfo', () => {
  it('reads an attached instance: the account, the contract and the services', () => {
    assert.deepEqual(proInfo(attached), {
      kind: 'attached',
      account: 'Acme Corporation',
      subscription: 'Ubuntu Pro',
      expires: '2027-05-06T21:54:00Z',
      supportLevel: 'standard',
      services: [
        { name: 'esm-infra', entitled: 'yes', status: 'enabled', description: 'Expanded Security Maintenance' },
        { name: 'anbox-cloud', entitled: null, status: null, description: 'Scalable Android in the cloud' },
      ],
    });
  });

  it('is not attached for a failure or nothing at all', () => {
    assert.deepEqual(proInfo({ result: 'failure', errors: [{ message: 'not attached' }] }), { kind: 'not-attached' });
    assert.deepEqual(proInfo(undefined), { kind: 'not-attached' });
    assert.deepEqual(proInfo(null), { kind: 'not-attached' });
  });

  it('is unreadable when a shown part is not what it should be, and ignores the parts it does not show', () => {
    assert.deepEqual(proInfo({ ...attached, account: { name: 42 } }), { kind: 'unreadable' });
    assert.deepEqual(proInfo({ ...attached, services: 'all' }), { kind: 'unreadable' });
    assert.deepEqual(proInfo({ ...attached, services: [{ description: 'no name' }] }), { kind: 'unreadable' });
    assert.equal(proInfo({ ...attached, effective: 17, attached: 'maybe' }).kind, 'attached');
  });
});
