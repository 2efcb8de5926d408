import { useId, useMemo, useState } from 'react';
import { boolean, object, string } from 'yup';
import type { InstanceRef } from '../../../api/instances.ts';
import { isolate } from '../../../lib/display-name.ts';
import { apiTime, effectiveZone, utcToZoned, zonedToUtc } from '../../../lib/zoned-time.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { CheckboxField, DateTimeField, Form, useForm } from '../../../ui/form/index.ts';
import * as modalStyles from '../../../ui/modal/ConfirmModal.css.ts';
import { Modal } from '../../../ui/modal/Modal.tsx';
import { ServerSentence } from '../../../ui/server-text/ServerSentence.tsx';
import { useDateDisplay } from '../../../ui/time/DateTime.tsx';
import { useActivityPanel } from '../../activities/useActivityPanel.tsx';
import { instanceName } from '../texts.ts';
import { powerInstances, type PowerRequest } from './actions.ts';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';

const T = INSTANCE_ACTION_TEXTS.power;

// The modal shows the server's message at its top, and stays open for another try.
const inModal = () => undefined;

export interface PowerModalProps {
  readonly kind: PowerRequest['kind'];
  readonly instances: readonly InstanceRef[];
  /** One instance's page, or a selection in the list: the title, body and notice say which. */
  readonly from: PowerRequest['from'];
  readonly onClose: () => void;
  /** After the server queued it (the modal then closes). */
  readonly onDone?: () => void;
}

/**
 * Restart or shut down (screens §2.6, and §1.2/§1.3 with HEAD's scheduling on the list too): as soon
 * as possible, or at a time the user types in their own time zone, sent as the matching UTC time
 * (upstream sends the local wall clock as UTC, B6). One request however fast it is confirmed; the
 * modal closes once the server queued it, and shows its refusal and stays open otherwise (B3).
 */
export function PowerModal({ kind, instances, from, onClose, onDone }: PowerModalProps) {
  const formId = useId();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const openActivity = useActivityPanel();
  const { run } = useServerAction(powerInstances, { onError: inModal });
  const schema = useMemo(
    () =>
      object({
        asap: boolean().required(),
        deliver_after: string().when('asap', ([asap], field) =>
          asap
            ? field.notRequired()
            : field
                .required(T.required)
                .test('valid', T.invalid, (value) => !value || zonedToUtc(value, zone) !== null)
                .test('future', T.past, (value) => {
                  const instant = value ? zonedToUtc(value, zone) : null;
                  return instant === null || instant > Date.now();
                }),
        ),
      }),
    [zone],
  );
  const [initialValues] = useState(() => ({ asap: true, deliver_after: utcToZoned(Date.now() + 60 * 60_000, zone) }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const instant = values.asap ? null : zonedToUtc(values.deliver_after ?? '', zone);
      const outcome = await run({ kind, instances, from, delivery: instant === null ? {} : { deliver_after: apiTime(instant) }, openActivity });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') {
        onClose();
        onDone?.();
      }
    },
  });
  const restart = kind === 'restart';
  const one = from === 'page' && instances.length === 1 ? isolate(instanceName(instances[0]!)) : null;
  const title = one !== null ? (restart ? T.restartTitle : T.shutdownTitle) : restart ? T.restartManyTitle : T.shutdownManyTitle;
  const body =
    one !== null ? (restart ? T.restartBody(one) : T.shutdownBody(one)) : restart ? T.restartManyBody(instances.length) : T.shutdownManyBody(instances.length);
  const label = restart ? T.restart : T.shutdown;
  const footer = (
    <>
      <Button onClick={onClose}>{INSTANCE_ACTION_TEXTS.cancel}</Button>
      <Button type="submit" form={formId} appearance="negative" aria-disabled={form.submitting || undefined} aria-busy={form.submitting || undefined}>
        {form.submitting ? (restart ? T.restarting : T.shuttingDown) : label}
      </Button>
    </>
  );
  return (
    <Modal title={title} open onClose={onClose} footer={footer}>
      <Form form={form} id={formId} className={modalStyles.form}>
        <CheckboxField {...form.field('asap')} value={Boolean(form.values.asap)} onValueChange={(value) => form.setValue('asap', Boolean(value))} label={T.asap} />
        <DateTimeField
          {...form.field('deliver_after')}
          label={T.scheduleTime}
          placeholder={T.scheduledTime}
          help={T.inZone(zone)}
          disabled={Boolean(form.values.asap)}
          required={!form.values.asap}
        />
        <p className={modalStyles.body}>
          <ServerSentence text={body} />
        </p>
      </Form>
    </Modal>
  );
}
