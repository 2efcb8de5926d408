import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { OrgSettingsView } from './OrgSettingsView.tsx';
import { ORG_SETTINGS_TEXTS as T } from './texts.ts';

/** The portal's settings/general route. */
export default function OrgSettingsRoute({ route }: ScreenProps) {
  return (
    <Page title={route.title} parents={route.parents}>
      <OrgSettingsView />
    </Page>
  );
}

/** `landscape-org-settings`: the same form in its widget frame (notices, sign-in gate). */
export function EmbeddedOrgSettings() {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <OrgSettingsView />
    </WidgetFrame>
  );
}
