import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import type { Instance } from '../../../api/instances.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { ListError, StatusLabel, Table, type Column } from '../../../ui/list/index.ts';
import { LoadingScreen, Value } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { useListQuery } from '../../lists/index.ts';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { activeProfilesQueryAtom } from '../../security-profiles/over-limit.ts';
import { profileName } from '../../security-profiles/texts.ts';
import { securityProfilesPath } from '../../shell/paths.ts';
import { AUDIT_RESULT_LABELS, profilesCovering } from './instance-page.ts';
import * as styles from './InstancePage.css.ts';
import { auditResultsQuery } from './queries.ts';
import { INSTANCE_PAGE_TEXTS as T } from './texts.ts';
import { UI_TEXTS } from '../../../ui/texts.ts';

/**
 * The active security profiles that cover the instance, each with the instance's last audit result.
 * It reads the first page of active profiles, the very request the security profiles screen and the
 * navigation's badge make (at most five exist), so it usually costs nothing.
 */
export function CoveringProfiles({ instance }: { readonly instance: Instance }) {
  const headingId = useId();
  const profiles = useAtomValue(activeProfilesQueryAtom);
  const groups = useAtomValue(accessGroupsQueryAtom);
  const failed = [profiles, groups].filter((query) => query.isError);

  let body;
  if (failed.length > 0) {
    body = (
      <ListError
        title={T.profiles.listFailed}
        message={errorMessage(failed[0]!.error)}
        retrying={failed.some((query) => query.isFetching)}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  } else if (!profiles.data || !groups.data) {
    body = <LoadingScreen />;
  } else {
    const covering = profilesCovering(profiles.data.results, instance, groups.data);
    body = covering.length > 0 ? <AuditResults instanceId={instance.id} profiles={covering} /> : <p className={styles.text}>{T.profiles.none}</p>;
  }

  return (
    <div className={styles.section} role="group" aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {T.profiles.heading}
      </h2>
      {body}
    </div>
  );
}

function AuditResults({ instanceId, profiles }: { readonly instanceId: number; readonly profiles: readonly SecurityProfile[] }) {
  const { result, settled } = useListQuery(auditResultsQuery, { instanceId, profileIds: profiles.map((profile) => profile.id) });
  const results = settled ? result.data : undefined;

  const columns: Column<SecurityProfile>[] = [
    {
      id: 'profile',
      header: T.profiles.profile,
      cell: (profile) => (
        <AppLink path={securityProfilesPath({ search: profile.title })}>
          <ServerText text={profileName(profile)} />
        </AppLink>
      ),
    },
    {
      id: 'result',
      header: T.profiles.lastAudit,
      wrap: 'never',
      cell: (profile) => {
        const found = results?.[profile.id];
        if (found) {
          const label = AUDIT_RESULT_LABELS[found];
          return <StatusLabel label={label.label} tone={label.tone} />;
        }
        return result.isError ? <Value value={null} /> : UI_TEXTS.loading;
      },
    },
  ];

  return (
    <>
      {result.isError ? (
        <ListError
          title={T.profiles.resultsFailed}
          message={errorMessage(result.error)}
          retrying={result.isFetching}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      <Table<SecurityProfile>
        caption={T.profiles.caption}
        columns={columns}
        rows={profiles}
        rowId={(profile) => String(profile.id)}
        empty={T.profiles.none}
        busy={!settled && !result.isError}
      />
    </>
  );
}
