import type { SecurityProfileListParams } from '../../api/security-profiles.ts';
import { clean, decode } from '../../lib/list-params.ts';
import { isFeatureEnabled } from '../../state/environment.ts';
import { whenSignedIn, type Session } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { OVER_LIMIT_PARAMS } from './over-limit.ts';
import { profileListRequest, securityProfileListParams } from './profile-list.ts';
import { securityProfileListQuery } from './queries.ts';

/** Only for an organisation with security profiles (usg-profiles): otherwise nothing asks for them. */
function start(store: PortalStore, { account, features }: Session, request: SecurityProfileListParams): void {
  if (isFeatureEnabled(features, 'usg-profiles')) prefetchList(store, account, securityProfileListQuery, request);
}

/** The active profiles the portal's navigation counts for its over-limit badge. */
export function preloadActiveProfiles(store: PortalStore, session: Session): void {
  start(store, session, OVER_LIMIT_PARAMS);
}

/** The portal's /profiles/security list for the address's query (`search`), as the route decodes it. */
export function preloadSecurityProfilesRoute(store: PortalStore, session: Session, search: string): void {
  start(store, session, profileListRequest(decode(securityProfileListParams, search, {})));
}

/** `landscape-security-profiles`'s first page, once signed in. */
export function preloadSecurityProfilesWidget(store: PortalStore): void {
  whenSignedIn(store, (session) => start(store, session, profileListRequest(clean(securityProfileListParams, {}, {}))));
}
