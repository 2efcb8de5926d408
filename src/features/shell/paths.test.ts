import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decode } from '../../lib/list-params.ts';
import { activityListParams } from '../activities/activity-list.ts';
import { activitiesPath, instancePath, instancesPath } from './paths.ts';

describe('route path builders', () => {
  it('instancePath: an instance and a child instance', () => {
    assert.equal(instancePath(6), '/instances/6');
    assert.equal(instancePath(6, 7), '/instances/6/7');
    assert.equal(instancePath('6'), '/instances/6');
    assert.equal(instancePath(0), '/instances/0');
  });

  it('instancePath: an id can never leave its segment', () => {
    assert.equal(instancePath('../settings'), '/instances/..%2Fsettings');
    assert.equal(instancePath('a b?c#d'), '/instances/a%20b%3Fc%23d');
    assert.equal(instancePath(6, '7/../8'), '/instances/6/7%2F..%2F8');
  });

  it('activitiesPath: plain, or with the search encoded', () => {
    assert.equal(activitiesPath(), '/activities');
    assert.equal(activitiesPath({}), '/activities');
    assert.equal(activitiesPath({ query: '' }), '/activities');
    assert.equal(activitiesPath({ query: '  ' }), '/activities');
    assert.equal(activitiesPath({ query: 'status:failed' }), '/activities?query=status%3Afailed');
    assert.equal(activitiesPath({ query: 'computer:id:6 reboot' }), '/activities?query=computer%3Aid%3A6+reboot');
    assert.equal(activitiesPath({ query: 'a&b=c#d%' }), '/activities?query=a%26b%3Dc%23d%25');
  });

  it('instancesPath: plain, or filtered by a search', () => {
    assert.equal(instancesPath(), '/instances');
    assert.equal(instancesPath({ query: 'profile:security:3' }), '/instances?query=profile%3Asecurity%3A3');
    assert.equal(instancesPath({ query: 'tag:web&x' }), '/instances?query=tag%3Aweb%26x');
  });

  it('the list codec reads back the search these paths write', () => {
    for (const query of ['status:failed', 'computer:id:6 reboot', 'a&b=c#d%', 'ünïcode +plus']) {
      const search = activitiesPath({ query }).split('?')[1] ?? '';
      assert.equal(decode(activityListParams, search).query, query);
    }
  });
});
