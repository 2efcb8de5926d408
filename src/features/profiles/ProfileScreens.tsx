import { useMemo, type ComponentType, type JSX } from 'react';
import type { ProfileBase } from '../../api/profile-common.ts';
import type { Column } from '../../ui/list/index.ts';
import { Page } from '../../ui/page/Page.tsx';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState, type ListStateOf } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { actionsColumn, type ProfileAction } from './cells.tsx';
import { profileListParams, type ProfileListQuery } from './profile-list.ts';
import { ProfilesList, type ProfileListTexts } from './ProfilesList.tsx';
import { useProfilePanels, type ProfileActionId, type ProfilePanelsOptions } from './useProfilePanels.tsx';

/** A type's list view: the same on the portal's route and in its element. */
export interface ProfileViewProps {
  readonly list: ListStateOf<typeof profileListParams.specs>;
  /** The element's name, which its landmarks carry (`inWidget`); absent on the portal. */
  readonly widgetName?: string | undefined;
}

/** The portal's route of a profile type: the list state (the search, the page) lives in the address bar. */
export function ProfileRoute({ route, view: View }: ScreenProps & { readonly view: ComponentType<ProfileViewProps> }): JSX.Element {
  const list = useAddressBarListState(profileListParams, {});
  return (
    <Page title={route.title} parents={route.parents}>
      <View list={list} />
    </Page>
  );
}

/** A profile type's element: the same view, its state kept inside the element, in the widget's frame. */
export function EmbeddedProfiles({ label, signedOut, view }: { readonly label: string; readonly signedOut: string; readonly view: ComponentType<ProfileViewProps> }): JSX.Element {
  return (
    <WidgetFrame label={label} signedOut={signedOut}>
      <Internal view={view} label={label} />
    </WidgetFrame>
  );
}

function Internal({ view: View, label }: { readonly view: ComponentType<ProfileViewProps>; readonly label: string }) {
  const list = useInternalListState(profileListParams, {}, {});
  return <View list={list} widgetName={label} />;
}

/** What a profile type is on the kit: its texts, its list, its panels, its actions and its columns. */
export interface ProfileScreenSpec<P extends ProfileBase> {
  /** The type's texts (its registered catalogue: read as each screen renders, so a host's texts apply). */
  readonly texts: { readonly widgetLabel: string; readonly signedOut: string; readonly list: ProfileListTexts };
  readonly query: ProfileListQuery<P>;
  readonly panels: ProfilePanelsOptions<P>;
  /** A profile's actions, in its row's menu and its details' toolbar. */
  readonly actions: (profile: P) => readonly ProfileAction<ProfileActionId>[];
  /** The columns before Actions (the kit adds it); `perform` opens the details, a form or the removal. */
  readonly columns: (perform: (id: ProfileActionId, profile: P) => void) => readonly Column<P>[];
}

/**
 * A profile type's screen on the kit: its portal route (list state in the address bar) and its
 * element (state inside it), one view for both.
 */
export function profileScreen<P extends ProfileBase>(spec: ProfileScreenSpec<P>) {
  function View({ list, widgetName }: ProfileViewProps) {
    const panels = useProfilePanels<P>(spec.panels);
    // Kept between renders: the table renders again only the rows that changed.
    const perform = useStableCallback(panels.perform);
    const columns = useMemo(() => [...spec.columns(perform), actionsColumn(spec.panels.title, spec.actions, perform)], [perform]);
    return (
      <ProfilesList<P> list={list} query={spec.query} texts={spec.texts.list} columns={columns} rowId={(row) => String(row.id)} onAdd={panels.add} widgetName={widgetName}>
        {panels.modal}
      </ProfilesList>
    );
  }
  return {
    Route: (props: ScreenProps) => <ProfileRoute {...props} view={View} />,
    Embedded: () => <EmbeddedProfiles label={spec.texts.widgetLabel} signedOut={spec.texts.signedOut} view={View} />,
  };
}
