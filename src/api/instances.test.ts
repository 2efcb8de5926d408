import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeApi } from './fake-api.ts';
import { MALFORMED_RESPONSE } from './errors.ts';
import { instancesApi, isInstance, isInstanceSummary } from './instances.ts';

const summary = {
  id: 6,
  title: 'worker-01',
  hostname: 'worker-01.acme.internal',
  comment: '',
  access_group: 'production',
  tags: ['web'],
  archived: false,
  last_ping_time: '2026-11-22T10:00:00Z',
  distribution: '24.04',
  distribution_info: { code_name: 'noble', description: 'Ubuntu 24.04 LTS', distributor: 'Ubuntu', release: '24.04' },
  is_wsl_instance: false,
  alerts: [{ type: 'SecurityUpgradesAlert', summary: 'Security upgrades available', severity: 'warning' }],
  upgrades: { regular: 3, security: 1 },
};

describe('isInstance', () => {
  it('accepts an instance with its relations, and optional fields left out', () => {
    assert.equal(isInstance({ ...summary, parent: null, children: [summary] }), true);
    const { alerts: _alerts, upgrades: _upgrades, ...bare } = summary;
    assert.equal(isInstanceSummary({ ...bare, distribution: null, distribution_info: null, last_ping_time: null }), true);
  });

  for (const [field, value] of [
    ['id', '6'],
    ['title', null],
    ['tags', 'web'],
    ['last_ping_time', 5],
    ['distribution_info', { release: '24.04' }],
    ['alerts', [{ type: 'x' }]],
    ['upgrades', { regular: 1 }],
    ['cloud_init', { availability_zone: 3 }],
  ] as const) {
    it(`refuses ${field} = ${JSON.stringify(value)}`, () => {
      assert.equal(isInstanceSummary({ ...summary, [field]: value }), false);
    });
  }

  it('refuses a malformed parent or child', () => {
    assert.equal(isInstance({ ...summary, parent: { id: 1 }, children: [] }), false);
    assert.equal(isInstance({ ...summary, parent: null, children: [{ id: 2 }] }), false);
    assert.equal(isInstance({ ...summary, parent: { id: '1', title: 'host' }, children: [] }), false);
    assert.equal(isInstance({ ...summary, parent: null, children: [{ id: 2, title: 7 }] }), false);
    // A child's other fields, when sent, are shown in a grouped list: checked as an instance's.
    assert.equal(isInstance({ ...summary, parent: null, children: [{ id: 2, title: 'wsl', tags: 'web' }] }), false);
  });

  it('accepts a parent and children that carry only their id and a name', () => {
    const reference = { id: 1, title: 'windows-host', hostname: 'windows-host.acme.internal' };
    assert.equal(isInstance({ ...summary, parent: reference, children: [] }), true);
    assert.equal(isInstance({ ...summary, parent: null, children: [{ id: 2, title: 'wsl-ubuntu' }, { id: 3, hostname: 'wsl-debian' }] }), true);
  });

  it('accepts fields the types mark optional left out: a cloud-init without its zone, no comment, no distribution', () => {
    const { comment: _comment, distribution: _distribution, distribution_info: _info, ...rest } = summary;
    assert.equal(isInstanceSummary({ ...rest, cloud_init: {} }), true);
    assert.equal(isInstanceSummary({ ...summary, comment: null }), true);
  });

  it('accepts a zone written as an object with a name', () => {
    assert.equal(isInstanceSummary({ ...summary, cloud_init: { availability_zone: { id: 4, name: 'eu-west-1a' } } }), true);
    assert.equal(isInstanceSummary({ ...summary, cloud_init: { availability_zone: { id: 4 } } }), false);
  });
});

describe('instancesApi.availabilityZones', () => {
  const answering = (answer: unknown) => fakeApi(answer).api;

  it('reads zones written as names or as objects with a name', async () => {
    assert.deepEqual(await instancesApi.availabilityZones(answering({ values: ['us-east-1a'] })), ['us-east-1a']);
    assert.deepEqual(
      await instancesApi.availabilityZones(answering({ values: [{ id: 1, name: 'eu-west-1a' }, 'us-east-1b'] })),
      ['eu-west-1a', 'us-east-1b'],
    );
  });

  it('refuses a zone without a name', async () => {
    await assert.rejects(instancesApi.availabilityZones(answering({ values: [{ id: 1 }] })), { message: MALFORMED_RESPONSE });
    await assert.rejects(instancesApi.availabilityZones(answering({ values: 'us-east-1a' })), { message: MALFORMED_RESPONSE });
  });
});
