import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hardwareSections, type HardwareLabels } from './hardware.ts';
import { HARDWARE_TEXTS } from './texts.ts';

// The catalogue's labels (the tab passes them as it renders), numbered plainly.
const labels: HardwareLabels = { ...HARDWARE_TEXTS.labels, numbered: (section, index) => `${section} ${index}` };

describe('hardwareSections', () => {
  it('is null without a report, or with an empty one', () => {
    assert.equal(hardwareSections(undefined, labels), null);
    assert.equal(hardwareSections(null, labels), null);
    assert.equal(hardwareSections('no', labels), null);
    assert.equal(hardwareSections({ cpu: [], usb: null }, labels), null);
  });

  it('reads the sections in a fixed order, one group per item, numbered when several', () => {
    const sections = hardwareSections(
      {
        usb: [{ description: 'Hub', model: 'USB 3.0 root hub', vendor: 'Linux Foundation' }],
        memory: { size: '16 GiB' },
        cpu: [
          { vendor: 'Intel Corp.', clock_speed: '2900 MHz', model: 'Xeon', architecture: 'x86_64', cache: { 'L1 cache': '192 KiB' }, flags: [{ code: 'fpu', title: 'FPU' }, { code: 'vme', title: 'VME' }] },
          { vendor: 'Intel Corp.', clock_speed: 2900, model: 'Xeon', architecture: 'x86_64', cache: {} },
        ],
      },
      labels,
    )!;
    assert.deepEqual(sections.map((section) => section.id), ['cpu', 'memory', 'usb']);
    const cpu = sections[0]!;
    assert.ok(cpu.kind === 'groups');
    assert.deepEqual(cpu.groups.map((group) => group.title), ['cpu 1', 'cpu 2']);
    assert.deepEqual(cpu.groups[0]!.facts.slice(4), [
      { label: 'L1 cache', value: '192 KiB' },
      { label: 'FLAGS', value: 'fpu, vme' },
    ]);
    // A number is written as it is; no cache sizes say so.
    assert.deepEqual(cpu.groups[1]!.facts.slice(1), [
      { label: 'CLOCK SPEED', value: '2900' },
      { label: 'MODEL', value: 'Xeon' },
      { label: 'ARCHITECTURE', value: 'x86_64' },
      { label: 'CACHE', value: 'Not available' },
    ]);
    const memory = sections[1]!;
    assert.ok(memory.kind === 'groups');
    assert.equal(memory.groups[0]!.title, undefined);
  });

  it('shows empty values as missing, a network report sent as text as text, and leaves empty lists out', () => {
    const sections = hardwareSections(
      {
        system: { model: '', vendor: null, serial: 'ec2' },
        network: 'lshw failed',
        pci: [{ description: 'Host bridge', model: 'x', vendor: 'y', attached_devices: [] }],
      },
      labels,
    )!;
    const [system, network, pci] = sections;
    assert.ok(system?.kind === 'groups');
    assert.deepEqual(system.groups[0]!.facts.slice(0, 2), [
      { label: 'MODEL', value: null },
      { label: 'VENDOR', value: null },
    ]);
    assert.deepEqual(network, { id: 'network', kind: 'text', text: 'lshw failed' });
    assert.ok(pci?.kind === 'groups');
    assert.equal(pci.groups[0]!.facts.some((fact) => fact.label === 'ATTACHED DEVICES'), false);
  });

  it('marks a section whose shape is unexpected unreadable and keeps the others', () => {
    const sections = hardwareSections({ system: { model: 'm' }, cpu: 'lots', memory: { size: { gib: 16 } }, storage: [{ partitions: 'one' }] }, labels)!;
    assert.deepEqual(
      sections.map((section) => [section.id, section.kind]),
      [
        ['system', 'groups'],
        ['cpu', 'unreadable'],
        ['memory', 'unreadable'],
        ['storage', 'unreadable'],
      ],
    );
  });
});
