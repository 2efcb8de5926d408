/**
 * What an instance reports about itself that no API call changes: its annotations, its hardware
 * (`grouped_hardware`), its Ubuntu Pro status (`ubuntu_pro_info`) and whether Livepatch covers it.
 *
 * All of it comes from the instance's id (a generator seeded with the id, and stableUnit), not
 * from the seed's generator, so adding it changed no seeded record. Computed on first use and kept.
 */
import type { Instance } from './model.ts';
import { Random, stableUnit } from './random.ts';
import { HOSTILE, SHOWCASE } from './showcase.ts';
import { iso } from './time.ts';

const DAY = 86_400_000;

export type Annotations = Record<string, string>;

export interface GroupedHardware {
  system: {
    model: string;
    vendor: string;
    bios_vendor: string;
    bios_date: string;
    serial: string;
    chassis: string;
    bios_version: string;
    bios_capabilities: { code: string; title: string }[];
  };
  cpu: { vendor: string; clock_speed: string; model: string; architecture: string; cache: Record<string, string>; flags: { code: string; title: string }[] }[];
  memory: { size: string };
  /** A plain string when the client could not list the network devices. */
  network: { ip: string; vendor: string; model: string; product: string; mac: string; description: string }[] | string;
  multimedia: { model: string; vendor: string };
  storage: { description: string; product: string; vendor: string; size: string; partitions: { description: string; filesystem: string; size: string }[] }[];
  display: { model: string; vendor: string };
  pci: { description: string; model: string; vendor: string; attached_devices: { description: string; model: string; vendor: string }[] }[];
  scsi: { description: string; model: string; vendor: string }[];
  usb: { description: string; model: string; vendor: string }[];
}

export interface UbuntuProService {
  name: string;
  available: string;
  description: string;
  entitled?: string;
  status?: string;
  status_details?: string;
}

export type UbuntuProInfo =
  | {
      result: 'success';
      attached: boolean;
      expires: string;
      effective: string;
      account: { id: string; name: string; created_at: string; external_account_ids: { IDs: string[]; origin: string }[] };
      contract: { id: string; name: string; created_at: string; products: string[]; tech_support_level: string };
      services: UbuntuProService[];
    }
  | { result: 'failure'; errors: { message: string; message_code: string; service: string | null; type: string }[] };

/**
 * How Livepatch covers the running kernel: `fixes` (patches applied since the last restart, some not
 * yet), `patched` (nothing pending), `expiring` (coverage ends within 7 days), `expired`, `disabled`
 * (the Livepatch service is off or Ubuntu Pro is not attached), `none` (no kernel of its own: Windows,
 * WSL, never-reported instances).
 */
export type LivepatchMode = 'fixes' | 'patched' | 'expiring' | 'expired' | 'disabled' | 'none';

export interface InstanceFacts {
  annotations: Annotations;
  grouped_hardware: GroupedHardware | null;
  /** undefined: the instance sends no `ubuntu_pro_info` at all. */
  ubuntu_pro_info: UbuntuProInfo | undefined;
  livepatch: LivepatchMode;
}

/** One independent number in [0, 1) per instance and decision. */
const fraction = (id: number, decision: string): number => stableUnit(`${decision}:${id}`);

const isUbuntu = (instance: Instance): boolean => instance.distribution_info?.distributor === 'Ubuntu';
const isServer = (instance: Instance): boolean => instance.cloud_init.availability_zone !== null;

const ANNOTATION_POOL: [string, string][] = [
  ['owner', 'platform-team@acme.example'],
  ['cost-center', 'CC-1042'],
  ['backup-policy', 'daily, 30 days'],
  ['ticket', 'OPS-2291'],
  ['rack', 'B7-U12'],
  ['managed-by', 'terraform'],
  ['maintenance-window', 'Sun 02:00–04:00 UTC'],
  ['pci-scope', 'yes'],
];

function annotationsOf(instance: Instance): Annotations {
  if (instance.id === SHOWCASE.hostileAnnotation) {
    return {
      [HOSTILE.html]: HOSTILE.script,
      owner: HOSTILE.rtl,
      [HOSTILE.zeroWidth]: HOSTILE.emoji,
      notes: HOSTILE.long,
    };
  }
  const several = instance.id === SHOWCASE.annotations || fraction(instance.id, 'annotations') < 0.04;
  if (!several) return {};
  const rng = new Random(`annotations:${instance.id}`);
  return Object.fromEntries(rng.sample(ANNOTATION_POOL, rng.int(2, 5)));
}

interface Machine {
  vendor: string;
  model: string;
  chassis: string;
  bios_vendor: string;
  cpu: { vendor: string; model: string; mhz: number; cache: Record<string, string> };
  memory: string[];
  nic: { vendor: string; model: string };
  multimedia: { vendor: string; model: string };
  display: { vendor: string; model: string };
  disk: { vendor: string; product: string; size: string };
}

const INTEL = 'Intel Corp.';
const AMD = 'Advanced Micro Devices [AMD]';
const NOT_AVAILABLE = 'Not available';

const SERVERS: Machine[] = [
  {
    vendor: 'Amazon EC2', model: 'm6i.xlarge', chassis: 'Other', bios_vendor: 'Amazon EC2',
    cpu: { vendor: INTEL, model: 'Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz', mhz: 2900, cache: { 'L1 cache': '192 KiB', 'L2 cache': '5 MiB', 'L3 cache': '54 MiB' } },
    memory: ['16 GiB', '32 GiB'],
    nic: { vendor: 'Amazon.com, Inc.', model: 'Elastic Network Adapter (ENA)' },
    multimedia: { vendor: NOT_AVAILABLE, model: NOT_AVAILABLE },
    display: { vendor: 'Amazon.com, Inc.', model: 'Device 1111' },
    disk: { vendor: 'Amazon.com, Inc.', product: 'Amazon Elastic Block Store', size: '100 GiB' },
  },
  {
    vendor: 'Amazon EC2', model: 'c7a.2xlarge', chassis: 'Other', bios_vendor: 'Amazon EC2',
    cpu: { vendor: AMD, model: 'AMD EPYC 9R14', mhz: 3700, cache: { 'L1 cache': '256 KiB', 'L2 cache': '4 MiB', 'L3 cache': '32 MiB' } },
    memory: ['16 GiB'],
    nic: { vendor: 'Amazon.com, Inc.', model: 'Elastic Network Adapter (ENA)' },
    multimedia: { vendor: NOT_AVAILABLE, model: NOT_AVAILABLE },
    display: { vendor: 'Amazon.com, Inc.', model: 'Device 1111' },
    disk: { vendor: 'Amazon.com, Inc.', product: 'NVMe EBS controller', size: '200 GiB' },
  },
  {
    vendor: 'Amazon EC2', model: 'm7g.large', chassis: 'Other', bios_vendor: 'Amazon EC2',
    // Graviton reports no cache sizes: the UI's "CACHE: Not available".
    cpu: { vendor: 'ARM Limited', model: 'Neoverse-V1', mhz: 2600, cache: {} },
    memory: ['8 GiB'],
    nic: { vendor: 'Amazon.com, Inc.', model: 'Elastic Network Adapter (ENA)' },
    multimedia: { vendor: NOT_AVAILABLE, model: NOT_AVAILABLE },
    display: { vendor: NOT_AVAILABLE, model: NOT_AVAILABLE },
    disk: { vendor: 'Amazon.com, Inc.', product: 'NVMe EBS controller', size: '50 GiB' },
  },
  {
    vendor: 'Dell Inc.', model: 'PowerEdge R650', chassis: 'Rack Mount Chassis', bios_vendor: 'Dell Inc.',
    cpu: { vendor: INTEL, model: 'Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz', mhz: 2000, cache: { 'L1 cache': '2560 KiB', 'L2 cache': '40 MiB', 'L3 cache': '48 MiB' } },
    memory: ['256 GiB', '512 GiB'],
    nic: { vendor: 'Broadcom Inc. and subsidiaries', model: 'BCM57416 NetXtreme-E Dual-Media 10G RDMA Ethernet Controller' },
    multimedia: { vendor: NOT_AVAILABLE, model: NOT_AVAILABLE },
    display: { vendor: 'Matrox Electronics Systems Ltd.', model: 'Integrated Matrox G200eW3 Graphics Controller' },
    disk: { vendor: 'Dell', product: 'PERC H755 Front', size: '1788 GiB' },
  },
];

const DESKTOPS: Machine[] = [
  {
    vendor: 'LENOVO', model: 'ThinkPad X1 Carbon Gen 11', chassis: 'Notebook', bios_vendor: 'LENOVO',
    cpu: { vendor: INTEL, model: '13th Gen Intel(R) Core(TM) i7-1365U', mhz: 1800, cache: { 'L1 cache': '352 KiB', 'L2 cache': '6.5 MiB', 'L3 cache': '12 MiB' } },
    memory: ['16 GiB', '32 GiB'],
    nic: { vendor: INTEL, model: 'Raptor Lake PCH CNVi WiFi' },
    multimedia: { vendor: INTEL, model: 'Raptor Lake-P/U/H cAVS' },
    display: { vendor: INTEL, model: 'Raptor Lake-P [Iris Xe Graphics]' },
    disk: { vendor: 'Samsung Electronics Co Ltd', product: 'NVMe SSD Controller PM9A1', size: '512 GiB' },
  },
  {
    vendor: 'Dell Inc.', model: 'XPS 13 9340', chassis: 'Notebook', bios_vendor: 'Dell Inc.',
    cpu: { vendor: INTEL, model: 'Intel(R) Core(TM) Ultra 7 155H', mhz: 1400, cache: { 'L1 cache': '1.1 MiB', 'L2 cache': '18 MiB', 'L3 cache': '24 MiB' } },
    memory: ['32 GiB'],
    nic: { vendor: INTEL, model: 'Meteor Lake PCH CNVi WiFi' },
    multimedia: { vendor: INTEL, model: 'Meteor Lake-P HD Audio Controller' },
    display: { vendor: INTEL, model: 'Meteor Lake-P [Intel Arc Graphics]' },
    disk: { vendor: 'SK hynix', product: 'Platinum P41 NVMe Solid State Drive', size: '1024 GiB' },
  },
  {
    vendor: 'HP', model: 'Z2 Tower G9 Workstation Desktop PC', chassis: 'Desktop', bios_vendor: 'HP',
    cpu: { vendor: INTEL, model: '12th Gen Intel(R) Core(TM) i9-12900K', mhz: 3200, cache: { 'L1 cache': '1.4 MiB', 'L2 cache': '14 MiB', 'L3 cache': '30 MiB' } },
    memory: ['64 GiB'],
    nic: { vendor: INTEL, model: 'Ethernet Connection (17) I219-LM' },
    multimedia: { vendor: 'NVIDIA Corporation', model: 'GA104 High Definition Audio Controller' },
    display: { vendor: 'NVIDIA Corporation', model: 'GA104GL [RTX A4000]' },
    disk: { vendor: 'KIOXIA Corporation', product: 'NVMe SSD Controller BG5', size: '1024 GiB' },
  },
  {
    vendor: 'Framework', model: 'Laptop 13 (AMD Ryzen 7040Series)', chassis: 'Notebook', bios_vendor: 'INSYDE Corp.',
    cpu: { vendor: AMD, model: 'AMD Ryzen 7 7840U w/ Radeon 780M Graphics', mhz: 3300, cache: { 'L1 cache': '512 KiB', 'L2 cache': '8 MiB', 'L3 cache': '16 MiB' } },
    memory: ['32 GiB'],
    nic: { vendor: 'MEDIATEK Corp.', model: 'MT7922 802.11ax PCI Express Wireless Network Adapter' },
    multimedia: { vendor: AMD, model: 'Family 17h/19h HD Audio Controller' },
    display: { vendor: AMD, model: 'Phoenix1' },
    disk: { vendor: 'Western Digital', product: 'WD Black SN850X NVMe SSD', size: '2048 GiB' },
  },
];

const CPU_FLAGS = [
  { code: 'fpu', title: 'mathematical co-processor' },
  { code: 'vme', title: 'virtual mode extensions' },
  { code: 'sse4_2', title: 'SSE 4.2' },
  { code: 'aes', title: 'AES instructions' },
  { code: 'avx2', title: 'AVX2' },
];

const BIOS_CAPABILITIES = [
  { code: 'pci', title: 'PCI bus' },
  { code: 'upgrade', title: 'BIOS EEPROM can be upgraded' },
  { code: 'acpi', title: 'ACPI' },
  { code: 'uefi', title: 'UEFI specification is supported' },
];

const hex = (rng: Random, bytes: number): string =>
  Array.from({ length: bytes }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join(':');

function groupedHardwareOf(instance: Instance): GroupedHardware | null {
  if (!isUbuntu(instance) || instance.is_wsl_instance || instance.id === SHOWCASE.noHardware) return null;
  if (fraction(instance.id, 'hardware') < 0.03) return null;
  const rng = new Random(`hardware:${instance.id}`);
  const machine = rng.pick(isServer(instance) ? SERVERS : DESKTOPS);
  const serverIp = () => `10.${rng.int(0, 40)}.${rng.int(0, 255)}.${rng.int(2, 254)}`;
  const networkText = instance.id === SHOWCASE.networkText || fraction(instance.id, 'network') < 0.02;
  const nics = [
    {
      ip: isServer(instance) ? serverIp() : `192.168.${rng.int(0, 10)}.${rng.int(2, 254)}`,
      vendor: machine.nic.vendor,
      model: machine.nic.model,
      product: machine.nic.model,
      mac: hex(rng, 6),
      description: isServer(instance) ? 'Ethernet interface' : 'Wireless interface',
    },
  ];
  if (rng.chance(0.3)) {
    nics.push({ ip: NOT_AVAILABLE, vendor: NOT_AVAILABLE, model: 'Virtual bridge', product: 'Virtual bridge', mac: hex(rng, 6), description: 'docker0' });
  }
  const year = rng.int(2021, 2025);
  const cpuCount = isServer(instance) && machine.vendor === 'Dell Inc.' ? 2 : 1;
  return {
    system: {
      model: machine.model,
      vendor: machine.vendor,
      bios_vendor: machine.bios_vendor,
      bios_date: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${year}`,
      serial: isServer(instance) && machine.vendor === 'Amazon EC2' ? `ec2${hex(rng, 7).replace(/:/g, '')}` : `PF${rng.int(100000, 999999).toString(36).toUpperCase()}`,
      chassis: machine.chassis,
      bios_version: `${rng.int(1, 2)}.${rng.int(0, 30)}.${rng.int(0, 9)}`,
      bios_capabilities: BIOS_CAPABILITIES,
    },
    cpu: Array.from({ length: cpuCount }, () => ({
      vendor: machine.cpu.vendor,
      clock_speed: `${machine.cpu.mhz} MHz`,
      model: machine.cpu.model,
      architecture: machine.cpu.vendor === 'ARM Limited' ? 'aarch64' : 'x86_64',
      cache: machine.cpu.cache,
      flags: CPU_FLAGS,
    })),
    memory: { size: rng.pick(machine.memory) },
    network: networkText ? 'Network devices could not be read: lshw exited with status 1.' : nics,
    multimedia: machine.multimedia,
    storage: [
      {
        description: 'NVMe device',
        product: machine.disk.product,
        vendor: machine.disk.vendor,
        size: machine.disk.size,
        partitions: [
          { description: 'EFI system partition', filesystem: 'vfat', size: '1 GiB' },
          { description: 'Root', filesystem: 'ext4', size: machine.disk.size },
        ],
      },
    ],
    display: machine.display,
    pci: [
      { description: 'Host bridge', model: 'Host bridge', vendor: machine.cpu.vendor, attached_devices: [] },
      { description: 'Ethernet controller', model: machine.nic.model, vendor: machine.nic.vendor, attached_devices: [] },
    ],
    scsi: [],
    usb: isServer(instance)
      ? []
      : [
          { description: 'USB hub', model: 'USB 3.0 root hub', vendor: 'Linux Foundation' },
          { description: 'Video', model: 'Integrated Camera', vendor: 'Chicony Electronics Co., Ltd' },
        ],
  };
}

/** Ubuntu instances that fail to report Pro status, and that send none at all. */
const PRO_FAILURE_SHARE = 0.08;
const PRO_ABSENT_SHARE = 0.1;
/** Ids shown as attached whatever their fraction says (their Livepatch states need Pro). */
const PRO_ATTACHED_IDS: readonly number[] = [
  SHOWCASE.livepatchFixes, SHOWCASE.livepatchDisabled, SHOWCASE.livepatchExpired, SHOWCASE.busy, SHOWCASE.livepatchExpiring,
];

type ProState = 'attached' | 'failure' | 'absent';

function proStateOf(instance: Instance): ProState {
  if (!isUbuntu(instance)) return 'absent';
  if (instance.id === SHOWCASE.proFailure) return 'failure';
  if (instance.id === SHOWCASE.noProInfo) return 'absent';
  if (PRO_ATTACHED_IDS.includes(instance.id)) return 'attached';
  const roll = fraction(instance.id, 'pro');
  if (roll < PRO_FAILURE_SHARE) return 'failure';
  if (roll < PRO_FAILURE_SHARE + PRO_ABSENT_SHARE) return 'absent';
  return 'attached';
}

function livepatchOf(instance: Instance, pro: ProState): LivepatchMode {
  if (!isUbuntu(instance) || instance.is_wsl_instance || instance.distribution === null || instance.id === SHOWCASE.noKernel) return 'none';
  switch (instance.id) {
    case SHOWCASE.livepatchFixes:
    case SHOWCASE.busy:
      return 'fixes';
    case SHOWCASE.livepatchDisabled:
      return 'disabled';
    case SHOWCASE.livepatchExpired:
      return 'expired';
    case SHOWCASE.livepatchExpiring:
      return 'expiring';
  }
  if (pro !== 'attached') return 'disabled';
  const roll = fraction(instance.id, 'livepatch');
  if (roll < 0.15) return 'disabled';
  if (roll < 0.2) return 'expired';
  if (roll < 0.23) return 'expiring';
  if (roll < 0.5) return 'fixes';
  return 'patched';
}

const PRO_SERVICES: { name: string; description: string }[] = [
  { name: 'anbox-cloud', description: 'Scalable Android in the cloud' },
  { name: 'esm-apps', description: 'Expanded Security Maintenance for Applications' },
  { name: 'esm-infra', description: 'Expanded Security Maintenance for Infrastructure' },
  { name: 'fips', description: 'NIST-certified FIPS crypto packages' },
  { name: 'fips-updates', description: 'FIPS compliant crypto packages with stable security updates' },
  { name: 'landscape', description: 'Management and administration tool for Ubuntu' },
  { name: 'livepatch', description: 'Canonical Livepatch service' },
  { name: 'realtime-kernel', description: 'Ubuntu kernel with PREEMPT_RT patches integrated' },
  { name: 'usg', description: 'Security compliance and audit tools' },
];

const ENABLED_BY_DEFAULT = ['esm-apps', 'esm-infra', 'livepatch', 'landscape'];

function ubuntuProInfoOf(instance: Instance, orgTitle: string, pro: ProState, livepatch: LivepatchMode, anchor: number): UbuntuProInfo | undefined {
  if (pro === 'absent') return undefined;
  if (pro === 'failure') {
    return {
      result: 'failure',
      errors: [
        {
          message: 'Failed to access URL: https://contracts.canonical.com/v1/context/machines/token. Cannot verify certificate of server.',
          message_code: 'connectivity-error',
          service: null,
          type: 'system',
        },
      ],
    };
  }
  const rng = new Random(`pro:${instance.id}`);
  const created = anchor - rng.int(200, 900) * DAY;
  const desktop = !isServer(instance);
  const services = PRO_SERVICES.map((service): UbuntuProService => {
    // Services Pro does not offer this machine come without entitlement or status, as the client sends them.
    if (service.name === 'anbox-cloud' || (service.name === 'realtime-kernel' && desktop)) {
      return { name: service.name, available: 'no', description: service.description };
    }
    let status = ENABLED_BY_DEFAULT.includes(service.name) ? 'enabled' : 'disabled';
    if (service.name === 'livepatch' && livepatch === 'disabled') status = 'disabled';
    return {
      name: service.name,
      available: 'yes',
      description: service.description,
      entitled: 'yes',
      status,
      status_details: status === 'enabled' ? `${service.name} is active` : '',
    };
  });
  return {
    result: 'success',
    attached: true,
    expires: iso(anchor + rng.int(40, 700) * DAY),
    effective: iso(created),
    account: {
      id: `cAX${rng.int(100000, 999999).toString(36)}`,
      name: orgTitle,
      created_at: iso(created - 30 * DAY),
      external_account_ids: isServer(instance) ? [{ IDs: [`aws-${rng.int(100000000, 999999999)}`], origin: 'AWS' }] : [],
    },
    contract: {
      id: `cAY${rng.int(100000, 999999).toString(36)}`,
      name: desktop ? 'Ubuntu Pro Desktop' : rng.pick(['Ubuntu Pro', 'Ubuntu Pro (Infra-only)']),
      created_at: iso(created),
      products: [desktop ? 'uaa-essential-desktop' : 'uai-essential-virtual'],
      tech_support_level: desktop ? 'essential' : rng.pick(['essential', 'standard', 'advanced']),
    },
    services,
  };
}

const factsCache = new Map<string, InstanceFacts>();

/**
 * The instance's facts, the same for every namespace (they depend only on fields no call changes).
 * `anchor` is the seed's "now", so expiry dates sit where the seed's timestamps do.
 */
export function instanceFacts(instance: Instance, orgTitle: string, anchor: number): InstanceFacts {
  const key = `${anchor}:${instance.id}`;
  let facts = factsCache.get(key);
  if (!facts) {
    const pro = proStateOf(instance);
    const livepatch = livepatchOf(instance, pro);
    facts = Object.freeze({
      annotations: annotationsOf(instance),
      grouped_hardware: groupedHardwareOf(instance),
      ubuntu_pro_info: ubuntuProInfoOf(instance, orgTitle, pro, livepatch, anchor),
      livepatch,
    });
    factsCache.set(key, facts);
  }
  return facts;
}
