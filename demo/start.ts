/**
 * The demo: `npm start` builds the bundles and the documentation, then serves the demo pages, dist/,
 * the documentation (dist/docs/ at /docs/) and the API simulator on
 * http://127.0.0.1:8000 (PORT overrides). Simulator flags pass through: `npm start -- --saas`.
 * End-to-end tests import `startDemoServer` and serve an existing build on port 0.
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFile, realpath, stat } from 'node:fs/promises';
import { filesLoaded } from '../scripts/size.ts';
import { createSimulator, type SimulatorHooks } from './server/index.ts';
import { parseSimulatorArgs } from './server/main.ts';
import type { Fault } from './server/options.ts';

type SimulatorOptions = NonNullable<Parameters<typeof createSimulator>[0]>;

const demoDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(demoDir, '../dist');

/** Strict CSP on every page: the elements must work without inline scripts or styles. */
export const contentSecurityPolicy = "default-src 'self'";

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** URL prefix → folder it serves. Anything else (demo/server, demo/start.ts, the repository) is not served. */
const mounts: ReadonlyArray<readonly [prefix: string, dir: string]> = [
  ['/dist/', distDir],
  ['/docs/', path.join(distDir, 'docs')],
  ['/classic/', path.join(demoDir, 'classic')],
  ['/intranet/', path.join(demoDir, 'intranet')],
];
/** Files directly in demo/ served at the root: the index page and its stylesheet. */
const rootFile = /^\/[\w-]+\.(html|css)$/;

/**
 * The file a URL path names inside `dir`, or undefined when it would leave `dir` (`..`, encoded
 * slashes, NUL, symlinks pointing out).
 */
async function resolveInside(dir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(dir, path.posix.normalize(`/${decoded}`));
  try {
    const [realDir, realFile] = await Promise.all([realpath(dir), realpath(file)]);
    if (!realFile.startsWith(realDir + path.sep)) return undefined;
    const info = await stat(realFile);
    if (info.isDirectory()) return resolveInside(dir, `${urlPath.replace(/\/?$/, '/')}index.html`);
    return info.isFile() ? realFile : undefined;
  } catch {
    return undefined;
  }
}

/** The portal routes client-side: every address below /new_dashboard/ is its page, except its stylesheet. */
const PORTAL_PREFIX = '/new_dashboard/';
const portalDir = path.join(demoDir, 'portal');

async function fileFor(pathname: string): Promise<string | undefined> {
  if (pathname === '/') return resolveInside(demoDir, 'index.html');
  if (pathname === `${PORTAL_PREFIX}portal.css`) return resolveInside(portalDir, 'portal.css');
  if (pathname.startsWith(PORTAL_PREFIX)) return resolveInside(portalDir, 'index.html');
  if (rootFile.test(pathname)) return resolveInside(demoDir, pathname);
  for (const [prefix, dir] of mounts) {
    if (pathname.startsWith(prefix)) {
      const rest = pathname.slice(prefix.length);
      // Directory listings are not served; a folder's index.html is.
      if (prefix === '/dist/' && (rest === '' || rest.endsWith('/'))) return undefined;
      return resolveInside(dir, rest || 'index.html');
    }
  }
  return undefined;
}

/** The portal page's two scripts (demo/portal/index.html). */
const PORTAL_SCRIPTS = ['esm/landscape-root.js', 'esm/landscape-portal.js'];

/**
 * `<link rel="modulepreload">` for every file the portal page's scripts import statically (the
 * store, the core, the shell's shared file): the browser fetches them with the scripts instead of
 * after reading them (issue 23). Read from the build at each request: the names carry hashes.
 */
async function portalPreloads(): Promise<string> {
  const entries = PORTAL_SCRIPTS.map((script) => path.join(distDir, script));
  // Before a build there is nothing to preload: the page still serves.
  return (await filesLoaded(entries).catch(() => []))
    .filter((file) => !entries.includes(file))
    .map((file) => `    <link rel="modulepreload" href="/dist/${path.relative(distDir, file).split(path.sep).join('/')}">\n`)
    .join('');
}

function sendText(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head><body><p>${message}</p></body></html>`;
  res.writeHead(status, {
    'content-type': contentTypes['.html'] ?? 'text/html',
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://demo.invalid');
  if (pathname === '/new_dashboard') {
    res.writeHead(301, { location: '/new_dashboard/' });
    res.end();
    return;
  }
  // Browsers ask for it on every page; the demo has none, and a 404 would be a console error.
  if (pathname === '/favicon.ico') {
    res.writeHead(204);
    res.end();
    return;
  }
  if (pathname === '/classic' || pathname === '/intranet' || pathname === '/docs') {
    res.writeHead(301, { location: `${pathname}/` });
    res.end();
    return;
  }
  const file = await fileFor(pathname);
  if (!file) {
    sendText(res, 404, 'Not found');
    return;
  }
  if (file === path.join(portalDir, 'index.html')) {
    const page = (await readFile(file, 'utf8')).replace('  </head>', `${await portalPreloads()}  </head>`);
    res.writeHead(200, {
      'content-type': contentTypes['.html'] ?? 'text/html',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': contentSecurityPolicy,
    });
    res.end(req.method === 'HEAD' ? undefined : page);
    return;
  }
  const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    'content-length': String((await stat(file)).size),
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (type.startsWith('text/html')) headers['content-security-policy'] = contentSecurityPolicy;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export interface DemoServer {
  readonly server: Server;
  readonly url: string;
  close(): Promise<void>;
}

export async function startDemoServer({
  port = 0,
  host = '127.0.0.1',
  simulator: simulatorOptions,
  hooks,
}: { port?: number; host?: string; simulator?: SimulatorOptions; hooks?: SimulatorHooks } = {}): Promise<DemoServer> {
  const simulator = createSimulator(simulatorOptions, hooks);
  const server = createServer((req, res) => {
    void (async () => {
      if (await simulator.handle(req, res)) return;
      await serveStatic(req, res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A fault as `--fault` writes it: `GET:activities=500`, `me=malformed`, `about=drop`. */
function faultFlag(fault: Fault): string {
  const effect = fault.drop ? 'drop' : fault.malformed ? 'malformed' : String(fault.status ?? 500);
  const times = fault.times === undefined ? '' : ` (${fault.times}×)`;
  return `${fault.method ? `${fault.method}:` : ''}${fault.path}=${effect}${times}`;
}

/** The simulator's flags in use, in words: `self-hosted, latency 800 ms, faults: GET:activities=500`. */
export function describeSimulator(options: SimulatorOptions = {}): string {
  const parts = [options.selfHosted === false ? 'saas' : 'self-hosted'];
  parts.push(`latency ${options.latencyMs ?? 0} ms`);
  const off = Object.entries(options.features ?? {})
    .filter(([, enabled]) => !enabled)
    .map(([key]) => key);
  parts.push(off.length ? `features off: ${off.join(', ')}` : 'all features on');
  if (options.oidcAvailable === false) parts.push('no OIDC providers');
  const faults = options.faults ?? [];
  parts.push(faults.length ? `faults: ${faults.map(faultFlag).join(', ')}` : 'no faults');
  return parts.join(', ');
}

/** What `npm start` prints: every address the demo serves, and how the simulator behaves. */
export function demoBanner(url: string, options: SimulatorOptions = {}): string {
  const rows: [string, string][] = [
    ['/', 'index of the demos'],
    [PORTAL_PREFIX, 'the portal (landscape-portal), routed below this address'],
    ['/classic/', 'classic dashboard embedding widgets (ESM build)'],
    ['/intranet/', 'third-party intranet page (IIFE script tag)'],
    ['/docs/', 'documentation: every element, guides (generated from custom-elements.json)'],
    ['/api/v2/', 'REST API (simulator)'],
    ['/api/', 'legacy API (simulator)'],
    ['/error-reports', "where the demo pages' elements POST their error reports (printed below, one line each)"],
  ];
  const width = Math.max(...rows.map(([address]) => `${url}${address}`.length));
  return [
    `Landscape portal elements demo: ${url}/`,
    ...rows.map(([address, what]) => `  ${`${url}${address}`.padEnd(width)}  ${what}`),
    '',
    `Simulator: ${describeSimulator(options)}`,
    '  flags: --saas, --latency <ms>, --fault [METHOD:]path=<status>|malformed|drop, --feature <key>=off, --no-oidc',
    '',
    'Sign in: admin@example.com / landscape-demo',
    '         auditor@example.com / landscape-demo (one organisation)',
    'Ctrl+C stops the server.',
  ].join('\n');
}

async function main(): Promise<void> {
  const { buildBundles, buildDocs } = await import('../scripts/build.ts');
  console.log('Building the bundles and the documentation…');
  await Promise.all([buildBundles(), buildDocs()]);
  const port = Number(process.env.PORT ?? 8000);
  const simulator = parseSimulatorArgs(process.argv.slice(2));
  // The demo pages' roots set error-report-url="/error-reports": each report is one line here.
  const demo = await startDemoServer({ port, simulator, hooks: { onErrorReport: (line) => console.log(line) } }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') throw new Error(`Port ${port} is in use: set PORT to another port.`);
      throw error;
    },
  );
  console.log(`\n${demoBanner(demo.url, simulator)}`);
  const stop = () => void demo.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
