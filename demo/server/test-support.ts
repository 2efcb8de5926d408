/**
 * Helpers for the simulator's Node tests: a real HTTP server on a free port, a namespace per test and
 * a small JSON client, so tests exercise the simulator exactly as a browser would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator, type SimulatorOptions } from './index.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD } from './seed.ts';

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

export async function startServer(options?: SimulatorOptions): Promise<TestServer> {
  const simulator = createSimulator(options);
  const server: Server = createServer((req, res) => {
    void simulator.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end('not the simulator');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CallOptions {
  method?: string;
  token?: string;
  cookie?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is. */
  rawBody?: string;
  /** Sent form-encoded (application/x-www-form-urlencoded), as the legacy API's POSTs are. */
  form?: Record<string, string>;
  /** The content-type header (for `rawBody`). */
  contentType?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: any;
}

export async function call(url: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.cookie) headers['cookie'] = options.cookie;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (options.form !== undefined) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, headers: response.headers, body: isJson && text !== '' ? JSON.parse(text) : text };
}

/** One isolated namespace with URL builders and a signed-in admin token. */
export interface TestNamespace {
  id: string;
  /** `${origin}/sim/<id>/api/v2/` + path. */
  rest(path: string): string;
  /** The legacy API with `action`, `version` and the given parameters. */
  legacy(action: string, params?: Record<string, string>): string;
  /** `${origin}/__sim/<id>` + path. */
  control(path?: string): string;
  token: string;
}

export async function createTestNamespace(server: TestServer, options: SimulatorOptions = {}): Promise<TestNamespace> {
  const created = await call(`${server.origin}/__sim/namespaces`, { method: 'POST', body: options });
  if (created.status !== 201) throw new Error(`Could not create a namespace: ${JSON.stringify(created.body)}`);
  const { id, apiBase, legacyApiBase } = created.body as { id: string; apiBase: string; legacyApiBase: string };
  const tokenReply = await call(`${server.origin}/__sim/${id}/tokens`, { method: 'POST', body: { email: ADMIN_EMAIL } });
  return {
    id,
    rest: (path) => `${server.origin}${apiBase}${path}`,
    legacy: (action, params = {}) =>
      `${server.origin}${legacyApiBase}?${new URLSearchParams({ action, version: '2011-08-01', ...params })}`,
    control: (path = '') => `${server.origin}/__sim/${id}${path}`,
    token: (tokenReply.body as { token: string }).token,
  };
}

/** Signs in with a password; returns the session cookie and the auth state. */
export async function passwordSignIn(ns: TestNamespace, email = ADMIN_EMAIL, password = DEMO_PASSWORD) {
  const reply = await call(ns.rest('login'), { method: 'POST', body: { email, password } });
  const cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { reply, cookie, token: (reply.body as { token?: string }).token ?? '' };
}

/** The namespace as its admin sees another of their organisations (`switch-account`): acme, globex or initech. */
export async function inOrganisation(ns: TestNamespace, account: string): Promise<TestNamespace> {
  const reply = await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: account } });
  if (reply.status !== 200) throw new Error(`Could not switch to ${account}: ${JSON.stringify(reply.body)}`);
  return { ...ns, token: (reply.body as { token: string }).token };
}
