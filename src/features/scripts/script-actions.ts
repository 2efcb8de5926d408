import { scriptsApi, type Script } from '../../api/scripts.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { scriptKeys } from './queries.ts';
import { SCRIPT_TEXTS as T, scriptTitle } from './texts.ts';

export interface ScriptRequest {
  readonly script: Pick<Script, 'id' | 'title'>;
}

/** §1.3 Archive: the script (and its profiles) can no longer run. Every script query changes. */
export const archiveScript: ServerAction<ScriptRequest, void> = {
  run: ({ store }, { script }) => scriptsApi.archive(store.api, script.id),
  invalidates: () => [scriptKeys.all, ['script-profiles']],
  notice: (_result, { script }) => ({ type: 'positive', title: T.archive.doneTitle, message: T.archive.done(scriptTitle(script)) }),
};

/** §1.3 Delete (the API's redact): the code leaves Landscape for good. */
export const deleteScript: ServerAction<ScriptRequest, void> = {
  run: ({ store }, { script }) => scriptsApi.redact(store.api, script.id),
  invalidates: () => [scriptKeys.all, ['script-profiles']],
  notice: (_result, { script }) => ({ type: 'positive', title: T.remove.doneTitle, message: T.remove.done(scriptTitle(script)) }),
};
