import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { affectedProfiles, tagError } from './tag-check.ts';

const profile = (id: number, tags: string[], extra: Partial<{ all_computers: boolean; access_group: string; associated_instances: number }> = {}) => ({
  id,
  title: `Profile ${id}`,
  tags,
  all_computers: false,
  access_group: 'global',
  associated_instances: 10,
  ...extra,
});

describe('tagError', () => {
  it('takes letters, digits, hyphens and underscores after a letter', () => {
    assert.equal(tagError('web-01_a'), undefined);
  });
  it('asks for a first letter, then for the allowed characters', () => {
    assert.equal(tagError('1web'), 'Tag must starts with a letter');
    assert.equal(tagError(''), 'Tag must starts with a letter');
    assert.equal(tagError('web prod'), 'Tag can only contain letters, numbers, hyphens, and underscores');
    assert.equal(tagError('wéb'), 'Tag can only contain letters, numbers, hyphens, and underscores');
  });
});

describe('affectedProfiles', () => {
  const instances = [
    { tags: ['db'], access_group: 'global' },
    { tags: [], access_group: 'production' },
  ];
  it('lists a profile with an added tag and an instance it does not cover yet, with the first matching tag', () => {
    const affected = affectedProfiles([profile(1, ['web', 'edge'])], ['edge', 'web'], instances);
    assert.deepEqual(
      affected.map((entry) => [entry.profile.id, entry.tag, entry.newInstances, entry.overLimit]),
      [[1, 'edge', 2, false]],
    );
  });
  it('leaves out profiles without an added tag, covering every instance, or already covering the instances', () => {
    assert.deepEqual(affectedProfiles([profile(1, ['other'])], ['web'], instances), []);
    assert.deepEqual(affectedProfiles([profile(2, ['web'], { all_computers: true })], ['web'], instances), []);
    assert.deepEqual(affectedProfiles([profile(3, ['web', 'db'])], ['web'], [instances[0]!]), []);
  });
  it('counts only the instances in the profile access group or below it, when the groups are known', () => {
    const groups = [
      { name: 'global', title: 'Global', parent: '' },
      { name: 'servers', title: 'Servers', parent: 'global' },
      { name: 'production', title: 'Production', parent: 'servers' },
    ];
    const [entry] = affectedProfiles([profile(1, ['web'], { access_group: 'servers' })], ['web'], instances, groups);
    assert.equal(entry?.newInstances, 1);
    assert.deepEqual(affectedProfiles([profile(1, ['web'], { access_group: 'staging' })], ['web'], instances, groups), []);
  });
  it('warns only past the 5000 instance limit', () => {
    assert.equal(affectedProfiles([profile(1, ['web'], { associated_instances: 4998 })], ['web'], instances)[0]?.overLimit, false);
    assert.equal(affectedProfiles([profile(1, ['web'], { associated_instances: 4999 })], ['web'], instances)[0]?.overLimit, true);
  });
});
