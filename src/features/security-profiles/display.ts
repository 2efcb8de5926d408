import type {
  LastRunResults,
  SecurityProfile,
  SecurityProfileBenchmark,
  SecurityProfileMode,
} from '../../api/security-profiles.ts';
import { BENCHMARK_LABELS, MODE_LABELS, SECURITY_PROFILE_TEXTS as T, instanceCount } from './texts.ts';
import { UI_TEXTS } from '../../ui/texts.ts';
import { isOverLimit } from './limits.ts';

export { ACTIVE_PROFILE_LIMIT, isOverLimit, isProfileLimitReached, SECURITY_PROFILE_INSTANCE_LIMIT } from './limits.ts';

type Counted = Pick<SecurityProfile, 'status' | 'associated_instances'>;

export type ProfileDisplayStatus = 'archived' | 'over-limit' | 'active';

export interface ProfileStatusView {
  readonly status: ProfileDisplayStatus;
  readonly label: string;
  /** Only for 'Over limit'. */
  readonly tooltip?: string;
}

/** SPEC §4: computed from the profile, not read from its `status` alone. */
export function profileStatus(profile: Counted): ProfileStatusView {
  if (profile.status === 'archived') return { status: 'archived', label: T.status.archived };
  if (isOverLimit(profile)) return { status: 'over-limit', label: T.status.overLimit, tooltip: T.status.overLimitTooltip };
  return { status: 'active', label: T.status.active };
}

export interface PassRatePart {
  readonly count: number;
  /** Whole-number percentage; the four add up to 100. */
  readonly percent: number;
  /** The exact share (0–1), for the bar's segment widths. */
  readonly fraction: number;
}

export interface PassRateBreakdown {
  readonly total: number;
  readonly passed: PassRatePart;
  readonly failed: PassRatePart;
  readonly inProgress: PassRatePart;
  readonly notRun: PassRatePart;
}

type PartName = 'passed' | 'failed' | 'inProgress' | 'notRun';
const PART_ORDER: readonly PartName[] = ['passed', 'failed', 'inProgress', 'notRun'];

type RunCounts = Pick<LastRunResults, 'passing' | 'failing' | 'in_progress' | 'not_started'>;

/**
 * SPEC §2: each share rounded to a whole percentage, the rounding remainder (-2 to +1) added to
 * passed so the four add up to 100. When no instance passed, or passed would go below 0, the
 * remainder goes to the largest category instead (the first in column order on a tie): a share the
 * count does not have, or a negative one, would be wrong. Null when there was no run (total 0).
 */
export function passRateBreakdown(results: RunCounts): PassRateBreakdown | null {
  const counts: Record<PartName, number> = {
    passed: results.passing,
    failed: results.failing,
    inProgress: results.in_progress,
    notRun: results.not_started,
  };
  const total = PART_ORDER.reduce((sum, name) => sum + counts[name], 0);
  if (!(total > 0)) return null;
  const percents = {} as Record<PartName, number>;
  for (const name of PART_ORDER) percents[name] = Math.round((counts[name] / total) * 100);
  const remainder = 100 - PART_ORDER.reduce((sum, name) => sum + percents[name], 0);
  if (remainder !== 0) {
    const passedTakesIt = counts.passed > 0 && percents.passed + remainder >= 0;
    const largest = PART_ORDER.reduce((best, name) => (counts[name] > counts[best] ? name : best));
    percents[passedTakesIt ? 'passed' : largest] += remainder;
  }
  const part = (name: PartName): PassRatePart => ({ count: counts[name], percent: percents[name], fraction: counts[name] / total });
  return { total, passed: part('passed'), failed: part('failed'), inProgress: part('inProgress'), notRun: part('notRun') };
}

/** The pass rate's tooltip, one line per category: 'Passed: N instances (P%)', … */
export function passRateTooltip(breakdown: PassRateBreakdown): readonly string[] {
  const lines = T.passRate.tooltip;
  return [
    lines.passed(breakdown.passed.count, breakdown.passed.percent),
    lines.failed(breakdown.failed.count, breakdown.failed.percent),
    lines.inProgress(breakdown.inProgress.count, breakdown.inProgress.percent),
    lines.notRun(breakdown.notRun.count, breakdown.notRun.percent),
  ];
}

export interface AssociatedInstancesView {
  /** Line 1: '---', '0 instances' or 'N instances'. */
  readonly instances: string;
  /** Whether line 1 links to the instance list filtered by the profile (a count above 0). */
  readonly linked: boolean;
  /** Line 2: 'All instances', the tags joined by ', ', or '---'. */
  readonly scope: string;
}

/** SPEC §2 "Associated instances and Tags". */
export function associatedInstances(
  profile: Pick<SecurityProfile, 'all_computers' | 'tags' | 'associated_instances'>,
): AssociatedInstancesView {
  const scope = profile.all_computers ? T.associated.allInstances : profile.tags.length > 0 ? profile.tags.join(', ') : UI_TEXTS.empty;
  if (!profile.all_computers && profile.tags.length === 0) return { instances: UI_TEXTS.empty, linked: false, scope };
  return { instances: instanceCount(profile.associated_instances), linked: profile.associated_instances > 0, scope };
}

/** API.md instance search: the instances a profile is associated with. */
export const profileInstancesQuery = (id: number): string => `profile:security:${id}`;

export { passRateInstancesQuery } from '../shell/paths.ts';

/** SPEC §2: the last path segment of `tailoring_file_uri` (no query or fragment), or 'tailoring-file.xml'. */
export function tailoringFileName(uri: string | null | undefined): string {
  const path = (uri ?? '').split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments[segments.length - 1];
  return last !== undefined && !/^[a-z][a-z\d+.-]*:$/i.test(last) ? last : T.tailoringFileFallback;
}

/** Own keys only: a server value such as 'constructor' is not a label. */
const ownLabel = (labels: Readonly<Record<string, string>>, value: string): string =>
  Object.hasOwn(labels, value) ? labels[value]! : value;

/** SPEC §3; a mode this version does not know shows as the server wrote it. */
export const modeLabel = (mode: SecurityProfileMode | string): string => ownLabel(MODE_LABELS, mode);

/** The benchmark's readable name; an unknown one shows as the server wrote it. */
export const benchmarkLabel = (benchmark: SecurityProfileBenchmark | string): string => ownLabel(BENCHMARK_LABELS, benchmark);
