import type { RebootProfile } from '../../api/reboot-profiles.ts';
import { Fact, Facts, FactsSection } from '../../ui/facts/Facts.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { AssociationFacts, ProfileDetailsFrame, TitleFacts } from '../profiles/ProfileDetails.tsx';
import * as styles from '../profiles/Profiles.css.ts';
import type { ProfileDetailsProps } from '../profiles/useProfilePanels.tsx';
import { rebootProfileActions, rebootProfileTitle } from './actions.ts';
import { rebootProfileListQuery } from './queries.ts';
import { rebootScheduleWords } from './schedule-words.ts';
import { REBOOT_PROFILE_TEXTS as T } from './texts.ts';

/**
 * §4.4: Edit, Duplicate and Remove; the name and access group; the reboot schedule in words (UTC),
 * the next reboot in the user's zone (named), the expiry and the window; the association.
 */
export function RebootProfileDetails({ profile, onAction }: ProfileDetailsProps<RebootProfile>) {
  return (
    <ProfileDetailsFrame<RebootProfile>
      profile={profile}
      query={rebootProfileListQuery}
      same={(a, b) => a.id === b.id}
      title={rebootProfileTitle}
      actions={rebootProfileActions}
      onAction={onAction}
      gone={T.details.gone}
    >
      {(current) => (
        <>
          <TitleFacts profile={current} />
          <FactsSection>{T.details.schedule}</FactsSection>
          <Facts>
            <Fact label={T.details.scheduleLabel}>{rebootScheduleWords(current)}</Fact>
            <Fact label={T.details.nextReboot}>
              {current.next_run ? (
                <span className={styles.detailTime}>
                  <DateTime value={current.next_run} />
                </span>
              ) : (
                UI_TEXTS.empty
              )}
            </Fact>
            <Fact label={T.details.expires}>{T.hours(current.deliver_within)}</Fact>
            <Fact label={T.details.window}>{current.deliver_delay_window > 0 ? T.minutes(current.deliver_delay_window) : T.none}</Fact>
          </Facts>
          <AssociationFacts type="reboot" profile={current} count={current.num_computers} />
        </>
      )}
    </ProfileDetailsFrame>
  );
}
