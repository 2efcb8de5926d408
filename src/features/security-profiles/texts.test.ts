import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instanceCount, SECURITY_PROFILE_TEXTS as T } from './texts.ts';

const HOSTILE = '<b>x</b> & "y"';

describe('security profile success notices', () => {
  it('created: the title and what the first run will do for each mode', () => {
    assert.equal(T.success.created(HOSTILE), `You have successfully created ${HOSTILE} security profile.`);
    assert.equal(T.success.createdMessage('audit'), 'This profile will perform an initial run and generate an audit.');
    assert.equal(
      T.success.createdMessage('audit-fix'),
      'This profile will perform an initial run, apply remediation fixes on associated instances and generate an audit.',
    );
    assert.equal(
      T.success.createdMessage('audit-fix-restart'),
      'This profile will perform an initial run, apply remediation fixes on associated instances, restart them and generate an audit.',
    );
  });

  it('run: no fixes or restarts claimed for audit only', () => {
    assert.equal(T.success.run('CIS'), 'You have successfully initiated run of the CIS security profile');
    assert.equal(T.success.runMessage('audit'), 'Generating an audit has been queued in Activities.');
    assert.match(T.success.runMessage('audit-fix'), /^Applying remediation fixes and generating an audit/);
    assert.match(T.success.runMessage('audit-fix-restart'), /restarting associated instances/);
  });

  it('archived: the title in quotes and the retention sentence', () => {
    assert.equal(T.success.archived(HOSTILE), `You have archived "${HOSTILE}" profile`);
    assert.equal(
      T.success.archivedMessage,
      'It will no longer run, but past audit data and profile details will remain accessible for selected duration of the retention period.',
    );
  });

  it('saved: one message per mode', () => {
    assert.equal(T.success.saved('CIS'), 'You have successfully saved changes for CIS security profile.');
    assert.equal(T.success.savedMessage('audit'), 'The changes applied will affect instances associated with this profile.');
    assert.doesNotMatch(T.success.savedMessage('audit-fix'), /restart/);
    assert.match(T.success.savedMessage('audit-fix-restart'), /, restart them and generate an audit\.$/);
  });
});

describe('instanceCount', () => {
  it('says instance for one, instances otherwise, with thousands separators', () => {
    assert.deepEqual([0, 1, 2, 5000, 12345].map(instanceCount), ['0 instances', '1 instance', '2 instances', '5,000 instances', '12,345 instances']);
  });
});

describe('row action names', () => {
  it('include the profile title as written', () => {
    assert.equal(T.actions.label.run(HOSTILE), `Run "${HOSTILE}" security profile`);
    assert.equal(T.actions.menu(HOSTILE), `${HOSTILE} profile actions`);
  });
});
