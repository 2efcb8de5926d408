import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Administrator, Invitation } from '../../api/administrators.ts';
import { endsInS, expiryOf, filterAdministrators, invitationOf, newestFirst, pageOf, personName, removalGuard, sameRoles, tabOf } from './administrators.ts';

const admin = (id: number, name: string, email: string, roles: string[]): Administrator => ({ id, name, email, roles });
const ADA = admin(1, 'Ada Admin', 'admin@example.com', ['GlobalAdmin']);
const ALAN = admin(2, 'Alan Auditor', 'auditor@example.com', ['Auditor']);
const ZOE = admin(4, 'Zoë Müller', 'zoe.muller@example.com', ['GlobalAdmin', 'DesktopAdmin']);

const invitation = (id: number, name: string, email: string, creation_time: string, expiry?: string): Invitation => ({
  id,
  name,
  email,
  creation_time,
  ...(expiry ? { expiry } : {}),
});

describe('administrators: search and pages', () => {
  it('matches email, name and role names, case-insensitive, trimmed; an empty search keeps everyone', () => {
    const all = [ADA, ALAN, ZOE];
    assert.deepEqual(filterAdministrators(all, ''), all);
    assert.deepEqual(filterAdministrators(all, '  '), all);
    assert.deepEqual(filterAdministrators(all, 'AUDITOR@'), [ALAN]);
    assert.deepEqual(filterAdministrators(all, ' müller '), [ZOE]);
    assert.deepEqual(filterAdministrators(all, 'desktop'), [ZOE]);
    assert.deepEqual(filterAdministrators(all, 'globaladmin'), [ADA, ZOE]);
    assert.deepEqual(filterAdministrators(all, 'nobody'), []);
  });

  it('pages from 1, the last page when past it', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    assert.deepEqual(pageOf(rows, 3, 20), [40, 41, 42, 43, 44]);
    assert.deepEqual(pageOf(rows, 9, 20), [40, 41, 42, 43, 44]);
    assert.deepEqual(pageOf(rows, 0, 20).length, 20);
    assert.deepEqual(pageOf([], 1, 20), []);
  });

  it('tabs: invites, else administrators', () => {
    assert.equal(tabOf('invites'), 'invites');
    for (const value of [undefined, null, '', 'administrators', 'INVITES', 'x']) assert.equal(tabOf(value), 'administrators');
  });
});

describe('administrators: guard rails', () => {
  it('yourself (case-insensitive) and the last administrator holding GlobalAdmin cannot be removed, with a reason', () => {
    assert.equal(removalGuard(ADA, [ADA, ALAN, ZOE], 'Admin@Example.com'), 'You can\u2019t remove yourself from this organization.');
    assert.equal(removalGuard(ZOE, [ADA, ALAN, ZOE], 'admin@example.com'), undefined);
    assert.equal(removalGuard(ALAN, [ADA, ALAN], 'zoe.muller@example.com'), undefined);
    assert.equal(
      removalGuard(ADA, [ADA, ALAN], 'zoe.muller@example.com'),
      'Ada Admin is the last administrator with the GlobalAdmin role. Give it to another administrator first.',
    );
    // Unknown signed-in person: the GlobalAdmin rule alone.
    assert.equal(removalGuard(ALAN, [ADA, ALAN], undefined), undefined);
  });

  it('roles compare as sets', () => {
    assert.ok(sameRoles(['A', 'B'], ['B', 'A']));
    assert.ok(!sameRoles(['A'], ['A', 'B']));
    assert.ok(!sameRoles(['A', 'B'], ['A', 'C']));
    assert.ok(sameRoles([], []));
  });
});

describe('administrators: invitations', () => {
  it("expiry: the server's, else 14 days after creation", () => {
    assert.equal(expiryOf(invitation(1, 'A', 'a@example.com', '2025-01-01T10:00:00Z', '2025-01-03T00:00:00Z')), '2025-01-03T00:00:00Z');
    assert.equal(expiryOf(invitation(1, 'A', 'a@example.com', '2025-01-01T10:00:00Z')), '2025-01-15T10:00:00.000Z');
  });

  it('newest first; a pending invitation found by email, case-insensitive, trimmed', () => {
    const old = invitation(1, 'Old', 'old@example.com', '2025-01-01T10:00:00Z');
    const recent = invitation(2, 'Recent', 'Recent@Example.com', '2025-03-01T10:00:00Z');
    const middle = invitation(3, 'Middle', 'middle@example.com', '2025-02-01T10:00:00Z');
    assert.deepEqual(newestFirst([old, recent, middle]).map((item) => item.id), [2, 3, 1]);
    assert.equal(invitationOf([old, recent], ' recent@example.COM '), recent);
    assert.equal(invitationOf([old, recent], 'none@example.com'), undefined);
    assert.equal(invitationOf([old, recent], ''), undefined);
  });

  it('names: the name, else the email when it shows nothing; the possessive of a name ending in s', () => {
    assert.equal(personName({ name: 'Chris Jones', email: 'c@example.com' }), 'Chris Jones');
    assert.equal(personName({ name: '\u200B\u200D', email: 'c@example.com' }), 'c@example.com');
    assert.ok(endsInS('Chris Jones'));
    assert.ok(endsInS('JONES '));
    assert.ok(!endsInS('Katherine Johnson'));
  });
});
