import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE, SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface Kernel {
  id: number;
  name: string;
  version: string;
  version_rounded: string;
}

const get = async (ns: TestNamespace, path: string) => {
  const reply = await call(ns.rest(path), { token: ns.token });
  assert.equal(reply.status, 200, `${path}: ${JSON.stringify(reply.body)}`);
  return reply.body;
};
const post = (ns: TestNamespace, path: string, body: unknown = {}) => call(ns.rest(path), { method: 'POST', token: ns.token, body });
const fixes = async (ns: TestNamespace, id: number) => (await get(ns, `computers/${id}/livepatch/info`)).livepatch_info?.json.output.Status[0].Livepatch.Fixes ?? [];
const alerts = async (ns: TestNamespace, id: number): Promise<string[]> => (await get(ns, `computers/${id}`)).alerts.map((alert: { type: string }) => alert.type);

describe('GET computers/{id}/livepatch/kernel and livepatch/info', () => {
  it('reports the running kernel, its upgrades and downgrades, and Livepatch fixes', async () => {
    const ns = await createTestNamespace(server);
    const kernel = await get(ns, `computers/${SHOWCASE.livepatchFixes}/livepatch/kernel`);
    assert.deepEqual(Object.keys(kernel).sort(), ['downgrades', 'installed', 'message', 'smart_status', 'upgrades']);
    assert.deepEqual(Object.keys(kernel.installed).sort(), ['id', 'name', 'version', 'version_rounded']);
    assert.ok(kernel.upgrades.length > 0 && kernel.downgrades.length > 0);
    assert.equal(kernel.smart_status, 'Kernel upgrade available');
    const info = await get(ns, `computers/${SHOWCASE.livepatchFixes}/livepatch/info`);
    const [status] = info.livepatch_info.json.output.Status;
    assert.ok(status.Kernel.startsWith(kernel.installed.version_rounded.split('.').slice(0, 3).join('.')));
    assert.ok(status.Livepatch.Fixes.length >= 3);
    assert.ok(status.Livepatch.Fixes.some((fix: { Patched: boolean }) => !fix.Patched));
    assert.deepEqual(Object.keys(status.Livepatch.Fixes[0]).sort(), ['Bug', 'Description', 'Name', 'Patched']);
    assert.match(status.UpgradeRequiredDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(info.ubuntu_pro_livepatch_service_info.status, 'enabled');
    assert.ok((await fixes(ns, SHOWCASE.busy)).some((fix: { Description: string }) => fix.Description.includes(HOSTILE.html)));
  });

  it('shows Livepatch disabled, expired and expiring coverage', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await get(ns, `computers/${SHOWCASE.livepatchDisabled}/livepatch/kernel`)).smart_status, 'Livepatch disabled');
    const disabled = await get(ns, `computers/${SHOWCASE.livepatchDisabled}/livepatch/info`);
    assert.equal(disabled.livepatch_info, null);
    assert.equal(disabled.ubuntu_pro_livepatch_service_info.status, 'disabled');
    assert.equal((await get(ns, `computers/${SHOWCASE.livepatchExpired}/livepatch/kernel`)).smart_status, 'End of life');
    const expired = (await get(ns, `computers/${SHOWCASE.livepatchExpired}/livepatch/info`)).livepatch_info.json.output.Status[0];
    assert.ok(Date.parse(expired.UpgradeRequiredDate) < Date.now());
    const expiring = (await get(ns, `computers/${SHOWCASE.livepatchExpiring}/livepatch/info`)).livepatch_info.json.output.Status[0];
    const days = (Date.parse(expiring.UpgradeRequiredDate) - Date.now()) / 86_400_000;
    assert.ok(days > 0 && days < 7, String(days));
  });

  it('has no kernel for instance 9 and WSL children; 404 for an unknown instance', async () => {
    const ns = await createTestNamespace(server);
    const none = await get(ns, `computers/${SHOWCASE.noKernel}/livepatch/kernel`);
    assert.equal(none.installed, null);
    assert.ok(none.message.length > 0);
    assert.deepEqual((await get(ns, `computers/${SHOWCASE.noKernel}/livepatch/info`)).livepatch_info, null);
    const child = (await get(ns, `computers/${SHOWCASE.windowsHost}`)).children[0].id;
    assert.equal((await get(ns, `computers/${child}/livepatch/kernel`)).installed, null);
    const missing = await call(ns.rest('computers/99999/livepatch/info'), { token: ns.token });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
  });
});

describe('kernel upgrade, downgrade and restart', () => {
  it('upgrades without a restart: the kernel changes and the instance needs a reboot', async () => {
    const ns = await createTestNamespace(server);
    const before = await get(ns, 'computers/1/livepatch/kernel');
    const target: Kernel = before.upgrades[0];
    const reply = await post(ns, 'computers/1/kernel/upgrade', { kernel_package_id: target.id, reboot_after: false });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.type, 'Upgrade kernel');
    assert.equal(reply.body.summary, `Upgrade kernel to ${target.name} ${target.version}`);
    const after = await get(ns, 'computers/1/livepatch/kernel');
    assert.deepEqual(after.installed, target);
    assert.equal(after.smart_status, 'Restart required');
    assert.ok((await alerts(ns, 1)).includes('ComputerRebootAlert'));

    const restarted = await post(ns, 'computers/1/restart', { deliver_delay_window: 0 });
    assert.equal(restarted.body.type, 'Reboot computer');
    assert.ok(!(await alerts(ns, 1)).includes('ComputerRebootAlert'));
    assert.deepEqual(await fixes(ns, 1), []);
  });

  it('downgrades with a restart, scheduled', async () => {
    const ns = await createTestNamespace(server);
    const target: Kernel = (await get(ns, 'computers/1/livepatch/kernel')).downgrades[0];
    const deliverAfter = new Date(Date.now() + 3_600_000).toISOString();
    const reply = await post(ns, 'computers/1/kernel/downgrade', { kernel_package_id: target.id, reboot_after: true, deliver_after: deliverAfter, deliver_delay_window: 15 });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.summary, `Downgrade kernel to ${target.name} ${target.version} and restart`);
    assert.equal(reply.body.activity_status, 'scheduled');
    assert.deepEqual((await get(ns, 'computers/1/livepatch/kernel')).installed, target);
  });

  it('refuses a kernel that is not offered, bad delivery options and unknown instances', async () => {
    const ns = await createTestNamespace(server);
    const { installed, downgrades } = await get(ns, 'computers/1/livepatch/kernel');
    const refuse = async (path: string, body: unknown, pattern: RegExp) => {
      const reply = await post(ns, path, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, pattern);
    };
    await refuse('computers/1/kernel/upgrade', {}, /"kernel_package_id" is required/);
    await refuse('computers/1/kernel/upgrade', { kernel_package_id: installed.id }, /is not an upgrade for instance 1/);
    await refuse('computers/1/kernel/upgrade', { kernel_package_id: downgrades[0].id }, /Use one of/);
    await refuse(`computers/${SHOWCASE.noKernel}/kernel/downgrade`, { kernel_package_id: 1 }, /has no kernel downgrades/);
    await refuse('computers/1/kernel/upgrade', { kernel_package_id: downgrades[0].id, reboot_after: 'yes' }, /"reboot_after" must be true or false/);
    await refuse('computers/1/restart', { deliver_after: '2001-01-01T00:00:00Z' }, /must be in the future/);
    await refuse('computers/1/restart', { deliver_delay_window: -1 }, /must be at least 0/);
    assert.equal((await post(ns, 'computers/99999/restart')).status, 404);
    assert.equal((await post(ns, 'computers/99999/kernel/upgrade', { kernel_package_id: 1 })).status, 404);
  });
});
