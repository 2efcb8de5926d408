import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isolate } from '../../lib/display-name.ts';
import { archiveProfile, runActivitiesPath, runProfile } from './profile-actions.ts';
import { securityProfileKeys } from './queries.ts';

const profile = { id: 3, title: '<b>Web</b> tier', mode: 'audit' as const };

describe('security profile actions', () => {
  it('archive: the notice names the title and keeps the retention sentence; the whole key family refetches', () => {
    const notice = archiveProfile.notice!({} as never, { profile });
    assert.equal(notice.type, 'positive');
    // The title is marked as isolated from the sentence around it (issue 11).
    assert.equal(notice.title, `You have archived "${isolate('<b>Web</b> tier')}" profile`);
    assert.match(notice.message, /retention period\.$/);
    assert.deepEqual(archiveProfile.invalidates!({ profile }, {} as never), [securityProfileKeys.all]);
  });

  it('run: View details goes to the children of the parent activity the server answered with', () => {
    const followed: string[] = [];
    const notice = runProfile.notice!({ id: 42 } as never, { profile, navigate: (path) => followed.push(path) });
    assert.equal(notice.title, `You have successfully initiated run of the ${isolate('<b>Web</b> tier')} security profile`);
    assert.equal(notice.actions?.length, 1);
    assert.equal(notice.actions![0]!.label, 'View details');
    notice.actions![0]!.onClick();
    assert.deepEqual(followed, ['/activities?query=parent-id%3A42']);
    assert.equal(runActivitiesPath({ id: 7 }), '/activities?query=parent-id%3A7');
  });

  it('run: an audit-only run claims neither fixes nor restarts', () => {
    const audit = runProfile.notice!({ id: 1 } as never, { profile, navigate: () => undefined }).message;
    assert.doesNotMatch(audit, /remediation|restart/i);
    const restart = runProfile.notice!({ id: 1 } as never, { profile: { ...profile, mode: 'audit-fix-restart' }, navigate: () => undefined });
    assert.match(restart.message, /restarting/);
  });
});
