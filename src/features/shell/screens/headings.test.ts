import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchPath } from '../guards.ts';
import { hubLinks, pageHeading } from './headings.ts';

function headingOf(path: string) {
  const match = matchPath(path);
  assert.ok(match, path);
  return pageHeading(match.route, match.params);
}

describe('pageHeading', () => {
  it("uses the route's title and parents", () => {
    assert.deepEqual(headingOf('/profiles/package'), {
      title: 'Package profiles',
      parents: [{ label: 'Profiles', path: '/profiles' }],
    });
    assert.deepEqual(headingOf('/overview'), { title: 'Overview', parents: [] });
  });

  it('names an instance by the id in the address', () => {
    assert.deepEqual(headingOf('/instances/6'), {
      title: 'Instance 6',
      parents: [{ label: 'Instances', path: '/instances' }],
    });
  });

  it('names a child instance and links its parent instance', () => {
    assert.deepEqual(headingOf('/instances/6/17'), {
      title: 'Instance 17',
      parents: [
        { label: 'Instances', path: '/instances' },
        { label: 'Instance 6', path: '/instances/6' },
      ],
    });
  });

  it('encodes the parent instance id in its link', () => {
    const heading = headingOf('/instances/a%2Fb/1');
    assert.equal(heading.parents[1]?.label, 'Instance a/b');
    assert.equal(heading.parents[1]?.path, '/instances/a%2Fb');
  });
});

describe('hubLinks', () => {
  it('lists the Profiles group with page titles, in navigation order', () => {
    assert.deepEqual(
      hubLinks('/profiles').map((link) => [link.title, link.path]),
      [
        ['Repository profiles', '/profiles/repositories'],
        ['Package profiles', '/profiles/package'],
        ['Upgrade profiles', '/profiles/upgrade'],
        ['Reboot profiles', '/profiles/reboot'],
        ['Removal profiles', '/profiles/removal'],
        ['WSL profiles', '/profiles/wsl'],
        ['Security profiles', '/profiles/security'],
      ],
    );
  });

  it('keeps each link requirement for access filtering', () => {
    const mirrors = hubLinks('/repositories').find((link) => link.path === '/repositories/mirrors');
    assert.deepEqual(mirrors?.requires, { kind: 'self-hosted' });
  });

  it('lists Org. settings under /settings and the account pages under /account', () => {
    assert.deepEqual(
      hubLinks('/settings').map((link) => link.path),
      [
        '/settings/general',
        '/settings/administrators',
        '/settings/employees',
        '/settings/roles',
        '/settings/access-groups',
        '/settings/identity-providers',
      ],
    );
    assert.deepEqual(
      hubLinks('/account').map((link) => link.title),
      ['General', 'Alerts', 'API credentials'],
    );
  });

  it('lists nothing for a path that is no group index', () => {
    assert.deepEqual(hubLinks('/overview'), []);
  });
});
