import { Fragment } from 'react';
import type { InstanceChild } from '../../api/instances.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { StatusLabel } from '../../ui/list/index.ts';
import { Value } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import * as styles from './cells.css.ts';
import { rowPath, type InstanceRow } from './rows.ts';
import { alertTone, instanceStatus } from './status.ts';
import { instanceName, INSTANCE_TEXTS as T } from './texts.ts';
import { UI_TEXTS } from '../../ui/texts.ts';

/** Title linking to the instance, hostname below; indented under its host when grouped. */
export function NameCell({ row }: { readonly row: InstanceRow }) {
  const { instance } = row;
  return (
    <span className={row.nested ? styles.nested : styles.line}>
      <AppLink path={rowPath(row)}>
        <ServerText text={instanceName(instance)} />
      </AppLink>
      <span className={styles.muted}>
        <ServerText text={instance.hostname} />
      </span>
    </span>
  );
}

/**
 * Online or offline, then the instance's other alerts; '---' for a child its host's answer only
 * names (neither alerts nor a last ping to tell from).
 */
export function StatusCell({ instance }: { readonly instance: InstanceChild }) {
  if (instance.alerts === undefined && instance.last_ping_time === undefined) return <Value value={null} />;
  const status = instanceStatus(instance);
  return (
    <>
      <StatusLabel label={status.label} tone={status.tone} />
      {status.alerts.length > 0 ? (
        <ul className={styles.alerts} aria-label={T.alertsLabel(instanceName(instance))}>
          {status.alerts.map((alert, index) => (
            <li key={`${alert.type}-${index}`}>
              <StatusLabel label={alert.summary} tone={alertTone(alert.severity)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Regular and security upgrade counts; '---' when the answer has none. */
export function UpgradesCell({ instance }: { readonly instance: Pick<InstanceChild, 'upgrades'> }) {
  const { upgrades } = instance;
  if (!upgrades) return <Value value={null} />;
  if (upgrades.regular === 0 && upgrades.security === 0) return <>{T.upgrades.upToDate}</>;
  return (
    <>
      <span className={styles.line}>{T.upgrades.regular(upgrades.regular)}</span>
      <span className={styles.line}>{T.upgrades.security(upgrades.security)}</span>
    </>
  );
}

/** Each tag isolated on its own: a direction control in one tag cannot reorder the tags after it. */
export function TagsCell({ tags }: { readonly tags: readonly string[] }) {
  if (tags.length === 0) return <Value value={null} />;
  return (
    <>
      {tags.map((tag, index) => (
        <Fragment key={`${index}-${tag}`}>
          {index > 0 ? ', ' : null}
          <ServerText text={tag} fallback={UI_TEXTS.empty} />
        </Fragment>
      ))}
    </>
  );
}
