import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { profileActions } from './actions.ts';

const HOSTILE = '<img src=x onerror=alert(1)> "x"';
const profile = (status: 'active' | 'archived', associated_instances: number, title = 'CIS servers') => ({
  id: 4,
  title,
  status,
  associated_instances,
});

const summary = (actions: ReturnType<typeof profileActions>) =>
  actions.map((action) => [action.label, action.disabledReason ?? null, action.destructive ?? false]);

describe('profileActions', () => {
  it('offers every action for an active profile with instances, below the limit', () => {
    assert.deepEqual(summary(profileActions(profile('active', 3), false)), [
      ['View details', null, false],
      ['Download audit', null, false],
      ['Edit', null, false],
      ['Run', null, false],
      ['Duplicate profile', null, false],
      ['Archive', null, true],
    ]);
  });

  it('disables Run without associated instances', () => {
    const run = profileActions(profile('active', 0), false).find((action) => action.id === 'run');
    assert.equal(run?.disabledReason, 'The profile has no associated instances.');
  });

  it('disables Duplicate at the limit of active profiles', () => {
    const duplicate = profileActions(profile('active', 3), true).find((action) => action.id === 'duplicate');
    assert.equal(duplicate?.disabledReason, "You've reached the maximum of 5 active security profiles. Archive a profile to add a new one.");
  });

  it('offers no Edit, Run or Archive for an archived profile', () => {
    assert.deepEqual(
      profileActions(profile('archived', 3), false).map((action) => action.id),
      ['viewDetails', 'downloadAudit', 'duplicate'],
    );
  });

  it('names each action "Security profile {id}" when the title shows nothing', () => {
    assert.equal(profileActions(profile('active', 3, '\u200B'), false)[0]!.accessibleName, 'View details of "Security profile 4" security profile');
  });

  it("names each action with the profile's title, as written", () => {
    assert.deepEqual(
      profileActions(profile('active', 3, HOSTILE), false).map((action) => action.accessibleName),
      [
        `View details of "${HOSTILE}" security profile`,
        `Download audit of "${HOSTILE}" security profile`,
        `Edit "${HOSTILE}" security profile`,
        `Run "${HOSTILE}" security profile`,
        `Duplicate profile "${HOSTILE}"`,
        `Archive "${HOSTILE}" security profile`,
      ],
    );
  });
});
