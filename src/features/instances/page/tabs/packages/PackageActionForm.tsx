import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { mixed, object, string } from 'yup';
import type { Activity } from '../../../../../api/activities.ts';
import { errorMessage } from '../../../../../api/errors.ts';
import type { Package } from '../../../../../api/packages.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { Form, SelectField, SubmitButton, useForm } from '../../../../../ui/form/index.ts';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen, Value } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { DeliveryFields } from '../../../delivery/DeliveryFields.tsx';
import { useDeliveryForm } from '../../../delivery/useDeliveryForm.ts';
import { packageAction } from './actions.ts';
import * as styles from './Packages.css.ts';
import { upgradeSummary, type PackageActionId } from './packages.ts';
import { createDowngradesAtom } from './queries.ts';
import { PACKAGE_TEXTS as T } from './texts.ts';

export interface PackageActionFormProps {
  readonly action: PackageActionId;
  readonly instanceId: number;
  /** The packages the action applies to. */
  readonly packages: readonly Package[];
  /** The whole selection (the upgrade's summary counts what needs none). */
  readonly selected: readonly Package[];
  readonly openActivity: (activity: Activity) => void;
}

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/**
 * The side panel of an action on packages (screens §4.1): what it will do, when it is delivered
 * (not for a downgrade, which the API does not schedule), and the action's button.
 */
export function PackageActionForm(props: PackageActionFormProps) {
  return props.action === 'downgrade' ? <DowngradeForm {...props} /> : <ScheduledActionForm {...props} />;
}

function ScheduledActionForm({ action, instanceId, packages, selected, openActivity }: PackageActionFormProps) {
  const panel = useSidePanel();
  const { run } = useServerAction(packageAction, { onError: inForm });
  const { form, zone } = useDeliveryForm(async (delivery) => {
    const outcome = await run({ action, instanceId, packages, delivery, openActivity });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  });
  const label = T.actions[action];
  const name = packages[0]?.name ?? '';
  return (
    <Form form={form} className={styles.form} aria-label={T.form.title(label, name, packages.length)}>
      <Summary action={action} packages={packages} selected={selected} />
      <DeliveryFields form={form} zone={zone} />
      <div className={styles.actions}>
        <Button onClick={panel.close}>{T.form.cancel}</Button>
        <SubmitButton appearance={action === 'remove' ? 'negative' : 'primary'} progressLabel={label}>
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** What the action will do, in upstream's words. */
function Summary({ action, packages, selected }: Pick<PackageActionFormProps, 'action' | 'packages' | 'selected'>) {
  const name = packages[0]?.name ?? '';
  if (action === 'hold') return <p className={styles.text}>{T.form.hold(packages.length, name)}</p>;
  if (action === 'unhold') return <p className={styles.text}>{T.form.unhold(packages.length, name)}</p>;
  if (action === 'remove') return <p className={styles.text}>{T.form.remove(packages.length, name)}</p>;
  const summary = upgradeSummary(selected);
  // Said when the selection is not all regular upgrades.
  if (summary.none === 0 && summary.security === 0) return null;
  return (
    <div>
      <p className={styles.text}>{T.form.selected(selected.length)}</p>
      <ul className={styles.list}>
        {summary.security > 0 ? <li>{T.form.securityUpgrades(summary.security)}</li> : null}
        {summary.regular > 0 ? <li>{T.form.regularUpgrades(summary.regular)}</li> : null}
      </ul>
      {summary.none > 0 ? <p className={styles.text}>{T.form.noUpgrades(summary.none)}</p> : null}
    </div>
  );
}

function DowngradeForm({ instanceId, packages, openActivity }: PackageActionFormProps) {
  const pkg = packages[0]!;
  const panel = useSidePanel();
  const versionsAtom = useMemo(() => createDowngradesAtom(instanceId, pkg.name), [instanceId, pkg.name]);
  const versions = useAtomValue(versionsAtom);
  const { run } = useServerAction(packageAction, { onError: inForm });
  const schema = useMemo(() => object({ version: string().required(T.form.versionRequired), kind: mixed() }), []);
  const form = useForm({
    schema,
    initialValues: { version: '', kind: undefined },
    onSubmit: async ({ version }) => {
      const outcome = await run({ action: 'downgrade', instanceId, packages: [pkg], delivery: {}, version, openActivity });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const title = T.form.title(T.actions.downgrade, pkg.name, 1);
  if (versions.isError) {
    return <InlineNotification type="negative">{`${T.form.versionsFailed} ${errorMessage(versions.error)}`}</InlineNotification>;
  }
  if (!versions.data) return <LoadingScreen />;
  return (
    <Form form={form} className={styles.form} aria-label={title}>
      <dl className={styles.facts}>
        <dt>{T.form.currentVersion}</dt>
        <dd>
          <Value value={pkg.current_version} />
        </dd>
      </dl>
      {versions.data.length === 0 ? (
        <p className={styles.text}>{T.form.noDowngrades}</p>
      ) : (
        <>
          <SelectField
            {...form.field('version')}
            value={form.values.version ?? ''}
            onValueChange={(version) => form.setValue('version', version)}
            label={T.form.newVersion}
            placeholder={T.form.selectVersion}
            options={versions.data.map((version) => ({ value: version.version, label: version.version }))}
            required
          />
          <div className={styles.actions}>
            <Button onClick={panel.close}>{T.form.cancel}</Button>
            <SubmitButton progressLabel={T.actions.downgrade}>{T.actions.downgrade}</SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
