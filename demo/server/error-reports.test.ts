import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator, errorReportLine } from './index.ts';
import { call } from './test-support.ts';

const report = {
  kind: 'request',
  message: 'Server exploded',
  element: 'landscape-activities',
  route: '/activities',
  request: { method: 'GET', path: 'activities', status: 500 },
  time: '2026-11-27T10:00:00.000Z',
};

describe('error reports', () => {
  const lines: [string, string][] = [];
  let server: Server;
  let origin: string;
  before(async () => {
    const simulator = createSimulator({}, { onErrorReport: (line, ns) => lines.push([line, ns]) });
    server = createServer((req, res) => void simulator.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  it('receives a report at /error-reports, keeps it and hands one line to the hook', async () => {
    assert.equal((await call(`${origin}/error-reports`, { method: 'POST', body: report })).status, 204);
    assert.deepEqual((await call(`${origin}/__sim/default/error-reports`)).body, [report]);
    assert.deepEqual(lines.at(-1), ['[error report] request in <landscape-activities> at /activities: Server exploded (GET activities → 500)', 'default']);
  });

  it('keeps a namespace\'s reports to itself, and clears them', async () => {
    const created = await call(`${origin}/__sim/namespaces`, { method: 'POST', body: {} });
    const id = (created.body as { id: string }).id;
    assert.equal((await call(`${origin}/sim/${id}/error-reports`, { method: 'POST', body: { ...report, kind: 'render' } })).status, 204);
    assert.deepEqual((await call(`${origin}/__sim/${id}/error-reports`)).body, [{ ...report, kind: 'render' }]);
    assert.equal(lines.at(-1)?.[1], id);
    assert.equal((await call(`${origin}/__sim/${id}/error-reports`, { method: 'DELETE' })).status, 204);
    assert.deepEqual((await call(`${origin}/__sim/${id}/error-reports`)).body, []);
  });

  it('refuses what is not a JSON object, and other methods', async () => {
    assert.equal((await call(`${origin}/error-reports`, { method: 'POST', rawBody: 'not json' })).status, 400);
    assert.equal((await call(`${origin}/error-reports`, { method: 'POST', body: [1] })).status, 400);
    assert.equal((await call(`${origin}/error-reports`)).status, 405);
  });

  it('writes one line of anything it is sent', () => {
    assert.equal(errorReportLine({ kind: 'render', message: 'first line\nsecond line', element: 'landscape-portal' }), '[error report] render in <landscape-portal>: first line');
    assert.equal(errorReportLine('junk'), '[error report] ? in <?>: ?');
  });
});
