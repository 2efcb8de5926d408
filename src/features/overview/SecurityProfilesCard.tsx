import { useAtomValue } from 'jotai/react';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { PassRateCell, StatusCell } from '../security-profiles/cells.tsx';
import { isOverLimit } from '../security-profiles/display.ts';
import { activeProfilesQueryAtom, overLimitCount } from '../security-profiles/over-limit.ts';
import { profileName } from '../security-profiles/texts.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { CountList } from './CountList.tsx';
import * as styles from './Overview.css.ts';
import { OverviewCard, type CardStatus } from './OverviewCard.tsx';
import { OVERVIEW_TEXTS } from './texts.ts';
import { securityProfilesPath } from '../shell/paths.ts';

const T = OVERVIEW_TEXTS.securityProfiles;

/** The security profiles screen (routes.ts), where the over-limit profiles are marked and can be edited. */
const SECURITY_PROFILES_PATH = securityProfilesPath();

function ActiveProfiles({ profiles }: { readonly profiles: readonly SecurityProfile[] }) {
  return (
    <>
      <CountList
        items={[{ key: 'overLimit', count: overLimitCount(profiles), label: T.overLimit, path: SECURITY_PROFILES_PATH }]}
      />
      {profiles.length === 0 ? (
        <p className={styles.text}>{T.noneActive}</p>
      ) : (
        <ul className={styles.list} aria-label={T.activeList}>
          {profiles.map((profile) => (
            <li key={profile.id} className={styles.profile}>
              <span className={styles.profileName}>
                <ServerText text={profileName(profile)} />
                {isOverLimit(profile) ? <StatusCell profile={profile} /> : null}
              </span>
              <PassRateCell profile={profile} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Each active profile's last pass rate and the over-limit ones. It reads the sidebar badge's own
 * request (the first page of active profiles, which holds them all), so it costs no request more.
 * Shown only with the usg-profiles feature.
 */
export function SecurityProfilesCard() {
  const active = useAtomValue(activeProfilesQueryAtom);
  const status: CardStatus<readonly SecurityProfile[]> = {
    data: active.data?.results,
    isError: active.isError,
    error: active.error,
    retrying: active.isFetching,
    retry: () => void active.refetch(),
  };
  return (
    <OverviewCard title={T.title} loadFailed={T.loadFailed} status={status} link={{ label: T.viewAll, path: SECURITY_PROFILES_PATH }}>
      {(profiles) => <ActiveProfiles profiles={profiles} />}
    </OverviewCard>
  );
}
