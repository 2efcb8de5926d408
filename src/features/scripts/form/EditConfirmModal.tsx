import { errorMessage } from '../../../api/errors.ts';
import type { Script, ScriptProfileUsage } from '../../../api/scripts.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { ListError } from '../../../ui/list/index.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { useListQuery } from '../../lists/index.ts';
import { instancesPath } from '../../shell/paths.ts';
import { scriptProfilesQuery } from '../detail-queries.ts';
import { scriptTitle } from '../texts.ts';
import * as styles from './ScriptForm.css.ts';
import { SCRIPT_FORM_TEXTS as T } from './texts.ts';

export interface EditConfirmModalProps {
  readonly script: Script;
  readonly onClose: () => void;
  /** Saves; a rejection shows its message in the modal, which stays open. */
  readonly onConfirm: () => Promise<unknown>;
}

/** §1.5: the instances a profile runs on, linked to the instances list searching its tags. */
function AssociatedInstances({ profile }: { readonly profile: ScriptProfileUsage }) {
  const count = profile.computers?.num_associated_computers;
  const tags = profile.tags ?? [];
  if (count == null) return <>{UI_TEXTS.empty}</>;
  const text = T.confirm.instances(count);
  if (profile.all_computers) return <AppLink path={instancesPath({})}>{text}</AppLink>;
  if (tags.length === 0) return <>{text}</>;
  return <AppLink path={instancesPath({ query: tags.map((tag) => `tag:${tag}`).join(' OR ') })}>{text}</AppLink>;
}

/**
 * "Submit new version of {title}" (§1.5): asks before every edit; with the profiles that run the
 * script (asked only while this is open), it lists them and the instances they reach.
 */
export function EditConfirmModal({ script, onClose, onConfirm }: EditConfirmModalProps) {
  const hasProfiles = (script.script_profiles ?? []).length > 0;
  return (
    <ConfirmModal title={T.confirm.title(scriptTitle(script))} open onClose={onClose} confirmLabel={T.confirm.submit} progressLabel={T.confirm.progress} onConfirm={onConfirm}>
      {hasProfiles ? <AffectedProfiles scriptId={script.id} /> : <p>{T.confirm.body}</p>}
    </ConfirmModal>
  );
}

function AffectedProfiles({ scriptId }: { readonly scriptId: number }) {
  const { result } = useListQuery(scriptProfilesQuery, scriptId);
  return (
    <>
      <p>{T.confirm.bodyWithProfiles}</p>
      {result.isError ? (
        <ListError title={T.confirm.profilesFailed} message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />
      ) : result.data ? (
        <table className={styles.profilesTable}>
          <caption className={styles.caption}>{T.confirm.profilesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.confirm.activeProfiles}</th>
              <th scope="col">{T.confirm.associatedInstances}</th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((profile) => (
              <tr key={profile.id}>
                <td>
                  <ServerText text={profile.title} />
                </td>
                <td>
                  <AssociatedInstances profile={profile} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
