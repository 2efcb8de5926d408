import { registerTexts } from '../../../../../state/texts.ts';
import type { SectionId } from './hardware.ts';

/** Texts of the instance page's Hardware tab (screens §4.8; the sections after Multimedia are ours). */
export const HARDWARE_TEXTS = registerTexts('instances.hardware', {
  unavailableTitle: 'Hardware information unavailable',
  /** A WSL instance's page. */
  wslText: 'Hardware information is not available for WSL instances.',
  /** No report, or an empty one. */
  noReportText: 'Your hardware reporting monitor may be turned off.',
  /** A section whose contents are not what the tab expects. */
  unreadable: 'This part of the hardware report could not be read.',
  sections: {
    system: 'System',
    cpu: 'Processor',
    memory: 'Memory',
    network: 'Network',
    multimedia: 'Multimedia',
    storage: 'Storage',
    display: 'Display',
    pci: 'PCI devices',
    scsi: 'SCSI devices',
    usb: 'USB devices',
  } satisfies Record<SectionId, string>,
  /** One of several processors, network cards, disks or devices: "Processor 2". */
  numbered: {
    system: (index: number) => `System ${index}`,
    cpu: (index: number) => `Processor ${index}`,
    memory: (index: number) => `Memory ${index}`,
    network: (index: number) => `Network interface ${index}`,
    multimedia: (index: number) => `Multimedia device ${index}`,
    storage: (index: number) => `Disk ${index}`,
    display: (index: number) => `Display ${index}`,
    pci: (index: number) => `PCI device ${index}`,
    scsi: (index: number) => `SCSI device ${index}`,
    usb: (index: number) => `USB device ${index}`,
  } satisfies Record<SectionId, (index: number) => string>,
  labels: {
    model: 'MODEL',
    vendor: 'VENDOR',
    biosVendor: 'BIOS VENDOR',
    biosDate: 'BIOS DATE',
    serial: 'SERIAL NUMBER',
    chassis: 'CHASSIS',
    biosVersion: 'BIOS VERSION',
    biosCapabilities: 'BIOS CAPABILITIES',
    clockSpeed: 'CLOCK SPEED',
    architecture: 'ARCHITECTURE',
    cache: 'CACHE',
    cacheUnavailable: 'Not available',
    flags: 'FLAGS',
    size: 'SIZE',
    ip: 'IP',
    mac: 'MAC ADDRESS',
    description: 'DESCRIPTION',
    product: 'PRODUCT',
    partitions: 'PARTITIONS',
    attachedDevices: 'ATTACHED DEVICES',
  },
} as const);
