import { useAtomValue } from 'jotai/react';
import { useId, type ReactNode } from 'react';
import { accessGroupTitle } from '../../../api/access-groups.ts';
import { zoneName, type Instance } from '../../../api/instances.ts';
import { featuresAtom, isFeatureEnabled } from '../../../state/environment.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { Value } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { DateTime } from '../../../ui/time/DateTime.tsx';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { instancePath } from '../../shell/paths.ts';
import { CoveringProfiles } from './CoveringProfiles.tsx';
import { InfoActions } from './InfoActions.tsx';
import { annotationLines, instanceName, ipAddresses, systemFact } from './instance-page.ts';
import * as styles from './InstancePage.css.ts';
import { INSTANCE_PAGE_TEXTS as T } from './texts.ts';

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The Info tab: the instance's facts, then (with usg-profiles) the security profiles covering it. */
export function InstanceInfo({ instance }: { readonly instance: Instance }) {
  const headingId = useId();
  const accessGroups = useAtomValue(accessGroupsQueryAtom);
  const features = useAtomValue(featuresAtom);
  const info = instance.distribution_info;
  const zone = zoneName(instance.cloud_init?.availability_zone);
  const annotations = annotationLines(instance.annotations);

  return (
    <div className={styles.info}>
      <InfoActions instance={instance} />
      <div className={styles.section} role="group" aria-labelledby={headingId}>
        <h2 className={styles.heading} id={headingId}>
          {T.infoHeading}
        </h2>
        <dl className={styles.facts}>
          <Fact label={T.labels.id}>{instance.id}</Fact>
          <Fact label={T.labels.ipAddress}>
            <Value value={ipAddresses(instance.grouped_hardware)} />
          </Fact>
          <Fact label={T.labels.serial}>
            <Value value={systemFact(instance.grouped_hardware, 'serial')} />
          </Fact>
          <Fact label={T.labels.product}>
            <Value value={systemFact(instance.grouped_hardware, 'model')} />
          </Fact>
          <Fact label={T.labels.os}>
            <Value value={info?.description} />
          </Fact>
          <Fact label={T.labels.release}>
            <Value value={info?.release ? T.release(info.release, info.code_name) : null} />
          </Fact>
          <Fact label={T.labels.accessGroup}>
            <Value value={accessGroupTitle(accessGroups.data, instance.access_group)} />
          </Fact>
          <Fact label={T.labels.tags}>
            {instance.tags.length > 0 ? (
              <ul className={styles.inlineList}>
                {instance.tags.map((tag) => (
                  <li key={tag}>
                    <Value value={tag} />
                  </li>
                ))}
              </ul>
            ) : (
              <Value value={null} />
            )}
          </Fact>
          <Fact label={T.labels.comment}>
            <Value value={instance.comment} />
          </Fact>
          <Fact label={T.labels.annotations}>
            {annotations.length > 0 ? (
              <ul className={styles.lines}>
                {annotations.map((line, index) => (
                  <li key={index}>
                    <ServerText text={line} />
                  </li>
                ))}
              </ul>
            ) : (
              <Value value={null} />
            )}
          </Fact>
          <Fact label={T.labels.lastPing}>
            <DateTime value={instance.last_ping_time} />
          </Fact>
          <Fact label={T.labels.registeredAt}>
            <DateTime value={instance.registered_at} />
          </Fact>
          <Fact label={T.labels.upgrades}>
            <Value value={instance.upgrades ? T.upgrades(instance.upgrades.regular, instance.upgrades.security) : null} />
          </Fact>
          {zone ? (
            <Fact label={T.labels.availabilityZone}>
              <Value value={zone} />
            </Fact>
          ) : null}
          {instance.parent ? (
            <Fact label={T.labels.parent}>
              <AppLink path={instancePath(instance.parent.id)}>
                <ServerText text={instanceName(instance.parent)} />
              </AppLink>
            </Fact>
          ) : null}
          {instance.children.length > 0 ? (
            <Fact label={T.labels.children}>
              <ul className={styles.inlineList}>
                {instance.children.map((child) => (
                  <li key={child.id}>
                    <AppLink path={instancePath(instance.id, child.id)}>
                      <ServerText text={instanceName(child)} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </dl>
      </div>
      {isFeatureEnabled(features, 'usg-profiles') ? <CoveringProfiles instance={instance} /> : null}
    </div>
  );
}
