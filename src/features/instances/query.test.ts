import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decode } from '../../lib/list-params.ts';
import { instanceListParams } from './instance-list.ts';
import { anyOf, buildInstanceQuery, instanceListRequest, type InstanceFilters } from './query.ts';

const none: InstanceFilters = { query: '', status: '', os: [], availabilityZones: [], accessGroups: [], tags: [] };
const build = (filters: Partial<InstanceFilters>) => buildInstanceQuery({ ...none, ...filters });

describe('anyOf', () => {
  it('gives nothing, one term, or the values OR-ed in parentheses, quoted where needed', () => {
    assert.deepEqual(anyOf('tag', []), []);
    assert.deepEqual(anyOf('tag', ['web']), ['tag:web']);
    assert.deepEqual(anyOf('tag', ['web', 'db', 'my tag']), ['(tag:web OR tag:db OR tag:"my tag")']);
    assert.deepEqual(anyOf('access-group', ['a(b)']), ['access-group:"a(b)"']);
  });
});

describe('buildInstanceQuery', () => {
  it('is empty without filters', () => {
    assert.equal(build({}), '');
  });

  it('sends a query as given, e.g. from a security profile link', () => {
    assert.equal(build({ query: 'security-profile:12:pass' }), 'security-profile:12:pass');
    assert.equal(build({ query: 'profile:security:3' }), 'profile:security:3');
    assert.equal(build({ query: 'tag:a OR tag:b' }), 'tag:a OR tag:b');
  });

  it('joins search terms (comma-separated in the address) with spaces', () => {
    assert.equal(build({ query: 'web,tag:db' }), 'web tag:db');
  });

  it('groups a search term with its own OR when other terms join it', () => {
    assert.equal(build({ query: 'tag:a OR tag:b', status: 'offline' }), '(tag:a OR tag:b) alert:computer-offline');
    assert.equal(build({ query: 'tag:a OR tag:b,web' }), '(tag:a OR tag:b) web');
    assert.equal(build({ query: 'title:"x OR y"', tags: ['t'] }), 'title:"x OR y" tag:t');
  });

  it('maps each status to its alert terms', () => {
    assert.equal(build({ status: 'online' }), 'NOT alert:computer-offline');
    assert.equal(build({ status: 'offline' }), 'alert:computer-offline');
    assert.equal(build({ status: 'security-upgrades' }), 'alert:security-upgrades');
    assert.equal(build({ status: 'package-upgrades' }), 'alert:package-upgrades');
    assert.equal(build({ status: 'reboot-required' }), 'alert:computer-reboot');
    assert.equal(build({ status: 'up-to-date' }), 'NOT alert:package-upgrades NOT alert:security-upgrades');
    assert.equal(build({ status: 'bogus' }), '');
  });

  it('maps each list filter to its key, OR-ing several values', () => {
    assert.equal(build({ os: ['noble'] }), 'distribution:noble');
    assert.equal(build({ os: ['noble', 'jammy'] }), '(distribution:noble OR distribution:jammy)');
    assert.equal(build({ availabilityZones: ['us-east-1a', 'eu-west-1b'] }), '(availability-zone:us-east-1a OR availability-zone:eu-west-1b)');
    assert.equal(build({ accessGroups: ['production'] }), 'access-group:production');
    assert.equal(build({ tags: ['web', 'db'] }), '(tag:web OR tag:db)');
  });

  it('combines every filter, all of which must match, search first', () => {
    assert.equal(
      build({
        query: 'web',
        status: 'online',
        os: ['noble', 'jammy'],
        availabilityZones: ['us-east-1a'],
        accessGroups: ['production', 'staging'],
        tags: ['web'],
      }),
      'web NOT alert:computer-offline (distribution:noble OR distribution:jammy) availability-zone:us-east-1a (access-group:production OR access-group:staging) tag:web',
    );
  });
});

describe('instanceListRequest', () => {
  it('asks for a page with alerts and upgrades, the query only when there is one', () => {
    assert.deepEqual(instanceListRequest(decode(instanceListParams, '')), {
      limit: 20,
      offset: 0,
      with_alerts: true,
      with_upgrades: true,
    });
    assert.deepEqual(instanceListRequest(decode(instanceListParams, '?tags=web&currentPage=3&pageSize=50')), {
      query: 'tag:web',
      limit: 50,
      offset: 100,
      with_alerts: true,
      with_upgrades: true,
    });
  });

  it('asks for root instances only when grouped by parent', () => {
    assert.deepEqual(instanceListRequest(decode(instanceListParams, '?groupBy=parent')), {
      limit: 20,
      offset: 0,
      root_only: true,
      with_alerts: true,
      with_upgrades: true,
    });
  });
});
