import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT_ACCESS_GROUP } from '../../api/access-group-admin.ts';
import { GLOBAL_ACCESS_GROUP, type AccessGroup } from '../../api/access-groups.ts';
import { orgDataKeys } from '../org-data/queries.ts';
import { accessGroupKeys } from './queries.ts';
import { decode, encode } from '../../lib/list-params.ts';
import { accessGroupListParams, accessGroupRows, groupInstancesPath, matchesSearch, nextSort, type RowOptions } from './access-group-list.ts';
import { ACCESS_GROUP_TEXTS as T } from './texts.ts';

const group = (name: string, title: string, parent: string): AccessGroup => ({ name, title, parent });
/** The seed's acme tree, in the server's order. */
const GROUPS = [
  group('global', 'Global access', ''),
  group('servers', 'Servers', 'global'),
  group('production', 'Production servers', 'servers'),
  group('staging', 'Staging and development', 'servers'),
  group('desktops', 'Acme desktops', 'global'),
  group('wsl', 'WSL instances', 'desktops'),
  group('qa', 'QA and load testing', 'staging'),
];
const flat: RowOptions = { search: '', tree: false, sortBy: '', sort: '' };
const tree: RowOptions = { ...flat, tree: true };
const names = (options: RowOptions, groups = GROUPS) => accessGroupRows(groups, options).map((row) => row.group.name);
const shape = (options: RowOptions) => accessGroupRows(GROUPS, options).map((row) => `${'  '.repeat(row.depth)}${row.group.name} ${row.posInSet}/${row.setSize}${row.hasChildren ? (row.expanded ? ' -' : ' +') : ''}`);

describe('the access groups list', () => {
  it('searches name or title, any case, trimmed', () => {
    assert.equal(matchesSearch(GROUPS[2]!, 'PRODUCTION'), true);
    assert.equal(matchesSearch(GROUPS[2]!, ' servers '), true);
    assert.equal(matchesSearch(GROUPS[5]!, 'wsl inst'), true);
    assert.equal(matchesSearch(GROUPS[5]!, 'desktop'), false);
    assert.deepEqual(names({ ...flat, search: 'serv' }), ['servers', 'production']);
  });

  it('flat: the server’s order, or sorted by title, name, parent title or count (unknown counts last)', () => {
    assert.deepEqual(names(flat), GROUPS.map((item) => item.name));
    assert.deepEqual(names({ ...flat, sortBy: 'title', sort: 'asc' }), ['desktops', 'global', 'production', 'qa', 'servers', 'staging', 'wsl']);
    assert.deepEqual(names({ ...flat, sortBy: 'name', sort: 'desc' }), ['wsl', 'staging', 'servers', 'qa', 'production', 'global', 'desktops']);
    // By the parent's title: none first, then Acme desktops, Global access, Servers, Staging and development.
    assert.deepEqual(names({ ...flat, sortBy: 'parent', sort: 'asc' }), ['global', 'wsl', 'servers', 'desktops', 'production', 'staging', 'qa']);
    const counts: Record<string, number> = { global: 200, servers: 0, production: 2400, staging: 1500, desktops: 860, wsl: 300 };
    assert.deepEqual(names({ ...flat, sortBy: 'instances', sort: 'desc', countOf: (name) => counts[name] }), ['production', 'staging', 'desktops', 'wsl', 'global', 'servers', 'qa']);
    assert.deepEqual(names({ ...flat, sortBy: 'instances', sort: 'asc', countOf: (name) => counts[name] }), ['servers', 'global', 'wsl', 'desktops', 'staging', 'production', 'qa']);
  });

  it('tree: each group under its parent, levels and places among siblings, closed groups without their children', () => {
    assert.deepEqual(shape(tree), [
      'global 1/1 -',
      '  servers 1/2 -',
      '    production 1/2',
      '    staging 2/2 -',
      '      qa 1/1',
      '  desktops 2/2 -',
      '    wsl 1/1',
    ]);
    assert.deepEqual(shape({ ...tree, collapsed: new Set(['servers']) }), ['global 1/1 -', '  servers 1/2 +', '  desktops 2/2 -', '    wsl 1/1']);
    // Sorted among siblings.
    assert.deepEqual(names({ ...tree, sortBy: 'title', sort: 'asc' }), ['global', 'desktops', 'wsl', 'servers', 'production', 'staging', 'qa']);
  });

  it('tree with a search: the matches and every group above them', () => {
    assert.deepEqual(shape({ ...tree, search: 'load testing' }), ['global 1/1 -', '  servers 1/1 -', '    staging 1/1 -', '      qa 1/1']);
    assert.deepEqual(names({ ...tree, search: 'nothing like it' }), []);
  });

  it('tree: an unknown parent makes a root, and a loop ends', () => {
    const odd = [group('a', 'A', 'b'), group('b', 'B', 'a'), group('orphan', 'Orphan', 'gone'), group('self', 'Self', 'self')];
    assert.deepEqual(names(tree, odd), ['orphan', 'self']);
  });

  it('sorts asc, desc, then none on one header; another header starts asc', () => {
    assert.deepEqual(nextSort({ sortBy: '', sort: '' }, 'title'), { sortBy: 'title', sort: 'asc' });
    assert.deepEqual(nextSort({ sortBy: 'title', sort: 'asc' }, 'title'), { sortBy: 'title', sort: 'desc' });
    assert.deepEqual(nextSort({ sortBy: 'title', sort: 'desc' }, 'title'), { sortBy: '', sort: '' });
    assert.deepEqual(nextSort({ sortBy: 'title', sort: 'desc' }, 'instances'), { sortBy: 'instances', sort: 'asc' });
  });

  it('keeps search, groupBy and the sort in the address, in SPEC’s order; a sort without its column is none', () => {
    const params = decode(accessGroupListParams, '?sortBy=instances&sort=desc&search=qa&groupBy=parent');
    assert.deepEqual({ ...params }, { groupBy: 'parent', search: 'qa', sort: 'desc', sortBy: 'instances' });
    assert.equal(encode(accessGroupListParams, params, ''), '?groupBy=parent&search=qa&sort=desc&sortBy=instances');
    assert.deepEqual({ ...decode(accessGroupListParams, '?sort=asc&groupBy=tree') }, { groupBy: '', search: '', sort: '', sortBy: '' });
    assert.deepEqual({ ...decode(accessGroupListParams, '?sortBy=parent') }, { groupBy: '', search: '', sort: '', sortBy: '' });
  });

  it('links a count to the instances list filtered by the group, as upstream does', () => {
    assert.equal(groupInstancesPath('qa'), '/instances?accessGroups=qa');
    assert.equal(groupInstancesPath('a b&c'), '/instances?accessGroups=a+b%26c');
  });

  it('says the counts and the delete texts as the file gives them', () => {
    assert.equal(T.instances(1), '1 instance');
    assert.equal(T.instances(1500), '1,500 instances');
    assert.equal(T.remove.affects(2, 'Servers'), 'Removing this access group will affect 2 instances. They will now belong to "Servers".');
    assert.equal(T.remove.affects(1, 'Servers'), 'Removing this access group will affect 1 instance. They will now belong to "Servers".');
    assert.equal(T.remove.done('QA'), 'You have successfully deleted the "QA" access group.');
    assert.equal(T.remove.doneMessage('Servers'), 'All entities in this access group will now belong to "Servers".');
    assert.equal(T.emptyState.body, "You haven't added any access groups yet.");
  });

  it('reads the groups under the key every screen reads them under, and names the root as they do', () => {
    assert.deepEqual(accessGroupKeys.all, orgDataKeys.accessGroups);
    assert.deepEqual(accessGroupKeys.count('qa').slice(0, 1), orgDataKeys.accessGroups);
    assert.equal(ROOT_ACCESS_GROUP, GLOBAL_ACCESS_GROUP);
  });
});
