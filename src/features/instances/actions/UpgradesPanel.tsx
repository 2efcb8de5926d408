import { useAtomValue } from 'jotai/react';
import type { Atom } from 'jotai/vanilla';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import type { InstanceChild } from '../../../api/instances.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { CheckboxField, Form, SubmitButton } from '../../../ui/form/index.ts';
import { ListError } from '../../../ui/list/ListError.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { usePanelChanges } from '../../../ui/side-panel/panel-changes.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { Tabs } from '../../../ui/tabs/Tabs.tsx';
import { useActivityPanel } from '../../activities/useActivityPanel.tsx';
import { DeliveryFields } from '../delivery/DeliveryFields.tsx';
import { useDeliveryForm } from '../delivery/useDeliveryForm.ts';
import { instanceName } from '../texts.ts';
import * as styles from './Actions.css.ts';
import { upgradeInstances } from './bulk-actions.ts';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';
import {
  excludeInstance,
  excludePackage,
  excludePackageOn,
  excludeUsn,
  hasExclusions,
  hasUpgrades,
  included,
  NO_EXCLUSIONS,
  upgradeKinds,
  upgradeSummary,
  type Exclusions,
} from './upgrade-plan.ts';
import { createInstancePackagesAtom, createSelectionUsnsAtom, createUpgradablePackagesAtom, createUsnFixesAtom, UPGRADES_PAGE } from './upgrades-queries.ts';

const T = INSTANCE_ACTION_TEXTS.upgrades;

type UpgradeTab = 'instances' | 'packages' | 'usns';

// The form shows the server's message itself, at its top, with every choice kept.
const inForm = () => undefined;

interface EditorProps {
  readonly exclusions: Exclusions;
  readonly onChange: (next: Exclusions) => void;
}

export interface UpgradesPanelProps {
  readonly instances: readonly InstanceChild[];
  readonly onDone: () => void;
}

/**
 * "Upgrades" (screens §4.10): what the selection can upgrade, by instance, by package and by
 * security notice; everything starts ticked, and what is unticked on any tab is left out of the one
 * request (upstream sends the open tab's exclusions only, and loses an instance's other exclusions
 * when one is unticked in a package's list). Delivered now or at a time, as the instance tabs' actions.
 */
export function UpgradesPanel({ instances, onDone }: UpgradesPanelProps) {
  const panel = useSidePanel();
  const openActivity = useActivityPanel();
  const withUpgrades = useMemo(() => instances.filter(hasUpgrades), [instances]);
  const ids = useMemo(() => withUpgrades.map((instance) => instance.id), [withUpgrades]);
  const securityIds = useMemo(() => withUpgrades.filter((instance) => upgradeKinds(instance).security).map((instance) => instance.id), [withUpgrades]);
  const summary = upgradeSummary(instances);
  const [tab, setTab] = useState<UpgradeTab>('instances');
  const [exclusions, setExclusions] = useState<Exclusions>(NO_EXCLUSIONS);
  usePanelChanges(hasExclusions(exclusions));
  const { run } = useServerAction(upgradeInstances, { onError: inForm });
  const { form, zone } = useDeliveryForm(async (delivery) => {
    const outcome = await run({ instanceIds: ids, exclusions, delivery, openActivity });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') {
      panel.close();
      onDone();
    }
  });
  const excludedCount = exclusions.instances.size + exclusions.packages.size + [...exclusions.packagesOn.values()].reduce((sum, set) => sum + set.size, 0) + exclusions.usns.size;
  const tabs: { readonly id: UpgradeTab; readonly label: string }[] = [
    { id: 'instances', label: T.tabs.instances },
    { id: 'packages', label: T.tabs.packages },
    ...(securityIds.length > 0 ? [{ id: 'usns' as const, label: T.tabs.usns }] : []),
  ];
  const editor = { exclusions, onChange: setExclusions };

  return (
    <Form form={form} className={styles.form} aria-label={T.formLabel}>
      <div>
        <p className={styles.text}>
          {T.selectedBefore}
          <strong>{T.count(summary.selected)}</strong>
          {T.selectedAfter(summary.selected)}
        </p>
        <ul className={styles.bullets}>
          <li>
            {T.securityBefore}
            <strong>{T.count(summary.security)}</strong>
            {T.after(summary.security)}
          </li>
          <li>
            {T.regularBefore}
            <strong>{T.count(summary.regular)}</strong>
            {T.after(summary.regular)}
          </li>
        </ul>
        {summary.none > 0 ? (
          <p className={styles.text}>
            {T.noneBefore}
            <strong>{T.count(summary.none)}</strong>
            {T.noneAfter(summary.none)}
          </p>
        ) : null}
      </div>
      <p className={styles.muted}>
        {T.intro} {T.excluded(excludedCount)}
      </p>
      <Tabs<UpgradeTab> label={T.tabsLabel} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'instances' ? <InstancesEditor instances={withUpgrades} {...editor} /> : null}
        {tab === 'packages' ? <PackagesEditor ids={ids} instances={withUpgrades} {...editor} /> : null}
        {tab === 'usns' ? <UsnsEditor ids={securityIds} {...editor} /> : null}
      </Tabs>
      <DeliveryFields form={form} zone={zone} />
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{INSTANCE_ACTION_TEXTS.cancel}</Button>
        <SubmitButton progressLabel={T.upgrading}>{T.submit}</SubmitButton>
      </div>
    </Form>
  );
}

/** A row that opens a nested list: its checkbox, what it says, and the button showing the list. */
function ExpandableRow({ check, details, label, children }: { readonly check: ReactNode; readonly details?: ReactNode; readonly label: { readonly show: string; readonly hide: string; readonly text: string }; readonly children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        {check}
        {details}
        <Button aria-expanded={open} aria-controls={id} aria-label={open ? label.hide : label.show} onClick={() => setOpen(!open)}>
          {label.text}
        </Button>
      </div>
      {open ? (
        <div id={id} className={styles.nested}>
          {children()}
        </div>
      ) : null}
    </li>
  );
}

/** "Show 5 more", while there are more. */
function ShowMore({ shown, count, onMore }: { readonly shown: number; readonly count: number; readonly onMore: () => void }) {
  if (shown >= count) return null;
  return (
    <Button className={styles.more} onClick={onMore}>
      {T.showMore(Math.min(UPGRADES_PAGE, count - shown))}
    </Button>
  );
}

interface ListQuery {
  readonly isError: boolean;
  readonly error: unknown;
  readonly isPending: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/** A list's loading, or its failure with the server's message and Try again. */
function ListState({ query }: { readonly query: ListQuery }) {
  if (query.isError) return <ListError title={T.failed} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <p className={styles.muted}>{T.loading}</p>;
  return null;
}

function InstancesEditor({ instances, exclusions, onChange }: EditorProps & { readonly instances: readonly InstanceChild[] }) {
  if (instances.length === 0) return <p className={styles.muted}>{T.none}</p>;
  return (
    <ul className={styles.rows}>
      {instances.map((instance) => {
        const name = instanceName(instance);
        return (
          <ExpandableRow
            key={instance.id}
            check={<CheckboxField label={name} value={!exclusions.instances.has(instance.id)} onValueChange={(on) => onChange(excludeInstance(exclusions, instance.id, !on))} />}
            details={instance.upgrades ? <span className={styles.muted}>{T.upgradesOf(instance.upgrades.regular, instance.upgrades.security)}</span> : null}
            label={{ show: T.show(name), hide: T.hide(name), text: T.showPackages }}
          >
            {() => <InstancePackages instanceId={instance.id} exclusions={exclusions} onChange={onChange} />}
          </ExpandableRow>
        );
      })}
    </ul>
  );
}

/**
 * A package's upgrade on one instance, ticked unless left out; `reason` says why it cannot be ticked
 * (its instance or the package left out as a whole), shown instead of its versions.
 */
function PackageOnInstance({
  label,
  instanceId,
  packageId,
  versions,
  reason,
  exclusions,
  onChange,
}: EditorProps & {
  readonly label: string;
  readonly instanceId: number;
  readonly packageId: number;
  readonly versions: { readonly current_version?: string | null; readonly available_version?: string | null };
  readonly reason: string | undefined;
}) {
  return (
    <li>
      <CheckboxField
        label={label}
        help={reason ?? T.version(versions.current_version ?? '', versions.available_version ?? '')}
        value={included(exclusions, instanceId, packageId)}
        disabled={reason !== undefined}
        onValueChange={(on) => onChange(excludePackageOn(exclusions, instanceId, packageId, !on))}
      />
    </li>
  );
}

interface PageQuery<T> extends ListQuery {
  readonly data?: { readonly results: readonly T[]; readonly count: number } | undefined;
}

/**
 * A list of the bulk upgrade: its first rows, "Show more" for the next, "None" when it is empty, and
 * its loading and failure said in place. `atomFor` gives the list's query for its first `limit` rows
 * (kept stable by the caller).
 */
function GrowingList<T>({ atomFor, children }: { readonly atomFor: (limit: number) => Atom<PageQuery<T>>; readonly children: (results: readonly T[]) => ReactNode }) {
  const [limit, setLimit] = useState(UPGRADES_PAGE);
  const query = useAtomValue(useMemo(() => atomFor(limit), [atomFor, limit]));
  const page = query.data;
  return (
    <>
      {page ? page.results.length === 0 ? <p className={styles.muted}>{T.none}</p> : <ul className={styles.rows}>{children(page.results)}</ul> : null}
      <ListState query={query} />
      {page ? <ShowMore shown={page.results.length} count={page.count} onMore={() => setLimit(limit + UPGRADES_PAGE)} /> : null}
    </>
  );
}

function InstancePackages({ instanceId, exclusions, onChange }: EditorProps & { readonly instanceId: number }) {
  const atomFor = useCallback((limit: number) => createInstancePackagesAtom(instanceId, limit), [instanceId]);
  return (
    <GrowingList atomFor={atomFor}>
      {(packages) =>
        packages.map((pkg) => {
          const reason = exclusions.instances.has(instanceId) ? T.leftOut : exclusions.packages.has(pkg.id) ? T.leftOutEverywhere : undefined;
          return <PackageOnInstance key={pkg.id} label={pkg.name} instanceId={instanceId} packageId={pkg.id} versions={pkg} reason={reason} exclusions={exclusions} onChange={onChange} />;
        })
      }
    </GrowingList>
  );
}

function PackagesEditor({ ids, instances, exclusions, onChange }: EditorProps & { readonly ids: readonly number[]; readonly instances: readonly InstanceChild[] }) {
  const atomFor = useCallback((limit: number) => createUpgradablePackagesAtom(ids, limit), [ids]);
  const names = useMemo(() => new Map(instances.map((instance) => [instance.id, instanceName(instance)])), [instances]);
  if (ids.length === 0) return <p className={styles.muted}>{T.none}</p>;
  return (
    <GrowingList atomFor={atomFor}>
      {(packages) =>
        packages.map((pkg) => (
          <ExpandableRow
            key={pkg.id}
            check={<CheckboxField label={pkg.name} value={!exclusions.packages.has(pkg.id)} onValueChange={(on) => onChange(excludePackage(exclusions, pkg.id, !on))} />}
            details={<span className={styles.muted}>{T.affects(pkg.computers.length)}</span>}
            label={{ show: T.instancesOf(pkg.name), hide: T.instancesOf(pkg.name), text: T.showInstances }}
          >
            {() => (
              <ul className={styles.rows}>
                {pkg.computers.map((computer) => (
                  <PackageOnInstance
                    key={computer.id}
                    label={names.get(computer.id) ?? instanceName({ id: computer.id })}
                    instanceId={computer.id}
                    packageId={pkg.id}
                    versions={computer}
                    reason={exclusions.packages.has(pkg.id) ? T.leftOutEverywhere : exclusions.instances.has(computer.id) ? T.leftOut : undefined}
                    exclusions={exclusions}
                    onChange={onChange}
                  />
                ))}
              </ul>
            )}
          </ExpandableRow>
        ))
      }
    </GrowingList>
  );
}

function UsnsEditor({ ids, exclusions, onChange }: EditorProps & { readonly ids: readonly number[] }) {
  const atomFor = useCallback((limit: number) => createSelectionUsnsAtom(ids, limit), [ids]);
  return (
    <>
      <p className={styles.muted}>{T.usnsHelp}</p>
      <GrowingList atomFor={atomFor}>
        {(usns) =>
          usns.map((usn) => (
            <ExpandableRow
              key={usn.usn}
              check={
                <CheckboxField
                  label={`USN-${usn.usn}`}
                  help={usn.info ?? undefined}
                  value={!exclusions.usns.has(usn.usn)}
                  onValueChange={(on) => onChange(excludeUsn(exclusions, usn.usn, !on))}
                />
              }
              details={typeof usn.computers_count === 'number' ? <span className={styles.muted}>{T.affects(usn.computers_count)}</span> : null}
              label={{ show: T.fixesOf(usn.usn), hide: T.fixesOf(usn.usn), text: T.showFixes }}
            >
              {() => <UsnFixes usn={usn.usn} ids={ids} />}
            </ExpandableRow>
          ))
        }
      </GrowingList>
    </>
  );
}

function UsnFixes({ usn, ids }: { readonly usn: string; readonly ids: readonly number[] }) {
  const query = useAtomValue(useMemo(() => createUsnFixesAtom(usn, ids), [usn, ids]));
  return (
    <>
      {query.data ? (
        <ul className={styles.rows}>
          {query.data.map((fix) => (
            <li key={fix.name}>
              <ServerText text={fix.name} />{' '}
              <span className={styles.muted}>{T.version(fix.current_version ?? '', fix.new_version ?? '')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ListState query={query} />
    </>
  );
}
