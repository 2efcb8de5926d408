import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AptSource, Distribution } from '../../api/repositories.ts';
import type { RepositoryProfile } from '../../api/repository-profiles.ts';
import { repositoryProfileActions } from './actions.ts';
import { addValues, bodyOf, editValues, filterAptSources, filterPockets, repositoryFormSchema, type RepositoryFormValues } from './repository-form.ts';

function profile(extra: Partial<RepositoryProfile> = {}): RepositoryProfile {
  return {
    id: 1,
    name: 'repo-profile-1',
    title: 'Repository profile 1',
    description: 'Test profile one',
    access_group: 'global',
    all_computers: false,
    tags: ['web', 'prod'],
    apt_sources: [1, 2],
    pockets: [
      { id: 11, name: 'release', distribution: { name: 'ubuntu' }, series: { name: 'noble' } },
      { id: 12, name: 'updates', distribution: { name: 'ubuntu' }, series: { name: 'noble' } },
    ],
    pending_count: 0,
    ...extra,
  };
}

const pocket = (id: number, name: string) => ({ id, name, mode: 'mirror' });

const DISTRIBUTIONS: readonly Distribution[] = [
  {
    name: 'ubuntu',
    series: [
      { name: 'noble', pockets: [pocket(1, 'release'), pocket(2, 'updates'), pocket(3, 'security')] },
      { name: 'jammy', pockets: [pocket(4, 'release'), pocket(5, 'security')] },
      { name: 'focal', pockets: [] },
    ],
  },
  { name: 'acme-internal', series: [{ name: 'tools (beta)', pockets: [pocket(6, 'staging[1]'), pocket(7, 'release*')] }] },
  { name: 'empty', series: [{ name: 'nothing', pockets: [] }] },
  { name: 'no-series', series: [] },
];

const SOURCES: readonly AptSource[] = [
  { id: 1, name: 'docker', line: 'deb https://download.docker.com/linux/ubuntu noble stable' },
  { id: 2, name: 'PPA (deadsnakes)', line: 'deb http://ppa.launchpad.net/deadsnakes/ppa/ubuntu noble main' },
  { id: 3, name: 'internal', line: 'deb [arch=amd64] http://apt.acme.example/ubuntu noble main' },
];

/** The distributions as `distribution/series/pocket` paths, for short assertions. */
const paths = (distributions: readonly Distribution[]) =>
  distributions.flatMap((distribution) => distribution.series.flatMap((series) => series.pockets.map((one) => `${distribution.name}/${series.name}/${one.name}`)));

const valuesOf = (values: Partial<RepositoryFormValues>): RepositoryFormValues => ({ ...editValues(profile()), ...values });

describe('the form values', () => {
  it('sends back what an edit opened with: every field of the profile, its pockets by id', () => {
    const opened = profile();
    assert.deepEqual(bodyOf(editValues(opened), 'edit'), {
      title: opened.title,
      description: opened.description,
      access_group: opened.access_group,
      all_computers: opened.all_computers,
      tags: opened.tags,
      pockets: [11, 12],
      apt_sources: opened.apt_sources,
    });
  });

  it('keeps the tags on an edit for all instances, and sends none on such an add', () => {
    const forAll = valuesOf({ all_computers: true, tags: ['web'] });
    assert.deepEqual(bodyOf(forAll, 'edit').tags, ['web']);
    assert.deepEqual(bodyOf(forAll, 'add').tags, []);
    assert.deepEqual(bodyOf(valuesOf({ all_computers: false, tags: ['web'] }), 'add').tags, ['web']);
  });

  it('sends what was cleared as "" and [], never leaving it out', () => {
    const body = bodyOf(valuesOf({ description: '', tags: [], pockets: [], apt_sources: [] }), 'edit');
    assert.equal(body.description, '');
    assert.deepEqual(body.tags, []);
    assert.deepEqual(body.pockets, []);
    assert.deepEqual(body.apt_sources, []);
    assert.deepEqual(Object.keys(body).sort(), ['access_group', 'all_computers', 'apt_sources', 'description', 'pockets', 'tags', 'title']);
  });

  it('trims the title and sends each pocket and source once', () => {
    const body = bodyOf(valuesOf({ title: '  Noble mirrors ', pockets: [3, 1, 3], apt_sources: [2, 2] }), 'add');
    assert.equal(body.title, 'Noble mirrors');
    assert.deepEqual(body.pockets, [3, 1]);
    assert.deepEqual(body.apt_sources, [2]);
  });

  it('requires a title, any title (no lower-case slug rule), and starts an add empty in global', async () => {
    const empty = addValues();
    assert.deepEqual(empty, { title: '', description: '', access_group: 'global', all_computers: false, tags: [], pockets: [], apt_sources: [] });
    await assert.rejects(repositoryFormSchema.validate({ ...empty, title: '   ' }), /This field is required\./);
    const checked = await repositoryFormSchema.validate({ ...empty, title: 'Repository profile 1 (Noble)' });
    assert.equal(checked.title, 'Repository profile 1 (Noble)');
    assert.equal(checked.description, '');
  });
});

describe('the pockets search', () => {
  it('hides series and distributions without pockets', () => {
    assert.deepEqual(
      filterPockets(DISTRIBUTIONS, '').map((distribution) => [distribution.name, distribution.series.map((series) => series.name)]),
      [
        ['ubuntu', ['noble', 'jammy']],
        ['acme-internal', ['tools (beta)']],
      ],
    );
    assert.deepEqual(filterPockets(DISTRIBUTIONS, '   '), filterPockets(DISTRIBUTIONS, ''));
  });

  it('keeps a distribution whose name matches with all its series and pockets', () => {
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, 'UBUNTU')), [
      'ubuntu/noble/release',
      'ubuntu/noble/updates',
      'ubuntu/noble/security',
      'ubuntu/jammy/release',
      'ubuntu/jammy/security',
    ]);
  });

  it('else a series whose name matches with all its pockets', () => {
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, ' Jam ')), ['ubuntu/jammy/release', 'ubuntu/jammy/security']);
  });

  it('else the pockets whose names match, in every series', () => {
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, 'secur')), ['ubuntu/noble/security', 'ubuntu/jammy/security']);
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, 'release')), ['ubuntu/noble/release', 'ubuntu/jammy/release', 'acme-internal/tools (beta)/release*']);
    assert.deepEqual(filterPockets(DISTRIBUTIONS, 'focal'), [], 'a series without pockets stays hidden even when its name matches');
    assert.deepEqual(filterPockets(DISTRIBUTIONS, 'nothing here'), []);
  });

  it('reads ( [ * and other pattern characters as text', () => {
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, '(beta')), ['acme-internal/tools (beta)/staging[1]', 'acme-internal/tools (beta)/release*']);
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, 'staging[')), ['acme-internal/tools (beta)/staging[1]']);
    assert.deepEqual(paths(filterPockets(DISTRIBUTIONS, 'e*')), ['acme-internal/tools (beta)/release*']);
    for (const search of ['(', '[', '*', '+', '?', '\\', '.*', ')']) assert.doesNotThrow(() => filterPockets(DISTRIBUTIONS, search));
    assert.deepEqual(filterPockets(DISTRIBUTIONS, '.*'), [], 'not a pattern matching everything');
  });
});

describe('the APT sources search', () => {
  it('matches the name or the line, any case, trimmed; nothing searched shows every source', () => {
    assert.deepEqual(filterAptSources(SOURCES, ''), SOURCES);
    assert.deepEqual(filterAptSources(SOURCES, ' DOCKER ').map((source) => source.id), [1]);
    assert.deepEqual(filterAptSources(SOURCES, 'launchpad').map((source) => source.id), [2]);
    assert.deepEqual(filterAptSources(SOURCES, 'noble').map((source) => source.id), [1, 2, 3]);
  });

  it('reads ( [ * as text', () => {
    assert.deepEqual(filterAptSources(SOURCES, '(dead').map((source) => source.id), [2]);
    assert.deepEqual(filterAptSources(SOURCES, '[arch=').map((source) => source.id), [3]);
    assert.deepEqual(filterAptSources(SOURCES, '*'), []);
  });
});

describe('the row actions', () => {
  it('are Edit then Remove, named after the profile', () => {
    assert.deepEqual(repositoryProfileActions(profile()), [
      { id: 'edit', label: 'Edit', accessibleName: 'Edit "Repository profile 1" profile' },
      { id: 'remove', label: 'Remove', accessibleName: 'Remove "Repository profile 1" repository profile', destructive: true },
    ]);
  });
});
