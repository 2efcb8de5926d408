import type { SecurityProfileListParams } from '../../api/security-profiles.ts';
import { clean, decode } from '../../lib/list-params.ts';
import { isFeatureEnabled } from '../../state/environment.ts';
import { whenSignedIn, type Session } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { profileListRequest, securityProfileListParams } from './profile-list.ts';
import { securityProfileListQuery } from './queries.ts';

/** Only for an organisation with security profiles (usg-profiles): otherwise nothing asks for them. */
function start(store: PortalStore, { account, features }: Session, request: SecurityProfileListParams): void {
  if (isFeatureEnabled(features, 'usg-profiles')) prefetchList(store, account, securityProfileListQuery, request);
}

/** The portal's /profiles/security list for the address's query (`search`), as the route decodes it, once signed in. */
export function preloadSecurityProfilesRoute(store: PortalStore, search: string): void {
  whenSignedIn(store, (session) => start(store, session, profileListRequest(decode(securityProfileListParams, search, {}))));
}

/** `landscape-security-profiles`'s first page, once signed in. */
export function preloadSecurityProfilesWidget(store: PortalStore): void {
  whenSignedIn(store, (session) => start(store, session, profileListRequest(clean(securityProfileListParams, {}, {}))));
}
