import { useAtomValue } from 'jotai/react';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { IdentityProvidersView } from './IdentityProvidersView.tsx';
import { IDENTITY_PROVIDER_TEXTS as T } from './texts.ts';
import { useProviderPanels } from './useProviderPanels.tsx';

/** The portal's settings/identity-providers route (guarded: oidc-configuration, OIDC not already available). */
export default function IdentityProvidersRoute({ route }: ScreenProps) {
  const panels = useProviderPanels();
  const add = (
    <Button appearance="primary" onClick={panels.choose}>
      {T.add}
    </Button>
  );
  return (
    <Page title={route.title} parents={route.parents} actions={add}>
      <IdentityProvidersView panels={panels} />
    </Page>
  );
}

/** `landscape-identity-providers`: the same screen as a widget, with its own Add button. */
export function EmbeddedIdentityProviders() {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInIdentityProviders />
    </WidgetFrame>
  );
}

function SignedInIdentityProviders() {
  const panels = useProviderPanels();
  const features = useAtomValue(featuresAtom);
  // The portal hides the route without the feature; a widget says why it shows nothing.
  if (!isFeatureEnabled(features, 'oidc-configuration')) return <p>{T.featureOff}</p>;
  return <IdentityProvidersView panels={panels} widgetName={T.widgetLabel} />;
}
