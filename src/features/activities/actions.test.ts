import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../api/errors.ts';
import { actedOn, activityAction } from './actions.ts';
import { activityKeys } from './queries.ts';
import { activityNotice } from './texts.ts';

describe('actedOn', () => {
  it('takes the ids the server answered', () => {
    assert.deepEqual(actedOn([3, 5]), [3, 5]);
    assert.deepEqual(actedOn([]), []);
  });

  it('refuses anything else as a malformed answer', () => {
    for (const answer of [null, {}, 'ok', [1, '2'], [1.5], { ids: [1] }]) {
      assert.throws(() => actedOn(answer), (error) => error instanceof ApiError && error.code === 'MalformedResponse');
    }
  });
});

describe('activityAction', () => {
  it('invalidates the lists and the details of the activities asked about, not every activity key', () => {
    assert.deepEqual(activityAction.invalidates?.({ action: 'undo', ids: [4, 9] }, [101, 102]), [
      activityKeys.lists,
      activityKeys.detail(4),
      activityKeys.detail(9),
    ]);
  });

  it('counts what the server acted on', () => {
    assert.equal(activityAction.notice?.([7], { action: 'approve', ids: [7, 8] }).title, 'You have successfully approved an activity');
  });
});

describe('activityNotice', () => {
  it('words SPEC §8 notices in the singular and plural', () => {
    assert.deepEqual(activityNotice('approve', 1), {
      type: 'positive',
      title: 'You have successfully approved an activity',
      message: 'It will be delivered to the instance at its next connection to the server.',
    });
    assert.deepEqual(activityNotice('cancel', 3), {
      type: 'positive',
      title: 'You have successfully canceled 3 activities',
      message: 'They will not be delivered and will not run.',
    });
    assert.equal(activityNotice('undo', 2).title, 'You have successfully undone 2 activities');
    assert.equal(activityNotice('redo', 1).message, 'A new activity that runs it again has been queued.');
  });

  it('says plainly when the server acted on none', () => {
    assert.deepEqual(activityNotice('redo', 0), {
      type: 'information',
      title: 'No activity was redone',
      message: 'None of them allows it any more.',
    });
  });
});
