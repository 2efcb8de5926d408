import { useAtomValue } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import { securityProfilesApi } from '../../../api/security-profiles.ts';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import { featuresAtom, isFeatureEnabled } from '../../../state/environment.ts';
import { useStore } from '../../../state/react.tsx';
import { Table, type Column } from '../../../ui/list/index.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { ServerSentence } from '../../../ui/server-text/ServerSentence.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { isolate } from '../../../lib/display-name.ts';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { affectedProfiles, type AffectedProfile, type TaggedInstance } from './tag-check.ts';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';

const T = INSTANCE_ACTION_TEXTS.tagCheck;

/** Security profiles there can be at once: one page holds every active one. */
const ACTIVE_PROFILES_PAGE = 100;

/**
 * The check before tags are added (screens §1.8): the active security profiles the new tags would
 * associate with instances. Without `usg-profiles` there are none to ask for. A failed check rejects
 * with the server's message: tags are not added unchecked.
 */
export function useTagCheck(): (added: readonly string[], instances: readonly TaggedInstance[]) => Promise<AffectedProfile[]> {
  const store = useStore();
  const features = useAtomValue(featuresAtom);
  const groups = useAtomValue(accessGroupsQueryAtom).data;
  const profilesOn = isFeatureEnabled(features, 'usg-profiles');
  return useCallback(
    async (added, instances) => {
      if (!profilesOn || added.length === 0) return [];
      try {
        const page = await securityProfilesApi.list(store.api, { status: 'active', limit: ACTIVE_PROFILES_PAGE, offset: 0 });
        return affectedProfiles(page.results, added, instances, groups);
      } catch (error) {
        throw new ApiError(`${T.checkFailed} ${errorMessage(error)}`, error instanceof ApiError ? error.status : 0, 'TagCheckFailed');
      }
    },
    [store, profilesOn, groups],
  );
}

export interface TagProfilesModalProps {
  readonly added: readonly string[];
  readonly affected: readonly AffectedProfile[];
  /** How many instances get the tags, and the title of the one when there is one. */
  readonly count: number;
  readonly title: string;
  readonly onClose: () => void;
  /** Adds the tags; rejecting keeps the modal open with the server's message. */
  readonly onConfirm: () => Promise<unknown>;
}

/** "Add web tag to web-01 instance": the profiles the tags would bring the instances into, confirmed (§1.8). */
export function TagProfilesModal({ added: raw, affected, count, title: rawTitle, onClose, onConfirm }: TagProfilesModalProps) {
  // Server strings in sentences: each isolated, so none reorders the words around it.
  const added = raw.map(isolate);
  const title = rawTitle ? isolate(rawTitle) : rawTitle;
  const overLimit = affected.some((entry) => entry.overLimit);
  const columns = useMemo<Column<AffectedProfile>[]>(
    () => [
      { id: 'tag', header: T.columns.tag, hidden: added.length < 2, cell: (entry) => <ServerText text={entry.tag} /> },
      { id: 'profile', header: T.columns.profile, minWidth: '10rem', cell: (entry) => <ServerText text={entry.profile.title} /> },
      { id: 'type', header: T.columns.type, wrap: 'never', cell: () => T.security },
      {
        id: 'instances',
        header: T.columns.instances,
        cell: (entry) => (
          <>
            {T.associated(entry.profile.associated_instances)}
            {entry.overLimit ? (
              <>
                <br />
                <strong>{T.overLimit}</strong>
              </>
            ) : null}
          </>
        ),
      },
    ],
    [added.length],
  );
  return (
    <ConfirmModal title={T.title(added, count, title)} open onClose={onClose} confirmLabel={T.confirm} appearance="negative" onConfirm={onConfirm}>
      <p>{T.warning}</p>
      <p>
        <ServerSentence text={T.associates(added, count, title)} />
        {overLimit ? (
          <>
            {T.limitBefore}
            <strong>{T.limit}</strong>
            {T.limitAfter}
          </>
        ) : null}
      </p>
      <Table caption={T.caption} columns={columns} rows={affected} rowId={(entry) => String(entry.profile.id)} empty={null} />
    </ConfirmModal>
  );
}
