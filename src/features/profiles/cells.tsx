import type { JSX } from 'react';
import type { ProfileBase } from '../../api/profile-common.ts';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import type { Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { instancesPath } from '../shell/paths.ts';
import * as styles from './Profiles.css.ts';
import { PROFILE_TEXTS as T } from './texts.ts';

/** The profile types the instances' search language names (`profile:{type}:{id}`). */
export type ProfileType = 'upgrade' | 'reboot' | 'removal' | 'repository' | 'package' | 'wsl';

/** The instances search listing a profile's associated instances. */
export const profileInstancesQuery = (type: ProfileType, id: number): string => `profile:${type}:${id}`;

// Loaded as the list mounts, beside its first request (ProfileListDialogs.tsx says why).
export const loadListDialogs = () => import('./ProfileListDialogs.tsx');
const ActionsMenu = lazyScreen(loadListDialogs, (module) => module.ActionsMenu);
const AccessGroupName = lazyScreen(loadListDialogs, (module) => module.AccessGroupName);

/** An access group's title, its name until the titles' code and answer are in. */
export function AccessGroupCell({ name }: { readonly name: string }): JSX.Element {
  return (
    <WhenLoaded component={AccessGroupName} fallback={<ServerText text={name} fallback={UI_TEXTS.empty} />}>
      <AccessGroupName name={name} />
    </WhenLoaded>
  );
}

/** "All instances", `---` without tags, else the tags. */
export function TagsCell({ profile }: { readonly profile: Pick<ProfileBase, 'all_computers' | 'tags'> }): JSX.Element {
  if (profile.all_computers) return <>{T.allInstances}</>;
  if (profile.tags.length === 0) return <>{UI_TEXTS.empty}</>;
  return (
    <span className={styles.tags}>
      <ServerText text={profile.tags.join(', ')} fallback={UI_TEXTS.empty} />
    </span>
  );
}

/**
 * How many instances the profile is associated with (profiles.md §4.2.1, and for every type, beyond
 * upstream): `---` when it is associated with nothing, `0 instances`, else the count linking to the
 * instances list searched by `profile:{type}:{id}`. An unknown count is `---`.
 */
export function AssociatedCell({ type, profile, count }: { readonly type: ProfileType; readonly profile: ProfileBase; readonly count: number | 'uncounted' | null | undefined }): JSX.Element {
  if ((!profile.all_computers && profile.tags.length === 0) || count === null || count === undefined) return <>{UI_TEXTS.empty}</>;
  // A type the API counts no instances for: the link alone.
  if (count === 'uncounted') return <AppLink path={instancesPath({ query: profileInstancesQuery(type, profile.id) })}>{T.viewInstances}</AppLink>;
  if (count === 0) return <>{T.instances(0)}</>;
  return <AppLink path={instancesPath({ query: profileInstancesQuery(type, profile.id) })}>{T.instances(count)}</AppLink>;
}

/** A row's title as a button opening its details, its name (the slug the API uses) muted below when it differs. */
export function TitleCell({ title, name, onOpen }: { readonly title: string; readonly name?: string | undefined; readonly onOpen: () => void }): JSX.Element {
  return (
    <>
      <button type="button" className={listStyles.rowLink} aria-label={T.actions.viewName(title)} onClick={onOpen}>
        <ServerText text={title} fallback={UI_TEXTS.empty} />
      </button>
      {name !== undefined && name !== title ? (
        <span className={styles.name}>
          <ServerText text={name} fallback={UI_TEXTS.empty} />
        </span>
      ) : null}
    </>
  );
}

/** One entry of a profile's actions (its row's menu, its details' toolbar). */
export interface ProfileAction<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** Names the profile, e.g. `Edit "Nightly" profile`. */
  readonly accessibleName: string;
  readonly destructive?: boolean;
}

/** The last column: the row's actions menu, kept in reach at the table's end in a narrow element. */
export function actionsColumn<P, Id extends string>(
  titleOf: (profile: P) => string,
  actionsOf: (profile: P) => readonly ProfileAction<Id>[],
  perform: (id: Id, profile: P) => void,
): Column<P> {
  return {
    id: 'actions',
    header: T.columns.actions,
    wrap: 'never',
    sticky: 'end',
    cell: (row) => (
      <WhenLoaded component={ActionsMenu} fallback={<span className={styles.menuPlaceholder} aria-hidden="true" />}>
        <ActionsMenu
          label={T.actions.menu(titleOf(row))}
          actions={actionsOf(row).map((action) => ({
            label: action.label,
            accessibleName: action.accessibleName,
            onSelect: () => perform(action.id, row),
            ...(action.destructive ? { destructive: true } : {}),
          }))}
        />
      </WhenLoaded>
    ),
  };
}

/** The Access group column (its title), the Tags column and the Associated column, as every type has them. */
export function sharedColumns<P extends ProfileBase>(type: ProfileType, countOf: (profile: P) => number | null | undefined) {
  return {
    accessGroup: { id: 'access-group', header: T.columns.accessGroup, minWidth: '8rem', cell: (row: P) => <AccessGroupCell name={row.access_group} /> } satisfies Column<P>,
    tags: { id: 'tags', header: T.columns.tags, minWidth: '8rem', cell: (row: P) => <TagsCell profile={row} /> } satisfies Column<P>,
    associated: {
      id: 'associated',
      header: T.columns.associated,
      // The count and its word may wrap: on one line the column ran under the sticky Actions at 1280 px.
      cell: (row: P) => <AssociatedCell type={type} profile={row} count={countOf(row)} />,
    } satisfies Column<P>,
  };
}
