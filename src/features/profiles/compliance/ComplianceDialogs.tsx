import type { JSX } from 'react';
import type { Compliance } from '../../../api/profile-common.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { Tooltip } from '../../../ui/tooltip/Tooltip.tsx';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { instancesPath } from '../../shell/paths.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import * as styles from './Compliance.css.ts';

/**
 * Package and WSL profiles' compliance (screens profiles.md §2.2, §6.2): their headers' help and the
 * counts linked to the instances list filtered by them. Loaded beside those two lists alone (each
 * screen imports it lazily), so no other profile route carries it; named like the pieces loaded on
 * first use (rollup.config.ts ON_FIRST_USE), so what it shares with the kit stays in the kit.
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
