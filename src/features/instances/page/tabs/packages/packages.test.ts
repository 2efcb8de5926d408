import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Package } from '../../../../../api/packages.ts';
import { applicable, bulkReason, changedSuffix, packageActions, packageState, upgradeSummary } from './packages.ts';
import { packageListRequest } from './package-list.ts';

const pkg = (id: number, status: string, current: string | null, available: string | null): Package => ({
  id,
  name: `p${id}`,
  status,
  current_version: current,
  available_version: available,
});

const installed = pkg(1, 'installed', '1.0', null);
const regular = pkg(2, 'installed', '1.0', '1.1');
const security = pkg(3, 'security', '1.0', '1.0.1');
const held = pkg(4, 'held', '1.0', '1.2');
const available = pkg(5, 'available', null, '2.0');
const pro = pkg(6, 'installed', '1.0', '1.0+esm1~ubuntu-pro');

describe('packages', () => {
  it('says what state each package is in', () => {
    assert.deepEqual([installed, regular, security, held, available, pkg(7, 'odd', null, null)].map(packageState), [
      'installed',
      'regular',
      'security',
      'held',
      'available',
      'unknown',
    ]);
  });

  it("offers upstream's actions in its order: Upgrade, Downgrade, Hold or Unhold, Uninstall", () => {
    assert.deepEqual(packageActions(regular), ['upgrade', 'downgrade', 'hold', 'remove']);
    assert.deepEqual(packageActions(installed), ['downgrade', 'hold', 'remove']);
    assert.deepEqual(packageActions(held), ['upgrade', 'unhold', 'remove']);
    assert.deepEqual(packageActions(available), []);
    // An upgrade only Ubuntu Pro delivers is not offered.
    assert.deepEqual(packageActions(pro), ['downgrade', 'hold', 'remove']);
  });

  it('applies a bulk action to the packages it fits, and says why it fits none', () => {
    const all = [installed, regular, security, held, available, pro];
    assert.deepEqual(applicable('upgrade', all).map((item) => item.id), [2, 3, 4]);
    assert.deepEqual(applicable('hold', all).map((item) => item.id), [1, 2, 3, 6]);
    assert.deepEqual(applicable('unhold', all).map((item) => item.id), [4]);
    assert.deepEqual(applicable('remove', all).map((item) => item.id), [1, 2, 3, 4, 6]);
    assert.equal(bulkReason('hold', []), 'Select packages first.');
    assert.equal(bulkReason('hold', [held]), 'All the selected packages are held.');
    assert.equal(bulkReason('unhold', [installed]), 'None of the selected packages is held.');
    assert.equal(bulkReason('remove', [available]), 'None of the selected packages is installed.');
    assert.equal(bulkReason('upgrade', [installed, pro]), 'None of the selected packages has an upgrade.');
    assert.equal(bulkReason('upgrade', [installed, regular]), undefined);
  });

  it('counts what an upgrade of a selection does', () => {
    assert.deepEqual(upgradeSummary([installed, regular, security, pro]), { security: 1, regular: 1, none: 2 });
  });

  it('finds the part of a new version that changed', () => {
    assert.deepEqual(changedSuffix('0.1.9-1', '0.1.9-1-1'), { same: '0.1.9-1', changed: '-1' });
    assert.deepEqual(changedSuffix('2:8.1.2269-1ubuntu5', '2:8.1.2269-1ubuntu5.21'), { same: '2:8.1.2269-1ubuntu5', changed: '.21' });
  });

  it('asks for the installed packages under All, else for the status, with the search trimmed', () => {
    assert.deepEqual(packageListRequest(6, { search: '', status: '', currentPage: 1, pageSize: 20 }), { instanceId: 6, limit: 20, offset: 0, installed: true });
    assert.deepEqual(packageListRequest(6, { search: ' vim ', status: 'held', currentPage: 3, pageSize: 50 }), {
      instanceId: 6,
      limit: 50,
      offset: 100,
      held: true,
      search: 'vim',
    });
  });
});
