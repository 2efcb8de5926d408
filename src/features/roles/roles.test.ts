import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Permission } from '../../api/roles.ts';
import { accessGroupChanges, collapseGroups, expandGroups, groupTree, tickState, toggleGroup } from './access-group-tree.ts';
import { initialSelection, permissionChanges, permissionRows, permissionsToAdd, roleSummary, setManage, setView } from './permissions.ts';

const p = (name: string, title: string, global = false): Permission => ({ name, title, global });

/** admin-account.md §2.3's catalogue (titles as the simulator gives them) and an older one. */
const CATALOGUE: Permission[] = [
  p('ViewComputer', 'View computers'),
  p('ManageComputer', 'Manage computers'),
  p('AddComputerToAccessGroup', 'Add computers to an access group'),
  p('RemoveComputerFromAccessGroup', 'Remove computers from an access group'),
  p('ManagePendingComputer', 'Manage pending computers'),
  p('ViewScript', 'View scripts'),
  p('ManageScript', 'Manage scripts'),
  p('RedactScript', 'Redact scripts'),
  p('ViewScriptProfile', 'View script profiles'),
  p('ManageScriptProfile', 'Manage script profiles'),
  p('ViewPackageProfile', 'View package profiles'),
  p('ManagePackageProfile', 'Manage package profiles'),
  p('ViewRepository', 'View package repositories'),
  p('ManageRepository', 'Manage package repositories'),
  p('ViewRepositoryProfile', 'View repository profiles'),
  p('ManageRepositoryProfile', 'Manage repository profiles'),
  p('ViewUpgradeProfile', 'View upgrade profiles'),
  p('ManageUpgradeProfile', 'Manage upgrade profiles'),
  p('ViewRemovalProfile', 'View removal profiles'),
  p('ManageRemovalProfile', 'Manage removal profiles'),
  p('ViewScheduledProfile', 'View scheduled profiles'),
  p('ManageScheduledProfile', 'Manage scheduled profiles'),
  p('ViewChildInstanceProfile', 'View child instance profiles'),
  p('ManageChildInstanceProfile', 'Manage child instance profiles'),
  p('ViewAutoinstallFile', 'View Autoinstall Files'),
  p('ManageAutoinstallFile', 'Manage Autoinstall Files'),
  p('ViewEmployee', 'View Employees'),
  p('ManageEmployee', 'Manage Employees'),
  p('ManageMAAS', 'Manage MAAS Servers'),
  p('ManageAccount', 'Manage account', true),
  p('ManageGPGKey', 'Manage GPG keys', true),
  p('ManageSecrets', 'Manage secrets', true),
  p('ViewBilling', 'View Billing', true),
  p('ManageBilling', 'Manage Billing', true),
  p('ViewEventLog', 'View event log', true),
  p('ViewRole', 'View Roles', true),
  p('ManageRole', 'Manage Roles', true),
];
const ROWS = permissionRows(CATALOGUE);
const role = (permissions: string[], global_permissions: string[] = []) => ({ permissions, global_permissions });

describe('permissionRows (§2.3)', () => {
  it('gives the table of §2.3 in its order, global and per-access-group rows apart', () => {
    const table = (global: boolean) => ROWS.filter((row) => row.global === global).map((row) => [row.label, row.view ?? null, row.manage ?? null]);
    assert.deepEqual(table(true), [
      ['account', null, 'ManageAccount'],
      ['GPG keys', null, 'ManageGPGKey'],
      ['secrets', null, 'ManageSecrets'],
      ['Billing', 'ViewBilling', 'ManageBilling'],
      ['event log', 'ViewEventLog', null],
      ['Roles', 'ViewRole', 'ManageRole'],
    ]);
    assert.deepEqual(
      table(false).map(([label]) => label),
      [
        'access group',
        'MAAS Servers',
        'pending instances',
        'Redact scripts',
        'Autoinstall Files',
        'child instance profiles',
        'Employees',
        'instances',
        'package profiles',
        'package repositories',
        'removal profiles',
        'repository profiles',
        'scheduled profiles',
        'script profiles',
        'scripts',
        'upgrade profiles',
      ],
    );
    assert.equal(ROWS.find((row) => row.label === 'access group')!.manage, 'AddComputerToAccessGroup');
    assert.ok(!ROWS.some((row) => row.view === 'RemoveComputerFromAccessGroup' || row.manage === 'RemoveComputerFromAccessGroup'));
  });

  it('copes with permissions whose titles follow no pattern, and an empty title', () => {
    const rows = permissionRows([p('ExecuteScript', 'Execute scripts'), p('Odd', ''), p('ViewThing', 'view things'), p('ManageThing', 'Manage Things')]);
    assert.deepEqual(
      rows.map((row) => [row.label, row.view ?? null, row.manage ?? null]),
      [
        ['Execute scripts', null, 'ExecuteScript'],
        ['Odd', null, 'Odd'],
        ['things', 'ViewThing', 'ManageThing'],
      ],
    );
  });
});

describe('roleSummary (§2.2)', () => {
  it('All properties when every row of the kind is covered; managing implies viewing', () => {
    const all = CATALOGUE.map((permission) => permission.name);
    assert.deepEqual(roleSummary(role(all), ROWS), { view: { all: true }, manage: { all: true } });
    const manages = ROWS.filter((row) => row.manage).map((row) => row.manage!);
    const viewed = ROWS.filter((row) => row.view && row.manage).map((row) => row.label);
    assert.deepEqual(roleSummary(role(manages), ROWS).view, { all: false, labels: viewed });
    assert.ok(!viewed.includes('event log'));
  });

  it('labels in the rows order, global ones included; manage-only rows stay out of View; Remove… out of both', () => {
    const summary = roleSummary(role(['ManageComputer', 'ManagePendingComputer', 'ViewScript', 'RemoveComputerFromAccessGroup'], ['ViewEventLog', 'ManageAccount']), ROWS);
    assert.deepEqual(summary.manage, { all: false, labels: ['account', 'pending instances', 'instances'] });
    assert.deepEqual(summary.view, { all: false, labels: ['event log', 'instances', 'scripts'] });
  });

  it('a permission GetPermissions does not list shows by its name, never as an empty label', () => {
    const summary = roleSummary(role(['ViewComputer', 'ExecuteScript', 'ViewSavedSearch', 'RemoveAnything']), ROWS);
    assert.deepEqual(summary.manage, { all: false, labels: ['ExecuteScript'] });
    assert.deepEqual(summary.view, { all: false, labels: ['instances', 'ViewSavedSearch'] });
    // No catalogue at all: names only.
    assert.deepEqual(roleSummary(role(['ManageComputer']), []).manage, { all: false, labels: ['ManageComputer'] });
  });

  it('nothing held: no labels', () => {
    assert.deepEqual(roleSummary(role([]), ROWS), { view: { all: false, labels: [] }, manage: { all: false, labels: [] } });
  });
});

const row = (label: string) => ROWS.find((candidate) => candidate.label === label)!;
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the matrices (§2.4)', () => {
  it('ticking Manage ticks View; unticking Manage leaves View; View stays while Manage is ticked', () => {
    let selection = setManage([], row('instances'), true);
    assert.deepEqual(sorted(selection), ['ManageComputer', 'ViewComputer']);
    assert.deepEqual(sorted(setView(selection, row('instances'), false)), ['ManageComputer', 'ViewComputer']);
    selection = setManage(selection, row('instances'), false);
    assert.deepEqual(selection, ['ViewComputer']);
    assert.deepEqual(setView(selection, row('instances'), false), []);
    assert.deepEqual(setView([], row('account'), true), []);
  });

  it('a new role gets the selection, the views it implies and the access-group pair', () => {
    assert.deepEqual(sorted(permissionsToAdd(['ManageComputer', 'AddComputerToAccessGroup'], ROWS)), [
      'AddComputerToAccessGroup',
      'ManageComputer',
      'RemoveComputerFromAccessGroup',
      'ViewComputer',
    ]);
  });
});

describe('permissionChanges (§2.4 edit)', () => {
  const edit = (held: string[], change: (selection: string[]) => string[]) => {
    const changes = permissionChanges(held, change(initialSelection(held, ROWS)), ROWS);
    return { add: sorted(changes.add), remove: sorted(changes.remove) };
  };

  it('nothing changed: nothing, even where the role holds a Manage without its View or Add without Remove', () => {
    for (const held of [['ManageComputer'], ['AddComputerToAccessGroup'], ['RemoveComputerFromAccessGroup'], ['ViewComputer', 'ManageComputer', 'ManageRole', 'ViewRole', 'Unknown']]) {
      assert.deepEqual(edit(held, (selection) => selection), { add: [], remove: [] }, held.join());
    }
  });

  it('global permissions are added and removed like the others', () => {
    assert.deepEqual(edit(['ViewEventLog', 'ManageAccount'], (s) => setManage(setManage(s, row('account'), false), row('Roles'), true)), {
      add: ['ManageRole', 'ViewRole'],
      remove: ['ManageAccount'],
    });
  });

  it("unticking a Manage whose View the role never held adds that View: the role read back is what the form showed", () => {
    assert.deepEqual(edit(['ManageComputer'], (s) => setManage(s, row('instances'), false)), { add: ['ViewComputer'], remove: ['ManageComputer'] });
    assert.deepEqual(edit(['ViewComputer', 'ManageComputer'], (s) => setView(setManage(s, row('instances'), false), row('instances'), false)), {
      add: [],
      remove: ['ManageComputer', 'ViewComputer'],
    });
  });

  it('AddComputerToAccessGroup drags RemoveComputerFromAccessGroup both ways', () => {
    assert.deepEqual(edit([], (s) => setManage(s, row('access group'), true)), { add: ['AddComputerToAccessGroup', 'RemoveComputerFromAccessGroup'], remove: [] });
    assert.deepEqual(edit(['AddComputerToAccessGroup', 'RemoveComputerFromAccessGroup'], (s) => setManage(s, row('access group'), false)), {
      add: [],
      remove: ['AddComputerToAccessGroup', 'RemoveComputerFromAccessGroup'],
    });
  });

  it('a permission the form has no box for is never removed', () => {
    assert.deepEqual(edit(['ViewSavedSearch', 'ViewComputer'], (s) => setView(s, row('instances'), false)), { add: [], remove: ['ViewComputer'] });
  });
});

const GROUPS = [
  { name: 'global', title: 'Global access', parent: '' },
  { name: 'servers', title: 'Servers', parent: 'global' },
  { name: 'production', title: 'Production servers', parent: 'servers' },
  { name: 'staging', title: 'Staging', parent: 'servers' },
  { name: 'desktops', title: 'Desktops', parent: 'global' },
  { name: 'wsl', title: 'WSL', parent: 'desktops' },
];
const TREE = groupTree(GROUPS);

describe('the access group tree (§2.4)', () => {
  it('lists each group before its children, siblings by name, with its depth', () => {
    assert.deepEqual(
      TREE.nodes.map((node) => `${node.depth}:${node.name}`),
      ['0:global', '1:desktops', '2:wsl', '1:servers', '2:production', '2:staging'],
    );
  });

  it('survives unknown parents and loops: every group once', () => {
    const tree = groupTree([
      { name: 'a', title: 'A', parent: 'b' },
      { name: 'b', title: 'B', parent: 'a' },
      { name: 'orphan', title: 'O', parent: 'gone' },
      { name: 'self', title: 'S', parent: 'self' },
    ]);
    assert.deepEqual(sorted(tree.nodes.map((node) => node.name)), ['a', 'b', 'orphan', 'self']);
    assert.deepEqual(sorted(toggleGroup(tree, new Set(), 'a')), ['a', 'b']);
  });

  it('ticking ticks the subtree, then each complete parent up to the first incomplete one', () => {
    let ticked = toggleGroup(TREE, new Set(), 'production');
    assert.deepEqual(sorted(ticked), ['production']);
    assert.equal(tickState(TREE, ticked, 'servers'), 'mixed');
    assert.equal(tickState(TREE, ticked, 'global'), 'mixed');
    ticked = toggleGroup(TREE, ticked, 'staging');
    assert.deepEqual(sorted(ticked), ['production', 'servers', 'staging']);
    ticked = toggleGroup(TREE, ticked, 'desktops');
    assert.deepEqual(sorted(ticked), sorted(GROUPS.map((group) => group.name)));
  });

  it('unticking (or pressing a mixed group) unticks the subtree and every parent', () => {
    const all = new Set(GROUPS.map((group) => group.name));
    assert.deepEqual(sorted(toggleGroup(TREE, all, 'production')), ['desktops', 'staging', 'wsl']);
    const mixed = new Set(['production']);
    assert.equal(tickState(TREE, mixed, 'servers'), 'mixed');
    assert.deepEqual(sorted(toggleGroup(TREE, mixed, 'servers')), []);
  });

  it('collapses a ticked group over the groups below it, from the top down; expands a role\'s groups', () => {
    assert.deepEqual(collapseGroups(TREE, new Set(GROUPS.map((group) => group.name))), ['global']);
    assert.deepEqual(collapseGroups(TREE, new Set(['servers', 'production', 'staging', 'wsl'])), ['wsl', 'servers']);
    assert.deepEqual(sorted(expandGroups(TREE, ['servers', 'wsl'])), ['production', 'servers', 'staging', 'wsl']);
  });

  it('edit: nothing when the boxes are as they started (even for redundant role groups); else collapsed against the role', () => {
    const redundant = ['servers', 'production'];
    assert.deepEqual(accessGroupChanges(TREE, redundant, expandGroups(TREE, redundant)), { add: [], remove: [] });
    const ticked = toggleGroup(TREE, expandGroups(TREE, redundant), 'desktops');
    assert.deepEqual(accessGroupChanges(TREE, redundant, ticked), { add: ['global'], remove: ['servers', 'production'] });
    const untick = toggleGroup(TREE, expandGroups(TREE, ['servers']), 'staging');
    assert.deepEqual(accessGroupChanges(TREE, ['servers'], untick), { add: ['production'], remove: ['servers'] });
    // A group the tree does not know stays.
    assert.deepEqual(accessGroupChanges(TREE, ['gone'], new Set(['wsl'])), { add: ['wsl'], remove: [] });
  });
});
