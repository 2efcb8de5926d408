import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginRedirect, redirectTarget, safeInternalPath, safeSameOriginUrl } from './redirects.ts';

const ORIGIN = 'http://127.0.0.1:8000';

describe('safeInternalPath', () => {
  it('keeps portal paths with their query and hash', () => {
    assert.equal(safeInternalPath('/activities?query=status%3Afailed#top'), '/activities?query=status%3Afailed#top');
    assert.equal(safeInternalPath('/instances/6'), '/instances/6');
  });

  it('normalises dot segments without leaving the portal', () => {
    assert.equal(safeInternalPath('/a/../../overview'), '/overview');
  });

  for (const hostile of [
    'https://evil.example/',
    'http://127.0.0.1:8000/overview',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'overview',
    '',
    ' /overview',
  ]) {
    it(`refuses ${JSON.stringify(hostile)}`, () => assert.equal(safeInternalPath(hostile), null));
  }

  it('refuses nothing given', () => {
    assert.equal(safeInternalPath(null), null);
    assert.equal(safeInternalPath(undefined), null);
  });
});

describe('safeSameOriginUrl', () => {
  it('keeps an absolute URL on the same origin', () => {
    assert.equal(safeSameOriginUrl(`${ORIGIN}/classic/?x=1`, ORIGIN), `${ORIGIN}/classic/?x=1`);
  });

  for (const hostile of [
    'https://evil.example/classic/',
    'http://127.0.0.1:8001/classic/',
    'https://127.0.0.1:8000/classic/',
    `http://user:pass@127.0.0.1:8000/`,
    'javascript:alert(1)',
    'data:text/html,x',
    '//127.0.0.1:8000/classic/',
    '/classic/',
    `${ORIGIN}\\@evil.example`,
  ]) {
    it(`refuses ${JSON.stringify(hostile)}`, () => assert.equal(safeSameOriginUrl(hostile, ORIGIN), null));
  }
});

describe('redirectTarget', () => {
  it('goes to redirect-to inside the portal, or the default route', () => {
    assert.deepEqual(redirectTarget('/activities', false, ORIGIN, '/overview'), { kind: 'internal', path: '/activities' });
    assert.deepEqual(redirectTarget(null, false, ORIGIN, '/overview'), { kind: 'internal', path: '/overview' });
    assert.deepEqual(redirectTarget('https://evil.example', false, ORIGIN, '/overview'), {
      kind: 'internal',
      path: '/overview',
    });
  });

  it('honours the external flag only for same-origin absolute URLs', () => {
    assert.deepEqual(redirectTarget(`${ORIGIN}/classic/`, true, ORIGIN, '/overview'), {
      kind: 'external',
      url: `${ORIGIN}/classic/`,
    });
    assert.deepEqual(redirectTarget('https://evil.example/', true, ORIGIN, '/overview'), {
      kind: 'internal',
      path: '/overview',
    });
    assert.deepEqual(redirectTarget('/classic/', true, ORIGIN, '/overview'), { kind: 'internal', path: '/overview' });
  });
});

describe('loginRedirect', () => {
  it('encodes the path and query', () => {
    assert.equal(
      loginRedirect('/login', '/activities', '?query=status:failed&pageSize=50'),
      '/login?redirect-to=%2Factivities%3Fquery%3Dstatus%3Afailed%26pageSize%3D50',
    );
    assert.equal(loginRedirect('/login', '/overview', ''), '/login?redirect-to=%2Foverview');
  });
});
