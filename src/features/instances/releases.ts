/**
 * The OS filter's choices: Ubuntu releases still met in fleets, newest first. A fixed list rather
 * than one read from the instances (the API lists no distributions, and a page of instances shows only
 * some): each is sent as `distribution:{code name}` (API.md), which also matches its version number.
 */
export const UBUNTU_RELEASES = [
  { codeName: 'questing', label: 'Ubuntu 25.10' },
  { codeName: 'plucky', label: 'Ubuntu 25.04' },
  { codeName: 'noble', label: 'Ubuntu 24.04 LTS' },
  { codeName: 'jammy', label: 'Ubuntu 22.04 LTS' },
  { codeName: 'focal', label: 'Ubuntu 20.04 LTS' },
  { codeName: 'bionic', label: 'Ubuntu 18.04 LTS' },
  { codeName: 'xenial', label: 'Ubuntu 16.04 LTS' },
] as const;

export const OS_VALUES: readonly string[] = UBUNTU_RELEASES.map((release) => release.codeName);

/** The OS chip's and option's text for a code name. */
export function osLabel(codeName: string): string {
  return UBUNTU_RELEASES.find((release) => release.codeName === codeName)?.label ?? codeName;
}
