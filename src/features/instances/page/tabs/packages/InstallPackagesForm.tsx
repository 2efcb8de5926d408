import { useAtomValue } from 'jotai/react';
import { useDebouncedValue } from '../../../../../ui/debounced.ts';
import { useId, useMemo, useState } from 'react';
import { array, mixed, object } from 'yup';
import type { Activity } from '../../../../../api/activities.ts';
import { errorMessage } from '../../../../../api/errors.ts';
import type { Package } from '../../../../../api/packages.ts';
import { effectiveZone } from '../../../../../lib/zoned-time.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { CheckboxField, Form, SubmitButton, TextField, useForm } from '../../../../../ui/form/index.ts';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../../../ui/placeholders.tsx';
import { ServerText } from '../../../../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useDateDisplay } from '../../../../../ui/time/DateTime.tsx';
import { deliveryParams, deliverySchema, initialDelivery } from '../../../delivery/delivery.ts';
import { DeliveryFields } from '../../../delivery/DeliveryFields.tsx';
import { installPackages } from './actions.ts';
import * as styles from './Packages.css.ts';
import { createAvailableAtom } from './queries.ts';
import { PACKAGE_TEXTS } from './texts.ts';

const T = PACKAGE_TEXTS.install;


type Chosen = Pick<Package, 'id' | 'name'>;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

export interface InstallPackagesFormProps {
  readonly instanceId: number;
  readonly openActivity: (activity: Activity) => void;
}

/**
 * "Install packages" (screens §4.1): search the packages the instance could install (three
 * characters at least), tick the ones to install (they stay chosen across searches), pick when
 * they are delivered, install.
 */
export function InstallPackagesForm({ instanceId, openActivity }: InstallPackagesFormProps) {
  const panel = useSidePanel();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const { run } = useServerAction(installPackages, { onError: inForm });
  const schema = useMemo(
    () => object({ ...deliverySchema(zone), packages: array(mixed<Chosen>().required()).min(1, T.chooseOne).required(T.chooseOne) }),
    [zone],
  );
  const [initialValues] = useState(() => ({ ...initialDelivery(zone), packages: [] as Chosen[] }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = await run({ instanceId, packages: values.packages, delivery: deliveryParams(values, zone), openActivity });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const chosen = (form.values.packages ?? []) as Chosen[];
  const choose = (pkg: Chosen, on: boolean) =>
    form.setValue('packages', on ? [...chosen.filter((item) => item.id !== pkg.id), pkg] : chosen.filter((item) => item.id !== pkg.id));
  const chosenId = useId();

  return (
    <Form form={form} className={styles.form} aria-label={T.title}>
      <PackageSearch instanceId={instanceId} chosen={chosen} onChoose={choose} />
      <section aria-labelledby={chosenId}>
        <h3 id={chosenId} className={styles.text}>
          {T.chosen}
        </h3>
        {chosen.length > 0 ? (
          <ul className={styles.chosen}>
            {chosen.map((pkg) => (
              <li key={pkg.id} className={styles.chosenItem}>
                <ServerText text={pkg.name} />
                <Button onClick={() => choose(pkg, false)} aria-label={T.remove(pkg.name)}>
                  {T.removeButton}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {form.errors.packages ? (
          <p className={styles.text} role="alert">
            {form.errors.packages}
          </p>
        ) : null}
      </section>
      <DeliveryFields form={form} zone={zone} />
      <div className={styles.actions}>
        <Button onClick={panel.close}>{PACKAGE_TEXTS.form.cancel}</Button>
        <SubmitButton progressLabel={T.submit}>{T.submit}</SubmitButton>
      </div>
    </Form>
  );
}

function PackageSearch({ instanceId, chosen, onChoose }: { readonly instanceId: number; readonly chosen: readonly Chosen[]; readonly onChoose: (pkg: Chosen, on: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const resultsAtom = useMemo(() => createAvailableAtom(instanceId, search), [instanceId, search]);
  const results = useAtomValue(resultsAtom);
  const foundId = useId();
  const help = search.length < 3 ? T.minimum : results.data && results.data.results.length === 0 ? T.noneFound(search) : undefined;
  return (
    <>
      <TextField label={T.search} value={typed} onValueChange={setTyped} help={help} autoComplete="off" spellCheck={false} type="search" />
      {search.length >= 3 && results.isError ? <InlineNotification type="negative">{`${T.searchFailed} ${errorMessage(results.error)}`}</InlineNotification> : null}
      {search.length >= 3 && results.isPending ? <LoadingScreen /> : null}
      {search.length >= 3 && results.data && results.data.results.length > 0 ? (
        <div role="group" aria-labelledby={foundId}>
          <h3 id={foundId} className={styles.text}>
            {T.found}
          </h3>
          {results.data.results.map((pkg) => (
            <CheckboxField
              key={pkg.id}
              label={pkg.name}
              help={pkg.summary ?? undefined}
              value={chosen.some((item) => item.id === pkg.id)}
              onValueChange={(on) => onChoose({ id: pkg.id, name: pkg.name }, Boolean(on))}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
