import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InstanceAlert } from '../../../api/instances.ts';
import { securityProfilesPath } from '../../shell/paths.ts';
import {
  annotationLines,
  ipAddresses,
  systemFact,
  alertTone,
  auditResult,
  auditResultQuery,
  canonicalInstancePath,
  inAccessGroup,
  instanceName,
  instanceStatus,
  otherAlerts,
  profilesCovering,
} from './instance-page.ts';
import { activityListParams } from '../../activities/activity-list.ts';
import { canonicalSearch, requestedTab, switchedSearch, TAB_PARAMS } from './page-params.ts';
import { packageListParams } from './tabs/packages/package-list.ts';
import { processListParams } from './tabs/processes/process-list.ts';
import { usnListParams } from './tabs/security-issues/usn-list.ts';
import { snapListParams } from './tabs/snaps/snap-list.ts';
import { wslListParams } from './tabs/wsl/wsl-list.ts';
import { userListParams } from './tabs/users/user-list.ts';
import { shownTab, visibleTabs } from './tabs.ts';

const offline: InstanceAlert = { type: 'ComputerOfflineAlert', summary: 'Computer is offline', severity: 'danger' };
const security: InstanceAlert = { type: 'SecurityUpgradesAlert', summary: 'Security upgrades available', severity: 'warning' };
const PING = '2025-05-01T10:00:00Z';

describe('instanceStatus', () => {
  it('is Online without the offline alert, Offline with it', () => {
    assert.deepEqual(instanceStatus({ archived: false, last_ping_time: PING, alerts: [security] }), { label: 'Online', tone: 'positive' });
    assert.deepEqual(instanceStatus({ archived: false, last_ping_time: PING, alerts: [security, offline] }), { label: 'Offline', tone: 'negative' });
    assert.deepEqual(instanceStatus({ archived: false, last_ping_time: PING }), { label: 'Online', tone: 'positive' });
  });

  it('says Archived for an archived instance (which raises no alerts) and Never pinged without a ping', () => {
    assert.deepEqual(instanceStatus({ archived: true, last_ping_time: PING, alerts: [] }), { label: 'Archived', tone: 'neutral' });
    assert.deepEqual(instanceStatus({ archived: false, last_ping_time: null, alerts: [] }), { label: 'Never pinged', tone: 'neutral' });
    assert.deepEqual(instanceStatus({ archived: false, last_ping_time: null, alerts: [offline] }), { label: 'Offline', tone: 'negative' });
  });
});

describe('alerts', () => {
  it('lists every alert but the offline one, in the server order', () => {
    const reboot: InstanceAlert = { type: 'ComputerRebootAlert', summary: 'Reboot required', severity: 'info' };
    assert.deepEqual(otherAlerts({ alerts: [reboot, offline, security] }), [reboot, security]);
    assert.deepEqual(otherAlerts({}), []);
  });

  it('takes a tone from the severity, as the list does', () => {
    assert.equal(alertTone({ severity: 'danger' }), 'negative');
    assert.equal(alertTone({ severity: 'critical' }), 'negative');
    assert.equal(alertTone({ severity: 'warning' }), 'caution');
    assert.equal(alertTone({ severity: 'info' }), 'information');
    assert.equal(alertTone({ severity: 'unheard-of' }), 'information');
  });
});

describe('instanceName and canonicalInstancePath', () => {
  it('names an instance by title, else hostname, else id', () => {
    assert.equal(instanceName({ id: 6, title: 'web-01', hostname: 'web-01.example.com' }), 'web-01');
    assert.equal(instanceName({ id: 6, title: '  ', hostname: 'web-01.example.com' }), 'web-01.example.com');
    assert.equal(instanceName({ id: 6, title: '', hostname: '' }), 'Instance 6');
    // A title of invisible characters names nothing (issue 11).
    assert.equal(instanceName({ id: 6, title: '\u200B\u202E', hostname: '\u200C' }), 'Instance 6');
  });

  it('places a WSL instance under its host', () => {
    assert.equal(canonicalInstancePath({ id: 6, parent: null }), '/instances/6');
    const host = { id: 5 } as Parameters<typeof canonicalInstancePath>[0]['parent'];
    assert.equal(canonicalInstancePath({ id: 7, parent: host }), '/instances/5/7');
  });
});

const GROUPS = [
  { name: 'global', parent: '' },
  { name: 'servers', parent: 'global' },
  { name: 'production', parent: 'servers' },
  { name: 'desktops', parent: 'global' },
];

describe('inAccessGroup', () => {
  it('holds for the group itself and any group below it', () => {
    assert.equal(inAccessGroup(GROUPS, 'production', 'production'), true);
    assert.equal(inAccessGroup(GROUPS, 'servers', 'production'), true);
    assert.equal(inAccessGroup(GROUPS, 'global', 'production'), true);
    assert.equal(inAccessGroup(GROUPS, 'desktops', 'production'), false);
    assert.equal(inAccessGroup(GROUPS, 'production', 'servers'), false);
  });

  it('stops at an unknown group and at a loop of parents', () => {
    assert.equal(inAccessGroup(GROUPS, 'global', 'unknown'), false);
    assert.equal(inAccessGroup(GROUPS, 'unknown', 'unknown'), true);
    const loop = [
      { name: 'a', parent: 'b' },
      { name: 'b', parent: 'a' },
    ];
    assert.equal(inAccessGroup(loop, 'global', 'a'), false);
  });
});

describe('profilesCovering', () => {
  const profile = (id: number, fields: Partial<{ status: 'active' | 'archived'; access_group: string; all_computers: boolean; tags: string[] }>) => ({
    id,
    status: 'active' as const,
    access_group: 'global',
    all_computers: false,
    tags: [] as string[],
    ...fields,
  });
  const instance = { access_group: 'production', tags: ['web', 'prod'], archived: false };

  it('keeps active profiles for all computers or sharing a tag, in the access group or above it', () => {
    const profiles = [
      profile(1, { all_computers: true }),
      profile(2, { tags: ['db', 'prod'] }),
      profile(3, { tags: ['db'] }),
      profile(4, { all_computers: true, access_group: 'desktops' }),
      profile(5, { all_computers: true, status: 'archived' }),
      profile(6, { tags: ['web'], access_group: 'servers' }),
      profile(7, {}),
    ];
    assert.deepEqual(
      profilesCovering(profiles, instance, GROUPS).map((item) => item.id),
      [1, 2, 6],
    );
  });

  it('matches tags exactly and covers no archived instance', () => {
    assert.deepEqual(profilesCovering([profile(1, { tags: ['Web'] })], instance, GROUPS), []);
    assert.deepEqual(profilesCovering([profile(1, { all_computers: true })], { ...instance, archived: true }, GROUPS), []);
  });
});

describe('audit results', () => {
  it('asks for this instance with the profile pass or fail term', () => {
    assert.equal(auditResultQuery(6, 3, 'pass'), 'id:6 security-profile:3:pass');
    assert.equal(auditResultQuery(6, 3, 'fail'), 'id:6 security-profile:3:fail');
  });

  it('reads Passed, Failed or Not run from the counts', () => {
    assert.equal(auditResult(1, 0), 'pass');
    assert.equal(auditResult(0, 1), 'fail');
    assert.equal(auditResult(0, 0), 'not-run');
  });

  it('links a profile to the security profiles screen searched by its title', () => {
    assert.equal(securityProfilesPath(), '/profiles/security');
    assert.equal(securityProfilesPath({ search: ' ' }), '/profiles/security');
    assert.equal(securityProfilesPath({ search: 'CIS & "servers"' }), '/profiles/security?search=CIS+%26+%22servers%22');
  });
});

describe('the page address', () => {
  const ubuntu = visibleTabs({ distribution_info: { description: 'Ubuntu 24.04 LTS', release: '24.04', distributor: 'Ubuntu' } });

  it('reads the first tab, shown when the instance has it, Info otherwise', () => {
    assert.equal(shownTab(requestedTab('?tab=activities&tab=junk'), ubuntu), 'activities');
    assert.equal(shownTab(requestedTab('?tab=info'), ubuntu), 'info');
    assert.equal(shownTab(requestedTab(''), ubuntu), 'info');
    assert.equal(shownTab(requestedTab('?tab=nope'), ubuntu), 'info');
    // A tab another distributor shows.
    assert.equal(shownTab(requestedTab('?tab=wsl'), ubuntu), 'info');
  });

  it('writes one tab where the first was, none for Info, and keeps the host\'s parameters', () => {
    assert.equal(canonicalSearch('?tab=activities&status=failed&tab=junk', 'activities'), '?tab=activities&status=failed');
    assert.equal(canonicalSearch('?utm=x&tab=nope', 'info'), '?utm=x');
    assert.equal(canonicalSearch('?utm=x', 'activities'), '?utm=x&tab=activities');
  });

  it('drops the activities list parameters off the Activities tab', () => {
    assert.equal(canonicalSearch('?status=failed&utm=x&currentPage=3', 'info'), '?utm=x');
    assert.equal(canonicalSearch('?currentPage=3&tab=activities', 'activities'), '?currentPage=3&tab=activities');
  });

  it('showing a tab starts its list afresh and keeps the host\'s parameters', () => {
    const current = '?tab=activities&status=failed&currentPage=2&utm=x';
    assert.equal(switchedSearch(current, 'info'), '?utm=x');
    assert.equal(switchedSearch(current, 'hardware'), '?utm=x&tab=hardware');
    assert.equal(switchedSearch('?utm=x', 'activities'), '?utm=x&tab=activities');
  });
});

describe("the tabs' parameters in the address", () => {
  it("are each tab's list declaration's names", () => {
    assert.deepEqual(TAB_PARAMS.activities, activityListParams.names);
    assert.deepEqual(TAB_PARAMS.processes, processListParams.names);
    assert.deepEqual(TAB_PARAMS.packages, packageListParams.names);
    assert.deepEqual(TAB_PARAMS['security-issues'], usnListParams.names);
    assert.deepEqual(TAB_PARAMS.snaps, snapListParams.names);
    assert.deepEqual(TAB_PARAMS.wsl, wslListParams.names);
    assert.deepEqual(TAB_PARAMS.users, userListParams.names);
  });
});

describe('the tabs an instance shows', () => {
  const of = (distributor?: string) => visibleTabs({ distribution_info: distributor ? { description: distributor, release: '1', distributor } : null });

  it('follows the distributor (screens §4)', () => {
    assert.deepEqual(of('Ubuntu'), ['info', 'activities', 'kernel', 'security-issues', 'packages', 'snaps', 'processes', 'ubuntu-pro', 'users', 'hardware']);
    assert.deepEqual(of('Microsoft'), ['info', 'wsl', 'activities', 'ubuntu-pro']);
    assert.deepEqual(of('Ubuntu Core'), ['info', 'activities', 'snaps', 'processes', 'ubuntu-pro', 'hardware']);
    assert.deepEqual(of(undefined), ['info', 'activities', 'snaps', 'processes', 'users', 'hardware']);
  });
});

describe("the Info tab's facts from the hardware report and the annotations", () => {
  it("lists the IP addresses, upstream's 'Not available' left out, none for a network sent as text", () => {
    assert.equal(ipAddresses({ network: [{ ip: '10.0.0.5' }, { ip: 'Not available' }, { ip: '192.168.1.2' }] }), '10.0.0.5, 192.168.1.2');
    assert.equal(ipAddresses({ network: 'lshw failed' }), null);
    assert.equal(ipAddresses({ network: [{ ip: 'Not available' }] }), null);
    assert.equal(ipAddresses(null), null);
  });

  it("reads the system's serial number and model", () => {
    assert.equal(systemFact({ system: { serial: 'ec2abc', model: 'm6i.xlarge' } }, 'serial'), 'ec2abc');
    assert.equal(systemFact({ system: { serial: 42 } }, 'serial'), null);
    assert.equal(systemFact(undefined, 'model'), null);
  });

  it('writes the annotations one a line, none for an empty set (upstream shows a blank)', () => {
    assert.deepEqual(annotationLines({ owner: 'ops', ticket: 'OPS-1' }), ['owner: ops', 'ticket: OPS-1']);
    assert.deepEqual(annotationLines({}), []);
    assert.deepEqual(annotationLines({ count: 3 }), []);
    assert.deepEqual(annotationLines(['a']), []);
  });
});
