import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeBody, encodeLegacy, encodeQuery, UNSUPPORTED_ARGUMENT } from './encode.ts';

describe('encodeQuery (REST GET/DELETE)', () => {
  it('joins arrays with commas and writes numbers and booleans as text', () => {
    assert.deepEqual(encodeQuery({ tags: ['web', 'db'], limit: 20, offset: 0, archived_only: false, query: 'a b' }), [
      ['tags', 'web,db'],
      ['limit', '20'],
      ['offset', '0'],
      ['archived_only', 'false'],
      ['query', 'a b'],
    ]);
  });

  it('omits undefined but keeps empty strings and empty lists', () => {
    assert.deepEqual(encodeQuery({ search: undefined, query: '', tags: [] }), [
      ['query', ''],
      ['tags', ''],
    ]);
  });

  for (const [name, value] of [
    ['function', () => 1],
    ['symbol', Symbol('x')],
    ['bigint', 10n],
    ['object', { a: 1 }],
    ['function in a list', [1, () => 1]],
  ] as const) {
    it(`refuses a ${name}`, () => {
      assert.throws(() => encodeQuery({ value }), { message: UNSUPPORTED_ARGUMENT });
    });
  }
});

describe('encodeBody (REST POST/PUT/PATCH)', () => {
  it('drops undefined members and keeps false, 0, "" and []', () => {
    assert.deepEqual(
      encodeBody({ title: 'x', tags: [], all_computers: false, restart_deliver_delay: 0, access_group: '', skip: undefined }),
      { title: 'x', tags: [], all_computers: false, restart_deliver_delay: 0, access_group: '' },
    );
  });

  it('keeps nested objects and null', () => {
    assert.deepEqual(encodeBody({ configuration: { scopes: ['openid'], issuer: null, extra: undefined } }), {
      configuration: { scopes: ['openid'], issuer: null },
    });
  });

  it('refuses functions, symbols and bigints at any depth', () => {
    assert.throws(() => encodeBody({ a: { b: [() => 1] } }), { message: UNSUPPORTED_ARGUMENT });
    assert.throws(() => encodeBody({ a: Symbol('s') }), { message: UNSUPPORTED_ARGUMENT });
    assert.throws(() => encodeBody({ a: 1n }), { message: UNSUPPORTED_ARGUMENT });
  });
});

describe('encodeLegacy (action API)', () => {
  it('sends action and version first, lists as name.1, name.2', () => {
    assert.deepEqual(encodeLegacy('GetComputers', { ids: [4, 8], with_network: true, limit: 5 }), [
      ['action', 'GetComputers'],
      ['version', '2011-08-01'],
      ['ids.1', '4'],
      ['ids.2', '8'],
      ['with_network', 'true'],
      ['limit', '5'],
    ]);
  });

  it('sends a query string as one value', () => {
    assert.deepEqual(encodeLegacy('ApproveActivities', { query: 'id:1 OR id:2' }).at(-1), ['query', 'id:1 OR id:2']);
  });

  it('omits undefined and refuses unsupported types', () => {
    assert.equal(encodeLegacy('X', { a: undefined }).length, 2);
    assert.throws(() => encodeLegacy('X', { a: [Symbol('s')] }), { message: UNSUPPORTED_ARGUMENT });
  });
});
