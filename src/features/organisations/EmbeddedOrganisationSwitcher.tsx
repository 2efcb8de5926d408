import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { OrganisationSwitcher } from './OrganisationSwitcher.tsx';
import { ORGANISATION_TEXTS as T } from './texts.ts';

/**
 * `landscape-org-switcher`: the selector in its widget frame, a landmark named "Organisation". Its
 * own notification area shows the notice that confirms a switch; a failed switch is reported beside
 * the selector itself (and only as an event to the host).
 */
export function EmbeddedOrganisationSwitcher() {
  return (
    <WidgetFrame label={T.label}>
      <OrganisationSwitcher />
    </WidgetFrame>
  );
}
