import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { excludeInstance, excludePackage, excludePackageOn, excludeUsn, included, NO_EXCLUSIONS, upgradeRequest, upgradeSummary } from './upgrade-plan.ts';

describe('upgrade exclusions', () => {
  it('keeps every tab exclusion together in the request', () => {
    let exclusions = excludeInstance(NO_EXCLUSIONS, 3, true);
    exclusions = excludePackage(exclusions, 1001, true);
    exclusions = excludePackageOn(exclusions, 1, 2002, true);
    exclusions = excludeUsn(exclusions, '6557-1', true);
    const fixes = [[{ name: 'openssl', current_id: 3003, computer_ids: [2] }]];
    assert.deepEqual(upgradeRequest([1, 2, 3], exclusions, fixes), [
      { id: 1, exclude_packages: [1001, 2002] },
      { id: 2, exclude_packages: [1001, 3003] },
    ]);
  });

  it('unticking one package of an instance leaves its other exclusions alone (upstream clears them)', () => {
    let exclusions = excludePackageOn(NO_EXCLUSIONS, 1, 10, true);
    exclusions = excludePackageOn(exclusions, 1, 11, true);
    exclusions = excludePackageOn(exclusions, 1, 10, false);
    assert.deepEqual([...(exclusions.packagesOn.get(1) ?? [])], [11]);
    assert.equal(included(exclusions, 1, 10), true);
    assert.equal(included(exclusions, 1, 11), false);
    assert.equal(included(exclusions, 2, 11), true);
  });

  it('sends an instance without exclusions with an empty list, and none excluded at all', () => {
    assert.deepEqual(upgradeRequest([4], NO_EXCLUSIONS, []), [{ id: 4, exclude_packages: [] }]);
    assert.deepEqual(upgradeRequest([4], excludeInstance(NO_EXCLUSIONS, 4, true), []), []);
  });

  it('a fix without instances applies to every instance asked about', () => {
    assert.deepEqual(upgradeRequest([1, 2], NO_EXCLUSIONS, [[{ name: 'vim', current_id: 7 }]]), [
      { id: 1, exclude_packages: [7] },
      { id: 2, exclude_packages: [7] },
    ]);
  });
});

describe('upgradeSummary', () => {
  it('counts security, regular and no upgrades from counts or alerts', () => {
    const summary = upgradeSummary([
      { id: 1, upgrades: { regular: 2, security: 1 } },
      { id: 2, upgrades: { regular: 0, security: 0 } },
      { id: 3, alerts: [{ type: 'PackageUpgradesAlert', summary: '', severity: '' }] },
    ]);
    assert.deepEqual(summary, { selected: 3, security: 1, regular: 2, none: 1 });
  });
});
