import { decode } from '../../lib/list-params.ts';
import { isFeatureEnabled } from '../../state/environment.ts';
import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { ACTIVE_COUNT_REQUEST, profileListRequest, scriptProfileListParams } from './profile-list.ts';
import { scriptProfileLimitsQuery, scriptProfileListQuery } from './queries.ts';

/*
 * Named apart from the security profiles' profile-list-preload.ts: the builds group a file's chunk by
 * its name, and the two would share one.
 */

/**
 * The portal's /scripts?tab=profiles: the profiles list for the address's query, the active count
 * and the limits (what the tab asks for first), once signed in with the `script-profiles` feature;
 * the tab's code meanwhile, so neither waits behind the Scripts screen's.
 */
export function preloadScriptProfilesRoute(store: PortalStore, search: string): void {
  whenSignedIn(store, ({ account, features }) => {
    if (!isFeatureEnabled(features, 'script-profiles')) return;
    prefetchList(store, account, scriptProfileListQuery, profileListRequest(decode(scriptProfileListParams, search, {})));
    prefetchList(store, account, scriptProfileListQuery, ACTIVE_COUNT_REQUEST);
    prefetchList(store, account, scriptProfileLimitsQuery, null);
    void import('./ScriptProfilesPanel.tsx').catch(() => undefined);
  });
}
