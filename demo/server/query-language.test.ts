import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Activity, Organisation } from './model.ts';
import { compileQuery, parseQuery, parseQueryDate, QueryError, tokenize, type QuerySchema } from './query-language.ts';
import { activitySchema } from './routes/activities.ts';

describe('tokenize', () => {
  it('splits key:value terms, bare words and operators', () => {
    assert.deepEqual(tokenize('status:failed nginx OR NOT id:3'), [
      { kind: 'term', key: 'status', value: 'failed' },
      { kind: 'term', key: null, value: 'nginx' },
      { kind: 'or' },
      { kind: 'not' },
      { kind: 'term', key: 'id', value: '3' },
    ]);
  });

  it('keeps everything after the first colon in the value', () => {
    assert.deepEqual(tokenize('computer:id:6'), [{ kind: 'term', key: 'computer', value: 'id:6' }]);
  });

  it('reads quoted values with spaces, non-ASCII and escaped quotes', () => {
    assert.deepEqual(tokenize('type:"Install package" creator:"Zoë Müller" "say \\"hi\\""'), [
      { kind: 'term', key: 'type', value: 'Install package' },
      { kind: 'term', key: 'creator', value: 'Zoë Müller' },
      { kind: 'term', key: null, value: 'say "hi"' },
    ]);
  });

  it('treats quoted or lower-case or/not as words, and lower-cases keys', () => {
    assert.deepEqual(tokenize('"OR" or Status:X'), [
      { kind: 'term', key: null, value: 'OR' },
      { kind: 'term', key: null, value: 'or' },
      { kind: 'term', key: 'status', value: 'X' },
    ]);
  });

  it('rejects an unterminated quote, an empty key and a missing value', () => {
    assert.throws(() => tokenize('type:"Install'), { name: 'Error', message: /unterminated quote/ });
    assert.throws(() => tokenize(':value'), QueryError);
    assert.throws(() => tokenize('status:'), /"status:" is missing a value/);
  });

  it('reads unquoted parentheses as grouping, quoted ones as text', () => {
    assert.deepEqual(tokenize('(tag:a OR tag:b)'), [
      { kind: 'open' },
      { kind: 'term', key: 'tag', value: 'a' },
      { kind: 'or' },
      { kind: 'term', key: 'tag', value: 'b' },
      { kind: 'close' },
    ]);
    assert.deepEqual(tokenize('title:"web (old)"'), [{ kind: 'term', key: 'title', value: 'web (old)' }]);
    assert.throws(() => tokenize('tag:(a)'), /"tag:" is missing a value/);
  });

  it('ignores surrounding and repeated whitespace', () => {
    assert.deepEqual(tokenize('   '), []);
    assert.equal(tokenize('  a \t  b  ').length, 2);
  });
});

describe('parseQuery', () => {
  const term = (key: string | null, value: string) => ({ kind: 'term', key, value });

  it('is null for an empty query', () => {
    assert.equal(parseQuery(''), null);
  });

  it('makes adjacency AND, binding tighter than OR', () => {
    assert.deepEqual(parseQuery('a b OR c'), {
      kind: 'or',
      operands: [{ kind: 'and', operands: [term(null, 'a'), term(null, 'b')] }, term(null, 'c')],
    });
  });

  it('applies NOT to the next term only', () => {
    assert.deepEqual(parseQuery('NOT status:failed x'), {
      kind: 'and',
      operands: [{ kind: 'not', operand: term('status', 'failed') }, term(null, 'x')],
    });
  });

  it('groups with parentheses, nested, and NOT applies to a whole group', () => {
    assert.deepEqual(parseQuery('(a OR b) c'), {
      kind: 'and',
      operands: [{ kind: 'or', operands: [term(null, 'a'), term(null, 'b')] }, term(null, 'c')],
    });
    assert.deepEqual(parseQuery('NOT (a OR (b c))'), {
      kind: 'not',
      operand: { kind: 'or', operands: [term(null, 'a'), { kind: 'and', operands: [term(null, 'b'), term(null, 'c')] }] },
    });
    assert.deepEqual(parseQuery('((a))'), term(null, 'a'));
  });

  it('refuses unbalanced or empty groups', () => {
    assert.throws(() => parseQuery('(a OR b'), /"\(" without a matching "\)"/);
    assert.throws(() => parseQuery('a OR b)'), /"\)" without a matching "\("/);
    assert.throws(() => parseQuery('()'), /empty group/);
    assert.throws(() => parseQuery('(a OR) b'), /OR must stand between/);
    assert.throws(() => parseQuery('(NOT) b'), /ends with NOT/);
  });

  it('refuses OR without terms on both sides and a trailing NOT', () => {
    assert.throws(() => parseQuery('OR a'), /OR must stand between two search terms/);
    assert.throws(() => parseQuery('a OR'), /OR must stand between two search terms/);
    assert.throws(() => parseQuery('a OR OR b'), /OR must stand between/);
    assert.throws(() => parseQuery('a NOT'), /ends with NOT/);
  });
});

describe('parseQueryDate', () => {
  it('reads each precision as the UTC instant it starts', () => {
    assert.equal(parseQueryDate('2011'), Date.UTC(2011, 0, 1));
    assert.equal(parseQueryDate('2011-02'), Date.UTC(2011, 1, 1));
    assert.equal(parseQueryDate('2011-02-03'), Date.UTC(2011, 1, 3));
    assert.equal(parseQueryDate('2011-02-03T10'), Date.UTC(2011, 1, 3, 10));
    assert.equal(parseQueryDate('2011-02-03T10:30'), Date.UTC(2011, 1, 3, 10, 30));
    assert.equal(parseQueryDate('2011-02-03T10:30:15'), Date.UTC(2011, 1, 3, 10, 30, 15));
    assert.equal(parseQueryDate('2011-02-03T10:30:15.250Z'), Date.UTC(2011, 1, 3, 10, 30, 15, 250));
  });

  it('honours an explicit offset', () => {
    assert.equal(parseQueryDate('2011-01-01T10:30+02:00'), Date.UTC(2011, 0, 1, 8, 30));
    assert.equal(parseQueryDate('2011-01-01T10:30-0130'), Date.UTC(2011, 0, 1, 12, 0));
  });

  it('rejects malformed and impossible dates', () => {
    for (const text of ['2011-1', '11-01-01', '2011-13', '2011-02-30', '2011-01-01T24:00', 'yesterday', '2011-01-01T10:61']) {
      assert.throws(() => parseQueryDate(text), QueryError, text);
    }
  });
});

describe('compileQuery', () => {
  type Item = { n: number; word: string };
  const schema: QuerySchema<Item> = {
    keys: { n: (value) => (item) => item.n === Number(value) },
    freeText: (value) => (item) => item.word.includes(value),
  };
  const items: Item[] = [
    { n: 1, word: 'apple' },
    { n: 2, word: 'banana' },
    { n: 3, word: 'cherry' },
  ];
  const run = (query: string) => items.filter(compileQuery(query, schema)).map((item) => item.n);

  it('matches everything for an empty query', () => {
    assert.deepEqual(run(''), [1, 2, 3]);
  });

  it('evaluates OR, AND and NOT', () => {
    assert.deepEqual(run('n:1 OR n:3'), [1, 3]);
    assert.deepEqual(run('n:2 an'), [2]);
    assert.deepEqual(run('n:2 apple'), []);
    assert.deepEqual(run('NOT n:2'), [1, 3]);
    assert.deepEqual(run('NOT n:1 NOT n:2 OR n:1'), [1, 3]);
    assert.deepEqual(run('NOT (n:1 OR n:2)'), [3]);
    assert.deepEqual(run('(n:1 OR n:2) (an OR pp)'), [1, 2]);
  });

  it('rejects unknown keys, naming the known ones', () => {
    assert.throws(() => compileQuery('colour:red', schema), /Unknown search key "colour:". Use one of: n:/);
    assert.throws(() => compileQuery('constructor:x', schema), /Unknown search key/);
  });
});

describe('activity search keys', () => {
  const activity = (fields: Partial<Activity> & Pick<Activity, 'id'>): Activity => ({
    summary: 'Install package nginx',
    type: 'Install package',
    activity_status: 'succeeded',
    creation_time: '2024-01-15T10:30:00Z',
    completion_time: null,
    delivery_time: null,
    creator: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
    computer_id: 6,
    parent_id: null,
    result_code: null,
    result_text: null,
    ...fields,
  });
  const activities = [
    activity({ id: 1 }),
    activity({ id: 2, activity_status: 'failed', creation_time: '2024-02-01T00:00:00Z', parent_id: 1, computer_id: 7 }),
    activity({ id: 3, summary: 'Reboot computer', type: 'Reboot computer', creator: null, computer_id: 0, creation_time: '2023-12-31T23:59:59Z' }),
    activity({ id: 4, creator: { id: 4, name: 'Zoë Müller', email: 'zoe@example.com' }, creation_time: '2024-01-15T10:29:00Z' }),
  ];
  const org = {
    instances: [
      { id: 6, title: 'web-prod-001', hostname: 'web-prod-001.acme.internal' },
      { id: 7, title: "Ada's laptop", hostname: 'lt-ada.acme.internal' },
    ],
  } as unknown as Organisation;
  const run = (query: string) => activities.filter(compileQuery(query, activitySchema(org))).map((item) => item.id);

  it('filters by id, parent-id, status and type', () => {
    assert.deepEqual(run('id:2'), [2]);
    assert.deepEqual(run('id:1 OR id:3'), [1, 3]);
    assert.deepEqual(run('parent-id:1'), [2]);
    assert.deepEqual(run('status:failed'), [2]);
    assert.deepEqual(run('type:"install package"'), [1, 2, 4]);
    assert.deepEqual(run('type:install'), [], 'types match whole');
    assert.deepEqual(run('NOT type:"Install package"'), [3]);
  });

  it('filters by creation date at every precision', () => {
    assert.deepEqual(run('created-after:2024'), [1, 2, 4]);
    assert.deepEqual(run('created-after:2024-02'), [2]);
    assert.deepEqual(run('created-before:2024-01-15'), [3]);
    assert.deepEqual(run('created-after:2024-01-15T10:30'), [1, 2]);
    assert.deepEqual(run('created-after:2024-01 created-before:2024-02'), [1, 4]);
  });

  it('filters by creator email or name, quoted when it has spaces', () => {
    assert.deepEqual(run('creator:admin@example.com'), [1, 2]);
    assert.deepEqual(run('creator:"Ada Admin"'), [1, 2]);
    assert.deepEqual(run('creator:"zoë müller"'), [4]);
  });

  it('filters by computer id or computer name', () => {
    assert.deepEqual(run('computer:id:7'), [2]);
    assert.deepEqual(run('computer:laptop'), [2]);
    assert.deepEqual(run('computer:WEB-PROD'), [1, 4]);
  });

  it('treats bare words as free text over the summary', () => {
    assert.deepEqual(run('reboot'), [3]);
    assert.deepEqual(run('nginx status:failed'), [2]);
  });

  it('rejects unknown keys, statuses, ids and malformed dates', () => {
    assert.throws(() => run('colour:red'), /Unknown search key "colour:"/);
    assert.throws(() => run('status:done'), /Unknown status "done"/);
    assert.throws(() => run('id:abc'), /needs a whole number/);
    assert.throws(() => run('computer:id:x'), /needs a whole number/);
    assert.throws(() => run('created-after:2024-13-01'), /is not a valid date/);
  });
});
