import { isRecord, isString } from '../../../../../api/guards.ts';

/**
 * An instance's `grouped_hardware` (GET computers/{id}?with_grouped_hardware=true) as the Hardware
 * tab shows it: every section the server sends, in a fixed order, each a list of groups (one per
 * processor, network card, disk, device) of labelled facts. Only what is shown is checked: a section
 * whose shape is not the expected one is shown as unreadable, the others still show.
 */

/** A labelled value; null shows as '---'. */
export interface HardwareFact {
  readonly label: string;
  readonly value: string | null;
}

export interface HardwareGroup {
  /** Set when the section has several: "Processor 2". */
  readonly title?: string;
  readonly facts: readonly HardwareFact[];
}

export type SectionId = 'system' | 'cpu' | 'memory' | 'network' | 'multimedia' | 'storage' | 'display' | 'pci' | 'scsi' | 'usb';

export type HardwareSection =
  | { readonly id: SectionId; readonly kind: 'groups'; readonly groups: readonly HardwareGroup[] }
  /** What the client sent instead of a list (network: "could not be read…"). */
  | { readonly id: SectionId; readonly kind: 'text'; readonly text: string }
  | { readonly id: SectionId; readonly kind: 'unreadable' };

export interface HardwareLabels {
  readonly model: string;
  readonly vendor: string;
  readonly biosVendor: string;
  readonly biosDate: string;
  readonly serial: string;
  readonly chassis: string;
  readonly biosVersion: string;
  readonly biosCapabilities: string;
  readonly clockSpeed: string;
  readonly architecture: string;
  readonly cache: string;
  readonly cacheUnavailable: string;
  readonly flags: string;
  readonly size: string;
  readonly ip: string;
  readonly mac: string;
  readonly description: string;
  readonly product: string;
  readonly partitions: string;
  readonly attachedDevices: string;
  readonly numbered: (section: SectionId, index: number) => string;
}

class Unreadable extends Error {}

/** A shown value: text as sent, a number as written; absent, null or '' is '---'; anything else is not readable. */
function text(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (isString(value)) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Unreadable();
}

function record(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new Unreadable();
  return value;
}

function list(value: unknown): readonly unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Unreadable();
  return value;
}

/** A list of `{ code, title }` (BIOS capabilities, CPU flags) or of texts, joined. */
function joined(value: unknown, pick: 'code' | 'title'): string | null {
  const items = list(value).map((item) => (isRecord(item) ? text(item[pick] ?? item['code']) : text(item)));
  const shown = items.filter((item): item is string => item !== null);
  return shown.length > 0 ? shown.join(', ') : null;
}

const fact = (label: string, value: unknown): HardwareFact => ({ label, value: text(value) });

/** A list joined into one fact, left out when the list is empty or absent. */
const optionalList = (label: string, joinedText: string): HardwareFact[] => (joinedText === '' ? [] : [{ label, value: joinedText }]);

/** Groups of a section sent as one object or as a list of them, numbered when several. */
function groupsOf(id: SectionId, value: unknown, facts: (item: Record<string, unknown>) => HardwareFact[], labels: HardwareLabels): HardwareGroup[] {
  const items = Array.isArray(value) ? value.map(record) : [record(value)];
  return items.map((item, index) => ({ ...(items.length > 1 ? { title: labels.numbered(id, index + 1) } : {}), facts: facts(item) }));
}

type SectionReader = (value: unknown, labels: HardwareLabels) => HardwareSection;

const grouped =
  (id: SectionId, facts: (item: Record<string, unknown>, labels: HardwareLabels) => HardwareFact[]): SectionReader =>
  (value, labels) => ({ id, kind: 'groups', groups: groupsOf(id, value, (item) => facts(item, labels), labels) });

const modelVendor = (item: Record<string, unknown>, labels: HardwareLabels) => [fact(labels.model, item['model']), fact(labels.vendor, item['vendor'])];
const device = (item: Record<string, unknown>, labels: HardwareLabels) => [fact(labels.description, item['description']), ...modelVendor(item, labels)];

const READERS: Readonly<Record<SectionId, SectionReader>> = {
  system: grouped('system', (item, labels) => [
    fact(labels.model, item['model']),
    fact(labels.vendor, item['vendor']),
    fact(labels.biosVendor, item['bios_vendor']),
    fact(labels.biosDate, item['bios_date']),
    fact(labels.serial, item['serial']),
    fact(labels.chassis, item['chassis']),
    fact(labels.biosVersion, item['bios_version']),
    ...(item['bios_capabilities'] === undefined ? [] : [{ label: labels.biosCapabilities, value: joined(item['bios_capabilities'], 'title') }]),
  ]),
  cpu: grouped('cpu', (item, labels) => {
    const cache = item['cache'] === undefined || item['cache'] === null ? {} : record(item['cache']);
    const caches = Object.entries(cache).map(([level, size]) => fact(level, size));
    return [
      fact(labels.vendor, item['vendor']),
      fact(labels.clockSpeed, item['clock_speed']),
      fact(labels.model, item['model']),
      fact(labels.architecture, item['architecture']),
      ...(caches.length > 0 ? caches : [{ label: labels.cache, value: labels.cacheUnavailable }]),
      ...(item['flags'] === undefined ? [] : [{ label: labels.flags, value: joined(item['flags'], 'code') }]),
    ];
  }),
  memory: grouped('memory', (item, labels) => [fact(labels.size, item['size'])]),
  network: (value, labels) =>
    isString(value)
      ? { id: 'network', kind: 'text', text: value }
      : grouped('network', (item) => [
          fact(labels.ip, item['ip']),
          fact(labels.vendor, item['vendor']),
          fact(labels.model, item['model']),
          fact(labels.mac, item['mac']),
          fact(labels.description, item['description']),
        ])(value, labels),
  multimedia: grouped('multimedia', modelVendor),
  storage: grouped('storage', (item, labels) => [
    fact(labels.description, item['description']),
    fact(labels.product, item['product']),
    fact(labels.vendor, item['vendor']),
    fact(labels.size, item['size']),
    ...optionalList(
      labels.partitions,
      list(item['partitions'])
        .map((partition) => {
          const part = record(partition);
          return [text(part['description']), text(part['filesystem']), text(part['size'])].filter((piece) => piece !== null).join(', ');
        })
        .filter((line) => line !== '')
        .join('; '),
    ),
  ]),
  display: grouped('display', modelVendor),
  pci: grouped('pci', (item, labels) => [
    ...device(item, labels),
    ...optionalList(labels.attachedDevices, list(item['attached_devices']).map((attached) => text(record(attached)['description']) ?? '').filter(Boolean).join(', ')),
  ]),
  scsi: grouped('scsi', device),
  usb: grouped('usb', device),
};

/** The sections in the order shown (upstream's five, then what upstream leaves out). */
export const SECTION_ORDER: readonly SectionId[] = ['system', 'cpu', 'memory', 'network', 'multimedia', 'storage', 'display', 'pci', 'scsi', 'usb'];

/**
 * The sections the server sent (an absent, null or empty one is left out); null when there is no
 * hardware report at all (or it is not an object).
 */
export function hardwareSections(grouped: unknown, labels: HardwareLabels): readonly HardwareSection[] | null {
  if (!isRecord(grouped)) return null;
  const sections: HardwareSection[] = [];
  for (const id of SECTION_ORDER) {
    const value = grouped[id];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    try {
      sections.push(READERS[id](value, labels));
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      sections.push({ id, kind: 'unreadable' });
    }
  }
  return sections.length > 0 ? sections : null;
}
