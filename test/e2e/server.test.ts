/** The demo server over plain HTTP: routes, content types, CSP, and no way out of the served folders. */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { parseSimulatorArgs } from '../../demo/server/main.ts';
import { demoBanner, describeSimulator, startDemoServer, type DemoServer } from '../../demo/start.ts';

/** Sends the path byte for byte (fetch and URL would normalise `..` away before it left). */
function rawGet(demo: DemoServer, rawPath: string, method = 'GET') {
  const { hostname, port } = new URL(demo.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ hostname, port, path: rawPath, method }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('demo server', () => {
  let demo: DemoServer;
  before(async () => {
    demo = await startDemoServer({ port: 0 });
  });
  after(() => demo?.close());

  for (const [path, type] of [
    ['/', 'text/html'],
    ['/classic/', 'text/html'],
    ['/intranet/', 'text/html'],
    ['/classic/classic.css', 'text/css'],
    ['/intranet/events.js', 'text/javascript'],
    ['/dist/landscape-elements.js', 'text/javascript'],
    ['/dist/esm/index.js', 'text/javascript'],
    ['/dist/esm/index.js.map', 'application/json'],
  ] as const) {
    it(`serves ${path} as ${type}`, async () => {
      const response = await rawGet(demo, path);
      assert.equal(response.status, 200);
      assert.ok(String(response.headers['content-type']).startsWith(type), String(response.headers['content-type']));
      if (type === 'text/html') assert.equal(response.headers['content-security-policy'], "default-src 'self'");
    });
  }

  it('demo HTML has no inline scripts, inline styles or style attributes', async () => {
    for (const path of ['/', '/classic/', '/intranet/']) {
      const { body } = await rawGet(demo, path);
      assert.doesNotMatch(body, /<script(?![^>]*\bsrc=)[^>]*>/i, `${path}: inline <script>`);
      assert.doesNotMatch(body, /<style[\s>]/i, `${path}: <style>`);
      assert.doesNotMatch(body, /\sstyle=/i, `${path}: style attribute`);
      assert.doesNotMatch(body, /\son[a-z]+=/i, `${path}: inline event handler`);
    }
  });

  it('the IIFE page uses only the IIFE build, the classic page the ESM build', async () => {
    const intranet = (await rawGet(demo, '/intranet/')).body;
    assert.match(intranet, /<script src="\/dist\/landscape-elements\.js"/);
    assert.doesNotMatch(intranet, /type="module"/);
    assert.match((await rawGet(demo, '/classic/')).body, /<script type="module" src="\/dist\/esm\/index\.js">/);
  });

  it('redirects /classic and /intranet to their folders', async () => {
    for (const path of ['/classic', '/intranet']) {
      const response = await rawGet(demo, path);
      assert.equal(response.status, 301);
      assert.equal(response.headers.location, `${path}/`);
    }
  });

  it('serves the portal page for every address below /new_dashboard/', async () => {
    for (const path of ['/new_dashboard/', '/new_dashboard/activities', '/new_dashboard/instances/6?x=1', '/new_dashboard/login']) {
      const response = await rawGet(demo, path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-security-policy'], "default-src 'self'", path);
      assert.match(response.body, /<landscape-portal base-path="\/new_dashboard\/">/, path);
    }
    assert.equal((await rawGet(demo, '/new_dashboard')).headers.location, '/new_dashboard/');
    assert.match(String((await rawGet(demo, '/new_dashboard/portal.css')).headers['content-type']), /text\/css/);
  });

  it('answers 404, with the CSP, for unknown paths', async () => {
    for (const path of ['/nope', '/dist/nope.js', '/dist/', '/dist/esm/']) {
      const response = await rawGet(demo, path);
      assert.equal(response.status, 404, path);
      assert.equal(response.headers['content-security-policy'], "default-src 'self'", path);
    }
  });

  it('does not serve the server sources or anything outside the served folders', async () => {
    for (const path of [
      '/start.ts',
      '/server/index.ts',
      '/package.json',
      '/dist/../package.json',
      '/dist/../../package.json',
      '/classic/../start.ts',
      '/classic/../../package.json',
      '/dist/%2e%2e/package.json',
      '/dist/..%2fpackage.json',
      '/dist/..%2f..%2fpackage.json',
      '/classic/..%2fstart.ts',
      '/classic/%2e%2e%2f%2e%2e%2fpackage.json',
      '/dist/..%5cpackage.json',
      '/classic/%00index.html',
      '/dist/%E0%A4%A',
      '//etc/passwd',
      '/dist//etc/passwd',
      '/classic/....//....//package.json',
    ]) {
      const response = await rawGet(demo, path);
      assert.ok(response.status === 404 || response.status === 400, `${path} answered ${response.status}`);
      assert.doesNotMatch(response.body, /"devDependencies"|createSimulator|root:x:0/, path);
    }
  });

  it('answers HEAD without a body and refuses other methods on static files', async () => {
    const head = await rawGet(demo, '/dist/landscape-elements.js', 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal((await rawGet(demo, '/classic/', 'POST')).status, 405);
  });

  it('npm start prints every demo address, and each one answers', async () => {
    const banner = demoBanner(demo.url);
    const addresses = [...banner.matchAll(/^ {2}(http:\/\/\S+)/gm)].map((match) => match[1]!);
    assert.deepEqual(
      addresses.map((address) => address.slice(demo.url.length)),
      ['/', '/new_dashboard/', '/classic/', '/intranet/', '/docs/', '/api/v2/', '/api/', '/error-reports'],
    );
    assert.match(banner, new RegExp(`^Landscape portal elements demo: ${demo.url}/$`, 'm'));
    for (const page of addresses.slice(0, 5)) {
      const response = await rawGet(demo, page.slice(demo.url.length));
      assert.equal(response.status, 200, page);
      assert.match(String(response.headers['content-type']), /^text\/html/, page);
    }
    // The API bases are the simulator's: a public call under each answers JSON.
    const methods = await rawGet(demo, '/api/v2/login/methods');
    assert.equal(methods.status, 200);
    assert.match(String(methods.headers['content-type']), /^application\/json/);
    const legacy = await rawGet(demo, '/api/?action=GetActivityTypes&version=2011-08-01');
    assert.match(String(legacy.headers['content-type']), /^application\/json/);
    // The demo pages' elements POST their error reports there.
    const report = await fetch(`${demo.url}/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'render', message: 'e2e', element: 'landscape-portal', time: new Date().toISOString() }),
    });
    assert.equal(report.status, 204);
  });

  it('npm start prints the simulator flags in use', () => {
    assert.match(demoBanner(demo.url), /^Simulator: self-hosted, latency 0 ms, all features on, no faults$/m);
    const options = parseSimulatorArgs([
      '--saas',
      '--latency',
      '800',
      '--fault',
      'GET:activities=500',
      '--fault=me=malformed',
      '--fault',
      'about=drop',
      '--feature',
      'usg-profiles=off',
      '--no-oidc',
    ]);
    assert.equal(
      describeSimulator(options),
      'saas, latency 800 ms, features off: usg-profiles, no OIDC providers, ' +
        'faults: GET:activities=500, me=malformed, about=drop',
    );
    assert.match(demoBanner(demo.url, options), /^Simulator: saas, latency 800 ms, .*faults: GET:activities=500/m);
  });
});
