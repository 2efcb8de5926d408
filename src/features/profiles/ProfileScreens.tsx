import type { ComponentType, JSX } from 'react';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState, type ListStateOf } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { profileListParams } from './profile-list.ts';

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
