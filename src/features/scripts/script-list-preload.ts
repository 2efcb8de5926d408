import { clean, decode } from '../../lib/list-params.ts';
import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { scriptListQuery } from './queries.ts';
import { scriptListParams, scriptListRequest, scriptsTabParams, type ScriptListState } from './script-list.ts';

function start(store: PortalStore, account: string, params: ScriptListState): void {
  prefetchList(store, account, scriptListQuery, scriptListRequest(params));
}

/**
 * The portal's /scripts list for the address's query, once signed in; on the Profiles tab, the
 * profiles list instead (its own small file, loaded only for that address).
 */
export function preloadScriptsRoute(store: PortalStore, search: string): void {
  if (decode(scriptsTabParams, search, {}).tab === 'profiles') {
    import('../script-profiles/script-profile-list-preload.ts').then(
      (module) => module.preloadScriptProfilesRoute(store, search),
      () => undefined,
    );
    return;
  }
  whenSignedIn(store, ({ account }) => start(store, account, decode(scriptListParams, search, {})));
}

/** `landscape-scripts`' first page, once signed in. */
export function preloadScriptsWidget(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => start(store, account, clean(scriptListParams, {}, {})));
}
