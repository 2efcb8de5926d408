import { useState } from 'react';
import { scriptsApi, type Script, type ScriptVersion } from '../../../api/scripts.ts';
import { useServerAction, type ServerAction } from '../../../ui/action/useServerAction.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { scriptText } from '../code.ts';
import { scriptKeys } from '../queries.ts';
import { SCRIPT_TEXTS } from '../texts.ts';

const T = SCRIPT_TEXTS.details.versions;

interface RestoreRequest {
  readonly script: Pick<Script, 'id'>;
  readonly version: ScriptVersion;
}

/**
 * §1.4 "Use as new version": the old version's code and title become the script's newest version
 * (EditScript). Upstream says nothing once done; this says which version is now the code.
 */
const restoreVersion: ServerAction<RestoreRequest, void> = {
  run: ({ store }, { script, version }) => scriptsApi.edit(store.api, script.id, { code: scriptText(version), title: version.title }),
  invalidates: ({ script }) => [scriptKeys.lists, scriptKeys.detail(script.id)],
  notice: (_result, { version }) => ({ type: 'positive', title: T.doneTitle(version.title), message: T.done(version.version_number) }),
};

const inModal = () => undefined;

/** The confirmation of "Use as new version"; back to the history once the server said yes. */
export function useRestoreVersion(script: Pick<Script, 'id'>, onDone: () => void) {
  const [asking, setAsking] = useState<ScriptVersion | null>(null);
  const { run } = useServerAction(restoreVersion, { onError: inModal });
  const modal = asking ? (
    <ConfirmModal
      title={T.confirmTitle(asking.title)}
      open
      onClose={() => setAsking(null)}
      confirmLabel={T.confirm}
      progressLabel={T.progress}
      onConfirm={async () => {
        const outcome = await run({ script, version: asking });
        if (outcome.status === 'failed') throw outcome.error;
        onDone();
      }}
    >
      <p>{T.confirmBody}</p>
    </ConfirmModal>
  ) : null;
  return { ask: setAsking, modal };
}
