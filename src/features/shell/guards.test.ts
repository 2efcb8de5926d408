import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  access,
  currentGroup,
  guardCallsFor,
  guardFailures,
  isVisible,
  matchPath,
  NAVIGATION_REQUIREMENTS,
  shownRequirements,
  type AccessContext,
} from './guards.ts';
import { ROUTES } from './routes.ts';

const base: AccessContext = {
  deployment: 'self-hosted',
  features: { 'usg-profiles': true, 'employee-management': true, 'oidc-configuration': true },
  oidcAvailable: false,
  aboutError: null,
  loginMethodsError: null,
};

const requirementOf = (path: string) => matchPath(path)?.route.requires;

describe('matchPath', () => {
  it('matches every signed-in route of SPEC §2', () => {
    for (const path of [
      '/repositories/mirrors', '/profiles/wsl', '/repositories', '/repositories/gpg-keys', '/repositories/apt-sources',
      '/profiles', '/profiles/repositories', '/profiles/package', '/profiles/removal', '/profiles/upgrade',
      '/profiles/reboot', '/profiles/security', '/instances', '/instances/6', '/instances/6/7', '/activities',
      '/scripts', '/events-log', '/overview', '/alerts', '/settings', '/settings/administrators', '/settings/general',
      '/settings/access-groups', '/settings/roles', '/settings/employees', '/settings/identity-providers', '/account',
      '/account/general', '/account/alerts', '/account/api-credentials', '/env-error',
    ]) {
      assert.ok(matchPath(path), path);
    }
  });

  it('reads parameters and tolerates a trailing slash', () => {
    assert.deepEqual(matchPath('/instances/6/7')?.params, { instanceId: '6', childInstanceId: '7' });
    assert.equal(matchPath('/activities/')?.route.path, '/activities');
  });

  it('finds nothing for other paths', () => {
    for (const path of ['/', '/nope', '/instances/6/7/8', '/login', '/profiles/security/extra', '/instances/%E0%A4%A']) {
      assert.equal(matchPath(path), null, path);
    }
  });

  it('has one route per path', () => {
    assert.equal(new Set(ROUTES.map((route) => route.path)).size, ROUTES.length);
  });
});

describe('access', () => {
  it('lets self-hosted-only routes through on self-hosted, to env-error on SaaS, waits while loading', () => {
    for (const path of ['/repositories/mirrors', '/profiles/wsl']) {
      assert.deepEqual(access(requirementOf(path), base), { kind: 'allow' });
      assert.deepEqual(access(requirementOf(path), { ...base, deployment: 'saas' }), { kind: 'redirect', to: '/env-error' });
      assert.deepEqual(access(requirementOf(path), { ...base, deployment: 'loading' }), { kind: 'wait' });
    }
  });

  it('reports a failed about on self-hosted-only routes instead of sending them to env-error', () => {
    const error = new Error('Injected fault');
    const failed = { ...base, deployment: 'unknown' as const, aboutError: error };
    assert.deepEqual(access(requirementOf('/profiles/wsl'), failed), { kind: 'failed', call: 'about', error });
    assert.equal(isVisible(requirementOf('/profiles/wsl'), failed), true);
  });

  it('reports a failed login/methods on identity providers instead of waiting for ever', () => {
    const error = new Error('Injected fault');
    const failed = { ...base, oidcAvailable: undefined, loginMethodsError: error };
    const path = '/settings/identity-providers';
    assert.deepEqual(access(requirementOf(path), failed), { kind: 'failed', call: 'login-methods', error });
    assert.deepEqual(access(requirementOf(path), { ...failed, features: {} }), { kind: 'redirect', to: '/overview' });
  });

  it('sends security profiles without usg-profiles to the default route', () => {
    assert.deepEqual(access(requirementOf('/profiles/security'), base), { kind: 'allow' });
    assert.deepEqual(access(requirementOf('/profiles/security'), { ...base, features: {} }), {
      kind: 'redirect',
      to: '/overview',
    });
  });

  it('gates employees on employee-management', () => {
    assert.deepEqual(access(requirementOf('/settings/employees'), { ...base, features: { 'employee-management': false } }), {
      kind: 'redirect',
      to: '/overview',
    });
  });

  it('shows identity providers only with oidc-configuration and OIDC not already available', () => {
    const path = '/settings/identity-providers';
    assert.deepEqual(access(requirementOf(path), base), { kind: 'allow' });
    assert.deepEqual(access(requirementOf(path), { ...base, oidcAvailable: true }), { kind: 'redirect', to: '/overview' });
    assert.deepEqual(access(requirementOf(path), { ...base, oidcAvailable: undefined }), { kind: 'wait' });
    assert.deepEqual(access(requirementOf(path), { ...base, features: { 'oidc-configuration': false } }), {
      kind: 'redirect',
      to: '/overview',
    });
  });

  it('allows routes without requirements in any state', () => {
    assert.deepEqual(access(requirementOf('/activities'), { ...base, deployment: 'loading', features: {}, oidcAvailable: undefined }), {
      kind: 'allow',
    });
  });

  it('hides navigation items while unknown', () => {
    assert.equal(isVisible(requirementOf('/profiles/wsl'), { ...base, deployment: 'loading' }), false);
    assert.equal(isVisible(requirementOf('/profiles/wsl'), base), true);
  });
});

describe('guardFailures', () => {
  it('names nothing while every call the navigation needs answered', () => {
    assert.deepEqual(guardFailures(NAVIGATION_REQUIREMENTS, base), []);
    assert.deepEqual(guardFailures(NAVIGATION_REQUIREMENTS, { ...base, deployment: 'loading', oidcAvailable: undefined }), []);
  });

  it('names each failed call once, with its error', () => {
    const about = new Error('about failed');
    const methods = new Error('methods failed');
    const failed = { ...base, deployment: 'unknown' as const, aboutError: about, loginMethodsError: methods };
    assert.deepEqual(guardFailures(NAVIGATION_REQUIREMENTS, failed), [
      { call: 'about', error: about },
      { call: 'login-methods', error: methods },
    ]);
  });

  it('leaves out a failed call no entry depends on (identity providers without the feature)', () => {
    const failed = { ...base, features: { ...base.features, 'oidc-configuration': false }, loginMethodsError: new Error('x') };
    assert.deepEqual(guardFailures(NAVIGATION_REQUIREMENTS, failed), []);
  });
});

describe('which guard calls the navigation in view needs (issue 12: nothing asked for closed groups)', () => {
  const callsWith = (open: readonly string[], features = base.features) =>
    [...guardCallsFor(shownRequirements((group) => open.includes(group)), features)].sort();

  it('needs neither about nor login/methods while every group is closed (top-level links only)', () => {
    assert.deepEqual(callsWith([]), []);
  });

  it('needs about for an open Profiles or Repositories group (WSL, Mirrors), login/methods for Org. settings', () => {
    assert.deepEqual(callsWith(['Profiles']), ['about']);
    assert.deepEqual(callsWith(['Repositories']), ['about']);
    assert.deepEqual(callsWith(['Org. settings']), ['login-methods']);
    assert.deepEqual(callsWith(['Profiles', 'Org. settings']), ['about', 'login-methods']);
  });

  it('needs no login/methods when the user lacks oidc-configuration (the entry is out whatever it says)', () => {
    assert.deepEqual(callsWith(['Org. settings'], { ...base.features, 'oidc-configuration': false }), []);
  });

  it("a route's own requirement needs its call, whatever is open", () => {
    assert.deepEqual([...guardCallsFor([requirementOf('/profiles/wsl')], {})], ['about']);
    assert.deepEqual([...guardCallsFor([requirementOf('/settings/identity-providers')], base.features)], ['login-methods']);
    assert.deepEqual([...guardCallsFor([requirementOf('/activities')], base.features)], []);
  });

  it("opens the group of the page shown, and none for a top-level page", () => {
    assert.equal(currentGroup('/profiles/security'), 'Profiles');
    assert.equal(currentGroup('/settings/identity-providers'), 'Org. settings');
    assert.equal(currentGroup('/repositories/mirrors'), 'Repositories');
    assert.equal(currentGroup('/activities'), undefined);
    assert.equal(currentGroup('/instances/6'), undefined);
  });
});
