import { useId, useMemo } from 'react';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { ExternalLink } from '../../../../../ui/link/ExternalLink.tsx';
import { StatusLabel, Table, type Column } from '../../../../../ui/list/index.ts';
import { Value } from '../../../../../ui/placeholders.tsx';
import { DateTime } from '../../../../../ui/time/DateTime.tsx';
import type { TabProps } from '../../tab-screens.ts';
import * as styles from './UbuntuPro.css.ts';
import { proInfo, type ProService } from './ubuntu-pro.ts';
import { UBUNTU_PRO_DASHBOARD_URL, UBUNTU_PRO_TEXTS as T, UBUNTU_PRO_URL } from './texts.ts';

/** The Ubuntu Pro tab (screens §4.6): from the instance's own answer (`ubuntu_pro_info`), no call of its own. */
export function UbuntuProTab({ instance }: TabProps) {
  const info = proInfo(instance.ubuntu_pro_info);
  if (info.kind === 'unreadable') return <p className={styles.text} role="alert">{T.unreadable}</p>;
  if (info.kind === 'not-attached') {
    return (
      <EmptyState
        title={T.notAttachedTitle}
        text={T.notAttachedText}
        link={{ label: T.learnMore, href: UBUNTU_PRO_URL }}
        action={{ label: T.attach, href: UBUNTU_PRO_DASHBOARD_URL }}
      />
    );
  }
  return (
    <div className={styles.tab}>
      <AccountSection account={info.account} subscription={info.subscription} expires={info.expires} supportLevel={info.supportLevel} />
      <ServicesSection services={info.services} />
    </div>
  );
}

interface AccountProps {
  readonly account: string | null;
  readonly subscription: string | null;
  readonly expires: string | null;
  readonly supportLevel: string | null;
}

function AccountSection({ account, subscription, expires, supportLevel }: AccountProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <h2 className={styles.heading} id={headingId}>
          {T.accountHeading}
        </h2>
        <span className={styles.muted}>
          {T.listedFrom}
          <ExternalLink href={UBUNTU_PRO_DASHBOARD_URL}>{T.dashboard}</ExternalLink>
        </span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{T.account}</dt>
          <dd>
            <Value value={account} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{T.subscription}</dt>
          <dd>
            <Value value={subscription} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{T.validUntil}</dt>
          <dd>
            <DateTime value={expires} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{T.supportLevel}</dt>
          <dd>
            <Value value={supportLevel} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function ServicesSection({ services }: { readonly services: readonly ProService[] }) {
  const headingId = useId();
  const columns = useMemo<Column<ProService>[]>(
    () => [
      { id: 'name', header: T.columns.name, cell: (row) => <Value value={row.name} /> },
      { id: 'entitled', header: T.columns.entitled, wrap: 'never', cell: (row) => <Value value={row.entitled} /> },
      {
        id: 'status',
        header: T.columns.status,
        wrap: 'never',
        cell: (row) => (row.status === null ? <Value value={null} /> : <StatusLabel label={row.status} tone={row.status === 'enabled' ? 'positive' : 'negative'} />),
      },
      { id: 'description', header: T.columns.description, minWidth: '14rem', cell: (row) => <Value value={row.description} /> },
    ],
    [],
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {T.servicesHeading}
      </h2>
      <Table caption={T.servicesCaption} columns={columns} rows={services} rowId={(row) => row.name} empty={T.noServices} />
    </section>
  );
}
