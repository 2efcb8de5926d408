import { hasCloudInit, type WslProfile } from '../../api/wsl-profiles.ts';
import { Fact } from '../../ui/facts/Facts.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { ComplianceCount } from '../profiles/compliance/ComplianceColumns.tsx';
import { AssociationFacts, ProfileDetailsFrame, TitleFacts } from '../profiles/ProfileDetails.tsx';
import type { ProfileDetailsProps } from '../profiles/useProfilePanels.tsx';
import { wslProfileActions, wslProfileTitle } from './actions.ts';
import { WSL_PROFILE_FORM_TEXTS } from './form-texts.ts';
import { wslProfileListQuery } from './queries.ts';

const T = WSL_PROFILE_FORM_TEXTS.details;

/**
 * §6.5: Edit, Duplicate and Remove; the title, name, access group, description, the RootFS image's
 * name and, for a custom image, its source (as text: a URL from the server is never made a link),
 * whether a cloud-init file is set (the API never sends it), the instances not compliant and pending
 * (each linked to them), then the association with its count.
 */
export function WslProfileDetails({ profile, onAction }: ProfileDetailsProps<WslProfile>) {
  return (
    <ProfileDetailsFrame<WslProfile>
      profile={profile}
      query={wslProfileListQuery}
      same={(a, b) => a.id === b.id}
      title={wslProfileTitle}
      actions={wslProfileActions}
      onAction={onAction}
      gone={T.gone}
    >
      {(current) => (
        <>
          <TitleFacts profile={current} name={current.name}>
            <Fact label={T.description}>
              <ServerText text={current.description} fallback={UI_TEXTS.empty} />
            </Fact>
            <Fact label={T.imageName}>
              <ServerText text={current.image_name} fallback={UI_TEXTS.empty} />
            </Fact>
            {current.image_source ? (
              <Fact label={T.imageSource}>
                <ServerText text={current.image_source} fallback={UI_TEXTS.empty} />
              </Fact>
            ) : null}
            <Fact label={T.cloudInit}>{hasCloudInit(current) ? T.cloudInitSet : T.cloudInitNone}</Fact>
            <Fact label={T.notCompliant}>
              <ComplianceCount type="wsl" id={current.id} computers={current.computers} state="non-compliant" />
            </Fact>
            <Fact label={T.pending}>
              <ComplianceCount type="wsl" id={current.id} computers={current.computers} state="pending" />
            </Fact>
          </TitleFacts>
          <AssociationFacts type="wsl" profile={current} count={current.computers?.constrained.length} />
        </>
      )}
    </ProfileDetailsFrame>
  );
}
