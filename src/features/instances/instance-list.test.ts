import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clearedFilters, decode, encode, filterChips } from '../../lib/list-params.ts';
import { instanceListParams } from './instance-list.ts';

const chips = (search: string) => filterChips(instanceListParams, decode(instanceListParams, search)).map(({ label, value }) => `${label}: ${value}`);

describe('instanceListParams', () => {
  it('reads SPEC §2 parameter names, dropping values that are not allowed', () => {
    assert.deepEqual(decode(instanceListParams, '?status=offline&os=noble,hardy&tags=web,db&groupBy=parent&availabilityZones=us-east-1a'), {
      accessGroups: [],
      availabilityZones: ['us-east-1a'],
      currentPage: 1,
      groupBy: 'parent',
      os: ['noble'],
      pageSize: 20,
      status: 'offline',
      tags: ['web', 'db'],
      query: '',
    });
    assert.equal(decode(instanceListParams, '?status=asleep&groupBy=none').status, '');
    assert.equal(decode(instanceListParams, '?groupBy=none').groupBy, '');
  });

  it('checks server-listed values once they are known', () => {
    const params = decode(instanceListParams, '?tags=web,gone&accessGroups=production,nope', { tags: ['web'], accessGroups: ['production'] });
    assert.deepEqual(params.tags, ['web']);
    assert.deepEqual(params.accessGroups, ['production']);
  });

  it('keeps a linked query byte for byte and writes parameters in SPEC order', () => {
    assert.equal(decode(instanceListParams, '?query=security-profile%3A12%3Apass').query, 'security-profile:12:pass');
    assert.equal(
      encode(instanceListParams, { tags: ['web'], status: 'online', accessGroups: ['production'] }, '?query=profile%3Asecurity%3A3&utm=x'),
      '?accessGroups=production&status=online&tags=web&query=profile%3Asecurity%3A3&utm=x',
    );
  });

  it('shows SPEC §2 chips: one per value, one per search term, none for the grouping', () => {
    assert.deepEqual(chips('?query=web,tag:db&status=up-to-date&os=noble,jammy&availabilityZones=us-east-1a&accessGroups=production&tags=web&groupBy=parent'), [
      'Query: web',
      'Query: tag:db',
      'Status: Up to date',
      'OS: Ubuntu 24.04 LTS',
      'OS: Ubuntu 22.04 LTS',
      'Availability z.: us-east-1a',
      'Access group: production',
      'Tag: web',
    ]);
  });

  it('clears every filter but keeps the grouping and page size', () => {
    assert.deepEqual(Object.keys(clearedFilters(instanceListParams)).sort(), [
      'accessGroups',
      'availabilityZones',
      'os',
      'query',
      'status',
      'tags',
    ]);
  });
});
