import type { UpgradeProfile } from '../../api/upgrade-profiles.ts';
import { legacyNumber } from '../../api/profile-common.ts';
import { Fact, Facts, FactsSection } from '../../ui/facts/Facts.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { AssociationFacts, ProfileDetailsFrame, TitleFacts } from '../profiles/ProfileDetails.tsx';
import * as styles from '../profiles/Profiles.css.ts';
import type { ProfileDetailsProps } from '../profiles/useProfilePanels.tsx';
import { upgradeProfileActions, upgradeProfileTitle } from './actions.ts';
import { upgradeProfileListQuery } from './queries.ts';
import { upgradeScheduleWords } from './schedule-words.ts';
import { UPGRADE_PROFILE_TEXTS as T } from './texts.ts';

/**
 * §3.4: Edit and Remove, the name, access group, upgrade type and autoremove; the schedule in words
 * (UTC), the next run in the user's zone with its expiry, the delivery window; the association.
 */
export function UpgradeProfileDetails({ profile, onAction }: ProfileDetailsProps<UpgradeProfile>) {
  return (
    <ProfileDetailsFrame<UpgradeProfile>
      profile={profile}
      query={upgradeProfileListQuery}
      same={(a, b) => a.id === b.id}
      title={upgradeProfileTitle}
      actions={upgradeProfileActions}
      onAction={onAction}
      gone={T.details.gone}
    >
      {(current) => {
        const window = legacyNumber(current.deliver_delay_window) ?? 0;
        const expires = legacyNumber(current.deliver_within) ?? 0;
        return (
          <>
            <TitleFacts profile={current} name={current.name}>
              <Fact label={T.details.upgradeType}>{T.upgradeTypes[current.upgrade_type]}</Fact>
              <Fact label={T.details.autoremove}>{current.autoremove ? T.onOff.on : T.onOff.off}</Fact>
            </TitleFacts>
            <FactsSection>{T.details.schedule}</FactsSection>
            <Facts>
              <Fact label={T.details.schedule}>{upgradeScheduleWords(current)}</Fact>
              <Fact label={T.details.nextRun}>
                {current.next_run ? (
                  <>
                    <span className={styles.detailTime}>
                      <DateTime value={current.next_run} />
                    </span>{' '}
                    ({T.schedule.expires(expires)})
                  </>
                ) : (
                  UI_TEXTS.empty
                )}
              </Fact>
              <Fact label={T.details.window}>{window > 0 ? T.schedule.window(window) : T.schedule.noWindow}</Fact>
            </Facts>
            <AssociationFacts type="upgrade" profile={current} count={current.computers?.num_associated_computers} />
          </>
        );
      }}
    </ProfileDetailsFrame>
  );
}
