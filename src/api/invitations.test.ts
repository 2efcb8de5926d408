import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeApi } from './fake-api.ts';
import { MALFORMED_RESPONSE } from './errors.ts';
import { invitationsApi } from './invitations.ts';

const summary = { account_title: 'Initech', secure_id: 'a83d2f71e9c04b56' };

describe('invitationsApi.summary', () => {
  it('asks for the summary without a bearer token, the id encoded into its path segment', async () => {
    const { api, calls } = fakeApi(summary);
    assert.deepEqual(await invitationsApi.summary(api, '5f0c1a9e3b7d4c28'), summary);
    assert.deepEqual(await invitationsApi.summary(api, '../me?x=1#y'), summary);
    assert.deepEqual(calls, [
      ['GET', 'invitations/5f0c1a9e3b7d4c28/summary', {}, { auth: false }],
      ['GET', 'invitations/..%2Fme%3Fx%3D1%23y/summary', {}, { auth: false }],
    ]);
  });

  it('keeps only the fields it knows', async () => {
    assert.deepEqual(await invitationsApi.summary(fakeApi({ ...summary, extra: 1 }).api, 'x'), summary);
  });

  it('refuses an answer without a title or secure id as malformed', async () => {
    const malformed: unknown[] = [
      null,
      undefined,
      'Initech',
      [],
      {},
      { ...summary, account_title: undefined },
      { ...summary, account_title: 7 },
      { ...summary, account_title: null },
      { ...summary, secure_id: undefined },
      { ...summary, secure_id: 42 },
    ];
    for (const answer of malformed) {
      await assert.rejects(invitationsApi.summary(fakeApi(answer).api, 'x'), { message: MALFORMED_RESPONSE }, JSON.stringify(answer));
    }
  });
});
