import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Activity } from '../../api/activities.ts';
import { allAllow, BULK_ACTIONS, unavailableReason } from './bulk-actions.ts';

const activity = (id: number, actions?: Activity['actions']): Activity => ({
  id,
  summary: `Activity ${id}`,
  activity_status: 'unapproved',
  creation_time: '2025-01-01T00:00:00Z',
  ...(actions ? { actions } : {}),
});

const approvable = activity(1, { approvable: true, cancelable: true });
const cancelable = activity(2, { cancelable: true });
const revertable = activity(4, { revertable: true });
const reappliable = activity(5, { reappliable: true });
const bare = activity(3);

describe('allAllow', () => {
  it('needs the flag on every activity', () => {
    assert.equal(allAllow('approve', [approvable]), true);
    assert.equal(allAllow('approve', [approvable, cancelable]), false);
    assert.equal(allAllow('cancel', [approvable, cancelable]), true);
    assert.equal(allAllow('undo', [revertable]), true);
    assert.equal(allAllow('redo', [reappliable]), true);
  });

  it('treats missing actions as every flag false', () => {
    for (const action of BULK_ACTIONS) assert.equal(allAllow(action, [bare]), false, action);
  });
});

describe('unavailableReason', () => {
  it('is undefined when something is selected, every selected activity allows it, and nothing runs', () => {
    assert.equal(unavailableReason('approve', [approvable], false), undefined);
    assert.equal(unavailableReason('cancel', [approvable, cancelable], false), undefined);
    assert.equal(unavailableReason('undo', [revertable], false), undefined);
    assert.equal(unavailableReason('redo', [reappliable], false), undefined);
  });

  it('asks for a selection when nothing is selected, running or not', () => {
    for (const action of BULK_ACTIONS) {
      assert.equal(unavailableReason(action, [], false), 'Select one or more activities first.', action);
      assert.equal(unavailableReason(action, [], true), 'Select one or more activities first.', action);
    }
  });

  it('names the flag every selected activity needs, running or not', () => {
    assert.equal(unavailableReason('approve', [approvable, cancelable], false), 'Every selected activity must be approvable.');
    assert.equal(unavailableReason('cancel', [approvable, revertable], false), 'Every selected activity must be cancelable.');
    assert.equal(unavailableReason('undo', [revertable, reappliable], false), 'Every selected activity must be undoable.');
    assert.equal(unavailableReason('redo', [reappliable, bare], true), 'Every selected activity must be redoable.');
    assert.equal(unavailableReason('approve', [bare], false), 'Every selected activity must be approvable.');
  });

  it('asks to wait while another action runs on a selection that allows it', () => {
    assert.equal(unavailableReason('approve', [approvable], true), 'Wait for the running action to finish.');
    assert.equal(unavailableReason('cancel', [approvable, cancelable], true), 'Wait for the running action to finish.');
  });
});
