import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PackageProfile } from '../../api/package-profiles.ts';
import { bodyOfDraft, csvFields, draftErrors, emptyDraft, noConstraintsText, parseConstraintFile, problemText, sameConstraint, versionText } from './constraints.ts';
import { addBody, addSchema, duplicateBody, editBody, fileMessage, profileValues } from './package-form.ts';

const row = (values: Partial<Record<'constraint' | 'package' | 'rule' | 'version', string>>) => ({ ...emptyDraft(), ...values });

function profile(extra: Partial<PackageProfile> = {}): PackageProfile {
  return { id: 4, name: 'web-servers', title: 'Web servers', description: 'Nginx everywhere', access_group: 'global', all_computers: false, tags: ['web'], ...extra };
}

async function errorsOf(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await addSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) found[inner.path] ??= inner.message;
    return found;
  }
}

const base = { title: 'Web', description: 'Servers', access_group: 'global', all_computers: false, tags: [] };

describe('a constraint row (§2.3.1): its rule and version checked together', () => {
  it('requires the constraint and the package', () => {
    assert.deepEqual(draftErrors(row({})), { constraint: 'Required.', package: 'Required.' });
    assert.deepEqual(draftErrors(row({ constraint: 'depends', package: '   ' })), { package: 'Required.' });
  });
  it('refuses a rule without a version, and "Any" with a version', () => {
    assert.deepEqual(draftErrors(row({ constraint: 'depends', package: 'nginx', rule: '>=' })), { version: 'Required.' });
    assert.deepEqual(draftErrors(row({ constraint: 'depends', package: 'nginx', version: '1.2' })), { rule: 'Required.' });
    assert.deepEqual(draftErrors(row({ constraint: 'conflicts', package: 'nginx', rule: '<', version: '2' })), {});
    assert.deepEqual(draftErrors(row({ constraint: 'depends', package: 'nginx' })), {});
  });
  it('sends every field trimmed, "" for any version', () => {
    assert.deepEqual(bodyOfDraft(row({ constraint: 'depends', package: ' nginx ', rule: '', version: '  ' })), { constraint: 'depends', package: 'nginx', rule: '', version: '' });
  });
  it('tells an unchanged edit from a changed one', () => {
    const saved = { id: 1, constraint: 'depends', package: 'nginx', rule: '>=', version: '1' };
    assert.equal(sameConstraint(saved, { constraint: 'depends', package: 'nginx', rule: '>=', version: '1' }), true);
    assert.equal(sameConstraint(saved, { constraint: 'depends', package: 'nginx', rule: '', version: '' }), false);
  });
  it('shows the version with its rule in words, or Any', () => {
    assert.equal(versionText({ rule: '>=', version: '1.2' }), 'Newer or equal to 1.2');
    assert.equal(versionText({ rule: '', version: '' }), 'Any');
  });
});

describe('a constraints file (§2.3 "Upload constraints")', () => {
  it('reads CSV lines, with a header, quotes and any version', () => {
    const parsed = parseConstraintFile('constraint,package,rule,version\r\ndepends,nginx,>=,1.18\n\n"conflicts","tel,net",,\ndepends,"say ""hi"""\n');
    assert.deepEqual(parsed.constraints, [
      { constraint: 'depends', package: 'nginx', rule: '>=', version: '1.18' },
      { constraint: 'conflicts', package: 'tel,net', rule: '', version: '' },
      { constraint: 'depends', package: 'say "hi"', rule: '', version: '' },
    ]);
  });
  it('reads dpkg --get-selections output', () => {
    const parsed = parseConstraintFile('adduser\t\t\t\t\tinstall\nnano\t\thold\ntelnet\tdeinstall\nftp purge\n');
    assert.deepEqual(
      parsed.constraints?.map((c) => `${c.constraint} ${c.package}`),
      ['depends adduser', 'depends nano', 'conflicts telnet', 'conflicts ftp'],
    );
  });
  it('reports every bad line by its number, and nothing is kept', () => {
    const parsed = parseConstraintFile('depends,nginx\nrequires,curl\ndepends,,>=,1\ndepends,vim,>=\nvim maybe\ndepends,"open\n');
    assert.equal(parsed.constraints, undefined);
    assert.deepEqual(parsed.problems?.map((problem) => problem.line), [2, 3, 4, 5, 6]);
    assert.equal(problemText(parsed.problems![0]!), 'Line 2: "requires" is not a constraint: use depends or conflicts.');
    assert.equal(problemText(parsed.problems![2]!), 'Line 4: a rule needs a version, and a version needs a rule.');
  });
  it('says an empty file is empty', () => {
    assert.equal(fileMessage({ name: 'a.csv', text: ' \n' }), 'The file cannot be empty.');
    assert.equal(fileMessage({ name: 'a.csv', text: '# only a comment\n' }), 'The file cannot be empty.');
    assert.equal(fileMessage(undefined), 'This field is required.');
  });
  it('lists the first five problems, then how many more', () => {
    const text = Array.from({ length: 8 }, (_, i) => `bad${i} line here`).join('\n');
    const message = fileMessage({ name: 'a.csv', text })!;
    assert.equal(message.split('\n').length, 6);
    assert.match(message, /^Line 1: /);
    assert.match(message, /and 3 more lines with problems\.$/);
  });
  it('splits CSV fields per RFC 4180, an open quote being a problem', () => {
    assert.deepEqual(csvFields('a,"b,c","d""e"'), ['a', 'b,c', 'd"e']);
    assert.equal(csvFields('a,"b'), null);
  });
});

describe('the add form (§2.3)', () => {
  it('asks for the name, the description and the constraints source', async () => {
    const errors = await errorsOf({ ...base, title: ' ', description: '', source: undefined });
    assert.deepEqual(errors, { title: 'This field is required.', description: 'This field is required.', source: 'This field is required.' });
  });
  it('asks for the instance, the file or at least one valid row, by source', async () => {
    assert.deepEqual(await errorsOf({ ...base, source: 'instance' }), { instance: 'This field is required.' });
    assert.deepEqual(await errorsOf({ ...base, source: 'material', file: { name: 'a.csv', text: 'depends,vim,>=\n' } }), {
      file: 'Line 1: a rule needs a version, and a version needs a rule.',
    });
    assert.deepEqual(await errorsOf({ ...base, source: 'manual', constraints: [] }), { constraints: 'Error: Package profiles must have at least one package constraint.' });
    assert.deepEqual(await errorsOf({ ...base, source: 'manual', constraints: [row({ constraint: 'depends' })] }), { constraints: 'Required.' });
    assert.deepEqual(await errorsOf({ ...base, source: 'manual', constraints: [row({ constraint: 'depends', package: 'vim' })] }), {});
  });
  it('sends exactly one source: the instance id as a number, the file text, or the rows', () => {
    assert.deepEqual(addBody({ ...base, source: 'instance', instance: '12' }), { ...base, source_computer_id: 12 });
    assert.deepEqual(addBody({ ...base, source: 'material', file: { name: 'a.csv', text: 'depends,vim' } }), { ...base, material: 'depends,vim' });
    assert.deepEqual(addBody({ ...base, source: 'manual', constraints: [row({ constraint: 'conflicts', package: ' telnet ' })] }), {
      ...base,
      constraints: [{ constraint: 'conflicts', package: 'telnet', rule: '', version: '' }],
    });
  });
  it('sends no tags for all instances', () => {
    assert.deepEqual(addBody({ ...base, all_computers: true, tags: ['web'], source: 'instance', instance: '3' }).tags, []);
  });
});

describe('edit and duplicate (§2.4, §2.5)', () => {
  it('duplicates from the source name, never its title', () => {
    const values = profileValues(profile(), 'duplicate');
    assert.equal(values.title, 'Web servers (copy)');
    const body = duplicateBody(profile(), { title: 'Web servers (copy)', description: 'Nginx everywhere', access_group: 'global', all_computers: false, tags: ['web'] });
    assert.equal((body as { copy_from: string }).copy_from, 'web-servers');
  });
  it('sends a cleared description and an empty tag list on edit', () => {
    assert.deepEqual(editBody({ title: ' Web ', description: '', access_group: 'global', all_computers: false, tags: [] }), { title: 'Web', description: '', all_computers: false, tags: [] });
  });
});

describe("the constraints' empty text (§2.7)", () => {
  it('names the type and the search that found none', () => {
    assert.equal(noConstraintsText('', ''), 'No constraints found');
    assert.equal(noConstraintsText('depends', ''), 'No constraints found with the constraint type: "Depends on"');
    assert.equal(noConstraintsText('conflicts', 'lib'), 'No constraints found with the constraint type: "Conflicts with" and with the search: "lib"');
    assert.equal(noConstraintsText('', 'lib'), 'No constraints found with the search: "lib"');
  });
});
