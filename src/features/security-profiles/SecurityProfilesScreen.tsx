import { useAtomValue } from 'jotai/react';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { securityProfileListParams } from './profile-list.ts';
import { SecurityProfilesView } from './SecurityProfilesView.tsx';
import { SECURITY_PROFILE_TEXTS as T } from './texts.ts';

/** The portal's profiles/security route (guarded by usg-profiles): list state lives in the address bar. */
export default function SecurityProfilesRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(securityProfileListParams, {});
  return (
    <Page title={route.title} parents={route.parents}>
      <SecurityProfilesView list={list} />
    </Page>
  );
}

/** `landscape-security-profiles`: the same screen with its state kept inside the element. */
export function EmbeddedSecurityProfiles() {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInSecurityProfiles />
    </WidgetFrame>
  );
}

function SignedInSecurityProfiles() {
  const list = useInternalListState(securityProfileListParams, {}, {});
  const features = useAtomValue(featuresAtom);
  // The portal hides the route without the feature; a widget says why it shows nothing.
  if (!isFeatureEnabled(features, 'usg-profiles')) return <p>{T.featureOff}</p>;
  return <SecurityProfilesView list={list} widgetName={T.widgetLabel} />;
}
