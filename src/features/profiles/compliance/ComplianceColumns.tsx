import type { JSX } from 'react';
import type { Compliance, ProfileBase } from '../../../api/profile-common.ts';
import type { Column } from '../../../ui/list/index.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { Tooltip } from '../../../ui/tooltip/Tooltip.tsx';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { instancesPath } from '../../shell/paths.ts';
import * as profileStyles from '../Profiles.css.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import * as styles from './Compliance.css.ts';

/**
 * What package and WSL profiles' lists share (screens profiles.md §2.2, §6.2): the clamped
 * description, the compliance columns with their headers' help, and the counts linked to the
 * instances list filtered by them. A file of its own that those two screens alone load
 * (rollup.config.ts PROFILE_COMPLIANCE), so no other profile route carries it.
 */

/** The profile types whose instances' compliance the API reports. */
export type ComplianceType = 'package' | 'wsl';

/** The compliance states an instance search filters on. */
export type ComplianceState = 'non-compliant' | 'pending';

/** The instances of a profile in a compliance state: `package-profile:{id}:non-compliant`, … */
export const complianceQuery = (type: ComplianceType, id: number, state: ComplianceState): string => `${type}-profile:${id}:${state}`;

/** A header and its help: a "?" button whose tooltip is the help, reached by keyboard too. */
export function HelpHeader({ label, help, about }: { readonly label: string; readonly help: string; readonly about: string }): JSX.Element {
  return (
    <span className={styles.header}>
      {label}
      <Tooltip content={help} placement="bottom-start">
        {(trigger) => (
          <button type="button" {...trigger} className={styles.help} aria-label={about}>
            <span aria-hidden="true">?</span>
          </button>
        )}
      </Tooltip>
    </span>
  );
}

/**
 * How many instances of the profile are in `state`: `---` when the server sent no compliance, `0
 * instances` as text, else the count linking to those instances.
 */
export function ComplianceCount({ type, id, computers, state }: { readonly type: ComplianceType; readonly id: number; readonly computers: Compliance | null | undefined; readonly state: ComplianceState }): JSX.Element {
  if (!computers) return <>{UI_TEXTS.empty}</>;
  const count = computers[state].length;
  if (count === 0) return <>{PROFILE_TEXTS.instances(0)}</>;
  return <AppLink path={instancesPath({ query: complianceQuery(type, id, state) })}>{PROFILE_TEXTS.instances(count)}</AppLink>;
}

/** A profile type with compliance: its id, description and instances. */
export interface CompliantProfile extends ProfileBase {
  readonly description: string;
  readonly computers?: Compliance | null;
}

/** What the columns say: their headers, and the headers' help. */
export interface ComplianceTexts {
  readonly columns: { readonly description: string; readonly notCompliant: string; readonly pending: string };
  readonly help: { readonly notCompliant: string; readonly pending: string; readonly about: (header: string) => string };
}

/**
 * The Description column (its first three lines: the whole in its title and in the details) and the
 * Not compliant and Pending columns, their headers with help, so the eight columns fit beside the
 * sidebar at 1280 px. Made as the list renders (in a type's `columns`), so a host's texts apply.
 */
export function complianceColumns<P extends CompliantProfile>(type: ComplianceType, texts: ComplianceTexts) {
  const { columns, help } = texts;
  return {
    description: {
      id: 'description',
      header: columns.description,
      minWidth: '10rem',
      cell: (row: P) => (
        <span className={profileStyles.clamped} title={row.description}>
          <ServerText text={row.description} fallback={UI_TEXTS.empty} />
        </span>
      ),
    } satisfies Column<P>,
    notCompliant: {
      id: 'not-compliant',
      header: <HelpHeader label={columns.notCompliant} help={help.notCompliant} about={help.about(columns.notCompliant)} />,
      cell: (row: P) => <ComplianceCount type={type} id={row.id} computers={row.computers} state="non-compliant" />,
    } satisfies Column<P>,
    pending: {
      id: 'pending',
      header: <HelpHeader label={columns.pending} help={help.pending} about={help.about(columns.pending)} />,
      cell: (row: P) => <ComplianceCount type={type} id={row.id} computers={row.computers} state="pending" />,
    } satisfies Column<P>,
  };
}
