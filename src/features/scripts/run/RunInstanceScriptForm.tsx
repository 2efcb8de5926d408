import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import type { InstanceChild } from '../../../api/instances.ts';
import type { Script } from '../../../api/scripts.ts';
import { effectiveZone } from '../../../lib/zoned-time.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { Form, NumberField, SubmitButton, TextField, useForm, type FieldBinding } from '../../../ui/form/index.ts';
import { usePortalNavigate } from '../../../ui/link/AppLink.tsx';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { useDateDisplay } from '../../../ui/time/DateTime.tsx';
import { mixed } from 'yup';
import { DeliveryFields } from '../../instances/delivery/DeliveryFields.tsx';
import { deliveryParams } from '../../instances/delivery/delivery.ts';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { ScriptPicker } from '../ScriptPicker.tsx';
import { runnableOn } from './capability.ts';
import { idsQuery, initialRunFields, runFieldsSchema, runScript } from './run-form.ts';
import * as styles from './RunScriptForm.css.ts';
import { RUN_SCRIPT_TEXTS as T } from './texts.ts';

const inPlace = () => undefined;

export interface RunInstanceScriptFormProps {
  /** The instances chosen: one on its page, the selection on the instances list. */
  readonly instances: readonly InstanceChild[];
  /** The single instance's access group: only scripts it may run are offered (§1.6 B). */
  readonly parentAccessGroup?: string | undefined;
  /** After the server said yes (the list clears its selection). */
  readonly onDone?: (() => void) | undefined;
}

/**
 * §1.6 B, run a script on chosen instances (from an instance's page or the instances list): the
 * script searched by title, run as a user within a time limit, now or at a time in the user's zone.
 * Only the instances that can run it are named in the request: Ubuntu ones in the script's access
 * group (upstream sends every id, §1.5); a mixed selection says how many will and will not run it.
 */
export function RunInstanceScriptForm({ instances, parentAccessGroup, onDone }: RunInstanceScriptFormProps) {
  const panel = useSidePanel();
  const navigate = usePortalNavigate();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const groups = useAtomValue(accessGroupsQueryAtom).data;
  const schema = useMemo(() => object({ script: mixed<Script>().required(T.scriptRequired), ...runFieldsSchema(zone) }), [zone]);
  const [initialValues] = useState(() => ({ script: undefined as Script | undefined, ...initialRunFields(zone) }));
  const { run } = useServerAction(runScript, { onError: inPlace });

  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const targets = runnableOn(values.script, instances, groups);
      const outcome = await run({
        script: values.script,
        query: idsQuery(targets.map((instance) => instance.id)),
        username: values.username,
        time_limit: values.time_limit,
        delivery: deliveryParams(values, zone),
        navigate,
      });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') {
        onDone?.();
        panel.close();
      }
    },
  });
  const chosen = form.values.script;
  const runnable = runnableOn(chosen, instances, groups);
  const bind = <V,>(name: 'time_limit') => form.field(name) as unknown as FieldBinding<V>;

  return (
    <Form form={form} className={styles.form} aria-label={T.panel.fromInstances}>
      {instances.length > 1 && runnable.length < instances.length ? (
        <InlineNotification type="caution" title={T.mixed.intro(instances.length)}>
          <ul className={styles.mixed}>
            <li>{T.mixed.run(runnable.length)}</li>
            <li>{T.mixed.notRun(instances.length - runnable.length)}</li>
          </ul>
        </InlineNotification>
      ) : null}
      <ScriptPicker binding={form.field('script') as FieldBinding<Script | undefined>} parentAccessGroup={parentAccessGroup} />
      <div className={styles.pair}>
        <TextField {...form.field('username')} value={form.values.username ?? ''} onValueChange={(value) => form.setValue('username', value)} label={T.username} required autoComplete="off" />
        <NumberField {...bind<number | undefined>('time_limit')} label={T.timeLimit} min={1} step={1} required />
      </div>
      <DeliveryFields form={form} zone={zone} randomize={false} />
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={T.progress} disabled={chosen !== undefined && runnable.length === 0}>
          {T.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
