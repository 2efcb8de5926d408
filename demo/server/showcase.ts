/**
 * The acme instances that show one state of the instance page's tabs each, so the demo and the tests
 * can open them by id. Everything else about an instance's tabs comes from its id (stableFraction and
 * generators seeded with the id), never from the seed's generator.
 */
export const SHOWCASE = {
  /** Livepatch on, several fixes, some unpatched. */
  livepatchFixes: 1,
  /** Annotations: several keys. */
  annotations: 2,
  /** Annotations: a hostile key and value. */
  hostileAnnotation: 3,
  /** Ubuntu Pro attached, Livepatch service disabled. */
  livepatchDisabled: 4,
  /** Livepatch coverage expired (the kernel is past its upgrade-required date). */
  livepatchExpired: 5,
  /**
   * The instance with a long activity history: more than 5,000 packages, the hostile package names,
   * Livepatch fixes with a hostile description, a hostile process name.
   */
  busy: 6,
  /** More than 5,000 users (the "Fetched 5000 out of N users" notice). */
  manyUsers: 8,
  /** An Ubuntu instance whose kernel was never reported: `installed: null` and a message. */
  noKernel: 9,
  /** An Ubuntu instance with no packages at all (none installed, none available). */
  noPackages: 10,
  /** Livepatch coverage that expires in under 7 days. */
  livepatchExpiring: 11,
  /** No snaps installed. */
  noSnaps: 12,
  /** No processes reported. */
  noProcesses: 13,
  /** Ubuntu Pro reports a failure (and so some upgrades need Ubuntu Pro). */
  proFailure: 14,
  /** An Ubuntu instance without hardware information. */
  noHardware: 15,
  /** No `ubuntu_pro_info` at all. */
  noProInfo: 16,
  /** `grouped_hardware.network` is a plain string. */
  networkText: 17,
  /** A desktop associated with an employee (Léa Novak, employee 320; feature employee-management). */
  withEmployee: 4301,
  /** A Windows host with WSL children. */
  windowsHost: 5001,
  /** A Windows host without WSL children (added after every organisation, hence the high id). */
  windowsHostWithoutChildren: 5957,
} as const;

/** Hostile texts the UI must show as plain text (no markup, no layout breakage). */
export const HOSTILE = {
  html: '<img src=x onerror=alert(document.domain)>',
  script: '"><script>alert(1)</script>',
  rtl: 'invoice\u202Egpj.exe',
  zeroWidth: '\u200B\u200C\u200D',
  emoji: '🔥💾🚀 emoji-toolkit 👩🏽‍💻',
  /** 10,000 characters without a space to break on. */
  long: `very-long-${'x'.repeat(9_990)}`,
} as const;
