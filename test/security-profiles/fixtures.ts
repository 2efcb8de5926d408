import type { SecurityProfile } from '../../src/api/security-profiles.ts';

/** Test data for the security profiles tests: a hostile string, and profiles built from overrides. */
export const HOSTILE = '<img src=x onerror=alert(1)>';

export function profile(id: number, title: string, overrides: Partial<SecurityProfile> = {}): SecurityProfile {
  return {
    id,
    name: `profile-${id}`,
    title,
    status: 'active',
    mode: 'audit',
    benchmark: 'cis_level1_server',
    access_group: 'global',
    all_computers: true,
    tags: [],
    associated_instances: 12,
    schedule: 'FREQ=DAILY;INTERVAL=7',
    restart_deliver_delay: 0,
    restart_deliver_delay_window: 0,
    tailoring_file_uri: null,
    next_run_time: '2026-04-01T00:30:00Z',
    creation_time: '2026-01-01T00:00:00Z',
    modification_time: '2026-01-01T00:00:00Z',
    retention_period: 90,
    last_run_results: { passing: 3, failing: 0, in_progress: 1, not_started: 0, timestamp: '2026-03-05T14:07:00Z', report_uri: null },
    ...overrides,
  };
}

/** last_run_results of a profile that never ran. */
export const NO_RUN = { passing: 0, failing: 0, in_progress: 0, not_started: 0, timestamp: null, report_uri: null };

