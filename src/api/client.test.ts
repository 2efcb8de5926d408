import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { NOT_SIGNED_IN, REQUEST_CANCELED, createApiClient, type ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE, NETWORK_ERROR, UNKNOWN_ERROR, errorMessage } from './errors.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
let token: string | undefined;
let unauthorized = 0;
let unauthorizedTokens: string[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

before(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const json = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (path.endsWith('/ok')) return json(200, '{"ok":true}');
    if (path.endsWith('/csv')) {
      response.writeHead(200, { 'content-type': 'text/csv' });
      return void response.end('a,b\n1,2\n');
    }
    if (path.endsWith('/empty')) return void response.writeHead(204).end();
    if (path.endsWith('/malformed')) return json(200, '{"ok": tru');
    if (path.endsWith('/server-error')) return json(500, '{"error":"Boom","message":"The database is down."}');
    if (path.endsWith('/html-error')) {
      response.writeHead(502, { 'content-type': 'text/html' });
      return void response.end('<h1>Bad gateway</h1>');
    }
    if (path.endsWith('/unauthorized')) return json(401, '{"error":"Unauthorized","message":"Session expired."}');
    if (path.endsWith('/drop')) return void request.socket.destroy();
    // Never answers: a call a caller stops, or that times out.
    if (path.endsWith('/hang')) return;
    return json(404, '{"error":"NotFound","message":"No such path."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => server.close());

let api: ApiClient;
beforeEach(() => {
  seen = [];
  token = 'secret';
  unauthorized = 0;
  unauthorizedTokens = [];
  api = createApiClient({
    bases: () => ({ apiBase: `${origin}/api/v2/`, legacyApiBase: `${origin}/api/` }),
    token: () => token,
    onUnauthorized: (_error, sent) => {
      unauthorized++;
      unauthorizedTokens.push(sent);
    },
  });
});

describe('API client requests', () => {
  it('sends GET parameters in the query string with the bearer token', async () => {
    assert.deepEqual(await api.request('GET', 'ok', { ids: [1, 2], flag: true, skip: undefined }), { ok: true });
    assert.equal(seen[0]?.url, '/api/v2/ok?ids=1%2C2&flag=true');
    assert.equal(seen[0]?.authorization, 'Bearer secret');
    assert.equal(seen[0]?.body, '');
  });

  it('sends PATCH parameters as a JSON body, keeping false and []', async () => {
    await api.request('PATCH', 'ok', { tags: [], all_computers: false, title: undefined });
    assert.equal(seen[0]?.url, '/api/v2/ok');
    assert.deepEqual(JSON.parse(seen[0]?.body ?? ''), { tags: [], all_computers: false });
  });

  it('sends DELETE parameters in the query string', async () => {
    await api.request('DELETE', 'ok', { id: 3 });
    assert.equal(seen[0]?.method, 'DELETE');
    assert.equal(seen[0]?.url, '/api/v2/ok?id=3');
  });

  it('sends no bearer token on calls marked auth: false', async () => {
    await api.request('GET', 'ok', {}, { auth: false });
    assert.equal(seen[0]?.authorization, undefined);
  });

  it('sends legacy calls to the legacy base with action and version', async () => {
    await api.legacy('ok', { names: ['a', 'b'] }).catch(() => undefined);
    assert.equal(seen[0]?.url, '/api/?action=ok&version=2011-08-01&names.1=a&names.2=b');
  });

  it('sends large legacy calls as POST with the parameters form-encoded in the body, none in the address', async () => {
    const code = `#!/bin/bash\necho "a&b=c" ${'x'.repeat(5000)}`;
    await api.legacyPost('ok', { code, names: ['a', 'b'], skip: undefined }).catch(() => undefined);
    assert.equal(seen[0]?.method, 'POST');
    assert.equal(seen[0]?.url, '/api/?action=ok&version=2011-08-01');
    assert.match(String(seen[0]?.contentType), /^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(seen[0]?.body ?? '');
    assert.deepEqual([...body.keys()], ['code', 'names.1', 'names.2']);
    assert.equal(body.get('code'), code);
    assert.equal(seen[0]?.authorization, 'Bearer secret');
  });

  it("says the server's message when a blob call fails", async () => {
    await assert.rejects(api.request('GET', 'server-error', {}, { responseType: 'blob' }), { message: 'The database is down.', status: 500, code: 'Boom' });
  });

  it('answers a blob call with the bytes as they came', async () => {
    const blob = await api.request<Blob>('GET', 'csv', {}, { responseType: 'blob' });
    assert.ok(blob instanceof Blob);
    assert.equal(await blob.text(), 'a,b\n1,2\n');
  });

  it('refuses absolute or escaping paths, so the token never leaves the API bases', async () => {
    for (const path of [
      'https://evil.example/x',
      '//evil.example/x',
      '/elsewhere',
      '../x',
      'a/../../x',
      'a/%2e%2e/%2e%2e/secret',
      '%2E%2E/secret',
      'javascript:alert(1)',
    ]) {
      await assert.rejects(api.request('GET', path), TypeError, path);
    }
    assert.equal(seen.length, 0);
  });

  it('treats a base without its trailing slash as the same folder', async () => {
    const bare = createApiClient({
      bases: () => ({ apiBase: `${origin}/api/v2`, legacyApiBase: `${origin}/api` }),
      token: () => undefined,
      onUnauthorized: () => undefined,
    });
    await bare.request('GET', 'ok', {}, { auth: false });
    assert.equal(seen[0]?.url, '/api/v2/ok');
  });

  it('answers undefined for an empty body', async () => {
    assert.equal(await api.request('POST', 'empty'), undefined);
  });

  it("answers a text body as it came with responseType 'text', and keeps a query written into the path", async () => {
    assert.equal(await api.request('GET', 'csv?path=reports/1/a.csv', {}, { responseType: 'text' }), 'a,b\n1,2\n');
    assert.equal(seen[0]?.url, '/api/v2/csv?path=reports/1/a.csv');
    const error = await api.request('GET', 'server-error', {}, { responseType: 'text' }).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.message, 'The database is down.');
  });

  it('makes exactly one request for a failure (no retries)', async () => {
    await assert.rejects(api.request('GET', 'server-error'));
    assert.equal(seen.length, 1);
  });
});

describe('API client errors', () => {
  it("carries the server's message and code", async () => {
    const error = await api.request('GET', 'server-error').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.message, 'The database is down.');
    assert.equal(error.status, 500);
    assert.equal(error.code, 'Boom');
  });

  it('falls back to the status when the error body has no message', async () => {
    const error = await api.request('GET', 'html-error').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 502);
    assert.match(error.message, /502/);
  });

  it('turns malformed JSON into a clear error', async () => {
    const error = await api.request('GET', 'malformed').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.message, MALFORMED_RESPONSE);
  });

  it('turns a dropped connection into a network error', async () => {
    const error = await api.request('GET', 'drop').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.message, NETWORK_ERROR);
    assert.equal(error.status, 0);
  });

  it('says a call its caller stopped was canceled (Aborted), not that the server could not be reached', async () => {
    const controller = new AbortController();
    const pending = api.request('GET', 'hang', {}, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await pending;
    assert.ok(error instanceof ApiError);
    assert.equal(error.code, 'Aborted');
    assert.equal(error.message, REQUEST_CANCELED);
  });

  it('reports a 401 on a signed-in call, once', async () => {
    await assert.rejects(api.request('GET', 'unauthorized'), { status: 401, message: 'Session expired.' });
    assert.equal(unauthorized, 1);
    // With the token it sent: the session that ended is that one, whatever the current token is now.
    assert.deepEqual(unauthorizedTokens, ['secret']);
  });

  it('does not end a session for a 401 on a call without the token', async () => {
    await assert.rejects(api.request('POST', 'unauthorized', {}, { auth: false }));
    assert.equal(unauthorized, 0);
  });

  it('refuses a signed-in call without a token, without sending it', async () => {
    token = undefined;
    await assert.rejects(api.request('GET', 'ok'), { code: 'NotSignedIn', message: NOT_SIGNED_IN });
    await assert.rejects(api.legacy('GetActivityTypes'), { code: 'NotSignedIn' });
    assert.equal(seen.length, 0);
    assert.equal(unauthorized, 0);
    assert.deepEqual(await api.request('GET', 'ok', {}, { auth: false }), { ok: true });
    assert.equal(seen.length, 1);
  });

  it('errorMessage: the message, else Unknown error', () => {
    assert.equal(errorMessage(new ApiError('Server says no', 400)), 'Server says no');
    assert.equal(errorMessage(new ApiError('', 400)), UNKNOWN_ERROR);
    assert.equal(errorMessage(new Error('')), UNKNOWN_ERROR);
    assert.equal(errorMessage(undefined), UNKNOWN_ERROR);
    assert.equal(errorMessage({ message: 'not an error' }), UNKNOWN_ERROR);
  });
});
