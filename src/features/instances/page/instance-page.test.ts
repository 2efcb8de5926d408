import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InstanceAlert } from '../../../api/instances.ts';
import { decode, encode } from '../../../lib/list-params.ts';
import { securityProfilesPath } from '../../shell/paths.ts';
import {
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
import { instancePageParams, showTab, tabOf } from './page-params.ts';

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
  it('keeps tab=activities and drops any other tab', () => {
    assert.equal(tabOf(decode(instancePageParams, '?tab=activities')), 'activities');
    assert.equal(tabOf(decode(instancePageParams, '?tab=info')), 'info');
    assert.equal(tabOf(decode(instancePageParams, '')), 'info');
    assert.equal(encode(instancePageParams, {}, '?tab=nope&utm=x'), '?utm=x');
  });

  it('showing Info clears the activities list; showing Activities keeps it', () => {
    const current = '?tab=activities&status=failed&currentPage=2&utm=x';
    assert.equal(encode(instancePageParams, showTab('info'), current), '?utm=x');
    assert.equal(encode(instancePageParams, showTab('activities'), '?utm=x'), '?utm=x&tab=activities');
    assert.equal(encode(instancePageParams, showTab('activities'), '?status=failed'), '?tab=activities&status=failed');
  });

  it('drops activities list parameters off the Activities tab', () => {
    assert.equal(encode(instancePageParams, {}, '?status=failed&utm=x&currentPage=3'), '?utm=x');
    assert.equal(encode(instancePageParams, {}, '?currentPage=3&tab=activities'), '?tab=activities&currentPage=3');
  });
});
