import type { JSX, ReactNode } from 'react';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { formatDateTime, machineDate, type DateDisplay, type DateInput } from '../../lib/dates.ts';
import { formatUtc, scheduleSummary, ScheduleError } from '../../lib/schedule.ts';
import { useDateDisplay } from '../../ui/time/DateTime.tsx';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { StatusLabel, type StatusTone } from '../../ui/list/StatusLabel.tsx';
import { Tooltip } from '../../ui/tooltip/Tooltip.tsx';
import { valueText } from '../../ui/placeholders.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { instancesPath } from '../shell/paths.ts';
import * as styles from './cells.css.ts';
import {
  associatedInstances,
  modeLabel,
  passRateBreakdown,
  passRateInstancesQuery,
  passRateTooltip,
  profileInstancesQuery,
  profileStatus,
  type ProfileDisplayStatus,
} from './display.ts';
import { SECURITY_PROFILE_TEXTS as T } from './texts.ts';

export interface ProfileCellProps {
  readonly profile: SecurityProfile;
}

const TONES: Readonly<Record<ProfileDisplayStatus, StatusTone>> = {
  archived: 'neutral',
  'over-limit': 'negative',
  active: 'positive',
};

/** Tooltip lines: phrasing content, one a line. */
function Lines({ lines }: { readonly lines: readonly string[] }) {
  return (
    <>
      {lines.map((text, index) => (
        <span key={index} className={styles.line}>
          {text}
        </span>
      ))}
    </>
  );
}

/** SPEC §4: 'Archived', 'Active', or 'Over limit' with why, reachable by keyboard too. */
export function StatusCell({ profile }: ProfileCellProps): JSX.Element {
  const view = profileStatus(profile);
  const label = <StatusLabel label={view.label} tone={TONES[view.status]} />;
  if (!view.tooltip) return label;
  return (
    <Tooltip<HTMLSpanElement> content={view.tooltip}>
      {(trigger) => (
        <span {...trigger} tabIndex={0} className={styles.focusable}>
          {label}
        </span>
      )}
    </Tooltip>
  );
}

/** A count that links to the instances with that result, only when there are some. */
function ResultCount({ id, result, count, text }: { readonly id: number; readonly result: 'pass' | 'fail'; readonly count: number; readonly text: string }) {
  if (count <= 0) return <span>{text}</span>;
  return <AppLink path={instancesPath({ query: passRateInstancesQuery(id, result) })}>{text}</AppLink>;
}

const SEGMENTS = ['passed', 'failed', 'inProgress', 'notRun'] as const;

/** SPEC §2 "Last audit's pass rate": the counts, a stacked bar, and the four shares in its tooltip. */
export function PassRateCell({ profile }: ProfileCellProps): JSX.Element {
  const breakdown = passRateBreakdown(profile.last_run_results);
  if (!breakdown) return <>{UI_TEXTS.empty}</>;
  return (
    <>
      <span className={styles.counts}>
        <ResultCount id={profile.id} result="pass" count={breakdown.passed.count} text={T.passRate.passed(breakdown.passed.count)} />
        <ResultCount id={profile.id} result="fail" count={breakdown.failed.count} text={T.passRate.failed(breakdown.failed.count)} />
      </span>
      <Tooltip<HTMLSpanElement> content={<Lines lines={passRateTooltip(breakdown)} />}>
        {(trigger) => (
          // Focusable so keyboard users reach the tooltip; an image whose description is the tooltip.
          <span {...trigger} tabIndex={0} role="img" aria-label={T.cells.passRateBar} className={styles.bar}>
            {SEGMENTS.map((name) => (
              <span key={name} aria-hidden="true" className={styles.segment[name]} style={{ width: `${breakdown[name].fraction * 100}%` }} />
            ))}
          </span>
        )}
      </Tooltip>
    </>
  );
}

/** SPEC §2 "Associated instances and Tags": the count (a link when above 0), then the scope. */
export function AssociatedCell({ profile }: ProfileCellProps): JSX.Element {
  const view = associatedInstances(profile);
  return (
    <>
      <span className={styles.line}>
        {view.linked ? <AppLink path={instancesPath({ query: profileInstancesQuery(profile.id) })}>{view.instances}</AppLink> : view.instances}
      </span>
      <span className={styles.line}>{view.scope}</span>
    </>
  );
}

/** SPEC §3: the mode's label. */
export function ModeCell({ profile }: ProfileCellProps): JSX.Element {
  return <>{modeLabel(profile.mode)}</>;
}

/**
 * A server time as SPEC's `MMM DD, YYYY, HH:mm` (or the user's locale's equivalent) with its zone
 * named as every other time's is ('UTC'): profiles run on the server's clock, and their form takes
 * times in UTC, so their times show in UTC. Null when absent or unreadable.
 */
export const serverTime = (value: DateInput, dates: DateDisplay): string | null => formatDateTime(value, { ...dates, timeZone: 'UTC' });

/** A server time in `<time>` (see serverTime), or '---'. */
export function ServerTime({ value }: { readonly value: DateInput }): JSX.Element {
  const text = serverTime(value, useDateDisplay());
  const machine = machineDate(value);
  return text === null || machine === null ? <>{UI_TEXTS.empty}</> : <time dateTime={machine}>{text}</time>;
}

/**
 * A schedule's summary, its end date in the reader's locale and in UTC, the zone named (upstream
 * writes it without one). A schedule the parser rejects still shows, as the server wrote it.
 */
export function scheduleText(schedule: string, dates: DateDisplay): string {
  const untilText = (time: number) => serverTime(time, dates) ?? formatUtc(time);
  try {
    return scheduleSummary(schedule, untilText);
  } catch (error) {
    if (error instanceof ScheduleError) return valueText(schedule);
    throw error;
  }
}

/** SPEC §2 "Last run and Schedule": the last run and the schedule; the tooltip adds the next run, in UTC. */
export function LastRunCell({ profile }: ProfileCellProps): JSX.Element {
  const dates = useDateDisplay();
  const lastRun = serverTime(profile.last_run_results.timestamp, dates);
  const nextRun = serverTime(profile.next_run_time, dates);
  const schedule = scheduleText(profile.schedule, dates);
  const lines: readonly string[] = [
    T.cells.tooltipLine(T.lastRun.lastRun, lastRun ?? UI_TEXTS.empty),
    T.cells.tooltipLine(T.lastRun.nextRun, nextRun ?? UI_TEXTS.empty),
    T.cells.tooltipLine(T.lastRun.schedule, schedule),
  ];
  const content: ReactNode = <Lines lines={lines} />;
  return (
    <Tooltip<HTMLSpanElement> content={content}>
      {(trigger) => (
        <span {...trigger} tabIndex={0} className={`${styles.line} ${styles.focusable}`}>
          <span className={styles.line}>
            <ServerTime value={profile.last_run_results.timestamp} />
          </span>
          <span className={styles.line}>{schedule}</span>
        </span>
      )}
    </Tooltip>
  );
}
