import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appendTerm, buildActivityQuery, quoteValue, queryTerms, removeTerm, toUtcIso, type ActivityFilters } from './query.ts';

const none: ActivityFilters = { query: '', search: '', status: '', type: '', fromDate: '', toDate: '' };

describe('buildActivityQuery', () => {
  it('is empty without filters', () => {
    assert.equal(buildActivityQuery(none), '');
  });

  it('joins every filter as one space-separated query', () => {
    assert.equal(
      buildActivityQuery({
        query: 'id:1 OR id:2,creator:admin@example.com',
        search: 'nginx',
        status: 'failed',
        type: 'Install package',
        fromDate: '2025-01-01T10:30',
        toDate: '2025-02-01T00:00',
        instanceId: 6,
      }),
      [
        'id:1 OR id:2',
        'creator:admin@example.com',
        'nginx',
        'status:failed',
        'type:"Install package"',
        `created-after:${new Date('2025-01-01T10:30').toISOString().replace('.000Z', 'Z')}`,
        `created-before:${new Date('2025-02-01T00:00').toISOString().replace('.000Z', 'Z')}`,
        'computer:id:6',
      ].join(' '),
    );
  });

  it('quotes free text with spaces or non-ASCII characters', () => {
    assert.equal(buildActivityQuery({ ...none, search: 'upgrade kernel' }), '"upgrade kernel"');
    assert.equal(buildActivityQuery({ ...none, search: 'café' }), '"café"');
  });
});

describe('quoteValue', () => {
  it('leaves plain values alone and escapes quotes and backslashes inside quoted ones', () => {
    assert.equal(quoteValue('failed'), 'failed');
    assert.equal(quoteValue('say "hi"'), '"say \\"hi\\""');
    assert.equal(quoteValue('web(old)'), '"web(old)"');
    assert.equal(quoteValue('a\\b c'), '"a\\\\b c"');
  });
});

describe('search terms', () => {
  it('appends a submitted term comma-separated; an empty one does nothing', () => {
    assert.equal(appendTerm('', 'status:failed'), 'status:failed');
    assert.equal(appendTerm('status:failed', ' id:4 '), 'status:failed,id:4');
    assert.equal(appendTerm('status:failed', '   '), 'status:failed');
  });

  it('splits and removes terms', () => {
    assert.deepEqual(queryTerms(' a, ,b ,'), ['a', 'b']);
    assert.equal(removeTerm('a,b,c', 1), 'a,c');
  });

  it('leaves an unparseable date as it is for the server to refuse', () => {
    assert.equal(toUtcIso('not a date'), 'not a date');
  });
});
