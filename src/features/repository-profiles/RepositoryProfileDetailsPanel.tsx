import type { JSX } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { ProfilePocket, RepositoryProfile } from '../../api/repository-profiles.ts';
import { Fact, FactsSection } from '../../ui/facts/Facts.tsx';
import { ListError } from '../../ui/list/index.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { useListQuery } from '../lists/index.ts';
import { AssociationFacts, ProfileDetailsFrame, TitleFacts } from '../profiles/ProfileDetails.tsx';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileDetailsProps } from '../profiles/useProfilePanels.tsx';
import { repositoryProfileActions, repositoryProfileTitle } from './actions.ts';
import * as styles from './RepositoryProfileDetailsPanel.css.ts';
import { aptSourcesQuery, repositoryProfileListQuery } from './queries.ts';
import { REPOSITORY_PROFILE_TEXTS } from './texts.ts';

const T = REPOSITORY_PROFILE_TEXTS.details;

/** `distribution/series/pocket`, the parts the server sent. */
const pocketPath = (pocket: ProfilePocket): string => [pocket.distribution?.name, pocket.series?.name, pocket.name].filter((part) => part !== undefined).join('/');

/**
 * The details upstream lacks (profiles.md "beyond upstream"): Edit and Remove, the title, name,
 * access group, description and pending instances; the pockets as `distribution/series/pocket`; the
 * APT sources with their lines; the association, with a link to its instances (the API counts none).
 */
export function RepositoryProfileDetails({ profile, onAction }: ProfileDetailsProps<RepositoryProfile>) {
  return (
    <ProfileDetailsFrame<RepositoryProfile>
      profile={profile}
      query={repositoryProfileListQuery}
      same={(a, b) => a.id === b.id}
      title={repositoryProfileTitle}
      actions={repositoryProfileActions}
      onAction={onAction}
      gone={T.gone}
    >
      {(current) => (
        <>
          <TitleFacts profile={current} name={current.name}>
            <Fact label={T.description}>
              <ServerText text={current.description} fallback={UI_TEXTS.empty} />
            </Fact>
            <Fact label={T.pending}>{typeof current.pending_count === 'number' ? PROFILE_TEXTS.instances(current.pending_count) : UI_TEXTS.empty}</Fact>
          </TitleFacts>
          <FactsSection>{T.pockets}</FactsSection>
          {current.pockets.length === 0 ? (
            <p className={styles.none}>{T.noPockets}</p>
          ) : (
            <ul className={styles.list}>
              {current.pockets.map((pocket) => (
                <li key={pocket.id}>
                  <ServerText text={pocketPath(pocket)} fallback={UI_TEXTS.empty} />
                </li>
              ))}
            </ul>
          )}
          <FactsSection>{T.aptSources}</FactsSection>
          {current.apt_sources.length === 0 ? <p className={styles.none}>{T.noAptSources}</p> : <AptSourceList ids={current.apt_sources} />}
          <AssociationFacts type="repository" profile={current} count="uncounted" />
        </>
      )}
    </ProfileDetailsFrame>
  );
}

/** The profile's APT sources by name with their lines (GetAPTSources); an id the server no longer lists as `#id`. */
function AptSourceList({ ids }: { readonly ids: readonly number[] }): JSX.Element {
  const { result } = useListQuery(aptSourcesQuery, null);
  const sources = result.data;
  if (!sources) {
    return result.isError ? (
      <ListError title={REPOSITORY_PROFILE_TEXTS.form.aptSourcesFailed} message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />
    ) : (
      <LoadingScreen />
    );
  }
  return (
    <ul className={styles.list}>
      {ids.map((id) => {
        const source = sources.find((candidate) => candidate.id === id);
        return (
          <li key={id} className={styles.item}>
            {source ? (
              <>
                <span className={styles.name}>
                  <ServerText text={source.name} fallback={UI_TEXTS.empty} />
                </span>
                <span className={styles.line}>
                  <ServerText text={source.line} fallback={UI_TEXTS.empty} />
                </span>
              </>
            ) : (
              `#${id}`
            )}
          </li>
        );
      })}
    </ul>
  );
}
