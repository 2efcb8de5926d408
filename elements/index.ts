/** Registers every Landscape element. Safe to load twice: registration is idempotent. */
export { LandscapeRoot } from './landscape-root.ts';
export { LandscapeLogin } from './landscape-login.ts';
export { LandscapeOrgSwitcher } from './landscape-org-switcher.ts';
export { LandscapePortal } from './landscape-portal.ts';
export { LandscapeActivities } from './landscape-activities.ts';
export { LandscapeSecurityProfiles } from './landscape-security-profiles.ts';
export { LandscapeIdentityProviders } from './landscape-identity-providers.ts';
export { LandscapeOrgSettings } from './landscape-org-settings.ts';
export { LandscapeInstances } from './landscape-instances.ts';
export { LandscapeInstance } from './landscape-instance.ts';
export { LandscapeEventsLog } from './landscape-events-log.ts';
export { LandscapeScripts } from './landscape-scripts.ts';
export { createPortalStore } from '../src/state/index.ts';
export { setTexts, type LandscapeTexts } from '../src/state/texts.ts';
export type { PortalStore, StoreConfig, LandscapeErrorDetail, LandscapeEventDetails, LandscapeEventName } from '../src/state/index.ts';
