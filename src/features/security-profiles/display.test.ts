import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ACTIVE_PROFILE_LIMIT,
  associatedInstances,
  benchmarkLabel,
  isOverLimit,
  isProfileLimitReached,
  modeLabel,
  passRateBreakdown,
  passRateInstancesQuery,
  passRateTooltip,
  profileInstancesQuery,
  profileStatus,
  SECURITY_PROFILE_INSTANCE_LIMIT,
  tailoringFileName,
} from './display.ts';

const HOSTILE = '<img src=x onerror=alert(1)>&amp; "quoted"';

const runs = (passing: number, failing: number, in_progress: number, not_started: number) => ({
  passing,
  failing,
  in_progress,
  not_started,
});

/** [passed, failed, in progress, not run] percentages. */
const percents = (passing: number, failing: number, in_progress: number, not_started: number) => {
  const breakdown = passRateBreakdown(runs(passing, failing, in_progress, not_started));
  assert.ok(breakdown);
  return [breakdown.passed.percent, breakdown.failed.percent, breakdown.inProgress.percent, breakdown.notRun.percent];
};

describe('limits', () => {
  it('are 5,000 instances per profile and 5 active profiles', () => {
    assert.equal(SECURITY_PROFILE_INSTANCE_LIMIT, 5000);
    assert.equal(ACTIVE_PROFILE_LIMIT, 5);
  });

  it('puts a profile over the limit only above 5,000 instances, and never an archived one', () => {
    assert.equal(isOverLimit({ status: 'active', associated_instances: 5000 }), false);
    assert.equal(isOverLimit({ status: 'active', associated_instances: 5001 }), true);
    assert.equal(isOverLimit({ status: 'archived', associated_instances: 5001 }), false);
  });

  it('reaches the profile limit at 5 active profiles', () => {
    assert.equal(isProfileLimitReached(4), false);
    assert.equal(isProfileLimitReached(5), true);
    assert.equal(isProfileLimitReached(6), true);
  });
});

describe('profileStatus', () => {
  it('shows archived profiles as Archived, whatever their instances', () => {
    assert.deepEqual(profileStatus({ status: 'archived', associated_instances: 9000 }), { status: 'archived', label: 'Archived' });
  });

  it('shows Over limit with its tooltip above 5,000 instances', () => {
    assert.deepEqual(profileStatus({ status: 'active', associated_instances: 5001 }), {
      status: 'over-limit',
      label: 'Over limit',
      tooltip: 'Only the first 5,000 instances are covered. Instances beyond the limit are not covered.',
    });
  });

  it('shows Active at exactly 5,000 instances and below', () => {
    assert.deepEqual(profileStatus({ status: 'active', associated_instances: 5000 }), { status: 'active', label: 'Active' });
    assert.deepEqual(profileStatus({ status: 'active', associated_instances: 0 }), { status: 'active', label: 'Active' });
  });
});

describe('passRateBreakdown', () => {
  it('is null when there was no run', () => {
    assert.equal(passRateBreakdown(runs(0, 0, 0, 0)), null);
  });

  it('keeps exact percentages and fractions as they are', () => {
    const breakdown = passRateBreakdown(runs(50, 25, 15, 10));
    assert.deepEqual(breakdown, {
      total: 100,
      passed: { count: 50, percent: 50, fraction: 0.5 },
      failed: { count: 25, percent: 25, fraction: 0.25 },
      inProgress: { count: 15, percent: 15, fraction: 0.15 },
      notRun: { count: 10, percent: 10, fraction: 0.1 },
    });
  });

  it('adds a remainder of +1 to passed (rounding to 99)', () => {
    // 33.3 each: 33 + 33 + 33 = 99.
    assert.deepEqual(percents(1, 1, 1, 0), [34, 33, 33, 0]);
  });

  it('takes a remainder of -1 from passed (rounding to 101)', () => {
    // 12.5 → 13, 37.5 → 38, 50: 13 + 38 + 50 = 101.
    assert.deepEqual(percents(1, 3, 4, 0), [12, 38, 50, 0]);
  });

  it('takes a remainder of -2 from passed (every share ends in .5)', () => {
    // 12.5, 12.5, 37.5, 37.5 all round up: 102.
    assert.deepEqual(percents(1, 1, 3, 3), [11, 13, 38, 38]);
  });

  it('gives the remainder to the largest category when nobody passed', () => {
    assert.deepEqual(percents(0, 1, 1, 1), [0, 34, 33, 33]);
    assert.deepEqual(percents(0, 1, 2, 0), [0, 33, 67, 0]);
    // 37.5 → 38 twice, 25: 101; the first of the two largest gives one back.
    assert.deepEqual(percents(0, 3, 3, 2), [0, 37, 38, 25]);
  });

  it('never shows a negative share for passed', () => {
    // 0.5 → 1 three times, 98.5 → 99: 102; passed (1%) cannot give 2 back.
    assert.deepEqual(percents(1, 1, 1, 197), [1, 1, 1, 97]);
  });

  it('is 100% for a single category', () => {
    assert.deepEqual(percents(7, 0, 0, 0), [100, 0, 0, 0]);
    assert.deepEqual(percents(0, 7, 0, 0), [0, 100, 0, 0]);
    assert.deepEqual(percents(0, 0, 0, 3), [0, 0, 0, 100]);
  });

  it('always adds up to 100 with no negative share', () => {
    for (let passing = 0; passing <= 6; passing++)
      for (let failing = 0; failing <= 6; failing++)
        for (let inProgress = 0; inProgress <= 6; inProgress++)
          for (let notRun = 0; notRun <= 6; notRun++) {
            if (passing + failing + inProgress + notRun === 0) continue;
            const shares = percents(passing, failing, inProgress, notRun);
            assert.equal(shares.reduce((sum, share) => sum + share, 0), 100, String(shares));
            assert.ok(shares.every((share) => share >= 0), String(shares));
          }
  });
});

describe('passRateTooltip', () => {
  it('lists each category with its count and percentage', () => {
    const breakdown = passRateBreakdown(runs(1, 1, 1, 0));
    assert.ok(breakdown);
    assert.deepEqual(passRateTooltip(breakdown), [
      'Passed: 1 instance (34%)',
      'Failed: 1 instance (33%)',
      'In progress: 1 instance (33%)',
      'Not Run: 0 instances (0%)',
    ]);
  });

  it('writes large counts with thousands separators', () => {
    const breakdown = passRateBreakdown(runs(5361, 0, 0, 0));
    assert.ok(breakdown);
    assert.equal(passRateTooltip(breakdown)[0], 'Passed: 5,361 instances (100%)');
  });
});

describe('associatedInstances', () => {
  const profile = (all_computers: boolean, tags: readonly string[], associated_instances: number) => ({
    all_computers,
    tags,
    associated_instances,
  });

  it('is a dash on both lines without tags and without all instances', () => {
    assert.deepEqual(associatedInstances(profile(false, [], 12)), { instances: '---', linked: false, scope: '---' });
  });

  it('counts the instances of all instances, linked when above 0', () => {
    assert.deepEqual(associatedInstances(profile(true, [], 5361)), { instances: '5,361 instances', linked: true, scope: 'All instances' });
    assert.deepEqual(associatedInstances(profile(true, [], 0)), { instances: '0 instances', linked: false, scope: 'All instances' });
  });

  it('joins the tags, passing hostile ones through untouched', () => {
    assert.deepEqual(associatedInstances(profile(false, ['web', HOSTILE], 1)), {
      instances: '1 instance',
      linked: true,
      scope: `web, ${HOSTILE}`,
    });
  });

  it('says All instances even when tags are also set', () => {
    assert.equal(associatedInstances(profile(true, ['web'], 3)).scope, 'All instances');
  });
});

describe('instance filters', () => {
  it('are the API.md search terms', () => {
    assert.equal(profileInstancesQuery(7), 'profile:security:7');
    assert.equal(passRateInstancesQuery(7, 'pass'), 'security-profile:7:pass');
    assert.equal(passRateInstancesQuery(7, 'fail'), 'security-profile:7:fail');
  });
});

describe('tailoringFileName', () => {
  it('is the last path segment', () => {
    assert.equal(tailoringFileName('https://landscape.example/tailoring/1/cis-tweaks.xml'), 'cis-tweaks.xml');
    assert.equal(tailoringFileName('/var/lib/landscape/tailoring/cis-tweaks.xml'), 'cis-tweaks.xml');
    assert.equal(tailoringFileName('cis-tweaks.xml'), 'cis-tweaks.xml');
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    assert.equal(tailoringFileName('https://landscape.example/files/a.xml/'), 'a.xml');
    assert.equal(tailoringFileName('https://landscape.example/files/a.xml?token=1/2#x'), 'a.xml');
  });

  it("is 'tailoring-file.xml' without a file", () => {
    assert.equal(tailoringFileName(null), 'tailoring-file.xml');
    assert.equal(tailoringFileName(undefined), 'tailoring-file.xml');
    assert.equal(tailoringFileName(''), 'tailoring-file.xml');
    assert.equal(tailoringFileName('/'), 'tailoring-file.xml');
    assert.equal(tailoringFileName('https://'), 'tailoring-file.xml');
  });

  it('passes a hostile name through untouched', () => {
    assert.equal(tailoringFileName(`/files/${HOSTILE}`), HOSTILE);
  });
});

describe('labels', () => {
  it('names the three modes', () => {
    assert.equal(modeLabel('audit'), 'Audit only');
    assert.equal(modeLabel('audit-fix'), 'Fix and audit');
    assert.equal(modeLabel('audit-fix-restart'), 'Fix, restart, audit');
  });

  it('names the five benchmarks', () => {
    assert.deepEqual(
      ['cis_level1_workstation', 'cis_level1_server', 'cis_level2_workstation', 'cis_level2_server', 'disa_stig'].map(benchmarkLabel),
      ['CIS Level 1 Workstation', 'CIS Level 1 Server', 'CIS Level 2 Workstation', 'CIS Level 2 Server', 'DISA-STIG'],
    );
  });

  it('shows unknown values as the server wrote them, never an inherited property', () => {
    assert.equal(modeLabel('audit-only-v2'), 'audit-only-v2');
    assert.equal(modeLabel('constructor'), 'constructor');
    assert.equal(benchmarkLabel('__proto__'), '__proto__');
    assert.equal(benchmarkLabel(HOSTILE), HOSTILE);
  });
});
