import { useState } from 'react';
import type { Activity } from '../../../../../api/activities.ts';
import type { Kernel } from '../../../../../api/kernel.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { Form, SelectField } from '../../../../../ui/form/index.ts';
import { ConfirmModal } from '../../../../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { Value } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { deliveryParams, type DeliveryValues } from '../../../delivery/delivery.ts';
import { DeliveryFields } from '../../../delivery/DeliveryFields.tsx';
import { useDeliveryForm } from '../../../delivery/useDeliveryForm.ts';
import { changeKernel, restartInstance } from './actions.ts';
import * as styles from './Kernel.css.ts';
import { KERNEL_TEXTS as T } from './texts.ts';

type Instance = { readonly id: number; readonly name: string };

// The confirmation shows the server's message itself, and stays open for another try.
const inModal = () => undefined;

interface Pending {
  readonly restart: boolean;
  readonly delivery: ReturnType<typeof deliveryParams>;
  readonly kernelId: number;
}

export interface KernelChangeFormProps {
  readonly direction: 'upgrade' | 'downgrade';
  readonly instance: Instance;
  readonly current: Kernel;
  /** The kernels it can change to, newest first. */
  readonly kernels: readonly Kernel[];
  readonly openActivity: (activity: Activity) => void;
}

/** "Upgrade kernel" / "Downgrade kernel": the version, the delivery, then with or without a restart, confirmed. */
export function KernelChangeForm({ direction, instance, current, kernels, openActivity }: KernelChangeFormProps) {
  const panel = useSidePanel();
  const { form, zone } = useDeliveryForm();
  const [kernelId, setKernelId] = useState(String(kernels[0]?.id ?? ''));
  const [pending, setPending] = useState<Pending | null>(null);
  const { run } = useServerAction(changeKernel, { onError: inModal });
  const upgrade = direction === 'upgrade';

  async function ask(restart: boolean) {
    const values = await form.check();
    const kernel = kernels.find((item) => String(item.id) === kernelId);
    if (values && kernel) setPending({ restart, delivery: deliveryParams(values as unknown as DeliveryValues, zone), kernelId: kernel.id });
  }
  async function confirm() {
    if (!pending) return;
    const outcome = await run({ direction, instance, kernel: { id: pending.kernelId }, restart: pending.restart, delivery: pending.delivery, openActivity });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  }
  const title = upgrade ? T.upgradeKernel : T.downgradeKernel;
  const confirmTitle = upgrade ? (pending?.restart ? T.confirm.upgradeRestartTitle : T.confirm.upgradeTitle) : pending?.restart ? T.confirm.downgradeRestartTitle : T.confirm.downgradeTitle;
  const confirmText = upgrade ? (pending?.restart ? T.confirm.upgradeRestart : T.confirm.upgrade) : pending?.restart ? T.confirm.downgradeRestart : T.confirm.downgrade;

  return (
    <>
      <Form
        form={form}
        className={styles.form}
        aria-label={title}
        onSubmit={async (event) => {
          event?.preventDefault();
          await ask(false);
        }}
      >
        {upgrade ? (
          <InlineNotification type="information" title={T.form.restartRecommendedTitle}>
            {T.form.restartAfterUpgrade}
          </InlineNotification>
        ) : (
          <InlineNotification type="caution" title={T.form.securityWarningTitle}>
            {T.form.securityWarning}
          </InlineNotification>
        )}
        <dl className={styles.facts}>
          <dt>{T.form.currentVersion}</dt>
          <dd>
            <Value value={current.version_rounded ?? current.version} />
          </dd>
          {kernels.length === 1 ? (
            <>
              <dt>{T.form.newVersion}</dt>
              <dd>
                <Value value={kernels[0]!.version_rounded ?? kernels[0]!.version} />
              </dd>
            </>
          ) : null}
        </dl>
        {kernels.length > 1 ? (
          <SelectField
            label={T.form.newVersion}
            value={kernelId}
            onValueChange={setKernelId}
            options={kernels.map((kernel) => ({ value: String(kernel.id), label: kernel.version_rounded ?? kernel.version }))}
            required
          />
        ) : null}
        <DeliveryFields form={form} zone={zone} />
        <div className={styles.actions}>
          <Button onClick={panel.close}>{T.form.cancel}</Button>
          <Button onClick={() => void ask(true)}>{upgrade ? T.form.upgradeAndRestart : T.form.downgradeAndRestart}</Button>
          <Button appearance="primary" onClick={() => void ask(false)}>
            {title}
          </Button>
        </div>
      </Form>
      {/* Beside the form, not in it: a form in a form is not HTML. */}
      <ConfirmModal title={confirmTitle} open={pending !== null} onClose={() => setPending(null)} confirmLabel={T.confirm.confirm} onConfirm={confirm} appearance="negative">
        <p className={styles.text}>{confirmText}</p>
      </ConfirmModal>
    </>
  );
}

export interface RestartFormProps {
  readonly instance: Instance;
  /** Patches would be lost: the caution, and Upgrade and Restart when there is a newer kernel. */
  readonly hasFixes: boolean;
  readonly onUpgrade?: (() => void) | undefined;
  readonly openActivity: (activity: Activity) => void;
}

/** "Restart {instance}": when, then Restart, confirmed. */
export function RestartForm({ instance, hasFixes, onUpgrade, openActivity }: RestartFormProps) {
  const panel = useSidePanel();
  const { form, zone } = useDeliveryForm();
  const [pending, setPending] = useState<Pending | null>(null);
  const { run } = useServerAction(restartInstance, { onError: inModal });
  async function ask() {
    const values = await form.check();
    if (values) setPending({ restart: true, delivery: deliveryParams(values as unknown as DeliveryValues, zone), kernelId: 0 });
  }
  async function confirm() {
    if (!pending) return;
    const outcome = await run({ instance, delivery: pending.delivery, openActivity });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  }
  return (
    <>
      <Form
        form={form}
        className={styles.form}
        aria-label={T.form.restartTitle(instance.name)}
        onSubmit={async (event) => {
          event?.preventDefault();
          await ask();
        }}
      >
        {hasFixes ? (
          <InlineNotification type="caution" title={T.form.restartRecommendedTitle}>
            {T.form.restartPatches}
          </InlineNotification>
        ) : null}
        <DeliveryFields form={form} zone={zone} />
        <div className={styles.actions}>
          <Button onClick={panel.close}>{T.form.cancel}</Button>
          {hasFixes && onUpgrade ? <Button onClick={onUpgrade}>{T.form.upgradeAndRestart}</Button> : null}
          <Button appearance="negative" onClick={() => void ask()}>
            {T.form.restart}
          </Button>
        </div>
      </Form>
      <ConfirmModal title={T.confirm.restartTitle} open={pending !== null} onClose={() => setPending(null)} confirmLabel={T.form.restart} onConfirm={confirm} appearance="negative">
        <p className={styles.text}>{T.confirm.restart}</p>
      </ConfirmModal>
    </>
  );
}
