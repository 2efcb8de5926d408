import type { JSX, ReactNode } from 'react';
import type { ProfileBase } from '../../api/profile-common.ts';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Fact, Facts, FactsSection } from '../../ui/facts/Facts.tsx';
import { ListError } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { useListQuery } from '../lists/index.ts';
import { AssociatedCell, type ProfileAction, type ProfileType } from './cells.tsx';
import { AccessGroupName } from './ProfileListDialogs.tsx';
import type { ProfileListQuery } from './profile-list.ts';
import * as styles from './Profiles.css.ts';
import { PROFILE_TEXTS } from './texts.ts';
import type { ProfileActionId } from './useProfilePanels.tsx';

const T = PROFILE_TEXTS.details;

export interface ProfileDetailsFrameProps<P extends ProfileBase> {
  /** The profile as it was when the panel opened: shown as the list has it now (fresh after an edit). */
  readonly profile: P;
  readonly query: ProfileListQuery<P>;
  readonly same: (a: P, b: P) => boolean;
  readonly title: (profile: P) => string;
  readonly actions: (profile: P) => readonly ProfileAction<ProfileActionId>[];
  readonly onAction: (id: ProfileActionId, profile: P) => void;
  /** The type's facts of the profile it is given (the current one). */
  readonly children: (profile: P) => ReactNode;
  /** What the type says once the profile is gone (removed elsewhere). */
  readonly gone: string;
}

/**
 * A profile's details panel (profiles.md §3.4, §4.4, §5.4): its actions as a toolbar, the type's
 * facts, then its association. It reads the profile from the type's list, so an edit or a removal
 * shows at once (upstream's panels keep the profile they opened with, §8.8).
 */
export function ProfileDetailsFrame<P extends ProfileBase>({ profile: opened, query, same, title, actions, onAction, children, gone }: ProfileDetailsFrameProps<P>): JSX.Element {
  const { result } = useListQuery(query, null);
  if (result.isError && !result.data) {
    return <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  }
  if (!result.data) return <LoadingScreen />;
  const profile = result.data.results.find((candidate) => same(candidate, opened));
  if (!profile) return <p>{gone}</p>;
  return (
    <div className={styles.details}>
      <div className={listStyles.toolbar} role="toolbar" aria-label={T.toolbar(title(profile))}>
        {actions(profile)
          .filter((action) => action.id !== 'view')
          .map((action) => (
            <Button key={action.id} appearance={action.destructive ? 'negative' : undefined} aria-label={action.accessibleName} onClick={() => onAction(action.id, profile)}>
              {action.label}
            </Button>
          ))}
      </div>
      {children(profile)}
    </div>
  );
}

/** The title and access group facts every type shows first. */
export function TitleFacts({ profile, name, children }: { readonly profile: ProfileBase; readonly name?: string | undefined; readonly children?: ReactNode }): JSX.Element {
  return (
    <Facts>
      <Fact label={T.title}>
        <ServerText text={profile.title} fallback={UI_TEXTS.empty} />
      </Fact>
      {name !== undefined ? (
        <Fact label={T.name}>
          <ServerText text={name} fallback={UI_TEXTS.empty} />
        </Fact>
      ) : null}
      <Fact label={T.accessGroup}>
        <AccessGroupName name={profile.access_group} />
      </Fact>
      {children}
    </Facts>
  );
}

/** §3.4 "Association": all instances, none, or the tags and how many instances they reach. */
export function AssociationFacts({ type, profile, count }: { readonly type: ProfileType; readonly profile: ProfileBase; readonly count: number | 'uncounted' | null | undefined }): JSX.Element {
  const none = !profile.all_computers && profile.tags.length === 0;
  return (
    <>
      <FactsSection>{T.association}</FactsSection>
      {profile.all_computers ? <p>{T.allInstances}</p> : none ? <p>{T.noInstances}</p> : null}
      {none ? null : (
        <Facts>
          {profile.all_computers ? null : (
            <Fact label={T.tags}>
              <ServerText text={profile.tags.join(', ')} fallback={UI_TEXTS.empty} />
            </Fact>
          )}
          <Fact label={T.associated}>
            <AssociatedCell type={type} profile={profile} count={count} />
          </Fact>
        </Facts>
      )}
    </>
  );
}
