import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Activity } from '../../api/activities.ts';
import { isActionEnabled } from './bulk-actions.ts';

const activity = (id: number, actions?: Activity['actions']): Activity => ({
  id,
  summary: `Activity ${id}`,
  activity_status: 'unapproved',
  creation_time: '2025-01-01T00:00:00Z',
  ...(actions ? { actions } : {}),
});

describe('isActionEnabled', () => {
  const approvable = activity(1, { approvable: true, cancelable: true });
  const cancelable = activity(2, { cancelable: true });
  const bare = activity(3);

  it('is disabled with nothing selected or while a request runs', () => {
    assert.equal(isActionEnabled('approve', [], false), false);
    assert.equal(isActionEnabled('approve', [approvable], true), false);
  });

  it('needs the flag on every selected activity', () => {
    assert.equal(isActionEnabled('approve', [approvable], false), true);
    assert.equal(isActionEnabled('approve', [approvable, cancelable], false), false);
    assert.equal(isActionEnabled('cancel', [approvable, cancelable], false), true);
  });

  it('treats missing actions as every flag false', () => {
    for (const action of ['approve', 'cancel', 'undo', 'redo'] as const) {
      assert.equal(isActionEnabled(action, [bare], false), false, action);
    }
    assert.equal(isActionEnabled('undo', [activity(4, { revertable: true })], false), true);
    assert.equal(isActionEnabled('redo', [activity(5, { reappliable: true })], false), true);
  });
});
