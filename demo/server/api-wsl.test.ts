import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Child {
  id: number;
  title: string;
  is_default_child: boolean;
}

const get = (ns: TestNamespace, path: string) => call(ns.rest(path), { token: ns.token });
const install = (ns: TestNamespace, host: number, body: unknown) => call(ns.rest(`computers/${host}/children`), { method: 'POST', token: ns.token, body });
const legacy = (ns: TestNamespace, action: string, params: Record<string, string>) => call(ns.legacy(action, params), { token: ns.token });
const children = async (ns: TestNamespace, host: number): Promise<Child[]> => (await get(ns, `computers/${host}`)).body.children;

describe('GET wsl-instance-names', () => {
  it('lists the official images', async () => {
    const ns = await createTestNamespace(server);
    const names = (await get(ns, 'wsl-instance-names')).body;
    assert.ok(names.some((image: { name: string; label: string }) => image.name === 'Ubuntu-24.04' && image.label === 'Ubuntu 24.04'));
    assert.equal((await call(ns.rest('wsl-instance-names'))).status, 401);
  });
});

describe('POST computers/{parent}/children', () => {
  it('queues the install of an official image or a custom one', async () => {
    const ns = await createTestNamespace(server);
    const official = await install(ns, SHOWCASE.windowsHostWithoutChildren, { computer_name: 'Ubuntu-24.04' });
    assert.equal(official.status, 200, JSON.stringify(official.body));
    assert.equal(official.body.summary, 'Install WSL instance Ubuntu-24.04');
    assert.equal(official.body.type, 'Install WSL instance');
    assert.equal(official.body.computer_id, SHOWCASE.windowsHostWithoutChildren);
    const custom = await install(ns, SHOWCASE.windowsHost, {
      computer_name: 'Custom-Dev',
      rootfs_url: 'https://images.example.com/custom.tar.gz',
      cloud_init: Buffer.from('#cloud-config\npackages: [git]\n').toString('base64'),
    });
    assert.equal(custom.status, 200, JSON.stringify(custom.body));
  });

  it('validates the host, the name rules of screens §4.9, the URL and the cloud-init file', async () => {
    const ns = await createTestNamespace(server);
    const refuse = async (host: number, body: Record<string, unknown>, pattern: RegExp) => {
      const reply = await install(ns, host, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, pattern);
    };
    const url = 'https://images.example.com/custom.tar.gz';
    await refuse(1, { computer_name: 'Ubuntu-24.04' }, /is not a Windows host/);
    await refuse(SHOWCASE.windowsHost, {}, /"computer_name" is required/);
    for (const name of ['ubuntu', 'Ubuntu-Preview', 'ubuntu-22.04']) {
      await refuse(SHOWCASE.windowsHost, { computer_name: name, rootfs_url: url }, /cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'/);
    }
    await refuse(SHOWCASE.windowsHost, { computer_name: 'Custom', rootfs_url: 'ftp:/nope' }, /"rootfs_url" must be an http or https URL/);
    await refuse(SHOWCASE.windowsHost, { computer_name: 'Debian' }, /not an official image/);
    await refuse(SHOWCASE.windowsHost, { computer_name: 'Custom', rootfs_url: url, cloud_init: 'data:text/yaml;base64,AAAA' }, /without a "data:" prefix/);
    await refuse(SHOWCASE.windowsHost, { computer_name: 'Custom', rootfs_url: url, cloud_init: 'A'.repeat(1_400_000) }, /less than 1MB/);
    await refuse(SHOWCASE.windowsHost, { computer_name: 'Ubuntu-24.04' }, /already has a WSL instance named Ubuntu-24.04/);
    assert.equal((await install(ns, 99_999, { computer_name: 'Ubuntu' })).status, 404);
  });
});

describe('legacy SetDefaultChildComputer and DeleteChildComputers', () => {
  it('moves the default flag', async () => {
    const ns = await createTestNamespace(server);
    const [first, second] = await children(ns, SHOWCASE.windowsHost);
    assert.equal(first!.is_default_child, true);
    const reply = await legacy(ns, 'SetDefaultChildComputer', { child_id: String(second!.id), parent_id: String(SHOWCASE.windowsHost) });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.type, 'Set default WSL instance');
    assert.match(reply.body.summary, /^Set Ubuntu-\d\d\.\d\d as the default WSL instance$/);
    const after = await children(ns, SHOWCASE.windowsHost);
    assert.deepEqual(after.map((child) => child.is_default_child), [false, true]);
    assert.equal((await get(ns, `computers/${second!.id}`)).body.is_default_child, true);
    assert.equal((await legacy(ns, 'SetDefaultChildComputer', { child_id: '2', parent_id: String(SHOWCASE.windowsHost) })).status, 400);
    assert.equal((await legacy(ns, 'SetDefaultChildComputer', { child_id: String(second!.id), parent_id: '1' })).status, 400);
    assert.equal((await legacy(ns, 'SetDefaultChildComputer', { child_id: String(second!.id) })).status, 400);
    assert.equal((await legacy(ns, 'SetDefaultChildComputer', { child_id: '99999', parent_id: String(SHOWCASE.windowsHost) })).status, 404);
    const other = await createTestNamespace(server);
    assert.equal((await children(other, SHOWCASE.windowsHost))[0]!.is_default_child, true);
  });

  it('deletes WSL instances: they leave the host and the instance list', async () => {
    const ns = await createTestNamespace(server);
    const [first] = await children(ns, SHOWCASE.windowsHost);
    const reply = await legacy(ns, 'DeleteChildComputers', { 'computer_ids.1': String(first!.id) });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.type, 'Remove WSL instance');
    assert.equal(reply.body.computer_id, SHOWCASE.windowsHost);
    assert.ok(!(await children(ns, SHOWCASE.windowsHost)).some((child) => child.id === first!.id));
    assert.equal((await get(ns, `computers/${first!.id}`)).status, 404);
    assert.equal((await legacy(ns, 'DeleteChildComputers', { 'computer_ids.1': '1' })).status, 400);
    assert.equal((await legacy(ns, 'DeleteChildComputers', {})).status, 400);
  });
});
