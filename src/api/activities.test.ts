import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { creatorName, isActivity } from './activities.ts';

const activity = {
  id: 12,
  summary: 'Install package nginx',
  type: 'Install package',
  activity_status: 'succeeded',
  creation_time: '2026-11-22T10:00:00Z',
  completion_time: null,
  creator: { id: 3, name: 'Ada Admin', email: 'admin@example.com' },
  computer_id: 6,
  parent_id: null,
  result_code: null,
  result_text: null,
  actions: { approvable: false, cancelable: false, reappliable: true, revertable: false },
};

describe('isActivity', () => {
  it('accepts an activity, and one with only what the list shows', () => {
    assert.equal(isActivity(activity), true);
    assert.equal(isActivity({ id: 1, summary: 's', activity_status: 'failed', creation_time: '2026-11-22T10:00:00Z' }), true);
  });

  it('accepts a creator named by its email alone, or by nothing (shown as ---)', () => {
    assert.equal(isActivity({ ...activity, creator: { id: 3, email: 'admin@example.com' } }), true);
    assert.equal(isActivity({ ...activity, creator: { id: 3 } }), true);
    assert.equal(isActivity({ ...activity, creator: null }), true);
  });

  it('accepts a status it does not know (shown as it came)', () => {
    assert.equal(isActivity({ ...activity, activity_status: 'quarantined' }), true);
  });

  for (const [field, value] of [
    ['id', '12'],
    ['summary', null],
    ['activity_status', 3],
    ['creation_time', undefined],
    ['creator', 'Ada Admin'],
    ['creator', { name: { first: 'Ada' } }],
    ['creator', { email: 7 }],
    ['computer_id', '6'],
    ['result_text', { text: 'done' }],
    ['actions', true],
  ] as const) {
    it(`refuses ${field} = ${JSON.stringify(value)}`, () => {
      assert.equal(isActivity({ ...activity, [field]: value }), false);
    });
  }
});

describe('creatorName', () => {
  it('is the name, else the email, else nothing', () => {
    assert.equal(creatorName(activity), 'Ada Admin');
    assert.equal(creatorName({ creator: { email: 'admin@example.com' } }), 'admin@example.com');
    assert.equal(creatorName({ creator: { name: '', email: 'admin@example.com' } }), 'admin@example.com');
    assert.equal(creatorName({ creator: { id: 3 } }), undefined);
    assert.equal(creatorName({ creator: null }), undefined);
  });
});
