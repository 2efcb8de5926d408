import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Script } from '../../api/scripts.ts';
import { encodeCode } from '../../api/scripts.ts';
import { scriptActions } from './actions.ts';
import { DEFAULT_SCRIPT, hasInterpreterLine, scriptText } from './code.ts';
import { attachmentsProblem, initialScriptValues, scriptEdit, titleFromFile, type AttachmentItem } from './form/script-form.ts';
import { canRunScripts, runnableOn } from './run/capability.ts';
import { accessGroupQuery, idsQuery, tagsQuery } from './run/run-form.ts';
import { scriptListRequest } from './script-list.ts';

const script = (changes: Partial<Script> = {}): Script => ({
  id: 7,
  title: 'Nightly cleanup',
  version_number: 3,
  status: 'ACTIVE',
  access_group: 'global',
  created_at: '2026-01-01T10:00:00Z',
  last_edited_at: '2026-02-01T10:00:00Z',
  code: 'apt-get clean\n',
  interpreter: '/bin/bash',
  attachments: [
    { id: 1, filename: 'a.txt' },
    { id: 2, filename: 'b.bin' },
  ],
  ...changes,
});

const file = (filename: string, size: number): AttachmentItem => ({ kind: 'new', filename, size, file: new File(['x'], filename) });

describe('scripts: the list request', () => {
  it('asks for active scripts by default and maps every status to its script_type', () => {
    const base = { search: '', status: '', currentPage: 1, pageSize: 20 };
    assert.deepEqual(scriptListRequest(base), { script_type: 'active', limit: 20, offset: 0 });
    assert.equal(scriptListRequest({ ...base, status: 'all' }).script_type, 'v2');
    assert.equal(scriptListRequest({ ...base, status: 'archived' }).script_type, 'archived');
    assert.equal(scriptListRequest({ ...base, status: 'redacted' }).script_type, 'redacted');
    assert.deepEqual(scriptListRequest({ ...base, search: '  apt ', currentPage: 3, pageSize: 50 }), { script_type: 'active', search: 'apt', limit: 50, offset: 100 });
  });
});

describe('scripts: actions', () => {
  it('offers every action of an active script', () => {
    assert.deepEqual(
      scriptActions(script()).map((action) => [action.id, action.disabledReason === undefined]),
      [['view', true], ['run', true], ['edit', true], ['archive', true], ['delete', true]],
    );
  });
  it('says why an archived script cannot be run or edited, and has no Archive', () => {
    const actions = scriptActions(script({ status: 'ARCHIVED', is_editable: false, is_executable: false }));
    assert.deepEqual(actions.map((action) => action.id), ['view', 'run', 'edit', 'delete']);
    assert.match(actions.find((action) => action.id === 'run')!.disabledReason!, /archived/);
    assert.match(actions.find((action) => action.id === 'edit')!.disabledReason!, /archived/);
  });
  it('offers only View details for a deleted script', () => {
    assert.deepEqual(scriptActions(script({ status: 'REDACTED' })).map((action) => action.id), ['view']);
  });
  it('follows the server flags of an active script', () => {
    const actions = scriptActions(script({ is_executable: false, is_redactable: false }));
    assert.ok(actions.find((action) => action.id === 'run')!.disabledReason);
    assert.ok(actions.find((action) => action.id === 'delete')!.disabledReason);
    assert.equal(actions.find((action) => action.id === 'edit')!.disabledReason, undefined);
  });
});

describe('scripts: code', () => {
  it('joins the interpreter and the body as the editor shows them', () => {
    assert.equal(scriptText({ interpreter: '/bin/bash', code: 'ls /tmp' }), '#!/bin/bash\nls /tmp');
    assert.equal(scriptText({ interpreter: '/bin/bash', code: '\nls /tmp' }), '#!/bin/bash\nls /tmp');
    assert.equal(scriptText({ interpreter: null, code: null }), '');
    assert.equal(scriptText({ interpreter: '/bin/sh', code: '#!/bin/sh\necho' }), '#!/bin/sh\necho');
  });
  it('starts a new script with a real interpreter line (upstream only shows one)', () => {
    assert.ok(hasInterpreterLine(DEFAULT_SCRIPT));
    assert.equal(initialScriptValues().code, DEFAULT_SCRIPT);
    assert.ok(!hasInterpreterLine('echo hi'));
  });
  it('sends the code without carriage returns, as UTF-8 base64', () => {
    const encoded = encodeCode('#!/bin/sh\r\necho "é ✓"\r\n');
    assert.equal(new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0))), '#!/bin/sh\necho "é ✓"\n');
  });
  it('names a populated script after its file', () => {
    assert.equal(titleFromFile('cleanup.sh'), 'cleanup');
    assert.equal(titleFromFile('.bashrc'), '.bashrc');
    assert.equal(titleFromFile('a.tar.gz'), 'a.tar');
  });
});

describe('scripts: attachment rules, before anything is sent', () => {
  it('takes five files within 1 MB with unique names', () => {
    assert.equal(attachmentsProblem([file('a', 1), file('b', 1), file('c', 1), file('d', 1), file('e', 1024 * 1024 - 4)]), undefined);
  });
  it('refuses a sixth file, a total over 1 MB and a name twice', () => {
    assert.match(attachmentsProblem(Array.from({ length: 6 }, (_, index) => file(`f${index}`, 1)))!, /up to 5/);
    assert.match(attachmentsProblem([file('a', 600_000), file('b', 600_000)])!, /1\.00MB/);
    assert.match(attachmentsProblem([{ kind: 'existing', id: 1, filename: 'a.txt' }, file('a.txt', 1)])!, /a\.txt is attached twice/);
  });
  it('edits: removes what was taken out, adds the new files, and makes a version only for a new title or code', () => {
    const values = { ...initialScriptValues(script()), attachments: [{ kind: 'existing' as const, id: 2, filename: 'b.bin' }, file('c.txt', 3)] };
    const edit = scriptEdit(script(), values);
    assert.deepEqual(edit.removed, ['a.txt']);
    assert.deepEqual(edit.added.map((item) => item.filename), ['c.txt']);
    assert.equal(edit.newVersion, false);
    assert.equal(scriptEdit(script(), { ...values, code: `${values.code}echo done\n` }).newVersion, true);
    assert.equal(scriptEdit(script(), { ...values, title: ' Nightly cleanup ' }).newVersion, false);
  });
});

describe('scripts: run targets', () => {
  const ubuntu = { distributor: 'Ubuntu', description: 'Ubuntu 24.04 LTS', release: '24.04', code_name: 'noble' };
  it('names exactly the chosen tags or instances', () => {
    assert.equal(tagsQuery(['web', 'db servers']), 'tag:web OR tag:"db servers"');
    assert.equal(idsQuery([3, 14]), 'id:3 OR id:14');
  });
  it('keeps an OR inside the access group', () => {
    assert.equal(accessGroupQuery('global', 'tag:a OR tag:b'), 'access-group-recursive:global (tag:a OR tag:b)');
    assert.equal(accessGroupQuery('global', ''), 'access-group-recursive:global');
  });
  it('runs only on Ubuntu instances in the script’s access group', () => {
    const groups = [
      { name: 'global', parent: '' },
      { name: 'web', parent: 'global' },
      { name: 'db', parent: 'global' },
    ];
    const instances = [
      { id: 1, access_group: 'web', distribution_info: ubuntu },
      { id: 2, access_group: 'db', distribution_info: ubuntu },
      { id: 3, access_group: 'web', distribution_info: { ...ubuntu, distributor: 'Microsoft', description: 'Windows 11' } },
      { id: 4, access_group: 'web', distribution_info: null },
    ];
    assert.deepEqual(runnableOn(undefined, instances, groups).map((instance) => instance.id), [1, 2]);
    assert.deepEqual(runnableOn({ access_group: 'web' }, instances, groups).map((instance) => instance.id), [1]);
    assert.deepEqual(runnableOn({ access_group: 'global' }, instances, groups).map((instance) => instance.id), [1, 2]);
    assert.ok(canRunScripts({ distribution_info: { ...ubuntu, distributor: 'Canonical', description: 'Ubuntu Core 22' } }));
  });
});
