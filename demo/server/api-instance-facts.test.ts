import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE, SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
let ns: TestNamespace;
before(async () => {
  server = await startServer();
  ns = await createTestNamespace(server);
});
after(() => server.close());

const instance = async (id: number) => {
  const reply = await call(ns.rest(`computers/${id}?with_annotations=true&with_grouped_hardware=true`), { token: ns.token });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
};

describe('GET computers/{id}: annotations, grouped_hardware, ubuntu_pro_info', () => {
  it('sends hardware and an attached Ubuntu Pro for a typical Ubuntu server', async () => {
    const six = await instance(SHOWCASE.busy);
    assert.deepEqual(six.annotations, {});
    const { system, cpu, memory, network, multimedia } = six.grouped_hardware;
    for (const key of ['model', 'vendor', 'bios_vendor', 'bios_date', 'serial', 'chassis', 'bios_version']) {
      assert.equal(typeof system[key], 'string', key);
    }
    assert.ok(cpu.length > 0 && typeof cpu[0].clock_speed === 'string' && typeof cpu[0].cache === 'object');
    assert.match(memory.size, /GiB$/);
    assert.ok(Array.isArray(network) && network.every((nic: Record<string, string>) => ['ip', 'vendor', 'model', 'mac', 'description'].every((key) => typeof nic[key] === 'string')));
    assert.equal(typeof multimedia.model, 'string');
    assert.ok(['storage', 'display', 'pci', 'scsi', 'usb'].every((key) => key in six.grouped_hardware));
    const pro = six.ubuntu_pro_info;
    assert.equal(pro.result, 'success');
    assert.equal(pro.account.name, 'Acme Corporation');
    assert.equal(typeof pro.contract.tech_support_level, 'string');
    assert.ok(pro.services.some((service: { name: string; status?: string }) => service.name === 'livepatch' && service.status === 'enabled'));
    assert.ok(pro.services.some((service: { entitled?: string }) => service.entitled === undefined));
  });

  it('has instances with several annotations and one with a hostile key and value', async () => {
    assert.ok(Object.keys((await instance(SHOWCASE.annotations)).annotations).length >= 2);
    const hostile = (await instance(SHOWCASE.hostileAnnotation)).annotations;
    assert.equal(hostile[HOSTILE.html], HOSTILE.script);
    assert.equal(hostile.notes.length, 10_000);
  });

  it('sends no hardware for Windows hosts, WSL children and a few Ubuntu machines; a network text for one', async () => {
    const host = await instance(SHOWCASE.windowsHost);
    assert.equal(host.grouped_hardware, null);
    assert.equal('ubuntu_pro_info' in host, false);
    assert.equal((await instance(host.children[0].id)).grouped_hardware, null);
    assert.equal((await instance(SHOWCASE.noHardware)).grouped_hardware, null);
    assert.equal(typeof (await instance(SHOWCASE.networkText)).grouped_hardware.network, 'string');
  });

  it('reports an Ubuntu Pro failure on one instance and nothing on another', async () => {
    const failure = (await instance(SHOWCASE.proFailure)).ubuntu_pro_info;
    assert.equal(failure.result, 'failure');
    assert.ok(failure.errors[0].message.length > 0);
    assert.equal('ubuntu_pro_info' in (await instance(SHOWCASE.noProInfo)), false);
  });

  it('has a Windows host without WSL children', async () => {
    const host = await instance(SHOWCASE.windowsHostWithoutChildren);
    assert.equal(host.distribution_info.distributor, 'Microsoft');
    assert.deepEqual(host.children, []);
  });

  it('sends the same facts in every namespace', async () => {
    const other = await createTestNamespace(server);
    const again = (await call(other.rest('computers/2'), { token: other.token })).body;
    const first = await instance(2);
    assert.deepEqual(again.grouped_hardware, first.grouped_hardware);
    assert.deepEqual(again.ubuntu_pro_info, first.ubuntu_pro_info);
  });
});

describe('GET computers: annotations and hardware on request', () => {
  it('adds them with with_annotations and with_grouped_hardware; ubuntu_pro_info always', async () => {
    const plain = (await call(ns.rest('computers?query=id:2'), { token: ns.token })).body.results[0];
    assert.equal('annotations' in plain, false);
    assert.equal('grouped_hardware' in plain, false);
    assert.equal(plain.ubuntu_pro_info.result, 'success');
    const full = (await call(ns.rest('computers?query=id:2&with_annotations=true&with_grouped_hardware=true'), { token: ns.token })).body.results[0];
    assert.ok(Object.keys(full.annotations).length >= 2);
    assert.equal(typeof full.grouped_hardware.system.model, 'string');
  });
});
