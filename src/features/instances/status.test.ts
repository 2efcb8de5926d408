import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alertTone, instanceStatus, statusFilterLabel } from './status.ts';

const alert = (type: string, severity = 'warning') => ({ type, summary: type, severity });

describe('instanceStatus', () => {
  it('is offline with a ComputerOfflineAlert, listing the other alerts', () => {
    const status = instanceStatus({ alerts: [alert('ComputerOfflineAlert', 'danger'), alert('SecurityUpgradesAlert')] });
    assert.equal(status.label, 'Offline');
    assert.equal(status.tone, 'negative');
    assert.deepEqual(status.alerts.map((item) => item.type), ['SecurityUpgradesAlert']);
  });

  it('is online otherwise, also when the answer has no alerts', () => {
    assert.deepEqual(instanceStatus({ alerts: [alert('ComputerRebootAlert')] }).label, 'Online');
    assert.deepEqual(instanceStatus({}), { label: 'Online', tone: 'positive', alerts: [] });
  });
});

describe('alertTone and statusFilterLabel', () => {
  it('map severities and filter values to what is shown', () => {
    assert.equal(alertTone('danger'), 'negative');
    assert.equal(alertTone('warning'), 'caution');
    assert.equal(alertTone('info'), 'information');
    assert.equal(statusFilterLabel('reboot-required'), 'Reboot required');
    assert.equal(statusFilterLabel('unknown'), 'unknown');
  });
});
