import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isInstance, isInstanceSummary } from './instances.ts';

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
  });
});
