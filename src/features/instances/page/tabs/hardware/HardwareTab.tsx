import { useId } from 'react';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { Value } from '../../../../../ui/placeholders.tsx';
import { ServerText } from '../../../../../ui/server-text/ServerText.tsx';
import type { TabProps } from '../../tab-screens.ts';
import * as styles from './Hardware.css.ts';
import { hardwareSections, type HardwareGroup, type HardwareLabels, type HardwareSection } from './hardware.ts';
import { HARDWARE_TEXTS as T } from './texts.ts';

/** Labels read as the tab renders (texts may be replaced at any time). */
const labels = (): HardwareLabels => ({ ...T.labels, numbered: (section, index) => T.numbered[section](index) });

/** Facts long enough to take a whole row. */
const isWide = (label: string) => label === T.labels.flags || label === T.labels.biosCapabilities || label === T.labels.partitions || label === T.labels.attachedDevices;

/**
 * The Hardware tab (screens §4.8): the instance's hardware report from its own answer
 * (`grouped_hardware`), every section the server sends, upstream's five first. No call of its own.
 */
export function HardwareTab({ instance }: TabProps) {
  if (instance.is_wsl_instance) return <EmptyState title={T.unavailableTitle} text={T.wslText} />;
  const sections = hardwareSections(instance.grouped_hardware, labels());
  if (!sections) return <EmptyState title={T.unavailableTitle} text={T.noReportText} />;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}

function Section({ section }: { readonly section: HardwareSection }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {T.sections[section.id]}
      </h2>
      {section.kind === 'unreadable' ? (
        <p className={styles.text}>{T.unreadable}</p>
      ) : section.kind === 'text' ? (
        <p className={styles.text}>
          <ServerText text={section.text} />
        </p>
      ) : (
        section.groups.map((group, index) => <Group key={index} group={group} />)
      )}
    </section>
  );
}

function Group({ group }: { readonly group: HardwareGroup }) {
  return (
    <>
      {group.title ? <h3 className={styles.groupTitle}>{group.title}</h3> : null}
      <dl className={styles.facts}>
        {group.facts.map((fact, index) => (
          <div key={index} className={isWide(fact.label) ? `${styles.fact} ${styles.wide}` : styles.fact}>
            <dt>
              {/* A label the server names (a cache level) that shows nothing still says what it is. */}
              <ServerText text={fact.label} fallback={T.labels.cache} />
            </dt>
            <dd>
              <Value value={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
