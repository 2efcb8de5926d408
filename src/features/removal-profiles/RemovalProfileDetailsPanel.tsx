import type { RemovalProfile } from '../../api/removal-profiles.ts';
import { Fact } from '../../ui/facts/Facts.tsx';
import { AssociationFacts, ProfileDetailsFrame, TitleFacts } from '../profiles/ProfileDetails.tsx';
import type { ProfileDetailsProps } from '../profiles/useProfilePanels.tsx';
import { removalProfileActions, removalProfileTitle } from './actions.ts';
import { removalProfileListQuery } from './queries.ts';
import { REMOVAL_PROFILE_TEXTS as T } from './texts.ts';

/** §5.4: Edit and Remove, the name, access group and timeframe, the association. */
export function RemovalProfileDetails({ profile, onAction }: ProfileDetailsProps<RemovalProfile>) {
  return (
    <ProfileDetailsFrame<RemovalProfile>
      profile={profile}
      query={removalProfileListQuery}
      same={(a, b) => a.id === b.id}
      title={removalProfileTitle}
      actions={removalProfileActions}
      onAction={onAction}
      gone={T.details.gone}
    >
      {(current) => (
        <>
          <TitleFacts profile={current} name={current.name}>
            <Fact label={T.details.timeframe}>{T.days(current.days_without_exchange)}</Fact>
          </TitleFacts>
          <AssociationFacts type="removal" profile={current} count={current.computers?.num_associated_computers} />
        </>
      )}
    </ProfileDetailsFrame>
  );
}
